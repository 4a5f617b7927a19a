// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chart/appidentities.h"
#include "chart/releasekind.h"
#include "cluster/clustercommands.h"
#include "deployplanner.h"

#include <QCoreApplication>
#include <memory>

namespace HelmDeck {

class GateProgress;

/**
 * The project as a plan acts on it: with ClusterTarget::kubeNamespace set, the app at @p appIndex
 * and the storage entries it mounts move to that namespace (an entry must live in the namespace of
 * the apps that mount it).
 */
std::shared_ptr<Project> targetedProject(const Project &project, int appIndex, const ClusterTarget &target);

/**
 * The steps one app's deploy is made of, shared by DeployPlanner::deploy and ::rename (which
 * deploys under the new name). Each function returns a step; the planner decides the order.
 * Charts and 0600 values files are written by the steps' prepare hooks into @c root (the plan's
 * private work dir), the values removed again when the step ends.
 */
class AppSteps
{
    Q_DECLARE_TR_FUNCTIONS(HelmDeck::AppSteps)

public:
    AppSteps(std::shared_ptr<const Project> project, int appIndex, const DeployOptions &options,
        const QString &root);

    const App &app() const { return m_project->apps.at(m_appIndex); }
    QString kubeNamespace() const { return m_namespace; }
    const ClusterCommands &commands() const { return m_commands; }
    const DeployOptions &options() const { return m_options; }
    /** The deployment id the app release is written with (DeployOptions::deploymentId, or now). */
    QString deploymentId() const { return m_deploymentId; }

    /**
     * The live identities a deploy keeps, from the outputs of earlier steps: cron suffixes from
     * liveCronJobs() (context "cronSuffixes"), and with @p restartProcesses the deployment ids of
     * every other process from liveDeployments() (output "deployments").
     */
    static AppIdentities identities(const PlanContext &context, const QStringList &restartProcesses,
        const QString &stepPrefix = QString());
    /**
     * Prefixes the ids of the deploy steps (and the context keys they share) with @p prefix, e.g.
     * "api/", so a second app's deploy steps can go into the same plan before this one's (a giver of
     * a moved host, DeployPlanner::deploy). Call before making steps; default none.
     */
    void setStepPrefix(const QString &prefix);
    /** @p id with the step prefix. */
    QString stepId(const QString &id) const;

    /** Internal step: fails with the preflight errors (Preflight::deploy), if any. */
    Step preflight(const Findings &findings) const;
    /** kubectl get namespace <ns> --ignore-not-found -o json: reachability and credentials (ClusterErrors).
     */
    Step clusterCheck() const;
    /**
     * helm list --all -o json (Helm 4: without --all, ClusterCommands::helmListAll): fails when a release of
     * the app is left "pending-*" by an interrupted helm (a killed deploy), which every later upgrade would
     * refuse with "another operation is in progress"; the message names the release and its status and says
     * how to recover (`deploy
     * --recover`, the window's "Roll back and deploy", or by hand). With DeployOptions::recover it
     * only reports them: RecoverSteps::recoverPending() then rolls back or uninstalls them.
     */
    Step releaseLockCheck() const;
    /**
     * The words of releaseLockCheck()'s refusal that DeployPlanner::refusedForPendingRelease looks for,
     * in the language of the window: the refusal is built around them, so they are always in it.
     */
    static QString lockedMarker() { return tr("an interrupted helm left it locked"); }
    /** True when an entry the app mounts names a storage class (the default class needs no check). */
    bool namesStorageClasses() const;
    /** kubectl get storageclass -o json, checking every class the app's mounted entries name; skipped when
     * none does. */
    Step storageClassCheck() const;
    /** kubectl get cronjobs -l part-of=<app> -o json → context "cronSuffixes". */
    Step liveCronJobs() const;
    /** kubectl apply -f - with the Namespace, labelled app.kubernetes.io/managed-by=helmdeck. */
    Step ensureNamespace() const;
    /** helm upgrade --install config-<app> (values with the env in a 0600 file). */
    Step installConfig() const;
    /**
     * helm upgrade --install tls-<app> (the certificate and key in a 0600 values file) when a domain has
     * `tls: imported`, else helm uninstall tls-<app> --ignore-not-found.
     */
    Step installOrRemoveTls() const;
    /** helm upgrade --install pull-secret-<app>, or helm uninstall pull-secret-<app> --ignore-not-found. */
    Step installOrRemovePullSecret() const;
    /** kubectl get deployments -l part-of=<app> -o json → context (id "deployments-<app>"). */
    Step liveDeployments() const;
    /** kubectl patch deployment <names> --type merge -p
     * {"spec":{"template":{"spec":{"imagePullSecrets":[…]}}}}, for the live Deployments whose list differs.
     */
    Step pruneImagePullSecrets() const;
    /**
     * helm upgrade --install <app> --wait …, polling the app's pods every podCheckIntervalMs: their
     * states as output lines while they change (PodProgress), and a pod that cannot start
     * (ImagePullBackOff, CrashLoopBackOff, CreateContainerConfigError, Unschedulable, …) in
     * podFailurePolls consecutive polls fails the step (PodFailureWatch). When helm's own wait ends
     * first, the message adds what the pods showed last. Sets RecoverSteps::readyKey() once ready.
     */
    Step installApp() const;
    /**
     * With a release gate: `kubectl get job <app>-release-<hash> --ignore-not-found -o json`
     * before the upgrade, reporting whether the Job already completed on an earlier deploy
     * (GateProgress::noteEarlier). Only in the plan when App::hasReleaseGate().
     */
    Step gateCheck() const;
    /** The gate Job's name as the chart renders it (ReleaseValues::jobName); empty without a gate. */
    QString gateJobName() const;
    /** kubectl get deployments … → "web: 2/2 ready" lines and the app's URLs. */
    Step report() const;

    /** The keep-list of the prune: the names every pod must list (ValuesBuilder::imagePullSecrets). */
    QStringList keepList() const;
    /** {"spec":{"template":{"spec":{"imagePullSecrets":[{"name":…}]}}}} (null for an empty list: a merge
     * patch deletes the key). */
    QByteArray prunePatch() const;

private:
    QString releaseChartDir(const QString &release) const;
    QString releaseValuesFile(const QString &release) const;
    Step upgradeStep(const QString &id, const QString &title, ReleaseKind kind, bool wait) const;
    /** helm uninstall @p release --ignore-not-found: a release this deploy does not need (step @p id). */
    Step removeStep(const QString &id, const QString &release) const;

    std::shared_ptr<const Project> m_project;
    int m_appIndex;
    DeployOptions m_options;
    QString m_root;
    QString m_namespace;
    QString m_deploymentId;
    QString m_prefix;
    ClusterCommands m_commands;
    std::shared_ptr<GateProgress> m_gate; // shared by gateCheck() and installApp() of one plan
};

} // namespace HelmDeck
