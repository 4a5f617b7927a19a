// SPDX-License-Identifier: GPL-3.0-or-later
#include "hintlabel.h"

#include <QApplication>
#include <QEvent>

namespace HelmDeck {

HintLabel::HintLabel(const QString &text, QWidget *parent)
    : QLabel(text, parent)
{
    setWordWrap(true);
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    setFont(small);
    applyColor();
}

QColor HintLabel::hintColor(const QPalette &palette)
{
    const QColor text = palette.color(QPalette::WindowText);
    const QColor window = palette.color(QPalette::Window);
    // 60 % text, 40 % background: readable, yet clearly secondary in light and dark palettes.
    return QColor::fromRgbF(text.redF() * 0.6 + window.redF() * 0.4,
        text.greenF() * 0.6 + window.greenF() * 0.4, text.blueF() * 0.6 + window.blueF() * 0.4);
}

void HintLabel::applyColor()
{
    const QPalette source = parentWidget() ? parentWidget()->palette() : QApplication::palette(this);
    QPalette pal = palette();
    const QColor color = hintColor(source);
    if (pal.color(QPalette::WindowText) == color)
        return;
    m_applying = true;
    pal.setColor(QPalette::WindowText, color);
    setPalette(pal);
    m_applying = false;
}

void HintLabel::changeEvent(QEvent *event)
{
    QLabel::changeEvent(event);
    if (!m_applying && (event->type() == QEvent::PaletteChange || event->type() == QEvent::ParentChange))
        applyColor();
}

} // namespace HelmDeck
