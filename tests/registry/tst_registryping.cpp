// SPDX-License-Identifier: GPL-3.0-or-later
#include "mockhttpserver.h"
#include "registry/authchallenge.h"
#include "registry/credential.h"
#include "registry/registryping.h"
#include "registryfixture.h"

#include <QSignalSpy>
#include <QTest>
#include <QUrlQuery>

using namespace HelmDeck;

class TestRegistryPing : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void challenge_data();
    void challenge();
    void basicRealRegistry_data();
    void basicRealRegistry();
    void anonymousRealRegistry();
    void httpsByDefault();
    void unreachable();
    void notARegistry();
    void bearer_data();
    void bearer();
    void bearerIdentityToken();
    void bearerRegistryToken();
    void redirects();
    void abortEmitsNothing();

private:
    TestUtil::RegistryFixture m_authRegistry;
    TestUtil::RegistryFixture m_openRegistry;
};

namespace {

const QString kUser = QStringLiteral("probe");
const QString kPassword = QStringLiteral("s3cret-pw-canary");

Credential credential(const QString &user, const QString &secret)
{
    Credential c;
    c.username = user;
    c.secret = secret;
    return c;
}

// Runs one check; false when finished() did not come exactly once.
bool runPing(RegistryPing &ping, const QString &host, const Credential &c, bool *ok, QString *message)
{
    QSignalSpy spy(&ping, &RegistryPing::finished);
    ping.start(host, c);
    if (spy.isEmpty() && !spy.wait(20000))
        return false;
    QTest::qWait(20); // a second emission would show up here
    if (spy.count() != 1)
        return false;
    *ok = spy.at(0).at(0).toBool();
    *message = spy.at(0).at(1).toString();
    return true;
}

QString describe(const QList<AuthChallenge> &challenges)
{
    QStringList out;
    for (const AuthChallenge &c : challenges) {
        QString text = c.scheme;
        if (!c.token68.isEmpty())
            text += QLatin1Char(' ') + c.token68;
        for (auto it = c.params.constBegin(); it != c.params.constEnd(); ++it)
            text += QLatin1Char(' ') + it.key() + QStringLiteral("=<") + it.value() + QLatin1Char('>');
        out.append(text);
    }
    return out.join(QLatin1Char('|'));
}

QString queryValue(const MockRequest &request, const QString &name)
{
    const int q = request.target.indexOf('?');
    const QUrlQuery query(QString::fromLatin1(q < 0 ? QByteArray() : request.target.mid(q + 1)));
    return query.allQueryItemValues(name, QUrl::FullyDecoded).join(QLatin1Char('|'));
}

} // namespace

void TestRegistryPing::initTestCase()
{
    if (!m_authRegistry.start(kUser, kPassword))
        QFAIL(qPrintable(QStringLiteral("cannot start the htpasswd registry: ") + m_authRegistry.error()));
    if (!m_openRegistry.start())
        QFAIL(qPrintable(QStringLiteral("cannot start the open registry: ") + m_openRegistry.error()));
}

