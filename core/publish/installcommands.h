// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ocirepository.h"

#include <QString>
#include <QStringList>

namespace HelmDeck {

/** One published tag, as the result of a publish lists it. */
struct PublishedTag
{
    QString tag; ///< "v1.2.3", "1.2.3", "sha-0123456", "v1", "latest"
    QString digest; ///< the manifest digest the registry confirmed, "sha256:…"
    QString appVersion; ///< the image tag that chart installs
    QString chartVersion; ///< its Chart.yaml version
};

/**
 * Copyable install commands for a published tag (docs/publish.md): Helm lists only strict SemVer
 * tags, so a tag equal to the chart's version installs by `--version`; every other tag (`vX.Y.Z`,
 * `vX`, `sha-…`, `latest`) installs by digest, which needs Helm ≥ 3.17 or Helm 4 — and its digest
 * moves for moving tags, so `helmdeck resolve` prints the current one.
 */
class InstallCommands
{
public:
    /**
     * "helm install <release> oci://HOST/PATH/CHART --version 1.2.3" when @p tag is the chart
     * version (as a tag: '+' → '_'), else "helm install <release> oci://HOST/PATH/CHART@sha256:…";
     * with @p plainHttp (a registry published to over HTTP) both end in " --plain-http".
     */
    static QString install(const OciRepository &registry, const QString &chart, const PublishedTag &tag,
        const QString &release = QString(), bool plainHttp = false);
    /** "helmdeck resolve oci://HOST/PATH/CHART TAG": prints the tag's current digest. */
    static QString resolve(
        const OciRepository &registry, const QString &chart, const QString &tag, bool plainHttp = false);
    /** Whether Helm's --version finds @p tag (it is the chart version written as a tag). */
    static bool installsByVersion(const PublishedTag &tag);
};

} // namespace HelmDeck
