// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QAction;
class QMenu;
class QToolBar;

namespace HelmDeck {

class MainWindow;
class RecentFiles;
class SettingsDialog;

/**
 * The File menu of the window: Open, Import from Folder, Open Recent, Save, Save As, Settings and Quit,
 * with their dialogs, and the unsaved-changes question asked before a project would be replaced
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
    QAction *saveAction() const { return m_saveAction; }

    /**
     * Asks what to do with unsaved changes (the window's prompt hook, else a message box) and does
     * it. True when it is fine to go on (saved, discarded, or nothing to save).
     */
    bool maybeSave();
    /** Asks for a file name, then saves there. False when cancelled or failed. */
    bool saveAsInteractive();
    /**
     * Shows File → Settings… for the window's settings file (non-modal, deleted on close); Apply and
     * OK hand what was saved to MainWindow::applyGlobalSettings().
     */
    SettingsDialog *showSettingsDialog();

private:
    void openInteractive();
    void importInteractive();

    MainWindow *m_window;
    RecentFiles *m_recentFiles = nullptr;
    QAction *m_saveAction = nullptr;
    QAction *m_saveAsAction = nullptr;
};

} // namespace HelmDeck
