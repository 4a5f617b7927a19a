// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/project.h"

#include <QUndoCommand>

#include <functional>

namespace HelmDeck {

/**
 * One step on the edit history (EditHistory): the whole project before and after a user edit, and
 * where the edit was made (the app index and the editor page), so every form is undone the same
 * way with no code of its own (docs/architecture.md §5, "Undo and redo").
 *
 * The command is pushed after the edit is already in the editor: its first redo() does nothing.
 * undo() and later redo() hand the project back through the restore function, which puts it into
 * the editor without a new edit. Consecutive steps with the same non-empty merge key (the same page
 * and the same focused field or table cell) less than MergeWindowMs apart merge into one (typing a
 * word is one step), and so does a step that takes the one before it back within that time (a
 * table's "Add" row dropped with Escape); a merged step that ends where it began is dropped
 * (QUndoCommand::setObsolete).
 */
class SnapshotCommand : public QUndoCommand
{
public:
    /** Steps further apart than this (milliseconds of the history's clock) stay separate steps. */
    static constexpr qint64 MergeWindowMs = 1500;
    /** The id shared by every snapshot step (QUndoCommand::id(); the stack merges only equal ids). */
    static constexpr int Id = 0x4844; // "HD"

    /** Puts a project back into the editor: the project, then the app index and page to show. */
    using Restore = std::function<void(const Project &project, int appIndex, int page)>;

    /**
     * @p text names the step in the Undo/Redo menu entries ("Edit App"); @p mergeKey is empty for a
     * step that never merges; @p timeMs is when the edit was made, on the history's clock.
     */
    SnapshotCommand(const QString &text, Project before, Project after, int appIndex, int page,
        const QString &mergeKey, qint64 timeMs, Restore restore);

    void undo() override;
    void redo() override;
    int id() const override { return Id; }
    bool mergeWith(const QUndoCommand *other) override;

    const Project &before() const { return m_before; }
    const Project &after() const { return m_after; }
    int appIndex() const { return m_appIndex; }
    int page() const { return m_page; }

    /**
     * True when @p a and @p b hold the same values: the same project file text (ProjectFile) and the
     * same secret values, which the file never holds (ProjectSecrets).
     */
    static bool sameProject(const Project &a, const Project &b);

private:
    Project m_before;
    Project m_after;
    int m_appIndex;
    int m_page;
    QString m_mergeKey;
    qint64 m_timeMs;
    Restore m_restore;
    bool m_applied = true; ///< the edit is in the editor already when the step is pushed
};

} // namespace HelmDeck
