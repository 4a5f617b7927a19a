// SPDX-License-Identifier: GPL-3.0-or-later
// InstallCommands: by --version where Helm's SemVer listing finds the tag, by digest elsewhere; and
// OciRepository, the oci://HOST/PATH they name.

#include "publish/installcommands.h"
#include "teststrings.h"

#include <QTest>

using namespace HelmDeck;
using namespace PublishTest;

class TestInstallCommands : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void install_data();
    void install();
    void parsesRegistries_data();
    void parsesRegistries();
};

void TestInstallCommands::parsesRegistries_data()
{
    QTest::addColumn<QString>("url");
    QTest::addColumn<QString>("host");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("error");
    QTest::newRow("a host and a path")
        << str("oci://ghcr.io/acme/charts") << str("ghcr.io") << str("acme/charts") << QString();
    QTest::newRow("a port and a trailing slash")
        << str("oci://127.0.0.1:5000/c/") << str("127.0.0.1:5000") << str("c") << QString();
    QTest::newRow("the registry root")
        << str("oci://registry.example.com") << str("registry.example.com") << QString() << QString();
    QTest::newRow("not oci") << str("https://ghcr.io/acme") << QString() << QString()
                             << str("https://ghcr.io/acme: a chart registry is oci://HOST/PATH");
    QTest::newRow("upper-case path")
        << str("oci://ghcr.io/Acme") << QString() << QString()
        << str("oci://ghcr.io/Acme: \"Acme\" is not a repository path component (lower-case "
               "letters, digits, and '.', '_', '-' between them)");
    QTest::newRow("credentials in the URL are refused without echoing them")
        << str("oci://ann:s3cret@ghcr.io/acme") << QString() << QString()
        << str("oci://…@ghcr.io: credentials do not belong in the registry URL; log in with `helm registry "
               "login` or "
               "give them in the wizard (the keychain)");
    QTest::newRow("no host") << str("oci:///charts") << QString() << QString()
                             << str("oci:///charts: \"\" is not a registry host (HOST or HOST:PORT)");
}

void TestInstallCommands::parsesRegistries()
{
    QFETCH(QString, url);
    QFETCH(QString, host);
    QFETCH(QString, path);
    QFETCH(QString, error);
    OciRepository r;
    QString actual;
    QCOMPARE(OciRepository::parse(url, &r, &actual), error.isEmpty());
    QCOMPARE(actual, error);
    if (error.isEmpty()) {
        QCOMPARE(r.host, host);
        QCOMPARE(r.path, path);
        QCOMPARE(r.repositoryOf(str("web")), path.isEmpty() ? str("web") : path + str("/web"));
    }
}

void TestInstallCommands::install_data()
{
    QTest::addColumn<QString>("tag");
    QTest::addColumn<QString>("chartVersion");
    QTest::addColumn<QString>("command");
    const QString digest = str("sha256:") + QString(64, QLatin1Char('a'));
    QTest::newRow("the SemVer tag installs by version") << str(
        "1.2.3") << str("1.2.3") << str("helm install web oci://ghcr.io/acme/charts/web --version 1.2.3");
    QTest::newRow("build metadata: the tag has an underscore, --version the plus")
        << str("1.2.3_b.7") << str("1.2.3+b.7")
        << str("helm install web oci://ghcr.io/acme/charts/web --version 1.2.3+b.7");
    QTest::newRow("the v-tag installs by digest")
        << str("v1.2.3") << str("1.2.3") << str("helm install web oci://ghcr.io/acme/charts/web@") + digest;
    QTest::newRow("latest installs by digest")
        << str("latest") << str("1.2.3") << str("helm install web oci://ghcr.io/acme/charts/web@") + digest;
    QTest::newRow("a branch build's sha tag installs by digest")
        << str("sha-0123456") << str("0.0.0-sha-0123456")
        << str("helm install web oci://ghcr.io/acme/charts/web@") + digest;
}

void TestInstallCommands::install()
{
    QFETCH(QString, tag);
    QFETCH(QString, chartVersion);
    QFETCH(QString, command);
    OciRepository registry;
    QString error;
    QVERIFY(OciRepository::parse(str("oci://ghcr.io/acme/charts/"), &registry, &error));
    PublishedTag t { tag, str("sha256:") + QString(64, QLatin1Char('a')), tag, chartVersion };
    QCOMPARE(InstallCommands::install(registry, str("web"), t), command);
    QCOMPARE(InstallCommands::resolve(registry, str("web"), tag),
        str("helmdeck resolve oci://ghcr.io/acme/charts/web ") + tag);
    // A registry published to over plain HTTP: the commands say so, or they fail as pasted.
    QCOMPARE(
        InstallCommands::install(registry, str("web"), t, QString(), true), command + str(" --plain-http"));
    QCOMPARE(InstallCommands::resolve(registry, str("web"), tag, true),
        str("helmdeck resolve oci://ghcr.io/acme/charts/web ") + tag + str(" --plain-http"));
}

QTEST_GUILESS_MAIN(TestInstallCommands)
#include "tst_installcommands.moc"