void TestRegistryPing::challenge_data()
{
    QTest::addColumn<QString>("header");
    QTest::addColumn<QString>("parsed");

    QTest::newRow("Docker Hub")
        << QStringLiteral("Bearer realm=\"https://auth.docker.io/token\",service=\"registry.docker.io\"")
        << QStringLiteral("Bearer realm=<https://auth.docker.io/token> service=<registry.docker.io>");
    QTest::newRow("distribution htpasswd")
        << QStringLiteral("Basic realm=\"basic-realm\"") << QStringLiteral("Basic realm=<basic-realm>");
    QTest::newRow("case-insensitive names") << QStringLiteral("bearer REALM=\"x\",Service=\"y\"")
                                            << QStringLiteral("bearer realm=<x> service=<y>");
    QTest::newRow("commas and spaces inside quotes")
        << QStringLiteral("Bearer realm=\"https://r/token\",service=\"s\",scope=\"repository:a/b:pull,push "
                          "repository:c:pull\"")
        << QStringLiteral("Bearer realm=<https://r/token> scope=<repository:a/b:pull,push repository:c:pull> "
                          "service=<s>");
    QTest::newRow("whitespace around = and ,") << QStringLiteral("Bearer  realm = \"x\" ,  service = y")
                                               << QStringLiteral("Bearer realm=<x> service=<y>");
    QTest::newRow("escaped quote") << QStringLiteral("Basic realm=\"a \\\"b\\\" c\"")
                                   << QStringLiteral("Basic realm=<a \"b\" c>");
    QTest::newRow("= inside quotes") << QStringLiteral("Bearer realm=\"https://r/token?a=b&c=d\"")
                                     << QStringLiteral("Bearer realm=<https://r/token?a=b&c=d>");
    QTest::newRow("two challenges") << QStringLiteral("Basic realm=\"r1\", Bearer realm=\"r2\",service=\"s\"")
                                    << QStringLiteral("Basic realm=<r1>|Bearer realm=<r2> service=<s>");
    QTest::newRow("unquoted values") << QStringLiteral("Bearer realm=https://x/token,service=reg")
                                     << QStringLiteral("Bearer realm=<https://x/token> service=<reg>");
    QTest::newRow("token68") << QStringLiteral("Negotiate abc==") << QStringLiteral("Negotiate abc==");
    QTest::newRow("bare scheme") << QStringLiteral("Basic") << QStringLiteral("Basic");
    QTest::newRow("empty") << QString() << QString();
    QTest::newRow("unterminated quote")
        << QStringLiteral("Bearer realm=\"abc") << QStringLiteral("Bearer realm=<abc>");
}

void TestRegistryPing::challenge()
{
    QFETCH(QString, header);
    QFETCH(QString, parsed);
    QCOMPARE(describe(AuthChallenge::parse(header)), parsed);
}

void TestRegistryPing::basicRealRegistry_data()
{
    QTest::addColumn<QString>("user");
    QTest::addColumn<QString>("password");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<QString>("message");

    QTest::newRow("right password") << kUser << kPassword << true << QStringLiteral("authenticated (Basic)");
    QTest::newRow("wrong password") << kUser << QStringLiteral("nope") << false
                                    << QStringLiteral("wrong username or password (401)");
    QTest::newRow("unknown user") << QStringLiteral("mallory") << kPassword << false
                                  << QStringLiteral("wrong username or password (401)");
    QTest::newRow("no credentials") << QString() << QString() << false
                                    << QStringLiteral("authentication required (Basic)");
}

void TestRegistryPing::basicRealRegistry()
{
    QFETCH(QString, user);
    QFETCH(QString, password);
    QFETCH(bool, ok);
    QFETCH(QString, message);
    RegistryPing ping;
    ping.setPlainHttp(true);
    bool gotOk = !ok;
    QString gotMessage;
    QVERIFY(runPing(ping, m_authRegistry.host(), credential(user, password), &gotOk, &gotMessage));
    QCOMPARE(gotMessage, message);
    QCOMPARE(gotOk, ok);
    QVERIFY(!ping.isRunning());
}

void TestRegistryPing::anonymousRealRegistry()
{
    RegistryPing ping;
    ping.setPlainHttp(true);
    bool ok = false;
    QString message;
    QVERIFY(runPing(ping, m_openRegistry.host(), Credential(), &ok, &message));
    QVERIFY2(ok, qPrintable(message));
    QCOMPARE(message, QStringLiteral("no authentication required"));
    QVERIFY(runPing(ping, m_openRegistry.host(), credential(kUser, kPassword), &ok, &message));
    QVERIFY2(ok, qPrintable(message));
    QVERIFY2(message.contains(QLatin1String("credentials were not checked")), qPrintable(message));
}

void TestRegistryPing::httpsByDefault()
{
    // The registry speaks plain HTTP; without setPlainHttp(true) the check must not fall back to it.
    RegistryPing ping;
    bool ok = true;
    QString message;
    QVERIFY(runPing(ping, m_authRegistry.host(), credential(kUser, kPassword), &ok, &message));
    QVERIFY(!ok);
    QVERIFY2(message.startsWith(QLatin1String("cannot reach host: ")), qPrintable(message));
}

void TestRegistryPing::unreachable()
{
    const quint16 port = TestUtil::RegistryFixture::freePort();
    QVERIFY(port > 0);
    RegistryPing ping;
    ping.setPlainHttp(true);
    bool ok = true;
    QString message;
    QVERIFY(runPing(ping, QStringLiteral("127.0.0.1:") + QString::number(port), credential(kUser, kPassword),
        &ok, &message));
    QVERIFY(!ok);
    QVERIFY2(message.startsWith(QLatin1String("cannot reach host: ")), qPrintable(message));
    QVERIFY(!message.contains(kPassword));
}

