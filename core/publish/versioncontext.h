// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/finding.h"
#include "semanticversion.h"

#include <QCoreApplication>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace HelmDeck {

/**
 * What a build publishes for (docs/publish.md): a release (the git tag "vX.Y.Z" on a commit) or a
 * branch build (a commit on a branch, e.g. main). Taken from the CI environment, from the git work
 * tree, or given on the command line / in the wizard; the VariantPlanner turns it into one chart
 * variant per image tag.
 *
 * Every constructor validates what it is given and records problems in @c findings (field paths
 * "version.releaseTag", "version.sha", "version.branch", "version.workTree"); errors refuse a
 * publish before anything is packaged.
 */
struct VersionContext
{
    Q_DECLARE_TR_FUNCTIONS(HelmDeck::VersionContext)

public:
    enum class Kind
    {
        None, ///< nothing usable was found (see findings)
        Release,
        Branch,
    };

    Kind kind = Kind::None;
    QString releaseTag; ///< Release: the git tag as given, "v1.2.3"
    SemanticVersion version; ///< Release: releaseTag without its "v"
    QString sha; ///< the commit: 40 lower-case hex digits
    QString branch; ///< Branch: its name, "main"; empty when unknown
    bool dirty = false; ///< the git work tree had uncommitted changes
    QString source; ///< where it came from, for messages: "GitHub Actions", "the git work tree", "the command
                    ///< line"
    Findings findings;

    /** The first 7 hex digits of @c sha (the "sha-<short>" image tag of CI conventions). */
    QString shortSha() const { return sha.left(7); }

    /** A release of @p tag ("v1.2.3", strict SemVer after the "v") at commit @p sha. */
    static VersionContext release(const QString &tag, const QString &sha, const QString &source);
    /** A build of commit @p sha on @p branch. */
    static VersionContext branchBuild(const QString &sha, const QString &branch, const QString &source);
    /**
     * From the CI's variables: GitHub Actions (GITHUB_SHA with GITHUB_REF_TYPE/GITHUB_REF_NAME, or
     * GITHUB_REF "refs/tags/…" / "refs/heads/…"; a pull request's "refs/pull/N/merge" is a branch
     * build of "pull/N") or GitLab CI (CI_COMMIT_SHA with CI_COMMIT_TAG, else CI_COMMIT_BRANCH /
     * CI_COMMIT_REF_NAME). Neither: Kind::None with an error naming the variables.
     */
    static VersionContext fromCiEnvironment(const QProcessEnvironment &environment);
    /**
     * From what git says of a work tree: @p headSha (`git rev-parse HEAD`), @p branch (`git
     * rev-parse --abbrev-ref HEAD`; "HEAD" when detached), @p tagsAtHead (`git tag --points-at
     * HEAD`, one a line) and @p statusPorcelain (`git status --porcelain`: non-empty = dirty, an
     * error). A tag "vX.Y.Z" at HEAD makes it a release (the highest, if several); else a branch build.
     */
    static VersionContext fromGit(const QString &headSha, const QString &branch, const QString &tagsAtHead,
        const QString &statusPorcelain);
};

} // namespace HelmDeck
