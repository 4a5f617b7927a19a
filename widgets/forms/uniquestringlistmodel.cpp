// SPDX-License-Identifier: GPL-3.0-or-later
#include "uniquestringlistmodel.h"

namespace HelmDeck {

UniqueStringListModel::UniqueStringListModel(QObject *parent)
    : EditableTableModel(parent)
{ }

void UniqueStringListModel::setValues(const QStringList &values)
{
    beginResetModel();
    m_values = values;
    endResetModel();
}

int UniqueStringListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_values.size());
}

int UniqueStringListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : 1;
}

QVariant UniqueStringListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return QVariant();
    if (role == Qt::DisplayRole || role == Qt::EditRole)
        return m_values.at(index.row());
    if (role == Qt::ToolTipRole)
        return toolTip();
    return QVariant();
}

QVariant UniqueStringListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::DisplayRole && section == 0)
        return header();
    return EditableTableModel::headerData(section, orientation, role);
}

Qt::ItemFlags UniqueStringListModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    return Qt::ItemIsSelectable | Qt::ItemIsEnabled | Qt::ItemIsEditable;
}

bool UniqueStringListModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole
        || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return false;
    const QString v = normalize(value.toString());
    if (v.isEmpty())
        return reject(emptyMessage());
    QString &current = m_values[index.row()];
    if (v == current)
        return true;
    if (m_values.contains(v))
        return reject(tr("\"%1\" is already in the list.").arg(v));
    current = v;
    return changed(index);
}

bool UniqueStringListModel::insertRows(int row, int count, const QModelIndex &parent)
{
    return insertListRows(m_values, row, count, parent, [&] {
        QString v = placeholder(1);
        for (int n = 2; m_values.contains(v); ++n)
            v = placeholder(n);
        return v;
    });
}

bool UniqueStringListModel::removeRows(int row, int count, const QModelIndex &parent)
{
    return removeListRows(m_values, row, count, parent);
}

} // namespace HelmDeck
