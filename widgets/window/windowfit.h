// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMargins>
#include <QRect>
#include <QSize>

namespace HelmDeck {

/**
 * Where a window goes on its screen (docs/architecture.md §5, "The window fits its screen"): its size
 * shrunk to the screen's available geometry (task bars and panels left out) with its frame (title
 * bar, borders) inside it, never below the layout's minimum; and its frame's top-left corner moved
 * so the frame lies on the screen, centred for a first start. All in logical pixels, so the same at
 * any scale factor: a 1024×700 screen at 2× is 512×350 here.
 */
struct WindowFit
{
    QSize size; ///< the window's (inner) size
    QPoint frameTopLeft; ///< where the frame's top-left corner goes (QWidget::move())
    bool resized = false;
    bool moved = false;

    /**
     * @p available: the screen's available geometry; @p frame: the frame's margins around the inner
     * geometry; @p inner: the window's geometry now; @p minimum: the layout's minimum size;
     * @p centre: centre it on the screen (a first start), else move it only when it sticks out.
     */
    static WindowFit place(
        const QRect &available, const QMargins &frame, const QRect &inner, const QSize &minimum, bool centre);
};

} // namespace HelmDeck
