// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPointer>

class QAction;
class QMainWindow;
class QMenu;
class QKeySequence;
class QWidget;

namespace HelmDeck {

class EditHistory;
class PreviewPane;

/**
 * The window's Edit menu (docs/architecture.md §5, "Edit menu"): Undo and Redo over the project's
 * EditHistory; Cut, Copy, Paste, Delete and Select All for the widget with the keyboard focus (a
 * text field, a form table through TableClipboard, the preview's text, a terminal); Find, Find Next
 * and Find Previous in the preview (a release's YAML or the diff, PreviewPane::findBar()) or, when
 * the focus is in a terminal tab, in that tab (TerminalTab::find()).
 *
 * Shortcuts are bound whatever the platform theme maps (Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y, Ctrl+X,
 * Ctrl+C, Ctrl+V, Delete, Ctrl+A, Ctrl+F, F3, Shift+F3), the theme's own keys after them. Two kinds of
 * focus change what a key does (an application event filter on ShortcutOverride):
 *  - in a form field outside a table, Undo and Redo undo the project's last step, not the field's
 *    own typing history, so the two never disagree;
 *  - in a terminal tab, every one of these keys goes to the program (Ctrl+C interrupts, Ctrl+Z
 *    suspends); the menu still copies, pastes and finds there.
 */
class EditActions : public QObject
{
    Q_OBJECT
public:
    /** For @p window (its focus decides what Cut ... Find act on), @p history and @p preview (not owned). */
    EditActions(QMainWindow *window, EditHistory *history, PreviewPane *preview);
    ~EditActions() override;

    /** Fills the Edit menu. */
    void populate(QMenu *menu);

    QAction *undoAction() const { return m_undo; }
    QAction *redoAction() const { return m_redo; }
    QAction *cutAction() const { return m_cut; }
    QAction *copyAction() const { return m_copy; }
    QAction *pasteAction() const { return m_paste; }
    QAction *deleteAction() const { return m_delete; }
    QAction *selectAllAction() const { return m_selectAll; }
    QAction *findAction() const { return m_find; }
    QAction *findNextAction() const { return m_findNext; }
    QAction *findPreviousAction() const { return m_findPrevious; }

public Q_SLOTS:
    void cut();
    void copy();
    void paste();
    void deleteSelection();
    void selectAll();
    void find();
    void findNext();
    void findPrevious();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    enum class Find
    {
        Open,
        Next,
        Previous
    };
    void findIn(Find what);
    /** Calls @p slot (cut, copy, paste, selectAll) of the focused text widget; false when there is none. */
    bool textCommand(const char *slot);
    QAction *add(QMenu *menu, const QString &text, const QString &icon, const QList<QKeySequence> &keys);
    bool isOurShortcut(const QKeySequence &key) const;

    QMainWindow *m_window;
    EditHistory *m_history;
    QPointer<PreviewPane> m_preview;
    QAction *m_undo = nullptr;
    QAction *m_redo = nullptr;
    QAction *m_cut = nullptr;
    QAction *m_copy = nullptr;
    QAction *m_paste = nullptr;
    QAction *m_delete = nullptr;
    QAction *m_selectAll = nullptr;
    QAction *m_find = nullptr;
    QAction *m_findNext = nullptr;
    QAction *m_findPrevious = nullptr;
};

} // namespace HelmDeck
