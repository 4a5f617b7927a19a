// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMap>
#include <QString>
#include <QStringList>

namespace HelmDeck {

/**
 * The kustomize post-render of an app release (App::kustomizeDir), the same for the preview, the
 * diff and the deploy (docs/deploy.md): helm pipes the app chart's output to a script HelmDeck
 * writes, which copies the app's kustomize folder into a fresh 0700 temp dir, writes the output
 * there as "helmdeck-rendered.yaml" (the kustomization lists it under resources) and prints
 * `kubectl kustomize` of that dir. Helm 3 takes the script's path; Helm 4 takes only a post-renderer
 * plugin name, so the script also lives in a plugin dir ("helmdeck-kustomize", type
 * postrenderer/v1) that HELM_PLUGINS points at for that run only.
 *
 * Layout under a private (0700) @c root: "<root>/post-render/plugins/helmdeck-kustomize/" with
 * plugin.yaml and kustomize.sh (0700). No secret reaches argv: the args are two paths.
 */
class KustomizePostRenderer
{
public:
    /** Writes the script and plugin under @p root (once: an existing script is kept); false with @p error
     * when it cannot. */
    static bool write(const QString &root, QString *error);
    /**
     * The helm arguments: `--post-renderer <script path (Helm 3) | helmdeck-kustomize (Helm 4)>
     * --post-renderer-args <folder> --post-renderer-args <kubectl>`.
     */
    static QStringList arguments(
        int helmMajor, const QString &root, const QString &folder, const QString &kubectl);
    /** Helm 4: {HELM_PLUGINS: the plugin dir's parent}; Helm 3: empty. */
    static QMap<QString, QString> environment(int helmMajor, const QString &root);
    /** kubectl for the post-render: $HELMDECK_KUBECTL or kubectl on PATH ("kubectl" if neither). */
    static QString kubectlProgram();
};

} // namespace HelmDeck
