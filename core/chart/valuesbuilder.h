// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "appidentities.h"
#include "model/app.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace HelmDeck {

/**
 * Builds the app chart's values.yaml (shape: docs/chart-values.md) with yaml-cpp.
 *
 * Every string is emitted double-quoted, keys included, so Helm reads "0755", "NO", "1e3", "true",
 * "*\/5 * * * *", "@daily" and "*.example.com" back as strings; numbers (replicas, ports, probe
 * times) and booleans (suspend) are typed. Names and everything derived (ports, probes, args) are
 * computed here so the templates only place values (rules: ChartNames, ShellWords).
 *
 * Defaults taken from Dokku: a probe's port is the primary container port, 5000 when the process has
 * no port maps; only the first health check of each type is used.
 *
 * Storage mounts: each workload gets App::mountsFor(<its target>) — the process name for a
 * Deployment, StorageMount::cronTarget() for every CronJob, StorageMount::runTarget() for the
 * one-off Job values ("run") — as `volumes` (one per entry, named after it, claim = the entry) and
 * `volumeMounts` (one per mount, in the order given).
 */
class ValuesBuilder
{
public:
    /**
     * The values for @p app. @p deploymentId goes into every process's pod-template annotation
     * (normalised by ChartNames::normalizedDeploymentId). Returns an empty array and sets @p error
     * when a command cannot be split (an unterminated quote); the error names the process or task,
     * and @p fieldPath gets its field path ("apps[shop].processes[web].command",
     * "apps[shop].cron[0].command").
     */
    static QByteArray build(
        const App &app, const QString &deploymentId, QString *error = nullptr, QString *fieldPath = nullptr);
    /**
     * As above. @p pullSecretRendered says whether the release "pull-secret-<app>" is rendered with
     * this app (RenderJob knows after resolving credentials); it decides image.pullSecrets, see
     * imagePullSecrets().
     */
    static QByteArray build(const App &app, const QString &deploymentId, bool pullSecretRendered,
        QString *error, QString *fieldPath);
    /**
     * As above, reusing live identities (a deploy): a process listed in
     * @p identities.processDeploymentIds keeps that id instead of @p deploymentId, and a cron task
     * whose id has a valid live suffix keeps its CronJob name "<app>-cron-<suffix>".
     */
    static QByteArray build(const App &app, const QString &deploymentId, bool pullSecretRendered,
        const AppIdentities &identities, QString *error, QString *fieldPath);

    /**
     * The names every pod of @p app lists in imagePullSecrets, the same for Deployments, CronJobs and
     * run Jobs: App::imagePullSecrets (trimmed, empty and repeated names dropped, order kept) when
     * effectivePullSecretMode() is NamedSecrets; ["pull-secret-<app>"] when it is FromCredentials and
     * @p pullSecretRendered; empty otherwise (None, or no registry of the image needs a credential).
     */
    static QStringList imagePullSecrets(const App &app, bool pullSecretRendered);
};

} // namespace HelmDeck
