// SPDX-License-Identifier: GPL-3.0-or-later
// OciClient's protocol rules against MockHttpServer: the Bearer flow (scope, expiry, refetch on
// 401), redirects that must not carry Authorization, retries (429 Retry-After, idempotent only),
// digest checks, tag pagination, error text, caps and abort.
#include "mockhttpserver.h"
#include "registry/credential.h"
#include "registry/ociclient.h"
#include "registry/ocireply.h"
#include "registry/ocitransport.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QSslConfiguration>
#include <QSslKey>
#include <QSslSocket>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>
#include <QUrlQuery>

using namespace HelmDeck;

namespace {

QString str(const char *text)
{
    return QString::fromUtf8(text);
}

bool done(OciReply *reply, int ms = 20000)
{
    QSignalSpy spy(reply, &OciReply::finished);
    return reply->isFinished() || spy.wait(ms);
}

Credential credential(const QString &user, const QString &secret)
{
    Credential c;
    c.username = user;
    c.secret = secret;
    return c;
}

QString queryValue(const MockRequest &request, const QString &name)
{
    const int q = request.target.indexOf('?');
    const QUrlQuery query(QString::fromLatin1(q < 0 ? QByteArray() : request.target.mid(q + 1)));
    return query.allQueryItemValues(name, QUrl::FullyDecoded).join(QLatin1Char('|'));
}

QByteArray digestOf(const QByteArray &bytes)
{
    return OciClient::digestOf(bytes).toLatin1();
}

// An HTTPS "registry" on 127.0.0.1 that answers every request with 200 {} (for the CA tests).
class TlsServer : public QTcpServer
{
public:
    QSslConfiguration config;
    int requests = 0;

protected:
    void incomingConnection(qintptr descriptor) override
    {
        auto *socket = new QSslSocket(this);
        if (!socket->setSocketDescriptor(descriptor)) {
            delete socket;
            return;
        }
        socket->setSslConfiguration(config);
        connect(socket, &QSslSocket::readyRead, socket, [this, socket] {
            if (!socket->readAll().contains("\r\n\r\n"))
                return;
            ++requests;
            socket->write("HTTP/1.1 200 OK\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}");
            socket->disconnectFromHost();
        });
        connect(socket, &QSslSocket::disconnected, socket, &QObject::deleteLater);
        socket->startServerEncryption();
    }
};

const QByteArray kManifest = R"({"schemaVersion":2,"config":{},"layers":[]})";
const QByteArray kUnauthorized
    = R"({"errors":[{"code":"UNAUTHORIZED","message":"authentication required"}]})";

} // namespace

class TestOciProtocol : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void bearerTokenScopeAndExpiry();
    void refusedTokenIsFetchedOnce_data();
    void refusedTokenIsFetchedOnce();
    void redirectDropsAuthorization_data();
    void redirectDropsAuthorization();
    void retries_data();
    void retries();
    void digestMismatch_data();
    void digestMismatch();
    void tagPages_data();
    void tagPages();
    void errorText_data();
    void errorText();
    void retryAfter_data();
    void retryAfter();
    void oversizedAnswerIsAnError();
    void abortFinishesOnce_data();
    void abortFinishesOnce();
    void badCaFileIsRefused();
    void customCa_data();
    void customCa();
    void tokenEndpointAnswers_data();
    void tokenEndpointAnswers();
    void silentRegistryTimesOut_data();
    void silentRegistryTimesOut();
};

