// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "forms/editabletablemodel.h"
#include "model/domain.h"

#include <QList>
#include <QStringList>

namespace HelmDeck {

/**
 * The domains of one app as a table (docs/project-file.md, "Domains and TLS"): host, path prefix,
 * the web process's port map it routes to (a PortMap::name(), shown "primary" when empty), the TLS
 * mode and, for cert-manager only, the issuer's name and kind.
 *
 * Hosts are trimmed and lower-cased (DNS names are case-insensitive and Kubernetes wants lower
 * case); an empty host, or a host and path another row already has, is refused; a malformed host
 * or path is left to the Validator. An empty path is "/", "primary" (or empty) is the primary
 * port map, TLS takes tlsChoices() or the project file's spelling ("letsencrypt"), issuer kind is
 * ClusterIssuer or Issuer. The Issuer columns are read-only unless the row's TLS is cert-manager.
 * New rows are "app.example.com", "app-2.example.com", ... with the defaults.
 */
class DomainTableModel : public EditableTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        HostColumn,
        PathColumn,
        PortColumn,
        TlsColumn,
        IssuerColumn,
        IssuerKindColumn,
        ColumnCount
    };

    explicit DomainTableModel(QObject *parent = nullptr);

    /** Replaces the rows (a model reset; edited() is not emitted). */
    void setDomains(const QList<Domain> &domains);
    const QList<Domain> &domains() const { return m_domains; }
    /** Row of the domain whose host is @p host (case-insensitive), or -1. */
    int rowOf(const QString &host) const;

    /** "primary": the Port column's text for Domain::port "". */
    static QString primaryPort();
    /** The TLS column's choices, in DomainTls::Mode order: none, cert-manager, Let's Encrypt, imported. */
    static QStringList tlsChoices();
    /** "ClusterIssuer", "Issuer". */
    static QStringList issuerKinds();

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    /** What a column's cells are for (their tool tip, after the cell's value). */
    static QString toolTip(int column, bool certManager);
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    bool insertRows(int row, int count, const QModelIndex &parent = QModelIndex()) override;
    bool removeRows(int row, int count, const QModelIndex &parent = QModelIndex()) override;

private:
    bool taken(const QString &host, const QString &path, int exceptRow) const;
    bool setTls(const QModelIndex &index, const QString &text);

    QList<Domain> m_domains;
};

} // namespace HelmDeck
