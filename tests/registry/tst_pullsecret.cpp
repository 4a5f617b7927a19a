// SPDX-License-Identifier: GPL-3.0-or-later
#include "credentialfixture.h"
#include "registry/credentialresolver.h"
#include "registry/pullsecretbuilder.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace HelmDeck;

class TestPullSecret : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void onlyTheAppsRegistries();
    void exactBytes();
    void deterministic();
    void noImagesNoCredentials();
    void explicitCredentialWins();
    void refused_data();
    void refused();
    void badImage();

private:
    std::unique_ptr<CredentialFixture> m_fx;
};

namespace {

QByteArray auth(const char *pair)
{
    return CredentialFixture::basic(pair);
}

// Docker config with credentials for five registries; apps use some of them.
QByteArray fullConfig()
{
    return QByteArray(R"({"auths":{)") + R"("ghcr.io":{"auth":")" + auth("gh-user:gh-pass") + R"("},)"
        + R"("https://registry.example.com/":{"auth":")" + auth("ex-user:ex-pass") + R"("},)"
        + R"("other.example.com":{"auth":")" + auth("other-user:other-pass") + R"("},)"
        + R"("https://index.docker.io/v1/":{"auth":")" + auth("hub-user:hub-pass") + R"("},)"
        + R"("store.example.com":{})" + R"(},"credHelpers":{"store.example.com":"test"}})";
}

QJsonObject authsOf(const QByteArray &bytes)
{
    return QJsonDocument::fromJson(bytes).object().value(QStringLiteral("auths")).toObject();
}

} // namespace

void TestPullSecret::init()
{
    m_fx = std::make_unique<CredentialFixture>();
    QVERIFY(m_fx->isValid());
}

void TestPullSecret::onlyTheAppsRegistries()
{
    m_fx->writeDockerConfig(fullConfig());
    const CredentialResolver resolver(m_fx->environment());
    const PullSecretBuilder builder(resolver);
    PullSecretBuilder::Result result;
    QString error;
    QVERIFY2(builder.build({ QStringLiteral("ghcr.io/o/web:1"), QStringLiteral("ghcr.io/o/worker:1"),
                               QStringLiteral("nginx:1.25"), QStringLiteral("store.example.com/team/app:3"),
                               QStringLiteral("quay.io/public/thing:1") },
                 &result, &error),
        qPrintable(error));
    QCOMPARE(result.hosts,
        (QStringList {
            QStringLiteral("docker.io"), QStringLiteral("ghcr.io"), QStringLiteral("store.example.com") }));
    QCOMPARE(result.hostsWithoutCredential, QStringList { QStringLiteral("quay.io") });
    QVERIFY(!result.isEmpty());

    const QJsonObject auths = authsOf(result.dockerConfigJson);
    QCOMPARE(auths.keys(),
        (QStringList { QStringLiteral("ghcr.io"), QStringLiteral("https://index.docker.io/v1/"),
            QStringLiteral("store.example.com") }));
    const QJsonObject gh = auths.value(QStringLiteral("ghcr.io")).toObject();
    QCOMPARE(gh.value(QStringLiteral("username")).toString(), QStringLiteral("gh-user"));
    QCOMPARE(gh.value(QStringLiteral("password")).toString(), QStringLiteral("gh-pass"));
    QCOMPARE(gh.value(QStringLiteral("auth")).toString(), QString::fromLatin1(auth("gh-user:gh-pass")));
    const QJsonObject store = auths.value(QStringLiteral("store.example.com")).toObject();
    QCOMPARE(store.value(QStringLiteral("username")).toString(), QStringLiteral("store-user"));
    QCOMPARE(store.value(QStringLiteral("password")).toString(), QStringLiteral("store-secret-55d0"));
    // Registries the app does not use stay out, whatever the config holds.
    QVERIFY(!result.dockerConfigJson.contains("other-pass"));
    QVERIFY(!result.dockerConfigJson.contains("ex-pass"));
    QVERIFY(!result.dockerConfigJson.contains("registry.example.com"));
}

