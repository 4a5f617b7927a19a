// SPDX-License-Identifier: GPL-3.0-or-later
#include "servicecredentials.h"

#include "model/validationpaths.h"

#include <QRandomGenerator>

namespace HelmDeck {

QString ServiceCredentials::generatePassword()
{
    static const char alphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
    constexpr quint32 size = sizeof(alphabet) - 1;
    QString out;
    out.reserve(PasswordLength);
    QRandomGenerator *random = QRandomGenerator::system();
    for (int i = 0; i < PasswordLength; ++i)
        out.append(QLatin1Char(alphabet[random->bounded(size)])); // bounded() is uniform
    return out;
}

SecretKey ServiceCredentials::key(
    const QString &projectKey, const QString &app, const BackingService &service)
{
    return SecretKey { projectKey, app, SecretKey::serviceKind(), service.secretKey(app) };
}

QString ServiceCredentials::servicePath(const App &app, const BackingService &service)
{
    return ValidationPaths::keyed(app.fieldPrefix(), "services", BackingService::kindName(service.kind));
}

QString ServiceCredentials::fieldPath(const App &app, const BackingService &service)
{
    return servicePath(app, service)
        + (service.external ? QStringLiteral(".url") : QStringLiteral(".password"));
}

} // namespace HelmDeck
