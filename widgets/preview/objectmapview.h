// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "map/objectgraph.h"
#include "maplayout.h"

#include <QGraphicsView>

namespace HelmDeck {

class MapEdgeItem;
class MapNodeItem;

/**
 * The preview's map (docs/architecture.md "The map"): the rendered objects as boxes in release
 * lanes (MapLayout), arrows for their references labelled with the reference's kind (several
 * references between the same two objects share one arrow: "selects :5000"; arrows converging on
 * one box with the same label show it once), dangling ones
 * dashed in the error colour to a "missing" box, and a red marker on an object that has one.
 * References to targets expected outside the render are listed in the box's tool tip, not drawn.
 *
 * Ctrl+wheel (and zoomIn() / zoomOut(), the map page's Ctrl++ / Ctrl+-) zooms around the pointer
 * between MinZoom and MaxZoom. At first the zoom fits the map to the view but stays readable: never
 * above 100 % nor below MinFitZoom (a bigger map scrolls). fitToView() (Fit, Ctrl+0) shows the whole
 * map: its scene rectangle with a margin, never above 100 % nor below MinZoom. Until the user zooms,
 * the zoom is fitted again the same way when the view resizes or the graph changes (a re-render
 * keeps the scroll position). A click selects an object (objectSelected()), a double click or
 * Return opens it (objectActivated()).
 */
class ObjectMapView : public QGraphicsView
{
    Q_OBJECT
public:
    static constexpr qreal MinZoom = 0.05; ///< low enough for Fit to show a big map whole
    static constexpr qreal MaxZoom = 3.0;
    static constexpr qreal MinFitZoom = 0.7;
    /** The room around the whole map fitted by fitToView(), in view pixels. */
    static constexpr int FitMargin = 8;

    explicit ObjectMapView(QWidget *parent = nullptr);

    /** Draws @p graph with releases in @p releaseOrder. Keeps the selection when the object stays. */
    void setGraph(const ObjectGraph &graph, const QStringList &releaseOrder);
    const ObjectGraph &graph() const { return m_graph; }
    const MapLayout &layout() const { return m_layout; }

    /** The box of object @p objectIndex, or nullptr. */
    MapNodeItem *nodeItem(int objectIndex) const;
    /** Every box, missing targets included, in layout order. */
    QList<MapNodeItem *> nodeItems() const { return m_nodes; }
    QList<MapEdgeItem *> edgeItems() const { return m_edges; }
    /** The selected object's index, -1 when none. */
    int selectedObject() const;
    /** Selects object @p objectIndex (-1: none) and scrolls it into view. */
    void selectObject(int objectIndex);

    qreal zoom() const;
    void setZoom(qreal zoom);
    /** Shows the whole map, and keeps it whole when the view resizes until the user zooms. */
    void fitToView();
    /** Zooms by a step of 25 % in or out; the zoom then stays where the user put it. */
    void zoomIn();
    void zoomOut();
    /** 100 %; the zoom then stays there. */
    void showActualSize();

Q_SIGNALS:
    void objectSelected(int objectIndex);
    void objectActivated(int objectIndex);
    void zoomChanged(qreal zoom);

protected:
    void wheelEvent(QWheelEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void rebuild();
    /** The zoom that fits the map (within MinFitZoom and 100 %), leaving the scroll position. */
    void fitZoom();
    /** The zoom that shows the whole scene rectangle with FitMargin around it (fitToView()). */
    void fitWhole();
    void refit();
    void addEdges();
    void onSelectionChanged();
    void emphasize(int node);

    ObjectGraph m_graph;
    QStringList m_releaseOrder;
    MapLayout m_layout;
    QList<MapNodeItem *> m_nodes;
    QList<MapEdgeItem *> m_edges;
    QVector<QList<int>> m_edgesOfNode; ///< per layout node: the edges that touch it
    bool m_autoFit = true;
    bool m_fitWhole = false; ///< the user asked for the whole map (fitToView())
};

} // namespace HelmDeck
