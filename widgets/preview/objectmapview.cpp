// SPDX-License-Identifier: GPL-3.0-or-later
#include "objectmapview.h"

#include "mapedgeitem.h"
#include "mapnodeitem.h"

#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainterPath>
#include <QScrollBar>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace HelmDeck {

namespace {

/** QGraphicsItem::data() key: the edge carries the one label of arrows converging on a box. */
constexpr int SharedLabelKey = 0;

QString edgeLabel(const MapReference &r)
{
    if (r.type == MapReference::Type::TargetPort && r.state == MapReference::State::Resolved)
        return QLatin1Char(':') + r.detail.section(QLatin1Char(' '), 1); // ":5000", after "selects"
    return MapReference::typeLabel(r.type);
}

} // namespace

ObjectMapView::ObjectMapView(QWidget *parent)
    : QGraphicsView(parent)
{
    setScene(new QGraphicsScene(this));
    setRenderHint(QPainter::Antialiasing);
    setRenderHint(QPainter::TextAntialiasing);
    setDragMode(QGraphicsView::ScrollHandDrag);
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    setResizeAnchor(QGraphicsView::AnchorViewCenter);
    setAlignment(Qt::AlignLeft | Qt::AlignTop);
    setFocusPolicy(Qt::StrongFocus);
    setAccessibleName(tr("Map of the rendered objects"));
    connect(scene(), &QGraphicsScene::selectionChanged, this, &ObjectMapView::onSelectionChanged);
}

void ObjectMapView::setGraph(const ObjectGraph &graph, const QStringList &releaseOrder)
{
    m_graph = graph;
    m_releaseOrder = releaseOrder;
    rebuild();
}

void ObjectMapView::rebuild()
{
    // A re-render (every edit) keeps where the user scrolled to; the first map starts at the top left.
    const bool first = m_nodes.isEmpty();
    const int scrollX = horizontalScrollBar()->value();
    const int scrollY = verticalScrollBar()->value();
    // The selection survives a re-render when its object is still there (by release, kind, name).
    QString selectedKey;
    if (const int selected = selectedObject(); selected >= 0 && selected < m_graph.objects().size()) {
        // m_graph is already the new graph here; the node still knows the old object's identity.
        const MapNodeItem *node = nodeItem(selected);
        selectedKey = node ? node->kind() + QLatin1Char('/') + node->name() : QString();
    }
    const QSignalBlocker blocker(scene());
    scene()->clear();
    m_nodes.clear();
    m_edges.clear();
    m_layout = MapLayout::compute(m_graph, m_releaseOrder);

    const QPalette pal = palette();
    QFont headerFont = font();
    headerFont.setBold(true);
    for (const MapLayout::Column &c : std::as_const(m_layout.columns)) {
        auto *t = scene()->addSimpleText(c.title, headerFont);
        t->setBrush(pal.color(QPalette::PlaceholderText));
        t->setPos(c.x + 2, MapLayout::Margin);
    }
    for (const MapLayout::Lane &lane : std::as_const(m_layout.lanes)) {
        QPainterPath path;
        path.addRoundedRect(lane.rect, 8, 8);
        QColor fill = pal.color(QPalette::AlternateBase);
        if (fill == pal.color(QPalette::Base))
            fill = pal.color(QPalette::Window);
        auto *band = scene()->addPath(path, QPen(pal.color(QPalette::Midlight), 1), fill);
        band->setZValue(0);
        auto *title = scene()->addSimpleText(
            tr("%1 \u2014 %2 release").arg(lane.release, releaseKindName(lane.kind)), headerFont);
        title->setBrush(pal.color(QPalette::Text));
        title->setPos(lane.rect.left() + 10, lane.rect.top() + 6);
        title->setZValue(0.5);
    }

    QHash<int, QStringList> tips; // object → its references, one per line
    QSet<int> problems;
    for (const MapReference &r : m_graph.references()) {
        tips[r.from].append(m_graph.describe(r));
        if (r.state == MapReference::State::Dangling)
            problems.insert(r.from);
    }
    for (const MapLayout::Node &n : std::as_const(m_layout.nodes)) {
        auto *item = new MapNodeItem(
            n.object, n.kind, MapLayout::badge(n.kind), MapLayout::badgeColor(n.kind), n.name, n.lines);
        item->setPos(n.rect.topLeft());
        if (n.object >= 0) {
            const MapObject &o = m_graph.objects().at(n.object);
            QStringList tip { tr("%1 %2 (release %3)").arg(o.kind, o.name, o.release) };
            tip += tips.value(n.object);
            item->setToolTip(tip.join(QLatin1Char('\n')));
            item->setRelease(o.release);
            item->setProblem(problems.contains(n.object));
        } else {
            item->setToolTip(tr("Missing %1 \"%2\": %3").arg(n.kind, n.name, n.lines.join(QLatin1Char(' '))));
        }
        scene()->addItem(item);
        m_nodes.append(item);
    }
    addEdges();
    scene()->setSceneRect(scene()->itemsBoundingRect().adjusted(
        -MapLayout::Margin / 2.0, -MapLayout::Margin / 2.0, MapLayout::Margin, MapLayout::Margin));

    for (MapNodeItem *node : std::as_const(m_nodes)) {
        if (!selectedKey.isEmpty() && node->kind() + QLatin1Char('/') + node->name() == selectedKey) {
            node->setSelected(true);
            emphasize(int(m_nodes.indexOf(node)));
        }
    }
    if (first) {
        refit();
        horizontalScrollBar()->setValue(horizontalScrollBar()->minimum());
        verticalScrollBar()->setValue(verticalScrollBar()->minimum());
        return;
    }
    refit();
    horizontalScrollBar()->setValue(scrollX);
    verticalScrollBar()->setValue(scrollY);
}

