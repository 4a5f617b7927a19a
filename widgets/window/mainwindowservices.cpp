// SPDX-License-Identifier: GPL-3.0-or-later
// MainWindow's side of WindowServices: what the controllers may ask of the window
// (docs/architecture.md §5), kept apart from the window's own set-up and file handling.
#include "mainwindow.h"

#include "editor/projecteditor.h"
#include "errorlistbox.h"
#include "findings/findingsmodel.h"
#include "preview/previewcontroller.h"

#include <QDockWidget>
#include <QMessageBox>
#include <QStatusBar>

namespace HelmDeck {

const Project &MainWindow::project() const
{
    return m_hasProject ? m_editor->project() : m_emptyProject;
}

void MainWindow::setErrorReporter(const ErrorReporter &reporter)
{
    m_errorReporter = reporter;
}

void MainWindow::reportError(const QString &title, const QString &text)
{
    if (m_errorReporter) {
        m_errorReporter(title, text);
        return;
    }
    QMessageBox::critical(this, title, text);
}

void MainWindow::reportErrorList(const QString &title, const QString &what, const Findings &findings)
{
    if (m_errorReporter) {
        m_errorReporter(title, ErrorListBox::plainText(what, findings));
        return;
    }
    ErrorListBox box(title, what, findings, this);
    box.exec();
}

RenderTarget MainWindow::renderTarget() const
{
    return m_controller ? m_controller->renderTarget() : RenderTarget();
}

int MainWindow::currentAppIndex() const
{
    return m_hasProject ? m_editor->currentAppIndex() : -1;
}

QString MainWindow::projectIdentity() const
{
    return m_filePath.isEmpty() ? m_importDir : m_filePath;
}

void MainWindow::showBottomDock(QDockWidget *dock, int height)
{
    if (!dock->isVisible()) {
        dock->show();
        resizeDocks({ dock }, { height }, Qt::Vertical);
    }
    dock->raise();
}

void MainWindow::showStatus(const QString &text, int timeoutMs)
{
    if (text.isEmpty())
        statusBar()->clearMessage();
    else
        statusBar()->showMessage(text, timeoutMs);
}

void MainWindow::showJobFindings(const Findings &findings)
{
    // Located as the validation's and the render's are: a job's set-up repeats some of theirs (a
    // registry password the keychain lacks), and only equal locations let the list show them once.
    m_findingsModel->setFindings(FindingsModel::DeployOrigin, located(findings, project()));
    updateFindings();
}

bool MainWindow::focusField(const QString &fieldPath)
{
    if (!m_formsDock->isVisible())
        m_formsDock->show();
    m_formsDock->raise();
    return m_editor->focusField(fieldPath);
}

void MainWindow::setConfirmPrompt(const ConfirmPrompt &prompt)
{
    m_confirmPrompt = prompt;
}

bool MainWindow::confirm(const QString &title, const QString &text)
{
    if (m_confirmPrompt)
        return m_confirmPrompt(title, text);
    return QMessageBox::question(
               this, title, text, QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel)
        == QMessageBox::Yes;
}

} // namespace HelmDeck
