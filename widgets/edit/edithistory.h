// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/project.h"

#include <QObject>

#include <functional>

class QUndoStack;

namespace HelmDeck {

class ProjectEditor;

/**
 * Undo and redo over every form of a ProjectEditor (docs/architecture.md §5, "Undo and redo").
 *
 * After each projectEdited() it pushes one SnapshotCommand (the project before and after, the app
 * and page of the edit) on its QUndoStack; edits of the same field or table cell while typing merge
 * into one step (SnapshotCommand::MergeWindowMs apart at most, on clock()). An edit that changed no
 * value is not a step. undo() and redo() put the project back into the editor, on the app and page
 * where the edit was made, without a projectEdited(); restored() then tells the window to
 * re-validate and re-render as after any edit.
 *
 * The stack's clean state is the saved state: the window calls reset() when a project is opened or
 * imported (the stack is emptied and clean) and markSaved() when a save has written everything.
 */
class EditHistory : public QObject
{
    Q_OBJECT
public:
    /** Milliseconds on a monotonic clock; replaceable so tests need no waiting (setClock()). */
    using Clock = std::function<qint64()>;

    /** Follows @p editor (not owned; it must outlive the history). */
    explicit EditHistory(ProjectEditor *editor, QObject *parent = nullptr);
    ~EditHistory() override;

    QUndoStack *stack() const { return m_stack; }
    ProjectEditor *editor() const { return m_editor; }
    /** Forgets every step: the editor's project, as shown now, is the clean state. */
    void reset();
    /** The project as shown now is the saved one (QUndoStack::setClean()). */
    void markSaved();
    /** True while undo() or redo() is putting a project back into the editor. */
    bool isRestoring() const { return m_restoring; }
    void setClock(const Clock &clock);

public Q_SLOTS:
    void undo();
    void redo();

Q_SIGNALS:
    /** undo() or redo() put a project back into the editor (no projectEdited() is emitted for it). */
    void restored();

private:
    void onProjectEdited();
    void restore(const Project &project, int appIndex, int page);
    /**
     * Which field the edit was made in: the focused widget, or the table and cell whose editor has the
     * focus; empty (never merged) when a table itself has the focus (a delete, a paste).
     */
    QString focusKey() const;

    ProjectEditor *m_editor;
    QUndoStack *m_stack;
    Project m_shown; ///< the project as the editor had it after the last step or restore
    Clock m_clock;
    bool m_restoring = false;
};

} // namespace HelmDeck
