// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include "edit/edithistory.h"
#include "editor/projecteditor.h"
#include "editor/pullsecretform.h"
#include "fileactions.h"
#include "findings/findingsmodel.h"
#include "forms/clusterlistbox.h"
#include "icons.h"
#include "io/projectfields.h"
#include "jobs/clusterpicker.h"
#include "jobs/deploycontroller.h"
#include "model/validator.h"
#include "preview/previewcontroller.h"
#include "preview/previewpane.h"
#include "recentfiles.h"
#include "secrets/secretstore.h"
#include "secretsync.h"
#include "terminal/terminalcontroller.h"

#include <QDockWidget>
#include <QFileInfo>
#include <QLabel>
#include <QStatusBar>
#include <QUndoStack>

#include <utility>

namespace HelmDeck {

MainWindow::MainWindow(QWidget *parent)
    : MainWindow(HelmTool::detect(), parent)
{ }

MainWindow::MainWindow(const HelmTool &helm, QWidget *parent)
    : MainWindow(helm, nullptr, parent)
{ }

MainWindow::MainWindow(const HelmTool &helm, SecretStore *store, QWidget *parent)
    : QMainWindow(parent)
    , m_helm(helm)
    , m_secrets(store ? store : new SecretStore(SecretStore::Backend::SystemKeychain, this))
    , m_secretSync(new SecretSync(m_secrets, this))
{
    if (!store) // a keychain that does not answer must not keep the project from opening
        m_secrets->setAnswerTimeoutMs(KeychainAnswerTimeoutMs);
    Icons::installFallbackTheme();
    setWindowIcon(Icons::appIcon());
    setObjectName(QStringLiteral("HelmDeckMainWindow"));

    m_preview = new PreviewPane(this);
    setCentralWidget(m_preview);
    m_controller = new PreviewController(m_helm, this);
    connect(m_controller, &PreviewController::renderStarted, this, &MainWindow::onRenderStarted);
    connect(m_controller, &PreviewController::renderFinished, this, &MainWindow::onRenderFinished);

    createDocks();
    createActions();
    connect(m_secretSync, &SecretSync::busyChanged, this, [this](bool busy) {
        if (busy)
            statusBar()->showMessage(tr("Keychain: reading or writing this project's secrets..."));
        else
            statusBar()->clearMessage();
        Q_EMIT busyChanged(busy);
    });
    // A keychain that turns out missing after the project was validated: its warnings change advice.
    connect(m_secrets, &SecretStore::persistenceChanged, this, [this]() {
        if (m_hasProject)
            validate();
    });
    m_controller->followPicker(m_deploy->clusterPicker()); // the preview shows what a deploy there applies
    // The forms' pickers list the chosen context's names (docs/project-file.md "Names from the cluster").
    const auto bindPickers = [this] {
        ClusterPicker *picker = m_deploy->clusterPicker();
        ClusterListBox::bindAll(m_editor, picker->clusterLists(), picker->target());
    };
    connect(m_deploy->clusterPicker(), &ClusterPicker::targetChanged, this, bindPickers);
    bindPickers();

    m_renderStatus = new QLabel(this);
    m_findingsStatus = new QLabel(this);
    m_helmStatus = new QLabel(this);
    statusBar()->addWidget(m_renderStatus, 1);
    statusBar()->addPermanentWidget(m_findingsStatus);
    statusBar()->addPermanentWidget(m_helmStatus);
    m_helmStatus->setText(m_helm.isValid() ? tr("helm %1").arg(m_helm.version) : tr("helm not found"));
    m_helmStatus->setToolTip(m_helm.isValid() ? m_helm.program : m_helm.error);
    if (!m_helm.isValid())
        m_preview->showHelmMissing(m_helm);

    updateTitle();
    updateFindings();
    restoreSettings();
    setGlobalSettingsFile(GlobalSettings::defaultFileName());
}

MainWindow::~MainWindow() = default;

QString MainWindow::renderStatusText() const
{
    return m_renderStatus->text();
}

void MainWindow::setUnsavedChangesPrompt(const UnsavedPrompt &prompt)
{
    m_unsavedPrompt = prompt;
}

// ---- editing, validating, rendering ---------------------------------------------------------

void MainWindow::setProject(const Project &project, const QString &filePath, bool dirty)
{
    m_controller->cancel();
    m_hasProject = true;
    m_filePath = filePath;
    m_editor->setProjectDir(filePath.isEmpty() ? QString() : QFileInfo(filePath).absolutePath());
    m_editor->setProject(project);
    m_loadedFields.reset();
    for (const Finding &f : std::as_const(m_loadFindings)) {
        if (!f.fieldPath.isEmpty()) { // only these can go stale: compare their fields from now on
            m_loadedFields = std::make_shared<const ProjectFields>(m_editor->project());
            break;
        }
    }
    m_preview->setSecretsRevealed(false); // a new project starts with its secrets hidden
    m_history->reset(); // nothing to undo into another project
    m_neverSaved = dirty;
    updateTitle(); // first, so the title has its "[*]" before the modified flag is set
    updateModified();
    m_fileActions->setProjectOpen(true);
    if (!m_probed) {
        // Ask the keychain early, so a missing one is reported before the user types a secret.
        m_probed = true;
        m_secrets->probe([](const SecretStore::Result &) {});
    }
    validate();
    m_deploy->projectOpened();
    if (m_helm.isValid())
        m_preview->showPlaceholder(
            tr("Rendering..."), tr("Running helm template for the project's releases."));
    m_controller->renderNow(m_editor->project());
}

void MainWindow::onProjectEdited()
{
    ++m_editGeneration;
    m_findingsModel->setFindings(FindingsModel::OtherFileOrigin, Findings()); // a failed open's, stale now
    updateModified();
    validate();
    m_deploy->projectEdited();
    m_controller->schedule(m_editor->project());
}

void MainWindow::updateModified()
{
    setWindowModified(m_neverSaved || !m_history->stack()->isClean());
}

Findings MainWindow::located(Findings findings, const Project &project)
{
    for (Finding &f : findings) {
        if (!f.location.isValid() && !f.fieldPath.isEmpty())
            f.location = project.locate(f.fieldPath);
    }
    return findings;
}

void MainWindow::validate()
{
    const Findings findings = m_settingsFindings + Validator::validate(m_editor->project())
        + located(m_secretSync->missingValueWarnings(m_editor->project()), m_editor->project());
    m_findingsModel->setFindings(FindingsModel::ValidationOrigin, findings);
    m_findingsModel->setFindings(FindingsModel::LoadOrigin, currentLoadFindings());
    updateFindings();
}

void MainWindow::onRenderStarted()
{
    setRenderStatus(tr("Rendering..."));
}

void MainWindow::onRenderFinished(const RenderResult &result)
{
    ++m_finishedRenders;
    if (!m_helm.isValid()) {
        m_preview->showHelmMissing(m_helm);
        setRenderStatus(tr("No preview: helm was not found"));
        Q_EMIT renderFinished(false);
        return;
    }
    // The render repeats the Validator's findings for the project it rendered; the live validation
    // already lists them for the current project, and the render's copies would outlive a fix.
    const Findings validated = Validator::validate(m_controller->renderingProject());
    Findings renderOnly;
    for (const Finding &f : result.findings) {
        if (!validated.contains(f))
            renderOnly.append(f);
    }
    renderOnly = located(renderOnly, m_controller->renderingProject());
    m_findingsModel->setFindings(FindingsModel::RenderOrigin, renderOnly);
    updateFindings();
    // The map counts what the project says lives outside the render, as the findings above do.
    m_preview->setExternalObjects(ObjectGraph::externalObjects(m_controller->renderingProject()));
    m_preview->showResult(result);
    if (result.ok) {
        setRenderStatus(tr("Rendered in %1 ms").arg(result.elapsedMs)
            + (m_controller->targetNote().isEmpty() ? QString()
                                                    : QStringLiteral(" — ") + m_controller->targetNote()));
    } else if (!result.errorText.trimmed().isEmpty()) {
        setRenderStatus(tr("Render failed after %1 ms").arg(result.elapsedMs));
    } else {
        setRenderStatus(tr("Not rendered: fix the errors in Findings"));
    }
    Q_EMIT renderFinished(result.ok);
}

void MainWindow::onFieldActivated(const QString &fieldPath)
{
    if (!focusField(fieldPath))
        statusBar()->showMessage(tr("No form field for %1").arg(fieldPath), 4000);
}

// ---- title and status -----------------------------------------------------------------------

QString MainWindow::documentName() const
{
    if (!m_filePath.isEmpty()) // the folder, as every project file is called helmdeck.yaml
        return RecentFiles::projectName(m_filePath);
    const Project &p = project();
    if (!p.apps.isEmpty() && !p.apps.constFirst().name.isEmpty())
        return tr("%1 (imported)").arg(p.apps.constFirst().name);
    return tr("Untitled");
}

void MainWindow::updateTitle()
{
    if (!m_hasProject) {
        setWindowTitle(tr("HelmDeck"));
        return;
    }
    setWindowTitle(tr("%1[*] \u2014 HelmDeck").arg(documentName()));
    setWindowFilePath(m_filePath);
}

void MainWindow::updateFindings()
{
    m_editor->showFindings(m_findingsModel->findings());
    const int errors = m_findingsModel->count(Finding::Severity::Error);
    const int warnings = m_findingsModel->count(Finding::Severity::Warning);
    m_findingsStatus->setText(tr("Errors: %1  Warnings: %2").arg(errors).arg(warnings));
    const int all = m_findingsModel->rowCount();
    m_findingsDock->setWindowTitle(all > 0 ? tr("Findings (%1)").arg(all) : tr("Findings"));
}

void MainWindow::setRenderStatus(const QString &text)
{
    m_renderStatus->setText(text);
}

} // namespace HelmDeck
