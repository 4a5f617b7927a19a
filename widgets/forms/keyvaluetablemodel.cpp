// SPDX-License-Identifier: GPL-3.0-or-later
#include "keyvaluetablemodel.h"

namespace HelmDeck {

KeyValueTableModel::KeyValueTableModel(const QString &placeholderKey, QObject *parent)
    : EditableTableModel(parent)
    , m_placeholderKey(placeholderKey)
{ }

void KeyValueTableModel::setValues(const KeyValueList &values)
{
    beginResetModel();
    m_values = values;
    endResetModel();
}

int KeyValueTableModel::rowOf(const QString &key) const
{
    for (int i = 0; i < m_values.size(); ++i) {
        if (m_values.at(i).first == key)
            return i;
    }
    return -1;
}

int KeyValueTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_values.size());
}

int KeyValueTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant KeyValueTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return QVariant();
    if (role != Qt::DisplayRole && role != Qt::EditRole)
        return QVariant();
    const auto &kv = m_values.at(index.row());
    return index.column() == KeyColumn ? kv.first : kv.second;
}

QVariant KeyValueTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return EditableTableModel::headerData(section, orientation, role);
    switch (section) {
    case KeyColumn:
        return tr("Key");
    case ValueColumn:
        return tr("Value");
    }
    return QVariant();
}

Qt::ItemFlags KeyValueTableModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    return Qt::ItemIsSelectable | Qt::ItemIsEnabled | Qt::ItemIsEditable;
}

bool KeyValueTableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole
        || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return false;
    auto &kv = m_values[index.row()];
    if (index.column() == KeyColumn) {
        const QString key = value.toString().trimmed();
        if (key.isEmpty())
            return reject(tr("A key cannot be empty; remove the row instead."));
        if (key == kv.first)
            return true;
        if (rowOf(key) >= 0)
            return reject(tr("The key \"%1\" is already in the list.").arg(key));
        kv.first = key;
    } else if (index.column() == ValueColumn) {
        const QString text = value.toString();
        if (text == kv.second)
            return true;
        kv.second = text;
    } else {
        return false;
    }
    return changed(index);
}

bool KeyValueTableModel::insertRows(int row, int count, const QModelIndex &parent)
{
    return insertListRows(m_values, row, count, parent, [&] {
        QString key = m_placeholderKey;
        for (int n = 2; rowOf(key) >= 0; ++n)
            key = m_placeholderKey + QLatin1Char('-') + QString::number(n);
        return qMakePair(key, QString());
    });
}

bool KeyValueTableModel::removeRows(int row, int count, const QModelIndex &parent)
{
    return removeListRows(m_values, row, count, parent);
}

} // namespace HelmDeck
