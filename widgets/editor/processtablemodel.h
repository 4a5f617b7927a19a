// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "forms/editabletablemodel.h"
#include "model/processtype.h"

#include <QList>

namespace HelmDeck {

/**
 * The process types of one app as a table: name, command, replicas, and the port maps written the
 * Dokku way ("http:80:5000, https:443:5000"). Fields without a column (health checks, resources)
 * are kept untouched across edits.
 */
class ProcessTableModel : public EditableTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        NameColumn,
        CommandColumn,
        ReplicasColumn,
        PortsColumn,
        ColumnCount
    };

    explicit ProcessTableModel(QObject *parent = nullptr);

    /** Replaces the rows (a model reset; edited() is not emitted). */
    void setProcesses(const QList<ProcessType> &processes);
    const QList<ProcessType> &processes() const { return m_processes; }
    /** Row of the process named @p name, or -1. */
    int rowOf(const QString &name) const;

Q_SIGNALS:
    /**
     * A process was renamed in the table (emitted before dataChanged() and edited()), so the pages
     * that keep per-process edits by name (Scaling, Security) carry them to the new name.
     */
    void processRenamed(const QString &from, const QString &to);

public:
    /** "http:80:5000, https:443:5000". */
    static QString portsToText(const QList<PortMap> &maps);
    /** Parses a comma- or space-separated list of port maps; false (and @p error) on the first bad one. */
    static bool portsFromText(const QString &text, QList<PortMap> *out, QString *error);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    /** Inserts processes with unique placeholder names ("process", "process-2", ...). */
    bool insertRows(int row, int count, const QModelIndex &parent = QModelIndex()) override;
    bool removeRows(int row, int count, const QModelIndex &parent = QModelIndex()) override;

private:
    QString uniqueName() const;

    QList<ProcessType> m_processes;
};

} // namespace HelmDeck
