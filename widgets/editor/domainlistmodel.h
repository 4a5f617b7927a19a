// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "forms/uniquestringlistmodel.h"

namespace HelmDeck {

/**
 * The domains of one app (one Ingress each, routed to the web process) as a one-column table.
 * Domains are trimmed and lower-cased (DNS names are case-insensitive and Kubernetes wants lower
 * case); an empty or duplicate domain is refused, a malformed one is left to the Validator.
 * New rows are "app.example.com", "app-2.example.com", ...
 */
class DomainListModel : public UniqueStringListModel
{
    Q_OBJECT
public:
    explicit DomainListModel(QObject *parent = nullptr);

    /** Replaces the rows (a model reset; edited() is not emitted). */
    void setDomains(const QStringList &domains) { setValues(domains); }
    const QStringList &domains() const { return values(); }

protected:
    QString normalize(const QString &typed) const override;
    QString placeholder(int n) const override;
    QString header() const override;
    QString toolTip() const override;
    QString emptyMessage() const override;
};

} // namespace HelmDeck