void ObjectMapView::addEdges()
{
    struct Edge
    {
        int from = -1;
        int to = -1;
        QStringList labels;
        bool dangling = false;
        bool startRight = true;
        bool endLeft = true;
        qreal startY = 0;
        qreal endY = 0;
    };
    QList<Edge> edges;
    QHash<QPair<int, int>, int> edgeOf;
    for (int i = 0; i < m_graph.references().size(); ++i) {
        const MapReference &r = m_graph.references().at(i);
        const int from = m_layout.nodeOfObject.value(r.from, -1);
        const int to = m_layout.nodeOfReference.value(i, -1);
        if (from < 0 || to < 0 || from == to)
            continue;
        const QPair<int, int> key(from, to);
        if (!edgeOf.contains(key)) {
            edgeOf.insert(key, int(edges.size()));
            edges.append(Edge { from, to, {}, false, true, true, 0, 0 });
        }
        Edge &e = edges[edgeOf.value(key)];
        const QString label = edgeLabel(r);
        if (!e.labels.contains(label))
            e.labels.append(label);
        e.dangling = e.dangling || r.state == MapReference::State::Dangling;
    }

    // Which side each end attaches to, then spread the ends on one side over the box's height in
    // the order of the other ends' heights, so arrows leaving or entering one box do not cross there.
    QHash<QPair<int, bool>, QList<QPair<qreal, int>>> sides; // (node, right side) → (other y, end id)
    for (int i = 0; i < edges.size(); ++i) {
        Edge &e = edges[i];
        const MapLayout::Node &a = m_layout.nodes.at(e.from);
        const MapLayout::Node &b = m_layout.nodes.at(e.to);
        e.startRight = b.column >= a.column;
        e.endLeft = b.column > a.column;
        sides[{ e.from, e.startRight }].append({ b.rect.center().y(), 2 * i });
        sides[{ e.to, !e.endLeft }].append({ a.rect.center().y(), 2 * i + 1 });
    }
    for (auto it = sides.begin(); it != sides.end(); ++it) {
        QList<QPair<qreal, int>> &ends = it.value();
        std::sort(ends.begin(), ends.end());
        const QRectF &rect = m_layout.nodes.at(it.key().first).rect;
        for (int k = 0; k < ends.size(); ++k) {
            const qreal y = rect.top() + rect.height() * (k + 1) / (ends.size() + 1);
            Edge &e = edges[ends.at(k).second / 2];
            (ends.at(k).second % 2 == 0 ? e.startY : e.endY) = y;
        }
    }

    // Arrows converging on one box with the same label ("runs as" from every workload) say it once,
    // on the middle one of them; the others are plain arrows.
    QHash<QPair<int, QString>, QList<int>> converging; // (target, label) → edges, by start height
    for (int i = 0; i < edges.size(); ++i)
        converging[{ edges.at(i).to, edges.at(i).labels.join(QStringLiteral(", ")) }].append(i);
    QSet<int> unlabelled;
    QSet<int> shared; // the one label of a group: by the box they converge on
    for (auto it = converging.begin(); it != converging.end(); ++it) {
        QList<int> &group = it.value();
        std::sort(group.begin(), group.end(),
            [&edges](int a, int b) { return edges.at(a).startY < edges.at(b).startY; });
        for (int k = 0; k < group.size(); ++k) {
            if (k != group.size() / 2)
                unlabelled.insert(group.at(k));
            else if (group.size() > 1)
                shared.insert(group.at(k));
        }
    }

    m_edgesOfNode = QVector<QList<int>>(int(m_layout.nodes.size()));
    for (int i = 0; i < edges.size(); ++i) {
        const Edge &e = edges.at(i);
        const QRectF &a = m_layout.nodes.at(e.from).rect;
        const QRectF &b = m_layout.nodes.at(e.to).rect;
        const QPointF start(e.startRight ? a.right() : a.left(), e.startY);
        const QPointF end(e.endLeft ? b.left() : b.right(), e.endY);
        // "selects" and the ports it reaches read as one: "selects :5000"
        QString label = unlabelled.contains(i) ? QString() : e.labels.join(QStringLiteral(", "));
        label.replace(QStringLiteral(", :"), QStringLiteral(" :"));
        auto *item = new MapEdgeItem(start, e.startRight, end, e.endLeft, label, e.dangling);
        item->setData(SharedLabelKey, shared.contains(i));
        scene()->addItem(item);
        m_edgesOfNode[e.from].append(int(m_edges.size()));
        m_edgesOfNode[e.to].append(int(m_edges.size()));
        m_edges.append(item);
    }
    // A label sits on its own arrow beside the box it starts from, at that box's height ("selects
    // :5000" beside its Service; half way between two rows it reads as the other row's), a shared one
    // beside the box its arrows converge on. Labels that would cover each other or a box slide along
    // their own arrow, never off it. A few dozen arrows, so pairwise is cheap enough.
    QList<MapEdgeItem *> byHeight = m_edges;
    std::sort(byHeight.begin(), byHeight.end(), [](const MapEdgeItem *a, const MapEdgeItem *b) {
        return a->labelRect().top() < b->labelRect().top();
    });
    QList<QRectF> boxes;
    for (const MapLayout::Node &n : std::as_const(m_layout.nodes))
        boxes.append(n.rect);
    const auto overlaps = [](const QRectF &r, const QList<QRectF> &others) {
        return std::any_of(others.cbegin(), others.cend(),
            [&r](const QRectF &other) { return r.intersects(other.adjusted(-1, -1, 1, 1)); });
    };
    // Stops along the arrow, nearest the middle first; where each is taken, the least bad one: over
    // a label rather than over a box (an arrow that crosses a column passes boxes).
    QList<qreal> middle { 0.5 };
    for (int k = 1; k <= 8; ++k)
        middle << 0.5 - k * 0.05 << 0.5 + k * 0.05;
    QList<QRectF> placed;
    for (MapEdgeItem *edge : std::as_const(byHeight)) {
        if (edge->labelRect().isEmpty())
            continue;
        const bool atStart = !edge->data(SharedLabelKey).toBool();
        edge->setLabelBeside(atStart);
        const qreal beside = edge->labelPercent();
        QList<qreal> stops { beside };
        for (int k = 1; k <= 4; ++k) // a little further along first, then the middle
            stops << beside + (atStart ? k : -k) * 0.04;
        stops += middle;
        qreal best = 0.5;
        int bestCost = 3;
        for (const qreal at : std::as_const(stops)) {
            const QRectF r = edge->labelRectAt(at);
            const int cost = (overlaps(r, boxes) ? 2 : 0) + (overlaps(r, placed) ? 1 : 0);
            if (cost < bestCost) {
                best = at;
                bestCost = cost;
            }
            if (cost == 0)
                break;
        }
        edge->setLabelAt(best);
        placed.append(edge->labelRect());
    }
}

