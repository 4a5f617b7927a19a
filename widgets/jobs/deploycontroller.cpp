// SPDX-License-Identifier: GPL-3.0-or-later
#include "deploycontroller.h"

#include "clusterpicker.h"
#include "deploy/storageplanner.h"
#include "deployconfirmdialog.h"
#include "preview/diffpage.h"
#include "findings/findingsmodel.h"
#include "jobpreparation.h"
#include "window/mainwindow.h"
#include "preview/previewcontroller.h"
#include "preview/previewpane.h"
#include "progresspanel.h"
#include "editor/projecteditor.h"
#include "registry/pullsecretresolution.h"
#include "storage/storageeditor.h"
#include "forms/tableform.h"

#include <QAction>
#include <QDockWidget>
#include <QItemSelectionModel>
#include <QMenu>
#include <QMessageBox>
#include <QStatusBar>
#include <QTableView>
#include <QToolBar>

namespace HelmDeck {

namespace {

constexpr int ProgressDockHeight = 280;

/** The first error findings, one per line, for a message box. */
QString errorLines(const Findings &findings)
{
    QStringList lines;
    for (const Finding &f : findings) {
        if (f.severity == Finding::Severity::Error)
            lines.append(f.message);
        if (lines.size() >= 8)
            break;
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace

DeployController::DeployController(MainWindow *window)
    : QObject(window)
    , m_window(window)
    , m_runner(new Runner(this))
    , m_diffJob(new DiffJob(this))
    , m_picker(new ClusterPicker(window))
    , m_panel(new ProgressPanel(window))
    , m_dock(new QDockWidget(tr("Progress"), window))
    , m_preparation(new JobPreparation(this))
{
    qRegisterMetaType<HelmDeck::DeployConfirmDialog *>("HelmDeck::DeployConfirmDialog*");
    m_picker->setObjectName(QStringLiteral("clusterPicker"));
    m_panel->setRunner(m_runner);
    m_dock->setObjectName(QStringLiteral("progressDock"));
    m_dock->setWidget(m_panel);

    connect(m_picker, &ClusterPicker::targetChanged, this, &DeployController::markDiffOutdated);
    connect(m_runner, &Runner::started, this, [this](const QString &title) {
        updateActions();
        Q_EMIT jobStarted(title);
    });
    connect(m_panel, &ProgressPanel::jobFinished, this, [this](const RunResult &result) {
        updateActions();
        markDiffOutdated(); // the cluster changed (or may have)
        Q_EMIT jobFinished(result);
    });
    DiffPage *page = m_window->preview()->diffPage();
    connect(page, &DiffPage::refreshRequested, this, &DeployController::refreshDiff);
    connect(m_window->preview(), &PreviewPane::diffTabShown, this, [this, page]() {
        if (page->isOutdated() && !m_diffJob->isRunning())
            refreshDiff();
    });
    connect(m_diffJob, &DiffJob::finished, this, [this, page](const DiffResult &result) {
        if (m_diffCancelled) // superseded by an edit or another target: the page says it is outdated
            m_diffCancelled = false;
        else
            page->showResult(diffSubject(), result);
        updateActions();
    });
}

DeployController::~DeployController() = default;

void DeployController::populate(QMenu *clusterMenu, QToolBar *toolBar)
{
    m_deployAction = new QAction(QIcon::fromTheme(QStringLiteral("cloud-upload")), tr("&Deploy..."), this);
    m_deployAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D));
    m_deployAction->setToolTip(
        tr("Deploy the current app to the chosen context and namespace, after showing the diff"));
    connect(m_deployAction, &QAction::triggered, this, &DeployController::deploy);
    m_diffAction = new QAction(QIcon::fromTheme(QStringLiteral("vcs-diff")), tr("D&iff"), this);
    m_diffAction->setToolTip(tr("Compare the current app with its live releases"));
    connect(m_diffAction, &QAction::triggered, this, &DeployController::refreshDiff);
    m_destroyAction = new QAction(QIcon::fromTheme(QStringLiteral("edit-delete")), tr("D&estroy..."), this);
    m_destroyAction->setToolTip(tr("Uninstall the current app's releases from the chosen namespace"));
    connect(m_destroyAction, &QAction::triggered, this, &DeployController::destroy);

    const QList<QPair<StorageAction, QString>> storage = {
        { StorageAction::Create, tr("&Create Storage") },
        { StorageAction::Destroy, tr("Destroy Storage...") },
        { StorageAction::Status, tr("Storage &Status") },
        { StorageAction::Wait, tr("&Wait for Storage") },
    };
    for (const auto &entry : storage) {
        auto *action = new QAction(entry.second, this);
        const StorageAction kind = entry.first;
        connect(action, &QAction::triggered, this, [this, kind]() { storageAction(kind); });
        m_storageActions.append(action);
    }

    clusterMenu->addAction(m_deployAction);
    clusterMenu->addAction(m_diffAction);
    clusterMenu->addAction(m_destroyAction);
    clusterMenu->addSeparator();
    QMenu *storageMenu = clusterMenu->addMenu(tr("&Storage Entry"));
    storageMenu->addActions(m_storageActions);
    // The storage actions act on the entry selected in the Storage form; name it in the menu.
    connect(storageMenu, &QMenu::aboutToShow, this, [this, storageMenu]() {
        const QString entry = selectedStorageEntry();
        storageMenu->setTitle(
            entry.isEmpty() ? tr("&Storage Entry") : tr("&Storage Entry \"%1\"").arg(entry));
        updateActions();
    });
    clusterMenu->addSeparator();
    QAction *reload
        = clusterMenu->addAction(QIcon::fromTheme(QStringLiteral("view-refresh")), tr("&Reload Kubeconfig"));
    connect(reload, &QAction::triggered, m_picker, &ClusterPicker::reload);

    QTableView *storageTable = m_window->editor()->storageEditor()->tableForm()->view();
    storageTable->addActions(m_storageActions);
    storageTable->setContextMenuPolicy(Qt::ActionsContextMenu);
    connect(storageTable->selectionModel(), &QItemSelectionModel::currentChanged, this,
        &DeployController::updateActions);

    toolBar->addSeparator();
    toolBar->addWidget(m_picker);
    toolBar->addAction(m_deployAction);
    toolBar->addAction(m_diffAction);
    updateActions();
}

QAction *DeployController::storageActionFor(StorageAction action) const
{
    const int i = int(action);
    return i < m_storageActions.size() ? m_storageActions.at(i) : nullptr;
}

void DeployController::setKubectl(const KubectlTool &kubectl)
{
    m_preparation->setKubectl(kubectl);
}

void DeployController::setCredentialEnvironment(const QProcessEnvironment &environment)
{
    m_preparation->setCredentialEnvironment(environment);
}

void DeployController::setConfirmPrompt(const ConfirmPrompt &prompt)
{
    m_confirm = prompt;
}

void DeployController::setErrorReporter(const ErrorReporter &reporter)
{
    m_errorReporter = reporter;
}

bool DeployController::isBusy() const
{
    return m_preparation->isRunning() || m_runner->isRunning() || m_dialog;
}

DeployConfirmDialog *DeployController::confirmDialog() const
{
    return m_dialog;
}

bool DeployController::confirmQuit()
{
    if (!m_runner->isRunning())
        return true;
    if (!confirm(tr("A Job Is Running"),
            tr("%1 is still running. Quit anyway? The running step is stopped and nothing after it runs.")
                .arg(m_runner->plan().title)))
        return false;
    m_runner->cancel();
    return true;
}

// ---- the project and the target -------------------------------------------------------------

void DeployController::projectOpened()
{
    m_pickerState.clear();
    updatePicker();
    markDiffOutdated();
    updateActions();
}

void DeployController::projectEdited()
{
    updatePicker();
    markDiffOutdated();
    if (m_hasFindings) {
        // They were about the project as it was when planned; the next Deploy plans again.
        m_hasFindings = false;
        m_window->findingsModel()->setFindings(FindingsModel::DeployOrigin, Findings());
        Q_EMIT findingsChanged();
    }
}

void DeployController::updatePicker()
{
    const Project &project = m_window->project();
    const ProjectEditor *editor = m_window->editor();
    const int app = editor->currentAppIndex();
    const QString appNamespace
        = app >= 0 && app < project.apps.size() ? project.apps.at(app).kubeNamespace : QString();
    const QString key = m_window->filePath().isEmpty() ? m_window->importDir() : m_window->filePath();
    const QString state = key + QLatin1Char('\n') + project.kubeContext + QLatin1Char('\n') + appNamespace;
    if (state == m_pickerState)
        return; // re-filling the combo boxes on every keystroke would reset what the user is typing
    m_pickerState = state;
    m_picker->setProject(m_window->filePath(), project.kubeContext, appNamespace);
}

QString DeployController::diffSubject() const
{
    const Project &project = m_window->project();
    const int app = m_window->editor()->currentAppIndex();
    const QString name = app >= 0 && app < project.apps.size() ? project.apps.at(app).name : tr("the app");
    return tr("%1 in %2/%3").arg(name, m_picker->context(), m_picker->kubeNamespace());
}

void DeployController::markDiffOutdated()
{
    DiffPage *page = m_window->preview()->diffPage();
    if (!m_window->hasProject() || !m_window->editor()->hasApp()) {
        page->showNoTarget(tr("Open a project to diff its app against the cluster."));
    } else if (!m_picker->hasTarget()) {
        page->showNoTarget(m_picker->problem().isEmpty() ? QString() : m_picker->problem());
    } else {
        // Not refreshed here: every keystroke would ask the cluster again. Showing the tab or
        // "Refresh diff" does.
        if (m_diffJob->isRunning()) {
            m_diffCancelled = true;
            m_diffJob->cancel();
        }
        page->showOutdated(diffSubject());
    }
    updateActions();
}

QString DeployController::selectedStorageEntry() const
{
    const StorageEditor *storage = m_window->editor()->storageEditor();
    const int row = storage->currentRow();
    return row >= 0 && row < storage->entries().size() ? storage->entries().at(row).name : QString();
}

void DeployController::updateActions()
{
    if (!m_deployAction)
        return;
    const bool app = m_window->hasProject() && m_window->editor()->hasApp();
    const bool ready = app && m_picker->hasTarget() && !isBusy();
    m_deployAction->setEnabled(ready);
    m_destroyAction->setEnabled(ready);
    m_diffAction->setEnabled(app && m_picker->hasTarget() && !m_diffJob->isRunning());
    const bool entry
        = m_window->hasProject() && !selectedStorageEntry().isEmpty() && m_picker->hasTarget() && !isBusy();
    for (QAction *a : std::as_const(m_storageActions))
        a->setEnabled(entry);
}

// ---- preparing a job ------------------------------------------------------------------------

void DeployController::prepare(
    bool isJob, bool needsCredentials, const QString &what, const Continuation &next)
{
    if (m_preparation->isRunning() || (isJob && isBusy())) {
        reportError(what, tr("Another job is running; wait for it to end or cancel it."));
        return;
    }
    const Project &edited = m_window->project();
    const int index = m_window->editor()->currentAppIndex();
    if (!m_window->hasProject() || index < 0 || index >= edited.apps.size()) {
        reportError(what, tr("Open a project with an app first."));
        return;
    }
    if (!m_picker->hasTarget()) {
        reportError(what,
            m_picker->problem().isEmpty() ? tr("Choose a kube context in the toolbar first.")
                                          : m_picker->problem());
        return;
    }
    // The user's defaults apply to deploys as to the preview; the edited project itself stays as it is.
    const Project project = m_window->globalSettings().applied(edited);
    const QString appName = project.apps.at(index).name;
    DeployOptions options;
    options.target = m_picker->target();
    options.helm = m_window->previewController()->helm();

    // kubectl's version check and the credential helpers are child processes: JobPreparation
    // runs them in a worker thread.
    QList<App> apps;
    if (needsCredentials && PullSecretResolution::needsResolution(project.apps.at(index)))
        apps.append(project.apps.at(index));
    m_window->statusBar()->showMessage(tr("%1: preparing...").arg(what));
    m_preparation->start(
        apps, [this, project, appName, options, what, next](const JobPreparation::Result &prepared) mutable {
            m_window->statusBar()->clearMessage();
            options.kubectl = prepared.kubectl;
            options.pullSecretPayloads = prepared.credentials.payloads;
            updateActions();
            if (!accept(what, prepared.credentials.findings))
                return;
            next(project, appName, options);
        });
    updateActions();
}

bool DeployController::accept(const QString &what, const Findings &findings)
{
    m_window->findingsModel()->setFindings(FindingsModel::DeployOrigin, findings);
    m_hasFindings = !findings.isEmpty();
    Q_EMIT findingsChanged();
    if (!hasErrors(findings))
        return true;
    const QString message = tr("Nothing was changed. Fix these first (they are listed in Findings):\n\n%1")
                                .arg(errorLines(findings));
    reportError(what, message);
    Q_EMIT planRefused(message);
    return false;
}

bool DeployController::startPlan(const Plan &plan)
{
    if (plan.steps.isEmpty()) {
        reportError(plan.title, tr("There is nothing to run."));
        return false;
    }
    if (!m_runner->start(plan)) {
        reportError(plan.title, tr("Another job is running; wait for it to end or cancel it."));
        return false;
    }
    if (!m_dock->isVisible()) {
        m_dock->show();
        // The bottom area is sized for the findings list; the steps and their output need more.
        m_window->resizeDocks({ m_dock }, { ProgressDockHeight }, Qt::Vertical);
    }
    m_dock->raise();
    return true;
}

// ---- the jobs -------------------------------------------------------------------------------

void DeployController::deploy()
{
    const QString what = tr("Deploy");
    prepare(true, true, what,
        [this, what](const Project &project, const QString &appName, const DeployOptions &options) {
            Findings findings;
            const Plan plan = DeployPlanner::deploy(project, appName, options, &findings);
            if (!accept(what, findings))
                return;
            showConfirmDialog(project, appName, options, plan);
        });
}

void DeployController::showConfirmDialog(
    const Project &project, const QString &appName, const DeployOptions &options, const Plan &plan)
{
    const App &app = project.apps.at(project.appIndex(appName));
    auto *dialog = new DeployConfirmDialog(
        appName, options.target.context, options.target.namespaceFor(app.kubeNamespace), plan, m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_dialog = dialog;
    // The dialog's own diff job: it dies with the dialog, whatever the preview's Diff tab does.
    auto *job = new DiffJob(dialog);
    DiffPage *page = m_window->preview()->diffPage();
    connect(job, &DiffJob::finished, dialog, [this, dialog, page](const DiffResult &result) {
        dialog->setDiffResult(result);
        if (!m_diffJob->isRunning())
            page->showResult(diffSubject(), result); // the same diff: the tab need not ask again
    });
    connect(dialog, &QDialog::accepted, this, [this, plan]() { startPlan(plan); });
    connect(dialog, &QObject::destroyed, this, [this]() { updateActions(); });
    job->start(project, appName, options);
    dialog->open();
    updateActions();
    Q_EMIT confirmDialogShown(dialog);
}

void DeployController::destroy()
{
    const QString what = tr("Destroy");
    // Destroy and the storage actions render nothing: no registry credentials needed.
    prepare(true, false, what,
        [this, what](const Project &project, const QString &appName, const DeployOptions &options) {
            Findings findings;
            const Plan plan = DeployPlanner::destroy(project, appName, options, &findings);
            if (!accept(what, findings))
                return;
            const App &app = project.apps.at(project.appIndex(appName));
            const QString ns = options.target.namespaceFor(app.kubeNamespace);
            const QStringList releases { appName, QStringLiteral("config-") + appName,
                app.pullSecretReleaseName() };
            if (!confirm(tr("Destroy %1?").arg(appName),
                    tr("This uninstalls the releases %1 from namespace \"%2\" of context \"%3\": the app's "
                       "Deployments, Services, "
                       "Ingresses, CronJobs and its config and pull Secrets are deleted. Storage entries and "
                       "their data stay.")
                        .arg(releases.join(QStringLiteral(", ")), ns, options.target.context)))
                return;
            startPlan(plan);
        });
}

void DeployController::storageAction(StorageAction action)
{
    const QString entry = selectedStorageEntry();
    const QString what = tr("Storage \"%1\"").arg(entry);
    if (entry.isEmpty()) {
        reportError(tr("Storage"), tr("Select a storage entry in the Storage form first."));
        return;
    }
    prepare(true, false, what,
        [this, what, entry, action](const Project &project, const QString &, const DeployOptions &options) {
            Findings findings;
            Plan plan;
            switch (action) {
            case StorageAction::Create:
                plan = StoragePlanner::create(project, entry, options, &findings);
                break;
            case StorageAction::Destroy:
                plan = StoragePlanner::destroy(project, entry, options, &findings);
                break;
            case StorageAction::Status:
                plan = StoragePlanner::status(project, entry, options, &findings);
                break;
            case StorageAction::Wait:
                plan = StoragePlanner::wait(project, entry, options, StorageWaitSeconds, &findings);
                break;
            }
            if (!accept(what, findings))
                return;
            if (action == StorageAction::Destroy
                && !confirm(tr("Destroy storage %1?").arg(entry),
                    tr("This uninstalls the release storage-%1 in context \"%2\": its PersistentVolumeClaim "
                       "(and a host-path "
                       "volume HelmDeck made) is deleted, and with it the data when the storage class "
                       "deletes on release.")
                        .arg(entry, options.target.context)))
                return;
            startPlan(plan);
        });
}

void DeployController::refreshDiff()
{
    m_window->preview()->showDiffTab();
    if (m_diffJob->isRunning() || m_preparation->isRunning())
        return;
    const QString what = tr("Diff");
    prepare(false, true, what,
        [this](const Project &project, const QString &appName, const DeployOptions &options) {
            runDiff(project, appName, options);
        });
}

void DeployController::runDiff(const Project &project, const QString &appName, const DeployOptions &options)
{
    m_window->preview()->diffPage()->showLoading(diffSubject());
    m_diffCancelled = false;
    m_diffJob->start(project, appName, options);
    updateActions();
}

// ---- questions --------------------------------------------------------------------------------

bool DeployController::confirm(const QString &title, const QString &text)
{
    if (m_confirm)
        return m_confirm(title, text);
    return QMessageBox::question(
               m_window, title, text, QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel)
        == QMessageBox::Yes;
}

void DeployController::reportError(const QString &title, const QString &text)
{
    if (m_errorReporter) {
        m_errorReporter(title, text);
        return;
    }
    QMessageBox::critical(m_window, title, text);
}

} // namespace HelmDeck
