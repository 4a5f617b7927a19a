// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cluster/clustertarget.h"
#include "cluster/helmtool.h"
#include "cluster/kubectltool.h"
#include "cluster/liveroutes.h"
#include "job/plan.h"
#include "liveownership.h"
#include "model/finding.h"
#include "model/project.h"
#include "render/rendertarget.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QMap>
#include <QString>
#include <QStringList>

namespace HelmDeck {

/** What a deploy, destroy or rename plan needs besides the project. */
struct DeployOptions
{
    /** An env var marked secret with no value: nothing stored in the keychain, or it was locked. */
    struct MissingSecret
    {
        QString app; ///< the app's name
        QString name; ///< the env var's name, or tlsKeyName()
        QString fieldPath; ///< "apps[<app>].env[<name>]", "apps[<app>].routing.certificate"

        /** The name of the imported certificate's key (SecretKey::tlsKind()) when it is the one missing. */
        static QString tlsKeyName() { return QStringLiteral("tls.key"); }
    };

    ClusterTarget target;
    HelmTool helm;
    KubectlTool kubectl;
    /** app name → `.dockerconfigjson` (PullSecretResolution, resolved by the caller off the GUI thread). */
    QMap<QString, QByteArray> pullSecretPayloads;
    /**
     * The app's secrets without a value (JobSetup lists them for the jobs that write secrets):
     * Preflight::secretValues() refuses the deploy, which would blank them in the cluster.
     */
    QList<MissingSecret> missingSecrets;
    /** The new deployment id (Unix seconds, as in Dokku); empty = now. */
    QString deploymentId;
    /**
     * Restart only these process types: they get the new deployment id, every other process keeps
     * the id recorded in the live release (so its pod template is byte-identical and does not roll).
     * Empty = a full deploy: every process gets the new id.
     */
    QStringList restartProcesses;
    /**
     * What the diff renders for besides the target: kubeVersion and apiVersions of the cluster
     * (RenderTarget; its namespace and context come from @c target), so the diff renders what the
     * preview shows.
     */
    RenderTarget renderTarget;
    /**
     * What the cluster routes and the app's parent Gateway, read by JobSetup before planning
     * (Request::readLiveRoutes): the deploy is refused when another app holds a host the app wants,
     * and an app of the project that gives a host up is deployed first (HostCheck). Not read = no check.
     */
    LiveRoutes liveRoutes;
    /**
     * The live objects the app's releases would create and the claims of the entries it mounts, read
     * by JobSetup before planning (Request::readLiveRoutes, LiveOwnership::load): an object another
     * release or no release has, or a mounted entry without a claim, refuses the deploy (OwnershipCheck).
     * Not read = no check.
     */
    LiveOwnership liveOwnership;
    /**
     * Create the storage entries the app mounts whose claims liveOwnership found missing, in the same
     * plan (`helm upgrade --install storage-<entry>` after the namespace, before config-<app>) instead
     * of refusing the deploy (`helmdeck deploy --create-storage`).
     */
    bool createStorage = false;
    /**
     * How often the app step polls pods for ImagePullBackOff / CrashLoopBackOff / Unschedulable (ms),
     * showing their states as it goes (docs/deploy.md, "Pods that cannot start").
     */
    int podCheckIntervalMs = 4000;
    /**
     * A pod showing such a problem in this many consecutive polls fails the deploy before helm's
     * timeout: with the interval above, about 8–12 s after the cluster reported it.
     */
    int podFailurePolls = 3;
    /** … and for at least this long since the first of those polls (ms). */
    int podFailureGraceMs = 0;
    /**
     * `deploy --recover` (and the window's "Roll back and deploy"): a release of the app left
     * pending-upgrade / pending-rollback by an interrupted helm is rolled back to its last deployed
     * revision, a pending-install one uninstalled, as the first changes of the plan; without it such
     * a release refuses the deploy before anything changes (docs/deploy.md, "Recovering").
     */
    bool recover = false;
    /** Strict mode (StrictMode; set by JobSetup): the deploy and rename preflight's warnings are errors. */
    bool strict = false;
};

/**
 * Builds the plans of docs/architecture.md §3 for one app of a project (Dokku's scheduler-k3s,
 * §3.4, §11). Nothing here runs anything: the plans are run by Runner, or printed (--dry-run).
 *
 * Deploy, in order: preflight (validation errors block; images must name a registry; helm and
 * kubectl found; the cluster reachable with valid credentials; storage classes exist; domains not
 * claimed by another app; release names within limits) → namespace (kubectl apply, labelled
 * app.kubernetes.io/managed-by=helmdeck) → config-<app> → tls-<app> (when a domain has `tls:
 * imported`, else helm uninstall --ignore-not-found) → pull-secret-<app> (or helm uninstall
 * --ignore-not-found) → prune imagePullSecrets of the live Deployments (JSON merge patch with the
 * exact keep-list) → helm upgrade --install <app> --wait --timeout <deploy-timeout>s --history-max 10
 * [--atomic (Helm 3) | --rollback-on-failure (Helm 4)] --cleanup-on-fail, watching pods →
 * report (ready replicas per process type, URLs).
 *
 * Hosts (HostCheck, from DeployOptions::liveRoutes): a host + path held by another app's live
 * Ingress or HTTPRoute is a preflight error; an app of the project that gave the host up (its
 * live object holds it, its entry no longer lists it) is deployed first in the same plan — its
 * steps from the release-lock check to its report, ids prefixed "<app>/" — then this app.
 *
 * Ownership and storage (OwnershipCheck, from DeployOptions::liveOwnership): an object the app's
 * releases would create that another release or no release has, or a mounted entry without a claim
 * (unless DeployOptions::createStorage: then its storage-<entry> release is installed after the
 * namespace), is a preflight error. Deploy and rename plans end with ChangeSummary's step.
 *
 * Errors found while planning (an unknown app, a chart that cannot be written) come back in
 * @p findings and the plan is empty.
 */
struct RunResult;

class DeployPlanner
{
    Q_DECLARE_TR_FUNCTIONS(HelmDeck::DeployPlanner)

public:
    /**
     * True when @p result is @p plan (a deploy) refused by its lock check because a release of the app
     * is pending (AppSteps::releaseLockCheck): the same plan with DeployOptions::recover would roll it
     * back or uninstall it first. The window offers "Roll back and deploy" then.
     */
    static bool refusedForPendingRelease(const Plan &plan, const RunResult &result);
    static Plan deploy(
        const Project &project, const QString &appName, const DeployOptions &options, Findings *findings);
    /** Uninstalls <app>, config-<app>, tls-<app>, pull-secret-<app> in the app's namespace (each
     * --ignore-not-found). */
    static Plan destroy(
        const Project &project, const QString &appName, const DeployOptions &options, Findings *findings);
    /**
     * Deploys the app as @p newName, then uninstalls every release of the old name in the old
     * namespace (found with helm list before anything changes). Refused in preflight when a release
     * of the new name already exists.
     */
    static Plan rename(const Project &project, const QString &appName, const QString &newName,
        const DeployOptions &options, Findings *findings);
};

} // namespace HelmDeck