MapNodeItem *ObjectMapView::nodeItem(int objectIndex) const
{
    const int node = m_layout.nodeOfObject.value(objectIndex, -1);
    return node >= 0 && node < m_nodes.size() ? m_nodes.at(node) : nullptr;
}

int ObjectMapView::selectedObject() const
{
    for (MapNodeItem *node : m_nodes) {
        if (node->isSelected())
            return node->objectIndex();
    }
    return -1;
}

void ObjectMapView::selectObject(int objectIndex)
{
    scene()->clearSelection();
    if (MapNodeItem *node = nodeItem(objectIndex)) {
        node->setSelected(true);
        ensureVisible(node, 40, 40);
    }
}

void ObjectMapView::onSelectionChanged()
{
    const int object = selectedObject();
    const int node = m_layout.nodeOfObject.value(object, -1);
    emphasize(node);
    Q_EMIT objectSelected(object);
}

void ObjectMapView::emphasize(int node)
{
    for (MapEdgeItem *e : std::as_const(m_edges))
        e->setEmphasized(false);
    if (node < 0 || node >= m_edgesOfNode.size())
        return;
    for (int e : m_edgesOfNode.at(node))
        m_edges.at(e)->setEmphasized(true);
}

qreal ObjectMapView::zoom() const
{
    return transform().m11();
}

