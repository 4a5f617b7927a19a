// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace HelmDeck {

/**
 * Where a render is for, so the preview shows what a deploy to that target applies: the namespace
 * and kube context the toolbar (or `--context`/`--namespace`) names, and what that context's
 * cluster serves, read once per context. Every field may be empty: an empty namespace renders each
 * release into its app's namespace; an empty kubeVersion / apiVersions leaves helm's defaults
 * (its built-in Kubernetes version and API set), as for an unreachable or unknown cluster.
 */
struct RenderTarget
{
    QString context; ///< kube context name; informational for the render (helm template reaches no cluster)
    QString namespaceName; ///< overrides the app's namespace when not empty (DNS-1123 label)
    QString kubeVersion; ///< e.g. "v1.31.4", passed as `helm template --kube-version`
    QStringList apiVersions; ///< e.g. "networking.k8s.io/v1", "gateway.networking.k8s.io/v1/HTTPRoute";
                             ///< each passed as `--api-versions`

    bool operator==(const RenderTarget &o) const
    {
        return context == o.context && namespaceName == o.namespaceName && kubeVersion == o.kubeVersion
            && apiVersions == o.apiVersions;
    }
    bool operator!=(const RenderTarget &o) const { return !(*this == o); }
};

} // namespace HelmDeck
