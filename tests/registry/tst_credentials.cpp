// SPDX-License-Identifier: GPL-3.0-or-later
#include "credentialfixture.h"
#include "registry/credential.h"
#include "registry/credentialresolver.h"
#include "registry/dockerconfig.h"

#include <QDebug>
#include <QTest>

using namespace HelmDeck;

class TestCredentials : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void resolve_data();
    void resolve();
    void helperProtocol();
    void helperNeverSeesSecretsOnArgv();
    void processEnvironmentUntouched();
    void chartRegistryPrefersHelm();
    void helperTimeout();
    void configPaths_data();
    void configPaths();
    void notJsonLineColumn();
    void redacted();
};

namespace {

QByteArray auth(const char *pair)
{
    return CredentialFixture::basic(pair);
}

QString kindOf(const Credential &c)
{
    if (c.isEmpty())
        return QString();
    return c.isIdentityToken ? QStringLiteral("identity")
        : c.isRegistryToken  ? QStringLiteral("registry")
                             : QStringLiteral("password");
}

} // namespace

void TestCredentials::resolve_data()
{
    QTest::addColumn<QByteArray>("docker"); // null: no file
    QTest::addColumn<QByteArray>("helm"); // null: no file
    QTest::addColumn<QString>("host");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<QString>("username");
    QTest::addColumn<QString>("secret");
    QTest::addColumn<QString>("kind"); // "" nothing configured, "password", "identity", "registry"
    QTest::addColumn<QString>(
        "text"); // in the error when !ok, in Credential::source when ok; %DOCKER%/%HELM% = paths

    const QByteArray none;
    QTest::newRow("helper wins over auths")
        << (QByteArray(R"({"auths":{"ghcr.io":{"auth":")") + auth("file-user:file-pass")
               + R"("}},"credHelpers":{"ghcr.io":"test"}})")
        << none << QStringLiteral("ghcr.io") << true << QStringLiteral("helper-user")
        << QStringLiteral("helper-secret-7f3a") << QStringLiteral("password")
        << QStringLiteral("docker-credential-test (credHelpers[\"ghcr.io\"] in %DOCKER%)");
    QTest::newRow("credHelpers wins over credsStore")
        << QByteArray(R"({"credsStore":"nope","credHelpers":{"ghcr.io":"test"}})") << none
        << QStringLiteral("ghcr.io") << true << QStringLiteral("helper-user")
        << QStringLiteral("helper-secret-7f3a") << QStringLiteral("password")
        << QStringLiteral("credHelpers");
    QTest::newRow("credsStore for an empty auths entry (Docker Desktop)")
        << QByteArray(R"({"auths":{"store.example.com":{}},"credsStore":"test"})") << none
        << QStringLiteral("store.example.com") << true << QStringLiteral("store-user")
        << QStringLiteral("store-secret-55d0") << QStringLiteral("password")
        << QStringLiteral("credsStore in %DOCKER%");
    QTest::newRow("credsStore wins over a full auths entry")
        << (QByteArray(R"({"auths":{"store.example.com":{"auth":")") + auth("file-user:file-pass")
               + R"("}},"credsStore":"test"})")
        << none << QStringLiteral("store.example.com") << true << QStringLiteral("store-user")
        << QStringLiteral("store-secret-55d0") << QStringLiteral("password") << QStringLiteral("credsStore");
    QTest::newRow("credsStore not found is nothing, not an error")
        << QByteArray(R"({"auths":{},"credsStore":"test"})") << none << QStringLiteral("other.example.com")
        << true << QString() << QString() << QString() << QString();
    QTest::newRow("URL-form key https://host/ matches host")
        << (QByteArray(R"({"auths":{"https://registry.example.com/":{"auth":")") + auth("url-user:url-pass")
               + R"("}}})")
        << none << QStringLiteral("registry.example.com") << true << QStringLiteral("url-user")
        << QStringLiteral("url-pass") << QStringLiteral("password")
        << QStringLiteral("auths[\"https://registry.example.com/\"] in %DOCKER%");
    QTest::newRow("legacy key http://host:port/v1/ matches host:port")
        << (QByteArray(R"({"auths":{"http://registry.example.com:5000/v1/":{"auth":")")
               + auth("l-user:l-pass") + R"("}}})")
        << none << QStringLiteral("registry.example.com:5000") << true << QStringLiteral("l-user")
        << QStringLiteral("l-pass") << QStringLiteral("password") << QStringLiteral("v1/");
    QTest::newRow("port must match") << (QByteArray(R"({"auths":{"registry.example.com:5000":{"auth":")")
        + auth("l-user:l-pass") + R"("}}})")
                                     << none << QStringLiteral("registry.example.com") << true << QString()
                                     << QString() << QString() << QString();
    QTest::newRow("Docker Hub key for docker.io")
        << (QByteArray(R"({"auths":{"https://index.docker.io/v1/":{"auth":")") + auth("hubber:hub-pass")
               + R"("}}})")
        << none << QStringLiteral("docker.io") << true << QStringLiteral("hubber")
        << QStringLiteral("hub-pass") << QStringLiteral("password") << QStringLiteral("index.docker.io");
    QTest::newRow("Docker Hub helper")
        << QByteArray(R"({"credHelpers":{"https://index.docker.io/v1/":"test"}})") << none
        << QStringLiteral("docker.io") << true << QStringLiteral("hub-user")
        << QStringLiteral("hub-secret-91c2") << QStringLiteral("password") << QStringLiteral("credHelpers");
    QTest::newRow("username and password fields")
        << QByteArray(R"({"auths":{"r.example.com":{"username":"fu","password":"fp"}}})") << none
        << QStringLiteral("r.example.com") << true << QStringLiteral("fu") << QStringLiteral("fp")
        << QStringLiteral("password") << QStringLiteral("auths");
    QTest::newRow("auth wins over username and password fields")
        << (QByteArray(R"({"auths":{"r.example.com":{"username":"fu","password":"fp","auth":")")
               + auth("au:ap") + R"("}}})")
        << none << QStringLiteral("r.example.com") << true << QStringLiteral("au") << QStringLiteral("ap")
        << QStringLiteral("password") << QStringLiteral("auths");
    QTest::newRow("password may hold a colon")
        << (QByteArray(R"({"auths":{"r.example.com":{"auth":")") + auth("u:p:q") + R"("}}})") << none
        << QStringLiteral("r.example.com") << true << QStringLiteral("u") << QStringLiteral("p:q")
        << QStringLiteral("password") << QStringLiteral("auths");
    QTest::newRow("identitytoken in auths")
        << QByteArray(R"({"auths":{"r.example.com":{"username":"iu","identitytoken":"refresh-xyz"}}})")
        << none << QStringLiteral("r.example.com") << true << QStringLiteral("iu")
        << QStringLiteral("refresh-xyz") << QStringLiteral("identity") << QStringLiteral("auths");
    QTest::newRow("registrytoken in auths")
        << QByteArray(R"({"auths":{"r.example.com":{"registrytoken":"bearer-xyz"}}})") << none
        << QStringLiteral("r.example.com") << true << QString() << QStringLiteral("bearer-xyz")
        << QStringLiteral("registry") << QStringLiteral("auths");
    QTest::newRow("helper identity token (<token>)")
        << QByteArray(R"({"credHelpers":{"token.example.com":"test"}})") << none
        << QStringLiteral("token.example.com") << true << QString() << QStringLiteral("identity-token-abc1")
        << QStringLiteral("identity") << QStringLiteral("credHelpers");
    QTest::newRow("missing helper names it")
        << QByteArray(R"({"credHelpers":{"ghcr.io":"nope"}})") << none << QStringLiteral("ghcr.io") << false
        << QString() << QString() << QString()
        << QStringLiteral("credential helper docker-credential-nope not found on PATH (named by "
                          "credHelpers[\"ghcr.io\"] in %DOCKER%)");
    QTest::newRow("missing credsStore helper names it")
        << QByteArray(R"({"credsStore":"nope"})") << none << QStringLiteral("ghcr.io") << false << QString()
        << QString() << QString()
        << QStringLiteral("docker-credential-nope not found on PATH (named by credsStore in %DOCKER%)");
    QTest::newRow("helper exits 1")
        << QByteArray(R"({"credHelpers":{"fail.example.com":"test"}})") << none
        << QStringLiteral("fail.example.com") << false << QString() << QString() << QString()
        << QStringLiteral("credential helper docker-credential-test failed with exit code 1 (named by "
                          "credHelpers[\"fail.example.com\"] in %DOCKER%): boom: keychain locked");
    QTest::newRow("helper prints garbage")
        << QByteArray(R"({"credHelpers":{"garbage.example.com":"test"}})") << none
        << QStringLiteral("garbage.example.com") << false << QString() << QString() << QString()
        << QStringLiteral(
               "credential helper docker-credential-test printed something that is not a credential");
    QTest::newRow("helper name with a path is refused")
        << QByteArray(R"({"credHelpers":{"ghcr.io":"../../bin/evil"}})") << none << QStringLiteral("ghcr.io")
        << false << QString() << QString() << QString() << QStringLiteral("is not a plain helper name");
    QTest::newRow("config not JSON") << QByteArray(
        "{\n  \"auths\": {\n    \"ghcr.io\": {\"auth\": \"abc\"},,\n  }\n}\n")
                                     << none << QStringLiteral("ghcr.io") << false << QString() << QString()
                                     << QString() << QStringLiteral("%DOCKER%:3:");
    QTest::newRow("top level not an object")
        << QByteArray("[1,2]") << none << QStringLiteral("ghcr.io") << false << QString() << QString()
        << QString() << QStringLiteral("%DOCKER%: the top level is not a JSON object");
    QTest::newRow("auth not base64") << QByteArray(R"({"auths":{"r.example.com":{"auth":"***"}}})") << none
                                     << QStringLiteral("r.example.com") << false << QString() << QString()
                                     << QString()
                                     << QStringLiteral(
                                            "%DOCKER%: auths[\"r.example.com\"].auth is not base64");
    QTest::newRow("auth without a colon")
        << (QByteArray(R"({"auths":{"r.example.com":{"auth":")") + auth("justuser") + R"("}}})") << none
        << QStringLiteral("r.example.com") << false << QString() << QString() << QString()
        << QStringLiteral("auths[\"r.example.com\"].auth does not decode to \"username:password\"");
    QTest::newRow("credHelpers value not a string")
        << QByteArray(R"({"credHelpers":{"ghcr.io":1}})") << none << QStringLiteral("ghcr.io") << false
        << QString() << QString() << QString() << QStringLiteral("credHelpers[\"ghcr.io\"] is not a string");
    QTest::newRow("empty file is an empty config")
        << QByteArray("") << none << QStringLiteral("ghcr.io") << true << QString() << QString() << QString()
        << QString();
    QTest::newRow("no files at all") << none << none << QStringLiteral("ghcr.io") << true << QString()
                                     << QString() << QString() << QString();
    QTest::newRow("Helm registry config used")
        << none
        << (QByteArray(R"({"auths":{"127.0.0.1:5000":{"auth":")") + auth("helm-user:helm-pass") + R"("}}})")
        << QStringLiteral("127.0.0.1:5000") << true << QStringLiteral("helm-user")
        << QStringLiteral("helm-pass") << QStringLiteral("password")
        << QStringLiteral("auths[\"127.0.0.1:5000\"] in %HELM%");
    QTest::newRow("Helm config when Docker's has nothing for the host")
        << (QByteArray(R"({"auths":{"ghcr.io":{"auth":")") + auth("d:d") + R"("}}})")
        << (QByteArray(R"({"auths":{"127.0.0.1:5000":{"auth":")") + auth("helm-user:helm-pass") + R"("}}})")
        << QStringLiteral("127.0.0.1:5000") << true << QStringLiteral("helm-user")
        << QStringLiteral("helm-pass") << QStringLiteral("password") << QStringLiteral("%HELM%");
    QTest::newRow("Docker config first for image pulls")
        << (QByteArray(R"({"auths":{"127.0.0.1:5000":{"auth":")") + auth("docker-user:docker-pass")
               + R"("}}})")
        << (QByteArray(R"({"auths":{"127.0.0.1:5000":{"auth":")") + auth("helm-user:helm-pass") + R"("}}})")
        << QStringLiteral("127.0.0.1:5000") << true << QStringLiteral("docker-user")
        << QStringLiteral("docker-pass") << QStringLiteral("password") << QStringLiteral("%DOCKER%");
    QTest::newRow("broken Helm config is an error naming it")
        << none << QByteArray("{oops") << QStringLiteral("ghcr.io") << false << QString() << QString()
        << QString() << QStringLiteral("%HELM%:1:");
    QTest::newRow("auths entry with an empty password is returned, to be refused later")
        << (QByteArray(R"({"auths":{"r.example.com":{"auth":")") + auth("lonely:") + R"("}}})") << none
        << QStringLiteral("r.example.com") << true << QStringLiteral("lonely") << QString()
        << QStringLiteral("password") << QStringLiteral("auths");
}

void TestCredentials::resolve()
{
    QFETCH(QByteArray, docker);
    QFETCH(QByteArray, helm);
    QFETCH(QString, host);
    QFETCH(bool, ok);
    QFETCH(QString, username);
    QFETCH(QString, secret);
    QFETCH(QString, kind);
    QFETCH(QString, text);

    CredentialFixture fx;
    QVERIFY(fx.isValid());
    fx.writeDockerConfig(docker);
    fx.writeHelmConfig(helm);
    text.replace(QLatin1String("%DOCKER%"), fx.dockerConfigPath())
        .replace(QLatin1String("%HELM%"), fx.helmConfigPath());

    const CredentialResolver resolver(fx.environment());
    Credential c;
    QString error;
    const bool result = resolver.resolve(host, &c, &error);
    QVERIFY2(result == ok, qPrintable(error));
    if (!ok) {
        QVERIFY2(error.contains(text), qPrintable(error));
        QVERIFY(c.isEmpty());
        for (const QString &s : CredentialFixture::helperSecrets())
            QVERIFY2(!error.contains(s), qPrintable(error));
        return;
    }
    QCOMPARE(c.username, username);
    QCOMPARE(c.secret, secret);
    QCOMPARE(kindOf(c), kind);
    QVERIFY2(c.source.contains(text), qPrintable(c.source));
}

void TestCredentials::helperProtocol()
{
    CredentialFixture fx;
    QVERIFY(fx.isValid());
    fx.writeDockerConfig(
        R"({"credHelpers":{"ghcr.io":"test","https://index.docker.io/v1/":"test"},"credsStore":"test"})");
    const CredentialResolver resolver(fx.environment());
    Credential c;
    QString error;
    for (const QString &host :
        { QStringLiteral("ghcr.io"), QStringLiteral("docker.io"), QStringLiteral("store.example.com") })
        QVERIFY2(resolver.resolve(host, &c, &error), qPrintable(error));
    // The server address arrives on stdin, the Docker Hub one in its key form; argv is just "get".
    QCOMPARE(fx.helperStdin(),
        (QStringList { QStringLiteral("ghcr.io"), QStringLiteral("https://index.docker.io/v1/"),
            QStringLiteral("store.example.com") }));
    QCOMPARE(fx.helperArgv(),
        (QStringList { QStringLiteral("get"), QStringLiteral("get"), QStringLiteral("get") }));
    QCOMPARE(c.serverAddress, QStringLiteral("store.example.com"));
}

void TestCredentials::helperNeverSeesSecretsOnArgv()
{
    CredentialFixture fx;
    QVERIFY(fx.isValid());
    fx.writeDockerConfig(R"({"credsStore":"test","auths":{"ghcr.io":{"auth":")"
        + auth("file-user:file-secret-3b") + R"("}}})");
    const CredentialResolver resolver(fx.environment());
    const QStringList hosts { QStringLiteral("ghcr.io"), QStringLiteral("docker.io"),
        QStringLiteral("store.example.com"), QStringLiteral("token.example.com"),
        QStringLiteral("emptyuser.example.com"), QStringLiteral("fail.example.com"),
        QStringLiteral("garbage.example.com") };
    for (const QString &host : hosts) {
        Credential c;
        QString error;
        resolver.resolve(host, &c, &error);
    }
    const QStringList argv = fx.helperArgv();
    QCOMPARE(argv.size(), hosts.size());
    QStringList secrets = CredentialFixture::helperSecrets();
    secrets << QStringLiteral("file-secret-3b");
    for (const QString &arg : argv) {
        QCOMPARE(arg, QStringLiteral("get"));
        for (const QString &s : std::as_const(secrets))
            QVERIFY(!arg.contains(s));
    }
    QCOMPARE(fx.helperStdin().size(), hosts.size());
}

