// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/app.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

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
    /**
     * Writes the chart into @p dir: templates/…, Chart.yaml and values.yaml. The directory is created
     * if needed and made 0700, files 0600. Name the directory after the app: Helm's messages and
     * `helm lint` use the chart name. Existing files of the same name are replaced; others are left.
     * Returns false with @p error set when a command cannot be split or a file cannot be written.
     */
    static bool writeAppChart(const App &app, const QString &dir, QString *error = nullptr,
                              const QString &deploymentId = QString());
    /** As above; @p fieldPath receives the field path of a model error ("apps[a].processes[web].command"). */
    static bool writeAppChart(const App &app, const QString &dir, QString *error, const QString &deploymentId,
                              QString *fieldPath);
    /** The generated values.yaml for @p app (ValuesBuilder). deploymentId defaults to "0" (preview). Empty on error. */
    static QByteArray valuesYaml(const App &app, const QString &deploymentId = QString());
    /** Chart.yaml with version "0.0.0" (a preview). */
    static QByteArray chartYaml(const App &app);
    /**
     * Chart.yaml: apiVersion v2, name = the app, type application, version "0.0.<deploymentId>"
     * (ChartNames::chartVersion), appVersion = the image tag (ChartNames::appVersion), all quoted.
     */
    static QByteArray chartYaml(const App &app, const QString &deploymentId);
    /** The template files shipped in the binary, relative to the chart root ("templates/deployment.yaml"), sorted. */
    static QStringList templateFiles();
};

/** Registers the compiled-in chart resources (needed because helmdeck-core is a static library). */
void initChartResources();

} // namespace HelmDeck
