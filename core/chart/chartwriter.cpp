// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartwriter.h"

#include "chartfiles.h"
#include "chartlimits.h"
#include "chartnames.h"
#include "releasevaluesbuilder.h"
#include "securityvalues.h"
#include "shippedchart.h"
#include "valuesbuilder.h"

#include <mutex>

#include <yaml-cpp/yaml.h>

#include <QCoreApplication>

// Q_INIT_RESOURCE declares a function at global scope, so it cannot be called inside a namespace.
static void helmdeckInitChartsQrc()
{
    Q_INIT_RESOURCE(charts);
}

namespace HelmDeck {

namespace {

const QString ChartsResource = QStringLiteral(":/charts/");

/**
 * The templates of the shipped @p chart, and its Chart.yaml and values.yaml with @p chartOverrides
 * and @p values overlaid on the shipped ones (ShippedChart::overlay), into @p out; false when a file
 * would be over Helm's limit (ChartLimits, the error names @p release).
 */
bool buildChart(const QString &chart, const QString &release, const QByteArray &chartOverrides,
    const QByteArray &values, ChartFiles *out, QString *error)
{
    const QStringList files = ShippedChart::templateFiles(chart);
    const QByteArray chartYaml
        = ShippedChart::overlay(ShippedChart::file(chart, QStringLiteral("Chart.yaml")), chartOverrides);
    const QByteArray valuesYaml
        = ShippedChart::overlay(ShippedChart::file(chart, QStringLiteral("values.yaml")), values);
    if (files.isEmpty() || chartYaml.isEmpty()) {
        if (error)
            *error = QCoreApplication::translate(
                "HelmDeck::ChartWriter", "the %1 chart is missing from this build (%2)")
                         .arg(chart, ChartsResource + chart);
        return false;
    }
    if (valuesYaml.isEmpty()) {
        if (error)
            *error = QCoreApplication::translate(
                "HelmDeck::ChartWriter", "could not write the values of the %1 chart")
                         .arg(chart);
        return false;
    }
    *out = ChartFiles();
    for (const QString &rel : files) {
        const QByteArray data = ShippedChart::file(chart, rel);
        if (data.isEmpty()) {
            if (error)
                *error = QCoreApplication::translate(
                    "HelmDeck::ChartWriter", "cannot read the chart resource %1")
                             .arg(ChartsResource + chart + QLatin1Char('/') + rel);
            return false;
        }
        out->add(rel, data);
    }
    out->add(QStringLiteral("Chart.yaml"), chartYaml);
    out->add(QStringLiteral("values.yaml"), valuesYaml);
    // helm refuses a chart file over 5 MiB only when it loads the chart: said here, before any helm runs
    if (const QString tooLarge = ChartLimits::oversizedFile(*out, release); !tooLarge.isEmpty()) {
        if (error)
            *error = tooLarge;
        return false;
    }
    // the values schema ships as is: helm lint, template and install check values against it
    const QByteArray schema = ShippedChart::file(chart, QStringLiteral("values.schema.json"));
    if (!schema.isEmpty())
        out->add(QStringLiteral("values.schema.json"), schema);
    return true;
}

/** @p files (when @p built) written into @p dir. */
bool writeBuilt(bool built, const ChartFiles &files, const QString &dir, QString *error)
{
    return built && files.write(dir, error);
}

/** The keys ChartWriter sets in a shipped Chart.yaml: name and description, all quoted. */
void emitNameAndDescription(YAML::Emitter &out, const QString &name, const QString &description)
{
    out << YAML::Key << "name" << YAML::Value << YAML::DoubleQuoted << name.toStdString();
    out << YAML::Key << "description" << YAML::Value << YAML::DoubleQuoted << description.toStdString();
}

} // namespace

void initChartResources()
{
    static std::once_flag once;
    std::call_once(once, [] { helmdeckInitChartsQrc(); });
}

QByteArray ChartWriter::chartYaml(const App &app)
{
    return chartYaml(app, QString());
}

QByteArray ChartWriter::chartYaml(const App &app, const QString &deploymentId)
{
    return ShippedChart::overlay(ShippedChart::file(QStringLiteral("app"), QStringLiteral("Chart.yaml")),
        appChartOverrides(app, deploymentId));
}

QByteArray ChartWriter::appChartOverrides(const App &app, const QString &deploymentId)
{
    YAML::Emitter out;
    out.SetIndent(2);
    out << YAML::BeginMap;
    emitNameAndDescription(out, app.name,
        QStringLiteral("The app %1 as HelmDeck deploys it: ServiceAccount, Deployments, Services, "
                       "Ingresses, CronJobs")
            .arg(app.name));
    out << YAML::Key << "version" << YAML::Value << YAML::DoubleQuoted
        << ChartNames::chartVersion(deploymentId).toStdString();
    // quoted: an appVersion like "1.10" must not be read as the number 1.1
    out << YAML::Key << "appVersion" << YAML::Value << YAML::DoubleQuoted
        << ChartNames::appVersion(app.image).toStdString();
    out << YAML::EndMap;
    return QByteArray(out.c_str()) + '\n';
}

QByteArray ChartWriter::valuesYaml(const App &app, const QString &deploymentId)
{
    return ShippedChart::overlay(ShippedChart::file(QStringLiteral("app"), QStringLiteral("values.yaml")),
        ValuesBuilder::build(app, deploymentId));
}

QByteArray ChartWriter::auxiliaryChartOverrides(const QString &name, const QString &description)
{
    // version stays the shipped one: the chart only changes with HelmDeck, its content is in values
    YAML::Emitter out;
    out.SetIndent(2);
    out << YAML::BeginMap;
    emitNameAndDescription(out, name, description);
    out << YAML::EndMap;
    return QByteArray(out.c_str()) + '\n';
}

QStringList ChartWriter::templateFiles()
{
    return templateFiles(QStringLiteral("app"));
}

QStringList ChartWriter::templateFiles(const QString &chart)
{
    return ShippedChart::templateFiles(chart);
}

bool ChartWriter::writePrivateFile(const QString &path, const QByteArray &data, QString *error)
{
    return ChartFiles::writePrivateFile(path, data, error);
}

bool ChartWriter::writeAppChart(
    const App &app, const QString &dir, QString *error, const QString &deploymentId)
{
    return writeAppChart(app, dir, error, deploymentId, nullptr, false);
}

bool ChartWriter::writeAppChart(
    const App &app, const QString &dir, QString *error, const QString &deploymentId, QString *fieldPath)
{
    return writeAppChart(app, dir, error, deploymentId, fieldPath, false);
}

bool ChartWriter::writeAppChart(const App &app, const QString &dir, QString *error,
    const QString &deploymentId, QString *fieldPath, bool pullSecretRendered)
{
    return writeAppChart(app, dir, error, deploymentId, fieldPath, pullSecretRendered, AppIdentities());
}

bool ChartWriter::writeAppChart(const App &app, const QString &dir, QString *error,
    const QString &deploymentId, QString *fieldPath, bool pullSecretRendered, const AppIdentities &identities)
{
    ChartFiles files;
    return writeBuilt(
        appChartFiles(app, deploymentId, pullSecretRendered, identities, &files, error, fieldPath), files,
        dir, error);
}

bool ChartWriter::writeConfigChart(const App &app, const QString &dir, QString *error)
{
    ChartFiles files;
    return writeBuilt(configChartFiles(app, &files, error), files, dir, error);
}

bool ChartWriter::writePullSecretChart(const App &app, const QString &dir, QString *error)
{
    ChartFiles files;
    return writeBuilt(pullSecretChartFiles(app, &files, error), files, dir, error);
}

bool ChartWriter::writeStorageChart(const StorageEntry &entry, const QString &dir, QString *error)
{
    ChartFiles files;
    return writeBuilt(storageChartFiles(entry, &files, error), files, dir, error);
}

bool ChartWriter::appChartFiles(const App &app, const QString &deploymentId, bool pullSecretRendered,
    const AppIdentities &identities, ChartFiles *out, QString *error, QString *fieldPath)
{
    QString valuesError;
    const QByteArray values
        = ValuesBuilder::build(app, deploymentId, pullSecretRendered, identities, &valuesError, fieldPath);
    if (values.isEmpty()) {
        if (error)
            *error = valuesError;
        return false;
    }
    if (!buildChart(
            QStringLiteral("app"), app.name, appChartOverrides(app, deploymentId), values, out, error)) {
        if (fieldPath)
            *fieldPath = app.fieldPrefix();
        return false;
    }
    SecurityValues::addManifests(app, out);
    return true;
}

bool ChartWriter::configChartFiles(const App &app, ChartFiles *out, QString *error)
{
    const QString name = ChartNames::configSecretName(app.name);
    return buildChart(QStringLiteral("config"), ChartNames::configReleaseName(app.name),
        auxiliaryChartOverrides(
            name, QStringLiteral("The env of the app %1 as the Secret %2").arg(app.name, name)),
        ReleaseValuesBuilder::configValues(app), out, error);
}

bool ChartWriter::pullSecretChartFiles(const App &app, ChartFiles *out, QString *error)
{
    const QString name = ChartNames::pullSecretName(app.name);
    return buildChart(QStringLiteral("pull-secret"), ChartNames::pullSecretReleaseName(app.name),
        auxiliaryChartOverrides(
            name, QStringLiteral("Registry credentials for the image of the app %1").arg(app.name)),
        ReleaseValuesBuilder::pullSecretValues(app), out, error);
}

bool ChartWriter::tlsChartFiles(const App &app, ChartFiles *out, QString *error)
{
    const QString name = ChartNames::tlsSecretName(app.name);
    return buildChart(QStringLiteral("tls"), ChartNames::tlsReleaseName(app.name),
        auxiliaryChartOverrides(name,
            QStringLiteral("The imported certificate of the app %1 as the Secret %2").arg(app.name, name)),
        ReleaseValuesBuilder::tlsValues(app), out, error);
}

bool ChartWriter::storageChartFiles(const StorageEntry &entry, ChartFiles *out, QString *error)
{
    return buildChart(QStringLiteral("storage"), entry.releaseName(),
        auxiliaryChartOverrides(entry.releaseName(),
            QStringLiteral("The storage entry %1: a PersistentVolumeClaim, and a hostPath "
                           "PersistentVolume when a host path is set")
                .arg(entry.name)),
        ReleaseValuesBuilder::storageValues(entry), out, error);
}

} // namespace HelmDeck
