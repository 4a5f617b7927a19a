// SPDX-License-Identifier: GPL-3.0-or-later
#include "registryhost.h"

#include "model/imagereference.h"

namespace HelmDeck {

QString RegistryHost::dockerHub()
{
    return QStringLiteral("docker.io");
}

QString RegistryHost::dockerHubKey()
{
    return QStringLiteral("https://index.docker.io/v1/");
}

QString RegistryHost::normalize(const QString &keyOrUrl)
{
    QString host = keyOrUrl.trimmed();
    // Only these two schemes are stripped; anything else is left to fail a later match.
    if (host.startsWith(QLatin1String("https://"), Qt::CaseInsensitive))
        host = host.mid(8);
    else if (host.startsWith(QLatin1String("http://"), Qt::CaseInsensitive))
        host = host.mid(7);
    const int slash = host.indexOf(QLatin1Char('/'));
    if (slash >= 0)
        host.truncate(slash);
    // Host names are case-insensitive (RFC 4343); keys written by hand often differ in case.
    host = host.toLower();
    if (host == QLatin1String("index.docker.io") || host == QLatin1String("registry-1.docker.io"))
        return dockerHub();
    return host;
}

QString RegistryHost::fromImage(const QString &image, QString *error)
{
    ImageReference ref;
    QString why;
    if (!ImageReference::parse(image, &ref, &why)) {
        if (error)
            *error = tr("image \"%1\": %2").arg(image, why);
        return QString();
    }
    if (ref.registry.isEmpty())
        return dockerHub();
    return normalize(ref.registry);
}

QString RegistryHost::configKey(const QString &host)
{
    const QString h = normalize(host);
    return h == dockerHub() ? dockerHubKey() : h;
}

QString RegistryHost::apiHost(const QString &host)
{
    const QString h = normalize(host);
    return h == dockerHub() ? QStringLiteral("registry-1.docker.io") : h;
}

bool RegistryHost::sameRegistry(const QString &a, const QString &b)
{
    const QString na = normalize(a);
    return !na.isEmpty() && na == normalize(b);
}

} // namespace HelmDeck
