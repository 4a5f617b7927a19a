// SPDX-License-Identifier: GPL-3.0-or-later
#include "editactions.h"

#include "edithistory.h"
#include "editor/projecteditor.h"
#include "findbar.h"
#include "forms/tableform.h"
#include "keybindings.h"
#include "preview/previewpane.h"
#include "tableclipboard.h"
#include "terminal/terminaltab.h"
#include "terminal/terminalview.h"

#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QIcon>
#include <QKeyEvent>
#include <QLineEdit>
#include <QMainWindow>
#include <QMenu>
#include <QPlainTextEdit>
#include <QTextEdit>
#include <QUndoStack>

namespace HelmDeck {

namespace {

template <typename T> T *ancestor(QWidget *widget)
{
    for (QWidget *w = widget; w; w = w->parentWidget()) {
        if (auto *found = qobject_cast<T *>(w))
            return found;
    }
    return nullptr;
}

/** The editable one-line text of @p widget: a line edit, or the one inside a spin box or combo box. */
QLineEdit *lineEditOf(QWidget *widget)
{
    if (auto *edit = qobject_cast<QLineEdit *>(widget))
        return edit;
    if (qobject_cast<QAbstractSpinBox *>(widget) || qobject_cast<QComboBox *>(widget))
        return widget->findChild<QLineEdit *>(QString(), Qt::FindDirectChildrenOnly);
    return nullptr;
}

/** qtermwidget's widget around @p widget (found by class name: only QTermWidgetView includes it). */
QObject *termWidgetOf(QWidget *widget)
{
    for (QWidget *w = widget; w; w = w->parentWidget()) {
        if (qstrcmp(w->metaObject()->className(), "QTermWidget") == 0)
            return w;
    }
    return nullptr;
}

/** The form table whose view (not a cell editor) has the focus. */
TableForm *tableOf(QWidget *widget)
{
    auto *view = qobject_cast<QAbstractItemView *>(widget);
    return view ? ancestor<TableForm>(view) : nullptr;
}

} // namespace

EditActions::EditActions(QMainWindow *window, EditHistory *history, PreviewPane *preview)
    : QObject(window)
    , m_window(window)
    , m_history(history)
    , m_preview(preview)
{
    qApp->installEventFilter(this);
}

EditActions::~EditActions()
{
    qApp->removeEventFilter(this);
}

QAction *EditActions::add(
    QMenu *menu, const QString &text, const QString &icon, const QList<QKeySequence> &keys)
{
    auto *action = menu->addAction(QIcon::fromTheme(icon), text);
    action->setShortcuts(keys);
    action->setShortcutContext(Qt::WindowShortcut);
    return action;
}

void EditActions::populate(QMenu *menu)
{
    QUndoStack *stack = m_history->stack();
    m_undo = stack->createUndoAction(menu, tr("&Undo"));
    m_undo->setIcon(QIcon::fromTheme(QStringLiteral("edit-undo")));
    m_undo->setShortcuts(KeyBindings::of(QKeySequence(Qt::CTRL | Qt::Key_Z), QKeySequence::Undo));
    m_undo->setToolTip(tr("Undo the last edit of the project"));
    menu->addAction(m_undo);
    m_redo = stack->createRedoAction(menu, tr("&Redo"));
    m_redo->setIcon(QIcon::fromTheme(QStringLiteral("edit-redo")));
    m_redo->setShortcuts(KeyBindings::of(
        { QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y) },
        QKeySequence::Redo));
    m_redo->setToolTip(tr("Redo the edit undone last"));
    menu->addAction(m_redo);
    menu->addSeparator();

    m_cut = add(menu, tr("Cu&t"), QStringLiteral("edit-cut"),
        KeyBindings::of(QKeySequence(Qt::CTRL | Qt::Key_X), QKeySequence::Cut));
    m_copy = add(menu, tr("&Copy"), QStringLiteral("edit-copy"),
        KeyBindings::of(QKeySequence(Qt::CTRL | Qt::Key_C), QKeySequence::Copy));
    m_paste = add(menu, tr("&Paste"), QStringLiteral("edit-paste"),
        KeyBindings::of(QKeySequence(Qt::CTRL | Qt::Key_V), QKeySequence::Paste));
    m_delete = add(menu, tr("&Delete"), QStringLiteral("edit-delete"),
        KeyBindings::of(QKeySequence(Qt::Key_Delete), QKeySequence::Delete));
    m_delete->setToolTip(tr("Delete the selection; in a table, the selected rows"));
    m_selectAll = add(menu, tr("Select &All"), QStringLiteral("edit-select-all"),
        KeyBindings::of(QKeySequence(Qt::CTRL | Qt::Key_A), QKeySequence::SelectAll));
    menu->addSeparator();
    m_find = add(menu, tr("&Find…"), QStringLiteral("edit-find"),
        KeyBindings::of(QKeySequence(Qt::CTRL | Qt::Key_F), QKeySequence::Find));
    m_find->setToolTip(tr("Find text in the preview, the diff or a terminal tab"));
    m_findNext = add(menu, tr("Find &Next"), QStringLiteral("go-down-search"),
        KeyBindings::of(QKeySequence(Qt::Key_F3), QKeySequence::FindNext));
    m_findPrevious = add(menu, tr("Find Pre&vious"), QStringLiteral("go-up-search"),
        KeyBindings::of(QKeySequence(Qt::SHIFT | Qt::Key_F3), QKeySequence::FindPrevious));

