// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "job/runner.h"
#include "runsdialog.h"

#include <QObject>
#include <QPointer>

#include <functional>

class QAction;
class QMenu;

namespace HelmDeck {

class DeployController;
class TerminalController;
class WindowServices;

/**
 * The Terminal menu's Runs… window and cron actions (docs/run.md), for the current app on the
 * toolbar's target, all on the one job path (docs/architecture.md §2): each starts with
 * DeployController::prepareClusterJob (the checks and JobSetup of every cluster job), then
 *
 * - Runs…: RunsDialog, filled by RunList::listPlan on the window's Runner (the progress dock's):
 *   on demand (Refresh), when it opens, and after a terminal tab's program ended or a tab closed
 *   (a run ended or its Job was deleted). A read while another job runs waits for it.
 *   Stop asks, then runs RunList::stopPlan on the window's Runner (shown in the progress dock)
 *   and reads the list again; Open Logs opens a terminal tab following that Job (RunList::logsPlan).
 * - Run Cron Task Now…: CronPlanner::runPlan (a Job from the live CronJob's template) in a terminal
 *   tab that shows the task's output; closing the tab cancels it (its cleanup step deletes the Job).
 * - Suspend / Resume Cron Task…: CronPlanner::suspendPlan on the window's Runner, no redeploy.
 *
 * Questions go through setTaskPrompt() and setConfirmPrompt(), so tests answer without a dialog.
 */
class RunsActions : public QObject
{
    Q_OBJECT
public:
    static constexpr int ProgressDockHeight = 280;
    /** Picks one of @p taskIds (the current app's cron tasks); empty = Cancel. */
    using TaskPrompt = std::function<QString(const QString &title, const QStringList &taskIds)>;
    using ConfirmPrompt = std::function<bool(const QString &title, const QString &text)>;

    RunsActions(
        TerminalController *terminal, DeployController *deploy, WindowServices *window, QObject *parent);
    ~RunsActions() override;

    /** Adds Runs… and the cron actions to @p menu, before its last separator (the dock's toggle). */
    void populate(QMenu *menu);

    /** Shows the Runs window (created once) and reads the list. */
    void showRuns();
    /** Reads the list into the Runs window (nothing when it is not open). */
    void refresh();
    /** Asks, then deletes run Job @p jobName, then reads the list again. */
    void stop(const QString &jobName);
    /** A terminal tab following @p jobName's output. */
    void openLogs(const QString &jobName);
    /** Runs cron task @p taskId now (empty: ask which) in a terminal tab. */
    void runCronNow(const QString &taskId = QString());
    /** Suspends (or resumes) the live CronJob of @p taskId (empty: ask which). */
    void suspendCron(bool suspend, const QString &taskId = QString());

    RunsDialog *dialog() const { return m_dialog; }
    void setTaskPrompt(const TaskPrompt &prompt) { m_taskPrompt = prompt; }
    void setConfirmPrompt(const ConfirmPrompt &prompt) { m_confirm = prompt; }

Q_SIGNALS:
    /** A list read ended (its rows are in the dialog, or the status says why not). */
    void refreshed(bool ok);
    /** A stop, suspend or resume plan ended on the window's Runner. */
    void actionFinished(const HelmDeck::RunResult &result);

private:
    /** Starts @p plan on the window's Runner and calls @p done when it ends; false (reported) when busy. */
    bool runOnWindow(const Plan &plan, bool showProgress, const std::function<void(const RunResult &)> &done);
    QString askTask(const QString &title);

    TerminalController *m_terminal;
    DeployController *m_deploy;
    WindowServices *m_window;
    QPointer<RunsDialog> m_dialog;
    TaskPrompt m_taskPrompt;
    ConfirmPrompt m_confirm;
    bool m_reading = false;
    bool m_readAgain = false; ///< a read was asked for while one was under way
};

} // namespace HelmDeck
