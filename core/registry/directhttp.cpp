// SPDX-License-Identifier: GPL-3.0-or-later
#include "directhttp.h"

#include <QPointer>
#include <QSslSocket>
#include <QTcpSocket>
#include <QTimer>

namespace HelmDeck {

/** One request on one socket (DirectHttp's implementation; deleting it aborts the request). */
class DirectHttpExchange : public QObject
{
public:
    DirectHttpExchange(DirectHttp *owner, const QUrl &url, QByteArray request, bool head, int timeoutMs,
        qint64 maxBody, DirectHttp::Done done)
        : QObject(owner)
        , m_owner(owner)
        , m_url(url)
        , m_request(std::move(request))
        , m_head(head)
        , m_maxBody(maxBody)
        , m_done(std::move(done))
    {
        m_timer.setSingleShot(true);
        m_timer.setInterval(timeoutMs);
        connect(&m_timer, &QTimer::timeout, this,
            [this] { fail(DirectHttp::tr("no progress for %1 s").arg(m_timer.interval() / 1000.0)); });
        start();
    }

    ~DirectHttpExchange() override
    {
        if (m_socket) {
            m_socket->disconnect(this);
            m_socket->abort();
            m_socket->deleteLater();
        }
    }

private:
    enum class Framing
    {
        Length,
        Chunked,
        Close
    };

    void start()
    {
        bool reused = false;
        m_socket = m_owner->takeSocket(m_url, &reused);
        m_reused = reused;
        m_buffer.clear();
        m_headerDone = false;
        m_received = false;
        connect(m_socket, &QTcpSocket::readyRead, this, &DirectHttpExchange::onReadyRead);
        connect(m_socket, &QTcpSocket::bytesWritten, this, [this] { m_timer.start(); });
        connect(m_socket, &QTcpSocket::disconnected, this, &DirectHttpExchange::onClosed);
        connect(m_socket, &QAbstractSocket::errorOccurred, this, [this](QAbstractSocket::SocketError error) {
            if (error != QAbstractSocket::RemoteHostClosedError) // that one is followed by disconnected()
                onClosed();
        });
        m_timer.start();
        if (reused) {
            m_socket->write(m_request);
            return;
        }
        // TCP_NODELAY once connected: the whole request is one write, sent at once.
        connect(m_socket, &QTcpSocket::connected, this,
            [this] { m_socket->setSocketOption(QAbstractSocket::LowDelayOption, 1); });
        const quint16 port = quint16(m_url.port(m_url.scheme() == QLatin1String("https") ? 443 : 80));
        if (auto *ssl = qobject_cast<QSslSocket *>(m_socket)) {
            connect(ssl, &QSslSocket::encrypted, this, [this] { m_socket->write(m_request); });
            ssl->connectToHostEncrypted(m_url.host(), port);
        } else {
            connect(m_socket, &QTcpSocket::connected, this, [this] { m_socket->write(m_request); });
            m_socket->connectToHost(m_url.host(), port);
        }
    }

    void onReadyRead()
    {
        m_timer.start();
        m_received = true;
        m_buffer += m_socket->readAll();
        parse(false);
    }

    void onClosed()
    {
        if (!m_socket)
            return;
        if (m_reused && !m_received) {
            // The server closed the kept-alive connection before this request: a new one, once.
            m_socket->disconnect(this);
            m_socket->deleteLater();
            m_socket = nullptr;
            start();
            return;
        }
        m_buffer += m_socket->readAll();
        if (!parse(true))
            fail(m_socket->error() == QAbstractSocket::RemoteHostClosedError
                        || m_socket->errorString().isEmpty()
                    ? DirectHttp::tr("the connection closed before a whole answer")
                    : m_socket->errorString());
    }

