// SPDX-License-Identifier: GPL-3.0-or-later
#include "edithistory.h"

#include "editor/projecteditor.h"
#include "snapshotcommand.h"

#include <QAbstractItemView>
#include <QElapsedTimer>
#include <QUndoStack>

#include <memory>

namespace HelmDeck {

EditHistory::EditHistory(ProjectEditor *editor, QObject *parent)
    : QObject(parent)
    , m_editor(editor)
    , m_stack(new QUndoStack(this))
    , m_shown(editor->project())
{
    auto timer = std::make_shared<QElapsedTimer>();
    timer->start();
    m_clock = [timer] { return timer->elapsed(); };
    connect(m_editor, &ProjectEditor::projectEdited, this, &EditHistory::onProjectEdited);
}

EditHistory::~EditHistory() = default;

void EditHistory::reset()
{
    m_stack->clear();
    m_stack->setClean();
    m_shown = m_editor->project();
}

void EditHistory::markSaved()
{
    m_stack->setClean();
}

void EditHistory::setClock(const Clock &clock)
{
    m_clock = clock;
}

void EditHistory::undo()
{
    m_stack->undo();
}

void EditHistory::redo()
{
    m_stack->redo();
}

void EditHistory::onProjectEdited()
{
    if (m_restoring)
        return;
    const Project after = m_editor->project();
    if (SnapshotCommand::sameProject(m_shown, after))
        return; // e.g. a value committed unchanged: nothing to undo
    const int page = m_editor->currentPage();
    const QString key = focusKey();
    const QString name = m_editor->pageTitle(page);
    auto *step = new SnapshotCommand(name.isEmpty() ? tr("Edit") : tr("Edit %1").arg(name), m_shown, after,
        m_editor->currentAppIndex(), page, key.isEmpty() ? QString() : QString::number(page) + key, m_clock(),
        [this](const Project &project, int appIndex, int toPage) { restore(project, appIndex, toPage); });
    m_shown = after;
    m_stack->push(step);
}

void EditHistory::restore(const Project &project, int appIndex, int page)
{
    m_restoring = true;
    m_editor->restoreProject(project, appIndex, page);
    m_shown = project;
    m_restoring = false;
    Q_EMIT restored();
}

QString EditHistory::focusKey() const
{
    const QWidget *focus = m_editor->window()->focusWidget();
    if (!focus || !m_editor->isAncestorOf(focus))
        return QString();
    // A table with the focus itself was edited as a table (rows deleted, pasted, a box ticked): no
    // typing to merge. A table's cell editor is a new widget for every edit: the cell is the field.
    if (qobject_cast<const QAbstractItemView *>(focus))
        return QString();
    for (const QWidget *w = focus; w && w != m_editor; w = w->parentWidget()) {
        if (const auto *view = qobject_cast<const QAbstractItemView *>(w)) {
            const QModelIndex cell = view->currentIndex();
            return QStringLiteral(":%1:%2:%3").arg(quintptr(view), 0, 16).arg(cell.row()).arg(cell.column());
        }
    }
    return QStringLiteral(":%1").arg(quintptr(focus), 0, 16);
}

} // namespace HelmDeck
