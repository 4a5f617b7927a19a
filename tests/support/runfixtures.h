// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The run suites' app, its live Deployment and CronJob, shared by the run, CLI and window suites.

#include "cluster/livestate.h"
#include "model/project.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>

namespace RunFixtures {

/** The image the live Deployment runs: not the project's, so a test sees which one a run takes. */
QString liveImage();

/**
 * "shop" in namespace "shop", image registry.example.com/shop:42 (the project's, not yet deployed),
 * processes web and "migrate" (`bin/migrate --all`), a "run" process type with resources, pull
 * Secret "regcred", storage "media" mounted at /media for run only and "logs" at /logs for web.
 */
HelmDeck::Project project();

/** The live web Deployment: liveImage(), pull Secrets regcred and live-extra, ServiceAccount shop. */
QJsonObject liveDeployment();

/** liveDeployment() as LiveState reads it. */
HelmDeck::LiveDeployment live();

/** project() with the cron task "nightly" (`bin/nightly`, @daily), and no secrets. */
HelmDeck::Project cronProject();

/** The name an earlier deploy gave the live CronJob of "nightly" in namespace "shop". */
QString cronJobName();

/**
 * The live CronJob of "nightly" (cronJobName(), annotated helmdeck.dev/cron-id: nightly, schedule
 * @daily), its one container (liveImage()) running `/bin/sh -c` @p script, backoffLimit 0.
 */
QJsonObject liveCronJob(const QString &script);

} // namespace RunFixtures
