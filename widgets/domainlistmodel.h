// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editabletablemodel.h"

#include <QStringList>

namespace HelmDeck {

/**
 * The domains of one app (one Ingress each, routed to the web process) as a one-column table.
 * Domains are trimmed and lower-cased (DNS names are case-insensitive and Kubernetes wants lower
 * case); an empty or duplicate domain is refused, a malformed one is left to the Validator.
 */
class DomainListModel : public EditableTableModel
{
    Q_OBJECT
public:
    explicit DomainListModel(QObject *parent = nullptr);

    /** Replaces the rows (a model reset; edited() is not emitted). */
    void setDomains(const QStringList &domains);
    const QStringList &domains() const { return m_domains; }

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    /** Inserts unique placeholders ("app.example.com", "app-2.example.com", ...). */
    bool insertRows(int row, int count, const QModelIndex &parent = QModelIndex()) override;
    bool removeRows(int row, int count, const QModelIndex &parent = QModelIndex()) override;

private:
    QStringList m_domains;
};

} // namespace HelmDeck
