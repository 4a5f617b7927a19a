// SPDX-License-Identifier: GPL-3.0-or-later
#include "mapedgeitem.h"

#include "mapnodeitem.h"

#include <QApplication>
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPathStroker>
#include <QPalette>

#include <algorithm>
#include <cmath>

namespace HelmDeck {

namespace {

QFont labelFont()
{
    QFont f = QApplication::font();
    f.setPointSizeF(f.pointSizeF() * 0.78);
    return f;
}

constexpr qreal HeadLength = 8;

} // namespace

MapEdgeItem::MapEdgeItem(const QPointF &start, bool startRight, const QPointF &end, bool endLeft,
    const QString &label, bool dangling, QGraphicsItem *parent)
    : QGraphicsPathItem(parent)
    , m_label(label)
    , m_dangling(dangling)
    , m_end(end)
    , m_startDirection(startRight ? 1 : -1)
    , m_endDirection(endLeft ? 1 : -1)
{
    setPath(curve(start, 0, 0));
    // The label sits half way, in the gap between the columns, on the curve.
    m_labelAnchor = path().pointAtPercent(m_labelPercent);
    setZValue(dangling ? 1.5 : 1);
}

QPainterPath MapEdgeItem::curve(const QPointF &start, qreal startLead, qreal endLead) const
{
    // The curve leaves its box horizontally and enters the other horizontally, stopping short of
    // the box by the arrow head; a lead is a straight stretch at that end (for the label).
    const QPointF tip(m_end.x() - m_endDirection * HeadLength, m_end.y());
    const QPointF from(start.x() + m_startDirection * startLead, start.y());
    const QPointF to(tip.x() - m_endDirection * endLead, tip.y());
    const qreal reach = std::max<qreal>(40, std::abs(to.x() - from.x()) / 2);
    QPainterPath path(start);
    if (startLead > 0)
        path.lineTo(from);
    path.cubicTo(QPointF(from.x() + m_startDirection * reach, from.y()),
        QPointF(to.x() - m_endDirection * reach, to.y()), to);
    if (endLead > 0)
        path.lineTo(tip);
    return path;
}

void MapEdgeItem::setLabelBeside(bool atStart)
{
    if (m_label.isEmpty())
        return;
    prepareGeometryChange();
    const qreal lead = labelRectAt(0).width() + 6;
    const QPointF start = path().pointAtPercent(0);
    setPath(curve(start, atStart ? lead : 0, atStart ? 0 : lead));
    // the label's centre on the straight stretch, just clear of the box
    const qreal length = path().length();
    const qreal along = atStart ? 2 + lead / 2 : length - (2 + lead / 2);
    m_labelPercent = length > 0 ? path().percentAtLength(std::clamp<qreal>(along, 0, length)) : 0.5;
    m_labelAnchor = path().pointAtPercent(m_labelPercent);
}

void MapEdgeItem::setEmphasized(bool emphasized)
{
    if (m_emphasized == emphasized)
        return;
    m_emphasized = emphasized;
    setZValue(emphasized ? 3 : (m_dangling ? 1.5 : 1));
    update();
}

void MapEdgeItem::setLabelAt(qreal percent)
{
    prepareGeometryChange();
    m_labelPercent = std::clamp<qreal>(percent, 0, 1);
    m_labelAnchor = path().pointAtPercent(m_labelPercent);
}

QRectF MapEdgeItem::labelRectAt(qreal percent) const
{
    if (m_label.isEmpty())
        return QRectF();
    const QPointF anchor = path().pointAtPercent(std::clamp<qreal>(percent, 0, 1));
    const QFontMetricsF fm(labelFont());
    const qreal w = fm.horizontalAdvance(m_label) + 8;
    const qreal h = fm.height() + 2;
    return QRectF(anchor.x() - w / 2, anchor.y() - h / 2, w, h);
}

QRectF MapEdgeItem::labelRect() const
{
    return labelRectAt(m_labelPercent);
}

QRectF MapEdgeItem::boundingRect() const
{
    const QRectF head(m_end.x() - HeadLength - 2, m_end.y() - HeadLength, 2 * HeadLength + 4, 2 * HeadLength);
    return path().boundingRect().adjusted(-3, -3, 3, 3).united(labelRect()).united(head);
}

QPainterPath MapEdgeItem::shape() const
{
    QPainterPathStroker stroker;
    stroker.setWidth(6);
    QPainterPath s = stroker.createStroke(path());
    s.addRect(labelRect());
    return s;
}

void MapEdgeItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget)
{
    Q_UNUSED(option);
    Q_UNUSED(widget);
    const QPalette pal = QApplication::palette();
    QColor color = m_dangling ? MapNodeItem::errorColor() : pal.color(QPalette::Text);
    if (!m_dangling)
        color.setAlphaF(m_emphasized ? 0.95 : 0.45);
    if (m_emphasized && !m_dangling)
        color = pal.color(QPalette::Highlight);
    painter->setRenderHint(QPainter::Antialiasing);
    QPen pen(color, m_emphasized ? 2.2 : 1.3);
    if (m_dangling)
        pen.setStyle(Qt::DashLine);
    painter->setPen(pen);
    painter->setBrush(Qt::NoBrush);
    painter->drawPath(path());

    // The arrow head, pointing into the target box.
    const qreal d = m_endDirection;
    QPolygonF head;
    head << m_end << QPointF(m_end.x() - d * HeadLength, m_end.y() - HeadLength / 2)
         << QPointF(m_end.x() - d * HeadLength, m_end.y() + HeadLength / 2);
    painter->setPen(Qt::NoPen);
    painter->setBrush(color);
    painter->drawPolygon(head);

    if (m_label.isEmpty())
        return;
    const QRectF r = labelRect();
    QColor pill = pal.color(QPalette::Window);
    pill.setAlphaF(0.92);
    painter->setBrush(pill);
    QColor edge = color;
    edge.setAlphaF(std::min<qreal>(1.0, color.alphaF() + 0.2));
    painter->setPen(QPen(edge, 0.8));
    painter->drawRoundedRect(r, r.height() / 2, r.height() / 2);
    painter->setFont(labelFont());
    painter->setPen(m_dangling ? MapNodeItem::errorColor() : pal.color(QPalette::Text));
    painter->drawText(r, Qt::AlignCenter, m_label);
}

} // namespace HelmDeck
