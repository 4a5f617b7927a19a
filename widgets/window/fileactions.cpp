// SPDX-License-Identifier: GPL-3.0-or-later
#include "fileactions.h"

#include "edit/keybindings.h"
#include "mainwindow.h"
#include "preview/previewpane.h"
#include "recentfiles.h"
#include "settings/settingsdialog.h"
#include "startpage.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QIcon>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QToolBar>

namespace HelmDeck {

FileActions::FileActions(MainWindow *window)
    : QObject(window)
    , m_window(window)
{ }

void FileActions::populate(QMenu *file, QToolBar *toolBar)
{
    QAction *open = file->addAction(QIcon::fromTheme(QStringLiteral("document-open")), tr("&Open..."));
    open->setShortcuts(KeyBindings::of(QKeySequence(Qt::CTRL | Qt::Key_O), QKeySequence::Open));
    open->setToolTip(tr("Open a helmdeck.yaml project file"));
    connect(open, &QAction::triggered, this, &FileActions::openInteractive);

    QAction *import
        = file->addAction(QIcon::fromTheme(QStringLiteral("document-import")), tr("&Import from Folder..."));
    import->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));
    import->setToolTip(tr("Create a project from an app folder with a Procfile and/or app.json"));
    connect(import, &QAction::triggered, this, &FileActions::importInteractive);

    QMenu *recent = file->addMenu(tr("Open &Recent"));
    m_recentFiles = new RecentFiles(recent, this);
    connect(m_recentFiles, &RecentFiles::openRequested, m_window, &MainWindow::openProject);
    m_startPage = new StartPage(m_recentFiles);
    m_window->preview()->addPlaceholderWidget(m_startPage);
    file->addSeparator();

    m_saveAction = file->addAction(QIcon::fromTheme(QStringLiteral("document-save")), tr("&Save"));
    m_saveAction->setShortcuts(KeyBindings::of(QKeySequence(Qt::CTRL | Qt::Key_S), QKeySequence::Save));
    m_saveAction->setToolTip(tr("Save the project file (secret values go to the system keychain)"));
    connect(m_saveAction, &QAction::triggered, m_window, &MainWindow::saveProject);

    m_saveAsAction = file->addAction(QIcon::fromTheme(QStringLiteral("document-save-as")), tr("Save &As..."));
    m_saveAsAction->setObjectName(QStringLiteral("saveAsAction"));
    m_saveAsAction->setShortcuts(
        KeyBindings::of(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S), QKeySequence::SaveAs));
    connect(m_saveAsAction, &QAction::triggered, this, &FileActions::saveAsInteractive);
    file->addSeparator();

    QAction *settings = file->addAction(QIcon::fromTheme(QStringLiteral("configure")), tr("Se&ttings..."));
    settings->setObjectName(QStringLiteral("settingsAction"));
    settings->setMenuRole(QAction::PreferencesRole);
    settings->setShortcuts(
        KeyBindings::of(QKeySequence(Qt::CTRL | Qt::Key_Comma), QKeySequence::Preferences));
    settings->setToolTip(
        tr("Defaults for every project, e.g. the image pull secrets apps use when they name none"));
    connect(settings, &QAction::triggered, this, &FileActions::showSettingsDialog);
    file->addSeparator();

    QAction *quit = file->addAction(QIcon::fromTheme(QStringLiteral("application-exit")), tr("&Quit"));
    quit->setObjectName(QStringLiteral("quitAction"));
    quit->setShortcuts(KeyBindings::of(QKeySequence(Qt::CTRL | Qt::Key_Q), QKeySequence::Quit));
    quit->setMenuRole(QAction::QuitRole);
    connect(quit, &QAction::triggered, m_window, &QWidget::close);

    toolBar->addAction(open);
    toolBar->addAction(m_saveAction);
    toolBar->addAction(import);
    setProjectOpen(false);
}

void FileActions::setProjectOpen(bool open)
{
    m_saveAction->setEnabled(open);
    m_saveAsAction->setEnabled(open);
    m_startPage->setWindowEmpty(!open);
}

bool FileActions::saveAsInteractive()
{
    if (!m_window->hasProject())
        return false;
    QString suggestion = m_window->filePath();
    if (suggestion.isEmpty()) {
        const QString dir = m_window->importDir().isEmpty() ? QDir::homePath() : m_window->importDir();
        suggestion = QDir(dir).filePath(QStringLiteral("helmdeck.yaml"));
    }
    const QString path = QFileDialog::getSaveFileName(
        m_window, tr("Save Project As"), suggestion, tr("HelmDeck projects (*.yaml *.yml);;All files (*)"));
    return !path.isEmpty() && m_window->saveProjectAs(path);
}

