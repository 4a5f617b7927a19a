// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace HelmDeck {

/**
 * Where a plan acts: a kubeconfig context and a namespace. Every helm call gets
 * "--kube-context <context> --namespace <ns>" and every kubectl call "--context <context>
 * --namespace <ns>" explicitly (never the ambient current context), plus KUBECONFIG when the
 * merged kubeconfig came from $KUBECONFIG.
 */
struct ClusterTarget
{
    QString context; ///< resolved: never empty in a plan
    QString kubeNamespace; ///< overrides every app's namespace when set (--namespace)
    QString kubeconfigEnv; ///< KubeConfig::kubeconfigEnv(); empty = ~/.kube/config
    /**
     * When no kubeconfig file exists at all: the paths looked at (KubeConfig::candidateFiles(), i.e.
     * $KUBECONFIG's entries, else ~/.kube/config), so the no-context error can say so
     * (Preflight::context). Empty when a kubeconfig was read.
     */
    QStringList kubeconfigSearched;

    /** The namespace an app with namespace @p appNamespace deploys to. */
    QString namespaceFor(const QString &appNamespace) const
    {
        return kubeNamespace.isEmpty() ? appNamespace : kubeNamespace;
    }
};

} // namespace HelmDeck
