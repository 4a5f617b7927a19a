// SPDX-License-Identifier: GPL-3.0-or-later
#include "terminalcontroller.h"

#include "cluster/toollookup.h"
#include "run/logdeduplicator.h"
#include "run/terminalcommands.h"
#include "terminaldock.h"
#include "window/windowservices.h"

#include <QAction>
#include <QDateTime>
#include <QIcon>
#include <QInputDialog>
#include <QMenu>
#include <QTimer>
#include <QToolBar>

#include <memory>

namespace HelmDeck {

TerminalController::TerminalController(WindowServices *window, const TargetProvider &target, QObject *parent)
    : QObject(parent)
    , m_window(window)
    , m_target(target)
    , m_dock(new TerminalDock(window->windowWidget()))
{
    qRegisterMetaType<HelmDeck::RunChoice>();
    m_prompt = [this](const QString &title, const QStringList &choices) {
        bool ok = false;
        const QString chosen = QInputDialog::getItem(
            m_window->windowWidget(), title, tr("Process type:"), choices, 0, false, &ok);
        return ok ? chosen : QString();
    };
    m_confirm = [this](const QString &title, const QString &text) { return m_window->confirm(title, text); };
}

TerminalController::~TerminalController() = default;

void TerminalController::populate(QMenu *menu, QToolBar *toolBar)
{
    QAction *run = menu->addAction(QIcon::fromTheme(QStringLiteral("system-run")), tr("&Run…"));
    run->setObjectName(QStringLiteral("runAction")); // a primary action: the toolbar keeps it visible
    run->setToolTip(tr("Run a one-off command of the current app in a Job, in a terminal tab"));
    connect(run, &QAction::triggered, this, &TerminalController::askRun);
    QAction *logs = menu->addAction(QIcon::fromTheme(QStringLiteral("text-x-generic")), tr("&Logs…"));
    logs->setToolTip(tr("Follow the logs of every pod of a process type"));
    connect(logs, &QAction::triggered, this, [this] {
        QString app, ns;
        QStringList processes;
        ClusterTarget target;
        if (!prepare(&app, &ns, &processes, &target))
            return;
        const QString process = askProcess(tr("Logs of %1").arg(app), processes, true);
        if (!process.isNull())
            openLogs(process == everyProcessChoice() ? QString() : process);
    });
    QAction *enter = menu->addAction(QIcon::fromTheme(QStringLiteral("go-jump")), tr("&Enter…"));
    enter->setToolTip(tr("A shell in a running pod of a process type"));
    connect(enter, &QAction::triggered, this, [this] {
        QString app, ns;
        QStringList processes;
        ClusterTarget target;
        if (!prepare(&app, &ns, &processes, &target))
            return;
        const QString process = askProcess(tr("Enter %1").arg(app), processes, false);
        if (!process.isEmpty())
            openEnter(process);
    });
    QAction *shell = menu->addAction(QIcon::fromTheme(QStringLiteral("utilities-terminal")), tr("&Shell"));
    shell->setToolTip(tr("A local shell whose kubectl and helm see only the chosen context"));
    connect(shell, &QAction::triggered, this, &TerminalController::openShell);
    menu->addSeparator();
    menu->addAction(m_dock->toggleViewAction());
    if (toolBar) {
        toolBar->addSeparator();
        toolBar->addAction(run);
        toolBar->addAction(shell);
    }
}

QString TerminalController::everyProcessChoice()
{
    return tr("(every process)");
}

KubectlTool TerminalController::kubectl() const
{
    if (!m_kubectl.program.isEmpty())
        return m_kubectl;
    // the path only: the tab's own kubectl reports a broken binary, no probe is needed first
    KubectlTool tool;
    const ToolLookup found = ToolLookup::find(QString(), "HELMDECK_KUBECTL", QStringLiteral("kubectl"));
    tool.program = found.program.isEmpty() ? QStringLiteral("kubectl") : found.program;
    return tool;
}

bool TerminalController::prepare(
    QString *appName, QString *kubeNamespace, QStringList *processes, ClusterTarget *target)
{
    *target = m_target ? m_target() : ClusterTarget();
    if (target->context.isEmpty()) {
        m_window->reportError(tr("Terminal"), tr("No kube context is chosen: pick one on the toolbar."));
        return false;
    }
    const int index = m_window->currentAppIndex();
    if (!m_window->hasProject() || index < 0 || index >= m_window->project().apps.size()) {
        m_window->reportError(tr("Terminal"), tr("Open a project with an app first."));
        return false;
    }
    const App &app = m_window->project().apps.at(index);
    *appName = app.name;
    *kubeNamespace = target->namespaceFor(app.kubeNamespace);
    processes->clear();
    for (const ProcessType &p : app.processes)
        processes->append(p.name);
    return true;
}

QString TerminalController::askProcess(const QString &title, const QStringList &processes, bool offerEvery)
{
    QStringList choices = processes;
    if (offerEvery)
        choices.append(everyProcessChoice());
    if (choices.isEmpty()) {
        m_window->reportError(title, tr("The app has no process types."));
        return QString();
    }
    if (choices.size() == 1)
        return choices.first();
    return m_prompt(title, choices);
}

TerminalTab *TerminalController::openLogs(const QString &process)
{
    QString app, ns;
    QStringList processes;
    ClusterTarget target;
    if (!prepare(&app, &ns, &processes, &target))
        return nullptr;
    const TerminalCommands commands(kubectl(), target);
    const QString since = QDateTime::currentDateTimeUtc()
                              .addSecs(-LogsSinceSeconds)
                              .toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss"))
        + QLatin1Char('Z');
    // Lines, not a terminal step: the reconnects repeat lines that must be dropped, which needs
    // whole lines; and nothing is typed into kubectl logs.
    auto dedup = std::make_shared<LogDeduplicator>();
    const auto reconnect = [commands, ns, app, process, since, dedup] {
        const QString resume = dedup->resumeSince();
        return commands.logsPlan(ns, app, process, resume.isEmpty() ? since : resume);
    };
    m_window->showBottomDock(m_dock, DockHeight);
    return m_dock->openLinesTab(
        process.isEmpty() ? tr("Logs %1").arg(app) : tr("Logs %1").arg(process),
        commands.logsPlan(ns, app, process, since), 0,
        [dedup](const QString &line) { return dedup->accept(line); }, reconnect);
}

TerminalTab *TerminalController::openEnter(const QString &process)
{
    QString app, ns;
    QStringList processes;
    ClusterTarget target;
    if (!prepare(&app, &ns, &processes, &target))
        return nullptr;
    const Plan plan = TerminalCommands(kubectl(), target).enterPlan(ns, app, process, 80, 24);
    m_window->showBottomDock(m_dock, DockHeight);
    // Ctrl+C clears a half-typed line, then "exit" ends the remote shell itself (none is left behind)
    return m_dock->openTab(tr("Enter %1").arg(process), plan, 1, QByteArrayLiteral("\x03exit\r"));
}

TerminalTab *TerminalController::openShell()
{
    ClusterTarget target = m_target ? m_target() : ClusterTarget();
    if (target.context.isEmpty()) {
        m_window->reportError(tr("Shell"), tr("No kube context is chosen: pick one on the toolbar."));
        return nullptr;
    }
    QString ns = target.kubeNamespace;
    const int index = m_window->currentAppIndex();
    if (ns.isEmpty() && m_window->hasProject() && index >= 0 && index < m_window->project().apps.size())
        ns = m_window->project().apps.at(index).kubeNamespace;
    Plan plan;
    QString error;
    if (!TerminalCommands(kubectl(), target).shellPlan(m_environment, ns, 80, 24, &plan, &error)) {
        m_window->reportError(tr("Shell"), error);
        return nullptr;
    }
    m_window->showBottomDock(m_dock, DockHeight);
    return m_dock->openTab(
        ns.isEmpty() ? tr("Shell %1").arg(target.context) : tr("Shell %1/%2").arg(target.context, ns), plan,
        0);
}

TerminalTab *TerminalController::openRun(const QString &title, const Plan &plan, int terminalStep)
{
    m_window->showBottomDock(m_dock, DockHeight);
    return m_dock->openTab(title, plan, terminalStep);
}

void TerminalController::askRun()
{
    QString app, ns;
    QStringList processes;
    ClusterTarget target;
    if (!prepare(&app, &ns, &processes, &target))
        return;
    RunDialog dialog(app, processes, m_window->windowWidget());
    if (dialog.exec() == QDialog::Accepted)
        Q_EMIT runRequested(app, dialog.choice());
}

bool TerminalController::confirmQuit()
{
    if (m_quitNow || !m_dock->hasRunningPrograms())
        return true;
    if (m_quitting)
        return false; // still ending: the window closes by itself then
    if (!m_confirm(tr("Quit"), tr("Programs still run in the terminal. End them and quit?")))
        return false;
    m_quitting = true;
    const auto quit = [this] {
        if (!m_quitting || m_quitNow)
            return;
        m_quitNow = true;
        m_window->windowWidget()->close();
    };
    connect(m_dock, &TerminalDock::tabClosed, this, [this, quit] {
        if (m_dock->count() == 0)
            quit();
    });
    QTimer::singleShot(QuitTimeoutMs, this, quit);
    m_dock->closeAll();
    return false;
}

} // namespace HelmDeck
