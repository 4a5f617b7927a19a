// SPDX-License-Identifier: GPL-3.0-or-later
#include "domainlistmodel.h"

namespace HelmDeck {

DomainListModel::DomainListModel(QObject *parent)
    : EditableTableModel(parent)
{ }

void DomainListModel::setDomains(const QStringList &domains)
{
    beginResetModel();
    m_domains = domains;
    endResetModel();
}

int DomainListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_domains.size());
}

int DomainListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : 1;
}

QVariant DomainListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return QVariant();
    if (role == Qt::DisplayRole || role == Qt::EditRole)
        return m_domains.at(index.row());
    if (role == Qt::ToolTipRole)
        return tr("One Ingress per domain, routed to the web process. \"*.example.com\" is a wildcard.");
    return QVariant();
}

QVariant DomainListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::DisplayRole && section == 0)
        return tr("Domain");
    return EditableTableModel::headerData(section, orientation, role);
}

Qt::ItemFlags DomainListModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    return Qt::ItemIsSelectable | Qt::ItemIsEnabled | Qt::ItemIsEditable;
}

bool DomainListModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole
        || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return false;
    const QString domain = value.toString().trimmed().toLower();
    if (domain.isEmpty())
        return reject(tr("A domain cannot be empty; remove the row instead."));
    QString &current = m_domains[index.row()];
    if (domain == current)
        return true;
    if (m_domains.contains(domain))
        return reject(tr("\"%1\" is already in the list.").arg(domain));
    current = domain;
    Q_EMIT dataChanged(index, index, { Qt::DisplayRole, Qt::EditRole });
    Q_EMIT edited();
    return true;
}

bool DomainListModel::insertRows(int row, int count, const QModelIndex &parent)
{
    if (parent.isValid() || row < 0 || row > m_domains.size() || count < 1)
        return false;
    beginInsertRows(parent, row, row + count - 1);
    for (int i = 0; i < count; ++i) {
        QString domain = QStringLiteral("app.example.com");
        for (int n = 2; m_domains.contains(domain); ++n)
            domain = QStringLiteral("app-%1.example.com").arg(n);
        m_domains.insert(row + i, domain);
    }
    endInsertRows();
    Q_EMIT edited();
    return true;
}

bool DomainListModel::removeRows(int row, int count, const QModelIndex &parent)
{
    if (parent.isValid() || row < 0 || count < 1 || row + count > m_domains.size())
        return false;
    beginRemoveRows(parent, row, row + count - 1);
    m_domains.erase(m_domains.begin() + row, m_domains.begin() + row + count);
    endRemoveRows();
    Q_EMIT edited();
    return true;
}

} // namespace HelmDeck
