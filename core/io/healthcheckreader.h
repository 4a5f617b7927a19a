// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/finding.h"
#include "model/healthcheck.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

namespace HelmDeck {

/** A problem with one health-check object, before it is given a file location. */
struct HealthCheckIssue
{
    Finding::Severity severity = Finding::Severity::Error;
    QString message;
    QString key; ///< the app.json key it is about; empty = the check object itself
    QString field; ///< the model field under the check ("path", "type", ...); empty = the check
};

/** What reading one health-check object gave. */
struct HealthCheckRead
{
    HealthCheck check;
    bool keep = false; ///< false: the check is dropped (errors, or nothing a probe can do)
    QList<HealthCheckIssue> issues; ///< in the order of the keys given to read()
    QList<QPair<QString, QString>> fields; ///< model field → app.json key, for each mapped key present
};

/**
 * One app.json "healthchecks.<process>[i]" object → HealthCheck, with Dokku's rules
 * (dokku/docker-container-healthchecker docs/file-format.md; the k3s mapping in
 * https://dokku.com/docs/deployment/zero-downtime-deploys/):
 *
 *  - type: startup | liveness | readiness; missing = startup (Dokku's checker runs untyped checks at
 *    startup). Another value is an error naming it (with a "did you mean"); the check is still kept.
 *  - name, description: strings. path: string → httpGet. command: non-empty list of strings → exec.
 *    listening: bool → tcpSocket. scheme: http | https (any case, stored lower-case).
 *    httpHeaders: [{name, value}]. initialDelay → initialDelaySeconds, wait → periodSeconds,
 *    timeout → timeoutSeconds, attempts → failureThreshold: whole numbers ≥ 0; port → the probe's
 *    port (≤ 65535; absent or 0 = the process's primary container port).
 *  - One of path / command / listening / uptime per check (Dokku's rule), else an error, dropped.
 *  - Kubernetes probes cannot do these, so each is a warning naming the check: content (only the
 *    HTTP status is checked),
 *    warn, onFailure; a check with only uptime, or nothing to check, is an uptime check: dropped.
 *  - A value of the wrong JSON type is an error, and the check is dropped. Other keys: a warning
 *    with a "did you mean" (KeySuggester).
 */
class HealthCheckReader
{
    Q_DECLARE_TR_FUNCTIONS(HelmDeck::HealthCheckReader)

public:
    /**
     * @param keys      the keys of @p o in file order (QJsonObject sorts them)
     * @param label     names the check in check-level messages: "health check \"x\" of web"
     * @param jsonPath  names a key in field-level messages: "healthchecks.web[0]"
     */
    static HealthCheckRead read(
        const QJsonObject &o, const QStringList &keys, const QString &label, const QString &jsonPath);
    static QStringList knownKeys();
};

} // namespace HelmDeck
