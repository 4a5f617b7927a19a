// SPDX-License-Identifier: GPL-3.0-or-later
#include "registry/registryhost.h"

#include <QTest>

using namespace HelmDeck;

class TestRegistryHost : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fromImage_data();
    void fromImage();
    void badImage_data();
    void badImage();
    void normalize_data();
    void normalize();
    void configKey_data();
    void configKey();
    void apiHost_data();
    void apiHost();
    void sameRegistry();
};

void TestRegistryHost::fromImage_data()
{
    QTest::addColumn<QString>("image");
    QTest::addColumn<QString>("host");

    const QString hub = QStringLiteral("docker.io");
    QTest::newRow("bare name") << QStringLiteral("nginx") << hub;
    QTest::newRow("bare name with tag") << QStringLiteral("nginx:1.25") << hub;
    QTest::newRow("user/repo is Docker Hub") << QStringLiteral("team/app:2") << hub;
    QTest::newRow("library path") << QStringLiteral("library/nginx") << hub;
    QTest::newRow("explicit docker.io") << QStringLiteral("docker.io/library/nginx:1") << hub;
    QTest::newRow("index.docker.io alias") << QStringLiteral("index.docker.io/team/app") << hub;
    QTest::newRow("registry-1.docker.io alias") << QStringLiteral("registry-1.docker.io/team/app") << hub;
    QTest::newRow("ghcr") << QStringLiteral("ghcr.io/owner/app:1.2.3") << QStringLiteral("ghcr.io");
    QTest::newRow("host with port") << QStringLiteral("registry.example.com:5000/a/b/c")
                                    << QStringLiteral("registry.example.com:5000");
    QTest::newRow("localhost with port")
        << QStringLiteral("localhost:5000/x") << QStringLiteral("localhost:5000");
    QTest::newRow("localhost alone is a host")
        << QStringLiteral("localhost/x") << QStringLiteral("localhost");
    QTest::newRow("loopback IP") << QStringLiteral("127.0.0.1:5000/charts/demo:0.1.0")
                                 << QStringLiteral("127.0.0.1:5000");
    QTest::newRow("digest") << QStringLiteral(
        "quay.io/org/app@sha256:0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef")
                            << QStringLiteral("quay.io");
    QTest::newRow("upper-case host folded")
        << QStringLiteral("Registry.Example.COM/app") << QStringLiteral("registry.example.com");
    QTest::newRow("dotless first component is a path") << QStringLiteral("myregistry/app") << hub;
}

void TestRegistryHost::fromImage()
{
    QFETCH(QString, image);
    QFETCH(QString, host);
    QString error;
    QCOMPARE(RegistryHost::fromImage(image, &error), host);
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

void TestRegistryHost::badImage_data()
{
    QTest::addColumn<QString>("image");
    QTest::newRow("empty") << QString();
    QTest::newRow("upper-case path") << QStringLiteral("ghcr.io/Owner/App");
    QTest::newRow("space") << QStringLiteral("ghcr.io/a b");
    QTest::newRow("bad tag") << QStringLiteral("app:-x");
}

void TestRegistryHost::badImage()
{
    QFETCH(QString, image);
    QString error;
    QCOMPARE(RegistryHost::fromImage(image, &error), QString());
    QVERIFY2(error.contains(QStringLiteral("image \"") + image + QLatin1Char('"')), qPrintable(error));
}

void TestRegistryHost::normalize_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("host");

    QTest::newRow("bare host") << QStringLiteral("ghcr.io") << QStringLiteral("ghcr.io");
    QTest::newRow("https URL with slash") << QStringLiteral("https://ghcr.io/") << QStringLiteral("ghcr.io");
    QTest::newRow("http URL with port and /v2/") << QStringLiteral("http://registry.example.com:5000/v2/")
                                                 << QStringLiteral("registry.example.com:5000");
    QTest::newRow("legacy host/v1/") << QStringLiteral("registry.example.com/v1/")
                                     << QStringLiteral("registry.example.com");
    QTest::newRow("Docker Hub key") << QStringLiteral("https://index.docker.io/v1/")
                                    << QStringLiteral("docker.io");
    QTest::newRow("index.docker.io") << QStringLiteral("index.docker.io") << QStringLiteral("docker.io");
    QTest::newRow("registry-1.docker.io")
        << QStringLiteral("registry-1.docker.io") << QStringLiteral("docker.io");
    QTest::newRow("upper-case scheme and host")
        << QStringLiteral("HTTPS://GHCR.IO/") << QStringLiteral("ghcr.io");
    QTest::newRow("surrounding spaces") << QStringLiteral("  ghcr.io  ") << QStringLiteral("ghcr.io");
    QTest::newRow("loopback with port")
        << QStringLiteral("127.0.0.1:5000") << QStringLiteral("127.0.0.1:5000");
    QTest::newRow("empty") << QString() << QString();
}

void TestRegistryHost::normalize()
{
    QFETCH(QString, input);
    QFETCH(QString, host);
    QCOMPARE(RegistryHost::normalize(input), host);
}

void TestRegistryHost::configKey_data()
{
    QTest::addColumn<QString>("host");
    QTest::addColumn<QString>("key");
    const QString hubKey = QStringLiteral("https://index.docker.io/v1/");
    QTest::newRow("docker.io") << QStringLiteral("docker.io") << hubKey;
    QTest::newRow("index.docker.io") << QStringLiteral("index.docker.io") << hubKey;
    QTest::newRow("hub key stays") << hubKey << hubKey;
    QTest::newRow("ghcr") << QStringLiteral("ghcr.io") << QStringLiteral("ghcr.io");
    QTest::newRow("URL form becomes host") << QStringLiteral("https://ghcr.io/") << QStringLiteral("ghcr.io");
    QTest::newRow("port kept") << QStringLiteral("localhost:5000") << QStringLiteral("localhost:5000");
}

void TestRegistryHost::configKey()
{
    QFETCH(QString, host);
    QFETCH(QString, key);
    QCOMPARE(RegistryHost::configKey(host), key);
}

void TestRegistryHost::apiHost_data()
{
    QTest::addColumn<QString>("host");
    QTest::addColumn<QString>("api");
    QTest::newRow("Docker Hub") << QStringLiteral("docker.io") << QStringLiteral("registry-1.docker.io");
    QTest::newRow("Docker Hub key") << QStringLiteral("https://index.docker.io/v1/")
                                    << QStringLiteral("registry-1.docker.io");
    QTest::newRow("other") << QStringLiteral("ghcr.io") << QStringLiteral("ghcr.io");
}

void TestRegistryHost::apiHost()
{
    QFETCH(QString, host);
    QFETCH(QString, api);
    QCOMPARE(RegistryHost::apiHost(host), api);
}

void TestRegistryHost::sameRegistry()
{
    QVERIFY(RegistryHost::sameRegistry(
        QStringLiteral("https://index.docker.io/v1/"), QStringLiteral("docker.io")));
    QVERIFY(RegistryHost::sameRegistry(QStringLiteral("https://ghcr.io/"), QStringLiteral("ghcr.io")));
    QVERIFY(!RegistryHost::sameRegistry(QStringLiteral("ghcr.io"), QStringLiteral("ghcr.io:443")));
    QVERIFY(!RegistryHost::sameRegistry(QString(), QString()));
}

QTEST_GUILESS_MAIN(TestRegistryHost)
#include "tst_registryhost.moc"
