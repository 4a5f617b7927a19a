// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/app.h"

#include <QString>
#include <QStringList>

namespace YAML {
class Emitter;
}

namespace HelmDeck {

/**
 * The release gate's part of the app chart's values (docs/chart-values.md, "release"), for
 * ValuesBuilder. With App::hasReleaseGate() the chart renders:
 *
 *  - the Job "<app>-release-<hash>" (ChartNames::releaseJobName over hashInputs()): the predeploy
 *    command as an init container "<app>-predeploy", then the release command as the container
 *    "<app>-release" (only one of them: that one is the container), with the app's image, env and
 *    the mounts of the run target (StorageMount::runTarget(): a release runs as a one-off, like
 *    Dokku's release container); backoffLimit from ReleaseSettings; no Helm hooks, no TTL (the wait
 *    of a pod started later must still find it);
 *  - a Role/RoleBinding "<app>-release-wait" granting the app's ServiceAccount `get` on that one Job;
 *  - in every Deployment and CronJob pod the init container "release-wait", which polls the Job with
 *    `kubectl get` until it is Complete, and fails fast on Failed with the Job's condition message
 *    (or after waitTimeoutSeconds). Only it mounts a projected ServiceAccount token.
 */
class ReleaseValues
{
public:
    /**
     * The hash inputs of the Job's name: the image reference, the predeploy and release argv, the
     * config checksum, and the rest of the Job's pod template that Kubernetes will not change in
     * place (backoffLimit, pull secrets, mounts, each bundled service's wait container: kind and
     * image) — an upgrade of a Job of the same name with another template fails. Not the deployment
     * id or revision, not replica counts.
     */
    static QStringList hashInputs(
        const App &app, const QString &configChecksum, const QStringList &pullSecrets);
    /** The Job name for @p app ("<app>-release-<hash>"); empty without a release gate or when a
     * command cannot be split. */
    static QString jobName(const App &app, const QString &configChecksum, const QStringList &pullSecrets);
    /**
     * Emits `release: {...}` into the values map @p out. False with @p error and @p fieldPath
     * ("apps[a].release.command", "apps[a].scripts.predeploy") when a command cannot be split.
     */
    static bool emit(YAML::Emitter &out, const App &app, const QString &configChecksum,
        const QStringList &pullSecrets, QString *error, QString *fieldPath);
};

} // namespace HelmDeck
