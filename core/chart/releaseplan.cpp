// SPDX-License-Identifier: GPL-3.0-or-later
#include "releaseplan.h"

#include "chartnames.h"
#include "chartwriter.h"
#include "releasevaluesbuilder.h"

#include <QDir>
#include <QFile>

#include <QCoreApplication>

namespace HelmDeck {

namespace {

QString appNamespace(const App &app)
{
    return app.kubeNamespace.isEmpty() ? QStringLiteral("default") : app.kubeNamespace;
}

PlannedRelease appRelease(PlannedRelease::Kind kind, const App &app, int index)
{
    PlannedRelease r;
    r.kind = kind;
    r.appIndex = index;
    r.kubeNamespace = appNamespace(app);
    switch (kind) {
    case PlannedRelease::Kind::Config:
        r.name = ChartNames::configSecretName(app.name);
        r.fieldPath = app.fieldPrefix() + QStringLiteral(".env");
        break;
    case PlannedRelease::Kind::Tls:
        r.name = ChartNames::tlsReleaseName(app.name);
        r.fieldPath = app.fieldPrefix() + QStringLiteral(".routing.certificate");
        break;
    case PlannedRelease::Kind::PullSecret:
        r.name = ChartNames::pullSecretName(app.name);
        r.fieldPath = app.fieldPrefix() + QStringLiteral(".pullSecret");
        break;
    default:
        r.name = app.name;
        r.fieldPath = app.fieldPrefix();
        break;
    }
    return r;
}

} // namespace

QList<PlannedRelease> ReleasePlan::releases(
    const Project &project, const QMap<QString, QByteArray> &pullSecretPayloads)
{
    QList<PlannedRelease> out;
    for (int i = 0; i < project.apps.size(); ++i) {
        const App &app = project.apps.at(i);
        out.append(appRelease(PlannedRelease::Kind::Config, app, i));
        if (app.usesImportedCertificate())
            out.append(appRelease(PlannedRelease::Kind::Tls, app, i));
        if (pullSecretPayloads.contains(app.name))
            out.append(appRelease(PlannedRelease::Kind::PullSecret, app, i));
    }
    for (int i = 0; i < project.storage.size(); ++i) {
        const StorageEntry &entry = project.storage.at(i);
        PlannedRelease r;
        r.kind = PlannedRelease::Kind::Storage;
        r.storageIndex = i;
        r.name = entry.releaseName();
        r.kubeNamespace = entry.kubeNamespace.isEmpty() ? QStringLiteral("default") : entry.kubeNamespace;
        r.fieldPath = entry.fieldPrefix();
        out.append(r);
    }
    for (int i = 0; i < project.apps.size(); ++i)
        out.append(appRelease(PlannedRelease::Kind::App, project.apps.at(i), i));
    return out;
}

bool ReleasePlan::write(const Project &project, const PlannedRelease &release,
    const QMap<QString, QByteArray> &pullSecretPayloads, const QString &deploymentId, const QString &root,
    QString *chartDir, QString *valuesFile, QString *error, QString *fieldPath,
    const AppIdentities &identities)
{
    ReleaseFiles built;
    *chartDir = QDir(root).filePath(QStringLiteral("charts/") + release.name);
    valuesFile->clear();
    return files(project, release, pullSecretPayloads, deploymentId, &built, error, fieldPath, identities)
        && writeFiles(release, built, root, chartDir, valuesFile, error);
}

bool ReleasePlan::files(const Project &project, const PlannedRelease &release,
    const QMap<QString, QByteArray> &pullSecretPayloads, const QString &deploymentId, ReleaseFiles *out,
    QString *error, QString *fieldPath, const AppIdentities &identities)
{
    *out = ReleaseFiles();
    *fieldPath = release.fieldPath;
    // The values that hold secrets go to their own private file, passed with -f.
    auto secretValues = [&](const QByteArray &values) {
        out->hasSecretValues = true;
        out->secretValues = values;
        if (values.isEmpty()) {
            *error = QCoreApplication::translate("HelmDeck::ReleasePlan", "could not write the values of %1")
                         .arg(release.name);
            return false;
        }
        return true;
    };

    switch (release.kind) {
    case PlannedRelease::Kind::Config: {
        const App &app = project.apps.at(release.appIndex);
        return ChartWriter::configChartFiles(app, &out->chart, error)
            && secretValues(ReleaseValuesBuilder::configEnvValues(app));
    }
    case PlannedRelease::Kind::Tls: {
        const App &app = project.apps.at(release.appIndex);
        return ChartWriter::tlsChartFiles(app, &out->chart, error)
            && secretValues(ReleaseValuesBuilder::tlsCertificateValues(app));
    }
    case PlannedRelease::Kind::PullSecret: {
        const App &app = project.apps.at(release.appIndex);
        return ChartWriter::pullSecretChartFiles(app, &out->chart, error)
            && secretValues(
                ReleaseValuesBuilder::pullSecretPayloadValues(pullSecretPayloads.value(app.name)));
    }
    case PlannedRelease::Kind::Storage:
        return ChartWriter::storageChartFiles(project.storage.at(release.storageIndex), &out->chart, error);
    case PlannedRelease::Kind::App: {
        const App &app = project.apps.at(release.appIndex);
        QString modelField;
        const bool ok = ChartWriter::appChartFiles(app, deploymentId, pullSecretPayloads.contains(app.name),
            identities, &out->chart, error, &modelField);
        if (!modelField.isEmpty())
            *fieldPath = modelField;
        return ok;
    }
    }
    return false;
}

bool ReleasePlan::writeFiles(const PlannedRelease &release, const ReleaseFiles &files, const QString &root,
    QString *chartDir, QString *valuesFile, QString *error)
{
    const QDir rootDir(root);
    *chartDir = rootDir.filePath(QStringLiteral("charts/") + release.name);
    valuesFile->clear();
    QDir(*chartDir).removeRecursively();
    if (!files.chart.write(*chartDir, error))
        return false;
    if (!files.hasSecretValues)
        return true;
    const QString dir = rootDir.filePath(QStringLiteral("values"));
    if (!QDir().mkpath(dir)) {
        *error
            = QCoreApplication::translate("HelmDeck::ReleasePlan", "cannot create the directory %1").arg(dir);
        return false;
    }
    QFile::setPermissions(dir, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    *valuesFile = QDir(dir).filePath(release.name + QStringLiteral(".yaml"));
    return ChartWriter::writePrivateFile(*valuesFile, files.secretValues, error);
}

} // namespace HelmDeck
