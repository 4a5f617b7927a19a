// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "deployplanner.h"
#include <QCoreApplication>

namespace HelmDeck {

/**
 * The checks a deploy makes before it runs anything (docs/architecture.md §3 "Deploy order"),
 * as findings on the app's field paths. Errors block the plan; warnings are shown.
 *
 *  - helm and kubectl were found, and a kube context is chosen;
 *  - the project's validation errors (Validator: names and limits — release ≤ 53, label values ≤ 63,
 *    DNS-1123 —, a domain routed by two apps, schedules, ports, storage), and with
 *    DeployOptions::strict its warnings too (DeployPlanner turns them into errors, StrictMode);
 *  - the image names a registry a cluster can pull from: a reference without a registry host is a
 *    local-only tag (`docker build -t app` makes those) and is refused — Docker Hub images are
 *    written "docker.io/<user>/<repo>"; a loopback registry (localhost, 127.0.0.1) is a warning:
 *    only a single-node cluster on this machine reaches it;
 *  - when the target cluster was read (DeployOptions::renderTarget of the same context), the CRDs
 *    the app needs are served: KEDA (ScalingValidator::capabilities), the Gateway API, Traefik and
 *    cert-manager kinds of its routes and TLS (RoutingValidator::capabilities);
 *  - the app chart's values.yaml fits Helm's 5 MiB limit for a chart file (ChartLimits): helm would
 *    refuse the app release after config-<app> was installed;
 *  - no secret of the app lacks its value (secretValues(): a deploy would blank it in the cluster);
 *  - when the target cluster was read (DeployOptions::renderTarget for the same context, as the
 *    preview and `helmdeck deploy` read it): errors for what it does not serve — a KEDA ScaledObject
 *    or TriggerAuthentication without keda.sh/v1alpha1, a ServiceMonitor without
 *    monitoring.coreos.com/v1 (helm would fail half-way with "no matches for kind") — and a warning
 *    per sidecar on Kubernetes < 1.29 (it runs as a regular container);
 *  - nothing about predeploy or the release command: they run in the app chart's release gate Job
 *    (ReleaseValues), postdeploy in the plan (PostdeploySteps).
 */
class Preflight
{
    Q_DECLARE_TR_FUNCTIONS(HelmDeck::Preflight)

public:
    static Findings deploy(const Project &project, const App &app, const DeployOptions &options);
    /**
     * The tool and context checks alone (destroy, storage actions): helm and kubectl found, context(),
     * and the namespace chosen for the job (ClusterTarget::kubeNamespace: --namespace or the
     * toolbar's) a DNS-1123 label.
     */
    static Findings tools(const DeployOptions &options, const QString &fieldPath);
    /**
     * The one error for a job with no kube context, on @p fieldPath; empty when @p target has one.
     * With no kubeconfig file at all (ClusterTarget::kubeconfigSearched) it says so and where it
     * looked ("no kubeconfig found (looked at /nonexistent)"); else that none names a current context.
     * Every command that needs a cluster refuses with it (the command line before any plan: run,
     * logs, runs, enter, cron, service; the planners through tools()).
     */
    static Findings context(const ClusterTarget &target, const QString &fieldPath = QString());
    /**
     * The namespace a job on @p app acts in (--namespace or the toolbar's, else the app's own) is a
     * DNS-1123 label (Validator::labelProblem: at most 63 characters); else one error saying where it
     * came from: the app's field (located in the project file) or the namespace chosen for the job.
     */
    static Findings kubeNamespace(const App &app, const DeployOptions &options);
    /**
     * One error per DeployOptions::missingSecrets entry of @p app, on its field path, naming the
     * app and the key: the deploy would write an empty value over the live Secret.
     */
    static Findings secretValues(const App &app, const DeployOptions &options);
    /** The image rule alone; empty when the image is fine. */
    static Findings image(const App &app);
};

} // namespace HelmDeck
