// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPointer>

class QAction;
class QMainWindow;
class QMenu;

namespace HelmDeck {

class AboutDialog;
class ManualDialog;
class ShortcutsDialog;

/**
 * The window's Help menu (docs/translations.md "Help"): the user manual (F1), the keyboard
 * shortcuts, About HelmDeck and About Qt. Each dialog is non-modal, made on first use and raised
 * when asked again; the shortcuts dialog is rebuilt from the window's actions each time it opens,
 * so actions added after the menu are listed too.
 *
 * The window creates it in one line: `(new HelpActions(this))->populate(menuBar()->addMenu(...))`.
 */
class HelpActions : public QObject
{
    Q_OBJECT
public:
    /** The help for @p window (also the parent: it lives as long as the window). */
    explicit HelpActions(QMainWindow *window);

    /** Adds User Manual (F1), Keyboard Shortcuts, About HelmDeck and About Qt to @p helpMenu. */
    void populate(QMenu *helpMenu);

    QAction *manualAction() const { return m_manual; }
    QAction *shortcutsAction() const { return m_shortcuts; }
    QAction *aboutAction() const { return m_about; }

    /** Opens (or raises) the manual at @p page, a path under the manual's root ("docs/deploy.md"). */
    ManualDialog *showManual(const QString &page = QString());
    /** Opens (or raises and refreshes) the list of every action's shortcut. */
    ShortcutsDialog *showShortcuts();
    /** Opens (or raises) About HelmDeck. */
    AboutDialog *showAbout();

private:
    QMainWindow *m_window;
    QAction *m_manual = nullptr;
    QAction *m_shortcuts = nullptr;
    QAction *m_about = nullptr;
    QPointer<ManualDialog> m_manualDialog;
    QPointer<ShortcutsDialog> m_shortcutsDialog;
    QPointer<AboutDialog> m_aboutDialog;
};

} // namespace HelmDeck