void TestOciProtocol::bearerTokenScopeAndExpiry()
{
    MockHttpServer server;
    QVERIFY(server.listen());
    const QByteArray origin = server.origin();
    const QByteArray goodBasic = "Basic " + QByteArray("alice:right-pw").toBase64();
    int issued = 0;
    server.setHandler([&](const MockRequest &r) {
        if (r.path() == "/token") {
            if (r.header("authorization") != goodBasic)
                return MockResponse { 401, {}, "{}" };
            ++issued;
            return MockResponse { 200, {},
                R"({"token":"tok-)" + QByteArray::number(issued) + R"(","expires_in":1})" };
        }
        if (r.header("authorization") == "Bearer tok-" + QByteArray::number(issued) && issued > 0)
            return MockResponse { 201, { { "Docker-Content-Digest", digestOf(r.body) } }, QByteArray() };
        return MockResponse { 401,
            { { "Www-Authenticate",
                "Bearer realm=\"" + origin
                    + "/token\",service=\"test\",scope=\"repository:x/app:pull,push\"" } },
            kUnauthorized };
    });
    OciClient client(server.hostPort());
    client.setPlainHttp(true);
    client.setCredential(credential(str("alice"), str("right-pw")));

    OciReply *first = client.putManifest(str("x/app"), str("1.0.0"), kManifest);
    QVERIFY(done(first));
    QVERIFY2(first->ok(), qPrintable(first->errorString()));
    QList<MockRequest> requests = server.requests();
    QCOMPARE(requests.size(), 3);
    QVERIFY(requests.at(0).header("authorization").isEmpty()); // anonymous first
    QCOMPARE(requests.at(1).path(), QByteArray("/token"));
    QCOMPARE(queryValue(requests.at(1), str("service")), str("test"));
    QCOMPARE(queryValue(requests.at(1), str("scope")), str("repository:x/app:pull,push"));
    QCOMPARE(requests.at(2).header("authorization"), QByteArray("Bearer tok-1"));

    // Within expires_in the cached token goes out at once: no 401, no token request.
    server.clear();
    OciReply *second = client.putManifest(str("x/app"), str("1.0.1"), kManifest);
    QVERIFY(done(second));
    QVERIFY2(second->ok(), qPrintable(second->errorString()));
    requests = server.requests();
    QCOMPARE(requests.size(), 1);
    QCOMPARE(requests.at(0).header("authorization"), QByteArray("Bearer tok-1"));
    QCOMPARE(issued, 1);

    // After it, a new token is fetched.
    QTest::qWait(1200);
    server.clear();
    OciReply *third = client.putManifest(str("x/app"), str("1.0.2"), kManifest);
    QVERIFY(done(third));
    QVERIFY2(third->ok(), qPrintable(third->errorString()));
    QCOMPARE(issued, 2);
    QCOMPARE(server.requests().last().header("authorization"), QByteArray("Bearer tok-2"));
    QCOMPARE(client.tokenRequests(), 2);
}

void TestOciProtocol::refusedTokenIsFetchedOnce_data()
{
    QTest::addColumn<bool>("newTokensWork");
    QTest::newRow("a refused cached token is fetched again once and the request then works") << true;
    QTest::newRow("a token refused again after the refetch fails with the registry's 401") << false;
}

void TestOciProtocol::refusedTokenIsFetchedOnce()
{
    QFETCH(bool, newTokensWork);
    MockHttpServer server;
    QVERIFY(server.listen());
    const QByteArray origin = server.origin();
    int issued = 0;
    bool revoked = false;
    server.setHandler([&](const MockRequest &r) {
        if (r.path() == "/token") {
            ++issued;
            return MockResponse { 200, {},
                R"({"access_token":"tok-)" + QByteArray::number(issued) + R"(","expires_in":300})" };
        }
        const QByteArray auth = r.header("authorization");
        const bool valid
            = auth.startsWith("Bearer tok-") && (!revoked || (newTokensWork && auth != "Bearer tok-1"));
        if (valid)
            return MockResponse { 200,
                { { "Docker-Content-Digest", digestOf(kManifest) },
                    { "Content-Type", OciClient::OciManifest } },
                QByteArray() };
        return MockResponse { 401,
            { { "Www-Authenticate", "Bearer realm=\"" + origin + "/token\",service=\"test\"" } },
            kUnauthorized };
    });
    OciClient client(server.hostPort());
    client.setPlainHttp(true);
    client.setCredential(credential(str("alice"), str("pw-canary")));
    OciReply *first = client.headManifest(str("x/app"), str("1.0.0"));
    QVERIFY(done(first));
    QVERIFY2(first->ok() && first->exists(), qPrintable(first->errorString()));
    QCOMPARE(issued, 1);

    revoked = true;
    server.clear();
    OciReply *second = client.headManifest(str("x/app"), str("1.0.0"));
    QVERIFY(done(second));
    QCOMPARE(issued, 2); // exactly one refetch
    const QList<MockRequest> requests = server.requests();
    QCOMPARE(requests.size(), 3); // cached token (401), token, new token
    QCOMPARE(requests.at(0).header("authorization"), QByteArray("Bearer tok-1"));
    QCOMPARE(requests.at(2).header("authorization"), QByteArray("Bearer tok-2"));
    QCOMPARE(second->ok(), newTokensWork);
    if (!newTokensWork) {
        QCOMPARE(second->httpStatus(), 401);
        // A HEAD answer has no body, so the status is all the registry said.
        QVERIFY2(second->errorString().contains(str("HTTP 401")), qPrintable(second->errorString()));
        QVERIFY(!second->errorString().contains(str("tok-")));
        QVERIFY(!second->errorString().contains(str("canary")));
    }
}

