// SPDX-License-Identifier: GPL-3.0-or-later
#include "storageexec.h"

#include "model/storageowner.h"

namespace HelmDeck {

bool StorageExec::plan(const Project &project, const DeployOptions &options, const QString &entry,
    RunRequest request, RunPlan *out, QString *error)
{
    const StorageEntry *storage = project.storageEntry(entry);
    if (!storage) {
        *error = tr("no storage entry \"%1\" in the project").arg(entry);
        return false;
    }
    const int index = project.appIndex(request.appName);
    if (index < 0) {
        *error = tr("no app \"%1\" in the project").arg(request.appName);
        return false;
    }
    Project copy = project;
    App &app = copy.apps[index];
    if (storage->kubeNamespace != app.kubeNamespace) {
        *error = tr("storage entry %1 is in namespace %2, app %3 in %4: a pod mounts only claims of "
                    "its own namespace")
                     .arg(entry, storage->kubeNamespace, app.name, app.kubeNamespace);
        return false;
    }
    // the entry's owner (StorageOwner): the pod runs as that uid/gid, so what it writes is the app's
    QString why;
    if (!StorageOwner::parse(storage->owner, &request.runAsUser, &request.runAsGroup, &why)) {
        *error = QStringLiteral("storage[%1].owner: %2").arg(entry, why);
        return false;
    }
    StorageMount mount;
    mount.entry = entry;
    mount.containerPath = QLatin1String(MountPath);
    mount.processTypes = QStringList { StorageMount::runTarget() };
    app.mounts = { mount };
    if (!RunPlanner::plan(copy, options, request, out, error))
        return false;
    out->plan.title = tr("Storage exec: %1 at %2 in %3").arg(entry, QLatin1String(MountPath), app.name);
    return true;
}

} // namespace HelmDeck
