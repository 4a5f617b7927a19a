// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QGraphicsPathItem>

namespace HelmDeck {

/**
 * One arrow of the preview's map: a cubic curve from @p start to @p end (scene coordinates, both
 * on a box's side: @p startRight / @p endLeft say which way the curve leaves and enters), an arrow
 * head at the end, and a small label ("selects :5000") on a pill centred on the curve itself (half
 * way unless setLabelAt() slides it along the curve), so it is always clear which arrow it names. A
 * dangling reference's arrow is dashed, in the error colour.
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
    /**
     * Centres the label on the curve at @p percent of its length (0 = start, 1 = end; 0.5 at first),
     * e.g. off another arrow's label: it stays on its own arrow.
     */
    void setLabelAt(qreal percent);
    qreal labelPercent() const { return m_labelPercent; }
    /** The label's rectangle were it centred at @p percent of the curve (labelRect() when it is). */
    QRectF labelRectAt(qreal percent) const;
    /**
     * Gives the arrow a straight stretch as long as its label where it leaves its box (@p atStart)
     * or enters the other, and centres the label there: beside that box, at that end's height, so
     * it reads as this arrow's and not a neighbouring row's.
     */
    void setLabelBeside(bool atStart);

    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    QPainterPath curve(const QPointF &start, qreal startLead, qreal endLead) const;

    QString m_label;
    bool m_dangling;
    bool m_emphasized = false;
    QPointF m_end;
    qreal m_startDirection; ///< +1 when the arrow leaves its box to the right, -1 to the left
    QPointF m_labelAnchor;
    qreal m_labelPercent = 0.5;
    qreal m_endDirection; ///< +1 when the arrow enters its box from the left, -1 from the right
};

} // namespace HelmDeck
