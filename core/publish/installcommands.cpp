// SPDX-License-Identifier: GPL-3.0-or-later
#include "installcommands.h"

#include "semanticversion.h"

namespace HelmDeck {

bool InstallCommands::installsByVersion(const PublishedTag &tag)
{
    SemanticVersion v;
    QString error;
    QString version = tag.chartVersion;
    return SemanticVersion::parse(version, &v, &error)
        && version.replace(QLatin1Char('+'), QLatin1Char('_')) == tag.tag;
}

QString InstallCommands::install(const OciRepository &registry, const QString &chart, const PublishedTag &tag,
    const QString &release, bool plainHttp)
{
    const QString flags = plainHttp ? QStringLiteral(" --plain-http") : QString();
    const QString name = release.isEmpty() ? chart : release;
    const QString url = registry.toString() + QLatin1Char('/') + chart;
    if (installsByVersion(tag))
        return QStringLiteral("helm install %1 %2 --version %3").arg(name, url, tag.chartVersion) + flags;
    return QStringLiteral("helm install %1 %2@%3").arg(name, url, tag.digest) + flags;
}

QString InstallCommands::resolve(
    const OciRepository &registry, const QString &chart, const QString &tag, bool plainHttp)
{
    return QStringLiteral("helmdeck resolve %1/%2 %3").arg(registry.toString(), chart, tag)
        + (plainHttp ? QStringLiteral(" --plain-http") : QString());
}

} // namespace HelmDeck
