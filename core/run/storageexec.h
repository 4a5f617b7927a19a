// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "runplanner.h"

#include <QCoreApplication>

namespace HelmDeck {

/**
 * Storage exec (Dokku's storage:exec, docs/run.md): a run of @p request (a shell by default,
 * attached with a TTY) in the app's deployed image whose only mount is the storage entry's claim
 * at /data. It is RunPlanner's plan for a copy of the app whose mounts are just that one, so the
 * Job, the attach gate, the exit code and the delete on exit are the run's own.
 *
 * With the entry's owner set (StorageEntry::owner, StorageOwner), the pod runs as it:
 * securityContext runAsUser/runAsGroup/fsGroup; without one (or "false"), as the image's user.
 */
class StorageExec
{
    Q_DECLARE_TR_FUNCTIONS(HelmDeck::StorageExec)

public:
    static constexpr const char *MountPath = "/data";
    /**
     * Fails (false, @p error) before anything runs for an unknown entry or app, or an entry whose
     * namespace is not the app's ("storage entry media is in namespace a, app shop in b": a pod
     * mounts only claims of its own namespace), or an owner StorageOwner refuses.
     */
    static bool plan(const Project &project, const DeployOptions &options, const QString &entry,
        RunRequest request, RunPlan *out, QString *error);
};

} // namespace HelmDeck