void TestOciProtocol::redirectDropsAuthorization_data()
{
    QTest::addColumn<QString>("operation");
    QTest::newRow("a blob HEAD redirected to storage on another port") << str("head");
    QTest::newRow("a blob upload PUT redirected to storage on another port") << str("upload");
}

void TestOciProtocol::redirectDropsAuthorization()
{
    QFETCH(QString, operation);
    const QByteArray data = "chart bytes";
    const QByteArray digest = digestOf(data);
    MockHttpServer storage;
    MockHttpServer registry;
    QVERIFY(storage.listen() && registry.listen());
    storage.setHandler([&](const MockRequest &r) {
        if (r.method == "HEAD")
            return MockResponse { 200, { { "Content-Length", QByteArray::number(data.size()) } },
                QByteArray() };
        return MockResponse { 201, { { "Docker-Content-Digest", digestOf(r.body) } }, QByteArray() };
    });
    const QByteArray goodBasic = "Basic " + QByteArray("bob:pw").toBase64();
    registry.setHandler([&](const MockRequest &r) {
        if (r.header("authorization") != goodBasic)
            return MockResponse { 401, { { "Www-Authenticate", "Basic realm=\"r\"" } }, kUnauthorized };
        if (r.method == "HEAD")
            return MockResponse { 307, { { "Location", storage.origin() + "/blob/1?sig=abc" } },
                QByteArray() };
        if (r.method == "POST")
            return MockResponse { 202, { { "Location", "/v2/x/app/blobs/uploads/u1?_state=s%2B1" } },
                QByteArray() };
        return MockResponse { 307, { { "Location", storage.origin() + "/upload/1?sig=abc" } }, QByteArray() };
    });
    OciClient client(registry.hostPort());
    client.setPlainHttp(true);
    client.setCredential(credential(str("bob"), str("pw")));
    OciReply *reply = operation == QLatin1String("head")
        ? client.blobExists(str("x/app"), QString::fromLatin1(digest))
        : client.uploadBlob(str("x/app"), data);
    QVERIFY(done(reply));
    QVERIFY2(reply->ok(), qPrintable(reply->errorString()));
    QCOMPARE(storage.requests().size(), 1);
    QVERIFY(storage.requests().at(0).header("authorization").isEmpty());
    QVERIFY(registry.requests().last().header("authorization") == goodBasic);
    if (operation == QLatin1String("head")) {
        QVERIFY(reply->exists());
        QCOMPARE(reply->size(), qint64(data.size()));
    } else {
        QCOMPARE(storage.requests().at(0).body, data);
        // The relative Location was resolved against the registry, its query kept, the digest added.
        const MockRequest put = registry.requests().last();
        QCOMPARE(put.method, QByteArray("PUT"));
        QCOMPARE(put.path(), QByteArray("/v2/x/app/blobs/uploads/u1"));
        QCOMPARE(queryValue(put, str("_state")), str("s+1"));
        QVERIFY2(put.target.contains("?_state=s%2B1&digest=sha256%3A"), put.target.constData());
        QCOMPARE(queryValue(put, str("digest")), QString::fromLatin1(digest));
    }
}

