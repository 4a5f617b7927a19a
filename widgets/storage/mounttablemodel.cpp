// SPDX-License-Identifier: GPL-3.0-or-later
#include "mounttablemodel.h"

#include <QRegularExpression>

namespace HelmDeck {

MountTableModel::MountTableModel(QObject *parent)
    : EditableTableModel(parent)
{ }

void MountTableModel::setMounts(const QList<StorageMount> &mounts)
{
    beginResetModel();
    m_mounts = mounts;
    endResetModel();
}

void MountTableModel::renameEntry(const QString &from, const QString &to)
{
    for (int i = 0; i < m_mounts.size(); ++i) {
        if (m_mounts.at(i).entry != from)
            continue;
        m_mounts[i].entry = to;
        const QModelIndex cell = index(i, EntryColumn);
        Q_EMIT dataChanged(cell, cell, { Qt::DisplayRole, Qt::EditRole });
    }
}

QStringList MountTableModel::parseTargets(const QString &text)
{
    static const QRegularExpression separators(QStringLiteral("[,\\s]+"));
    QStringList out;
    const QStringList parts = text.split(separators, Qt::SkipEmptyParts);
    for (const QString &part : parts) {
        if (!out.contains(part))
            out.append(part);
    }
    if (out == QStringList { QStringLiteral("all") })
        out.clear();
    return out;
}

QString MountTableModel::targetsText(const QStringList &targets)
{
    return targets.isEmpty() ? tr("all") : targets.join(QStringLiteral(", "));
}

int MountTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_mounts.size());
}

int MountTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant MountTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return QVariant();
    const StorageMount &m = m_mounts.at(index.row());
    if (index.column() == ReadOnlyColumn) {
        if (role == Qt::CheckStateRole)
            return int(m.readOnly ? Qt::Checked : Qt::Unchecked);
        if (role == Qt::ToolTipRole)
            return tr("Mounted read-only: the containers cannot write to it.");
        return QVariant();
    }
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case EntryColumn:
            return m.entry;
        case ContainerPathColumn:
            return m.containerPath;
        case SubPathColumn:
            return m.subPath;
        case TargetsColumn:
            return targetsText(m.processTypes);
        }
    } else if (role == Qt::EditRole) {
        switch (index.column()) {
        case EntryColumn:
            return m.entry;
        case ContainerPathColumn:
            return m.containerPath;
        case SubPathColumn:
            return m.subPath;
        case TargetsColumn:
            return m.processTypes;
        }
    } else if (role == Qt::ToolTipRole) {
        switch (index.column()) {
        case SubPathColumn:
            return tr("A folder inside the volume to mount instead of its root; empty for the root.");
        case TargetsColumn:
            return tr("The workloads that get the mount: process types, \"cron\" (every cron task) and "
                      "\"run\" (one-off commands). \"all\" is all of them.");
        }
    }
    return QVariant();
}

QVariant MountTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return EditableTableModel::headerData(section, orientation, role);
    switch (section) {
    case EntryColumn:
        return tr("Entry");
    case ContainerPathColumn:
        return tr("Container path");
    case SubPathColumn:
        return tr("Sub path");
    case ReadOnlyColumn:
        return tr("Read-only");
    case TargetsColumn:
        return tr("Process types");
    }
    return QVariant();
}

Qt::ItemFlags MountTableModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    if (index.column() == ReadOnlyColumn)
        return Qt::ItemIsSelectable | Qt::ItemIsEnabled | Qt::ItemIsUserCheckable;
    return Qt::ItemIsSelectable | Qt::ItemIsEnabled | Qt::ItemIsEditable;
}

bool MountTableModel::setReadOnly(const QModelIndex &index, const QVariant &value, int role)
{
    bool readOnly = false;
    if (role == Qt::CheckStateRole) {
        readOnly = value.toInt() == Qt::Checked;
    } else if (role == Qt::EditRole) {
        const QString text = value.toString().trimmed().toLower();
        if (text == QLatin1String("true") || text == QLatin1String("1"))
            readOnly = true;
        else if (text != QLatin1String("false") && text != QLatin1String("0"))
            return reject(tr("Read-only is true or false (got \"%1\").").arg(value.toString()));
    } else {
        return false;
    }
    StorageMount &m = m_mounts[index.row()];
    if (m.readOnly == readOnly)
        return true;
    m.readOnly = readOnly;
    Q_EMIT dataChanged(index, index, { Qt::CheckStateRole });
    notifyEdited();
    return true;
}

bool MountTableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return false;
    if (index.column() == ReadOnlyColumn)
        return setReadOnly(index, value, role);
    if (role != Qt::EditRole)
        return false;
    StorageMount &m = m_mounts[index.row()];
    switch (index.column()) {
    case EntryColumn: {
        const QString entry = value.toString().trimmed();
        if (entry.isEmpty())
            return reject(tr("A mount needs a storage entry; add one on the Storage page first."));
        if (entry == m.entry)
            return true;
        m.entry = entry;
        break;
    }
    case ContainerPathColumn: {
        const QString path = value.toString().trimmed();
        if (path.isEmpty())
            return reject(tr("A mount needs a container path such as /data; remove the row instead."));
        if (path == m.containerPath)
            return true;
        m.containerPath = path;
        break;
    }
    case SubPathColumn: {
        const QString path = value.toString().trimmed();
        if (path == m.subPath)
            return true;
        m.subPath = path;
        break;
    }
    case TargetsColumn: {
        const QStringList targets = value.userType() == QMetaType::QStringList
            ? parseTargets(value.toStringList().join(QLatin1Char(',')))
            : parseTargets(value.toString());
        if (targets == m.processTypes)
            return true;
        m.processTypes = targets;
        break;
    }
    default:
        return false;
    }
    return changed(index);
}

bool MountTableModel::hasContainerPath(const QString &path) const
{
    for (const StorageMount &m : m_mounts) {
        if (m.containerPath == path)
            return true;
    }
    return false;
}

bool MountTableModel::insertRows(int row, int count, const QModelIndex &parent)
{
    return insertListRows(m_mounts, row, count, parent, [&] {
        StorageMount m;
        m.entry = m_entryNames.value(0);
        m.containerPath = QStringLiteral("/data");
        for (int n = 2; hasContainerPath(m.containerPath); ++n)
            m.containerPath = QStringLiteral("/data-%1").arg(n);
        return m;
    });
}

bool MountTableModel::removeRows(int row, int count, const QModelIndex &parent)
{
    return removeListRows(m_mounts, row, count, parent);
}

} // namespace HelmDeck
