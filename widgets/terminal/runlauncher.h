// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rundialog.h"

#include <QObject>

namespace HelmDeck {

class DeployController;
class TerminalController;
class WindowServices;

/**
 * Turns the terminal dock's Run… (TerminalController::runRequested) into a run Job in a tab
 * (docs/run.md): the same job set-up as a deploy's (DeployController::prepareClusterJob: the
 * toolbar's target, the tools), RunPlanner's plan, then a terminal tab attached to the Job's pod —
 * or, without a terminal, a tab that streams its logs. Closing the tab cancels the run; its
 * cleanup step deletes the Job (unless kept).
 */
class RunLauncher : public QObject
{
    Q_OBJECT
public:
    RunLauncher(
        TerminalController *terminal, DeployController *deploy, WindowServices *window, QObject *parent);

    /** Plans and opens the run of @p choice for app @p appName (what Run… does once accepted). */
    void launch(const QString &appName, const RunChoice &choice);

private:
    TerminalController *m_terminal;
    DeployController *m_deploy;
    WindowServices *m_window;
};

} // namespace HelmDeck