void TestRegistryPing::notARegistry()
{
    MockHttpServer server;
    server.setHandler([](const MockRequest &) {
        return MockResponse { 404, {}, QByteArray("404 page not found") };
    });
    QVERIFY(server.listen());
    RegistryPing ping;
    ping.setPlainHttp(true);
    bool ok = true;
    QString message;
    QVERIFY(runPing(ping, server.hostPort(), Credential(), &ok, &message));
    QVERIFY(!ok);
    QCOMPARE(message,
        QStringLiteral("unexpected answer from http://") + server.hostPort()
            + QStringLiteral("/v2/: HTTP 404 Mock"));
    const QStringList bads { QString(), QStringLiteral("bob@") + server.hostPort(),
        server.hostPort() + QStringLiteral("?x=1") };
    for (const QString &bad : bads) {
        QVERIFY(runPing(ping, bad, Credential(), &ok, &message));
        QVERIFY(!ok);
        QVERIFY2(message.contains(QLatin1String("is not a registry host")), qPrintable(message));
    }
    QCOMPARE(server.requests().size(), 1);
}

void TestRegistryPing::bearer_data()
{
    QTest::addColumn<QString>("variant"); // how the token endpoint answers
    QTest::addColumn<QString>("user");
    QTest::addColumn<QString>("password");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<QString>("message");

    QTest::newRow("token") << QStringLiteral("token") << QStringLiteral("alice") << QStringLiteral("right-pw")
                           << true << QStringLiteral("authenticated (Bearer)");
    QTest::newRow("access_token") << QStringLiteral("access_token") << QStringLiteral("alice")
                                  << QStringLiteral("right-pw") << true
                                  << QStringLiteral("authenticated (Bearer)");
    QTest::newRow("lower-case challenge")
        << QStringLiteral("lowercase") << QStringLiteral("alice") << QStringLiteral("right-pw") << true
        << QStringLiteral("authenticated (Bearer)");
    QTest::newRow("wrong password") << QStringLiteral("token") << QStringLiteral("alice")
                                    << QStringLiteral("wrong-pw") << false
                                    << QStringLiteral("wrong username or password (401)");
    QTest::newRow("no credentials") << QStringLiteral("token") << QString() << QString() << false
                                    << QStringLiteral("authentication required (Bearer)");
    QTest::newRow("token refused by /v2/")
        << QStringLiteral("bad-token") << QStringLiteral("alice") << QStringLiteral("right-pw") << false
        << QStringLiteral("the registry refused the token (401)");
    QTest::newRow("no token in the answer")
        << QStringLiteral("empty") << QStringLiteral("alice") << QStringLiteral("right-pw") << false
        << QStringLiteral("answered without a token");
}

