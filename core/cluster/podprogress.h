// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include "job/stepprogress.h"

namespace HelmDeck {

/**
 * The pods' states as lines for a step's output while helm waits (`kubectl get pods -l
 * app.kubernetes.io/part-of=<app> -o json`, the deploy's pod monitor; docs/deploy.md "Pods that cannot
 * start"), so the output is not empty for the whole wait:
 *
 *   "web: 1/3 ready; web-7d4f9-abc12 ContainerCreating, web-7d4f9-def34 ImagePullBackOff"
 *
 * One line per process type (label app.kubernetes.io/name, else the pod's name) whose pods are not
 * all ready or whose line changed; a pod's state is its first container's waiting reason, else
 * "Unschedulable" (PodScheduled=False), "Terminating", its phase, or "Running, not ready". The
 * release gate's Job pods (label helmdeck.dev/release-gate) are left out: GateProgress reports them.
 *
 * Bounded: a line is given only when it differs from the one given last for that process, at
 * most MaxPodsNamed pods are named per line (then "+N more"), and after MaxLines lines one
 * "… (pod states no longer shown)" ends them.
 */
class PodProgress
{
    Q_DECLARE_TR_FUNCTIONS(HelmDeck::PodProgress)

public:
    static constexpr int MaxPodsNamed = 3;
    static constexpr int MaxLines = 60;

    /** The lines @p podsJson adds (none when nothing changed since the last call). */
    QStringList update(const QByteArray &podsJson);

    /**
     * Pods ready out of the app's pods in @p podsJson, as the step's determinate progress
     * ("3/4 pods ready"; docs/deploy.md "Progress"): the release gate's Job pods and Terminating pods
     * (an old ReplicaSet's, going away) are not counted. Invalid (maximum 0) when there are none yet.
     */
    static StepProgress readiness(const QByteArray &podsJson);

private:
    QStringList m_last; ///< the last line per process, "web: …"
    int m_given = 0;
};

} // namespace HelmDeck
