// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

namespace HelmDeck {

/**
 * A parsed Docker CLI config.json (also the format of Helm's registry config, which Helm writes
 * with the Docker CLI's code). Read-only: HelmDeck never rewrites the user's file.
 *
 * Keys read (Docker CLI's configfile format; unknown keys are ignored):
 *  - "auths": { "<key>": { "auth": base64("user:password"), "username", "password",
 *               "identitytoken", "registrytoken" } }. "auth" wins over "username"/"password"
 *    (Docker CLI's decodeAuth). An entry may be empty ({}), which is how Docker Desktop marks a
 *    host whose secret lives in credsStore.
 *  - "credHelpers": { "<host>": "<suffix>" }: per-host helper, program "docker-credential-<suffix>".
 *  - "credsStore": "<suffix>": the default helper for every host.
 *
 * Keys may be URLs; lookups match them by host (RegistryHost::normalize).
 *
 * Errors name the file: "…/config.json:3:14: unterminated string" when the bytes are not JSON
 * (line and column from the parser's offset, 1-based), "…/config.json: auths[\"ghcr.io\"].auth is
 * not base64" for a bad field. An empty file is an empty config (the Docker CLI accepts it too).
 * Error texts never contain a secret.
 */
class DockerConfig
{
    Q_DECLARE_TR_FUNCTIONS(HelmDeck::DockerConfig)

public:
    /** One "auths" entry, decoded. */
    struct AuthEntry
    {
        QString key; ///< as written in the file
        QString username;
        QString password;
        QString identityToken;
        QString registryToken;
        /** True when the entry names no user and carries no secret (e.g. Docker Desktop's "{}"). */
        bool isEmpty() const
        {
            return username.isEmpty() && password.isEmpty() && identityToken.isEmpty()
                && registryToken.isEmpty();
        }
    };

    /** Reads and parses @p path. False with @p error naming the file when it cannot be read or parsed. */
    static bool load(const QString &path, DockerConfig *out, QString *error);
    /** Parses @p bytes; @p fileName only labels errors and fileName(). */
    static bool parse(const QByteArray &bytes, const QString &fileName, DockerConfig *out, QString *error);

    QString fileName() const { return m_fileName; }
    /** The "credsStore" suffix, or empty. */
    QString credsStore() const { return m_credsStore; }
    /** The "credHelpers" suffix for @p host (matched by normalised host), or empty. */
    QString credHelper(const QString &host) const;
    /**
     * The "auths" entry for @p host, or nullptr: the key equal to RegistryHost::configKey(host)
     * first, then the first key (in sorted order) with the same normalised host that is not
     * empty, then any such key (Docker CLI: exact key, then ConvertToHostname match).
     */
    const AuthEntry *auth(const QString &host) const;
    /** Every "auths" key as written, sorted. */
    QStringList authKeys() const;

private:
    QString m_fileName;
    QString m_credsStore;
    QList<QPair<QString, QString>> m_credHelpers; // key as written → suffix
    QList<AuthEntry> m_auths; // sorted by key
};

} // namespace HelmDeck
