// SPDX-License-Identifier: GPL-3.0-or-later
#include "runsmodel.h"

namespace HelmDeck {

RunsModel::RunsModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void RunsModel::setRows(const QList<RunRow> &rows, const QDateTime &now)
{
    beginResetModel();
    m_rows = rows;
    m_now = now;
    endResetModel();
}

QString RunsModel::jobName(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows.at(row).name : QString();
}

int RunsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows.size();
}

int RunsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RunsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return QVariant();
    const RunRow &row = m_rows.at(index.row());
    if (role == Qt::UserRole)
        return row.name;
    if (role == Qt::ToolTipRole && index.column() == AgeColumn && row.created.isValid())
        return row.created.toLocalTime().toString(Qt::ISODate);
    if (role == Qt::ToolTipRole && index.column() == CommandColumn)
        return row.command;
    if (role != Qt::DisplayRole)
        return QVariant();
    switch (index.column()) {
    case NameColumn:
        return row.name;
    case CommandColumn:
        return row.command;
    case AgeColumn:
        return row.created.isValid() && m_now.isValid() ? RunList::age(row.created.secsTo(m_now))
                                                        : QStringLiteral("?");
    case StateColumn:
        return row.state;
    default:
        return QVariant();
    }
}

QVariant RunsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case NameColumn:
        return tr("Name");
    case CommandColumn:
        return tr("Command");
    case AgeColumn:
        return tr("Age");
    case StateColumn:
        return tr("State");
    default:
        return QVariant();
    }
}

} // namespace HelmDeck
