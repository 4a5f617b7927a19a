// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

namespace HelmDeck {

/**
 * One health check of a process type, as Dokku's app.json "healthchecks.<proc>[]" entry.
 * Rendered as a Kubernetes probe on @c port, else the process's primary container port (ProbeValues):
 *  - path      → httpGet (scheme upper-cased, headers copied)
 *  - command   → exec
 *  - listening → tcpSocket (a "Host" header becomes tcpSocket.host, as Dokku does)
 * Times are in seconds. 0 means "not set" (Kubernetes' default applies), except
 * successThreshold, which Kubernetes requires to be 1 for liveness and startup probes.
 */
struct HealthCheck
{
    /** "startup", "liveness" or "readiness" (Dokku's types). Anything else is a validation error. */
    QString type = QStringLiteral("startup");
    QString name;
    QString path; ///< HTTP path; empty when not an HTTP check
    QStringList command; ///< exec argv; empty when not an exec check
    bool listening = false; ///< TCP connect check
    QString scheme; ///< "http" or "https" for path checks; empty = http
    QList<QPair<QString, QString>> httpHeaders;
    int port = 0; ///< app.json "port": the container port probed; 0 = the primary port
    int initialDelaySeconds = 0; ///< app.json "initialDelay"
    int periodSeconds = 0; ///< app.json "wait"
    int timeoutSeconds = 0; ///< app.json "timeout"
    int failureThreshold = 0; ///< app.json "attempts"

    static QStringList knownTypes()
    {
        return { QStringLiteral("startup"), QStringLiteral("liveness"), QStringLiteral("readiness") };
    }
};

} // namespace HelmDeck
