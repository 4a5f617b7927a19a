// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

namespace HelmDeck {

/**
 * Registry host names the way the Docker CLI and the kubelet see them.
 *
 * A "host" here is "name[:port]" in lower case with no scheme and no path: "ghcr.io",
 * "127.0.0.1:5000", "localhost:5000". Docker Hub is always "docker.io", whatever alias it came
 * from ("index.docker.io", "registry-1.docker.io", "https://index.docker.io/v1/").
 *
 * Rules and their sources:
 *  - config keys may be URLs ("https://host/", "host/v1/", "http://host:5000/v2/"): matching strips
 *    the scheme and everything from the first '/' (Docker CLI's ConvertToHostname);
 *  - Docker Hub's key in config.json, and the server address its credential helpers are asked
 *    for, is "https://index.docker.io/v1/" (what `docker login` writes); its API lives on
 *    "registry-1.docker.io";
 *  - an image's first path component is a registry only when it has a '.' or ':' or is
 *    "localhost"; otherwise the image is on Docker Hub (distribution's reference grammar, see
 *    ImageReference).
 */
class RegistryHost
{
    Q_DECLARE_TR_FUNCTIONS(HelmDeck::RegistryHost)

public:
    /** The canonical Docker Hub host. */
    static QString dockerHub();
    /** Docker Hub's config.json key and credential-helper server address: "https://index.docker.io/v1/". */
    static QString dockerHubKey();

    /**
     * Normalises a config key, URL or host to "name[:port]" (lower case, no scheme, no path,
     * Docker Hub aliases folded into "docker.io"). Empty input gives an empty result.
     */
    static QString normalize(const QString &keyOrUrl);

    /**
     * The registry host of an image reference ("nginx" → "docker.io", "localhost:5000/x" →
     * "localhost:5000", "ghcr.io/o/a:1" → "ghcr.io"). Returns an empty string and sets @p error
     * (naming the reference) when @p image is not a valid reference.
     */
    static QString fromImage(const QString &image, QString *error = nullptr);

    /**
     * The key under which @p host is written in a config.json / .dockerconfigjson and the
     * server address given to a credential helper: the host itself, or dockerHubKey() for Docker Hub.
     */
    static QString configKey(const QString &host);

    /** The host that serves the registry API for @p host ("registry-1.docker.io" for Docker Hub). */
    static QString apiHost(const QString &host);

    /** True when @p a and @p b name the same registry after normalize(). */
    static bool sameRegistry(const QString &a, const QString &b);
};

} // namespace HelmDeck
