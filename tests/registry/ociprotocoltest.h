// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the tst_ociprotocol* suites share (split from one suite; see the suites for what each checks).
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

namespace OciProtocolTest {

inline QString str(const char *text)
{
    return QString::fromUtf8(text);
}

inline bool done(OciReply *reply, int ms = 20000)
{
    QSignalSpy spy(reply, &OciReply::finished);
    return reply->isFinished() || spy.wait(ms);
}

inline Credential credential(const QString &user, const QString &secret)
{
    Credential c;
    c.username = user;
    c.secret = secret;
    return c;
}

inline QString queryValue(const MockRequest &request, const QString &name)
{
    const int q = request.target.indexOf('?');
    const QUrlQuery query(QString::fromLatin1(q < 0 ? QByteArray() : request.target.mid(q + 1)));
    return query.allQueryItemValues(name, QUrl::FullyDecoded).join(QLatin1Char('|'));
}

inline QByteArray digestOf(const QByteArray &bytes)
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

} // namespace OciProtocolTest
