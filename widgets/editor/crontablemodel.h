// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "forms/editabletablemodel.h"
#include "model/crontask.h"

#include <QList>

namespace HelmDeck {

/**
 * The cron tasks of one app: schedule, command, concurrency policy (Allow | Forbid | Replace) and a
 * suspend check box. Schedules are accepted as typed (the Validator explains a bad one); an empty
 * schedule or an unknown policy is refused. The optional task id is kept across edits. A read-only
 * last column shows the CronJob name each task is derived to (ChartNames::cronJobName() for the app
 * name given to setAppName(): at most 52 characters, stable across renders; a CronJob already live
 * keeps the name it has).
 */
class CronTableModel : public EditableTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        ScheduleColumn,
        CommandColumn,
        ConcurrencyColumn,
        SuspendColumn,
        CronJobColumn, ///< read-only: the derived CronJob name
        ColumnCount
    };

    explicit CronTableModel(QObject *parent = nullptr);

    /** The app the tasks belong to, for the CronJob column (the names are derived from it). */
    void setAppName(const QString &appName);
    /** Replaces the rows (a model reset; edited() is not emitted). */
    void setTasks(const QList<CronTask> &tasks);
    const QList<CronTask> &tasks() const { return m_tasks; }
    /** Row of the task whose id or taskId() is @p id, or -1. */
    int rowOf(const QString &id) const;

    int firstEditableColumn() const override { return CommandColumn; }
    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    /** The suspend column takes Qt::CheckStateRole, or Qt::EditRole with a bool. */
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    /** Inserts "@daily" tasks with an empty command. */
    bool insertRows(int row, int count, const QModelIndex &parent = QModelIndex()) override;
    bool removeRows(int row, int count, const QModelIndex &parent = QModelIndex()) override;

private:
    bool setSuspend(const QModelIndex &index, const QVariant &value, int role);

    QList<CronTask> m_tasks;
    QString m_appName;
};

} // namespace HelmDeck
