// SPDX-License-Identifier: GPL-3.0-or-later
#include "runsactions.h"

#include "jobs/deploycontroller.h"
#include "run/cronplanner.h"
#include "run/runlist.h"
#include "runsdialog.h"
#include "terminalcontroller.h"
#include "terminaldock.h"
#include "window/windowservices.h"

#include <QAction>
#include <QIcon>
#include <QInputDialog>
#include <QMenu>
#include <QProcessEnvironment>

#include <memory>

namespace HelmDeck {

RunsActions::RunsActions(
    TerminalController *terminal, DeployController *deploy, WindowServices *window, QObject *parent)
    : QObject(parent)
    , m_terminal(terminal)
    , m_deploy(deploy)
    , m_window(window)
{
    m_taskPrompt = [this](const QString &title, const QStringList &taskIds) {
        bool ok = false;
        const QString chosen = QInputDialog::getItem(
            m_window->windowWidget(), title, tr("Cron task:"), taskIds, 0, false, &ok);
        return ok ? chosen : QString();
    };
    m_confirm = [this](const QString &title, const QString &text) { return m_window->confirm(title, text); };
    // A run that ended, or a closed run tab (its Job deleted), changes the list.
    const auto changed = [this] {
        if (m_dialog && m_dialog->isVisible())
            refresh();
    };
    connect(m_terminal->dock(), &TerminalDock::tabFinished, this, changed);
    connect(m_terminal->dock(), &TerminalDock::tabClosed, this, changed);
    connect(m_deploy, &DeployController::planRefused, this, [this](const QString &message) {
        if (m_reading && !m_deploy->runner()->isRunning() && m_dialog) {
            m_reading = false;
            m_dialog->setBusy(false, message);
        }
    });
}

RunsActions::~RunsActions() = default;

void RunsActions::populate(QMenu *menu)
{
    QList<QAction *> actions;
    QAction *runs = new QAction(QIcon::fromTheme(QStringLiteral("view-list-details")), tr("R&uns…"), this);
    runs->setToolTip(tr("The current app's run Jobs: command, age and state; stop one or open its logs"));
    connect(runs, &QAction::triggered, this, &RunsActions::showRuns);
    QAction *separator = new QAction(this);
    separator->setSeparator(true);
    QAction *cronRun = new QAction(
        QIcon::fromTheme(QStringLiteral("media-playback-start")), tr("Run &Cron Task Now…"), this);
    cronRun->setToolTip(tr("A Job from the live CronJob's template, its output in a terminal tab"));
    connect(cronRun, &QAction::triggered, this, [this] { runCronNow(); });
    QAction *suspend = new QAction(
        QIcon::fromTheme(QStringLiteral("media-playback-pause")), tr("Sus&pend Cron Task…"), this);
    suspend->setToolTip(tr("Stop scheduling a live CronJob, without a redeploy"));
    connect(suspend, &QAction::triggered, this, [this] { suspendCron(true); });
    QAction *resume = new QAction(tr("Resu&me Cron Task…"), this);
    resume->setToolTip(tr("Schedule a suspended live CronJob again, without a redeploy"));
    connect(resume, &QAction::triggered, this, [this] { suspendCron(false); });
    actions << runs << separator << cronRun << suspend << resume;

    // before the separator above the dock's show/hide action, so that stays last
    const QList<QAction *> existing = menu->actions();
    QAction *before = nullptr;
    for (int i = existing.size() - 1; i >= 0; --i) {
        if (existing.at(i)->isSeparator()) {
            before = existing.at(i);
            break;
        }
    }
    QAction *lead = new QAction(this);
    lead->setSeparator(true);
    menu->insertActions(before, QList<QAction *> { lead } + actions);
}

bool RunsActions::runOnWindow(
    const Plan &plan, bool showProgress, const std::function<void(const RunResult &)> &done)
{
    Runner *runner = m_deploy->runner();
    if (runner->isRunning()) {
        m_window->reportError(plan.title, tr("Another job is running; wait for it to end or cancel it."));
        return false;
    }
    auto connection = std::make_shared<QMetaObject::Connection>();
    *connection = connect(runner, &Runner::finished, this, [connection, done](const RunResult &result) {
        QObject::disconnect(*connection);
        done(result);
    });
    if (!runner->start(plan)) {
        QObject::disconnect(*connection);
        m_window->reportError(plan.title, tr("Another job is running; wait for it to end or cancel it."));
        return false;
    }
    if (showProgress)
        m_window->showBottomDock(m_deploy->progressDock(), ProgressDockHeight);
    return true;
}

void RunsActions::showRuns()
{
    if (!m_dialog) {
        m_dialog = new RunsDialog(m_window->windowWidget());
        connect(m_dialog, &RunsDialog::refreshRequested, this, &RunsActions::refresh);
        connect(m_dialog, &RunsDialog::stopRequested, this, &RunsActions::stop);
        connect(m_dialog, &RunsDialog::logsRequested, this, &RunsActions::openLogs);
    }
    m_reading = false; // a read whose set-up was refused never ended: start afresh
    m_readAgain = false;
    m_dialog->show();
    m_dialog->raise();
    m_dialog->activateWindow();
    refresh();
}

void RunsActions::refresh()
{
    if (!m_dialog)
        return;
    if (m_reading) {
        m_readAgain = true;
        return;
    }
    Runner *runner = m_deploy->runner();
    if (runner->isRunning()) {
        // a deploy (or a stop) runs: read once it has ended, it may have changed the runs
        m_dialog->setBusy(true, tr("Waiting for %1 to end…").arg(runner->plan().title));
        m_reading = true;
        auto connection = std::make_shared<QMetaObject::Connection>();
        *connection = connect(runner, &Runner::finished, this, [this, connection](const RunResult &) {
            QObject::disconnect(*connection);
            m_reading = false;
            refresh();
        });
        return;
    }
    m_reading = true;
    m_dialog->setBusy(true, tr("Reading the runs…"));
    const auto failed = [this](const QString &message) {
        m_reading = false;
        m_readAgain = false;
        if (m_dialog) {
            m_dialog->setBusy(false);
            m_dialog->setStatus(message);
        }
        Q_EMIT refreshed(false);
    };
    // prepareClusterJob reports its refusals itself (no project, no context, …)
    m_dialog->setStatus(tr("Reading the runs…"));
    m_deploy->prepareClusterJob(
        tr("Runs"), [this, failed](const Project &project, const QString &app, const DeployOptions &options) {
            auto rows = std::make_shared<QList<RunRow>>();
            Plan plan;
            QString error;
            if (!RunList::listPlan(project, options, app, rows, &plan, &error)) {
                failed(error);
                return;
            }
            if (m_dialog)
                m_dialog->setApp(app);
            const bool started = runOnWindow(plan, false, [this, rows, failed](const RunResult &result) {
                if (!result.ok) {
                    failed(result.cancelled ? tr("Cancelled") : result.message);
                    return;
                }
                m_reading = false;
                if (m_dialog) {
                    m_dialog->setBusy(false);
                    m_dialog->setRows(*rows, QDateTime::currentDateTimeUtc());
                }
                Q_EMIT refreshed(true);
                if (m_readAgain) {
                    m_readAgain = false;
                    refresh();
                }
            });
            if (!started)
                failed(tr("Another job is running."));
        });
    // A refusal (no project, no context: reported by prepareClusterJob) never calls the
    // continuation: it is synchronous when no JobSetup started, else planRefused follows.
    if (!m_deploy->isBusy())
        failed(tr("Not read: %1").arg(tr("no cluster target or project")));
}

void RunsActions::stop(const QString &jobName)
{
    if (jobName.isEmpty())
        return;
    if (!m_confirm(tr("Stop %1?").arg(jobName),
            tr("This deletes the Job %1 and its pod: the command is killed and its output is gone.")
                .arg(jobName)))
        return;
    m_deploy->prepareClusterJob(tr("Stop %1").arg(jobName),
        [this, jobName](const Project &project, const QString &app, const DeployOptions &options) {
            Plan plan;
            QString error;
            if (!RunList::stopPlan(project, options, app, jobName, &plan, &error)) {
                m_window->reportError(tr("Stop %1").arg(jobName), error);
                return;
            }
            if (m_dialog)
                m_dialog->setBusy(true, tr("Stopping %1…").arg(jobName));
            const bool started = runOnWindow(plan, true, [this, jobName](const RunResult &result) {
                m_window->showStatus(result.ok ? tr("job/%1 deleted").arg(jobName) : result.message, 8000);
                if (m_dialog)
                    m_dialog->setBusy(false);
                Q_EMIT actionFinished(result);
                refresh();
            });
            if (!started && m_dialog)
                m_dialog->setBusy(false);
        });
}

void RunsActions::openLogs(const QString &jobName)
{
    if (jobName.isEmpty())
        return;
    m_deploy->prepareClusterJob(tr("Logs of %1").arg(jobName),
        [this, jobName](const Project &project, const QString &app, const DeployOptions &options) {
            Plan plan;
            QString error;
            if (!RunList::logsPlan(project, options, app, jobName, &plan, &error)) {
                m_window->reportError(tr("Logs of %1").arg(jobName), error);
                return;
            }
            m_window->showBottomDock(m_terminal->dock(), TerminalController::DockHeight);
            m_terminal->dock()->openLinesTab(tr("Logs %1").arg(jobName), plan, 0, {}, {});
        });
}

QString RunsActions::askTask(const QString &title)
{
    const int index = m_window->currentAppIndex();
    if (!m_window->hasProject() || index < 0 || index >= m_window->project().apps.size()) {
        m_window->reportError(title, tr("Open a project with an app first."));
        return QString();
    }
    const App &app = m_window->project().apps.at(index);
    QStringList ids;
    for (const CronTask &task : app.cron)
        ids.append(task.taskId());
    if (ids.isEmpty()) {
        m_window->reportError(title, tr("The app %1 has no cron tasks.").arg(app.name));
        return QString();
    }
    return ids.size() == 1 ? ids.first() : m_taskPrompt(title, ids);
}

void RunsActions::runCronNow(const QString &taskId)
{
    const QString title = tr("Run cron task");
    const QString task = taskId.isEmpty() ? askTask(title) : taskId;
    if (task.isEmpty())
        return;
    m_deploy->prepareClusterJob(
        title, [this, task, title](const Project &project, const QString &app, const DeployOptions &options) {
            CronRunPlan run;
            QString error;
            if (!CronPlanner::runPlan(
                    project, options, app, task, QProcessEnvironment::systemEnvironment(), &run, &error)) {
                m_window->reportError(title, error);
                return;
            }
            int stream = -1;
            for (int i = 0; i < run.plan.steps.size(); ++i) {
                if (run.plan.steps.at(i).id == QLatin1String("stream"))
                    stream = i;
            }
            m_window->showBottomDock(m_terminal->dock(), TerminalController::DockHeight);
            m_terminal->dock()->openLinesTab(tr("Cron %1").arg(task), run.plan, stream, {}, {});
        });
}

void RunsActions::suspendCron(bool suspend, const QString &taskId)
{
    const QString title = suspend ? tr("Suspend cron task") : tr("Resume cron task");
    const QString task = taskId.isEmpty() ? askTask(title) : taskId;
    if (task.isEmpty())
        return;
    m_deploy->prepareClusterJob(title,
        [this, task, title, suspend](
            const Project &project, const QString &app, const DeployOptions &options) {
            Plan plan;
            QString error;
            if (!CronPlanner::suspendPlan(project, options, app, task, suspend, &plan, &error)) {
                m_window->reportError(title, error);
                return;
            }
            runOnWindow(plan, true, [this, task, suspend](const RunResult &result) {
                if (result.ok)
                    m_window->showStatus(suspend ? tr("Cron task %1 suspended").arg(task)
                                                 : tr("Cron task %1 resumed").arg(task),
                        8000);
                Q_EMIT actionFinished(result);
            });
        });
}

} // namespace HelmDeck
