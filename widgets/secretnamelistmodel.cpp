// SPDX-License-Identifier: GPL-3.0-or-later
#include "secretnamelistmodel.h"

namespace HelmDeck {

SecretNameListModel::SecretNameListModel(QObject *parent)
    : EditableTableModel(parent)
{ }

void SecretNameListModel::setNames(const QStringList &names)
{
    beginResetModel();
    m_names = names;
    endResetModel();
}

int SecretNameListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_names.size());
}

int SecretNameListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : 1;
}

QVariant SecretNameListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return QVariant();
    if (role == Qt::DisplayRole || role == Qt::EditRole)
        return m_names.at(index.row());
    if (role == Qt::ToolTipRole)
        return tr("An existing Secret of type kubernetes.io/dockerconfigjson in the app's namespace.");
    return QVariant();
}

QVariant SecretNameListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::DisplayRole && section == 0)
        return tr("Secret name");
    return EditableTableModel::headerData(section, orientation, role);
}

Qt::ItemFlags SecretNameListModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    return Qt::ItemIsSelectable | Qt::ItemIsEnabled | Qt::ItemIsEditable;
}

bool SecretNameListModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole
        || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return false;
    const QString name = value.toString().trimmed();
    if (name.isEmpty())
        return reject(tr("A Secret name cannot be empty; remove the row instead."));
    QString &current = m_names[index.row()];
    if (name == current)
        return true;
    if (m_names.contains(name))
        return reject(tr("\"%1\" is already in the list.").arg(name));
    current = name;
    Q_EMIT dataChanged(index, index, { Qt::DisplayRole, Qt::EditRole });
    Q_EMIT edited();
    return true;
}

bool SecretNameListModel::insertRows(int row, int count, const QModelIndex &parent)
{
    if (parent.isValid() || row < 0 || row > m_names.size() || count < 1)
        return false;
    beginInsertRows(parent, row, row + count - 1);
    for (int i = 0; i < count; ++i) {
        QString name = QStringLiteral("regcred");
        for (int n = 2; m_names.contains(name); ++n)
            name = QStringLiteral("regcred-%1").arg(n);
        m_names.insert(row + i, name);
    }
    endInsertRows();
    Q_EMIT edited();
    return true;
}

bool SecretNameListModel::removeRows(int row, int count, const QModelIndex &parent)
{
    if (parent.isValid() || row < 0 || count < 1 || row + count > m_names.size())
        return false;
    beginRemoveRows(parent, row, row + count - 1);
    m_names.erase(m_names.begin() + row, m_names.begin() + row + count);
    endRemoveRows();
    Q_EMIT edited();
    return true;
}

} // namespace HelmDeck
