// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "forms/editabletablemodel.h"
#include "model/app.h"

#include <QList>

namespace HelmDeck {

/**
 * The env of one app (the "config-<app>" Secret) as a name/value table. Names must be unique and
 * non-empty; whether a name is a valid env name is the Validator's call. Values are free text and
 * are never trimmed (leading spaces can matter).
 *
 * The Secret column marks a variable secret: its value is shown masked ("••••") and, when the
 * project is saved, goes to the keychain (SecretStore) instead of the project file, which keeps only
 * the name with "secret: true". The value itself stays readable through EditRole (the editor).
 */
class EnvTableModel : public EditableTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        NameColumn,
        ValueColumn,
        SecretColumn,
        ColumnCount
    };
    enum Role
    {
        SecretRole = Qt::UserRole + 1 ///< bool: the row's value is secret
    };

    /** What a secret value looks like in the table. */
    static QString mask() { return QStringLiteral("\u2022\u2022\u2022\u2022"); }

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
    /** The Secret column takes CheckStateRole (or "true"/"false" as EditRole). */
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    /** Inserts variables with unique placeholder names ("NEW_VAR", "NEW_VAR_2", ...) and empty values. */
    bool insertRows(int row, int count, const QModelIndex &parent = QModelIndex()) override;
    bool removeRows(int row, int count, const QModelIndex &parent = QModelIndex()) override;

private:
    bool setSecret(const QModelIndex &index, const QVariant &value, int role);

    QList<EnvVar> m_env;
};

} // namespace HelmDeck
