// SPDX-License-Identifier: GPL-3.0-or-later
#include "domain.h"

#include <QStringList>

namespace HelmDeck {

QString DomainTls::modeName(Mode mode)
{
    switch (mode) {
    case Mode::CertManager:
        return QStringLiteral("cert-manager");
    case Mode::LetsEncrypt:
        return QStringLiteral("letsencrypt");
    case Mode::Imported:
        return QStringLiteral("imported");
    case Mode::None:
        break;
    }
    return QStringLiteral("none");
}

bool DomainTls::parseMode(const QString &text, Mode *out)
{
    for (Mode mode : { Mode::None, Mode::CertManager, Mode::LetsEncrypt, Mode::Imported }) {
        if (text == modeName(mode)) {
            *out = mode;
            return true;
        }
    }
    return false;
}

bool Domain::isPlain() const
{
    const Domain defaults;
    return path == defaults.path && port == defaults.port && tls == defaults.tls;
}

QStringList domainHosts(const QList<Domain> &domains)
{
    QStringList hosts;
    hosts.reserve(domains.size());
    for (const Domain &d : domains)
        hosts.append(d.host);
    return hosts;
}

} // namespace HelmDeck
