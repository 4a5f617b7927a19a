// SPDX-License-Identifier: GPL-3.0-or-later
#include "terminalview.h"

#include "helmdeck-config.h"
#include "plainterminalview.h"
#if HELMDECK_HAVE_QTERMWIDGET
#include "qtermwidgetview.h"
#endif

#include <QFontDatabase>
#include <QFontInfo>

namespace HelmDeck {

QFont TerminalView::fixedFont()
{
    QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    if (!QFontInfo(font).fixedPitch()) {
        font.setFamily(QStringLiteral("Monospace"));
        font.setStyleHint(QFont::TypeWriter);
    }
    return font;
}

TerminalView *TerminalView::create(QWidget *parent)
{
#if HELMDECK_HAVE_QTERMWIDGET
    return new QTermWidgetView(parent);
#else
    return new PlainTerminalView(parent);
#endif
}

} // namespace HelmDeck
