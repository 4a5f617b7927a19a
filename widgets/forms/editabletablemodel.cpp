// SPDX-License-Identifier: GPL-3.0-or-later
#include "editabletablemodel.h"

namespace HelmDeck {

bool EditableTableModel::reject(const QString &reason)
{
    Q_EMIT editRejected(reason);
    return false;
}

bool EditableTableModel::changed(const QModelIndex &index)
{
    Q_EMIT dataChanged(index, index, { Qt::DisplayRole, Qt::EditRole });
    Q_EMIT edited();
    return true;
}

} // namespace HelmDeck
