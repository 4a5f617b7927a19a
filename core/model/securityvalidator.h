// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

#include "app.h"
#include "finding.h"

namespace HelmDeck {

/**
 * Checks an app's security settings, per-kind metadata, extra containers and extra raw manifests
 * (rules: docs/project-file.md, "Validation"). Called by Validator::validate for every app.
 *
 *  - capabilities: Linux capability names in upper case without "CAP_" (error otherwise); "ALL"
 *    added is a warning (it undoes the drop);
 *  - sysctls: Kubernetes' sysctl name grammar (error), a name twice (error), a name outside the
 *    kubelet's safe set (warning: the kubelet refuses the pod unless it allows that sysctl);
 *  - shmSize: a positive quantity;
 *  - privileged: an info, so the relaxation is visible;
 *  - metadata: label and annotation keys are qualified names, label values label values;
 *    HelmDeck's own keys (ResourceMetadata::reserved*) are errors naming the field;
 *  - extra containers: names DNS-1123 labels, unique in the pod and not the app container's name,
 *    mounts name an entry the process mounts, at an absolute path; env names as the app's;
 *  - raw manifests: each YAML document of each file is a map with string apiVersion, kind and
 *    metadata.name (error at file:line otherwise).
 */
class SecurityValidator
{
public:
    static void validate(const App &app, Findings *out);
    /** The findings of one raw manifest file, located at its own file:line. */
    static Findings checkManifest(const RawManifest &manifest, const QString &fieldPath);
    /**
     * What a cluster of @p kubeVersion (ClusterVersions::kubeVersion, e.g. "v1.28.3+k3s1"; empty =
     * not read, nothing to say) means for @p app: before Kubernetes 1.29 there are no native
     * sidecars, so the chart renders each sidecar as a regular container (docs/chart-values.md,
     * nativeSidecars): a warning on "…processes[<p>].containers[<i>]" for each.
     */
    static Findings clusterFindings(const App &app, const QString &kubeVersion);
    /** True when @p kubeVersion ("v1.31.4+k3s1", "1.29.0") is at least @p major.@p minor. */
    static bool atLeast(const QString &kubeVersion, int major, int minor);

    Q_DECLARE_TR_FUNCTIONS(HelmDeck::SecurityValidator)
};

} // namespace HelmDeck
