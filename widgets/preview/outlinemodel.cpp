// SPDX-License-Identifier: GPL-3.0-or-later
#include "outlinemodel.h"

#include <QHash>
#include <QIcon>

namespace HelmDeck {

namespace {

constexpr quintptr KindLimit = 1 << 16;

} // namespace

OutlineModel::OutlineModel(QObject *parent)
    : QAbstractItemModel(parent)
{ }

void OutlineModel::setGraph(const ObjectGraph &graph, const QStringList &releaseOrder)
{
    QStringList order = releaseOrder;
    for (const MapObject &o : graph.objects()) {
        if (!order.contains(o.release))
            order.append(o.release);
    }
    QHash<int, QStringList> problems; // object index → its dangling references
    for (const MapReference &r : graph.dangling())
        problems[r.from].append(graph.describe(r));

    QList<ReleaseRow> rows;
    for (const QString &release : std::as_const(order)) {
        ReleaseRow rr;
        rr.release = release;
        for (int i = 0; i < graph.objects().size(); ++i) {
            const MapObject &o = graph.objects().at(i);
            if (o.release != release)
                continue;
            // The graph keeps the apply order inside a release: kinds come grouped already.
            if (rr.kinds.isEmpty() || rr.kinds.constLast().kind != o.kind)
                rr.kinds.append({ o.kind, {} });
            const QString prefix = release + QLatin1Char('-');
            const QString display = o.name.startsWith(prefix) && o.name.size() > prefix.size()
                ? QStringLiteral("\u2026-") + o.name.mid(prefix.size())
                : o.name;
            rr.kinds.last().objects.append(
                { o.name, display, o.indexInRelease, problems.value(i).join(QLatin1Char('\n')) });
        }
        if (!rr.kinds.isEmpty())
            rows.append(rr);
    }

    bool sameShape = rows.size() == m_releases.size();
    for (int r = 0; sameShape && r < rows.size(); ++r) {
        const ReleaseRow &a = rows.at(r);
        const ReleaseRow &b = m_releases.at(r);
        sameShape = a.release == b.release && a.kinds.size() == b.kinds.size();
        for (int k = 0; sameShape && k < a.kinds.size(); ++k) {
            sameShape = a.kinds.at(k).kind == b.kinds.at(k).kind
                && a.kinds.at(k).objects.size() == b.kinds.at(k).objects.size();
            for (int o = 0; sameShape && o < a.kinds.at(k).objects.size(); ++o)
                sameShape = a.kinds.at(k).objects.at(o).name == b.kinds.at(k).objects.at(o).name;
        }
    }
    if (sameShape) {
        // Only the problems (icons, tool tips) may differ: update in place.
        m_releases = rows;
        for (int r = 0; r < rows.size(); ++r) {
            for (int k = 0; k < rows.at(r).kinds.size(); ++k) {
                const QModelIndex kindIndex = index(k, 0, index(r, 0));
                const int n = rowCount(kindIndex);
                if (n > 0)
                    Q_EMIT dataChanged(index(0, 0, kindIndex), index(n - 1, 0, kindIndex));
            }
        }
        return;
    }
    beginResetModel();
    m_releases = rows;
    endResetModel();
}

QModelIndex OutlineModel::indexOf(const QString &release, int document) const
{
    for (int r = 0; r < m_releases.size(); ++r) {
        if (m_releases.at(r).release != release)
            continue;
        const QList<KindRow> &kinds = m_releases.at(r).kinds;
        for (int k = 0; k < kinds.size(); ++k) {
            for (int o = 0; o < kinds.at(k).objects.size(); ++o) {
                if (kinds.at(k).objects.at(o).document == document)
                    return createIndex(o, 0, objectId(r, k));
            }
        }
    }
    return QModelIndex();
}

QModelIndex OutlineModel::index(int row, int column, const QModelIndex &parent) const
{
    if (column != 0 || row < 0 || !hasIndex(row, column, parent))
        return QModelIndex();
    if (!parent.isValid())
        return createIndex(row, 0, quintptr(0));
    if (parent.internalId() == 0)
        return createIndex(row, 0, kindId(parent.row()));
    if (parent.internalId() < KindLimit)
        return createIndex(row, 0, objectId(int(parent.internalId()) - 1, parent.row()));
    return QModelIndex();
}

QModelIndex OutlineModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == 0)
        return QModelIndex();
    const quintptr id = child.internalId();
    if (id < KindLimit)
        return createIndex(int(id) - 1, 0, quintptr(0));
    const int release = int(id >> 16) - 1;
    const int kind = int(id & (KindLimit - 1)) - 1;
    return createIndex(kind, 0, kindId(release));
}

int OutlineModel::rowCount(const QModelIndex &parent) const
{
    if (parent.column() > 0)
        return 0;
    if (!parent.isValid())
        return int(m_releases.size());
    const quintptr id = parent.internalId();
    if (id == 0)
        return int(m_releases.at(parent.row()).kinds.size());
    if (id < KindLimit)
        return int(m_releases.at(int(id) - 1).kinds.at(parent.row()).objects.size());
    return 0;
}

int OutlineModel::columnCount(const QModelIndex &) const
{
    return 1;
}

QVariant OutlineModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return QVariant();
    const quintptr id = index.internalId();
    if (id == 0) {
        const ReleaseRow &r = m_releases.at(index.row());
        switch (role) {
        case Qt::DisplayRole:
        case ReleaseRole:
            return r.release;
        case DocumentRole:
            return -1;
        case Qt::ToolTipRole:
            return tr("Release %1").arg(r.release);
        default:
            return QVariant();
        }
    }
    if (id < KindLimit) {
        const ReleaseRow &r = m_releases.at(int(id) - 1);
        const KindRow &k = r.kinds.at(index.row());
        switch (role) {
        case Qt::DisplayRole:
            return QStringLiteral("%1 (%2)").arg(k.kind).arg(k.objects.size());
        case ReleaseRole:
            return r.release;
        case KindRole:
            return k.kind;
        case DocumentRole:
            return -1;
        default:
            return QVariant();
        }
    }
    const ReleaseRow &r = m_releases.at(int(id >> 16) - 1);
    const KindRow &k = r.kinds.at(int(id & (KindLimit - 1)) - 1);
    const ObjectRow &o = k.objects.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return o.display;
    case NameRole:
        return o.name;
    case Qt::ToolTipRole:
        return o.problems.isEmpty() ? QStringLiteral("%1 %2").arg(k.kind, o.name) : o.problems;
    case Qt::DecorationRole:
        return o.problems.isEmpty() ? QVariant()
                                    : QVariant(QIcon::fromTheme(QStringLiteral("dialog-warning")));
    case ReleaseRole:
        return r.release;
    case KindRole:
        return k.kind;
    case DocumentRole:
        return o.document;
    default:
        return QVariant();
    }
}

QVariant OutlineModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (section == 0 && orientation == Qt::Horizontal && role == Qt::DisplayRole)
        return tr("Objects");
    return QVariant();
}

} // namespace HelmDeck
