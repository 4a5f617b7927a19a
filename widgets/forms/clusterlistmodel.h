// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cluster/clusterlists.h"

#include <QAbstractListModel>

namespace HelmDeck {

/**
 * The rows of a ClusterListBox: the names a cluster listed (ClusterList::items) after the names
 * always offered (setExtraNames(), e.g. the app's namespace), or one disabled status row ("Loading
 * the list…", "List unavailable: …") when there is nothing to pick.
 *
 * Qt::EditRole is the bare name (what an editable combo box writes into its field); Qt::DisplayRole
 * adds what the popup shows beside it: "local-path (default)" for the default class (also bold),
 * "public — in gateway-system" for a Gateway. NamespaceRole is a Gateway's namespace, DefaultRole
 * true for the default class.
 */
class ClusterListModel : public QAbstractListModel
{
    Q_OBJECT
public:
    enum Role
    {
        NamespaceRole = Qt::UserRole + 1,
        DefaultRole,
    };

    explicit ClusterListModel(QObject *parent = nullptr);

    /** Replaces the listed items (the extra names stay first) and drops the status row. */
    void setItems(const QList<ClusterListItem> &items);
    /** Names offered whether or not the cluster answers; listed items with the same name are not repeated. */
    void setExtraNames(const QStringList &names);
    /** Shows @p text as the only row besides the extra names (empty: no status row); the items are dropped.
     */
    void setStatus(const QString &text);
    QString status() const { return m_status; }
    /** The listed items (without the extra names). */
    const QList<ClusterListItem> &items() const { return m_items; }

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

private:
    QList<ClusterListItem> rows() const;

    QStringList m_extra;
    QList<ClusterListItem> m_items;
    QString m_status;
};

} // namespace HelmDeck
