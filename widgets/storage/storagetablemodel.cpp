// SPDX-License-Identifier: GPL-3.0-or-later
#include "storagetablemodel.h"

#include <QHash>

namespace HelmDeck {

namespace {

bool sameEntry(const StorageEntry &a, const StorageEntry &b)
{
    return a.name == b.name && a.size == b.size && a.accessMode == b.accessMode
        && a.storageClass == b.storageClass && a.hostPath == b.hostPath && a.kubeNamespace == b.kubeNamespace
        && a.reclaimPolicy == b.reclaimPolicy && a.labels == b.labels && a.annotations == b.annotations
        && a.owner == b.owner;
}

} // namespace

StorageTableModel::StorageTableModel(QObject *parent)
    : EditableTableModel(parent)
{ }

void StorageTableModel::setEntries(const QList<StorageEntry> &entries)
{
    beginResetModel();
    m_entries = entries;
    endResetModel();
}

int StorageTableModel::rowOf(const QString &name) const
{
    for (int i = 0; i < m_entries.size(); ++i) {
        if (m_entries.at(i).name == name)
            return i;
    }
    return -1;
}

bool StorageTableModel::setEntry(int row, const StorageEntry &entry)
{
    if (row < 0 || row >= m_entries.size())
        return false;
    if (sameEntry(m_entries.at(row), entry))
        return true;
    m_entries[row] = entry;
    Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1), { Qt::DisplayRole, Qt::ToolTipRole });
    notifyEdited();
    return true;
}

void StorageTableModel::setDefaultNamespace(const QString &kubeNamespace)
{
    m_defaultNamespace = kubeNamespace.isEmpty() ? QStringLiteral("default") : kubeNamespace;
}

QString StorageTableModel::backingText(const StorageEntry &entry)
{
    if (!entry.hostPath.isEmpty())
        return entry.hostPath;
    if (!entry.storageClass.isEmpty())
        return tr("class %1").arg(entry.storageClass);
    return tr("default class");
}

QString StorageTableModel::accessModeText(const QString &accessMode)
{
    // kubectl's short forms: the column stays narrow enough for the dock.
    static const QHash<QString, QString> shortNames = {
        { QStringLiteral("ReadWriteOnce"), QStringLiteral("RWO") },
        { QStringLiteral("ReadOnlyMany"), QStringLiteral("ROX") },
        { QStringLiteral("ReadWriteMany"), QStringLiteral("RWX") },
        { QStringLiteral("ReadWriteOncePod"), QStringLiteral("RWOP") },
    };
    return shortNames.value(accessMode, accessMode);
}

int StorageTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

int StorageTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant StorageTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return QVariant();
    const StorageEntry &e = m_entries.at(index.row());
    if (role == Qt::DisplayRole || role == Qt::EditRole) {
        switch (index.column()) {
        case NameColumn:
            return e.name;
        case SizeColumn:
            return e.size;
        case AccessModeColumn:
            return role == Qt::DisplayRole ? accessModeText(e.accessMode) : e.accessMode;
        case BackingColumn:
            return backingText(e);
        case NamespaceColumn:
            return e.kubeNamespace;
        }
    } else if (role == Qt::ToolTipRole) {
        if (index.column() == NameColumn)
            return e.usesHostPath()
                ? tr("Helm release %1: a PersistentVolumeClaim and a hostPath PersistentVolume")
                      .arg(e.releaseName())
                : tr("Helm release %1: a PersistentVolumeClaim").arg(e.releaseName());
        if (index.column() == AccessModeColumn)
            return e.accessMode;
        if (index.column() == BackingColumn && e.usesHostPath())
            return tr("A static PersistentVolume on the node's path %1").arg(e.hostPath);
    }
    return QVariant();
}

QVariant StorageTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return EditableTableModel::headerData(section, orientation, role);
    switch (section) {
    case NameColumn:
        return tr("Name");
    case SizeColumn:
        return tr("Size");
    case AccessModeColumn:
        return tr("Access");
    case BackingColumn:
        return tr("Backed by");
    case NamespaceColumn:
        return tr("Namespace");
    }
    return QVariant();
}

Qt::ItemFlags StorageTableModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    return Qt::ItemIsSelectable | Qt::ItemIsEnabled;
}

bool StorageTableModel::insertRows(int row, int count, const QModelIndex &parent)
{
    return insertListRows(m_entries, row, count, parent, [&] {
        StorageEntry e;
        e.name = QStringLiteral("data");
        for (int n = 2; rowOf(e.name) >= 0; ++n)
            e.name = QStringLiteral("data-%1").arg(n);
        e.size = QStringLiteral("1Gi");
        e.kubeNamespace = m_defaultNamespace;
        return e;
    });
}

bool StorageTableModel::removeRows(int row, int count, const QModelIndex &parent)
{
    return removeListRows(m_entries, row, count, parent);
}

} // namespace HelmDeck
