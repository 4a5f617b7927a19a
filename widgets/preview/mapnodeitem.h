// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QGraphicsItem>
#include <QStringList>

namespace HelmDeck {

/**
 * One box of the preview's map: an object (kind badge, name, an Ingress's or HTTPRoute's hosts
 * below) or, for a dangling reference, a "missing" box drawn dashed in the error colour. Sizes are
 * in scene units (pixels at 100 %); the box is as wide as width() and as tall as its lines need.
 * Object boxes are selectable; the map view reports a click on one by its object index.
 */
class MapNodeItem : public QGraphicsItem
{
public:
    static constexpr int Width = 216;
    static constexpr int LineHeight = 17;
    static constexpr int Padding = 7;

    /**
     * @p objectIndex is the ObjectGraph index, -1 for a missing target. @p badge is the kind's short
     * label ("Deploy", "Svc"), drawn in @p badgeColor; @p lines follow the name (hosts, one each).
     */
    MapNodeItem(int objectIndex, const QString &kind, const QString &badge, const QColor &badgeColor,
        const QString &name, const QStringList &lines, QGraphicsItem *parent = nullptr);

    int objectIndex() const { return m_objectIndex; }
    bool isMissing() const { return m_objectIndex < 0; }
    QString kind() const { return m_kind; }
    QString name() const { return m_name; }
    QStringList lines() const { return m_lines; }
    /**
     * The name of the object's release: a name too long for the box that starts with "<release>-"
     * is shown as "…-<rest>" (the lane says the release; the tool tip has the whole name).
     */
    void setRelease(const QString &release) { m_release = release; }
    /** The object has a dangling reference: a red marker in its corner. */
    void setProblem(bool problem);
    bool hasProblem() const { return m_problem; }
    /** Height of a box with @p lines extra lines. */
    static int heightFor(int lines) { return 2 * Padding + LineHeight * (1 + lines) + 2; }

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

    /** The error colour of the map (the preview banner's red). */
    static QColor errorColor() { return QColor(218, 68, 83); }

protected:
    void hoverEnterEvent(QGraphicsSceneHoverEvent *event) override;
    void hoverLeaveEvent(QGraphicsSceneHoverEvent *event) override;

private:
    int m_objectIndex;
    QString m_kind;
    QString m_badge;
    QColor m_badgeColor;
    QString m_name;
    QString m_release;
    QStringList m_lines;
    bool m_problem = false;
    bool m_hover = false;
};

} // namespace HelmDeck
