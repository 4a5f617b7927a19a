// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chartfiles.h"

#include "model/finding.h"
#include "model/project.h"

#include <QString>

namespace HelmDeck {

/**
 * The size limit Helm puts on each file of a chart it loads: 5 MiB (InputFile::cap of
 * InputKind::ChartFile, docs/inputs.md). HelmDeck writes the charts it deploys, so an app large
 * enough that its values.yaml passes the limit (tens of thousands of processes) would be refused by
 * helm only when a release is installed; these checks say it first: `check` and `render` (check()),
 * the deploy preflight (appFindings()) and the chart writer itself (oversizedFile()).
 */
class ChartLimits
{
public:
    /** The most bytes Helm reads from one file of a chart: 5 MiB. */
    static qint64 maxFileBytes();
    /**
     * The error for the first file of @p files (the chart of release @p release) over maxFileBytes(),
     * naming the file, its size and the limit; empty when every file fits.
     */
    static QString oversizedFile(const ChartFiles &files, const QString &release);
    /**
     * The app chart's values.yaml of @p app (ChartWriter::valuesYaml, as a deploy writes it) over the
     * limit: one error on the app's field path ("would be at least N bytes" when the computed values
     * alone pass it), else nothing. Linear in the app's size: the overlay on the shipped file is only
     * made for an app whose values come within the shipped file's size of the limit.
     */
    static Findings appFindings(const App &app);
    /** appFindings() of every app of @p project, located in the project file (Project::locate). */
    static Findings check(const Project &project);
};

} // namespace HelmDeck
