// SPDX-License-Identifier: GPL-3.0-or-later
#include "packageplanner.h"

#include "chartmanifest.h"
#include "versiondetection.h"

#include "job/worker.h"

#include <QDir>
#include <QFileInfo>
#include <QSaveFile>

#include <memory>

namespace HelmDeck {

namespace {

const QString TimeStep = QStringLiteral("commit-time");

struct PackageState
{
    PackageRequest request;
    std::unique_ptr<QObject> guard = std::make_unique<QObject>();
    std::unique_ptr<Worker> worker = std::make_unique<Worker>(guard.get());
};

/** The package and the file it went to, or an error. */
struct Written
{
    ChartPackage package;
    QString path;
    QString error;
};

Written packageAndWrite(ChartPackageRequest request, const QString &outputDir)
{
    Written w;
    w.package = ChartPackager::package(request);
    if (!w.package.ok()) {
        w.error = w.package.error;
        return w;
    }
    if (!QDir().mkpath(outputDir)) {
        w.error = PackagePlanner::tr("%1: cannot create the folder").arg(outputDir);
        return w;
    }
    w.path = QDir(outputDir).filePath(w.package.fileName());
    QSaveFile file(w.path);
    if (!file.open(QIODevice::WriteOnly) || file.write(w.package.archive) != w.package.archive.size()
        || !file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadGroup
            | QFileDevice::ReadOther)
        || !file.commit()) {
        w.error = PackagePlanner::tr("%1: cannot write: %2").arg(w.path, file.errorString());
    }
    return w;
}

} // namespace

Step PackagePlanner::commitTimeStep(const QString &sourceDir, const QProcessEnvironment &environment)
{
    Step time;
    time.id = TimeStep;
    time.title = tr("Read the commit time");
    time.argv = QStringList { QStringLiteral("git"), QStringLiteral("-C"), sourceDir, QStringLiteral("log"),
        QStringLiteral("-1"), QStringLiteral("--format=%ct"), QStringLiteral("--"), QStringLiteral(".") };
    time.echoStdout = false;
    time.allowFailure = true; // a chart outside git packages with a fixed time
    time.timeoutMs = 30000;
    time.explainFailure = [sourceDir](const QString &stderrText) {
        return VersionDetection::gitFailure(tr("read the last commit's time", "could not …"), sourceDir,
            stderrText,
            tr("the entries get a fixed time (2000-01-01T00:00:00Z); set SOURCE_DATE_EPOCH to "
               "choose one"));
    };
    const bool fixedByEnvironment = environment.contains(QStringLiteral("SOURCE_DATE_EPOCH"));
    time.prepare = [fixedByEnvironment](PlanContext &, Step &, bool *skip, QString *message) {
        if (fixedByEnvironment) {
            *skip = true;
            *message = tr("SOURCE_DATE_EPOCH is set");
        }
        return true;
    };
    return time;
}

qint64 PackagePlanner::entryTime(
    const PlanContext &context, const QProcessEnvironment &environment, QString *source)
{
    bool ok = false;
    const qint64 commitTime = context.outputs.value(TimeStep).trimmed().toLongLong(&ok);
    return ChartPackager::sourceDateEpoch(environment, ok ? commitTime : 0, source);
}

Plan PackagePlanner::plan(const PackageRequest &request)
{
    Plan plan;
    const QString folder = QFileInfo(request.chartDir).fileName();
    plan.title = tr("Package %1").arg(folder);
    auto state = std::make_shared<PackageState>();
    state->request = request;

    plan.steps.append(commitTimeStep(
        request.sourceDir.isEmpty() ? request.chartDir : request.sourceDir, request.environment));

    Step pack;
    pack.id = QStringLiteral("package");
    pack.title = tr("Package %1").arg(folder);
    pack.timeoutMs = 120000;
    pack.start = [state](PlanContext &context, Step &, StepDone done) {
        QString source;
        ChartPackageRequest r;
        r.chartDir = state->request.chartDir;
        r.version = state->request.version;
        r.appVersion = state->request.appVersion;
        r.values = state->request.values;
        r.mtime = entryTime(context, state->request.environment, &source);
        const QString outputDir = state->request.outputDir;
        state->worker->start(
            [r, outputDir](const std::function<bool()> &) { return packageAndWrite(r, outputDir); },
            [done, source, mtime = r.mtime](const Written &w) {
                if (!w.error.isEmpty()) {
                    done(false, w.error);
                    return;
                }
                done(true, QString(),
                    { tr("%1 %2 (appVersion %3), entries dated %4 (%5)")
                            .arg(w.package.name, w.package.version,
                                w.package.appVersion.isEmpty() ? tr("none", "no appVersion")
                                                               : w.package.appVersion,
                                QDateTime::fromSecsSinceEpoch(mtime).toUTC().toString(Qt::ISODate), source),
                        tr("wrote %1 (%2)").arg(w.path, ChartManifest::digestOf(w.package.archive)) });
            });
    };
    pack.cancel = [state] { state->worker->cancel(); };
    plan.steps.append(pack);
    return plan;
}

} // namespace HelmDeck
