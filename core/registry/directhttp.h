// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QObject>
#include <QPair>
#include <QPointer>
#include <QSslConfiguration>
#include <QString>
#include <QUrl>

#include <functional>

class QTcpSocket;

namespace HelmDeck {

/**
 * HTTP/1.1 requests that carry a body (the manifest and blob PUTs of a publish) on sockets of our
 * own, for OciTransport (docs/publish.md, "OCI client").
 *
 * Why not QNetworkAccessManager: Qt 5.15 writes a request's header and its body as two TCP
 * segments (the body comes from the caller's thread one event-loop turn later) on a socket without
 * TCP_NODELAY, so Nagle's algorithm holds the body back until the registry's delayed ACK of the
 * header — about 40 ms per PUT, five of them in a row in every release's publish. Here the request
 * goes out in one write on a socket with QAbstractSocket::LowDelayOption. Connections are kept
 * alive and reused per origin (scheme, host, port); a reused connection the server closed in the
 * meantime is replaced once, before anything of the answer was read.
 *
 * What it keeps from QNetworkAccessManager's use in OciTransport: HTTPS with the given
 * QSslConfiguration (system CAs plus a --ca-file; certificate errors fail the request), the
 * application's proxy (QNetworkProxy::DefaultProxy), a no-progress timeout, a cap on the answer's
 * body. Answers: Content-Length, chunked, or close-delimited bodies; 1xx answers are skipped. No
 * redirects, no authentication, no cookies: OciTransport does those.
 */
class DirectHttp : public QObject
{
    Q_OBJECT
public:
    using Headers = QList<QPair<QByteArray, QByteArray>>;
    struct Response
    {
        int status = 0; ///< 0 when the request failed (see error)
        QString reason;
        Headers headers;
        QByteArray body;
        QString error; ///< a failure before a whole answer: "connection refused", "no progress for 30 s"
        bool tooLarge = false; ///< the body went over the cap (error says so)
    };
    using Done = std::function<void(const Response &response)>;

    explicit DirectHttp(QObject *parent = nullptr);
    ~DirectHttp() override;

    void setSslConfiguration(const QSslConfiguration &ssl) { m_ssl = ssl; }

    /**
     * Sends @p method @p url with @p headers (besides Host, Content-Length and Connection) and
     * @p body. @p done is called once, from the event loop, unless the returned exchange (a child of
     * this object) is deleted first — that aborts the request. @p timeoutMs: no-progress timeout;
     * @p maxBody: bytes of the answer's body at most.
     */
    QObject *send(const QByteArray &method, const QUrl &url, const Headers &headers, const QByteArray &body,
        int timeoutMs, qint64 maxBody, const Done &done);

    /** Connections opened so far (tests: keep-alive reuses them). */
    int connectionsOpened() const { return m_opened; }

private:
    friend class DirectHttpExchange;
    static QString originKey(const QUrl &url);
    /** An idle kept-alive connection to @p url's origin, or a new unconnected socket. */
    QTcpSocket *takeSocket(const QUrl &url, bool *reused);
    void keepSocket(const QUrl &url, QTcpSocket *socket);

    QSslConfiguration m_ssl;
    QHash<QString, QList<QPointer<QTcpSocket>>> m_idle;
    int m_opened = 0;
};

} // namespace HelmDeck
