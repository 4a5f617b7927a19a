// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "job/step.h"

#include <QCoreApplication>
#include <QList>
#include <QStringList>

namespace HelmDeck {

class AppSteps;

/**
 * The steps that leave an app's releases deployable (docs/deploy.md, "Recovering"): a release left
 * pending by an interrupted helm blocks every later upgrade ("another operation is in progress"),
 * a failed first install stays failed or pending, a failed upgrade runs the broken revision.
 *
 * Which release needs what is known only at run time, from the lock check's `helm list` (what
 * existed before this deploy) and, after a failure, a second `helm list`: every step here decides
 * in its prepare hook and is Skipped when there is nothing to do, so the plan (and its dry run) is
 * the same whatever the cluster holds.
 */
class RecoverSteps
{
    Q_DECLARE_TR_FUNCTIONS(HelmDeck::RecoverSteps)

public:
    explicit RecoverSteps(const AppSteps &steps);

    /**
     * With DeployOptions::recover, after the lock check, for each release of the app (install order):
     * `helm history R --max 20 -o json` (only when the lock check found R pending-upgrade or
     * pending-rollback), then `helm rollback R <its last deployed revision>` — or, for R
     * pending-install (its first install never finished), `helm uninstall R`. Skipped for a release
     * that is not pending. Ids "recover-history-R", "recover-R" (with the step prefix).
     */
    QList<Step> recoverPending() const;

    /**
     * Cleanup after a failed or cancelled deploy (Step::always, and only once a release step of this
     * app ran — "config" — and while the app release has not become ready):
     *  1. "after-releases": `helm list --all -o json` (Helm 4: no --all); its output says what is undone
     * below, or what helm undid itself (Helm 3's --atomic / Helm 4's --rollback-on-failure uninstall a failed
     * first install and roll back a failed upgrade, so nothing is done twice);
     *  2. "after-uninstall": `helm uninstall R…` for each release this deploy installs that did not
     *     exist before it and is now not deployed (failed, pending-install): the next deploy can start;
     *  3. "after-history" + "after-rollback": for an app release that existed before and whose latest
     *     revision is failed or pending, `helm rollback <app> <last deployed revision>` when
     *     rollbackOnFailure is on — or when the stopped helm left it pending (a pending release would
     *     refuse the next deploy). A failed upgrade with rollbackOnFailure off is left as helm left it.
     */
    QList<Step> afterFailure() const;

    /** The context key the app step sets once its release is ready (the cleanup is then skipped). */
    QString readyKey() const;

private:
    const AppSteps &m_steps;
};

} // namespace HelmDeck
