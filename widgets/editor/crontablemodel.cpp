// SPDX-License-Identifier: GPL-3.0-or-later
#include "crontablemodel.h"

#include "chart/chartnames.h"

#include <algorithm>

namespace HelmDeck {

CronTableModel::CronTableModel(QObject *parent)
    : EditableTableModel(parent)
{ }

void CronTableModel::setAppName(const QString &appName)
{
    if (m_appName == appName)
        return;
    m_appName = appName;
    if (!m_tasks.isEmpty())
        Q_EMIT dataChanged(index(0, CronJobColumn), index(int(m_tasks.size()) - 1, CronJobColumn));
}

void CronTableModel::setTasks(const QList<CronTask> &tasks)
{
    beginResetModel();
    m_tasks = tasks;
    endResetModel();
}

int CronTableModel::rowOf(const QString &id) const
{
    for (int i = 0; i < m_tasks.size(); ++i) {
        if (m_tasks.at(i).id == id || m_tasks.at(i).taskId() == id)
            return i;
    }
    return -1;
}

int CronTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_tasks.size());
}

int CronTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant CronTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return QVariant();
    const CronTask &t = m_tasks.at(index.row());
    if (index.column() == SuspendColumn) {
        if (role == Qt::CheckStateRole)
            return int(t.suspend ? Qt::Checked : Qt::Unchecked);
        if (role == Qt::ToolTipRole)
            return tr("Suspended tasks keep their CronJob but start no Jobs.");
        return QVariant();
    }
    if (role == Qt::DisplayRole || role == Qt::EditRole) {
        switch (index.column()) {
        case ScheduleColumn:
            return t.schedule;
        case CommandColumn:
            return t.command;
        case ConcurrencyColumn:
            return t.concurrencyPolicy;
        case CronJobColumn:
            return ChartNames::cronJobName(m_appName, t);
        }
    } else if (role == Qt::ToolTipRole && index.column() == CronJobColumn) {
        return tr("The CronJob's name, derived from the app name (cut to fit Kubernetes' 52 characters) "
                  "and the task; it changes when the schedule or command does. A CronJob already in the "
                  "cluster keeps its name.");
    } else if (role == Qt::ToolTipRole && index.column() == ScheduleColumn) {
        return tr("Five cron fields (minute hour day month weekday) or @hourly, @daily, @weekly, @monthly, "
                  "@yearly.");
    }
    return QVariant();
}

QVariant CronTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return EditableTableModel::headerData(section, orientation, role);
    switch (section) {
    case ScheduleColumn:
        return tr("Schedule");
    case CommandColumn:
        return tr("Command");
    case ConcurrencyColumn:
        return tr("Concurrency");
    case SuspendColumn:
        return tr("Suspend");
    case CronJobColumn:
        return tr("CronJob");
    }
    return QVariant();
}

Qt::ItemFlags CronTableModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    if (index.column() == SuspendColumn)
        return Qt::ItemIsSelectable | Qt::ItemIsEnabled | Qt::ItemIsUserCheckable;
    if (index.column() == CronJobColumn)
        return Qt::ItemIsSelectable | Qt::ItemIsEnabled;
    return Qt::ItemIsSelectable | Qt::ItemIsEnabled | Qt::ItemIsEditable;
}

bool CronTableModel::setSuspend(const QModelIndex &index, const QVariant &value, int role)
{
    bool suspend = false;
    if (role == Qt::CheckStateRole) {
        suspend = value.toInt() == Qt::Checked;
    } else if (role == Qt::EditRole) {
        const QString text = value.toString().trimmed().toLower();
        if (text == QLatin1String("true") || text == QLatin1String("1"))
            suspend = true;
        else if (text != QLatin1String("false") && text != QLatin1String("0"))
            return reject(tr("Suspend is true or false (got \"%1\").").arg(value.toString()));
    } else {
        return false;
    }
    CronTask &t = m_tasks[index.row()];
    if (t.suspend == suspend)
        return true;
    t.suspend = suspend;
    Q_EMIT dataChanged(index, index, { Qt::CheckStateRole });
    notifyEdited();
    return true;
}

bool CronTableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return false;
    if (index.column() == SuspendColumn)
        return setSuspend(index, value, role);
    if (role != Qt::EditRole)
        return false;
    CronTask &t = m_tasks[index.row()];
    QString text = value.toString().trimmed();
    QString *field = nullptr;
    switch (index.column()) {
    case ScheduleColumn:
        if (text.isEmpty())
            return reject(tr("A cron task needs a schedule, e.g. @daily or */5 * * * *."));
        field = &t.schedule;
        break;
    case CommandColumn:
        field = &t.command;
        break;
    case ConcurrencyColumn: {
        // Normalise the spelling ("forbid" → "Forbid"); Kubernetes only takes the exact words.
        const QStringList known = CronTask::concurrencyPolicies();
        const auto it = std::find_if(known.cbegin(), known.cend(),
            [&text](const QString &k) { return k.compare(text, Qt::CaseInsensitive) == 0; });
        if (it == known.cend())
            return reject(tr("The concurrency policy is one of %1 (got \"%2\").")
                              .arg(known.join(QLatin1String(", ")), value.toString()));
        text = *it;
        field = &t.concurrencyPolicy;
        break;
    }
    default:
        return false;
    }
    if (*field == text)
        return true;
    *field = text;
    const bool done = changed(index);
    if (field != &t.concurrencyPolicy) { // the schedule and command make the task's id
        const QModelIndex name = this->index(index.row(), CronJobColumn);
        Q_EMIT dataChanged(name, name);
    }
    return done;
}

bool CronTableModel::insertRows(int row, int count, const QModelIndex &parent)
{
    return insertListRows(m_tasks, row, count, parent, [&] {
        CronTask t;
        t.schedule = QStringLiteral("@daily");
        return t;
    });
}

bool CronTableModel::removeRows(int row, int count, const QModelIndex &parent)
{
    return removeListRows(m_tasks, row, count, parent);
}

} // namespace HelmDeck
