// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

#include <functional>

class QAction;
class QMenu;
class QToolBar;

namespace HelmDeck {

class MainWindow;
class RecentFiles;
class SettingsDialog;
class StartPage;

/**
 * The File menu of the window: Open, Import from Folder, Open Recent, Save, Save As, Settings and Quit,
 * with their dialogs and their shortcuts (Ctrl+O, Ctrl+I, Ctrl+S, Ctrl+Shift+S, Ctrl+, and Ctrl+Q
 * whatever the platform theme maps, its own keys after them), the empty window's recent projects
 * (StartPage), and the unsaved-changes question asked before a project would be replaced
 * or the window closed. The work itself (loading, saving, the keychain) is MainWindow's; this
 * class is the interactive layer around it.
 */
class FileActions : public QObject
{
    Q_OBJECT
public:
    explicit FileActions(MainWindow *window);

    /** Creates the actions in @p fileMenu and the main ones on @p toolBar. */
    void populate(QMenu *fileMenu, QToolBar *toolBar);
    /** Enables Save and Save As once there is a project. */
    void setProjectOpen(bool open);
    RecentFiles *recentFiles() const { return m_recentFiles; }
    /** The empty window's recent projects (in the preview's placeholder). */
    StartPage *startPage() const { return m_startPage; }
    QAction *saveAction() const { return m_saveAction; }

    /**
     * Asks what to do with unsaved changes (the window's prompt hook, else a message box) and does
     * it. True when it is fine to go on (saved, discarded, or nothing to save).
     */
    bool maybeSave();
    /** Asked before a deploy of a modified project: Save, Discard = "Deploy without saving", Cancel. */
    using DeploySavePrompt = std::function<int(const QString &documentName)>;
    /**
     * Before a deploy of a project with unsaved edits: asks (setDeploySavePrompt()'s hook, else a
     * message box with Save, Deploy Without Saving and Cancel, Save the default) and saves when asked.
     * True to go on with the deploy.
     */
    bool offerSaveBeforeDeploy();
    /**
     * Answers offerSaveBeforeDeploy() instead of a message box (tests): the hook returns a
     * MainWindow::UnsavedChoice as int (Save, Discard = deploy without saving, Cancel).
     */
    void setDeploySavePrompt(const DeploySavePrompt &prompt) { m_deploySavePrompt = prompt; }
    /** Asks for a file name, then saves there. False when cancelled or failed. */
    bool saveAsInteractive();
    /**
     * Shows File → Settings… for the window's settings file (non-modal, deleted on close); Apply and
     * OK hand what was saved to MainWindow::applyGlobalSettings().
     */
    SettingsDialog *showSettingsDialog();

private:
    /** Saves (Save), goes on (Discard) or stops (Cancel): true to go on. */
    bool carryOut(int choice);
    void openInteractive();
    void importInteractive();

    MainWindow *m_window;
    RecentFiles *m_recentFiles = nullptr;
    StartPage *m_startPage = nullptr;
    QAction *m_saveAction = nullptr;
    QAction *m_saveAsAction = nullptr;
    DeploySavePrompt m_deploySavePrompt;
};

} // namespace HelmDeck
