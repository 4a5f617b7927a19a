// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/crontask.h"

#include <QMap>
#include <QString>

namespace HelmDeck {

/**
 * Identities a deploy reuses from the live cluster so names and pod templates do not churn
 * (as Dokku's scheduler-k3s keeps them stable):
 *
 *  - cronSuffixes: task id → the 10-hex suffix of the live CronJob "<app>-cron-<suffix>" that
 *    carries that id in its helmdeck.dev/cron-id annotation (CronTask::taskId()) or, for a CronJob
 *    Dokku created, in its dokku.com/cron-id annotation (CronTask::dokkuCronId()). A task without an
 *    entry (new, or changed: its id changed) gets ChartNames::cronSuffix().
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
    /**
     * The suffix of @p task's live CronJob in @p cronSuffixes: by its HelmDeck id first, then by the
     * id Dokku gave it (so a CronJob Dokku's scheduler-k3s created keeps its name); empty when none
     * is live or the live one is not a valid suffix.
     */
    static QString liveCronSuffix(
        const QMap<QString, QString> &cronSuffixes, const QString &app, const CronTask &task);
};

} // namespace HelmDeck
