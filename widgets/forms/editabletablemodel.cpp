// SPDX-License-Identifier: GPL-3.0-or-later
#include "editabletablemodel.h"

namespace HelmDeck {

bool EditableTableModel::reject(const QString &reason)
{
    Q_EMIT editRejected(reason);
    return false;
}

} // namespace HelmDeck
