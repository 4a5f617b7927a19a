// SPDX-License-Identifier: GPL-3.0-or-later
#include "mapnodeitem.h"

#include <QApplication>
#include <QFontMetricsF>
#include <QPainter>
#include <QPalette>
#include <QStyleOptionGraphicsItem>

namespace HelmDeck {

MapNodeItem::MapNodeItem(int objectIndex, const QString &kind, const QString &badge, const QColor &badgeColor,
    const QString &name, const QStringList &lines, QGraphicsItem *parent)
    : QGraphicsItem(parent)
    , m_objectIndex(objectIndex)
    , m_kind(kind)
    , m_badge(badge)
    , m_badgeColor(badgeColor)
    , m_name(name)
    , m_lines(lines)
{
    if (!isMissing()) {
        setFlag(ItemIsSelectable);
        setCursor(Qt::PointingHandCursor);
    }
    setAcceptHoverEvents(true);
    setZValue(2);
}

void MapNodeItem::setProblem(bool problem)
{
    m_problem = problem;
    update();
}

QRectF MapNodeItem::boundingRect() const
{
    return QRectF(-2, -2, Width + 4, heightFor(int(m_lines.size())) + 4);
}

void MapNodeItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget)
{
    Q_UNUSED(widget);
    const QPalette pal = QApplication::palette();
    const QRectF box(0, 0, Width, heightFor(int(m_lines.size())));
    const bool selected = option->state & QStyle::State_Selected;
    painter->setRenderHint(QPainter::Antialiasing);

    QColor fill = pal.color(QPalette::Base);
    QPen border(pal.color(QPalette::Mid), 1);
    if (isMissing()) {
        fill = errorColor();
        fill.setAlpha(28);
        border = QPen(errorColor(), 1.5, Qt::DashLine);
    } else if (selected) {
        border = QPen(pal.color(QPalette::Highlight), 2.5);
    } else if (m_hover) {
        border = QPen(pal.color(QPalette::Highlight), 1.5);
    }
    painter->setPen(border);
    painter->setBrush(fill);
    painter->drawRoundedRect(box.adjusted(0.5, 0.5, -0.5, -0.5), 5, 5);

    // The kind's badge, then the name, elided to the box.
    QFont small = painter->font();
    small.setPointSizeF(small.pointSizeF() * 0.8);
    small.setBold(true);
    const QFontMetricsF sfm(small, painter->device());
    const qreal badgeWidth = sfm.horizontalAdvance(m_badge) + 10;
    const QRectF badge(Padding, Padding + 1, badgeWidth, LineHeight - 2);
    QColor badgeFill = isMissing() ? errorColor() : m_badgeColor;
    painter->setPen(Qt::NoPen);
    painter->setBrush(badgeFill);
    painter->drawRoundedRect(badge, 3, 3);
    painter->setFont(small);
    painter->setPen(Qt::white);
    painter->drawText(badge, Qt::AlignCenter, m_badge);

    // A little smaller than the window's text: the map is read at a glance, and zoomed for more.
    QFont normal = painter->font();
    normal.setPointSizeF(small.pointSizeF() / 0.8 * 0.92);
    normal.setBold(false);
    painter->setFont(normal);
    const QFontMetricsF fm(normal, painter->device());
    const qreal nameX = badge.right() + 6;
    const QRectF nameRect(nameX, Padding, Width - nameX - Padding - (m_problem ? 14 : 0), LineHeight);
    painter->setPen(isMissing() ? errorColor() : pal.color(QPalette::Text));
    QString name = m_name;
    const QString prefix = m_release + QLatin1Char('-');
    const qreal room = nameRect.width() - 2; // elidedText's own rounding must not cut a name that fits
    if (fm.horizontalAdvance(name) > room && !m_release.isEmpty() && name.startsWith(prefix)
        && name.size() > prefix.size())
        name = QStringLiteral("\u2026-") + name.mid(prefix.size());
    // After the release's prefix the name's start tells objects apart ("…-web-guestbook-exa…").
    const Qt::TextElideMode mode = name == m_name ? Qt::ElideMiddle : Qt::ElideRight;
    painter->drawText(nameRect, Qt::AlignLeft | Qt::AlignVCenter, fm.elidedText(name, mode, room));

    QFont hostFont = normal;
    hostFont.setPointSizeF(normal.pointSizeF() * 0.88);
    painter->setFont(hostFont);
    const QFontMetricsF hfm(hostFont, painter->device());
    painter->setPen(isMissing() ? errorColor() : pal.color(QPalette::PlaceholderText));
    for (int i = 0; i < m_lines.size(); ++i) {
        const QRectF r(Padding + 4, Padding + LineHeight * (i + 1) + 1, Width - 2 * Padding - 4, LineHeight);
        painter->drawText(
            r, Qt::AlignLeft | Qt::AlignVCenter, hfm.elidedText(m_lines.at(i), Qt::ElideMiddle, r.width()));
    }

    if (m_problem) {
        // A red dot with "!" in the top right corner: this object has a dangling reference.
        const QRectF dot(Width - Padding - 12, Padding + 2, 12, 12);
        painter->setPen(Qt::NoPen);
        painter->setBrush(errorColor());
        painter->drawEllipse(dot);
        painter->setPen(Qt::white);
        painter->setFont(small);
        painter->drawText(dot, Qt::AlignCenter, QStringLiteral("!"));
    }
}

void MapNodeItem::hoverEnterEvent(QGraphicsSceneHoverEvent *event)
{
    m_hover = true;
    update();
    QGraphicsItem::hoverEnterEvent(event);
}

void MapNodeItem::hoverLeaveEvent(QGraphicsSceneHoverEvent *event)
{
    m_hover = false;
    update();
    QGraphicsItem::hoverLeaveEvent(event);
}

} // namespace HelmDeck
