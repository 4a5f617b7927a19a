// SPDX-License-Identifier: GPL-3.0-or-later
// The OCI client's failures: retries, Retry-After, digest mismatches, tag pages, error text, oversized
// answers, aborts, timeouts.
#include "ociprotocoltest.h"

using namespace OciProtocolTest;

class TestOciProtocolErrors : public QObject
{
    Q_OBJECT
private Q_SLOTS:
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
    void silentRegistryTimesOut_data();
    void silentRegistryTimesOut();
};

void TestOciProtocolErrors::retries_data()
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

void TestOciProtocolErrors::retries()
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

void TestOciProtocolErrors::digestMismatch_data()
{
    QTest::addColumn<QString>("operation");
    QTest::newRow("a manifest PUT answered with another Docker-Content-Digest is an error") << str("put");
    QTest::newRow("a blob PUT answered with another Docker-Content-Digest is an error") << str("upload");
    QTest::newRow("a manifest fetched by digest whose bytes hash differently is an error") << str("get");
}

void TestOciProtocolErrors::digestMismatch()
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

void TestOciProtocolErrors::tagPages_data()
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

void TestOciProtocolErrors::tagPages()
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

void TestOciProtocolErrors::errorText_data()
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
    // JsonKeyCheck before Qt's parser (docs/inputs.md, "JSON"): not read as the spec's shape
    QTest::newRow("a body with a key twice is shown as text, not its last value")
        << QByteArray(R"({"errors":[{"code":"A"}],"errors":[{"code":"B"}]})")
        << str(R"({"errors":[{"code":"A"}],"errors":[{"code":"B"}]})");
    QTest::newRow("a body nested 200 deep is shown as text")
        << (QByteArray(200, '[') + QByteArray(200, ']'))
        << (QString(200, QLatin1Char('[')) + QString(100, QLatin1Char(']')) + QStringLiteral("…"));
}

void TestOciProtocolErrors::errorText()
{
    QFETCH(QByteArray, body);
    QFETCH(QString, text);
    QCOMPARE(OciTransport::registryErrors(body), text);
}

void TestOciProtocolErrors::retryAfter_data()
{
    const QDateTime now = QDateTime(QDate(2026, 12, 1), QTime(12, 0, 0), Qt::UTC);
    QTest::addColumn<QByteArray>("value");
    QTest::addColumn<QDateTime>("now");
    QTest::addColumn<int>("seconds");
    QTest::newRow("delta seconds") << QByteArray("7") << now << 7;
    QTest::newRow("an HTTP date 30 s ahead") << QByteArray("Tue, 01 Dec 2026 12:00:30 GMT") << now << 30;
    QTest::newRow("an HTTP date in the past is now")
        << QByteArray("Tue, 01 Dec 2026 11:00:00 GMT") << now << 0;
    QTest::newRow("an HTTP date across midnight")
        << QByteArray("Wed, 02 Dec 2026 00:00:05 GMT") << now << 43205;
    QTest::newRow("a date not in GMT is unusable")
        << QByteArray("Tue, 01 Dec 2026 12:00:30 +0100") << now << -1;
    QTest::newRow("garbage is unusable") << QByteArray("soon") << now << -1;
    QTest::newRow("absent is unusable") << QByteArray() << now << -1;
}

void TestOciProtocolErrors::retryAfter()
{
    QFETCH(QByteArray, value);
    QFETCH(QDateTime, now);
    QFETCH(int, seconds);
    QCOMPARE(OciTransport::retryAfterSeconds(value, now), seconds);
}

void TestOciProtocolErrors::oversizedAnswerIsAnError()
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

void TestOciProtocolErrors::abortFinishesOnce_data()
{
    QTest::addColumn<bool>("waitFirst");
    QTest::newRow("abort right after the call") << false;
    QTest::newRow("abort while waiting out a Retry-After") << true;
}

void TestOciProtocolErrors::abortFinishesOnce()
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

void TestOciProtocolErrors::silentRegistryTimesOut_data()
{
    QTest::addColumn<bool>("post");
    QTest::addColumn<int>("connections");
    QTest::newRow("a HEAD to a registry that never answers is retried three times, then fails") << false << 4;
    QTest::newRow("a POST to a registry that never answers fails at once") << true << 1;
}

void TestOciProtocolErrors::silentRegistryTimesOut()
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

QTEST_GUILESS_MAIN(TestOciProtocolErrors)
#include "tst_ociprotocolerrors.moc"
