// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editabletablemodel.h"
#include "model/storageentry.h"

namespace HelmDeck {

/**
 * An ordered key/value list (a storage entry's labels or annotations) as a two-column table.
 * Keys are trimmed and must be non-empty and unique; whether a key is a valid Kubernetes qualified
 * name, or a value a valid label value, is the Validator's call. Values are kept as typed.
 */
class KeyValueTableModel : public EditableTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        KeyColumn,
        ValueColumn,
        ColumnCount
    };

    /** @p placeholderKey names new rows ("key", "key-2", ...). */
    explicit KeyValueTableModel(const QString &placeholderKey, QObject *parent = nullptr);

    /** Replaces the rows (a model reset; edited() is not emitted). */
    void setValues(const KeyValueList &values);
    const KeyValueList &values() const { return m_values; }
    /** Row of @p key, or -1. */
    int rowOf(const QString &key) const;

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    bool insertRows(int row, int count, const QModelIndex &parent = QModelIndex()) override;
    bool removeRows(int row, int count, const QModelIndex &parent = QModelIndex()) override;

private:
    QString m_placeholderKey;
    KeyValueList m_values;
};

} // namespace HelmDeck