void TestOciProtocol::retries_data()
{
    QTest::addColumn<QString>("operation");
    QTest::addColumn<QList<int>>("statuses");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<int>("requests");
    QTest::addColumn<int>("minMs");

    QTest::newRow("a 429 with Retry-After: 1 is retried after at least 1 s")
        << str("head") << QList<int> { 429, 200 } << true << 2 << 1000;
    QTest::newRow("a 500 on a POST is not retried") << str("upload") << QList<int> { 500 } << false << 1 << 0;
    QTest::newRow("a 503 on a POST is not retried") << str("upload") << QList<int> { 503 } << false << 1 << 0;
    QTest::newRow("a 503 and a 502 on a HEAD are retried until it answers")
        << str("head") << QList<int> { 503, 502, 200 } << true << 3 << 0;
    QTest::newRow("a 504 on a manifest PUT is retried at most three times")
        << str("put") << QList<int> { 504, 504, 504, 504, 504 } << false << 4 << 0;
    QTest::newRow("a 500 on a manifest PUT is not retried")
        << str("put") << QList<int> { 500, 201 } << false << 1 << 0;
}

void TestOciProtocol::retries()
{
    QFETCH(QString, operation);
    QFETCH(QList<int>, statuses);
    QFETCH(bool, ok);
    QFETCH(int, requests);
    QFETCH(int, minMs);
    MockHttpServer server;
    QVERIFY(server.listen());
    int count = 0;
    server.setHandler([&](const MockRequest &r) {
        const int status = statuses.value(count++, 200);
        MockResponse response { status, {}, QByteArray() };
        if (status == 429)
            response.headers.append(qMakePair(QByteArray("Retry-After"), QByteArray("1")));
        if (status >= 500)
            response.body = R"({"errors":[{"code":"UNKNOWN","message":"unknown error"}]})";
        if (status == 200 || status == 201)
            response.headers.append(
                { "Docker-Content-Digest", r.method == "PUT" ? digestOf(r.body) : digestOf(kManifest) });
        return response;
    });
    OciClient client(server.hostPort());
    client.setPlainHttp(true);
    client.setRetryDelay(20);
    QElapsedTimer clock;
    clock.start();
    OciReply *reply = operation == QLatin1String("head") ? client.headManifest(str("x/app"), str("1.0.0"))
        : operation == QLatin1String("put") ? client.putManifest(str("x/app"), str("1.0.0"), kManifest)
                                            : client.uploadBlob(str("x/app"), "data");
    QVERIFY(done(reply));
    QCOMPARE(reply->ok(), ok);
    QCOMPARE(server.requests().size(), requests);
    QVERIFY2(clock.elapsed() >= minMs, qPrintable(QString::number(clock.elapsed())));
    if (!ok)
        QVERIFY2(
            reply->errorString().contains(str("UNKNOWN: unknown error")), qPrintable(reply->errorString()));
}

void TestOciProtocol::digestMismatch_data()
{
    QTest::addColumn<QString>("operation");
    QTest::newRow("a manifest PUT answered with another Docker-Content-Digest is an error") << str("put");
    QTest::newRow("a blob PUT answered with another Docker-Content-Digest is an error") << str("upload");
    QTest::newRow("a manifest fetched by digest whose bytes hash differently is an error") << str("get");
}

void TestOciProtocol::digestMismatch()
{
    QFETCH(QString, operation);
    const QByteArray other = digestOf("something else");
    MockHttpServer server;
    QVERIFY(server.listen());
    server.setHandler([&](const MockRequest &r) {
        if (r.method == "POST")
            return MockResponse { 202, { { "Location", "/v2/x/app/blobs/uploads/u1" } }, QByteArray() };
        if (r.method == "GET")
            return MockResponse { 200, { { "Content-Type", OciClient::OciManifest } }, "tampered" };
        return MockResponse { 201, { { "Docker-Content-Digest", other } }, QByteArray() };
    });
    OciClient client(server.hostPort());
    client.setPlainHttp(true);
    OciReply *reply = operation == QLatin1String("put")
        ? client.putManifest(str("x/app"), str("1.0.0"), kManifest)
        : operation == QLatin1String("upload")
        ? client.uploadBlob(str("x/app"), "data")
        : client.getManifest(str("x/app"), OciClient::digestOf(kManifest));
    QVERIFY(done(reply));
    QVERIFY(!reply->ok());
    QVERIFY2(reply->errorString().contains(str("sha256:")), qPrintable(reply->errorString()));
}

