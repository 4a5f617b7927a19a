// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common.h"
#include "statestore.h"

#include <QJsonObject>

namespace HelmDeck::ClusterFake {

/**
 * `kubectl create job NAME --from=cronjob/CRON`: the Job the API server would make from the live
 * CronJob CRON in @p ns — its jobTemplate's labels, annotations and spec, plus the annotation
 * cronjob.kubernetes.io/instantiate=manual. False with @p error (kubectl's NotFound text) when
 * there is no such CronJob or @p from is not "cronjob/…".
 */
bool jobFromCronJob(const StateStore &store, const QString &ns, const QString &name, const QString &from,
    QJsonObject *job, QString *error);

} // namespace HelmDeck::ClusterFake
