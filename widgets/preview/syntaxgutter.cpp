// SPDX-License-Identifier: GPL-3.0-or-later
#include "syntaxgutter.h"

#include "syntaxview.h"

namespace HelmDeck {

SyntaxGutter::SyntaxGutter(SyntaxView *view)
    : QWidget(view)
    , m_view(view)
{ }

QSize SyntaxGutter::sizeHint() const
{
    return QSize(m_view->gutterWidth(), 0);
}

void SyntaxGutter::paintEvent(QPaintEvent *event)
{
    m_view->paintGutter(event);
}

} // namespace HelmDeck
