// SPDX-License-Identifier: GPL-3.0-or-later
#include "editabletablemodel.h"

#include <utility>

namespace HelmDeck {

bool EditableTableModel::reject(const QString &reason)
{
    Q_EMIT editRejected(reason);
    return false;
}

bool EditableTableModel::changed(const QModelIndex &index)
{
    Q_EMIT dataChanged(index, index, { Qt::DisplayRole, Qt::EditRole });
    notifyEdited();
    return true;
}

void EditableTableModel::beginBatch()
{
    ++m_batchDepth;
}

void EditableTableModel::endBatch()
{
    if (m_batchDepth == 0 || --m_batchDepth > 0)
        return;
    if (std::exchange(m_batchEdited, false))
        Q_EMIT edited();
}

void EditableTableModel::notifyEdited()
{
    if (m_batchDepth > 0)
        m_batchEdited = true;
    else
        Q_EMIT edited();
}

} // namespace HelmDeck
