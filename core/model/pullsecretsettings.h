// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace HelmDeck {

/**
 * How an app's pods get registry credentials (the "Pull secret" form; project file key
 * "apps[].pullSecret"). The named-secret list itself is App::imagePullSecrets.
 *
 * Modes (App::effectivePullSecretMode() decides which one applies):
 *  - FromCredentials (default): HelmDeck resolves credentials for the registries of the app's images
 *    the way the Docker CLI does (docker config credHelpers, credsStore, auths, then Helm's registry
 *    config; see PullSecretBuilder) and renders the release "pull-secret-<app>" with a
 *    kubernetes.io/dockerconfigjson Secret when some registry needs credentials; pods reference it.
 *    When @c registry and @c username are set, they and the keychain password replace whatever the
 *    config files hold for that one registry.
 *  - NamedSecrets: pods reference exactly App::imagePullSecrets (existing Secrets the user manages);
 *    "pull-secret-<app>" is not rendered and is uninstalled on deploy (Dokku's image-pull-secrets
 *    property, which it documented as a list but handled as one name, §3.2 and §10 item 6).
 *  - None: pods reference no pull secret (public images, or node-level credentials).
 *
 * The password is a secret: it lives in the system keychain (SecretStore, kind "registry", keyed by
 * the registry host), is filled in at run time and is never written to the project file.
 */
struct PullSecretSettings
{
    enum class Mode
    {
        FromCredentials,
        NamedSecrets,
        None,
    };

    Mode mode = Mode::FromCredentials;
    QString
        registry; ///< registry host "name[:port]" the username is for ("registry.example.com"); empty = none
    QString username; ///< empty = take the credential from the docker/Helm config files
    QString password; ///< run time only: from the keychain, never written to the project file

    /** The project file spelling: "fromCredentials", "namedSecrets", "none". */
    static QString modeName(Mode mode);
    /** Reads a project file spelling (exact case); false when @p text is none of modeNames(). */
    static bool parseMode(const QString &text, Mode *out);
    static QStringList modeNames();
};

} // namespace HelmDeck
