// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace HelmDeck {

/**
 * What a run plan found out while it ran, shared by its steps (RunPlan::outcome): the pod, the
 * command's exit code (also in PlanContext::values "exitCode" once known) and what to tell the user.
 */
struct RunOutcome
{
    QString jobName;
    QString podName; ///< empty until the pod exists
    bool podReady = false; ///< the pod wait succeeded (a detached run then leaves its Job to the TTL)
    int exitCode
        = -1; ///< the container's terminated exitCode; -1 not known (not ended, or the run failed first)
    QString message; ///< e.g. "pod x failed with unknown exit code"
    /** The gated pod could not start: the image has no /bin/sh (RunFallback); jobName is then the second Job.
     */
    bool noShell = false;
};

} // namespace HelmDeck
