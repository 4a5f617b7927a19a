// SPDX-License-Identifier: GPL-3.0-or-later
#include "runlauncher.h"

#include "jobs/deploycontroller.h"
#include "run/runplanner.h"
#include "terminalcontroller.h"
#include "terminaldock.h"
#include "terminaltab.h"
#include "terminalview.h"
#include "window/windowservices.h"

namespace HelmDeck {

RunLauncher::RunLauncher(
    TerminalController *terminal, DeployController *deploy, WindowServices *window, QObject *parent)
    : QObject(parent)
    , m_terminal(terminal)
    , m_deploy(deploy)
    , m_window(window)
{
    connect(m_terminal, &TerminalController::runRequested, this, &RunLauncher::launch);
}

void RunLauncher::launch(const QString &appName, const RunChoice &choice)
{
    const QString title = choice.title();
    m_deploy->prepareClusterJob(title,
        [this, appName, choice, title](
            const Project &project, const QString &app, const DeployOptions &options) {
            RunRequest request;
            request.appName = app.isEmpty() ? appName : app;
            request.command = choice.command;
            request.tty = choice.tty;
            request.keep = choice.keep;
            // The tab sets the terminal's real size as it starts; COLUMNS and LINES start from the dock's.
            if (TerminalTab *current = m_terminal->dock()->tab(m_terminal->dock()->count() - 1)) {
                request.columns = qMax(20, current->view()->columns());
                request.rows = qMax(5, current->view()->rows());
            }
            RunPlan run;
            QString error;
            if (!RunPlanner::plan(project, options, request, &run, &error)) {
                m_window->reportError(title, error);
                return;
            }
            int terminalStep = -1;
            int streamStep = -1;
            for (int i = 0; i < run.plan.steps.size(); ++i) {
                if (run.plan.steps.at(i).terminal)
                    terminalStep = i;
                if (run.plan.steps.at(i).id == QLatin1String("stream"))
                    streamStep = i;
            }
            const QString tabTitle = QStringLiteral("%1 (%2)").arg(title, run.jobName);
            if (terminalStep >= 0)
                m_terminal->openRun(tabTitle, run.plan, terminalStep);
            else if (streamStep >= 0) {
                m_window->showBottomDock(m_terminal->dock(), TerminalController::DockHeight);
                m_terminal->dock()->openLinesTab(tabTitle, run.plan, streamStep, {}, {});
            }
        });
}

} // namespace HelmDeck
