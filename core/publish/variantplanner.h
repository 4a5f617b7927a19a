// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/finding.h"
#include "versioncontext.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace HelmDeck {

/**
 * Which image tags a build pushes, as patterns (docs/publish.md): "{version}" is the release's
 * SemVer ("1.2.3-rc.1"), "{major}" and "{minor}" its numbers, "{short}" the commit's first 7 hex
 * digits; anything else is literal. The default mirrors docker/metadata-action's common set:
 * "v{version}", "v{major}", "sha-{short}", "latest".
 *
 * A pattern with "{version}" or "{short}" names one build (a fixed tag, never overwritten); one
 * without (e.g. "v{major}", "latest") moves from build to build. Branch builds have no version, so
 * only the "{short}" patterns and literal ones apply, and literal ones (e.g. "latest") only on
 * @c defaultBranch; a pre-release never moves a tag.
 */
struct ImageTagScheme
{
    QStringList patterns { QStringLiteral("v{version}"), QStringLiteral("v{major}"),
        QStringLiteral("sha-{short}"), QStringLiteral("latest") };
    QString defaultBranch = QStringLiteral("main");

    /** A pattern names one build: it has "{version}" or "{short}". */
    static bool isFixed(const QString &pattern);
    /** Errors for unknown placeholders ("{patch}") and empty or duplicate patterns (field
     * "publish.imageTags"). */
    Findings validate() const;
};

/**
 * One chart package of a publish: it installs the image tag @c appVersion, and is pushed under
 * @c tags (the first is its own, = appVersion; the others are aliases of the identical bytes, e.g.
 * "1.2.3" beside "v1.2.3", so Helm's SemVer --version finds it).
 */
struct ChartVariant
{
    QString appVersion; ///< the image tag it installs, "v1.2.3", "v1", "sha-abc1234", "latest"
    QString chartVersion; ///< Chart.yaml's version: "1.2.3", or "0.0.0-sha-abc1234" for a branch build
    QStringList tags; ///< OCI tags, own tag first
    bool moving = false; ///< its tags move between builds (pushed after every fixed one)
};

/** The variants of one publish, in push order: fixed tags first (scheme order), moving ones last. */
struct VariantPlan
{
    QList<ChartVariant> variants;
    Findings findings; ///< the context's, then the planner's; errors = nothing to publish
    /** Every tag of every variant, in push order. */
    QStringList tags() const;
};

/** Plans the chart variants of a build: one per image tag (docs/publish.md). */
class VariantPlanner
{
    Q_DECLARE_TR_FUNCTIONS(HelmDeck::VariantPlanner)

public:
    /**
     * The variants for @p context under @p scheme. Empty with errors when the context or the scheme
     * has errors, when no pattern applies, or when a tag is not a valid OCI tag
     * ([A-Za-z0-9_][A-Za-z0-9._-]{0,127}) or comes out twice.
     */
    static VariantPlan plan(const VersionContext &context, const ImageTagScheme &scheme = ImageTagScheme());
};

} // namespace HelmDeck
