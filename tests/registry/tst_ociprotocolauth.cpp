// SPDX-License-Identifier: GPL-3.0-or-later
// The OCI client's auth and TLS: Bearer scope and expiry, refused tokens, redirects dropping Authorization,
// token endpoints, CAs.
#include "ociprotocoltest.h"

using namespace OciProtocolTest;

class TestOciProtocolAuth : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void bearerTokenScopeAndExpiry();
    void refusedTokenIsFetchedOnce_data();
    void refusedTokenIsFetchedOnce();
    void redirectDropsAuthorization_data();
    void redirectDropsAuthorization();
    void badCaFileIsRefused();
    void customCa_data();
    void customCa();
    void tokenEndpointAnswers_data();
    void tokenEndpointAnswers();
};

void TestOciProtocolAuth::bearerTokenScopeAndExpiry()
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

void TestOciProtocolAuth::refusedTokenIsFetchedOnce_data()
{
    QTest::addColumn<bool>("newTokensWork");
    QTest::newRow("a refused cached token is fetched again once and the request then works") << true;
    QTest::newRow("a token refused again after the refetch fails with the registry's 401") << false;
}

void TestOciProtocolAuth::refusedTokenIsFetchedOnce()
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

void TestOciProtocolAuth::redirectDropsAuthorization_data()
{
    QTest::addColumn<QString>("operation");
    QTest::newRow("a blob HEAD redirected to storage on another port") << str("head");
    QTest::newRow("a blob upload PUT redirected to storage on another port") << str("upload");
}

void TestOciProtocolAuth::redirectDropsAuthorization()
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

void TestOciProtocolAuth::badCaFileIsRefused()
{
    OciClient client(str("registry.example"));
    QString error;
    QVERIFY(!client.setCaFile(str("/nonexistent/ca.pem"), &error));
    QVERIFY2(error.contains(str("/nonexistent/ca.pem")), qPrintable(error));
}

void TestOciProtocolAuth::customCa_data()
{
    QTest::addColumn<bool>("withCa");
    QTest::newRow("without the CA file the registry's certificate is refused") << false;
    QTest::newRow("with the CA file the registry is trusted") << true;
}

void TestOciProtocolAuth::customCa()
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

void TestOciProtocolAuth::tokenEndpointAnswers_data()
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

void TestOciProtocolAuth::tokenEndpointAnswers()
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

QTEST_GUILESS_MAIN(TestOciProtocolAuth)
#include "tst_ociprotocolauth.moc"
