// SPDX-License-Identifier: GPL-3.0-or-later
#include "manifestgutter.h"

#include "manifestview.h"

namespace HelmDeck {

ManifestGutter::ManifestGutter(ManifestView *view)
    : QWidget(view)
    , m_view(view)
{ }

QSize ManifestGutter::sizeHint() const
{
    return QSize(m_view->gutterWidth(), 0);
}

void ManifestGutter::paintEvent(QPaintEvent *event)
{
    m_view->paintGutter(event);
}

} // namespace HelmDeck
