// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "deploy/deployplanner.h"
#include "job/plan.h"
#include "runoutcome.h"

#include <QCoreApplication>
#include <QProcessEnvironment>

#include <memory>

namespace HelmDeck {

/** A cron-task run plan and what its steps share. */
struct CronRunPlan
{
    Plan plan;
    /** Filled by the "cronjobs" step: the live CronJob, and the Job made from it. */
    std::shared_ptr<RunOutcome> outcome;
};

/**
 * Cron one-offs on a live CronJob (docs/run.md), without a redeploy. The task → CronJob mapping
 * is the deploy's: the live CronJobs of the app by their helmdeck.dev/cron-id annotation
 * (LiveState::cronSuffixes), so a renamed-but-kept task finds its CronJob.
 *
 * Run now: "cronjobs" (`get cronjobs -l app.kubernetes.io/part-of=<app> -o json`; fails "cron task
 * T of APP is not deployed: deploy it first") → "create" (`kubectl create job <cronjob>-manual-<5
 * hex> --from=cronjob/<cronjob>`, the name checked against 63 characters) → "pod" (PodWait::Started)
 * → "stream" (`kubectl logs -f POD -c <app>-cron`, the task's output) → "exit" (the exit code, also
 * PlanContext::values "exitCode"; a non-zero code fails the step "cron task T exited N") → "delete"
 * (always, `--wait=false --cascade=background`, but only when the task did not end — a cancel, a pod
 * that never started: a task that ran to its end leaves its Job to the template's TTL and the
 * CronJob's history, as Dokku's cron:run does).
 * Suspend / resume: "cronjobs" → "patch" (`kubectl patch cronjob NAME --type merge -p
 * '{"spec":{"suspend":true}}'`, false to resume).
 */
class CronPlanner
{
    Q_DECLARE_TR_FUNCTIONS(HelmDeck::CronPlanner)

public:
    /** Fails (false, @p error) for an unknown app or task before anything runs. */
    static bool runPlan(const Project &project, const DeployOptions &options, const QString &app,
        const QString &taskId, const QProcessEnvironment &environment, CronRunPlan *out, QString *error);
    static bool suspendPlan(const Project &project, const DeployOptions &options, const QString &app,
        const QString &taskId, bool suspend, Plan *out, QString *error);
};

} // namespace HelmDeck
