// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

class QDebug;

namespace HelmDeck {

/**
 * One registry credential, as a docker config entry or a credential helper gave it.
 *
 * Shapes (Docker CLI's AuthConfig, reduced to what HelmDeck uses):
 *  - username + password: secret is the password (isIdentityToken and isRegistryToken false);
 *  - identity token: secret is an OAuth2 refresh token (config "identitytoken", or a helper that
 *    answered Username "<token>"); the username may be empty;
 *  - registry token: secret is a ready Bearer access token (config "registrytoken").
 *
 * Holds the secret in clear in memory only. toString() and operator<<(QDebug) never show it, so a
 * stray qDebug() cannot leak it (docs/architecture.md §7).
 */
struct Credential
{
    QString serverAddress; ///< the config key or helper address it was found under
    QString username;
    QString secret; ///< password, identity token or registry token
    bool isIdentityToken = false;
    bool isRegistryToken = false;
    QString source; ///< where it came from, for messages: "credHelpers (docker-credential-pass) in
                    ///< /home/u/.docker/config.json"

    /** True when there is a secret at all. */
    bool isValid() const { return !secret.isEmpty(); }
    /** True when neither a username nor a secret is set: "nothing configured". */
    bool isEmpty() const { return username.isEmpty() && secret.isEmpty(); }
    /** True for a plain username + password pair with both parts non-empty: the only shape a
     *  kubelet pull secret can carry. */
    bool isUsernamePassword() const;
    /** "Credential(username=\"bob\", secret=<redacted>, kind=password, source=...)"; never the secret. */
    QString toString() const;
};

/** Redacted debug output (toString()). */
QDebug operator<<(QDebug debug, const Credential &credential);

} // namespace HelmDeck
