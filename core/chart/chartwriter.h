// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/app.h"

#include <QByteArray>
#include <QString>

namespace HelmDeck {

/**
 * Writes the app chart for one App: the templates HelmDeck ships (charts/app, compiled into the
 * binary as Qt resources under ":/charts/app") plus a generated Chart.yaml and values.yaml.
 *
 * values.yaml shape: docs/chart-values.md. Every user-typed scalar is a YAML string in values and is
 * rendered with `quote`/`toYaml`, so "*\/5 * * * *", "@daily", "0755", "NO", "1e3", "true" stay strings.
 */
class ChartWriter
{
public:
    /** Writes the chart into @p dir (created if needed, must be private to the user). */
    static bool writeAppChart(const App &app, const QString &dir, QString *error = nullptr,
                              const QString &deploymentId = QString());
    /** The generated values.yaml for @p app. deploymentId defaults to "0" (preview). */
    static QByteArray valuesYaml(const App &app, const QString &deploymentId = QString());
    static QByteArray chartYaml(const App &app);
};

/** Registers the compiled-in chart resources (needed because helmdeck-core is a static library). */
void initChartResources();

} // namespace HelmDeck
