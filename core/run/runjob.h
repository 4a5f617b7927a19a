// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cluster/livestate.h"
#include "model/app.h"
#include "runrequest.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace HelmDeck {

/**
 * The manifest of a one-off run Job (docs/run.md), built from the app, the request and the app's
 * live Deployment (whose image, imagePullSecrets and serviceAccountName the run copies, so it runs
 * what is deployed, not what the project says now).
 *
 * Shape: batch/v1 Job "<app>-run-<suffix>", labels part-of/instance "<app>-run"/name "run",
 * managed-by helmdeck and helmdeck.dev/run "true" (pod template too), annotation
 * helmdeck.dev/run-command; backoffLimit 0, activeDeadlineSeconds, ttlSecondsAfterFinished unless
 * kept; one container "<app>-run" with restartPolicy Never, envFrom the optional config-<app>
 * Secret, env TERM/COLUMNS/LINES and the extras (a secret extra as a secretKeyRef to the run's
 * Secret "<job>-env", RunSecret, never its value), the mounts and volumes that target "run", the
 * resources of process type "run" when the app has one. With a TTY: stdin, stdinOnce, tty and the
 * attach gate (containerCommand()).
 */
class RunJob
{
public:
    /**
     * The gate: waits for one line on stdin, then execs its arguments (so no output precedes the
     * attach). Echo is off while it waits, so the newline that opens it leaves no blank line, and
     * on again for the command (a tty echoes by default).
     */
    static QString gateScript()
    {
        return QStringLiteral("stty -echo 2>/dev/null; IFS= read -r _; stty echo 2>/dev/null; exec \"$@\"");
    }

    /**
     * What the user asked to run, as argv: the shell ("/bin/sh") for no command; a process type's
     * Procfile entry as {"/bin/sh", "-c", entry}; else the words as given.
     */
    static QStringList userCommand(const App &app, const QStringList &command);
    /**
     * The container's command: userCommand(), behind the gate ({"/bin/sh", "-c", gateScript(), "sh",
     * …}) when @p tty. Every '$' is doubled, so the kubelet's $(VAR) expansion leaves it literal.
     */
    static QStringList containerCommand(const App &app, const RunRequest &request);
    /** The Job object (see the class comment); @p live supplies image, pull secrets and ServiceAccount. */
    static QJsonObject manifest(const App &app, const QString &kubeNamespace, const QString &jobName,
        const LiveDeployment &live, const RunRequest &request);
    /** The live Deployment a run copies: the "web" process's, else the first; nullptr when none. */
    static const LiveDeployment *pick(const QList<LiveDeployment> &live);
    /** @p object as YAML (block style, every string double-quoted), for the dry-run text. */
    static QString toYaml(const QJsonObject &object);
    /** The values of the secret extras (what describe() and the output redact). */
    static QStringList redactions(const RunRequest &request);
};

} // namespace HelmDeck
