// SPDX-License-Identifier: GPL-3.0-or-later
#include "credential.h"

#include <QDebug>

namespace HelmDeck {

bool Credential::isUsernamePassword() const
{
    return !isIdentityToken && !isRegistryToken && !username.isEmpty() && !secret.isEmpty();
}

QString Credential::toString() const
{
    const QString kind = isIdentityToken ? QStringLiteral("identity token")
        : isRegistryToken                ? QStringLiteral("registry token")
                                         : QStringLiteral("password");
    const QString secretText = secret.isEmpty() ? QStringLiteral("<empty>") : QStringLiteral("<redacted>");
    return QStringLiteral("Credential(server=\"%1\", username=\"%2\", secret=%3, kind=%4, source=%5)")
        .arg(serverAddress, username, secretText, kind, source);
}

QDebug operator<<(QDebug debug, const Credential &credential)
{
    const QDebugStateSaver saver(debug);
    debug.noquote() << credential.toString();
    return debug;
}

} // namespace HelmDeck
