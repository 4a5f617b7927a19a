// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editabletablemodel.h"

#include <QStringList>

namespace HelmDeck {

/**
 * The names of existing Secrets an app's pods pull with (App::imagePullSecrets), in order, as a
 * one-column table. Names are trimmed; an empty or repeated name is refused; whether a name is a
 * valid Secret name is the Validator's call.
 */
class SecretNameListModel : public EditableTableModel
{
    Q_OBJECT
public:
    explicit SecretNameListModel(QObject *parent = nullptr);

    /** Replaces the rows (a model reset; edited() is not emitted). */
    void setNames(const QStringList &names);
    const QStringList &names() const { return m_names; }

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    /** Inserts unique placeholders ("regcred", "regcred-2", ...). */
    bool insertRows(int row, int count, const QModelIndex &parent = QModelIndex()) override;
    bool removeRows(int row, int count, const QModelIndex &parent = QModelIndex()) override;

private:
    QStringList m_names;
};

} // namespace HelmDeck
