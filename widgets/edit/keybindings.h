// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QKeySequence>
#include <QList>

namespace HelmDeck {

/**
 * Shortcuts that work whatever the platform theme maps (under qt5ct QKeySequence::Quit can be
 * empty): the usual keys first, then the theme's own for the same command, none twice (an ambiguous
 * shortcut does nothing). docs/architecture.md §5.
 */
class KeyBindings
{
public:
    /** @p fixed, then QKeySequence::keyBindings(@p standard) not already in it. */
    static QList<QKeySequence> of(const QList<QKeySequence> &fixed, QKeySequence::StandardKey standard);
    static QList<QKeySequence> of(const QKeySequence &fixed, QKeySequence::StandardKey standard)
    {
        return of(QList<QKeySequence> { fixed }, standard);
    }
};

} // namespace HelmDeck
