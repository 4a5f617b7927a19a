// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QMap>
#include <QObject>
#include <QPair>
#include <QTcpServer>

#include <functional>

class QTcpSocket;

/** One request as the mock saw it. Header names are lower-case. */
struct MockRequest
{
    QByteArray method;
    QByteArray target; ///< path and query as sent ("/token?service=test&scope=…")
    QMap<QByteArray, QByteArray> headers;
    QByteArray body;

    QByteArray path() const
    {
        return target.left(target.indexOf('?') < 0 ? target.size() : target.indexOf('?'));
    }
    QByteArray header(const QByteArray &lowerName) const { return headers.value(lowerName); }
};

struct MockResponse
{
    int status = 200;
    QList<QPair<QByteArray, QByteArray>> headers;
    QByteArray body;
};

/**
 * A tiny HTTP/1.1 server on 127.0.0.1 for protocol tests (a registry's /v2/ and a token endpoint):
 * every request goes to the handler, is recorded, and is answered with Connection: close.
 */
class MockHttpServer : public QObject
{
    Q_OBJECT
public:
    using Handler = std::function<MockResponse(const MockRequest &)>;

    explicit MockHttpServer(QObject *parent = nullptr);
    void setHandler(const Handler &handler) { m_handler = handler; }
    bool listen();
    quint16 port() const { return m_server.serverPort(); }
    /** "127.0.0.1:<port>" */
    QString hostPort() const;
    /** "http://127.0.0.1:<port>" */
    QByteArray origin() const;
    QList<MockRequest> requests() const { return m_requests; }
    void clear() { m_requests.clear(); }

private:
    void onReadyRead(QTcpSocket *socket);

    QTcpServer m_server;
    Handler m_handler;
    QList<MockRequest> m_requests;
    QHash<QTcpSocket *, QByteArray> m_buffers;
};
