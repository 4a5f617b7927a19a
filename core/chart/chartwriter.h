// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "appidentities.h"

#include "model/app.h"
#include "model/storageentry.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace HelmDeck {

class ChartFiles;

/**
 * Writes HelmDeck's charts for one release each: a copy of the chart HelmDeck ships (charts/<chart>,
 * compiled in under ":/charts/<chart>", see ShippedChart) with the values it computes and the
 * release's name, description and version overlaid on the shipped, documented Chart.yaml and
 * values.yaml. So `helm show values` of a written chart shows the shipped comments and defaults
 * (the reference for every key: charts/<chart>/values.yaml, docs/chart-values.md).
 *
 * Charts: "app" (the release "<app>"), "config" ("config-<app>"), "tls" ("tls-<app>"), "pull-secret"
 * ("pull-secret-<app>") and "storage" ("storage-<entry>"). Every user-typed scalar is a YAML string in values
 * and is rendered with `quote`, so "*\/5 * * * *", "@daily", "0755", "NO", "1e3", "true" stay strings.
 *
 * Directories are made 0700 and files 0600. No chart directory ever holds a secret: the env and the
 * registry payload go to separate values files (ReleaseValuesBuilder, writePrivateFile()).
 */
class ChartWriter
{
public:
    /**
     * Writes the chart into @p dir: templates/…, Chart.yaml, values.yaml and values.schema.json. The
     * directory is created if needed and made 0700, files 0600. Name the directory after the app: Helm's
     * messages and `helm lint` use the chart name. Existing files of the same name are replaced; others are
     * left. Returns false with @p error set when a command cannot be split or a file cannot be written.
     */
    static bool writeAppChart(const App &app, const QString &dir, QString *error = nullptr,
        const QString &deploymentId = QString());
    /** As above; @p fieldPath receives the field path of a model error ("apps[a].processes[web].command"). */
    static bool writeAppChart(
        const App &app, const QString &dir, QString *error, const QString &deploymentId, QString *fieldPath);
    /** As above; @p pullSecretRendered: whether "pull-secret-<app>" is rendered too
     * (ValuesBuilder::imagePullSecrets). */
    static bool writeAppChart(const App &app, const QString &dir, QString *error, const QString &deploymentId,
        QString *fieldPath, bool pullSecretRendered);
    /** As above, reusing live cron suffixes and per-process deployment ids (ValuesBuilder). */
    static bool writeAppChart(const App &app, const QString &dir, QString *error, const QString &deploymentId,
        QString *fieldPath, bool pullSecretRendered, const AppIdentities &identities);
    /**
     * The chart of the release "config-<app>" (Chart.yaml name "config-<app>", version "0.0.1").
     * Its values.yaml names the Secret and holds no env: pass ReleaseValuesBuilder::configEnvValues()
     * in a private file with `-f`.
     */
    static bool writeConfigChart(const App &app, const QString &dir, QString *error = nullptr);
    /** The chart of "pull-secret-<app>"; the payload goes in with `-f`
     * (ReleaseValuesBuilder::pullSecretPayloadValues()). */
    static bool writePullSecretChart(const App &app, const QString &dir, QString *error = nullptr);
    /** The chart of "storage-<entry>": a claim, plus a hostPath volume when the entry has a host path. */
    static bool writeStorageChart(const StorageEntry &entry, const QString &dir, QString *error = nullptr);
    /**
     * The files writeAppChart() writes, in memory (nothing touches the disk): into @p out, or false
     * with @p error and @p fieldPath as writeAppChart().
     */
    static bool appChartFiles(const App &app, const QString &deploymentId, bool pullSecretRendered,
        const AppIdentities &identities, ChartFiles *out, QString *error, QString *fieldPath);
    /** The files writeConfigChart() writes, in memory. */
    static bool configChartFiles(const App &app, ChartFiles *out, QString *error);
    /** The files writePullSecretChart() writes, in memory. */
    static bool pullSecretChartFiles(const App &app, ChartFiles *out, QString *error);
    /**
     * The chart of "tls-<app>" (Chart.yaml name "tls-<app>"), in memory: its values.yaml names the
     * Secret; the certificate and key go in with `-f` (ReleaseValuesBuilder::tlsCertificateValues()).
     */
    static bool tlsChartFiles(const App &app, ChartFiles *out, QString *error);
    /** The files writeStorageChart() writes, in memory. */
    static bool storageChartFiles(const StorageEntry &entry, ChartFiles *out, QString *error);
    /**
     * Writes @p data to @p path atomically as a 0600 file (the directory must exist). For values files
     * that hold secrets; the caller removes them. False with @p error naming the path on failure.
     */
    static bool writePrivateFile(const QString &path, const QByteArray &data, QString *error = nullptr);
    /**
     * The app chart's values.yaml for @p app as written: ValuesBuilder's values overlaid on the
     * shipped charts/app/values.yaml. deploymentId defaults to "0" (preview). Empty on error.
     */
    static QByteArray valuesYaml(const App &app, const QString &deploymentId = QString());
    /** Chart.yaml with version "0.0.0" (a preview). */
    static QByteArray chartYaml(const App &app);
    /**
     * The app chart's Chart.yaml as written: the shipped charts/app/Chart.yaml (apiVersion v2, type
     * application, kubeVersion, home, keywords, maintainers) with name = the app, a description
     * naming it, version "0.0.<deploymentId>" (ChartNames::chartVersion) and appVersion = the image
     * tag (ChartNames::appVersion), these four quoted.
     */
    static QByteArray chartYaml(const App &app, const QString &deploymentId);
    /** The keys of the app's Chart.yaml that ChartWriter sets (name, description, version, appVersion), as
     * YAML. */
    static QByteArray appChartOverrides(const App &app, const QString &deploymentId);
    /** The app chart's template files shipped in the binary, relative to the chart root
     * ("templates/deployment.yaml"), sorted. */
    static QStringList templateFiles();
    /** The same for @p chart: "app", "config", "tls", "pull-secret" or "storage"; empty for an unknown chart.
     */
    static QStringList templateFiles(const QString &chart);
    /**
     * The keys of an auxiliary chart's Chart.yaml that ChartWriter sets: name @p name (the release) and
     * @p description. The version stays the shipped one ("0.0.1"): the chart only changes with
     * HelmDeck, the release's content is in values.
     */
    static QByteArray auxiliaryChartOverrides(const QString &name, const QString &description);
};

/** Registers the compiled-in chart resources (needed because helmdeck-core is a static library). */
void initChartResources();

} // namespace HelmDeck
