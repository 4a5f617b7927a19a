// SPDX-License-Identifier: GPL-3.0-or-later
#include "envtablemodel.h"

namespace HelmDeck {

EnvTableModel::EnvTableModel(QObject *parent)
    : EditableTableModel(parent)
{ }

void EnvTableModel::setEnv(const QList<EnvVar> &env)
{
    beginResetModel();
    m_env = env;
    endResetModel();
}

int EnvTableModel::rowOf(const QString &name) const
{
    for (int i = 0; i < m_env.size(); ++i) {
        if (m_env.at(i).name == name)
            return i;
    }
    return -1;
}

int EnvTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_env.size());
}

int EnvTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant EnvTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return QVariant();
    const EnvVar &v = m_env.at(index.row());
    if (role == SecretRole)
        return v.secret;
    if (index.column() == SecretColumn) {
        if (role == Qt::CheckStateRole)
            return int(v.secret ? Qt::Checked : Qt::Unchecked);
        if (role == Qt::ToolTipRole)
            return tr("A secret value is shown masked and kept in the system keychain, never in the "
                      "project file.");
        return QVariant();
    }
    if (role == Qt::DisplayRole) {
        if (index.column() == NameColumn)
            return v.name;
        // Secrets stay masked in the table; the value is only revealed in the editor.
        return v.secret && !v.value.isEmpty() ? mask() : v.value;
    }
    if (role == Qt::EditRole)
        return index.column() == NameColumn ? v.name : v.value;
    if (role == Qt::ToolTipRole && index.column() == ValueColumn && v.secret)
        return v.value.isEmpty() ? tr("A secret value, not set (nothing in the keychain for it).")
                                 : tr("A secret value: kept in the keychain, out of the project file.");
    return QVariant();
}

QVariant EnvTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return EditableTableModel::headerData(section, orientation, role);
    switch (section) {
    case NameColumn:
        return tr("Name");
    case ValueColumn:
        return tr("Value");
    case SecretColumn:
        return tr("Secret");
    }
    return QVariant();
}

Qt::ItemFlags EnvTableModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    if (index.column() == SecretColumn)
        return Qt::ItemIsSelectable | Qt::ItemIsEnabled | Qt::ItemIsUserCheckable;
    return Qt::ItemIsSelectable | Qt::ItemIsEnabled | Qt::ItemIsEditable;
}

bool EnvTableModel::setSecret(const QModelIndex &index, const QVariant &value, int role)
{
    bool secret = false;
    if (role == Qt::CheckStateRole) {
        secret = value.toInt() == Qt::Checked;
    } else if (role == Qt::EditRole) {
        const QString text = value.toString().trimmed().toLower();
        if (text == QLatin1String("true") || text == QLatin1String("1"))
            secret = true;
        else if (text != QLatin1String("false") && text != QLatin1String("0"))
            return reject(tr("Secret is true or false (got \"%1\").").arg(value.toString()));
    } else {
        return false;
    }
    EnvVar &v = m_env[index.row()];
    if (v.secret == secret)
        return true;
    v.secret = secret;
    // The value column's text changes too: masked or not.
    Q_EMIT dataChanged(this->index(index.row(), ValueColumn), index,
        { Qt::DisplayRole, Qt::CheckStateRole, Qt::ToolTipRole, SecretRole });
    notifyEdited();
    return true;
}

bool EnvTableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return false;
    if (index.column() == SecretColumn)
        return setSecret(index, value, role);
    if (role != Qt::EditRole)
        return false;
    EnvVar &v = m_env[index.row()];
    if (index.column() == NameColumn) {
        const QString name = value.toString().trimmed();
        if (name.isEmpty())
            return reject(tr("A variable needs a name; remove the row instead."));
        if (name == v.name)
            return true;
        if (rowOf(name) >= 0)
            return reject(tr("There is already a variable named \"%1\".").arg(name));
        v.name = name;
    } else if (index.column() == ValueColumn) {
        const QString text = value.toString();
        if (text == v.value)
            return true;
        v.value = text;
    } else {
        return false;
    }
    return changed(index);
}

bool EnvTableModel::insertRows(int row, int count, const QModelIndex &parent)
{
    return insertListRows(m_env, row, count, parent, [&] {
        EnvVar v;
        v.name = QStringLiteral("NEW_VAR");
        for (int n = 2; rowOf(v.name) >= 0; ++n)
            v.name = QStringLiteral("NEW_VAR_%1").arg(n);
        return v;
    });
}

bool EnvTableModel::removeRows(int row, int count, const QModelIndex &parent)
{
    return removeListRows(m_env, row, count, parent);
}

} // namespace HelmDeck
