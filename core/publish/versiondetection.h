// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "versioncontext.h"

#include "job/plan.h"

#include <QCoreApplication>
#include <QProcessEnvironment>
#include <QString>

namespace HelmDeck {

/**
 * Finds the version context of a chart folder for the publish wizard and `publish` without flags:
 * the CI's variables when a CI is recognised, else the git work tree the folder is in. The git
 * part is a plan of four read-only queries (`git rev-parse HEAD`, `git rev-parse --abbrev-ref
 * HEAD`, `git tag --points-at HEAD`, `git status --porcelain`), run like every other job; fromRun()
 * turns a finished run into the context (VersionContext::fromGit).
 */
class VersionDetection
{
    Q_DECLARE_TR_FUNCTIONS(HelmDeck::VersionDetection)

public:
    /** True when @p environment is a CI run HelmDeck reads (GITHUB_SHA or CI_COMMIT_SHA set). */
    static bool isCi(const QProcessEnvironment &environment);
    /** The queries for the work tree of @p dir. */
    static Plan plan(const QString &dir);
    /** The context from a finished run of plan() (its captured outputs); Kind::None with an error if git
     * failed. */
    static VersionContext fromRun(const PlanContext &context, bool succeeded, const QString &failure);
    /**
     * A failed git query as HelmDeck says it: what was being read (@p what, "the commit time"), in
     * which folder, why in words when git's reason is a known one (not a work tree, no commit yet,
     * a repository git refuses as of dubious ownership), then @p consequence, and git's own last line
     * as the detail ("(git: fatal: …)"), never git's raw "fatal:" alone.
     */
    static QString gitFailure(
        const QString &what, const QString &dir, const QString &stderrText, const QString &consequence);
};

} // namespace HelmDeck
