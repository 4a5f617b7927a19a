// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cluster/clustercommands.h"
#include "deployplanner.h"

#include <QCoreApplication>
#include <memory>

namespace HelmDeck {

/**
 * The storage actions of a project's entries (https://dokku.com/docs/advanced-usage/persistent-storage/),
 * each a Plan run by Runner. The entry's release is "storage-<entry>" in the entry's namespace.
 *
 *  - create: preflight (validation; the StorageClass exists — kubectl get storageclass; a live
 *    claim whose access mode or class differs is refused: those fields are immutable) → helm upgrade
 *    --install storage-<entry>.
 *  - destroy: refused while an app of the project mounts the entry; helm uninstall storage-<entry>.
 *  - status: the claim's phase, capacity, class and volume (kubectl get pvc).
 *  - wait: polls the claim until Bound or @p timeoutSeconds, showing its events; a Pending claim
 *    whose class binds on WaitForFirstConsumer is reported as such and is not an error.
 */
class StoragePlanner
{
    Q_DECLARE_TR_FUNCTIONS(HelmDeck::StoragePlanner)

public:
    static Plan create(
        const Project &project, const QString &entry, const DeployOptions &options, Findings *findings);
    static Plan destroy(
        const Project &project, const QString &entry, const DeployOptions &options, Findings *findings);
    static Plan status(
        const Project &project, const QString &entry, const DeployOptions &options, Findings *findings);
    /**
     * The step that installs the release of entry @p storageIndex of @p project (`helm upgrade
     * --install storage-<entry>` in the entry's namespace; its chart written into @p root by the
     * step's prepare hook), with step id @p id: `storage create`'s, and a deploy's that creates the
     * entries it mounts (DeployOptions::createStorage).
     */
    static Step installStep(const std::shared_ptr<const Project> &project, int storageIndex,
        const ClusterCommands &commands, const QString &root, const QString &id);
    static Plan wait(const Project &project, const QString &entry, const DeployOptions &options,
        int timeoutSeconds, Findings *findings);
};

} // namespace HelmDeck
