// SPDX-License-Identifier: GPL-3.0-or-later
#include "windowfit.h"

#include <QtGlobal>

namespace HelmDeck {

WindowFit WindowFit::place(
    const QRect &available, const QMargins &frame, const QRect &inner, const QSize &minimum, bool centre)
{
    WindowFit fit;
    const QSize room = available.marginsRemoved(frame).size();
    // Not below the layout's minimum: on a screen smaller than that, the window is as small as it can be.
    fit.size = inner.size().boundedTo(room).expandedTo(minimum).boundedTo(inner.size());
    fit.resized = fit.size != inner.size();
    QRect outer = QRect(inner.topLeft(), fit.size).marginsAdded(frame);
    fit.frameTopLeft = outer.topLeft();
    if (centre || !available.contains(outer)) {
        outer.moveCenter(available.center());
        fit.frameTopLeft = QPoint(qMax(outer.left(), available.left()), qMax(outer.top(), available.top()));
        fit.moved = true;
    }
    return fit;
}

} // namespace HelmDeck
