// SPDX-License-Identifier: GPL-3.0-or-later
#include "portmap.h"

#include <QStringList>

namespace HelmDeck {

QString PortMap::name() const
{
    return scheme + QLatin1Char('-') + QString::number(hostPort) + QLatin1Char('-')
        + QString::number(containerPort);
}

QString PortMap::toString() const
{
    return scheme + QLatin1Char(':') + QString::number(hostPort) + QLatin1Char(':')
        + QString::number(containerPort);
}

QString PortMap::protocol() const
{
    return scheme == QLatin1String("udp") ? QStringLiteral("UDP") : QStringLiteral("TCP");
}

bool PortMap::parse(const QString &text, PortMap *out, QString *error)
{
    const QStringList parts = text.trimmed().split(QLatin1Char(':'));
    if (parts.size() != 3) {
        if (error)
            *error = tr("port map \"%1\" is not scheme:host-port:container-port").arg(text);
        return false;
    }
    PortMap m;
    m.scheme = parts.at(0).trimmed().toLower();
    bool okHost = false;
    bool okContainer = false;
    m.hostPort = parts.at(1).trimmed().toInt(&okHost);
    m.containerPort = parts.at(2).trimmed().toInt(&okContainer);
    if (!okHost || !okContainer) {
        if (error)
            *error = tr("port map \"%1\" has a port that is not a number").arg(text);
        return false;
    }
    *out = m;
    return true;
}

int primaryPortMapIndex(const QList<PortMap> &maps)
{
    if (maps.isEmpty())
        return -1;
    auto find = [&maps](auto pred) {
        for (int i = 0; i < maps.size(); ++i) {
            if (pred(maps.at(i)))
                return i;
        }
        return -1;
    };
    const auto https = QStringLiteral("https");
    const auto http = QStringLiteral("http");
    int i = find([&](const PortMap &m) { return m.scheme == https && m.hostPort == 443; });
    if (i < 0)
        i = find([&](const PortMap &m) { return m.scheme == http && m.hostPort == 80; });
    if (i < 0)
        i = find([&](const PortMap &m) { return m.scheme == https; });
    if (i < 0)
        i = find([&](const PortMap &m) { return m.scheme == http; });
    return i < 0 ? 0 : i;
}

} // namespace HelmDeck
