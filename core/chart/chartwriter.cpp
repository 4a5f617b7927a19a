// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartwriter.h"

#include "chartnames.h"
#include "releasevaluesbuilder.h"
#include "shippedchart.h"
#include "valuesbuilder.h"

#include <QDir>
#include <QFile>
#include <QFileDevice>
#include <QFileInfo>

#include <mutex>

#include <yaml-cpp/yaml.h>

// Q_INIT_RESOURCE declares a function at global scope, so it cannot be called inside a namespace.
static void helmdeckInitChartsQrc()
{
    Q_INIT_RESOURCE(charts);
}

namespace HelmDeck {

namespace {

const QString ChartsResource = QStringLiteral(":/charts/");
constexpr QFileDevice::Permissions PrivateFile = QFileDevice::ReadOwner | QFileDevice::WriteOwner;
constexpr QFileDevice::Permissions PrivateDir = PrivateFile | QFileDevice::ExeOwner;

bool writeFile(const QString &path, const QByteArray &data, QString *error)
{
    // Charts go only into a job's private work dir, removed after the job: no QSaveFile, whose
    // fdatasync per file costs milliseconds each on every preview render. 0600 before any byte.
    QFile f(path);
    const bool ok = f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.setPermissions(PrivateFile)
        && f.write(data) == data.size() && f.flush();
    if (!ok) {
        if (error)
            *error = QStringLiteral("cannot write %1: %2").arg(path, f.errorString());
        return false;
    }
    return true;
}

bool makePrivateDir(const QString &path, QString *error)
{
    if (!QDir().mkpath(path)) {
        if (error)
            *error = QStringLiteral("cannot create the directory %1").arg(path);
        return false;
    }
    QFile::setPermissions(path, PrivateDir);
    return true;
}

/**
 * Copies the templates of the shipped @p chart into @p dir and writes its Chart.yaml and values.yaml
 * with @p chartOverrides and @p values overlaid on the shipped ones (ShippedChart::overlay).
 */
bool writeChart(const QString &chart, const QString &dir, const QByteArray &chartOverrides,
    const QByteArray &values, QString *error)
{
    const QStringList files = ShippedChart::templateFiles(chart);
    const QByteArray chartYaml
        = ShippedChart::overlay(ShippedChart::file(chart, QStringLiteral("Chart.yaml")), chartOverrides);
    const QByteArray valuesYaml
        = ShippedChart::overlay(ShippedChart::file(chart, QStringLiteral("values.yaml")), values);
    if (files.isEmpty() || chartYaml.isEmpty()) {
        if (error)
            *error = QStringLiteral("the %1 chart is missing from this build (%2)")
                         .arg(chart, ChartsResource + chart);
        return false;
    }
    if (valuesYaml.isEmpty()) {
        if (error)
            *error = QStringLiteral("could not write the values of the %1 chart").arg(chart);
        return false;
    }
    if (!makePrivateDir(dir, error))
        return false;
    const QDir root(dir);
    for (const QString &rel : files) {
        const QByteArray data = ShippedChart::file(chart, rel);
        if (data.isEmpty()) {
            if (error)
                *error = QStringLiteral("cannot read the chart resource %1")
                             .arg(ChartsResource + chart + QLatin1Char('/') + rel);
            return false;
        }
        const QString target = root.filePath(rel);
        if (!makePrivateDir(QFileInfo(target).absolutePath(), error) || !writeFile(target, data, error))
            return false;
    }
    return writeFile(root.filePath(QStringLiteral("Chart.yaml")), chartYaml, error)
        && writeFile(root.filePath(QStringLiteral("values.yaml")), valuesYaml, error);
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
    return writeFile(path, data, error);
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
    QString valuesError;
    const QByteArray values
        = ValuesBuilder::build(app, deploymentId, pullSecretRendered, identities, &valuesError, fieldPath);
    if (values.isEmpty()) {
        if (error)
            *error = valuesError;
        return false;
    }
    return writeChart(QStringLiteral("app"), dir, appChartOverrides(app, deploymentId), values, error);
}

bool ChartWriter::writeConfigChart(const App &app, const QString &dir, QString *error)
{
    const QString name = ChartNames::configSecretName(app.name);
    return writeChart(QStringLiteral("config"), dir,
        auxiliaryChartOverrides(
            name, QStringLiteral("The env of the app %1 as the Secret %2").arg(app.name, name)),
        ReleaseValuesBuilder::configValues(app), error);
}

bool ChartWriter::writePullSecretChart(const App &app, const QString &dir, QString *error)
{
    const QString name = ChartNames::pullSecretName(app.name);
    return writeChart(QStringLiteral("pull-secret"), dir,
        auxiliaryChartOverrides(
            name, QStringLiteral("Registry credentials for the image of the app %1").arg(app.name)),
        ReleaseValuesBuilder::pullSecretValues(app), error);
}

bool ChartWriter::writeStorageChart(const StorageEntry &entry, const QString &dir, QString *error)
{
    return writeChart(QStringLiteral("storage"), dir,
        auxiliaryChartOverrides(entry.releaseName(),
            QStringLiteral("The storage entry %1: a PersistentVolumeClaim, and a hostPath "
                           "PersistentVolume when a host path is set")
                .arg(entry.name)),
        ReleaseValuesBuilder::storageValues(entry), error);
}

} // namespace HelmDeck