void TestCredentials::processEnvironmentUntouched()
{
    const QByteArray before = qgetenv("DOCKER_CONFIG");
    const QByteArray path = qgetenv("PATH");
    CredentialFixture fx;
    fx.writeDockerConfig(R"({"credHelpers":{"ghcr.io":"test"}})");
    const CredentialResolver resolver(fx.environment());
    Credential c;
    QString error;
    QVERIFY2(resolver.resolve(QStringLiteral("ghcr.io"), &c, &error), qPrintable(error));
    QCOMPARE(qgetenv("DOCKER_CONFIG"), before);
    QCOMPARE(qgetenv("PATH"), path);
    // The same resolver without the fixture's PATH cannot find the helper: the environment is really used.
    QProcessEnvironment env = fx.environment();
    env.insert(QStringLiteral("PATH"), QStringLiteral("/nonexistent"));
    QVERIFY(!CredentialResolver(env).resolve(QStringLiteral("ghcr.io"), &c, &error));
    QVERIFY2(error.contains(QLatin1String("docker-credential-test not found")), qPrintable(error));
}

void TestCredentials::chartRegistryPrefersHelm()
{
    CredentialFixture fx;
    fx.writeDockerConfig(
        R"({"auths":{"127.0.0.1:5000":{"auth":")" + auth("docker-user:docker-pass") + R"("}}})");
    fx.writeHelmConfig(R"({"auths":{"127.0.0.1:5000":{"auth":")" + auth("helm-user:helm-pass") + R"("}}})");
    const CredentialResolver resolver(fx.environment(), CredentialResolver::Purpose::ChartRegistry);
    QCOMPARE(resolver.configFiles(), (QStringList { fx.helmConfigPath(), fx.dockerConfigPath() }));
    Credential c;
    QString error;
    QVERIFY2(resolver.resolve(QStringLiteral("127.0.0.1:5000"), &c, &error), qPrintable(error));
    QCOMPARE(c.username, QStringLiteral("helm-user"));
    // ... and falls back to Docker's for a host Helm's file does not know.
    fx.writeHelmConfig(R"({"auths":{}})");
    QVERIFY2(resolver.resolve(QStringLiteral("127.0.0.1:5000"), &c, &error), qPrintable(error));
    QCOMPARE(c.username, QStringLiteral("docker-user"));
}