void TestOciProtocol::tagPages_data()
{
    QTest::addColumn<QString>("layout");
    QTest::addColumn<QStringList>("tags");
    QTest::addColumn<int>("requests");
    QTest::newRow("two pages are followed through Link, unsorted tags kept as sent")
        << str("pages") << QStringList { str("b"), str("a"), str("c") } << 2;
    QTest::newRow("an absolute Link is followed")
        << str("absolute") << QStringList { str("z"), str("y") } << 2;
    QTest::newRow("\"tags\": null is an empty list") << str("null") << QStringList() << 1;
}

void TestOciProtocol::tagPages()
{
    QFETCH(QString, layout);
    QFETCH(QStringList, tags);
    QFETCH(int, requests);
    MockHttpServer server;
    QVERIFY(server.listen());
    server.setHandler([&](const MockRequest &r) {
        const bool second = r.target.contains("last=");
        if (layout == QLatin1String("null"))
            return MockResponse { 200, {}, R"({"name":"x/app","tags":null})" };
        if (second)
            return MockResponse { 200, {},
                layout == QLatin1String("pages") ? R"({"tags":["c"]})" : R"({"tags":["y"]})" };
        const QByteArray link = layout == QLatin1String("pages")
            ? QByteArray("</v2/x/app/tags/list?n=2&last=a>; rel=\"next\"")
            : "<" + server.origin() + "/v2/x/app/tags/list?last=z>; rel=\"next\"";
        return MockResponse { 200, { { "Link", link } },
            layout == QLatin1String("pages") ? R"({"name":"x/app","tags":["b","a"]})" : R"({"tags":["z"]})" };
    });
    OciClient client(server.hostPort());
    client.setPlainHttp(true);
    OciReply *reply = client.listTags(str("x/app"), 2);
    QVERIFY(done(reply));
    QVERIFY2(reply->ok(), qPrintable(reply->errorString()));
    QCOMPARE(reply->tags(), tags);
    QCOMPARE(server.requests().size(), requests);
    QCOMPARE(queryValue(server.requests().first(), str("n")), str("2"));
}

void TestOciProtocol::errorText_data()
{
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<QString>("text");
    QTest::newRow("distribution's MANIFEST_INVALID with a detail object") << QByteArray(
        R"({"errors":[{"code":"MANIFEST_INVALID","message":"manifest invalid","detail":{"reason":"bad"}}]})")
                                                                          << str("MANIFEST_INVALID: manifest "
                                                                                 "invalid: "
                                                                                 "{\"reason\":\"bad\"}");
    QTest::newRow("a string detail") << QByteArray(
        R"({"errors":[{"code":"MANIFEST_BLOB_UNKNOWN","message":"blob unknown to registry","detail":"sha256:ab"}]})")
                                     << str("MANIFEST_BLOB_UNKNOWN: blob unknown to registry: sha256:ab");
    QTest::newRow("two errors are joined")
        << QByteArray(R"({"errors":[{"code":"DENIED","message":"no"},{"code":"UNAUTHORIZED"}]})")
        << str("DENIED: no; UNAUTHORIZED");
    QTest::newRow("a plain-text 404 is shown trimmed")
        << QByteArray("404 page not found\n") << str("404 page not found");
    QTest::newRow("an empty body gives nothing") << QByteArray() << QString();
}

void TestOciProtocol::errorText()
{
    QFETCH(QByteArray, body);
    QFETCH(QString, text);
    QCOMPARE(OciTransport::registryErrors(body), text);
}

void TestOciProtocol::retryAfter_data()
{
    const QDateTime now = QDateTime(QDate(2026, 12, 1), QTime(12, 0, 0), Qt::UTC);
    QTest::addColumn<QByteArray>("value");
    QTest::addColumn<QDateTime>("now");
    QTest::addColumn<int>("seconds");
    QTest::newRow("delta seconds") << QByteArray("7") << now << 7;
    QTest::newRow("an HTTP date 30 s ahead") << QByteArray("Tue, 01 Dec 2026 12:00:30 GMT") << now << 30;
    QTest::newRow("an HTTP date in the past is now")
        << QByteArray("Tue, 01 Dec 2026 11:00:00 GMT") << now << 0;
    QTest::newRow("garbage is unusable") << QByteArray("soon") << now << -1;
    QTest::newRow("absent is unusable") << QByteArray() << now << -1;
}

