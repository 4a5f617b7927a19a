// SPDX-License-Identifier: GPL-3.0-or-later
#include "terminalview.h"

#include "helmdeck-config.h"
#include "plainterminalview.h"
#if HELMDECK_HAVE_QTERMWIDGET
#include "qtermwidgetview.h"
#endif

namespace HelmDeck {

TerminalView *TerminalView::create(QWidget *parent)
{
#if HELMDECK_HAVE_QTERMWIDGET
    return new QTermWidgetView(parent);
#else
    return new PlainTerminalView(parent);
#endif
}

} // namespace HelmDeck
