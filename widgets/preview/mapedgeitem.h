// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QGraphicsPathItem>

namespace HelmDeck {

/**
 * One arrow of the preview's map: a cubic curve from @p start to @p end (scene coordinates, both
 * on a box's side: @p startRight / @p endLeft say which way the curve leaves and enters), an arrow
 * head at the end, and a small label ("selects :5000") on a pill half way. A dangling reference's
 * arrow is dashed, in the error colour.
 */
class MapEdgeItem : public QGraphicsPathItem
{
public:
    MapEdgeItem(const QPointF &start, bool startRight, const QPointF &end, bool endLeft, const QString &label,
        bool dangling, QGraphicsItem *parent = nullptr);

    QString label() const { return m_label; }
    bool isDangling() const { return m_dangling; }
    /** Drawn stronger while one of its boxes is hovered or selected. */
    void setEmphasized(bool emphasized);
    /** The label's pill in item (= scene) coordinates; empty without a label. */
    QRectF labelRect() const;
    /** Moves the label by @p dy along the vertical, off another arrow's label. */
    void moveLabel(qreal dy);

    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    QString m_label;
    bool m_dangling;
    bool m_emphasized = false;
    QPointF m_end;
    QPointF m_labelAnchor;
    qreal m_endDirection; ///< +1 when the arrow enters its box from the left, -1 from the right
};

} // namespace HelmDeck
