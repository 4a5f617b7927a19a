// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace HelmDeck {

/**
 * A Dokku port map: traffic for @c scheme on the Service's @c hostPort goes to the container's
 * @c containerPort. Dokku writes it "scheme:host:container", e.g. "http:80:5000".
 * Ports are 1..65535; scheme is one of http, https, tcp, udp (grpc/grpcs are treated as http/https).
 */
struct PortMap
{
    QString scheme = QStringLiteral("http");
    int hostPort = 80;
    int containerPort = 5000;

    /** "<scheme>-<host>-<container>", the Service port name (Dokku's naming; ≤ 15 chars for IANA names is not
     * required for Service port names). */
    QString name() const;
    /** "scheme:host:container". */
    QString toString() const;
    /** Parses "scheme:host:container"; returns false and leaves @p out untouched on bad input. */
    static bool parse(const QString &text, PortMap *out, QString *error = nullptr);
    /** Kubernetes protocol for the Service/container port: "UDP" for udp, else "TCP". */
    QString protocol() const;

    bool operator==(const PortMap &o) const
    {
        return scheme == o.scheme && hostPort == o.hostPort && containerPort == o.containerPort;
    }

    Q_DECLARE_TR_FUNCTIONS(HelmDeck::PortMap)
};

/**
 * Picks the primary port map deterministically (Dokku picks from a Go map, which is random):
 * https with host 443 > http with host 80 > any https > any http > the first. Returns -1 when empty.
 */
int primaryPortMapIndex(const QList<PortMap> &maps);

} // namespace HelmDeck
