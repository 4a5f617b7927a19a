// SPDX-License-Identifier: GPL-3.0-or-later
#include "mockhttpserver.h"

#include <QHostAddress>
#include <QTcpSocket>

MockHttpServer::MockHttpServer(QObject *parent)
    : QObject(parent)
{
    connect(&m_server, &QTcpServer::newConnection, this, [this] {
        while (QTcpSocket *socket = m_server.nextPendingConnection()) {
            connect(socket, &QTcpSocket::readyRead, this, [this, socket] { onReadyRead(socket); });
            connect(socket, &QTcpSocket::disconnected, this, [this, socket] {
                m_buffers.remove(socket);
                socket->deleteLater();
            });
        }
    });
}

bool MockHttpServer::listen()
{
    return m_server.listen(QHostAddress::LocalHost, 0);
}

QString MockHttpServer::hostPort() const
{
    return QStringLiteral("127.0.0.1:") + QString::number(port());
}

QByteArray MockHttpServer::origin() const
{
    return QByteArrayLiteral("http://127.0.0.1:") + QByteArray::number(port());
}

void MockHttpServer::onReadyRead(QTcpSocket *socket)
{
    QByteArray &buffer = m_buffers[socket];
    buffer += socket->readAll();
    const int headerEnd = buffer.indexOf("\r\n\r\n");
    if (headerEnd < 0)
        return;
    MockRequest request;
    const QList<QByteArray> lines = buffer.left(headerEnd).split('\n');
    const QList<QByteArray> requestLine = lines.value(0).trimmed().split(' ');
    request.method = requestLine.value(0);
    request.target = requestLine.value(1);
    for (int i = 1; i < lines.size(); ++i) {
        const int colon = lines.at(i).indexOf(':');
        if (colon > 0)
            request.headers.insert(
                lines.at(i).left(colon).trimmed().toLower(), lines.at(i).mid(colon + 1).trimmed());
    }
    const int length = request.header("content-length").toInt();
    if (buffer.size() < headerEnd + 4 + length)
        return; // wait for the whole body
    request.body = buffer.mid(headerEnd + 4, length);
    buffer.clear();
    m_requests.append(request);

    const MockResponse response = m_handler ? m_handler(request) : MockResponse { 404, {}, QByteArray() };
    QByteArray out = "HTTP/1.1 " + QByteArray::number(response.status) + " Mock\r\n";
    bool hasLength = false; // a HEAD answer names the length of the body it does not send
    for (const auto &h : response.headers) {
        out += h.first + ": " + h.second + "\r\n";
        hasLength = hasLength || h.first.toLower() == "content-length";
    }
    if (!hasLength)
        out += "Content-Length: " + QByteArray::number(response.body.size()) + "\r\n";
    out += "Connection: close\r\n\r\n";
    out += response.body;
    socket->write(out);
    socket->disconnectFromHost();
}
