// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "finding.h"
#include "project.h"

#include <QCoreApplication>
#include <QStringList>

namespace HelmDeck {

/**
 * The scaling rules of Validator (docs/project-file.md, "Scaling"), on the app's field paths:
 *
 * "apps[<app>].processes[<proc>].autoscaling…":
 *  - minReplicas ≥ 0, maxReplicas ≥ 1 and ≥ minReplicas; 0 (scale to zero) only with KEDA (a
 *    HorizontalPodAutoscaler needs at least 1);
 *  - hpa: a cpu and/or memory target in 1..1000 percent, and the matching resources.requests set
 *    (utilization is a percentage of the request: without one the HPA has no metric); triggers are
 *    KEDA's, an error with hpa (HPA and KEDA are exclusive per process);
 *  - keda: at least one trigger, each with a type, an authentication that names one of the app's
 *    triggerAuthentications; cpu/memory targets are an error (use KEDA's cpu or memory trigger);
 *    pollingInterval ≥ 1, cooldownPeriod ≥ 0; a warning when minReplicas 0 has only cpu/memory
 *    triggers (KEDA cannot scale those to zero).
 * "…disruptionBudget": not both minAvailable and maxUnavailable; each a count ≥ 0 or "N%" with N in
 *  0..100; a warning when a fixed minAvailable ≥ replicas (no pod may ever be evicted: drains hang).
 * "…terminationGracePeriod" ≥ 0; "…preStopSleep" ≥ 0 and a warning when it is not below the grace
 *  period (default 30 s): the container is killed before the app sees SIGTERM.
 * "apps[<app>].triggerAuthentications[<name>]…": a DNS-1123 label, unique, at least one secretRef,
 *  each with a parameter and the name of an env var of the app; a warning when that var is not
 *  marked secret (its value is then in the project file in clear).
 * "apps[<app>].cron[<i>].resources…": as a process's resources (ResourcesValidator).
 */
class ScalingValidator
{
public:
    /** Appends the findings of @p app to @p out (paths only; Validator adds the locations). */
    static void validate(const App &app, Findings *out);
    /**
     * What the target cluster must serve for @p app: when @p apiVersions (ClusterVersions::apiVersions)
     * is known (non-empty) and lacks "keda.sh/v1alpha1", an error on "…autoscaling.type" for every
     * process that uses KEDA (its ScaledObject) and on "…triggerAuthentications[<name>]" for every
     * TriggerAuthentication; helm would refuse them ("no matches for kind"). Empty @p apiVersions
     * (cluster not read) gives nothing.
     */
    static Findings capabilities(const App &app, const QStringList &apiVersions);
    /** "keda.sh/v1alpha1". */
    static QString kedaApiVersion();

    Q_DECLARE_TR_FUNCTIONS(HelmDeck::ScalingValidator)
};

} // namespace HelmDeck
