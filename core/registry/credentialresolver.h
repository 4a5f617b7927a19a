// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "credential.h"

#include <QCoreApplication>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace HelmDeck {

/**
 * Finds the credential for a registry host the way the Docker CLI does, across the user's
 * Docker config and Helm's registry config.
 *
 * Files (read-only, re-read on every resolve(); a missing file is skipped, an unreadable or
 * broken one is an error naming it):
 *  - Docker: $DOCKER_CONFIG/config.json, else ~/.docker/config.json (Docker CLI);
 *  - Helm: $HELM_REGISTRY_CONFIG, else $HELM_CONFIG_HOME/registry/config.json, else
 *    $XDG_CONFIG_HOME/helm/registry/config.json, else the platform default
 *    (~/.config/helm, ~/Library/Preferences/helm, %APPDATA%\helm) + /registry/config.json (Helm's helmpath).
 *
 * Precedence between the files (HelmDeck's decision): for Purpose::ImagePull (pull secrets,
 * container images, which people log in to with `docker login`) the Docker config first, then
 * Helm's; for Purpose::ChartRegistry (charts over OCI) Helm's first, then Docker's, which is
 * Helm's own order (it falls back to the Docker config). The first file that yields a credential
 * wins; the next file is only consulted when a file has nothing for the host.
 *
 * Within one file (Docker CLI's order; oras-go does the same):
 *  1. credHelpers[host] → run `docker-credential-<suffix> get`;
 *  2. else credsStore → run `docker-credential-<suffix> get` — even when auths has an entry for
 *     the host, since Docker Desktop writes an empty "{}" there for hosts kept in its store;
 *  3. else auths[host] (exact key, then any key with the same host, e.g. "https://host/").
 * A helper that answers "credentials not found" (exit ≠ 0 with that text, the helper protocol's
 * not-found reply) means the file has nothing for the host; the Docker CLI likewise does not fall
 * back to auths then.
 *
 * Helpers: the program is looked up on the PATH of the given environment and run with that
 * environment, argv ["get"] and the server address (RegistryHost::configKey: the host, or
 * "https://index.docker.io/v1/" for Docker Hub) on stdin, never on argv. The answer is JSON
 * {"ServerURL","Username","Secret"}; Username "<token>" means Secret is an identity token.
 * A missing helper, a non-zero exit, a timeout or output that is not such a JSON object is an
 * error naming the helper program and the config entry that chose it. resolve() blocks for at
 * most the helper timeout per helper run (default 10 s); call it off the UI thread.
 */
class CredentialResolver
{
    Q_DECLARE_TR_FUNCTIONS(HelmDeck::CredentialResolver)

public:
    enum class Purpose
    {
        ImagePull, ///< Docker config first, then Helm's registry config
        ChartRegistry, ///< Helm's registry config first, then Docker's (Helm's order)
    };
    static constexpr int DefaultHelperTimeoutMs = 10000;

    /** @p environment supplies DOCKER_CONFIG, HELM_*, XDG_CONFIG_HOME, HOME and the helpers' PATH and
     * environment. */
    explicit CredentialResolver(
        const QProcessEnvironment &environment = QProcessEnvironment::systemEnvironment(),
        Purpose purpose = Purpose::ImagePull);

    /** The config files consulted, in order (whether or not they exist). */
    QStringList configFiles() const;
    /** Replaces the default file list (tests, or a project-specific registry config). */
    void setConfigFiles(const QStringList &paths);
    void setHelperTimeout(int ms) { m_helperTimeoutMs = ms; }

    /**
     * Resolves @p host ("ghcr.io", "127.0.0.1:5000", or a key such as "https://index.docker.io/v1/").
     * Returns false with @p error on a broken file or a failing helper. Returns true otherwise;
     * @p out is then the credential found, or empty (no username, no secret) when nothing is
     * configured for the host — when a credential helper answered an empty username and secret, that
     * empty @p out keeps the helper in Credential::source (the search still goes on to the later
     * files). A found credential may still lack a username or a secret (an auths
     * entry with only one of them); callers that need both check Credential::isUsernamePassword().
     */
    bool resolve(const QString &host, Credential *out, QString *error) const;

    /** $DOCKER_CONFIG/config.json or ~/.docker/config.json for @p environment. */
    static QString dockerConfigPath(const QProcessEnvironment &environment);
    /** Helm's registry config path for @p environment (see the class comment). */
    static QString helmRegistryConfigPath(const QProcessEnvironment &environment);

private:
    enum class Found
    {
        Yes,
        No,
        Error
    };
    Found resolveInFile(const QString &path, const QString &host, Credential *out, QString *error) const;
    Found runHelper(const QString &suffix, const QString &host, const QString &chosenBy, Credential *out,
        QString *error) const;

    QProcessEnvironment m_environment;
    QStringList m_files;
    int m_helperTimeoutMs = DefaultHelperTimeoutMs;
};

} // namespace HelmDeck
