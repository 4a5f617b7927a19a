// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "job/plan.h"
#include <QCoreApplication>

namespace HelmDeck {

/**
 * What a deploy or rename changed before it stopped (docs/deploy.md "What it changed"): the plan's
 * last step, run by Runner also after a failure or a cancel (Step::always), so the command line and
 * the progress panel end with it. No second engine: the steps' own check hooks record, in the
 * plan's context, each step that ended well and, for a step that changes the cluster (changes()),
 * what it changed — a release and the revision helm printed ("REVISION: N"), a patch, an apply.
 *
 * The summary's lines: after a success "changed: …" (one line per change); after a failure or a
 * cancel "stopped at: <step>" (the step that failed or was cancelled; a helm upgrade stopped there
 * may have left a failed or pending revision), "changed before it stopped: …" per change (or
 * "nothing was changed in the cluster"), and "not changed: <step>" for every changing step that did
 * not run, then "then, so the next deploy can start: …" for what the cleanup steps after a failure
 * did (Step::always: an uninstalled first install, a rollback; docs/deploy.md "Recovering"). Steps
 * skipped because they had nothing to do are left out.
 */
class ChangeSummary
{
    Q_DECLARE_TR_FUNCTIONS(HelmDeck::ChangeSummary)

public:
    /** Wraps the checks of @p plan's steps and appends the summary step (id "summary"). */
    static void attach(Plan *plan);
    /** True when @p step changes the cluster: helm upgrade, uninstall or rollback; kubectl apply,
     * create, patch, delete, label, annotate or scale. */
    static bool changes(const Step &step);
};

} // namespace HelmDeck
