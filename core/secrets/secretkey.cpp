// SPDX-License-Identifier: GPL-3.0-or-later
#include "secretkey.h"

#include <QDir>
#include <QFileInfo>

namespace HelmDeck {

SecretKey SecretKey::env(const QString &project, const QString &app, const QString &name)
{
    return SecretKey { project, app, envKind(), name };
}

SecretKey SecretKey::registry(const QString &project, const QString &app, const QString &host)
{
    return SecretKey { project, app, registryKind(), host };
}

SecretKey SecretKey::tls(const QString &project, const QString &app)
{
    return SecretKey { project, app, tlsKind(), app };
}

QString SecretKey::projectKeyFor(const QString &projectFilePath)
{
    const QFileInfo info(projectFilePath);
    const QString canonical = info.canonicalFilePath(); // empty when the file does not exist yet
    return canonical.isEmpty() ? QDir::cleanPath(info.absoluteFilePath()) : canonical;
}

QString SecretKey::toString() const
{
    return project + QLatin1Char('|') + app + QLatin1Char('|') + kind + QLatin1Char('|') + name;
}

} // namespace HelmDeck
