// SPDX-License-Identifier: GPL-3.0-or-later
#include "snapshotcommand.h"

#include "io/projectfile.h"
#include "secrets/projectsecrets.h"

#include <utility>

namespace HelmDeck {

SnapshotCommand::SnapshotCommand(const QString &text, Project before, Project after, int appIndex, int page,
    const QString &mergeKey, qint64 timeMs, Restore restore)
    : QUndoCommand(text)
    , m_before(std::move(before))
    , m_after(std::move(after))
    , m_appIndex(appIndex)
    , m_page(page)
    , m_mergeKey(mergeKey)
    , m_timeMs(timeMs)
    , m_restore(std::move(restore))
{ }

void SnapshotCommand::undo()
{
    m_restore(m_before, m_appIndex, m_page);
}

void SnapshotCommand::redo()
{
    if (std::exchange(m_applied, false)) // pushed after the edit: it is in the editor already
        return;
    m_restore(m_after, m_appIndex, m_page);
}

bool SnapshotCommand::mergeWith(const QUndoCommand *other)
{
    const auto *next = dynamic_cast<const SnapshotCommand *>(other);
    if (!next)
        return false;
    if (next->m_timeMs < m_timeMs || next->m_timeMs - m_timeMs > MergeWindowMs)
        return false;
    // Right after it, a step that takes this one back (a table's "Add" row dropped with Escape, a box
    // ticked and unticked) leaves nothing to undo, whatever the field: both go.
    const bool typing
        = !m_mergeKey.isEmpty() && next->m_mergeKey == m_mergeKey && next->m_appIndex == m_appIndex;
    if (!typing && !sameProject(next->m_after, m_before))
        return false;
    m_after = next->m_after;
    m_timeMs = next->m_timeMs; // the window runs from the last keystroke: a steady typist makes one step
    setObsolete(sameProject(m_before, m_after)); // typed and erased again: nothing to undo
    return true;
}

bool SnapshotCommand::sameProject(const Project &a, const Project &b)
{
    if (ProjectFile::serialize(a) != ProjectFile::serialize(b))
        return false;
    const QList<ProjectSecrets::Item> itemsA = ProjectSecrets::items(a, QString());
    const QList<ProjectSecrets::Item> itemsB = ProjectSecrets::items(b, QString());
    if (itemsA.size() != itemsB.size())
        return false;
    for (int i = 0; i < itemsA.size(); ++i) {
        if (itemsA.at(i).fieldPath != itemsB.at(i).fieldPath
            || ProjectSecrets::value(a, itemsA.at(i)) != ProjectSecrets::value(b, itemsB.at(i)))
            return false;
    }
    return true;
}

} // namespace HelmDeck
