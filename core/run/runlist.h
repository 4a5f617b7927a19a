// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "deploy/deployplanner.h"
#include "job/plan.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>

#include <memory>

namespace HelmDeck {

/** One run Job of an app, as the runs list shows it (Dokku's run:list). */
struct RunRow
{
    QString name; ///< the Job, "<app>-run-<10 hex>"
    QString command; ///< its helmdeck.dev/run-command annotation
    QDateTime created; ///< metadata.creationTimestamp (UTC); invalid when the Job has none
    /** "running", "succeeded", "failed (exit N)", "failed (REASON)" when no exit code, or "deleting". */
    QString state;
    int exitCode = -1; ///< the pod's terminated exit code; -1 when not known
};

/**
 * The runs list and stop (docs/run.md): an app's run Jobs, found by the run labels
 * (app.kubernetes.io/part-of=<app>, helmdeck.dev/run=true), read with their pods (whose terminated
 * state gives the exit code), and stopping one: `kubectl delete job NAME --wait=false
 * --cascade=background`, only for a name the list holds. Every kubectl call names the target's
 * context and namespace (ClusterCommands).
 */
class RunList
{
    Q_DECLARE_TR_FUNCTIONS(HelmDeck::RunList)

public:
    /** "app.kubernetes.io/part-of=<app>,helmdeck.dev/run=true" */
    static QString selector(const QString &app);
    /**
     * The rows of @p jobsJson (`get jobs -o json`) joined with @p podsJson (`get pods -o json`,
     * by their job-name label), newest first. Unreadable JSON gives no rows.
     */
    static QList<RunRow> rows(const QByteArray &jobsJson, const QByteArray &podsJson);
    /** @p seconds as "42s", "5m", "3h" or "2d" (the largest whole unit, as kubectl prints ages). */
    static QString age(qint64 seconds);
    /** The rows as a text table, NAME AGE STATE COMMAND, ages against @p now; "no runs of APP" when none. */
    static QString table(const QString &app, const QList<RunRow> &rows, const QDateTime &now);

    /**
     * Two steps, "jobs" and "pods" (30 s each), read-only; the pods step's check fills @p out.
     * False with @p error for an app the project lacks.
     */
    static bool listPlan(const Project &project, const DeployOptions &options, const QString &app,
        std::shared_ptr<QList<RunRow>> out, Plan *plan, QString *error);
    /**
     * "jobs" (fails "no run Job NAME of APP in namespace NS" when the list lacks @p jobName, so
     * nothing else can be deleted this way), then "delete" (`--wait=false --cascade=background`).
     */
    static bool stopPlan(const Project &project, const DeployOptions &options, const QString &app,
        const QString &jobName, Plan *plan, QString *error);
    /**
     * One step "logs" (the runs view's "Open logs"): `kubectl logs -f job/NAME`, the
     * output of @p jobName's pod from its start, followed until the pod ends; no timeout, nothing
     * captured (its lines are shown as they come). False with @p error for an app the project lacks.
     */
    static bool logsPlan(const Project &project, const DeployOptions &options, const QString &app,
        const QString &jobName, Plan *plan, QString *error);
};

} // namespace HelmDeck
