// SPDX-License-Identifier: GPL-3.0-or-later
// kubectl create job --from=cronjob/NAME (README.md: "Jobs and run pods").
#include "kubectlcronjob.h"

namespace HelmDeck::ClusterFake {

bool jobFromCronJob(const StateStore &store, const QString &ns, const QString &name, const QString &from,
    QJsonObject *job, QString *error)
{
    const QString prefix = QStringLiteral("cronjob/");
    if (!from.startsWith(prefix)) {
        *error = QStringLiteral("error: from must be an existing cronjob: ") + from;
        return false;
    }
    const QString cron = from.mid(prefix.size());
    const QJsonObject cronJob = store.object(ns + QStringLiteral("/CronJob/") + cron);
    if (cronJob.isEmpty()) {
        *error = QStringLiteral("Error from server (NotFound): cronjobs.batch \"%1\" not found").arg(cron);
        return false;
    }
    const QJsonObject jobTemplate
        = cronJob.value(QLatin1String("spec")).toObject().value(QLatin1String("jobTemplate")).toObject();
    const QJsonObject templateMeta = jobTemplate.value(QLatin1String("metadata")).toObject();
    QJsonObject annotations = templateMeta.value(QLatin1String("annotations")).toObject();
    annotations.insert(QStringLiteral("cronjob.kubernetes.io/instantiate"), QStringLiteral("manual"));
    QJsonObject meta { { QStringLiteral("name"), name }, { QStringLiteral("namespace"), ns },
        { QStringLiteral("annotations"), annotations } };
    if (templateMeta.contains(QLatin1String("labels")))
        meta.insert(QStringLiteral("labels"), templateMeta.value(QLatin1String("labels")));
    *job = { { QStringLiteral("apiVersion"), QStringLiteral("batch/v1") },
        { QStringLiteral("kind"), QStringLiteral("Job") }, { QStringLiteral("metadata"), meta },
        { QStringLiteral("spec"), jobTemplate.value(QLatin1String("spec")) } };
    return true;
}

} // namespace HelmDeck::ClusterFake
