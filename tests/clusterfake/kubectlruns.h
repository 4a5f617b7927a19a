// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common.h"
#include "statestore.h"

namespace HelmDeck::ClusterFake {

/**
 * After `kubectl create` stored Job @p job: a pod without a TTY starts now, on this machine, as a
 * detached process (a new session; output to "<pod>.log", exit code to "<pod>.exit"; killed after
 * the Job's activeDeadlineSeconds). A TTY pod waits for `kubectl attach -it`; a pod held by
 * podFailures never starts.
 */
void startJobPod(const StateStore &store, const QJsonObject &job);
/** Before Job @p job is deleted: kills its pod's process group and removes the pod's files. */
void stopJobPod(const StateStore &store, const QJsonObject &job);
/** `kubectl logs` of a Job or Deployment pod (kubectllogs.cpp); @p args parsed by runPodCommand(). */
int kubectlLogs(const Invocation &inv, const Args &args);
/** `kubectl logs`, `kubectl attach`, `kubectl exec` (kubectlruns.cpp); @p command is the verb. */
int runPodCommand(const Invocation &inv, const QString &command);

} // namespace HelmDeck::ClusterFake
