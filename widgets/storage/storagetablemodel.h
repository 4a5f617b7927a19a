// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "forms/editabletablemodel.h"
#include "model/storageentry.h"

#include <QList>

namespace HelmDeck {

/**
 * The project's storage entries as a read-only overview table (name, size, access mode in kubectl's
 * short form, what backs the entry, namespace); the Storage page edits the selected entry in its detail form,
 * which writes back with setEntry(). Add and Remove work on the table itself.
 *
 * Nothing is refused here: an empty or duplicate name, a bad size, both a class and a host path are
 * representable and left to the Validator, so the user sees findings instead of losing input.
 */
class StorageTableModel : public EditableTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        NameColumn,
        SizeColumn,
        AccessModeColumn,
        BackingColumn,
        NamespaceColumn,
        ColumnCount
    };

    explicit StorageTableModel(QObject *parent = nullptr);

    /** Replaces the rows (a model reset; edited() is not emitted). */
    void setEntries(const QList<StorageEntry> &entries);
    const QList<StorageEntry> &entries() const { return m_entries; }
    /** Row of the entry named @p name, or -1. */
    int rowOf(const QString &name) const;
    /** Replaces row @p row (dataChanged + edited() when it differs). False for a bad row. */
    bool setEntry(int row, const StorageEntry &entry);
    /** The namespace new entries get (the app being edited), "default" until set. */
    void setDefaultNamespace(const QString &kubeNamespace);

    /** "default class", "class fast-ssd" or the host path: the Backed by column's text. */
    static QString backingText(const StorageEntry &entry);
    /** "RWO", "ROX", "RWX", "RWOP" (kubectl's short forms); other text as it is. */
    static QString accessModeText(const QString &accessMode);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    /** Inserts entries named "data", "data-2", ... of 1Gi in the default namespace. */
    bool insertRows(int row, int count, const QModelIndex &parent = QModelIndex()) override;
    bool removeRows(int row, int count, const QModelIndex &parent = QModelIndex()) override;

private:
    QList<StorageEntry> m_entries;
    QString m_defaultNamespace = QStringLiteral("default");
};

} // namespace HelmDeck