SettingsDialog *FileActions::showSettingsDialog()
{
    const QList<SettingsDialog *> dialogs = m_window->findChildren<SettingsDialog *>();
    for (SettingsDialog *open : dialogs) {
        if (open->isVisible()) { // one at a time (a closed one is only waiting to be deleted)
            open->raise();
            open->activateWindow();
            return open;
        }
    }
    auto *dialog = new SettingsDialog(m_window->globalSettingsFile(), m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    // What was saved is valid: it replaces the defaults and any complaint about the old file.
    connect(dialog, &SettingsDialog::applied, m_window,
        [this](const GlobalSettings &settings) { m_window->applyGlobalSettings(settings); });
    dialog->show();
    return dialog;
}

void FileActions::openInteractive()
{
    const QString current = m_window->filePath();
    const QString start = current.isEmpty() ? QDir::homePath() : QFileInfo(current).absolutePath();
    const QString path = QFileDialog::getOpenFileName(
        m_window, tr("Open Project"), start, tr("HelmDeck projects (*.yaml *.yml);;All files (*)"));
    if (!path.isEmpty())
        m_window->openProject(path);
}

void FileActions::importInteractive()
{
    const QString last = m_window->importDir();
    const QString dir = QFileDialog::getExistingDirectory(
        m_window, tr("Import App Folder"), last.isEmpty() ? QDir::homePath() : last);
    if (!dir.isEmpty())
        m_window->importFolder(dir);
}

bool FileActions::carryOut(int choice)
{
    switch (MainWindow::UnsavedChoice(choice)) {
    case MainWindow::UnsavedChoice::Save:
        return m_window->saveProject();
    case MainWindow::UnsavedChoice::Discard:
        return true;
    case MainWindow::UnsavedChoice::Cancel:
        break;
    }
    return false;
}

bool FileActions::offerSaveBeforeDeploy()
{
    m_window->commitPendingEdits();
    if (!m_window->hasProject() || !m_window->isDirty())
        return true;
    MainWindow::UnsavedChoice choice = MainWindow::UnsavedChoice::Cancel;
    if (m_deploySavePrompt) {
        choice = MainWindow::UnsavedChoice(m_deploySavePrompt(m_window->documentName()));
    } else {
        QMessageBox box(QMessageBox::Question, tr("Save Before Deploying?"),
            tr("The project \"%1\" has unsaved changes.").arg(m_window->documentName()),
            QMessageBox::NoButton, m_window);
        box.setInformativeText(
            tr("The deploy uses the project as it is in the window. Save it first, so the file says what "
               "was deployed?"));
        QPushButton *save = box.addButton(QMessageBox::Save);
        QPushButton *deploy = box.addButton(tr("&Deploy Without Saving"), QMessageBox::DestructiveRole);
        box.addButton(QMessageBox::Cancel);
        box.setDefaultButton(save);
        box.exec();
        choice = box.clickedButton() == save ? MainWindow::UnsavedChoice::Save
            : box.clickedButton() == deploy  ? MainWindow::UnsavedChoice::Discard
                                             : MainWindow::UnsavedChoice::Cancel;
    }
    return carryOut(int(choice));
}

bool FileActions::maybeSave()
{
    m_window->commitPendingEdits();
    if (!m_window->hasProject() || !m_window->isDirty())
        return true;
    MainWindow::UnsavedChoice choice = MainWindow::UnsavedChoice::Cancel;
    if (const MainWindow::UnsavedPrompt &prompt = m_window->unsavedChangesPrompt()) {
        choice = prompt(m_window->documentName());
    } else {
        QMessageBox box(QMessageBox::Warning, tr("Unsaved Changes"),
            tr("The project \"%1\" has unsaved changes.").arg(m_window->documentName()),
            QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, m_window);
        box.setInformativeText(tr("Save them before continuing?"));
        box.setDefaultButton(QMessageBox::Save);
        const int answer = box.exec();
        choice = answer == QMessageBox::Save ? MainWindow::UnsavedChoice::Save
            : answer == QMessageBox::Discard ? MainWindow::UnsavedChoice::Discard
                                             : MainWindow::UnsavedChoice::Cancel;
    }
    return carryOut(int(choice));
}

} // namespace HelmDeck
