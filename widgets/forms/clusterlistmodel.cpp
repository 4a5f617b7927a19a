// SPDX-License-Identifier: GPL-3.0-or-later
#include "clusterlistmodel.h"

#include <QFont>

namespace HelmDeck {

ClusterListModel::ClusterListModel(QObject *parent)
    : QAbstractListModel(parent)
{ }

void ClusterListModel::setItems(const QList<ClusterListItem> &items)
{
    beginResetModel();
    m_items = items;
    m_status.clear();
    endResetModel();
}

void ClusterListModel::setExtraNames(const QStringList &names)
{
    beginResetModel();
    m_extra = names;
    endResetModel();
}

void ClusterListModel::setStatus(const QString &text)
{
    beginResetModel();
    m_items.clear();
    m_status = text;
    endResetModel();
}

QList<ClusterListItem> ClusterListModel::rows() const
{
    QList<ClusterListItem> out;
    QStringList seen;
    for (const QString &name : m_extra) {
        if (!name.isEmpty() && !seen.contains(name)) {
            seen.append(name);
            out.append({ name, QString(), false });
        }
    }
    for (const ClusterListItem &item : m_items) {
        if (!item.kubeNamespace.isEmpty() || !seen.contains(item.name)) {
            seen.append(item.name);
            out.append(item);
        } else if (item.isDefault) {
            for (ClusterListItem &kept : out) { // an extra name the cluster marks as its default
                if (kept.name == item.name)
                    kept.isDefault = true;
            }
        }
    }
    return out;
}

int ClusterListModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid())
        return 0;
    return int(rows().size()) + (m_status.isEmpty() ? 0 : 1);
}

QVariant ClusterListModel::data(const QModelIndex &index, int role) const
{
    const QList<ClusterListItem> list = rows();
    if (!index.isValid() || index.row() < 0 || index.row() > list.size())
        return QVariant();
    if (index.row() == list.size()) { // the status row
        if (role == Qt::DisplayRole || role == Qt::ToolTipRole)
            return m_status;
        if (role == Qt::FontRole) {
            QFont italic;
            italic.setItalic(true);
            return italic;
        }
        return QVariant();
    }
    const ClusterListItem &item = list.at(index.row());
    switch (role) {
    case Qt::EditRole:
        return item.name;
    case Qt::DisplayRole:
        if (item.isDefault)
            return tr("%1 (default)").arg(item.name);
        if (!item.kubeNamespace.isEmpty())
            return tr("%1 \u2014 in %2").arg(item.name, item.kubeNamespace);
        return item.name;
    case Qt::ToolTipRole:
        if (item.isDefault)
            return tr("The cluster's default class");
        return QVariant();
    case Qt::FontRole:
        if (item.isDefault) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return QVariant();
    case NamespaceRole:
        return item.kubeNamespace;
    case DefaultRole:
        return item.isDefault;
    default:
        return QVariant();
    }
}

Qt::ItemFlags ClusterListModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    if (!m_status.isEmpty() && index.row() == rowCount() - 1)
        return Qt::NoItemFlags; // shown, never picked
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren;
}

} // namespace HelmDeck
