// SPDX-License-Identifier: GPL-3.0-or-later
// DirectHttp, the PUT path of the OCI client: answers framed by Content-Length, chunked or the
// connection's close are read whole, a silent server times out, a too large answer is refused, and
// against Debian's docker-registry several PUTs share one kept-alive connection.

#include "registry/directhttp.h"
#include "registryfixture.h"

#include <QHostAddress>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>

using namespace HelmDeck;

namespace {

QString str(const char *text)
{
    return QString::fromUtf8(text);
}

/** Sends one PUT and waits for its answer. */
DirectHttp::Response put(DirectHttp &http, const QUrl &url, int timeoutMs = 10000, qint64 maxBody = 1 << 20)
{
    DirectHttp::Response out;
    bool done = false;
    http.send("PUT", url, { { "Content-Type", "application/octet-stream" } }, "the body", timeoutMs, maxBody,
        [&](const DirectHttp::Response &r) {
            out = r;
            done = true;
        });
    if (!QTest::qWaitFor([&] { return done; }, 30000))
        out.error = QStringLiteral("the test gave up waiting");
    return out;
}

} // namespace

class TestDirectHttp : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void readsEachKindOfAnswer_data();
    void readsEachKindOfAnswer();
    void putsShareOneKeptAliveConnection();
};

void TestDirectHttp::readsEachKindOfAnswer_data()
{
    QTest::addColumn<QByteArray>("answer"); // written once the whole request arrived; empty = silence
    QTest::addColumn<bool>("close"); // close after the answer
    QTest::addColumn<int>("status"); // 0: an error
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<QString>("error");
    QTest::newRow("a Content-Length answer") << QByteArray(
        "HTTP/1.1 201 Created\r\nDocker-Content-Digest: sha256:x\r\nContent-Length: 2\r\n\r\nok")
                                             << false << 201 << QByteArray("ok") << QString();
    QTest::newRow("a chunked answer")
        << QByteArray("HTTP/1.1 400 Bad Request\r\nTransfer-Encoding: "
                      "chunked\r\n\r\n5\r\n{\"err\r\n4;x=y\r\nor\"}\r\n0\r\n\r\n")
        << false << 400 << QByteArray("{\"error\"}") << QString();
    QTest::newRow("an answer that ends with the connection")
        << QByteArray("HTTP/1.0 500 Oops\r\n\r\nbroken") << true << 500 << QByteArray("broken") << QString();
    QTest::newRow("a 100 Continue before the answer")
        << QByteArray("HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 204 No Content\r\n\r\n") << false << 204
        << QByteArray() << QString();
    QTest::newRow("a server that never answers times out")
        << QByteArray() << false << 0 << QByteArray() << str("no progress for 0.3 s");
    QTest::newRow("an answer over the cap is refused")
        << QByteArray("HTTP/1.1 200 OK\r\nContent-Length: 5000\r\n\r\n") << false << 0 << QByteArray()
        << str("the answer is larger than 100 bytes");
    QTest::newRow("a connection closed before the answer is an error")
        << QByteArray("HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nshort") << true << 0 << QByteArray()
        << str("the connection closed before a whole answer");
}

void TestDirectHttp::readsEachKindOfAnswer()
{
    QFETCH(QByteArray, answer);
    QFETCH(bool, close);
    QFETCH(int, status);
    QFETCH(QByteArray, body);
    QFETCH(QString, error);
    QTcpServer server;
    QVERIFY(server.listen(QHostAddress::LocalHost, 0));
    QByteArray received;
    connect(&server, &QTcpServer::newConnection, this, [&] {
        QTcpSocket *socket = server.nextPendingConnection();
        connect(socket, &QTcpSocket::readyRead, socket, [&, socket] {
            received += socket->readAll();
            if (!received.endsWith("the body") || answer.isEmpty())
                return;
            socket->write(answer);
            if (close)
                socket->disconnectFromHost();
        });
    });
    DirectHttp http;
    const DirectHttp::Response r = put(http,
        QUrl(str("http://127.0.0.1:%1/v2/t/blobs/uploads/u?_state=a%2Bb&digest=sha256:1")
                 .arg(server.serverPort())),
        300, 100);
    // The request went out whole: the target as given, Host, the length of the body.
    QVERIFY2(received.startsWith("PUT /v2/t/blobs/uploads/u?_state=a%2Bb&digest=sha256:1 HTTP/1.1\r\n"),
        received.constData());
    QVERIFY(received.contains(
        QByteArray(QByteArray("\r\nHost: 127.0.0.1:") + QByteArray::number(server.serverPort()))));
    QVERIFY(received.contains("\r\nContent-Length: 8\r\n"));
    QCOMPARE(r.status, status);
    QCOMPARE(r.body, body);
    QVERIFY2(r.error.contains(error), qPrintable(r.error));
    QCOMPARE(r.error.isEmpty(), error.isEmpty());
}

void TestDirectHttp::putsShareOneKeptAliveConnection()
{
    TestUtil::RegistryFixture registry;
    QVERIFY2(registry.start(), qPrintable(registry.error()));
    DirectHttp http;
    for (int i = 0; i < 3; ++i) {
        // An upload session that does not exist: the registry's JSON error, the connection kept.
        const DirectHttp::Response r = put(http,
            QUrl(str("http://%1/v2/t/blobs/uploads/00000000-0000-0000-0000-00000000000%2?digest=sha256:"
                     "0000000000000000000000000000000000000000000000000000000000000000")
                     .arg(registry.host())
                     .arg(i)));
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        QCOMPARE(r.status, 404);
        QVERIFY2(r.body.contains("\"code\":\"BLOB_UPLOAD_"), r.body.constData());
    }
    QCOMPARE(http.connectionsOpened(), 1);
}

QTEST_GUILESS_MAIN(TestDirectHttp)
#include "tst_directhttp.moc"