void TestCredentials::helperTimeout()
{
    CredentialFixture fx;
    fx.writeDockerConfig(R"({"credHelpers":{"slow.example.com":"test"}})");
    CredentialResolver resolver(fx.environment());
    resolver.setHelperTimeout(300);
    Credential c;
    QString error;
    QVERIFY(!resolver.resolve(QStringLiteral("slow.example.com"), &c, &error));
    QVERIFY2(error.contains(QLatin1String("docker-credential-test did not answer within 0.3 s")),
        qPrintable(error));
}

void TestCredentials::configPaths_data()
{
    QTest::addColumn<QStringList>("vars"); // NAME=value
    QTest::addColumn<QString>("docker");
    QTest::addColumn<QString>("helm");

    QTest::newRow("defaults from HOME")
        << QStringList { QStringLiteral("HOME=/h") } << QStringLiteral("/h/.docker/config.json")
        << QStringLiteral("/h/.config/helm/registry/config.json");
    QTest::newRow("DOCKER_CONFIG") << QStringList { QStringLiteral("HOME=/h"),
        QStringLiteral("DOCKER_CONFIG=/d") }
                                   << QStringLiteral("/d/config.json")
                                   << QStringLiteral("/h/.config/helm/registry/config.json");
    QTest::newRow("XDG_CONFIG_HOME gets helm appended")
        << QStringList { QStringLiteral("HOME=/h"), QStringLiteral("XDG_CONFIG_HOME=/x") }
        << QStringLiteral("/h/.docker/config.json") << QStringLiteral("/x/helm/registry/config.json");
    QTest::newRow("HELM_CONFIG_HOME as is")
        << QStringList { QStringLiteral("HOME=/h"), QStringLiteral("XDG_CONFIG_HOME=/x"),
               QStringLiteral("HELM_CONFIG_HOME=/hc") }
        << QStringLiteral("/h/.docker/config.json") << QStringLiteral("/hc/registry/config.json");
    QTest::newRow("HELM_REGISTRY_CONFIG wins")
        << QStringList { QStringLiteral("HOME=/h"), QStringLiteral("HELM_CONFIG_HOME=/hc"),
               QStringLiteral("HELM_REGISTRY_CONFIG=/r/reg.json") }
        << QStringLiteral("/h/.docker/config.json") << QStringLiteral("/r/reg.json");
}

