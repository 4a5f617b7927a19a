// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cluster/clustertarget.h"
#include "cluster/kubectltool.h"
#include "job/plan.h"
#include "rundialog.h"

#include <QObject>
#include <QProcessEnvironment>
#include <QStringList>

#include <functional>

class QAction;
class QMenu;
class QToolBar;

namespace HelmDeck {

class TerminalDock;
class TerminalTab;
class WindowServices;

/**
 * The window's Terminal menu (Run…, Logs…, Enter…, Shell) and the docked terminal they open tabs in,
 * for the current app of the project on the toolbar's cluster target (docs/architecture.md §5):
 *
 * - Logs…: asks for a process type (or every process), then follows its pods' logs from
 *   LogsSinceSeconds ago (TerminalCommands::logsPlan), reconnecting when the pods roll, each line once
 *   (LogDeduplicator);
 * - Enter…: asks for a process type, then a shell in one of its running pods (enterPlan); closing
 *   the tab types "exit" into it first, so no shell is left in the container;
 * - Shell: a local shell on a kubeconfig holding only the target's context (shellPlan);
 * - Run…: RunDialog, then runRequested() with the choice: whoever plans run Jobs answers with
 *   openRun() (the tab of the run's plan; closing it cancels the run, whose cleanup step deletes
 *   the Job).
 *
 * It reaches the window only through WindowServices; the target comes from @c TargetProvider (the
 * toolbar's ClusterPicker). Questions go through setProcessPrompt() so tests answer without a dialog.
 */
class TerminalController : public QObject
{
    Q_OBJECT
public:
    static constexpr int LogsSinceSeconds = 3600;
    static constexpr int DockHeight = 260;

    using TargetProvider = std::function<ClusterTarget()>;
    /** Asks which process type; returns one of @p choices, or empty for Cancel. */
    using ProcessPrompt = std::function<QString(const QString &title, const QStringList &choices)>;

    TerminalController(WindowServices *window, const TargetProvider &target, QObject *parent = nullptr);
    ~TerminalController() override;

    /** Adds Run…, Logs…, Enter… and Shell to @p menu and Run… and Shell to @p toolBar (may be null). */
    void populate(QMenu *menu, QToolBar *toolBar);
    TerminalDock *dock() const { return m_dock; }

    /** Logs of @p process ("" = every process of the app). Null (and an error shown) when nothing to follow.
     */
    TerminalTab *openLogs(const QString &process);
    TerminalTab *openEnter(const QString &process);
    TerminalTab *openShell();
    /** A tab for a run plan (its step @p terminalStep attached to the Job's pod). */
    TerminalTab *openRun(const QString &title, const Plan &plan, int terminalStep);
    /** Shows the Run dialog and emits runRequested() when it is accepted. */
    void askRun();

    /** Uses @p kubectl instead of looking it up on PATH / $HELMDECK_KUBECTL (tests). */
    void setKubectl(const KubectlTool &kubectl) { m_kubectl = kubectl; }
    /** The environment the shell tab's kubeconfig is read from and $SHELL comes from. */
    void setEnvironment(const QProcessEnvironment &environment) { m_environment = environment; }
    void setProcessPrompt(const ProcessPrompt &prompt) { m_prompt = prompt; }
    /** Asks a yes/no question (default: WindowServices::confirm()). */
    using ConfirmPrompt = std::function<bool(const QString &title, const QString &text)>;
    void setConfirmPrompt(const ConfirmPrompt &prompt) { m_confirm = prompt; }
    /** The label the "every process" choice of Logs… has. */
    static QString everyProcessChoice();

    static constexpr int QuitTimeoutMs = 10000;
    /**
     * For the window's close: true when no program runs in the dock. Else asks; on yes closes every
     * tab and returns false, and closes the window again once the tabs are gone (their cleanup
     * steps, e.g. deleting a run Job, have run), or after QuitTimeoutMs at the latest.
     */
    bool confirmQuit();

Q_SIGNALS:
    /** Run… was accepted for the current app (@p appName): plan the run Job and call openRun(). */
    void runRequested(const QString &appName, const HelmDeck::RunChoice &choice);

private:
    bool prepare(QString *appName, QString *kubeNamespace, QStringList *processes, ClusterTarget *target);
    KubectlTool kubectl() const;
    QString askProcess(const QString &title, const QStringList &processes, bool offerEvery);

    WindowServices *m_window;
    TargetProvider m_target;
    TerminalDock *m_dock;
    KubectlTool m_kubectl;
    QProcessEnvironment m_environment = QProcessEnvironment::systemEnvironment();
    ProcessPrompt m_prompt;
    ConfirmPrompt m_confirm;
    bool m_quitting = false; ///< the tabs are ending for a quit
    bool m_quitNow = false; ///< they have (or the timeout passed): the next close goes through
};

} // namespace HelmDeck

Q_DECLARE_METATYPE(HelmDeck::RunChoice)