void TestPullSecret::exactBytes()
{
    m_fx->writeDockerConfig(
        QByteArray(R"({"auths":{"https://ghcr.io/":{"auth":")") + auth("u:p") + R"("}}})");
    const CredentialResolver resolver(m_fx->environment());
    PullSecretBuilder::Result result;
    QString error;
    QVERIFY2(PullSecretBuilder(resolver).build({ QStringLiteral("ghcr.io/o/a:1") }, &result, &error),
        qPrintable(error));
    // The key is the host (not the URL form of the user's file); fields sorted, compact.
    QCOMPARE(result.dockerConfigJson,
        QByteArray(R"({"auths":{"ghcr.io":{"auth":"dTpw","password":"p","username":"u"}}})"));
}

void TestPullSecret::deterministic()
{
    m_fx->writeDockerConfig(fullConfig());
    const CredentialResolver resolver(m_fx->environment());
    const PullSecretBuilder builder(resolver);
    const QStringList images { QStringLiteral("ghcr.io/o/web:1"),
        QStringLiteral("registry.example.com/a/b:2"), QStringLiteral("nginx"),
        QStringLiteral("store.example.com/x:1") };
    QStringList reversed = images;
    std::reverse(reversed.begin(), reversed.end());
    PullSecretBuilder::Result first;
    PullSecretBuilder::Result second;
    PullSecretBuilder::Result third;
    QString error;
    QVERIFY2(builder.build(images, &first, &error), qPrintable(error));
    QVERIFY2(builder.build(images, &second, &error), qPrintable(error));
    QVERIFY2(builder.build(reversed + images, &third, &error), qPrintable(error));
    QCOMPARE(second.dockerConfigJson, first.dockerConfigJson);
    QCOMPARE(third.dockerConfigJson, first.dockerConfigJson);
    QCOMPARE(authsOf(first.dockerConfigJson).keys(),
        (QStringList { QStringLiteral("ghcr.io"), QStringLiteral("https://index.docker.io/v1/"),
            QStringLiteral("registry.example.com"), QStringLiteral("store.example.com") }));
}

void TestPullSecret::noImagesNoCredentials()
{
    m_fx->writeDockerConfig(fullConfig());
    const CredentialResolver resolver(m_fx->environment());
    PullSecretBuilder::Result result;
    QString error;
    QVERIFY2(PullSecretBuilder(resolver).build({}, &result, &error), qPrintable(error));
    QVERIFY(result.isEmpty());
    QCOMPARE(result.dockerConfigJson, QByteArray(R"({"auths":{}})"));
    QVERIFY2(PullSecretBuilder(resolver).build({ QStringLiteral("quay.io/a/b") }, &result, &error),
        qPrintable(error));
    QVERIFY(result.isEmpty());
    QCOMPARE(result.hostsWithoutCredential, QStringList { QStringLiteral("quay.io") });
}

void TestPullSecret::explicitCredentialWins()
{
    m_fx->writeDockerConfig(fullConfig());
    const CredentialResolver resolver(m_fx->environment());
    PullSecretBuilder builder(resolver);
    Credential mine;
    mine.username = QStringLiteral("form-user");
    mine.secret = QStringLiteral("form-pass");
    builder.setCredential(QStringLiteral("https://ghcr.io/"), mine);
    PullSecretBuilder::Result result;
    QString error;
    QVERIFY2(builder.build({ QStringLiteral("ghcr.io/o/web:1") }, &result, &error), qPrintable(error));
    const QJsonObject gh = authsOf(result.dockerConfigJson).value(QStringLiteral("ghcr.io")).toObject();
    QCOMPARE(gh.value(QStringLiteral("username")).toString(), QStringLiteral("form-user"));
    QCOMPARE(gh.value(QStringLiteral("password")).toString(), QStringLiteral("form-pass"));
}

void TestPullSecret::refused_data()
{
    QTest::addColumn<QByteArray>("config");
    QTest::addColumn<QString>("image");
    QTest::addColumn<QString>("message");

    QTest::newRow("empty username field")
        << QByteArray(R"({"auths":{"r.example.com":{"username":"","password":"lonely-pass"}}})")
        << QStringLiteral("r.example.com/a:1")
        << QStringLiteral("registry r.example.com (credential from auths[\"r.example.com\"] in %DOCKER%): "
                          "the username is empty");
    QTest::newRow("empty password in auth")
        << (QByteArray(R"({"auths":{"r.example.com":{"auth":")") + auth("lonely-user:") + R"("}}})")
        << QStringLiteral("r.example.com/a:1") << QStringLiteral("the password is empty");
    QTest::newRow("helper answers an empty username")
        << QByteArray(R"({"credHelpers":{"emptyuser.example.com":"test"}})")
        << QStringLiteral("emptyuser.example.com/a")
        << QStringLiteral("registry emptyuser.example.com (credential from docker-credential-test "
                          "(credHelpers[\"emptyuser.example.com\"] in %DOCKER%)): the username is empty");
    QTest::newRow("helper answers an empty username and password")
        << QByteArray(R"({"credHelpers":{"empty.example.com":"test"}})")
        << QStringLiteral("empty.example.com/a")
        << QStringLiteral(
               "registry empty.example.com: docker-credential-test (credHelpers[\"empty.example.com\"] "
               "in %DOCKER%) answered an empty username and password; a pull secret is never "
               "written without them");
    QTest::newRow("identity token")
        << QByteArray(R"({"credHelpers":{"token.example.com":"test"}})")
        << QStringLiteral("token.example.com/a")
        << QStringLiteral("registry token.example.com (credential from docker-credential-test");
    QTest::newRow("registry token") << QByteArray(
        R"({"auths":{"r.example.com":{"registrytoken":"bearer-abc"}}})")
                                    << QStringLiteral("r.example.com/a")
                                    << QStringLiteral("is a token, not a username and password");
    QTest::newRow("failing helper")
        << QByteArray(R"({"credHelpers":{"fail.example.com":"test"}})")
        << QStringLiteral("fail.example.com/a")
        << QStringLiteral(
               "registry fail.example.com: credential helper docker-credential-test failed with exit code 1");
}

void TestPullSecret::refused()
{
    QFETCH(QByteArray, config);
    QFETCH(QString, image);
    QFETCH(QString, message);
    m_fx->writeDockerConfig(config);
    message.replace(QLatin1String("%DOCKER%"), m_fx->dockerConfigPath());
    const CredentialResolver resolver(m_fx->environment());
    PullSecretBuilder::Result result;
    result.dockerConfigJson = "untouched";
    QString error;
    // A good registry next to the bad one does not make a half-built secret.
    QVERIFY(!PullSecretBuilder(resolver).build({ image, QStringLiteral("nginx") }, &result, &error));
    QVERIFY2(error.contains(message), qPrintable(error));
    QCOMPARE(result.dockerConfigJson, QByteArray("untouched"));
    for (const QString &s : CredentialFixture::helperSecrets())
        QVERIFY2(!error.contains(s), qPrintable(error));
    QVERIFY(!error.contains(QLatin1String("lonely-pass")));
}

void TestPullSecret::badImage()
{
    const CredentialResolver resolver(m_fx->environment());
    PullSecretBuilder::Result result;
    QString error;
    QVERIFY(!PullSecretBuilder(resolver).build({ QStringLiteral("ghcr.io/Owner/App") }, &result, &error));
    QVERIFY2(error.startsWith(QLatin1String("image \"ghcr.io/Owner/App\": ")), qPrintable(error));
}

QTEST_GUILESS_MAIN(TestPullSecret)
#include "tst_pullsecret.moc"
