// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "step.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QTemporaryDir>

#include <memory>

namespace HelmDeck {

/**
 * An ordered list of steps for one long job (render, deploy, destroy, rename, a storage action), run
 * by Runner. Steps run in order (consecutive Step::concurrent steps at the same time); the first
 * failure stops the plan (Step::allowFailure excepted).
 *
 * @c workDir is a private (0700) temp dir the planner and the steps' prepare hooks write chart
 * dirs and 0600 values files into; it is removed when the last copy of the plan goes.
 */
struct Plan
{
    Q_DECLARE_TR_FUNCTIONS(HelmDeck::Plan)

public:
    QString title; ///< "Deploy guestbook to k3s-local/default"
    QList<Step> steps;
    std::shared_ptr<QTemporaryDir> workDir; ///< may be null for plans that write nothing

    /**
     * The dry-run text: the title, then one line per step, "N. <title>: <Step::describe()>"
     * (1-based; Step::always steps say "(also after a failure or cancel)" after the title), each redacted.
     * Internal steps and in-process actions (no argv, no plannedCommand) show only the title.
     */
    QString describe() const;
    /** Creates @c workDir (0700). False when the temp dir cannot be made. */
    bool makeWorkDir();
    int indexOf(const QString &stepId) const;
};

/** @p argument quoted for a POSIX shell when it needs to be (for display only; nothing runs a shell). */
QString shellQuote(const QString &argument);

} // namespace HelmDeck
