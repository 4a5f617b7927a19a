// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/app.h"

#include <QByteArray>
#include <QString>

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
 */
class ValuesBuilder
{
public:
    /**
     * The values for @p app. @p deploymentId goes into every process's pod-template annotation
     * (normalised by ChartNames::normalizedDeploymentId). Returns an empty array and sets @p error
     * when a command cannot be split (an unterminated quote); the error names the process or task,
     * and @p fieldPath gets its field path ("apps[shop].processes[web].command", "apps[shop].cron[0].command").
     */
    static QByteArray build(const App &app, const QString &deploymentId, QString *error = nullptr,
                            QString *fieldPath = nullptr);
};

} // namespace HelmDeck
