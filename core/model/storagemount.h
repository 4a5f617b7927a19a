// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace HelmDeck {

/**
 * A storage entry mounted into an app's containers (Dokku's storage attachment,
 * Dokku's persistent storage, https://dokku.com/docs/advanced-usage/persistent-storage/), rendered as a
 * volumeMount of the entry's claim.
 *
 * Targets: @c processTypes names the workloads that get the mount. Empty means every workload of the
 * app: each process type's Deployment, every cron task's CronJob and one-off `run` Jobs (Dokku gives
 * every mount to every process and cron entry; it forgot run Jobs, §10 item 5). An explicit list
 * holds process type names and the two pseudo targets "run" (one-off Jobs) and "cron" (all cron
 * tasks). A process type that is itself named "run" or "cron" is matched by that name too.
 *
 * Rendering rule (for the chart): one volume per entry per pod, named after the entry, even when
 * the entry is mounted at two paths (Dokku rendered two volumes with one name, which the API refuses).
 *
 * Rules (checked by StorageValidator): entry names an entry of the project whose namespace is the
 * app's; containerPath absolute; subPath relative without ".." (Kubernetes' rule for subPath); no
 * two mounts of one workload at the same container path (Kubernetes refuses duplicate mountPaths in
 * a container); processTypes name processes of the app, "run" or "cron".
 */
struct StorageMount
{
    QString entry; ///< the StorageEntry name
    QString containerPath; ///< absolute path in the container: volumeMount.mountPath
    QString subPath; ///< path inside the volume; empty = the volume's root
    bool readOnly = false;
    QStringList processTypes; ///< empty = all process types, cron tasks and run Jobs

    /** The pseudo target for one-off `run` Jobs. */
    static QString runTarget() { return QStringLiteral("run"); }
    /** The pseudo target for all cron tasks' CronJobs. */
    static QString cronTarget() { return QStringLiteral("cron"); }

    /**
     * Whether the workload @p target gets this mount: a process type name, runTarget() or
     * cronTarget(). True for any target when processTypes is empty.
     */
    bool appliesTo(const QString &target) const;
};

} // namespace HelmDeck
