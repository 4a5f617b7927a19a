// SPDX-License-Identifier: GPL-3.0-or-later
// MainWindow: opening, importing and saving projects (their secrets through SecretSync), and closing.
#include "mainwindow.h"

#include "edit/edithistory.h"
#include "editor/projecteditor.h"
#include "fileactions.h"
#include "findings/findingsmodel.h"
#include "io/appimporter.h"
#include "io/projectfields.h"
#include "io/projectfile.h"
#include "jobs/deploycontroller.h"
#include "preview/previewcontroller.h"
#include "recentfiles.h"
#include "secrets/secretstore.h"
#include "secretsync.h"
#include "terminal/terminalcontroller.h"

#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QFileInfo>
#include <QStatusBar>
#include <QTimer>

#include <utility>

namespace HelmDeck {

// ---- opening, importing, saving -------------------------------------------------------------

bool MainWindow::openProject(const QString &path)
{
    if (isBusy()) {
        reportError(tr("Cannot Open Project"),
            tr("The keychain is still busy with this project; try again in a moment."));
        return false;
    }
    if (!m_fileActions->maybeSave())
        return false;
    if (isBusy()) { // "Save" was chosen and the keychain is being written: open once that succeeded
        m_afterSave = [this, path]() { openProject(path); };
        return true;
    }
    ProjectLoadResult r = ProjectFile::load(path);
    if (!r.ok) {
        // Nothing half-applied: the current project stays; the list says what is wrong where.
        showOtherFileFindings(r.findings);
        reportErrorList(tr("Cannot Open Project"),
            tr("%1 could not be loaded.").arg(QDir::toNativeSeparators(path)), r.findings);
        return false;
    }
    const Findings loadFindings = r.findings;
    m_secretSync->fill(
        r.project, path, [this, path, loadFindings](const Project &filled, const Findings &findings) {
            finishOpen(filled, path, loadFindings + findings);
        });
    return true;
}

void MainWindow::finishOpen(const Project &project, const QString &path, const Findings &findings)
{
    m_findingsModel->clear();
    setLoadFindings(findings);
    m_importDir.clear();
    setProject(project, QFileInfo(path).absoluteFilePath(), false);
    m_fileActions->recentFiles()->add(path);
    Q_EMIT projectOpened(path);
}

bool MainWindow::isBusy() const
{
    return m_secretSync->isBusy();
}

bool MainWindow::isRendering() const
{
    return m_controller->isBusy();
}

bool MainWindow::importFolder(const QString &dir)
{
    if (isBusy() || !m_fileActions->maybeSave())
        return false;
    if (isBusy()) { // as in openProject()
        m_afterSave = [this, dir]() { importFolder(dir); };
        return true;
    }
    const ImportResult r = AppImporter::importFolder(dir);
    if (!r.ok) {
        showOtherFileFindings(r.findings);
        reportErrorList(tr("Cannot Import Folder"),
            tr("%1 could not be imported.").arg(QDir::toNativeSeparators(dir)), r.findings);
        return false;
    }
    m_findingsModel->clear();
    setLoadFindings(r.findings);
    m_importDir = QFileInfo(dir).absoluteFilePath();
    m_secretSync->forget();
    // An import exists only in memory until saved: dirty from the start, so closing asks.
    setProject(r.project, QString(), true);
    // what was read from each file (also the findings list's last info)
    statusBar()->showMessage(tr("Imported %1").arg(r.summary), 15000);
    return true;
}

bool MainWindow::saveProject()
{
    if (!m_hasProject)
        return false;
    if (m_filePath.isEmpty())
        return m_fileActions->saveAsInteractive();
    return saveProjectAs(m_filePath);
}

void MainWindow::commitPendingEdits()
{
    // An item view's delegate commits its open editor when the editor loses the focus, and a field
    // applies its text when it is left: taking the focus away does both, before anyone reads.
    QWidget *focus = QApplication::focusWidget();
    if (focus && m_editor->isAncestorOf(focus))
        focus->clearFocus();
}

bool MainWindow::saveProjectAs(const QString &path)
{
    if (!m_hasProject)
        return false;
    commitPendingEdits();
    if (isBusy()) {
        reportError(tr("Cannot Save Project"),
            tr("The keychain is still busy with this project; try again in a moment."));
        return false;
    }
    QString error;
    if (!ProjectFile::save(m_editor->project(), path, &error)) {
        reportError(tr("Cannot Save Project"),
            tr("%1 was not saved; the file on disk is unchanged.\n\n%2")
                .arg(QDir::toNativeSeparators(path), error));
        return false;
    }
    m_filePath = QFileInfo(path).absoluteFilePath();
    m_editor->setProjectDir(QFileInfo(m_filePath).absolutePath());
    m_fileActions->recentFiles()->add(m_filePath);
    updateTitle();
    const quint64 generation = m_editGeneration;
    m_secretSync->store(m_editor->project(), m_filePath,
        [this, generation](const QStringList &errors) { finishSave(errors, generation); });
    return true;
}

void MainWindow::finishSave(const QStringList &secretErrors, quint64 editGeneration)
{
    const std::function<void()> next = std::exchange(m_afterSave, {});
    if (!secretErrors.isEmpty()) {
        // The file is written, the keychain is not: still modified, so the next save tries again;
        // what was to follow the save (an open, a close) does not happen.
        reportError(tr("Secrets Not Saved"),
            tr("The project file was saved, but some secret values could not be stored in the "
               "keychain:\n\n%1")
                .arg(secretErrors.join(QLatin1Char('\n'))));
        Q_EMIT projectSaved(false);
        return;
    }
    if (editGeneration == m_editGeneration) { // an edit made while the keychain was written is not saved yet
        m_neverSaved = false;
        m_history->markSaved(); // undoing back here is "not modified"; updateModified() follows
        updateModified();
    }
    updateTitle();
    const QStringList sessionOnly = m_secretSync->sessionOnlyValues(m_editor->project());
    if (sessionOnly.isEmpty())
        statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(m_filePath)), 4000);
    else // the file never holds them, and there is no keychain to hold them after this session
        statusBar()->showMessage(
            tr("Saved %1, but without a system keychain the secret values (%2) are kept for this session "
               "only: they are lost when HelmDeck quits")
                .arg(QDir::toNativeSeparators(m_filePath), sessionOnly.join(QStringLiteral(", "))));
    Q_EMIT projectSaved(true);
    if (next)
        QTimer::singleShot(0, this, next); // after the callers of this save have seen it end
}