void TestRegistryPing::bearer()
{
    QFETCH(QString, variant);
    QFETCH(QString, user);
    QFETCH(QString, password);
    QFETCH(bool, ok);
    QFETCH(QString, message);

    MockHttpServer server;
    QVERIFY(server.listen());
    const QByteArray goodBasic = "Basic " + QByteArray("alice:right-pw").toBase64();
    const QByteArray origin = server.origin();
    server.setHandler([&](const MockRequest &r) {
        if (r.path() == "/v2/") {
            if (r.header("authorization") == "Bearer tok-123")
                return MockResponse { 200, {}, "{}" };
            const QByteArray challenge = variant == QLatin1String("lowercase")
                ? QByteArray(
                    "bearer Realm=\"" + origin + "/token\", SERVICE=\"test\", scope=\"repository:x:pull\"")
                : QByteArray(
                    "Bearer realm=\"" + origin + "/token\",service=\"test\",scope=\"repository:x:pull\"");
            return MockResponse { 401, { { "Www-Authenticate", challenge } },
                R"({"errors":[{"code":"UNAUTHORIZED"}]})" };
        }
        if (r.path() == "/token") {
            if (r.header("authorization") != goodBasic)
                return MockResponse { 401, {}, R"({"details":"bad credentials"})" };
            if (variant == QLatin1String("access_token"))
                return MockResponse { 200, {}, R"({"access_token":"tok-123","expires_in":300})" };
            if (variant == QLatin1String("bad-token"))
                return MockResponse { 200, {}, R"({"token":"forged"})" };
            if (variant == QLatin1String("empty"))
                return MockResponse { 200, {}, "{}" };
            return MockResponse { 200, {}, R"({"token":"tok-123"})" };
        }
        return MockResponse { 404, {}, QByteArray() };
    });

    RegistryPing ping;
    ping.setPlainHttp(true);
    bool gotOk = !ok;
    QString gotMessage;
    QVERIFY(runPing(ping, server.hostPort(), credential(user, password), &gotOk, &gotMessage));
    QVERIFY2(gotMessage.contains(message), qPrintable(gotMessage));
    QCOMPARE(gotOk, ok);

    const QList<MockRequest> requests = server.requests();
    QVERIFY(!requests.isEmpty());
    QCOMPARE(requests.first().path(), QByteArray("/v2/"));
    QVERIFY(requests.first().header("authorization").isEmpty()); // the first call is anonymous
    for (const MockRequest &r : requests) {
        // Basic credentials go to the token endpoint only.
        if (r.path() == "/v2/")
            QVERIFY(!r.header("authorization").startsWith("Basic"));
        QVERIFY(!r.target.contains(password.toUtf8()) || password.isEmpty());
    }
    if (user.isEmpty()) {
        QCOMPARE(requests.size(), 1);
        return;
    }
    QVERIFY(requests.size() >= 2);
    const MockRequest &token = requests.at(1);
    QCOMPARE(token.method, QByteArray("GET"));
    QCOMPARE(token.path(), QByteArray("/token"));
    QCOMPARE(queryValue(token, QStringLiteral("service")), QStringLiteral("test"));
    QCOMPARE(queryValue(token, QStringLiteral("scope")), QStringLiteral("repository:x:pull"));
    QCOMPARE(token.header("authorization"),
        "Basic " + QByteArray(user.toUtf8() + ':' + password.toUtf8()).toBase64());
    if (ok) {
        QCOMPARE(requests.size(), 3);
        QCOMPARE(requests.at(2).path(), QByteArray("/v2/"));
        QCOMPARE(requests.at(2).header("authorization"), QByteArray("Bearer tok-123"));
    }
}

void TestRegistryPing::bearerIdentityToken()
{
    MockHttpServer server;
    QVERIFY(server.listen());
    const QByteArray origin = server.origin();
    server.setHandler([&](const MockRequest &r) {
        if (r.path() == "/v2/") {
            if (r.header("authorization") == "Bearer tok-from-refresh")
                return MockResponse { 200, {}, "{}" };
            return MockResponse { 401,
                { { "WWW-Authenticate", "Bearer realm=\"" + origin + "/token\",service=\"test\"" } }, {} };
        }
        if (r.method == "POST" && r.path() == "/token") {
            const QUrlQuery form(QString::fromLatin1(r.body));
            if (form.queryItemValue(QStringLiteral("grant_type")) == QLatin1String("refresh_token")
                && form.queryItemValue(QStringLiteral("refresh_token"), QUrl::FullyDecoded)
                    == QLatin1String("refresh+1/=")
                && form.queryItemValue(QStringLiteral("client_id")) == QLatin1String("helmdeck")
                && form.queryItemValue(QStringLiteral("service")) == QLatin1String("test")
                && form.queryItemValue(QStringLiteral("scope"), QUrl::FullyDecoded)
                    == QLatin1String("repository:team/app:pull"))
                return MockResponse { 200, {}, R"({"access_token":"tok-from-refresh"})" };
            return MockResponse { 401, {}, {} };
        }
        return MockResponse { 404, {}, {} };
    });
    Credential c;
    c.secret = QStringLiteral("refresh+1/=");
    c.isIdentityToken = true;
    RegistryPing ping;
    ping.setPlainHttp(true);
    ping.setRepository(QStringLiteral("team/app"));
    bool ok = false;
    QString message;
    QVERIFY(runPing(ping, server.hostPort(), c, &ok, &message));
    QVERIFY2(ok, qPrintable(message));
    QCOMPARE(message, QStringLiteral("authenticated (Bearer)"));
    for (const MockRequest &r : server.requests())
        QVERIFY(!r.target.contains("refresh")); // the refresh token travels in the POST body only
}

