// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "deploy/deployplanner.h"
#include "deploy/diffjob.h"
#include "deploy/jobsetup.h"
#include "job/runner.h"
#include "storageactions.h"

#include <QObject>
#include <QPointer>
#include <QProcessEnvironment>

#include <functional>

class QAction;
class QDockWidget;
class QMenu;
class QToolBar;

namespace HelmDeck {

class ClusterPicker;
class DeployConfirmDialog;
class PreviewPane;
class ProgressPanel;
class StorageEditor;
class WindowServices;

/**
 * The window's cluster jobs: the toolbar's ClusterPicker, the Cluster menu (Deploy…, Diff,
 * Destroy…, and Create/Destroy/Status/Wait for the storage entry selected in the Storage form),
 * the preview's Diff tab, and the progress dock every job runs in. MainWindow only places these.
 *
 * Deploy: the project being edited → JobSetup (the user's defaults applied, kubectl detected and
 * pull-secret credentials resolved off the GUI thread, secrets without a value listed, so Preflight
 * refuses them as the command line does) → DeployPlanner::deploy →
 * DeployConfirmDialog with the plan's steps while a DiffJob fills in the diff → on Deploy, the
 * Runner runs the plan in the progress dock. Planning errors (findings) go to the findings list
 * and an error message (a storage action's refusal, e.g. destroying a mounted entry, to the message
 * only: it is about the action, not the project); nothing starts then, so nothing is half-run. Destroy and
 * the storage actions that remove something ask first, naming the releases. One job runs at a time.
 * A deploy refused because a release of the app is pending (DeployPlanner::refusedForPendingRelease)
 * asks "Roll back and deploy?" and, on yes, runs the same deploy planned with DeployOptions::recover
 * (docs/deploy.md, "Recovering").
 *
 * It reaches the window only through WindowServices (docs/architecture.md §5). Questions go through
 * setConfirmPrompt() (default: WindowServices::confirm()), errors through WindowServices::reportError(),
 * and confirmDialogShown() hands the deploy dialog out, so tests can answer without a message box.
 */
class DeployController : public QObject
{
    Q_OBJECT
public:
    using StorageAction = StorageActions::Action;
    /** Asks a yes/no question; true = go ahead. The default shows a QMessageBox. */
    using ConfirmPrompt = std::function<bool(const QString &title, const QString &text)>;

    /** @p preview: its Diff tab; @p storage: the Storage form whose selected entry the storage actions use.
     */
    DeployController(WindowServices *window, PreviewPane *preview, StorageEditor *storage, QObject *parent);
    ~DeployController() override;

    /** Creates the actions in @p clusterMenu and the picker and main actions on @p toolBar. */
    void populate(QMenu *clusterMenu, QToolBar *toolBar);

    /** The window opened or imported a project (restores the picker's choice for it). */
    void projectOpened();
    /** The project was edited: the diff is outdated, the app's namespace may have changed. */
    void projectEdited();

    void deploy();
    void destroy();
    void storageAction(StorageAction action);
    /** Refreshes the preview's Diff tab (and shows it). */
    void refreshDiff();

    /** Uses @p kubectl instead of detecting it (tests; a --kubectl option). */
    void setKubectl(const KubectlTool &kubectl);
    /** The environment pull-secret credentials are resolved in (default: the process's). */
    void setCredentialEnvironment(const QProcessEnvironment &environment);
    void setConfirmPrompt(const ConfirmPrompt &prompt);
    /** True while a job runs; asks whether to cancel it when the window would close. */
    bool confirmQuit();

    bool isBusy() const;
    using Continuation
        = std::function<void(const Project &project, const QString &appName, const DeployOptions &options)>;
    /**
     * For a cluster job another controller runs (a one-off run in the terminal dock): the same
     * checks and JobSetup as destroy's — the current app, the toolbar's target, the tools — then
     * @p next; refusals are reported and listed in Findings as for a deploy, and nothing starts.
     */
    void prepareClusterJob(const QString &what, const Continuation &next);
    /**
     * Runs @p plan on the window's Runner, shown in the progress dock; jobFinished() tells its end.
     * False (reported) for an empty plan or while another job runs.
     */
    bool startPlan(const Plan &plan);
    Runner *runner() const { return m_runner; }
    ClusterPicker *clusterPicker() const { return m_picker; }
    ProgressPanel *progressPanel() const { return m_panel; }
    QDockWidget *progressDock() const { return m_dock; }
    /** The open deploy confirmation, or null. */
    DeployConfirmDialog *confirmDialog() const;
    QAction *deployAction() const { return m_deployAction; }
    QAction *destroyAction() const { return m_destroyAction; }
    QAction *diffAction() const { return m_diffAction; }
    QAction *storageActionFor(StorageAction action) const;

Q_SIGNALS:
    /** The deploy confirmation is open (its diff may still be loading). */
    void confirmDialogShown(HelmDeck::DeployConfirmDialog *dialog);
    /** Planning refused to start a job: its findings are listed and @p message was reported. */
    void planRefused(const QString &message);
    void jobStarted(const QString &title);
    void jobFinished(const HelmDeck::RunResult &result);

private:
    /** What a job needs from JobSetup. */
    enum class Needs
    {
        Target, ///< the target and tools only (destroy, storage)
        Render, ///< also the app's pull-secret credentials (diff)
        Write, ///< also every secret's value (deploy)
    };
    /** Checks, then runs JobSetup for the current app (off the GUI thread), then calls @p next. */
    void prepare(bool isJob, Needs needs, const QString &what, const Continuation &next);
    bool accept(const QString &what, const Findings &findings);
    void showConfirmDialog(
        const Project &project, const QString &appName, const DeployOptions &options, const Plan &plan);
    void runDiff(const Project &project, const QString &appName, const DeployOptions &options);
    void updatePicker();
    void updateActions();
    void markDiffOutdated();
    QString diffSubject() const;
    bool confirm(const QString &title, const QString &text);
    /** After a deploy refused for a pending release: asks "Roll back and deploy?" and runs it with recover.
     */
    void offerRecovery(const RunResult &result);
    void showJobFindings(const Findings &findings);

    WindowServices *m_window;
    PreviewPane *m_preview;
    StorageActions *m_storage;
    Runner *m_runner;
    DiffJob *m_diffJob;
    ClusterPicker *m_picker;
    ProgressPanel *m_panel;
    QDockWidget *m_dock;
    QPointer<DeployConfirmDialog> m_dialog;
    Plan m_lastDeploy; ///< the deploy plan last started from the confirmation
    std::function<void()> m_recoverDeploy; ///< that deploy again with DeployOptions::recover, until it ends
    JobSetup *m_setup;
    KubectlTool m_kubectl; ///< remembered once found (a missing one is looked for again)
    bool m_kubectlKnown = false;
    QProcessEnvironment m_environment;
    bool m_diffCancelled = false;
    bool m_hasFindings = false; ///< FindingsModel::DeployOrigin holds something
    QString m_pickerState; ///< what the picker was last set up for (project key, context, namespace)
    ConfirmPrompt m_confirm;
    QAction *m_deployAction = nullptr;
    QAction *m_destroyAction = nullptr;
    QAction *m_diffAction = nullptr;
};

} // namespace HelmDeck