bool MainWindow::offerSaveBeforeDeploy()
{
    return m_fileActions->offerSaveBeforeDeploy();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (isBusy()) { // closing now could lose what the keychain is being told
        statusBar()->showMessage(tr("Wait: the keychain is still busy with this project."), 4000);
        event->ignore();
        return;
    }
    if (!m_terminal->confirmQuit() || !m_fileActions->maybeSave()) { // the terminal may close again later
        event->ignore();
        return;
    }
    if (isBusy()) { // "Save" was chosen: close once the keychain has the secrets too
        m_afterSave = [this]() { close(); };
        event->ignore();
        return;
    }
    if (!m_deploy->confirmQuit() || !confirmSessionSecretsLost()) {
        event->ignore();
        return;
    }
    m_controller->cancel();
    saveSettings();
    event->accept();
}

bool MainWindow::confirmSessionSecretsLost()
{
    if (!m_hasProject)
        return true;
    const QStringList sessionOnly = m_secretSync->sessionOnlyValues(m_editor->project());
    if (sessionOnly.isEmpty())
        return true;
    return confirm(tr("Secrets Will Be Lost"),
        tr("There is no system keychain, so the secret values of this project (%1) are kept for this "
           "session only. They are not in the project file and are lost when HelmDeck quits.\n\nQuit "
           "anyway?")
            .arg(sessionOnly.join(QStringLiteral(", "))));
}

void MainWindow::showOtherFileFindings(const Findings &findings)
{
    // Listed with their file and line, but they are not fields of the open project: a double-click
    // must not jump into it. The next edit, open or import clears them.
    Findings other = findings;
    for (Finding &f : other)
        f.fieldPath.clear();
    m_findingsModel->setFindings(FindingsModel::OtherFileOrigin, other);
    updateFindings();
}

void MainWindow::setLoadFindings(const Findings &findings)
{
    m_loadFindings = findings;
    m_loadedFields.reset(); // setProject() takes the snapshot of the project as the editor has it
    m_findingsModel->setFindings(FindingsModel::LoadOrigin, findings);
}

Findings MainWindow::currentLoadFindings() const
{
    if (!m_loadedFields)
        return m_loadFindings;
    // A finding the load or import made about a field ("no image given") goes once that field is
    // edited: it was about the value then, and would outlive the fix.
    const ProjectFields now(m_editor->project());
    Findings kept;
    for (const Finding &f : m_loadFindings) {
        if (f.fieldPath.isEmpty() || m_loadedFields->text(f.fieldPath) == now.text(f.fieldPath))
            kept.append(f);
    }
    return kept;
}

} // namespace HelmDeck
