// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "deploy/deployplanner.h"
#include "job/plan.h"
#include "runoutcome.h"
#include "runrequest.h"

#include <QCoreApplication>
#include <QJsonObject>

#include <memory>

namespace HelmDeck {

/** A run plan and what its steps share. */
struct RunPlan
{
    Plan plan;
    QString jobName;
    QString kubeNamespace;
    /**
     * The Job as the plan expects to create it, for --dry-run: the project's image, pull-secret
     * names and ServiceAccount stand in for the live Deployment's, which the create step reads.
     */
    QJsonObject previewManifest;
    /** The run's Secret of its secret extras (RunSecret), values shown "••••"; empty when it has none. */
    QJsonObject previewSecret;
    std::shared_ptr<RunOutcome> outcome;
};

/**
 * The plans of a one-off run (docs/run.md), on the job path: every step a kubectl call with the
 * target's context and namespace (ClusterCommands), run by Runner.
 *
 * Attached, with a TTY: live Deployments (query; none → "guestbook is not deployed in namespace X
 * on context Y: deploy it first") → create the Job (`kubectl create -f -`, the manifest built from
 * the query's output, on stdin) → wait for its pod (PodWait::Started: fails within seconds on
 * ErrImagePull, ImagePullBackOff, CreateContainerConfigError, InvalidImageName, Unschedulable) →
 * attach (a terminal step: `kubectl attach -it POD -c C --quiet`, terminalInput "\n" opens the
 * gate) → read the exit code (PodWait::Terminated) → delete the Job (Step::always, background
 * propagation, `--wait=false`; left out with keep). Without a TTY the attach is `kubectl logs -f POD
 * -c C` (stdout echoed). Detached: live → create → wait until the pod exists → "job/NAME pod/POD"
 * (an always step deletes the Job only when its pod never came).
 *
 * With secret `-e` extras, the Job reads them from a Secret of its own (RunSecret): "secret"
 * (create it, before the Job) → create the Job with `-o json` → "own" (the Job becomes the
 * Secret's owner, so the garbage collector removes it with the Job) → … → "delete-secret" (always,
 * after the Job's delete; for a detached run only when its pod never came; not with keep).
 */
class RunPlanner
{
    Q_DECLARE_TR_FUNCTIONS(HelmDeck::RunPlanner)

public:
    /**
     * The plan for @p request against @p options' target. Fails (false, @p error) before anything
     * runs for an unknown app or a Job name that does not fit 63 chars.
     */
    static bool plan(const Project &project, const DeployOptions &options, const RunRequest &request,
        RunPlan *out, QString *error);
    /** 10 random lower-case hex chars. */
    static QString randomSuffix();
};

} // namespace HelmDeck