void ObjectMapView::setZoom(qreal zoom)
{
    zoom = std::clamp(zoom, MinZoom, MaxZoom);
    if (qFuzzyCompare(zoom, this->zoom()))
        return;
    setTransform(QTransform::fromScale(zoom, zoom));
    Q_EMIT zoomChanged(zoom);
}

void ObjectMapView::fitZoom()
{
    const QRectF rect = sceneRect();
    if (rect.isEmpty() || viewport()->width() < 10)
        return;
    const qreal fit = std::min(viewport()->width() / rect.width(), viewport()->height() / rect.height());
    setZoom(std::clamp(fit, MinFitZoom, 1.0));
}

void ObjectMapView::fitWhole()
{
    const QRectF rect = sceneRect();
    if (rect.isEmpty() || viewport()->width() < 10 || viewport()->height() < 10)
        return;
    const qreal fit = std::min((viewport()->width() - 2 * FitMargin) / rect.width(),
        (viewport()->height() - 2 * FitMargin) / rect.height());
    setZoom(std::clamp(fit, MinZoom, 1.0));
    centerOn(rect.center()); // no effect once it fits: the alignment keeps it at the top left
}

void ObjectMapView::refit()
{
    if (!m_autoFit)
        return;
    if (m_fitWhole)
        fitWhole();
    else
        fitZoom();
}

void ObjectMapView::fitToView()
{
    m_autoFit = true;
    m_fitWhole = true;
    fitWhole();
    horizontalScrollBar()->setValue(horizontalScrollBar()->minimum());
    verticalScrollBar()->setValue(verticalScrollBar()->minimum());
    if (MapNodeItem *selected = nodeItem(selectedObject()))
        ensureVisible(selected, 24, 24); // a map too big even at MinZoom keeps the selected box in view
}

void ObjectMapView::zoomIn()
{
    m_autoFit = false;
    setZoom(zoom() * 1.25);
}

void ObjectMapView::zoomOut()
{
    m_autoFit = false;
    setZoom(zoom() / 1.25);
}

void ObjectMapView::showActualSize()
{
    m_autoFit = false;
    setZoom(1.0);
}

void ObjectMapView::wheelEvent(QWheelEvent *event)
{
    if (!(event->modifiers() & Qt::ControlModifier)) {
        QGraphicsView::wheelEvent(event);
        return;
    }
    m_autoFit = false;
    setZoom(zoom() * std::pow(1.0015, event->angleDelta().y()));
    event->accept();
}

void ObjectMapView::keyPressEvent(QKeyEvent *event)
{
    // Zoom and Fit are the map page's actions (listed in Help > Keyboard Shortcuts).
    if ((event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) && selectedObject() >= 0) {
        Q_EMIT objectActivated(selectedObject());
        return;
    }
    QGraphicsView::keyPressEvent(event);
}

void ObjectMapView::mouseDoubleClickEvent(QMouseEvent *event)
{
    for (QGraphicsItem *item : items(event->pos())) {
        if (auto *node = dynamic_cast<MapNodeItem *>(item); node && !node->isMissing()) {
            Q_EMIT objectActivated(node->objectIndex());
            return;
        }
    }
    QGraphicsView::mouseDoubleClickEvent(event);
}

void ObjectMapView::resizeEvent(QResizeEvent *event)
{
    QGraphicsView::resizeEvent(event);
    refit(); // after the layout gave the view its size: a Fit pressed before stays whole
    if (MapNodeItem *selected = nodeItem(selectedObject()))
        ensureVisible(selected, 24, 24); // the YAML pane opening under the map keeps the box in view
}

void ObjectMapView::showEvent(QShowEvent *event)
{
    QGraphicsView::showEvent(event);
    refit();
}

void ObjectMapView::changeEvent(QEvent *event)
{
    QGraphicsView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange)
        rebuild();
}

} // namespace HelmDeck
