// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editabletablemodel.h"

#include <QStringList>

namespace HelmDeck {

/**
 * A one-column table of unique, non-empty strings in order (an app's domains, its named pull
 * secrets). Subclasses say how a typed value is normalised, what a new row holds, and the texts;
 * an empty or repeated value is refused with a message, anything else is left to the Validator.
 */
class UniqueStringListModel : public EditableTableModel
{
    Q_OBJECT
public:
    explicit UniqueStringListModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    /** Inserts unique placeholders: placeholder(1), placeholder(2), ... whichever are free. */
    bool insertRows(int row, int count, const QModelIndex &parent = QModelIndex()) override;
    bool removeRows(int row, int count, const QModelIndex &parent = QModelIndex()) override;

protected:
    /** Replaces the rows (a model reset; edited() is not emitted). */
    void setValues(const QStringList &values);
    const QStringList &values() const { return m_values; }

    /** The stored form of a typed value (e.g. trimmed, lower-cased). */
    virtual QString normalize(const QString &typed) const = 0;
    /** The @p n-th placeholder for a new row, n ≥ 1. */
    virtual QString placeholder(int n) const = 0;
    virtual QString header() const = 0;
    virtual QString toolTip() const = 0;
    /** Shown when the user empties a row. */
    virtual QString emptyMessage() const = 0;

private:
    QStringList m_values;
};

} // namespace HelmDeck