    /** Parses what arrived; true once the answer is complete (and handed on). */
    bool parse(bool closed)
    {
        while (!m_headerDone) {
            const int end = int(m_buffer.indexOf("\r\n\r\n"));
            if (end < 0)
                return false;
            const QList<QByteArray> lines = m_buffer.left(end).split('\n');
            m_buffer.remove(0, end + 4);
            const QByteArray statusLine = lines.value(0).trimmed();
            const QList<QByteArray> parts = statusLine.split(' ');
            if (!statusLine.startsWith("HTTP/1.") || parts.size() < 2) {
                fail(DirectHttp::tr("not an HTTP answer"));
                return true;
            }
            m_response = DirectHttp::Response();
            m_response.status = parts.at(1).toInt();
            m_response.reason
                = QString::fromLatin1(statusLine.mid(parts.at(0).size() + parts.at(1).size() + 2));
            m_keepAlive = statusLine.startsWith("HTTP/1.1");
            m_framing = Framing::Close;
            m_length = 0;
            for (int i = 1; i < lines.size(); ++i) {
                const QByteArray line = lines.at(i).trimmed();
                const int colon = int(line.indexOf(':'));
                if (colon <= 0)
                    continue;
                const QByteArray name = line.left(colon).trimmed();
                const QByteArray value = line.mid(colon + 1).trimmed();
                m_response.headers.append({ name, value });
                const QByteArray lower = name.toLower();
                if (lower == "content-length" && m_framing != Framing::Chunked) {
                    m_framing = Framing::Length;
                    m_length = value.toLongLong();
                } else if (lower == "transfer-encoding" && value.toLower().contains("chunked")) {
                    m_framing = Framing::Chunked;
                } else if (lower == "connection" && value.toLower().contains("close")) {
                    m_keepAlive = false;
                }
            }
            if (m_response.status >= 100 && m_response.status < 200)
                continue; // 100 Continue and the like: the real answer follows
            m_headerDone = true;
            if (m_head || m_response.status == 204 || m_response.status == 304) {
                m_framing = Framing::Length;
                m_length = 0;
            }
        }
        if (m_framing == Framing::Length) {
            if (m_length > m_maxBody)
                return tooLarge();
            if (m_buffer.size() < m_length)
                return false;
            m_response.body = m_buffer.left(int(m_length));
            m_buffer.remove(0, int(m_length));
            return complete();
        }
        if (m_framing == Framing::Chunked) {
            for (;;) {
                const int lineEnd = int(m_buffer.indexOf("\r\n"));
                if (lineEnd < 0)
                    return false;
                bool ok = false;
                const qint64 size = m_buffer.left(lineEnd).split(';').value(0).trimmed().toLongLong(&ok, 16);
                if (!ok) {
                    fail(DirectHttp::tr("a malformed chunked answer"));
                    return true;
                }
                if (size == 0) {
                    const int trailerEnd = int(m_buffer.indexOf("\r\n\r\n", lineEnd));
                    if (trailerEnd < 0)
                        return false;
                    m_buffer.remove(0, trailerEnd + 4);
                    return complete();
                }
                if (m_response.body.size() + size > m_maxBody)
                    return tooLarge();
                if (m_buffer.size() < lineEnd + 2 + size + 2)
                    return false;
                m_response.body += m_buffer.mid(lineEnd + 2, int(size));
                m_buffer.remove(0, int(lineEnd + 2 + size + 2));
            }
        }
        if (m_buffer.size() > m_maxBody)
            return tooLarge();
        if (!closed)
            return false;
        m_keepAlive = false;
        m_response.body = m_buffer;
        return complete();
    }

    bool tooLarge()
    {
        m_response.tooLarge = true;
        fail(DirectHttp::tr("the answer is larger than %1 bytes").arg(m_maxBody));
        return true;
    }

    bool complete()
    {
        m_timer.stop();
        QTcpSocket *socket = m_socket.data();
        socket->disconnect(this);
        m_socket = nullptr;
        if (m_keepAlive && m_buffer.isEmpty() && socket->state() == QAbstractSocket::ConnectedState)
            m_owner->keepSocket(m_url, socket);
        else {
            socket->abort();
            socket->deleteLater();
        }
        finish();
        return true;
    }

