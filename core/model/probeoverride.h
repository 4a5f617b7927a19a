// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

namespace HelmDeck {

/**
 * A per-process-type override of one probe (project file "processes[].probes.<type>", the Health
 * checks page), merged onto the probe the process's health checks give (ProbeValues::merged):
 *
 *  - enabled false removes the probe;
 *  - a handler (httpGet, tcpSocket, exec, grpc) replaces the default's handler — never a second one;
 *    no handler keeps the default's;
 *  - each time set (≥ 0) replaces the default's; -1 keeps it.
 * An override with times but no handler, for a type that has no default probe, renders nothing.
 */
struct ProbeOverride
{
    enum class Handler
    {
        Keep,
        HttpGet,
        TcpSocket,
        Exec,
        Grpc
    };

    QString type; ///< "startup", "liveness" or "readiness"
    bool enabled = true;
    Handler handler = Handler::Keep;
    QString path; ///< httpGet
    QString scheme; ///< httpGet: "HTTP" or "HTTPS"; empty = HTTP
    QList<QPair<QString, QString>> httpHeaders; ///< httpGet
    QString host; ///< tcpSocket (and httpGet) host; empty = the pod IP
    int port = 0; ///< httpGet, tcpSocket, grpc; 0 = the process's primary port
    QStringList command; ///< exec
    QString grpcService; ///< grpc: the service name of the gRPC health check; empty = the server
    int initialDelaySeconds = -1;
    int periodSeconds = -1;
    int timeoutSeconds = -1;
    int failureThreshold = -1;

    static QStringList handlerNames()
    {
        return { QStringLiteral("httpGet"), QStringLiteral("tcpSocket"), QStringLiteral("exec"),
            QStringLiteral("grpc") };
    }
    /** "httpGet" for HttpGet etc.; empty for Keep. */
    static QString handlerName(Handler h)
    {
        const int i = static_cast<int>(h) - 1;
        return i < 0 ? QString() : handlerNames().at(i);
    }
    static Handler handlerOf(const QString &name)
    {
        const int i = handlerNames().indexOf(name);
        return i < 0 ? Handler::Keep : static_cast<Handler>(i + 1);
    }
    bool operator==(const ProbeOverride &o) const
    {
        return type == o.type && enabled == o.enabled && handler == o.handler && path == o.path
            && scheme == o.scheme && httpHeaders == o.httpHeaders && host == o.host && port == o.port
            && command == o.command && grpcService == o.grpcService
            && initialDelaySeconds == o.initialDelaySeconds && periodSeconds == o.periodSeconds
            && timeoutSeconds == o.timeoutSeconds && failureThreshold == o.failureThreshold;
    }
};

} // namespace HelmDeck