void TestRegistryPing::bearerRegistryToken()
{
    MockHttpServer server;
    QVERIFY(server.listen());
    const QByteArray origin = server.origin();
    server.setHandler([&](const MockRequest &r) {
        if (r.header("authorization") == "Bearer ready-token")
            return MockResponse { 200, {}, "{}" };
        return MockResponse { 401,
            { { "WWW-Authenticate", "Bearer realm=\"" + origin + "/token\",service=\"test\"" } }, {} };
    });
    Credential c;
    c.secret = QStringLiteral("ready-token");
    c.isRegistryToken = true;
    RegistryPing ping;
    ping.setPlainHttp(true);
    bool ok = false;
    QString message;
    QVERIFY(runPing(ping, server.hostPort(), c, &ok, &message));
    QVERIFY2(ok, qPrintable(message));
    for (const MockRequest &r : server.requests())
        QVERIFY(r.path() != "/token");
}

void TestRegistryPing::redirects()
{
    // Basic against A; A moves authenticated calls first within itself, then to B (another origin).
    MockHttpServer a;
    MockHttpServer b;
    QVERIFY(a.listen());
    QVERIFY(b.listen());
    const QByteArray basic = "Basic " + QByteArray("probe:pw").toBase64();
    const QByteArray bOrigin = b.origin();
    a.setHandler([&](const MockRequest &r) {
        if (r.header("authorization").isEmpty())
            return MockResponse { 401, { { "WWW-Authenticate", "Basic realm=\"a\"" } }, {} };
        if (r.path() == "/v2/")
            return MockResponse { 307, { { "Location", "/v2/moved" } }, {} };
        if (r.path() == "/v2/moved" && r.header("authorization") == basic)
            return MockResponse { 302, { { "Location", bOrigin + "/v2/" } }, {} };
        return MockResponse { 400, {}, {} };
    });
    b.setHandler([](const MockRequest &) { return MockResponse { 200, {}, "{}" }; });

    RegistryPing ping;
    ping.setPlainHttp(true);
    bool ok = false;
    QString message;
    QVERIFY(runPing(
        ping, a.hostPort(), credential(QStringLiteral("probe"), QStringLiteral("pw")), &ok, &message));
    QVERIFY2(ok, qPrintable(message));
    QCOMPARE(message, QStringLiteral("authenticated (Basic)"));
    QCOMPARE(a.requests().size(), 3);
    QCOMPARE(a.requests().at(2).header("authorization"), basic); // same origin keeps it
    QCOMPARE(b.requests().size(), 1);
    QVERIFY(b.requests().first().header("authorization").isEmpty()); // another origin never gets it

    // A redirect loop ends with a message, not a hang.
    a.setHandler([](const MockRequest &r) {
        if (r.header("authorization").isEmpty())
            return MockResponse { 401, { { "WWW-Authenticate", "Basic realm=\"a\"" } }, {} };
        return MockResponse { 302, { { "Location", "/v2/" } }, {} };
    });
    QVERIFY(runPing(
        ping, a.hostPort(), credential(QStringLiteral("probe"), QStringLiteral("pw")), &ok, &message));
    QVERIFY(!ok);
    QVERIFY2(message.startsWith(QLatin1String("too many redirects")), qPrintable(message));
}

void TestRegistryPing::abortEmitsNothing()
{
    RegistryPing ping;
    ping.setPlainHttp(true);
    QSignalSpy spy(&ping, &RegistryPing::finished);
    ping.start(m_authRegistry.host(), credential(kUser, kPassword));
    QVERIFY(ping.isRunning());
    ping.abort();
    QVERIFY(!ping.isRunning());
    QTest::qWait(300);
    QCOMPARE(spy.count(), 0);
    // start() while running abandons the first check: one finished() for the second only.
    ping.start(m_authRegistry.host(), credential(kUser, QStringLiteral("nope")));
    ping.start(m_authRegistry.host(), credential(kUser, kPassword));
    QVERIFY(spy.wait(20000));
    QTest::qWait(300);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.at(0).at(1).toString(), QStringLiteral("authenticated (Basic)"));
}

QTEST_GUILESS_MAIN(TestRegistryPing)
#include "tst_registryping.moc"