void TestOciProtocol::retryAfter()
{
    QFETCH(QByteArray, value);
    QFETCH(QDateTime, now);
    QFETCH(int, seconds);
    QCOMPARE(OciTransport::retryAfterSeconds(value, now), seconds);
}

void TestOciProtocol::oversizedAnswerIsAnError()
{
    MockHttpServer server;
    QVERIFY(server.listen());
    server.setHandler([](const MockRequest &) {
        return MockResponse { 200, {}, R"({"tags":[")" + QByteArray(5 * 1024 * 1024, 'a') + R"("]})" };
    });
    OciClient client(server.hostPort());
    client.setPlainHttp(true);
    OciReply *reply = client.listTags(str("x/app"));
    QVERIFY(done(reply));
    QVERIFY(!reply->ok());
    QVERIFY2(
        reply->errorString().contains(str("larger than 4194304 bytes")), qPrintable(reply->errorString()));
}

void TestOciProtocol::abortFinishesOnce_data()
{
    QTest::addColumn<bool>("waitFirst");
    QTest::newRow("abort right after the call") << false;
    QTest::newRow("abort while waiting out a Retry-After") << true;
}

void TestOciProtocol::abortFinishesOnce()
{
    QFETCH(bool, waitFirst);
    MockHttpServer server;
    QVERIFY(server.listen());
    server.setHandler([](const MockRequest &) {
        return MockResponse { 429, { { "Retry-After", "1" } }, QByteArray() };
    });
    OciClient client(server.hostPort());
    client.setPlainHttp(true);
    OciReply *reply = client.headManifest(str("x/app"), str("1.0.0"));
    QSignalSpy spy(reply, &OciReply::finished);
    if (waitFirst)
        QTRY_COMPARE(server.requests().size(), 1);
    reply->abort();
    QVERIFY(spy.wait(5000));
    QTest::qWait(1500); // past the Retry-After: an aborted reply sends nothing more
    QCOMPARE(spy.count(), 1);
    QVERIFY(!reply->ok());
    QCOMPARE(reply->errorString(), str("aborted"));
    // Nothing was sent after the abort (the first request may or may not have gone out before it).
    if (waitFirst)
        QCOMPARE(server.requests().size(), 1);
    else
        QVERIFY(server.requests().size() <= 1);
}

void TestOciProtocol::badCaFileIsRefused()
{
    OciClient client(str("registry.example"));
    QString error;
    QVERIFY(!client.setCaFile(str("/nonexistent/ca.pem"), &error));
    QVERIFY2(error.contains(str("/nonexistent/ca.pem")), qPrintable(error));
}

void TestOciProtocol::customCa_data()
{
    QTest::addColumn<bool>("withCa");
    QTest::newRow("without the CA file the registry's certificate is refused") << false;
    QTest::newRow("with the CA file the registry is trusted") << true;
}

void TestOciProtocol::customCa()
{
    QFETCH(bool, withCa);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString cert = dir.path() + str("/cert.pem");
    const QString key = dir.path() + str("/key.pem");
    QProcess openssl;
    openssl.start(str("openssl"),
        { str("req"), str("-x509"), str("-newkey"), str("rsa:2048"), str("-nodes"), str("-keyout"), key,
            str("-out"), cert, str("-days"), str("1"), str("-subj"), str("/CN=127.0.0.1"), str("-addext"),
            str("subjectAltName=IP:127.0.0.1") });
    QVERIFY(openssl.waitForFinished(60000));
    QVERIFY2(openssl.exitCode() == 0, openssl.readAllStandardError().constData());
    QFile keyFile(key);
    QVERIFY(keyFile.open(QIODevice::ReadOnly));
    TlsServer server;
    server.config = QSslConfiguration::defaultConfiguration();
    server.config.setLocalCertificate(QSslCertificate::fromPath(cert).value(0));
    server.config.setPrivateKey(QSslKey(&keyFile, QSsl::Rsa));
    QVERIFY(server.listen(QHostAddress::LocalHost, 0));

    OciClient client(str("127.0.0.1:") + QString::number(server.serverPort()));
    if (withCa)
        QVERIFY(client.setCaFile(cert));
    OciReply *reply = client.ping();
    QVERIFY(done(reply));
    QCOMPARE(reply->ok(), withCa);
    QCOMPARE(server.requests, withCa ? 1 : 0);
    if (!withCa) {
        QCOMPARE(reply->httpStatus(), 0);
        QVERIFY2(reply->errorString().contains(str("cannot reach the registry")),
            qPrintable(reply->errorString()));
    }
}

