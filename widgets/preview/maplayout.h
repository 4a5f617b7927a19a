// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "map/objectgraph.h"

#include <QColor>
#include <QHash>
#include <QList>
#include <QRectF>
#include <QStringList>

namespace HelmDeck {

/**
 * Where the preview's map puts each box, computed from an ObjectGraph alone so the same render
 * always gives the same picture. One horizontal lane per release (in the preview's tab order); in
 * every lane the same columns, left to right in the direction traffic and references flow:
 * routes (Ingress, HTTPRoute) → Services → workloads (Deployment, StatefulSet, DaemonSet, Job,
 * CronJob, Pod) → what pods use (ServiceAccount, Secret, ConfigMap, claims, volumes), then other
 * kinds (autoscalers, disruption budgets, roles, ...) in that last column.
 * Columns no object uses are left out. Inside a column, boxes keep the manifests' apply order.
 * A dangling reference's missing target gets a box of its own in the column of its kind, in the
 * referring object's lane (one box per missing target and lane). Units are scene pixels.
 */
struct MapLayout
{
    struct Node
    {
        int object = -1; ///< ObjectGraph index; -1 for a missing target
        QString kind; ///< the object's kind, or the missing target's ("Secret", "Pod", "port")
        QString name;
        QStringList lines; ///< shown under the name: hosts, or why a target is missing
        int column = 0;
        QRectF rect;
    };
    struct Lane
    {
        QString release;
        ReleaseKind kind = ReleaseKind::App;
        QRectF rect;
    };
    struct Column
    {
        QString title;
        qreal x = 0;
    };

    static constexpr int ColumnGap = 136; ///< room for an arrow's label beside its box ("selects :postgres")
    static constexpr int RowGap = 10;
    static constexpr int LaneTitle = 28;
    static constexpr int LaneGap = 14;
    static constexpr int Margin = 16;
    static constexpr int HeaderHeight = 24;

    QList<Node> nodes;
    QList<Lane> lanes;
    QList<Column> columns;
    QHash<int, int> nodeOfObject; ///< ObjectGraph index → nodes index
    QList<int> nodeOfReference; ///< per ObjectGraph::references(): the target's node, -1 for External ones

    /** The layout of @p graph, releases in @p releaseOrder (others after, in graph order). */
    static MapLayout compute(const ObjectGraph &graph, const QStringList &releaseOrder);

    /** 0 routes, 1 Services, 2 workloads, 3 what pods use and other kinds. */
    static int columnOf(const QString &kind);
    /** The kind's short label on its box: "Ingress", "Route", "Svc", "Deploy", "STS", "Secret", ... */
    static QString badge(const QString &kind);
    /** The badge colour of @p kind's column (white text reads on each). */
    static QColor badgeColor(const QString &kind);
};

} // namespace HelmDeck
