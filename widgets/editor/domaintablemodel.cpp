// SPDX-License-Identifier: GPL-3.0-or-later
#include "domaintablemodel.h"

namespace HelmDeck {

namespace {

const DomainTls::Mode modes[] = { DomainTls::Mode::None, DomainTls::Mode::CertManager,
    DomainTls::Mode::LetsEncrypt, DomainTls::Mode::Imported };

QString tlsLabel(DomainTls::Mode mode)
{
    return DomainTableModel::tlsChoices().at(int(mode));
}

} // namespace

DomainTableModel::DomainTableModel(QObject *parent)
    : EditableTableModel(parent)
{ }

void DomainTableModel::setDomains(const QList<Domain> &domains)
{
    beginResetModel();
    m_domains = domains;
    endResetModel();
}

int DomainTableModel::rowOf(const QString &host) const
{
    const QString key = host.trimmed().toLower();
    for (int i = 0; i < m_domains.size(); ++i) {
        if (m_domains.at(i).hostKey() == key)
            return i;
    }
    return -1;
}

QString DomainTableModel::primaryPort()
{
    return QStringLiteral("primary");
}

QStringList DomainTableModel::tlsChoices()
{
    // shown in the TLS column; setData() also takes the project file's spellings (DomainTls::parseMode)
    return { tr("none", "TLS mode"), tr("cert-manager", "TLS mode"), tr("Let's Encrypt", "TLS mode"),
        tr("imported", "TLS mode") };
}

QStringList DomainTableModel::issuerKinds()
{
    return { QStringLiteral("ClusterIssuer"), QStringLiteral("Issuer") };
}

int DomainTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_domains.size());
}

int DomainTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant DomainTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return QVariant();
    const Domain &d = m_domains.at(index.row());
    const bool certManager = d.tls.mode == DomainTls::Mode::CertManager;
    if (role == Qt::DisplayRole || role == Qt::EditRole) {
        switch (index.column()) {
        case HostColumn:
            return d.host;
        case PathColumn:
            return d.path;
        case PortColumn:
            return d.port.isEmpty() ? primaryPort() : d.port;
        case TlsColumn:
            return tlsLabel(d.tls.mode);
        case IssuerColumn:
            return certManager ? d.tls.issuer : QString();
        case IssuerKindColumn:
            return certManager ? d.tls.issuerKind : QString();
        }
    } else if (role == Qt::ToolTipRole) {
        // the whole value first: a narrow table elides it (ColumnFitter)
        const QString value = data(index, Qt::DisplayRole).toString();
        const QString about = toolTip(index.column(), certManager);
        return value.isEmpty() ? about : value + QStringLiteral("\n\n") + about;
    }
    return QVariant();
}

QString DomainTableModel::toolTip(int column, bool certManager)
{
    switch (column) {
    case HostColumn:
        return tr("One route per domain, to the web process. \"*.example.com\" is a wildcard.");
    case PathColumn:
        return tr("The path prefix routed to the app; \"/\" is everything.");
    case PortColumn:
        return tr("The web process's port map the route goes to; \"primary\" is the one HelmDeck picks "
                  "(http:80 first).");
    case TlsColumn:
        return tr("cert-manager: an issuer the cluster has; Let's Encrypt: an ACME issuer HelmDeck "
                  "creates (Routing page); imported: the certificate of the Routing page.");
    case IssuerColumn:
    case IssuerKindColumn:
        return certManager ? tr("The cert-manager issuer that signs the certificate.")
                           : tr("Only for TLS cert-manager.");
    }
    return QString();
}

QVariant DomainTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return EditableTableModel::headerData(section, orientation, role);
    switch (section) {
    case HostColumn:
        return tr("Host");
    case PathColumn:
        return tr("Path");
    case PortColumn:
        return tr("Port");
    case TlsColumn:
        return tr("TLS");
    case IssuerColumn:
        return tr("Issuer");
    case IssuerKindColumn:
        return tr("Kind"); // the issuer's: short, so the table fits a narrow window
    }
    return QVariant();
}

Qt::ItemFlags DomainTableModel::flags(const QModelIndex &index) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return Qt::NoItemFlags;
    const bool issuer = index.column() == IssuerColumn || index.column() == IssuerKindColumn;
    if (issuer && m_domains.at(index.row()).tls.mode != DomainTls::Mode::CertManager)
        return Qt::ItemIsSelectable;
    return Qt::ItemIsSelectable | Qt::ItemIsEnabled | Qt::ItemIsEditable;
}

bool DomainTableModel::taken(const QString &host, const QString &path, int exceptRow) const
{
    for (int i = 0; i < m_domains.size(); ++i) {
        if (i != exceptRow && m_domains.at(i).hostKey() == host && m_domains.at(i).path == path)
            return true;
    }
    return false;
}

bool DomainTableModel::setTls(const QModelIndex &index, const QString &text)
{
    DomainTls::Mode mode = DomainTls::Mode::None;
    bool known = DomainTls::parseMode(text.toLower(), &mode);
    for (DomainTls::Mode m : modes) {
        if (!known && text.compare(tlsLabel(m), Qt::CaseInsensitive) == 0) {
            mode = m;
            known = true;
        }
    }
    if (!known)
        return reject(tr("TLS is one of %1 (got \"%2\").").arg(tlsChoices().join(QLatin1String(", ")), text));
    Domain &d = m_domains[index.row()];
    if (d.tls.mode == mode)
        return true;
    d.tls.mode = mode;
    // The Issuer columns turn editable or blank with the mode.
    Q_EMIT dataChanged(index, this->index(index.row(), IssuerKindColumn));
    notifyEdited();
    return true;
}

bool DomainTableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole
        || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return false;
    Domain &d = m_domains[index.row()];
    QString text = value.toString().trimmed();
    QString *field = nullptr;
    switch (index.column()) {
    case HostColumn:
        text = text.toLower();
        if (text.isEmpty())
            return reject(tr("A domain cannot be empty; remove the row instead."));
        if (taken(text, d.path, index.row()))
            return reject(tr("The app already has the domain %1 with path %2.").arg(text, d.path));
        field = &d.host;
        break;
    case PathColumn:
        if (text.isEmpty())
            text = QStringLiteral("/");
        if (taken(d.hostKey(), text, index.row()))
            return reject(tr("The app already has the domain %1 with path %2.").arg(d.host, text));
        field = &d.path;
        break;
    case PortColumn:
        if (text == primaryPort())
            text.clear();
        field = &d.port;
        break;
    case TlsColumn:
        return setTls(index, text);
    case IssuerColumn:
        field = &d.tls.issuer;
        break;
    case IssuerKindColumn: {
        const QStringList kinds = issuerKinds();
        const int k = int(kinds.indexOf(text));
        if (k < 0)
            return reject(tr("The issuer kind is ClusterIssuer or Issuer (got \"%1\").").arg(text));
        field = &d.tls.issuerKind;
        break;
    }
    default:
        return false;
    }
    if (*field == text)
        return true;
    *field = text;
    return changed(index);
}

bool DomainTableModel::insertRows(int row, int count, const QModelIndex &parent)
{
    return insertListRows(m_domains, row, count, parent, [this] {
        const auto host = [](int number) {
            return number == 1 ? QStringLiteral("app.example.com")
                               : QStringLiteral("app-%1.example.com").arg(number);
        };
        int n = 1;
        while (rowOf(host(n)) >= 0)
            ++n;
        return Domain(host(n));
    });
}

bool DomainTableModel::removeRows(int row, int count, const QModelIndex &parent)
{
    return removeListRows(m_domains, row, count, parent);
}

} // namespace HelmDeck
