// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace HelmDeck {

/**
 * Names one secret in the keychain: the project it belongs to, the app, the kind of secret and its
 * name. Stored under the service SecretStore::serviceName() ("HelmDeck") with the key
 * "<project>|<app>|<kind>|<name>", e.g.
 * "/home/ann/shop/helmdeck.yaml|shop|env|SECRET_KEY" or "/home/ann/shop/helmdeck.yaml|shop|registry|ghcr.io".
 *
 * The project part is projectKeyFor(<path of helmdeck.yaml>): moving or renaming the project file
 * leaves its secrets under the old key. Renaming the app writes them under the new key on the next
 * save, and ProjectSecrets::store() removes the old ones.
 */
struct SecretKey
{
    QString project; ///< projectKeyFor(project file path), or any stable id of an unsaved project
    QString app; ///< the app name
    QString kind; ///< envKind(), registryKind(), serviceKind() or tlsKind()
    QString name; ///< the env var name, the registry host, BackingService::secretKey(), or the app name
                  ///< (tlsKind())

    /** "env": the value of an env var marked secret (EnvVar::secret). */
    static QString envKind() { return QStringLiteral("env"); }
    /** "registry": the password of the pull-secret form's registry credential (PullSecretSettings). */
    static QString registryKind() { return QStringLiteral("registry"); }
    /** "service": a backing service's password or external URL (ServiceCredentials; name "<app>/<kind>"). */
    static QString serviceKind() { return QStringLiteral("service"); }

    /** "tls": the private key of the app's imported certificate (App::certificate, ImportedCertificate). */
    static QString tlsKind() { return QStringLiteral("tls"); }

    static SecretKey env(const QString &project, const QString &app, const QString &name);
    static SecretKey registry(const QString &project, const QString &app, const QString &host);
    /** The imported certificate's key of @p app: kind "tls", name = the app's name. */
    static SecretKey tls(const QString &project, const QString &app);
    /** The absolute, cleaned path of @p projectFilePath (symlinks resolved when the file exists). */
    static QString projectKeyFor(const QString &projectFilePath);

    /** "<project>|<app>|<kind>|<name>", the keychain key. */
    QString toString() const;
    bool operator==(const SecretKey &o) const
    {
        return project == o.project && app == o.app && kind == o.kind && name == o.name;
    }
};

} // namespace HelmDeck
