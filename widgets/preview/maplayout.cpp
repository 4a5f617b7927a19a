// SPDX-License-Identifier: GPL-3.0-or-later
#include "maplayout.h"

#include "mapnodeitem.h"

#include <QCoreApplication>

#include <algorithm>

namespace HelmDeck {

namespace {

constexpr int ColumnCount = 4;

QString columnTitle(int column)
{
    switch (column) {
    case 0:
        return QCoreApplication::translate("HelmDeck::MapLayout", "Routes");
    case 1:
        return QCoreApplication::translate("HelmDeck::MapLayout", "Services");
    case 2:
        return QCoreApplication::translate("HelmDeck::MapLayout", "Workloads");
    default:
        break;
    }
    return QCoreApplication::translate("HelmDeck::MapLayout", "Config, storage, other kinds");
}

/** The column of a dangling reference's missing target. */
int missingColumn(const MapReference &r)
{
    if (r.targetKind == QLatin1String("port"))
        return r.type == MapReference::Type::Routes ? 1 : 2;
    if (r.type == MapReference::Type::Selects)
        return 2;
    return MapLayout::columnOf(r.targetKind);
}

QStringList missingLines(const MapReference &r)
{
    if (r.type == MapReference::Type::Selects)
        return { QCoreApplication::translate("HelmDeck::MapLayout", "no pod has these labels") };
    if (r.targetKind == QLatin1String("port"))
        return { r.type == MapReference::Type::Routes
                ? QCoreApplication::translate("HelmDeck::MapLayout", "not a port of %1").arg(r.detail)
                : QCoreApplication::translate("HelmDeck::MapLayout", "no container declares it") };
    return { QCoreApplication::translate("HelmDeck::MapLayout", "missing: no release renders it") };
}

} // namespace

int MapLayout::columnOf(const QString &kind)
{
    static const QHash<QString, int> columns {
        { QStringLiteral("Ingress"), 0 },
        { QStringLiteral("HTTPRoute"), 0 },
        { QStringLiteral("GRPCRoute"), 0 },
        { QStringLiteral("Service"), 1 },
        { QStringLiteral("Deployment"), 2 },
        { QStringLiteral("StatefulSet"), 2 },
        { QStringLiteral("DaemonSet"), 2 },
        { QStringLiteral("ReplicaSet"), 2 },
        { QStringLiteral("Job"), 2 },
        { QStringLiteral("CronJob"), 2 },
        { QStringLiteral("Pod"), 2 },
        { QStringLiteral("ServiceAccount"), 3 },
        { QStringLiteral("Secret"), 3 },
        { QStringLiteral("ConfigMap"), 3 },
        { QStringLiteral("PersistentVolumeClaim"), 3 },
        { QStringLiteral("PersistentVolume"), 3 },
    };
    return columns.value(kind, 3);
}

QString MapLayout::badge(const QString &kind)
{
    static const QHash<QString, QString> badges {
        { QStringLiteral("Ingress"), QStringLiteral("Ingress") },
        { QStringLiteral("HTTPRoute"), QStringLiteral("Route") },
        { QStringLiteral("Service"), QStringLiteral("Svc") },
        { QStringLiteral("Deployment"), QStringLiteral("Deploy") },
        { QStringLiteral("StatefulSet"), QStringLiteral("STS") },
        { QStringLiteral("DaemonSet"), QStringLiteral("DS") },
        { QStringLiteral("CronJob"), QStringLiteral("Cron") },
        { QStringLiteral("ServiceAccount"), QStringLiteral("SA") },
        { QStringLiteral("ConfigMap"), QStringLiteral("CM") },
        { QStringLiteral("PersistentVolumeClaim"), QStringLiteral("PVC") },
        { QStringLiteral("PersistentVolume"), QStringLiteral("PV") },
        { QStringLiteral("HorizontalPodAutoscaler"), QStringLiteral("HPA") },
        { QStringLiteral("PodDisruptionBudget"), QStringLiteral("PDB") },
        { QStringLiteral("RoleBinding"), QStringLiteral("Binding") },
        { QStringLiteral("ServiceMonitor"), QStringLiteral("Monitor") },
        { QStringLiteral("NetworkPolicy"), QStringLiteral("NetPol") },
        { QStringLiteral("port"), QStringLiteral("Port") },
    };
    return badges.value(kind, kind.left(8));
}

QColor MapLayout::badgeColor(const QString &kind)
{
    if (kind == QLatin1String("PersistentVolumeClaim") || kind == QLatin1String("PersistentVolume"))
        return QColor(22, 138, 133); // storage: teal
    if (kind == QLatin1String("Secret"))
        return QColor(196, 112, 20); // secrets: amber
    if (kind == QLatin1String("Ingress") || kind == QLatin1String("HTTPRoute")
        || kind == QLatin1String("GRPCRoute"))
        return QColor(142, 68, 173); // routes: purple
    if (kind == QLatin1String("ServiceAccount") || kind == QLatin1String("ConfigMap"))
        return QColor(120, 110, 60); // accounts, ConfigMaps: olive
    switch (columnOf(kind)) {
    case 1:
        return QColor(41, 128, 185); // Services: blue
    case 2:
        return QColor(39, 150, 83); // workloads: green
    default:
        break;
    }
    return QColor(110, 118, 125); // other kinds: grey
}

MapLayout MapLayout::compute(const ObjectGraph &graph, const QStringList &releaseOrder)
{
    MapLayout layout;
    QStringList order = releaseOrder;
    for (const MapObject &o : graph.objects()) {
        if (!order.contains(o.release))
            order.append(o.release);
    }
    // Nodes per release and column, in graph (apply) order; then the missing targets.
    QHash<QString, int> laneOf;
    for (int i = 0; i < order.size(); ++i)
        laneOf.insert(order.at(i), i);
    QVector<QVector<QList<int>>> cells(order.size(), QVector<QList<int>>(ColumnCount));
    for (int i = 0; i < graph.objects().size(); ++i) {
        const MapObject &o = graph.objects().at(i);
        Node n;
        n.object = i;
        n.kind = o.kind;
        n.name = o.name;
        n.lines = o.hosts;
        n.column = columnOf(o.kind);
        layout.nodeOfObject.insert(i, int(layout.nodes.size()));
        cells[laneOf.value(o.release)][n.column].append(int(layout.nodes.size()));
        layout.nodes.append(n);
    }
    QHash<QString, int> missing; // lane, kind and name → node
    for (const MapReference &r : graph.references()) {
        if (r.state == MapReference::State::Resolved) {
            layout.nodeOfReference.append(layout.nodeOfObject.value(r.to, -1));
            continue;
        }
        if (r.state == MapReference::State::External) {
            layout.nodeOfReference.append(-1);
            continue;
        }
        const int lane = laneOf.value(graph.objects().at(r.from).release);
        const QString key = QString::number(lane) + QLatin1Char('\n') + QString::number(int(r.type))
            + QLatin1Char('\n') + r.targetKind + QLatin1Char('\n') + r.targetName;
        if (!missing.contains(key)) {
            Node n;
            n.kind = r.targetKind;
            n.name = r.targetKind == QLatin1String("port") ? QStringLiteral("port %1").arg(r.targetName)
                                                           : r.targetName;
            n.lines = missingLines(r);
            n.column = missingColumn(r);
            missing.insert(key, int(layout.nodes.size()));
            cells[lane][n.column].append(int(layout.nodes.size()));
            layout.nodes.append(n);
        }
        layout.nodeOfReference.append(missing.value(key));
    }

    // Columns in use, left to right.
    QVector<int> columnX(ColumnCount, -1);
    qreal x = Margin;
    for (int c = 0; c < ColumnCount; ++c) {
        bool used = false;
        for (const auto &lane : std::as_const(cells))
            used = used || !lane.at(c).isEmpty();
        if (!used)
            continue;
        columnX[c] = int(x);
        layout.columns.append({ columnTitle(c), x });
        x += MapNodeItem::Width + ColumnGap;
    }
    const qreal right = x - ColumnGap + Margin;

    qreal y = Margin + HeaderHeight;
    for (int l = 0; l < order.size(); ++l) {
        qreal bottom = y + LaneTitle;
        for (int c = 0; c < ColumnCount; ++c) {
            qreal cy = y + LaneTitle;
            for (int index : cells.at(l).at(c)) {
                Node &n = layout.nodes[index];
                const qreal h = MapNodeItem::heightFor(int(n.lines.size()));
                n.rect = QRectF(columnX.at(c), cy, MapNodeItem::Width, h);
                cy += h + RowGap;
            }
            bottom = std::max(bottom, cy);
        }
        if (bottom == y + LaneTitle)
            continue; // a release without objects draws no lane
        Lane lane;
        lane.release = order.at(l);
        for (const MapObject &o : graph.objects()) {
            if (o.release == lane.release) {
                lane.kind = o.releaseKind;
                break;
            }
        }
        lane.rect = QRectF(Margin / 2.0, y, right - Margin, bottom - y);
        layout.lanes.append(lane);
        y = bottom + LaneGap;
    }
    return layout;
}

} // namespace HelmDeck
