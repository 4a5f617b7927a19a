// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/app.h"
#include "model/project.h"
#include "render/renderjob.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

/** Apps built in code for the chart suites, and helpers to render them and check the output. */
namespace ChartFixtures {

/**
 * "shop": web (http:8080:7000 listed before https:443:5000, so the primary port is not the first
 * map; https:10443:6000 whose map name is too long for a container port; readiness httpGet with a
 * header, liveness tcp, startup exec), worker (no ports, 2 replicas, limits), metrics (udp:8125:8125),
 * domains "shop.example.com" and "*.example.com", cron "*\/5 * * * *" and "@daily". Commands and
 * checks carry YAML-ambiguous words: 0755, NO, 1e3, true, yes, on, ~, null.
 */
HelmDeck::App shopApp();
/** A project holding @p app. */
HelmDeck::Project project(const HelmDeck::App &app);

/** The words the shop web command holds after splitting, as Kubernetes args. */
QStringList shopWebArgs();

/** The helm binary of @p major from the test environment, or empty (the caller QFAILs with helmMissing()). */
QString helmPath(int major);
QString helmMissing(int major);

/**
 * Runs a RenderJob to completion (30 s limit) and stores the result. Returns false with @p why set
 * when finished() was not emitted exactly once.
 */
bool render(const HelmDeck::HelmTool &helm, const HelmDeck::Project &project, HelmDeck::RenderResult *result,
            QString *why, const QString &deploymentId = QString());

/**
 * Runs the Kubernetes schema validator (node $HELMDECK_SCHEMA_VALIDATOR) on @p yaml.
 * Returns its exit code (0 valid, 1 invalid, -1 could not run) and its output in @p output.
 */
int validateSchema(const QByteArray &yaml, QString *output);

/** An executable shell script in @p dir, for fake or wrapped helm binaries. Returns its path. */
QString writeScript(const QString &dir, const QString &name, const QByteArray &body);

} // namespace ChartFixtures
