// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chartpackager.h"

#include "job/plan.h"

#include <QCoreApplication>
#include <QProcessEnvironment>
#include <QString>

namespace HelmDeck {

/** What `helmdeck package` and the publish wizard's package step need. */
struct PackageRequest
{
    QString chartDir; ///< a chart folder (or the app chart ChartWriter wrote)
    QString sourceDir; ///< the folder whose last commit dates the entries; empty = chartDir
    QString outputDir; ///< where "<name>-<version>.tgz" goes (created if missing)
    QString version; ///< Chart.yaml's version; empty = the folder's
    QString appVersion; ///< empty = the folder's
    QList<QPair<QStringList, QString>> values; ///< values.yaml keys set in place (ChartPackageRequest)
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment(); ///< SOURCE_DATE_EPOCH
};

/**
 * Plans the packaging of one chart on the job path (docs/publish.md):
 *  1. "Read the commit time": `git -C <sourceDir> log -1 --format=%ct -- .` (the time every archive
 *     entry gets, so two clones agree; skipped when SOURCE_DATE_EPOCH is set; a folder outside git
 *     is a warning and a fixed time);
 *  2. "Package <folder>": ChartPackager off the runner's thread (Worker), then the .tgz written
 *     atomically as 0644 into outputDir; its report names the file and its sha256.
 */
class PackagePlanner
{
    Q_DECLARE_TR_FUNCTIONS(HelmDeck::PackagePlanner)

public:
    static Plan plan(const PackageRequest &request);
    /**
     * Step 1 alone, id "commit-time": its stdout is the Unix time of the last commit touching
     * @p sourceDir (skipped when @p environment has SOURCE_DATE_EPOCH; a warning outside git).
     * The publish plan starts with it too.
     */
    static Step commitTimeStep(const QString &sourceDir, const QProcessEnvironment &environment);
    /** The entries' time from a run's context: SOURCE_DATE_EPOCH, the commit time, else fixed. */
    static qint64 entryTime(
        const PlanContext &context, const QProcessEnvironment &environment, QString *source);
};

} // namespace HelmDeck
