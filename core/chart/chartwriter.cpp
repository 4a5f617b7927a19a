// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartwriter.h"

#include "chartnames.h"
#include "valuesbuilder.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileDevice>
#include <QFileInfo>
#include <QSaveFile>

#include <mutex>

#include <yaml-cpp/yaml.h>

// Q_INIT_RESOURCE declares a function at global scope, so it cannot be called inside a namespace.
static void helmdeckInitChartsQrc()
{
    Q_INIT_RESOURCE(charts);
}

namespace HelmDeck {

namespace {

const QString AppChartResource = QStringLiteral(":/charts/app");
constexpr QFileDevice::Permissions PrivateFile = QFileDevice::ReadOwner | QFileDevice::WriteOwner;
constexpr QFileDevice::Permissions PrivateDir = PrivateFile | QFileDevice::ExeOwner;

bool writeFile(const QString &path, const QByteArray &data, QString *error)
{
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(data) != data.size() || !f.commit()) {
        if (error)
            *error = QStringLiteral("cannot write %1: %2").arg(path, f.errorString());
        return false;
    }
    QFile::setPermissions(path, PrivateFile);
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
    YAML::Emitter out;
    out.SetIndent(2);
    out << YAML::BeginMap;
    out << YAML::Key << "apiVersion" << YAML::Value << YAML::DoubleQuoted << "v2";
    out << YAML::Key << "name" << YAML::Value << YAML::DoubleQuoted << app.name.toStdString();
    out << YAML::Key << "description" << YAML::Value << YAML::DoubleQuoted
        << QStringLiteral("The app %1 as HelmDeck deploys it: ServiceAccount, Deployments, Services, Ingresses, CronJobs")
               .arg(app.name)
               .toStdString();
    out << YAML::Key << "type" << YAML::Value << YAML::DoubleQuoted << "application";
    out << YAML::Key << "version" << YAML::Value << YAML::DoubleQuoted << ChartNames::chartVersion(deploymentId).toStdString();
    // quoted: an appVersion like "1.10" must not be read as the number 1.1
    out << YAML::Key << "appVersion" << YAML::Value << YAML::DoubleQuoted << ChartNames::appVersion(app.image).toStdString();
    out << YAML::EndMap;
    return QByteArray(out.c_str()) + '\n';
}

QByteArray ChartWriter::valuesYaml(const App &app, const QString &deploymentId)
{
    return ValuesBuilder::build(app, deploymentId);
}

QStringList ChartWriter::templateFiles()
{
    initChartResources();
    QStringList files;
    QDirIterator it(AppChartResource, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        files.append(it.next().mid(AppChartResource.size() + 1));
    files.sort();
    return files;
}

bool ChartWriter::writeAppChart(const App &app, const QString &dir, QString *error, const QString &deploymentId)
{
    return writeAppChart(app, dir, error, deploymentId, nullptr);
}

bool ChartWriter::writeAppChart(const App &app, const QString &dir, QString *error, const QString &deploymentId,
                                QString *fieldPath)
{
    initChartResources();
    QString valuesError;
    const QByteArray values = ValuesBuilder::build(app, deploymentId, &valuesError, fieldPath);
    if (values.isEmpty()) {
        if (error)
            *error = valuesError;
        return false;
    }
    const QStringList files = templateFiles();
    if (files.isEmpty()) {
        if (error)
            *error = QStringLiteral("the app chart templates are missing from this build (%1)").arg(AppChartResource);
        return false;
    }
    if (!makePrivateDir(dir, error))
        return false;
    const QDir root(dir);
    for (const QString &rel : files) {
        QFile in(AppChartResource + QLatin1Char('/') + rel);
        if (!in.open(QIODevice::ReadOnly)) {
            if (error)
                *error = QStringLiteral("cannot read the chart resource %1").arg(in.fileName());
            return false;
        }
        const QString target = root.filePath(rel);
        if (!makePrivateDir(QFileInfo(target).absolutePath(), error) || !writeFile(target, in.readAll(), error))
            return false;
    }
    return writeFile(root.filePath(QStringLiteral("Chart.yaml")), chartYaml(app, deploymentId), error)
        && writeFile(root.filePath(QStringLiteral("values.yaml")), values, error);
}

} // namespace HelmDeck
