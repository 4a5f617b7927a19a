// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMap>
#include <QString>

namespace HelmDeck {

/**
 * Identities a deploy reuses from the live cluster so names and pod templates do not churn
 * (as Dokku's scheduler-k3s keeps them stable):
 *
 *  - cronSuffixes: task id (CronTask::taskId()) → the 10-hex suffix of the live CronJob
 *    "<app>-cron-<suffix>" that carries that id in its helmdeck.dev/cron-id annotation. A task
 *    without an entry (new, or changed: its id changed) gets CronTask::shortId().
 *  - processDeploymentIds: process type → the deployment id recorded on the live Deployment's pod
 *    template (helmdeck.dev/deployment-id). Used for the processes a targeted restart leaves alone,
 *    so their pod templates stay byte-identical and they do not roll.
 */
struct AppIdentities
{
    QMap<QString, QString> cronSuffixes;
    QMap<QString, QString> processDeploymentIds;

    /** True for exactly 10 lower-case hex chars: anything else is never reused (the 52-char CronJob bound
     * depends on it). */
    static bool isValidCronSuffix(const QString &suffix);
};

} // namespace HelmDeck
