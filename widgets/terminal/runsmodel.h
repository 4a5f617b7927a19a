// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "run/runlist.h"

#include <QAbstractTableModel>
#include <QDateTime>

namespace HelmDeck {

/**
 * The runs view's table: one row per run Job of the app (RunList::rows(), newest first), columns
 * Name, Command, Age and State. Ages are against the time the rows were read (setRows()), in
 * kubectl's units (RunList::age()). Qt::UserRole on any column gives the Job's name.
 */
class RunsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        NameColumn,
        CommandColumn,
        AgeColumn,
        StateColumn,
        ColumnCount
    };

    explicit RunsModel(QObject *parent = nullptr);

    /** Replaces the rows (a model reset); @p now: when they were read, for the ages. */
    void setRows(const QList<RunRow> &rows, const QDateTime &now);
    const QList<RunRow> &rows() const { return m_rows; }
    /** The Job name of row @p row; empty when out of range. */
    QString jobName(int row) const;

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<RunRow> m_rows;
    QDateTime m_now;
};

} // namespace HelmDeck
