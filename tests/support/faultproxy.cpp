// SPDX-License-Identifier: GPL-3.0-or-later
#include "faultproxy.h"

#include <QHostAddress>
#include <QPointer>
#include <QTcpSocket>

#include <memory>

namespace TestUtil {

FaultProxy::FaultProxy(quint16 upstreamPort, QObject *parent)
    : QObject(parent)
    , m_upstreamPort(upstreamPort)
{
    connect(&m_server, &QTcpServer::newConnection, this, [this] {
        while (QTcpSocket *client = m_server.nextPendingConnection()) {
            connect(client, &QTcpSocket::readyRead, this, [this, client] { onReadyRead(client); });
            connect(client, &QTcpSocket::disconnected, this, [this, client] {
                m_buffers.remove(client);
                client->deleteLater();
            });
        }
    });
}

FaultProxy::~FaultProxy() = default;

bool FaultProxy::listen()
{
    return m_server.listen(QHostAddress::LocalHost, 0);
}

QString FaultProxy::host() const
{
    return QStringLiteral("127.0.0.1:") + QString::number(m_server.serverPort());
}

int FaultProxy::count(const QByteArray &method, const QRegularExpression &path) const
{
    int n = 0;
    for (const ProxiedRequest &r : m_requests)
        n += r.method == method && path.match(QString::fromLatin1(r.path)).hasMatch() ? 1 : 0;
    return n;
}

void FaultProxy::onReadyRead(QTcpSocket *client)
{
    QByteArray &buffer = m_buffers[client];
    buffer += client->readAll();
    const int headerEnd = buffer.indexOf("\r\n\r\n");
    if (headerEnd < 0)
        return;
    const QList<QByteArray> lines = buffer.left(headerEnd).split('\n');
    const QList<QByteArray> requestLine = lines.value(0).trimmed().split(' ');
    ProxiedRequest seen;
    seen.method = requestLine.value(0);
    const QByteArray target = requestLine.value(1);
    seen.path = target.left(target.indexOf('?') < 0 ? target.size() : target.indexOf('?'));
    qint64 length = 0;
    QByteArray head = lines.value(0).trimmed() + "\r\n";
    for (int i = 1; i < lines.size(); ++i) {
        const QByteArray line = lines.at(i).trimmed();
        const int colon = line.indexOf(':');
        const QByteArray name = line.left(colon).trimmed().toLower();
        const QByteArray value = line.mid(colon + 1).trimmed();
        if (name == "content-length")
            length = value.toLongLong();
        if (name == "authorization")
            seen.authorization = value;
        if (name != "connection" && name != "keep-alive")
            head += line + "\r\n";
    }
    if (buffer.size() < headerEnd + 4 + length)
        return; // the body is still coming
    const QByteArray request = head + "Connection: close\r\n\r\n" + buffer.mid(headerEnd + 4, int(length));
    buffer.clear();

    const int index = int(m_requests.size());
    const bool isHead = seen.method == "HEAD";
    if (!m_realm.isEmpty() && !seen.authorization.startsWith("Bearer ")) {
        seen.status = 401;
        seen.faulted = true;
        m_requests.append(seen);
        answer(client, 401,
            { { "WWW-Authenticate", "Bearer realm=\"" + m_realm + "\",service=\"registry\"" },
                { "Content-Type", "application/json" } },
            "{\"errors\":[{\"code\":\"UNAUTHORIZED\",\"message\":\"authentication required\"}]}", isHead);
        return;
    }
    for (FaultRule &rule : m_rules) {
        if ((!rule.method.isEmpty() && rule.method != seen.method)
            || !rule.path.match(QString::fromLatin1(seen.path)).hasMatch())
            continue;
        ++rule.seen;
        if (rule.seen < rule.nth || (rule.count > 0 && rule.seen >= rule.nth + rule.count))
            continue;
        seen.status = rule.status;
        seen.faulted = true;
        m_requests.append(seen);
        answer(client, rule.status, rule.headers, rule.body, isHead);
        return;
    }
    m_requests.append(seen);
    forward(client, request, index);
}

void FaultProxy::answer(QTcpSocket *client, int status, const QList<QPair<QByteArray, QByteArray>> &headers,
    const QByteArray &body, bool head)
{
    QByteArray out = "HTTP/1.1 " + QByteArray::number(status) + " Injected\r\n";
    for (const auto &h : headers)
        out += h.first + ": " + h.second + "\r\n";
    out += "Content-Length: " + QByteArray::number(body.size()) + "\r\nConnection: close\r\n\r\n";
    if (!head)
        out += body;
    client->write(out);
    client->disconnectFromHost();
}

void FaultProxy::forward(QTcpSocket *client, const QByteArray &request, int index)
{
    auto *upstream = new QTcpSocket(this);
    QPointer<QTcpSocket> to(client);
    connect(upstream, &QTcpSocket::connected, upstream, [upstream, request] { upstream->write(request); });
    auto first = std::make_shared<bool>(true);
    connect(upstream, &QTcpSocket::readyRead, this, [this, upstream, to, index, first] {
        const QByteArray data = upstream->readAll();
        if (*first && data.startsWith("HTTP/")) {
            *first = false;
            m_requests[index].status = data.mid(9, 3).toInt();
        }
        if (to)
            to->write(data);
    });
    const auto done = [upstream, to] {
        if (to)
            to->disconnectFromHost(); // the answer said Connection: close
        upstream->deleteLater();
    };
    connect(upstream, &QTcpSocket::disconnected, this, done);
    connect(upstream, &QTcpSocket::errorOccurred, this, [done](QAbstractSocket::SocketError e) {
        if (e != QAbstractSocket::RemoteHostClosedError) // that one is followed by disconnected()
            done();
    });
    upstream->connectToHost(QHostAddress::LocalHost, m_upstreamPort);
}

} // namespace TestUtil
