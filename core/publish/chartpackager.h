// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace HelmDeck {

/** What to package: a chart folder and what one variant sets in it (docs/publish.md). */
struct ChartPackageRequest
{
    QString chartDir;
    QString version; ///< Chart.yaml's version for this package; empty = as the folder has it
    QString appVersion; ///< Chart.yaml's appVersion; empty = as the folder has it
    /** values.yaml keys set for this variant, e.g. {{"image", "tag"}, "v1.2.3"}; written in place. */
    QList<QPair<QStringList, QString>> values;
    /** Every entry's mtime, seconds since the epoch (see sourceDateEpoch()). */
    qint64 mtime = 0;
};

/** A packaged chart: a reproducible .tgz and what it holds. */
struct ChartPackage
{
    QString error; ///< empty when packaged; else "podinfo/Chart.yaml: version: …" (nothing else is set)
    QString name; ///< the chart's name (Chart.yaml)
    QString version;
    QString appVersion;
    QByteArray chartYaml; ///< Chart.yaml as packaged
    QStringList entries; ///< the archive's paths, in archive order ("podinfo/Chart.yaml", …)
    QByteArray archive; ///< the .tgz bytes

    bool ok() const { return error.isEmpty(); }
    /** "<name>-<version>.tgz", as helm package names it. */
    QString fileName() const;
};

/**
 * Packages a chart folder as `helm package` would — the same files (.helmignore honoured, with
 * Helm's default rule for dotfiles in templates/; charts/ dependencies kept as they are), under
 * "<name>/" — but **byte-reproducible**: the same folder and request give identical bytes on any
 * machine and clone. Entries sorted (Chart.yaml first), every mtime = request.mtime, uid/gid 0 and
 * no user or group names, mode 0644, POSIX ustar/pax headers, gzip with no file name and no time.
 * Chart.yaml and values.yaml are edited in place (YamlScalarEdit), so comments survive.
 *
 * Refused with a clear error, reading nothing unbounded: no Chart.yaml; a Chart.yaml without
 * apiVersion v1/v2, name or a SemVer version; a Chart.lock dependency missing from charts/; a
 * file that is not a regular file (FIFO, device) or a link leaving the chart; a file over 5 MiB
 * or a chart over 100 MiB (Helm's own load limits); more than 10 000 files.
 */
class ChartPackager
{
    Q_DECLARE_TR_FUNCTIONS(HelmDeck::ChartPackager)

public:
    static constexpr qint64 MaxFileBytes = 5 * 1024 * 1024;
    static constexpr qint64 MaxChartBytes = 100 * 1024 * 1024;
    static constexpr int MaxFiles = 10000;

    static ChartPackage package(const ChartPackageRequest &request);

    /**
     * The time every entry gets: SOURCE_DATE_EPOCH when set (the reproducible-builds convention),
     * else @p commitTime (seconds; the commit's, so two clones agree), else a fixed 2000-01-01.
     * @p source says which ("SOURCE_DATE_EPOCH", "the commit time", "a fixed time").
     */
    static qint64 sourceDateEpoch(const QProcessEnvironment &environment, qint64 commitTime, QString *source);
};

} // namespace HelmDeck
