// SPDX-License-Identifier: GPL-3.0-or-later
#include "backingservice.h"

namespace HelmDeck {

QString BackingService::kindName(Kind kind)
{
    return kind == Kind::Valkey ? QStringLiteral("valkey") : QStringLiteral("postgres");
}

bool BackingService::parseKind(const QString &text, Kind *out)
{
    for (Kind kind : { Kind::PostgreSQL, Kind::Valkey }) {
        if (text == kindName(kind)) {
            *out = kind;
            return true;
        }
    }
    return false;
}

QString BackingService::defaultVersion(Kind kind)
{
    return kind == Kind::Valkey ? QStringLiteral("8") : QStringLiteral("17");
}

QString BackingService::defaultEnvName(Kind kind)
{
    return kind == Kind::Valkey ? QStringLiteral("REDIS_URL") : QStringLiteral("DATABASE_URL");
}

QString BackingService::image() const
{
    const QString repository = kind == Kind::Valkey ? QStringLiteral("docker.io/valkey/valkey")
                                                    : QStringLiteral("docker.io/library/postgres");
    return repository + QLatin1Char(':') + effectiveVersion();
}

} // namespace HelmDeck