void TestOciProtocol::tokenEndpointAnswers_data()
{
    QTest::addColumn<QString>("user");
    QTest::addColumn<QString>("password");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<QString>("text");
    QTest::newRow("an anonymous pull token is asked for without Authorization")
        << QString() << QString() << true << QString();
    QTest::newRow("a wrong password at the token endpoint names no secret")
        << str("alice") << str("wrong-canary") << false << str("wrong username or password (401)");
}

void TestOciProtocol::tokenEndpointAnswers()
{
    QFETCH(QString, user);
    QFETCH(QString, password);
    QFETCH(bool, ok);
    QFETCH(QString, text);
    MockHttpServer server;
    QVERIFY(server.listen());
    const QByteArray origin = server.origin();
    server.setHandler([&](const MockRequest &r) {
        if (r.path() == "/token") {
            if (!r.header("authorization").isEmpty())
                return MockResponse { 401, {}, R"({"details":"bad credentials"})" };
            return MockResponse { 200, {}, R"({"token":"anon-tok"})" };
        }
        if (r.header("authorization") == "Bearer anon-tok")
            return MockResponse { 200, {}, R"({"name":"x/app","tags":["1.0.0"]})" };
        return MockResponse { 401,
            { { "Www-Authenticate", "Bearer realm=\"" + origin + "/token\",service=\"test\"" } },
            kUnauthorized };
    });
    OciClient client(server.hostPort());
    client.setPlainHttp(true);
    client.setCredential(credential(user, password));
    OciReply *reply = client.listTags(str("x/app"));
    QVERIFY(done(reply));
    QCOMPARE(reply->ok(), ok);
    QVERIFY2(reply->errorString().contains(text), qPrintable(reply->errorString()));
    QCOMPARE(queryValue(server.requests().at(1), str("scope")), str("repository:x/app:pull"));
    if (ok) {
        QCOMPARE(reply->tags(), QStringList { str("1.0.0") });
        QVERIFY(server.requests().at(1).header("authorization").isEmpty());
    } else {
        QCOMPARE(reply->httpStatus(), 401);
        QVERIFY(!reply->errorString().contains(str("canary")));
        QVERIFY(
            !reply->errorString().contains(QString::fromLatin1(QByteArray("alice:wrong-canary").toBase64())));
    }
}

void TestOciProtocol::silentRegistryTimesOut_data()
{
    QTest::addColumn<bool>("post");
    QTest::addColumn<int>("connections");
    QTest::newRow("a HEAD to a registry that never answers is retried three times, then fails") << false << 4;
    QTest::newRow("a POST to a registry that never answers fails at once") << true << 1;
}

void TestOciProtocol::silentRegistryTimesOut()
{
    QFETCH(bool, post);
    QFETCH(int, connections);
    QTcpServer silent; // accepts and reads, never answers
    QVERIFY(silent.listen(QHostAddress::LocalHost, 0));
    int accepted = 0;
    QList<QTcpSocket *> sockets;
    connect(&silent, &QTcpServer::newConnection, this, [&] {
        while (QTcpSocket *socket = silent.nextPendingConnection()) {
            ++accepted;
            sockets.append(socket);
        }
    });
    OciClient client(str("127.0.0.1:") + QString::number(silent.serverPort()));
    client.setPlainHttp(true);
    client.setTimeout(300);
    client.setRetryDelay(10);
    OciReply *reply
        = post ? client.uploadBlob(str("x/app"), "data") : client.headManifest(str("x/app"), str("1.0.0"));
    QVERIFY(done(reply, 10000));
    QVERIFY(!reply->ok());
    QCOMPARE(reply->httpStatus(), 0);
    QVERIFY2(reply->errorString().contains(str("no progress for 0.3 s")), qPrintable(reply->errorString()));
    QCOMPARE(accepted, connections);
}

QTEST_GUILESS_MAIN(TestOciProtocol)
#include "tst_ociprotocol.moc"
