// SPDX-License-Identifier: GPL-3.0-or-later
#include "deploycontroller.h"

#include "chart/chartnames.h"
#include "clusterpicker.h"
#include "deployconfirmdialog.h"
#include "preview/diffpage.h"
#include "preview/previewpane.h"
#include "progresspanel.h"
#include "storageactions.h"
#include "window/windowservices.h"

#include <QAction>
#include <QDockWidget>
#include <QMenu>
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

DeployController::DeployController(
    WindowServices *window, PreviewPane *preview, StorageEditor *storage, QObject *parent)
    : QObject(parent)
    , m_window(window)
    , m_preview(preview)
    , m_storage(new StorageActions(storage, this))
    , m_runner(new Runner(this))
    , m_diffJob(new DiffJob(this))
    , m_picker(new ClusterPicker(window->windowWidget()))
    , m_panel(new ProgressPanel(window->windowWidget()))
    , m_dock(new QDockWidget(tr("Progress"), window->windowWidget()))
    , m_setup(new JobSetup(this))
    , m_environment(QProcessEnvironment::systemEnvironment())
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
        offerRecovery(result);
    });
    DiffPage *page = m_preview->diffPage();
    connect(page, &DiffPage::refreshRequested, this, &DeployController::refreshDiff);
    connect(m_preview, &PreviewPane::diffTabShown, this, [this, page]() {
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
    connect(m_storage, &StorageActions::triggered, this, &DeployController::storageAction);
    connect(m_storage, &StorageActions::stateChanged, this, &DeployController::updateActions);
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

    clusterMenu->addAction(m_deployAction);
    clusterMenu->addAction(m_diffAction);
    clusterMenu->addAction(m_destroyAction);
    clusterMenu->addSeparator();
    m_storage->populate(clusterMenu);
    clusterMenu->addSeparator();
    QAction *reload
        = clusterMenu->addAction(QIcon::fromTheme(QStringLiteral("view-refresh")), tr("&Reload Kubeconfig"));
    connect(reload, &QAction::triggered, m_picker, &ClusterPicker::reload);

    toolBar->addSeparator();
    toolBar->addWidget(m_picker);
    toolBar->addAction(m_deployAction);
    toolBar->addAction(m_diffAction);
    updateActions();
}

QAction *DeployController::storageActionFor(StorageAction action) const
{
    return m_storage->action(action);
}

void DeployController::setKubectl(const KubectlTool &kubectl)
{
    m_kubectl = kubectl;
    m_kubectlKnown = true;
}

void DeployController::setCredentialEnvironment(const QProcessEnvironment &environment)
{
    m_environment = environment;
}

void DeployController::setConfirmPrompt(const ConfirmPrompt &prompt)
{
    m_confirm = prompt;
}

bool DeployController::isBusy() const
{
    return m_setup->isRunning() || m_runner->isRunning() || m_dialog;
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
    if (m_hasFindings) // they were about the project as it was when planned; the next Deploy plans again
        showJobFindings(Findings());
}

void DeployController::updatePicker()
{
    const Project &project = m_window->project();
    const int app = m_window->currentAppIndex();
    const QString appNamespace
        = app >= 0 && app < project.apps.size() ? project.apps.at(app).kubeNamespace : QString();
    const QString state = m_window->projectIdentity() + QLatin1Char('\n') + project.kubeContext
        + QLatin1Char('\n') + appNamespace;
    if (state == m_pickerState)
        return; // re-filling the combo boxes on every keystroke would reset what the user is typing
    m_pickerState = state;
    m_picker->setProject(m_window->filePath(), project.kubeContext, appNamespace);
}

QString DeployController::diffSubject() const
{
    const Project &project = m_window->project();
    const int app = m_window->currentAppIndex();
    const QString name = app >= 0 && app < project.apps.size() ? project.apps.at(app).name : tr("the app");
    return tr("%1 in %2/%3").arg(name, m_picker->context(), m_picker->kubeNamespace());
}

void DeployController::markDiffOutdated()
{
    DiffPage *page = m_preview->diffPage();
    if (!m_window->hasProject() || m_window->currentAppIndex() < 0) {
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

void DeployController::updateActions()
{
    if (!m_deployAction)
        return;
    const bool app = m_window->hasProject() && m_window->currentAppIndex() >= 0;
    const bool ready = app && m_picker->hasTarget() && !isBusy();
    m_deployAction->setEnabled(ready);
    m_destroyAction->setEnabled(ready);
    m_diffAction->setEnabled(app && m_picker->hasTarget() && !m_diffJob->isRunning());
    m_storage->updateEnabled(m_window->hasProject() && m_picker->hasTarget() && !isBusy());
}

// ---- preparing a job ------------------------------------------------------------------------

void DeployController::prepare(bool isJob, Needs needs, const QString &what, const Continuation &next)
{
    if (m_setup->isRunning() || (isJob && isBusy())) {
        m_window->reportError(what, tr("Another job is running; wait for it to end or cancel it."));
        return;
    }
    const Project &edited = m_window->project();
    const int index = m_window->currentAppIndex();
    if (!m_window->hasProject() || index < 0 || index >= edited.apps.size()) {
        m_window->reportError(what, tr("Open a project with an app first."));
        return;
    }
    if (!m_picker->hasTarget()) {
        m_window->reportError(what,
            m_picker->problem().isEmpty() ? tr("Choose a kube context in the toolbar first.")
                                          : m_picker->problem());
        return;
    }
    // The same set-up as the command line's; the edited project (values filled in) stays as it is.
    JobSetup::Request request;
    request.project = edited;
    request.projectFile = m_window->filePath();
    request.appName = edited.apps.at(index).name;
    const ClusterTarget target = m_picker->target();
    request.context = target.context;
    request.kubeNamespace = target.kubeNamespace;
    request.helm = m_window->helm();
    if (m_kubectlKnown)
        request.kubectl = m_kubectl;
    request.settings = m_window->globalSettings();
    request.resolveCredentials = needs != Needs::Target;
    request.requireSecretValues = needs == Needs::Write;
    request.readLiveRoutes = needs == Needs::Write; // deploy, rename: hosts checked (HostCheck)
    request.deploys = needs == Needs::Write; // the project's strict: true applies (StrictMode)
    request.environment = m_environment;
    m_window->showStatus(tr("%1: preparing...").arg(what));
    m_setup->start(request, [this, what, next](const JobSetup::Result &prepared) {
        m_window->showStatus(QString());
        if (!m_kubectlKnown && prepared.options.kubectl.isValid()) {
            m_kubectl = prepared.options.kubectl;
            m_kubectlKnown = true;
        }
        updateActions();
        if (!accept(what, prepared.findings))
            return;
        DeployOptions options = prepared.options;
        // The diff renders what the preview shows: the cluster's versions when the preview has
        // read them for this context (the diff sets the namespace and context itself).
        const RenderTarget shown = m_window->renderTarget();
        if (shown.context == options.target.context)
            options.renderTarget = shown;
        next(prepared.project, prepared.appName, options);
    });
    updateActions();
}

void DeployController::prepareClusterJob(const QString &what, const Continuation &next)
{
    prepare(false, Needs::Target, what, next);
}

void DeployController::showJobFindings(const Findings &findings)
{
    m_hasFindings = !findings.isEmpty();
    m_window->showJobFindings(findings);
}

bool DeployController::accept(const QString &what, const Findings &findings)
{
    showJobFindings(findings);
    if (!hasErrors(findings))
        return true;
    const QString message = tr("Nothing was changed. Fix these first (they are listed in Findings):\n\n%1")
                                .arg(errorLines(findings));
    m_window->reportError(what, message);
    Q_EMIT planRefused(message);
    return false;
}

bool DeployController::startPlan(const Plan &plan)
{
    if (plan.steps.isEmpty()) {
        m_window->reportError(plan.title, tr("There is nothing to run."));
        return false;
    }
    if (!m_runner->start(plan)) {
        m_window->reportError(plan.title, tr("Another job is running; wait for it to end or cancel it."));
        return false;
    }
    // The bottom area is sized for the findings list; the steps and their output need more.
    m_window->showBottomDock(m_dock, ProgressDockHeight);
    return true;
}

// ---- the jobs -------------------------------------------------------------------------------

void DeployController::deploy()
{
    if (!m_window->offerSaveBeforeDeploy())
        return; // cancelled, or the save failed (it said why)
    const QString what = tr("Deploy");
    prepare(true, Needs::Write, what,
        [this, what](const Project &project, const QString &appName, const DeployOptions &options) {
            Findings findings;
            Plan plan = DeployPlanner::deploy(project, appName, options, &findings);
            // a mounted entry without a claim: offered in the same plan (docs/deploy.md "Preflight")
            DeployOptions chosen = options;
            Plan creatingPlan;
            DeployOptions creating;
            Findings creatingFindings;
            QString question;
            if (StorageActions::offerCreateStorage(project, appName, options, findings, &creatingPlan,
                    &creating, &creatingFindings, &question)
                && confirm(tr("Create storage and deploy?"), question)) {
                plan = creatingPlan;
                chosen = creating;
                findings = creatingFindings;
            }
            if (!accept(what, findings))
                return;
            showConfirmDialog(project, appName, chosen, plan);
        });
}

void DeployController::showConfirmDialog(
    const Project &project, const QString &appName, const DeployOptions &options, const Plan &plan)
{
    const App &app = project.apps.at(project.appIndex(appName));
    auto *dialog = new DeployConfirmDialog(appName, options.target.context,
        options.target.namespaceFor(app.kubeNamespace), plan, m_window->windowWidget());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_dialog = dialog;
    // The dialog's own diff job: it dies with the dialog, whatever the preview's Diff tab does.
    auto *job = new DiffJob(dialog);
    DiffPage *page = m_preview->diffPage();
    connect(job, &DiffJob::finished, dialog, [this, dialog, page](const DiffResult &result) {
        dialog->setDiffResult(result);
        if (!m_diffJob->isRunning())
            page->showResult(diffSubject(), result); // the same diff: the tab need not ask again
    });
    connect(dialog, &QDialog::accepted, this, [this, plan, project, appName, options]() {
        if (!startPlan(plan))
            return;
        m_lastDeploy = plan;
        // a release left pending refuses this plan before any change: the same deploy with --recover
        m_recoverDeploy = [this, project, appName, options]() {
            DeployOptions recovering = options;
            recovering.recover = true;
            Findings findings;
            const Plan again = DeployPlanner::deploy(project, appName, recovering, &findings);
            if (accept(tr("Deploy"), findings))
                startPlan(again);
        };
    });
    // Not QObject::destroyed alone: a widget emits it from ~QWidget, before the QPointer clears, so
    // isBusy() would still see the dialog and leave Deploy disabled after a Cancel or Escape.
    connect(dialog, &QDialog::finished, this, [this]() {
        m_dialog = nullptr;
        updateActions();
    });
    connect(dialog, &QObject::destroyed, this, [this]() {
        m_dialog = nullptr;
        updateActions();
    });
    job->start(project, appName, options);
    dialog->open();
    updateActions();
    Q_EMIT confirmDialogShown(dialog);
}

void DeployController::destroy()
{
    const QString what = tr("Destroy");
    // Destroy and the storage actions render nothing: no registry credentials needed.
    prepare(true, Needs::Target, what,
        [this, what](const Project &project, const QString &appName, const DeployOptions &options) {
            Findings findings;
            const Plan plan = DeployPlanner::destroy(project, appName, options, &findings);
            if (!accept(what, findings))
                return;
            const App &app = project.apps.at(project.appIndex(appName));
            const QString ns = options.target.namespaceFor(app.kubeNamespace);
            if (!confirm(tr("Destroy %1?").arg(appName),
                    tr("This uninstalls the releases %1 from namespace \"%2\" of context \"%3\": the app's "
                       "Deployments, Services, Ingresses, CronJobs and its config and pull Secrets are "
                       "deleted. Storage entries and their data stay.")
                        .arg(ChartNames::appReleases(appName).join(QStringLiteral(", ")), ns,
                            options.target.context)))
                return;
            startPlan(plan);
        });
}

void DeployController::storageAction(StorageAction action)
{
    const QString entry = m_storage->selectedEntry();
    const QString what = tr("Storage \"%1\"").arg(entry);
    if (entry.isEmpty()) {
        m_window->reportError(tr("Storage"), tr("Select a storage entry in the Storage form first."));
        return;
    }
    prepare(true, Needs::Target, what,
        [this, what, entry, action](const Project &project, const QString &, const DeployOptions &options) {
            Findings findings;
            const Plan plan = StorageActions::plan(action, project, entry, options, &findings);
            if (!accept(what, findings)) {
                // A refused action on the cluster (a mounted entry is not destroyed) is no fault of
                // the project: its dialog said why; listed on, it would count as an error until an edit.
                showJobFindings(Findings());
                return;
            }
            const QString question = StorageActions::confirmText(action, entry, options);
            if (!question.isEmpty() && !confirm(tr("Destroy storage %1?").arg(entry), question))
                return;
            startPlan(plan);
        });
}

void DeployController::refreshDiff()
{
    m_preview->showDiffTab();
    if (m_diffJob->isRunning() || m_setup->isRunning())
        return;
    prepare(false, Needs::Render, tr("Diff"),
        [this](const Project &project, const QString &appName, const DeployOptions &options) {
            runDiff(project, appName, options);
        });
}

void DeployController::runDiff(const Project &project, const QString &appName, const DeployOptions &options)
{
    m_preview->diffPage()->showLoading(diffSubject());
    m_diffCancelled = false;
    m_diffJob->start(project, appName, options);
    updateActions();
}

void DeployController::offerRecovery(const RunResult &result)
{
    const std::function<void()> recover = std::move(m_recoverDeploy);
    m_recoverDeploy = nullptr;
    if (!recover || !DeployPlanner::refusedForPendingRelease(m_lastDeploy, result))
        return;
    // docs/deploy.md "Recovering": the planner's --recover, as on the command line
    if (!confirm(tr("Roll back and deploy?"),
            tr("%1\n\nRoll back and deploy: roll the release back to its last deployed revision (a "
               "pending-install release is uninstalled), then deploy.")
                .arg(result.message)))
        return;
    // after this job's end has been handled everywhere: the runner takes the next plan then
    QMetaObject::invokeMethod(this, recover, Qt::QueuedConnection);
}

bool DeployController::confirm(const QString &title, const QString &text)
{
    return m_confirm ? m_confirm(title, text) : m_window->confirm(title, text);
}

} // namespace HelmDeck
