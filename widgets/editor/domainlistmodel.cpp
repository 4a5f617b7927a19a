// SPDX-License-Identifier: GPL-3.0-or-later
#include "domainlistmodel.h"

namespace HelmDeck {

DomainListModel::DomainListModel(QObject *parent)
    : UniqueStringListModel(parent)
{ }

QString DomainListModel::normalize(const QString &typed) const
{
    return typed.trimmed().toLower();
}

QString DomainListModel::placeholder(int n) const
{
    return n == 1 ? QStringLiteral("app.example.com") : QStringLiteral("app-%1.example.com").arg(n);
}

QString DomainListModel::header() const
{
    return tr("Domain");
}

QString DomainListModel::toolTip() const
{
    return tr("One Ingress per domain, routed to the web process. \"*.example.com\" is a wildcard.");
}

QString DomainListModel::emptyMessage() const
{
    return tr("A domain cannot be empty; remove the row instead.");
}

} // namespace HelmDeck
