// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "forms/editabletablemodel.h"
#include "model/storagemount.h"

#include <QList>
#include <QStringList>

namespace HelmDeck {

/**
 * The storage mounts of one app: entry, container path, sub path, read-only and the workloads
 * that get the mount (process types, "run", "cron"; none listed means all of them).
 *
 * Refused: an empty entry or container path (the row would mean nothing; remove it instead).
 * Everything else — an unknown entry, a relative path, a process type the app does not have,
 * two mounts at one path — is kept and left to the Validator.
 */
class MountTableModel : public EditableTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        EntryColumn,
        ContainerPathColumn,
        SubPathColumn,
        ReadOnlyColumn,
        TargetsColumn,
        ColumnCount
    };

    explicit MountTableModel(QObject *parent = nullptr);

    /** Replaces the rows (a model reset; edited() is not emitted). */
    void setMounts(const QList<StorageMount> &mounts);
    const QList<StorageMount> &mounts() const { return m_mounts; }
    /** The project's entry names; a new mount takes the first one. */
    void setEntryNames(const QStringList &names) { m_entryNames = names; }
    /** Renames the entry @p from to @p to in every mount (edited() is not emitted: the entry's rename is the
     * edit). */
    void renameEntry(const QString &from, const QString &to);

    /** "web, run" → { "web", "run" }: split on commas and blanks, no empties, no repeats; "all" alone → {}.
     */
    static QStringList parseTargets(const QString &text);
    /** The Process types column's text: the names joined with ", ", or "all" for none. */
    static QString targetsText(const QStringList &targets);

    int firstEditableColumn() const override { return ContainerPathColumn; }
    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    /** Process types take a QStringList or a comma list (EditRole); read-only takes CheckStateRole. */
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    /** Inserts mounts of the first entry at "/data", "/data-2", ... for every workload. */
    bool insertRows(int row, int count, const QModelIndex &parent = QModelIndex()) override;
    bool removeRows(int row, int count, const QModelIndex &parent = QModelIndex()) override;

private:
    bool setReadOnly(const QModelIndex &index, const QVariant &value, int role);
    bool hasContainerPath(const QString &path) const;

    QList<StorageMount> m_mounts;
    QStringList m_entryNames;
};

} // namespace HelmDeck
