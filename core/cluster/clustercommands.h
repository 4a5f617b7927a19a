// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "clustertarget.h"
#include "helmtool.h"
#include "job/step.h"
#include "kubectltool.h"

#include <QCoreApplication>
#include <QStringList>

namespace HelmDeck {

/**
 * The helm and kubectl command lines of the plans, each naming the context and namespace
 * explicitly (never the ambient current context), with the flags of the detected Helm major:
 *
 *   helm <sub> … --kube-context <ctx> --namespace <ns>
 *   kubectl --context <ctx> --namespace <ns> <verb> …
 *
 * Helm 3 vs 4 (`helm upgrade --help` of both): Helm 3 waits
 * with `--wait` and rolls back with `--atomic`; Helm 4 takes a wait strategy (`--wait=watcher`) and
 * renamed `--atomic` to `--rollback-on-failure`.
 */
class ClusterCommands
{
    Q_DECLARE_TR_FUNCTIONS(HelmDeck::ClusterCommands)

public:
    ClusterCommands(const HelmTool &helm, const KubectlTool &kubectl, const ClusterTarget &target);

    /** helm <args…> --kube-context <ctx> --namespace <ns> */
    QStringList helm(const QStringList &args, const QString &kubeNamespace) const;
    /**
     * helm list <every status> -o json --kube-context <ctx> --namespace <ns>: Helm 3 needs --all for
     * pending, failed and uninstalling releases; Helm 4 lists every status by default and has no
     * --all (`helm list --help` of both).
     */
    QStringList helmListAll(const QString &kubeNamespace) const;
    /** kubectl --context <ctx> --namespace <ns> <args…> */
    QStringList kubectl(const QStringList &args, const QString &kubeNamespace) const;
    /**
     * helm upgrade --install <release> <chart> [-f <values>] --history-max 10 …; with @p wait:
     * --wait (3) / --wait=watcher (4), --timeout <seconds>s, --cleanup-on-fail, and with
     * @p rollbackOnFailure --atomic (3) / --rollback-on-failure (4).
     */
    QStringList helmUpgrade(const QString &release, const QString &chartDir, const QString &valuesFile,
        const QString &kubeNamespace, bool wait, int timeoutSeconds, bool rollbackOnFailure) const;
    /** helm uninstall <release> --ignore-not-found [--wait --cascade foreground --timeout <s>s] (Dokku
     * uninstalls in the foreground). */
    QStringList helmUninstall(const QString &release, const QString &kubeNamespace, int timeoutSeconds) const;
    /** helm rollback <release> <revision> --history-max 10 (no wait: the pods roll on their own). */
    QStringList helmRollback(const QString &release, int revision, const QString &kubeNamespace) const;
    /** helm history <release> --max 20 -o json: enough to find the last revision that was deployed. */
    QStringList helmHistory(const QString &release, const QString &kubeNamespace) const;
    /**
     * The step "namespace" ("Ensure namespace <ns>"): kubectl apply -f - with the Namespace @p ns as
     * compact JSON on stdin, labelled app.kubernetes.io/managed-by=helmdeck; 60 s timeout. Its
     * plannedCommand shows the stdin (nothing secret in it). Applying an existing Namespace is a no-op.
     */
    Step ensureNamespaceStep(const QString &ns) const;
    /**
     * A step skeleton: KUBECONFIG in the environment when the target has one; a "-o json" query's
     * stdout is not echoed; a failure the cluster caused (unreachable, credentials, RBAC) is explained
     * by ClusterErrors::explain() for the target's context (Step::explainFailure, which a caller may
     * replace).
     */
    Step step(const QString &id, const QString &title, const QStringList &argv, int timeoutMs = 120000) const;

    const ClusterTarget &target() const { return m_target; }
    /** The target's context, or "<context>" when none is chosen (such a plan fails its preflight). */
    QString context() const;
    int helmMajor() const { return m_helm.major; }

private:
    HelmTool m_helm;
    KubectlTool m_kubectl;
    ClusterTarget m_target;
};

} // namespace HelmDeck
