// SPDX-License-Identifier: GPL-3.0-or-later
#include "storagemount.h"

namespace HelmDeck {

bool StorageMount::appliesTo(const QString &target) const
{
    return processTypes.isEmpty() || processTypes.contains(target);
}

} // namespace HelmDeck