void TestCredentials::configPaths()
{
    QFETCH(QStringList, vars);
    QFETCH(QString, docker);
    QFETCH(QString, helm);
    QProcessEnvironment env;
    for (const QString &v : std::as_const(vars))
        env.insert(v.section(QLatin1Char('='), 0, 0), v.section(QLatin1Char('='), 1));
    QCOMPARE(CredentialResolver::dockerConfigPath(env), docker);
    QCOMPARE(CredentialResolver::helmRegistryConfigPath(env), helm);
    QCOMPARE(CredentialResolver(env).configFiles(), (QStringList { docker, helm }));
}

void TestCredentials::notJsonLineColumn()
{
    DockerConfig config;
    QString error;
    QVERIFY(!DockerConfig::parse(
        "{\n  \"auths\": {\n    \"a\": {}\n  \n", QStringLiteral("/x/config.json"), &config, &error));
    QVERIFY2(error.startsWith(QLatin1String("/x/config.json:5:1: not JSON: ")), qPrintable(error));
    QVERIFY(!DockerConfig::parse("{\"auths\": tru}", QStringLiteral("c.json"), &config, &error));
    QVERIFY2(error.startsWith(QLatin1String("c.json:1:")), qPrintable(error));
}

void TestCredentials::redacted()
{
    Credential c;
    c.username = QStringLiteral("bob");
    c.secret = QStringLiteral("s3cr3t-canary");
    c.source = QStringLiteral("test");
    QVERIFY(!c.toString().contains(QLatin1String("s3cr3t-canary")));
    QVERIFY(c.toString().contains(QLatin1String("bob")));
    QVERIFY(c.toString().contains(QLatin1String("<redacted>")));
    QString text;
    QDebug(&text) << c;
    QVERIFY(!text.isEmpty());
    QVERIFY(!text.contains(QLatin1String("s3cr3t-canary")));
    QVERIFY(c.isUsernamePassword());
    c.isIdentityToken = true;
    QVERIFY(!c.isUsernamePassword());
}

QTEST_GUILESS_MAIN(TestCredentials)
#include "tst_credentials.moc"