    void fail(const QString &error)
    {
        m_timer.stop();
        if (m_socket) {
            m_socket->disconnect(this);
            m_socket->abort();
            m_socket->deleteLater();
            m_socket = nullptr;
        }
        const bool tooLarge = m_response.tooLarge;
        m_response = DirectHttp::Response();
        m_response.error = error;
        m_response.tooLarge = tooLarge;
        finish();
    }

    void finish()
    {
        // From the event loop, never inside send(); then this exchange is gone.
        QTimer::singleShot(0, this, [this] {
            const DirectHttp::Done done = m_done;
            const DirectHttp::Response response = m_response;
            deleteLater();
            done(response);
        });
    }

    DirectHttp *m_owner;
    QUrl m_url;
    QByteArray m_request;
    bool m_head;
    qint64 m_maxBody;
    DirectHttp::Done m_done;
    QTimer m_timer;
    QPointer<QTcpSocket> m_socket;
    bool m_reused = false;
    bool m_received = false;
    bool m_headerDone = false;
    bool m_keepAlive = false;
    Framing m_framing = Framing::Close;
    qint64 m_length = 0;
    QByteArray m_buffer;
    DirectHttp::Response m_response;
};

DirectHttp::DirectHttp(QObject *parent)
    : QObject(parent)
{ }

DirectHttp::~DirectHttp() = default;

QString DirectHttp::originKey(const QUrl &url)
{
    const int port = url.port(url.scheme() == QLatin1String("https") ? 443 : 80);
    return url.scheme() + QStringLiteral("://") + url.host().toLower() + QLatin1Char(':')
        + QString::number(port);
}

QTcpSocket *DirectHttp::takeSocket(const QUrl &url, bool *reused)
{
    QList<QPointer<QTcpSocket>> &idle = m_idle[originKey(url)];
    while (!idle.isEmpty()) {
        QPointer<QTcpSocket> socket = idle.takeLast();
        if (socket && socket->state() == QAbstractSocket::ConnectedState && socket->bytesAvailable() == 0) {
            socket->disconnect(this);
            *reused = true;
            return socket;
        }
        if (socket)
            socket->deleteLater();
    }
    *reused = false;
    ++m_opened;
    if (url.scheme() == QLatin1String("https")) {
        auto *ssl = new QSslSocket(this);
        if (!m_ssl.isNull())
            ssl->setSslConfiguration(m_ssl);
        return ssl;
    }
    return new QTcpSocket(this);
}

void DirectHttp::keepSocket(const QUrl &url, QTcpSocket *socket)
{
    socket->setParent(this);
    // An idle connection the server closes just goes away.
    connect(socket, &QTcpSocket::disconnected, this, [socket] { socket->deleteLater(); });
    m_idle[originKey(url)].append(socket);
}

QObject *DirectHttp::send(const QByteArray &method, const QUrl &url, const Headers &headers,
    const QByteArray &body, int timeoutMs, qint64 maxBody, const Done &done)
{
    QByteArray target = url.path(QUrl::FullyEncoded).toLatin1();
    if (target.isEmpty())
        target = "/";
    if (url.hasQuery())
        target += '?' + url.query(QUrl::FullyEncoded).toLatin1();
    QByteArray request = method + ' ' + target + " HTTP/1.1\r\nHost: "
        + url.authority(QUrl::FullyEncoded | QUrl::RemoveUserInfo).toLatin1() + "\r\n";
    for (const auto &header : headers)
        request += header.first + ": " + header.second + "\r\n";
    request += "Content-Length: " + QByteArray::number(body.size()) + "\r\nConnection: keep-alive\r\n\r\n";
    request += body;
    return new DirectHttpExchange(this, url, request, method == "HEAD", timeoutMs, maxBody, done);
}

} // namespace HelmDeck
