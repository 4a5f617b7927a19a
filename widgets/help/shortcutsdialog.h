// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QAction;
class QMainWindow;
class QTreeWidget;

namespace HelmDeck {

/**
 * Help → Keyboard Shortcuts: every action of the window that has a shortcut, under the menu it is
 * in (menu order, submenus as "Menu › Submenu"), then the ones in no menu (a dock's or a view's own
 * actions) under "Other". Read from the window's actions each time refresh() runs, so it lists the
 * keys that are bound now, in the platform's notation (Ctrl+S, F1); an action with several keys
 * lists them all.
 */
class ShortcutsDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ShortcutsDialog(QMainWindow *window);

    /** Rebuilds the list from the window's menus and actions. */
    void refresh();
    /** The list: one top-level item per menu, one child per action (columns: action, shortcut). */
    QTreeWidget *tree() const { return m_tree; }

    /** @p action's text as the menu shows it, without the mnemonic '&' ("Save &As..." → "Save As..."). */
    static QString plainText(const QAction *action);

private:
    QMainWindow *m_window;
    QTreeWidget *m_tree;
};

} // namespace HelmDeck