    connect(m_cut, &QAction::triggered, this, &EditActions::cut);
    connect(m_copy, &QAction::triggered, this, &EditActions::copy);
    connect(m_paste, &QAction::triggered, this, &EditActions::paste);
    connect(m_delete, &QAction::triggered, this, &EditActions::deleteSelection);
    connect(m_selectAll, &QAction::triggered, this, &EditActions::selectAll);
    connect(m_find, &QAction::triggered, this, &EditActions::find);
    connect(m_findNext, &QAction::triggered, this, &EditActions::findNext);
    connect(m_findPrevious, &QAction::triggered, this, &EditActions::findPrevious);
}

bool EditActions::textCommand(const char *slot)
{
    // QLineEdit, QPlainTextEdit and QTextEdit share the slots cut(), copy(), paste() and selectAll().
    QWidget *focus = m_window->focusWidget();
    QWidget *text = lineEditOf(focus);
    if (!text && (qobject_cast<QPlainTextEdit *>(focus) || qobject_cast<QTextEdit *>(focus)))
        text = focus;
    return text && QMetaObject::invokeMethod(text, slot);
}

void EditActions::cut()
{
    if (textCommand("cut"))
        return;
    if (TableForm *table = tableOf(m_window->focusWidget()))
        TableClipboard::cut(table);
    else if (QObject *term = termWidgetOf(m_window->focusWidget())) // a terminal's screen is copied, not cut
        QMetaObject::invokeMethod(term, "copyClipboard");
}

void EditActions::copy()
{
    if (textCommand("copy"))
        return;
    if (TableForm *table = tableOf(m_window->focusWidget()))
        TableClipboard::copy(table);
    else if (QObject *term = termWidgetOf(m_window->focusWidget()))
        QMetaObject::invokeMethod(term, "copyClipboard");
}

void EditActions::paste()
{
    if (textCommand("paste")) // a read-only view ignores it
        return;
    if (TableForm *table = tableOf(m_window->focusWidget()))
        TableClipboard::paste(table);
    else if (QObject *term = termWidgetOf(m_window->focusWidget()))
        QMetaObject::invokeMethod(term, "pasteClipboard");
}

void EditActions::deleteSelection()
{
    QWidget *focus = m_window->focusWidget();
    if (QLineEdit *edit = lineEditOf(focus)) {
        edit->del();
    } else if (auto *text = qobject_cast<QPlainTextEdit *>(focus)) {
        if (!text->isReadOnly())
            text->textCursor().removeSelectedText();
    } else if (auto *rich = qobject_cast<QTextEdit *>(focus)) {
        if (!rich->isReadOnly())
            rich->textCursor().removeSelectedText();
    } else if (TableForm *table = tableOf(focus)) {
        table->removeSelectedRows();
    }
}

void EditActions::selectAll()
{
    if (textCommand("selectAll"))
        return;
    if (auto *view = qobject_cast<QAbstractItemView *>(m_window->focusWidget()))
        view->selectAll();
}

void EditActions::find()
{
    findIn(Find::Open);
}

void EditActions::findNext()
{
    findIn(Find::Next);
}

void EditActions::findPrevious()
{
    findIn(Find::Previous);
}

void EditActions::findIn(Find what)
{
    // A terminal tab with the focus searches itself; everything else searches the preview.
    if (TerminalTab *tab = ancestor<TerminalTab>(m_window->focusWidget())) {
        if (what == Find::Open)
            tab->find();
        else if (what == Find::Next)
            tab->findNext();
        else
            tab->findPrevious();
        return;
    }
    if (!m_preview)
        return;
    FindBar *bar = m_preview->findBar();
    if (what == Find::Open || bar->field()->text().isEmpty())
        bar->open();
    else if (what == Find::Next)
        bar->findNext();
    else
        bar->findPrevious();
}

bool EditActions::isOurShortcut(const QKeySequence &key) const
{
    for (const QAction *action : { m_undo, m_redo, m_cut, m_copy, m_paste, m_delete, m_selectAll, m_find,
             m_findNext, m_findPrevious }) {
        if (action && action->shortcuts().contains(key))
            return true;
    }
    return false;
}

bool EditActions::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() != QEvent::ShortcutOverride || !watched->isWidgetType())
        return false;
    auto *widget = static_cast<QWidget *>(watched);
    if (ancestor<QMainWindow>(widget) != m_window) // also a floating dock of the window: its keys are ours
        return false;
    auto *key = static_cast<QKeyEvent *>(event);
    const QKeySequence sequence(int(key->modifiers() & ~Qt::KeypadModifier) | key->key());
    if (!isOurShortcut(sequence))
        return false;
    if (ancestor<TerminalView>(widget)) {
        key->accept(); // the program in the terminal gets the key: Ctrl+C interrupts it
        return true;
    }
    const bool undoKey = m_undo->shortcuts().contains(sequence) || m_redo->shortcuts().contains(sequence);
    // A form field's own undo would disagree with the project's: the field never sees the key, the
    // window's Undo runs. A table's cell editor keeps its own (the cell is committed when it closes).
    if (undoKey && m_history->editor()->isAncestorOf(widget) && !ancestor<QAbstractItemView>(widget))
        return true;
    return false;
}

} // namespace HelmDeck
