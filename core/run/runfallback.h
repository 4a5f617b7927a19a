// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cluster/clustercommands.h"
#include "job/plan.h"
#include "model/app.h"
#include "podwait.h"
#include "runoutcome.h"
#include "runpodstate.h"
#include "runrequest.h"

#include <QCoreApplication>

#include <memory>

namespace HelmDeck {

/**
 * Logs-then-attach for an image without /bin/sh (docs/run.md). The attach gate runs the command
 * through /bin/sh, so in such an image the gated pod never starts: the runtime ends the container
 * with reason StartError (containerd) or ContainerCannotRun (Docker), exit code 128 and a message
 * like `exec: "/bin/sh": stat /bin/sh: no such file or directory`. The run then goes on with a
 * second Job without the gate (stdin + tty, the command as is) and attaches once its pod runs, so
 * output written before the attach may be missing; the plan says so.
 */
class RunFallback
{
    Q_DECLARE_TR_FUNCTIONS(HelmDeck::RunFallback)

public:
    /** True when @p pod ended because its image has no /bin/sh for the gate (see the class comment). */
    static bool missingShell(const RunPodState &pod);
    /** "the first lines of output may be missing (the image has no /bin/sh)" */
    static QString warning();

    /**
     * Appends the fallback's steps, each skipped unless @p outcome says noShell (set by the pod
     * step): "fallback-create" (Job @p fallbackJob: the request without the gate, from the live
     * Deployment in step "live"; `create -f - -o json`), "fallback-own" (with a run Secret: it now
     * belongs to the new Job, before the first goes), "fallback-delete" (the first Job, always) and
     * "fallback-pod" (PodWait::Started for the new Job, with @p wait's settings). @p outcome's
     * jobName becomes @p fallbackJob, its podName the new pod.
     */
    static void appendSteps(Plan &plan, const ClusterCommands &commands, const App &app,
        const QString &kubeNamespace, const QString &firstJob, const QString &fallbackJob,
        const RunRequest &request, bool ownSecret, const std::shared_ptr<RunOutcome> &outcome,
        const PodWait::Options &wait);
};

} // namespace HelmDeck
