// SPDX-License-Identifier: GPL-3.0-or-later
#include "keybindings.h"

namespace HelmDeck {

QList<QKeySequence> KeyBindings::of(const QList<QKeySequence> &fixed, QKeySequence::StandardKey standard)
{
    QList<QKeySequence> keys = fixed;
    for (const QKeySequence &key : QKeySequence::keyBindings(standard)) {
        if (!key.isEmpty() && !keys.contains(key))
            keys.append(key);
    }
    return keys;
}

} // namespace HelmDeck
