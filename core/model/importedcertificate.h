// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

namespace HelmDeck {

/**
 * The app's imported TLS certificate as a deploy needs it (docs/project-file.md, "Routing";
 * docs/deploy.md, "TLS"): the PEM chain named by RoutingSettings::certificateFile, read when the
 * project is loaded (CertificateLoader), and the private key, filled in from the keychain
 * (SecretStore kind "tls", ProjectSecrets). Neither is ever written to the project file.
 */
struct ImportedCertificate
{
    /** The absolute path the chain was read from; "" when the app names no certificate. */
    QString filePath;
    /** The file's bytes (at most CertificateLoader::MaxFileBytes); "" when unread. */
    QByteArray chainPem;
    /** Why the file could not be read ("" when it was, or when none is named). */
    QString readError;
    /** The PEM private key (PKCS#1, PKCS#8 or SEC1, unencrypted); a secret: keychain only. */
    QString key;

    bool operator==(const ImportedCertificate &o) const
    {
        return filePath == o.filePath && chainPem == o.chainPem && readError == o.readError && key == o.key;
    }
    bool operator!=(const ImportedCertificate &o) const { return !(*this == o); }
};

} // namespace HelmDeck
