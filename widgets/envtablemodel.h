// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editabletablemodel.h"
#include "model/app.h"

#include <QList>

namespace HelmDeck {

/**
 * The env of one app (the "config-<app>" Secret) as a name/value table. Names must be unique and
 * non-empty; whether a name is a valid env name is the Validator's call. Values are free text and
 * are never trimmed (leading spaces can matter). Secret values are shown masked.
 */
class EnvTableModel : public EditableTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        NameColumn,
        ValueColumn,
        ColumnCount
    };

    explicit EnvTableModel(QObject *parent = nullptr);

    /** Replaces the rows (a model reset; edited() is not emitted). */
    void setEnv(const QList<EnvVar> &env);
    const QList<EnvVar> &env() const { return m_env; }
    /** Row of the variable named @p name, or -1. */
    int rowOf(const QString &name) const;

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    /** Inserts variables with unique placeholder names ("NEW_VAR", "NEW_VAR_2", ...) and empty values. */
    bool insertRows(int row, int count, const QModelIndex &parent = QModelIndex()) override;
    bool removeRows(int row, int count, const QModelIndex &parent = QModelIndex()) override;

private:
    QList<EnvVar> m_env;
};

} // namespace HelmDeck
