// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QSslCertificate>
#include <QString>
#include <QStringList>

namespace HelmDeck {

/**
 * An imported certificate chain (PEM), read with Qt Network's QSslCertificate: the leaf first, then
 * its intermediates, as a `kubernetes.io/tls` Secret's `tls.crt` holds them (docs/deploy.md, "TLS").
 *
 * parse() checks the text block by block so an error names its line: every
 * "-----BEGIN CERTIFICATE-----" … "-----END CERTIFICATE-----" block must be one X.509 certificate;
 * a private key block is refused (the key belongs in the keychain, never beside the project), other
 * blocks and a block without its END line are errors, and a file with no certificate is one.
 *
 * The hosts a chain covers are the leaf's DNS subject alternative names, or its common name when it
 * has none (RFC 6125 §6.4.4). A wildcard name covers exactly one label: "*.example.com" covers
 * "www.example.com", not "example.com" nor "a.b.example.com" (RFC 6125 §6.4.3).
 */
class CertificateChain
{
public:
    /** Reads @p pem; check isValid(), else error() and errorLine(). */
    static CertificateChain parse(const QByteArray &pem);

    bool isValid() const { return m_error.isEmpty(); }
    /** Why the text is not a usable chain; "" when isValid(). */
    QString error() const { return m_error; }
    /** The 1-based line error() is about (the block's BEGIN line; 1 for an empty file). */
    int errorLine() const { return m_errorLine; }

    /** The certificates in file order (the leaf first); empty unless isValid(). */
    QList<QSslCertificate> certificates() const { return m_certificates; }
    /** The leaf's DNS subject alternative names, else its common name; lower-cased, in order. */
    QStringList hosts() const;
    /** The leaf's issuer: its common name, else its organization. */
    QString issuer() const;
    /** The earliest notAfter of the chain (UTC): it stops working when any of its certificates does. */
    QDateTime expiry() const;
    /** The leaf's notBefore (UTC). */
    QDateTime notBefore() const;
    /** True when hosts() has a name matching @p host (hostMatches()). */
    bool covers(const QString &host) const;
    /** True when the certificate name @p name matches @p host (case-insensitive; wildcards: one label). */
    static bool hostMatches(const QString &name, const QString &host);

    /**
     * "" when @p keyPem is an unencrypted PEM private key (RSA, EC or DSA, as QSslKey reads them) of
     * the leaf's public key, else why not. The check: the private key's DER holds its public part
     * (PKCS#1's modulus and exponent, SEC1's point), so the last bytes of the leaf's public key —
     * the modulus and exponent, or the point — must occur in it.
     */
    QString keyMismatch(const QByteArray &keyPem) const;

private:
    QList<QSslCertificate> m_certificates;
    QString m_error;
    int m_errorLine = 0;

    Q_DECLARE_TR_FUNCTIONS(HelmDeck::CertificateChain)
};

} // namespace HelmDeck
