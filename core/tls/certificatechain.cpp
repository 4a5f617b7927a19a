// SPDX-License-Identifier: GPL-3.0-or-later
#include "certificatechain.h"

#include <QSslKey>

#include <algorithm>
#include <utility>

namespace HelmDeck {

namespace {

const QByteArray Begin = QByteArrayLiteral("-----BEGIN ");
const QByteArray End = QByteArrayLiteral("-----END ");

/** "CERTIFICATE" of "-----BEGIN CERTIFICATE-----". */
QByteArray blockLabel(const QByteArray &line, const QByteArray &prefix)
{
    QByteArray label = line.mid(prefix.size());
    if (label.endsWith("-----"))
        label.chop(5);
    return label;
}

} // namespace

CertificateChain CertificateChain::parse(const QByteArray &pem)
{
    CertificateChain chain;
    auto fail = [&chain](int line, const QString &why) {
        chain.m_certificates.clear();
        chain.m_error = why;
        chain.m_errorLine = line;
        return chain;
    };
    const QList<QByteArray> lines = pem.split('\n');
    QByteArray block;
    QByteArray label;
    int beginLine = 0;
    for (int i = 0; i < lines.size(); ++i) {
        const QByteArray line = lines.at(i).trimmed();
        const int number = i + 1;
        if (beginLine == 0) {
            if (!line.startsWith(Begin))
                continue; // text around the blocks (openssl's "subject=" lines) is allowed
            label = blockLabel(line, Begin);
            if (label.contains("PRIVATE KEY"))
                return fail(number,
                    tr("the certificate file holds a private key (%1): keep the key out of the "
                       "project folder and import it into the keychain (helmdeck certs import "
                       "APP --cert FILE --key KEY)")
                        .arg(QString::fromLatin1(label)));
            if (label != "CERTIFICATE")
                return fail(number,
                    tr("unexpected PEM block \"%1\": the file must hold certificates only "
                       "(-----BEGIN CERTIFICATE-----)")
                        .arg(QString::fromLatin1(label)));
            beginLine = number;
            block = line + '\n';
            continue;
        }
        block += line + '\n';
        if (!line.startsWith(End))
            continue;
        if (blockLabel(line, End) != label)
            return fail(number,
                tr("the block begun at line %1 ends with \"%2\"")
                    .arg(beginLine)
                    .arg(QString::fromLatin1(line)));
        const QList<QSslCertificate> read = QSslCertificate::fromData(block, QSsl::Pem);
        if (read.size() != 1 || read.constFirst().isNull())
            return fail(beginLine, tr("the certificate block is not a valid X.509 certificate"));
        chain.m_certificates.append(read.constFirst());
        beginLine = 0;
    }
    if (beginLine != 0)
        return fail(beginLine, tr("the certificate block has no -----END CERTIFICATE----- line"));
    if (chain.m_certificates.isEmpty())
        return fail(1, tr("no PEM certificate in the file (-----BEGIN CERTIFICATE-----)"));
    return chain;
}

QStringList CertificateChain::hosts() const
{
    QStringList out;
    if (m_certificates.isEmpty())
        return out;
    const QSslCertificate &leaf = m_certificates.constFirst();
    QList<QString> names = leaf.subjectAlternativeNames().values(QSsl::DnsEntry);
    // QMultiMap::values() lists the most recently inserted first: keep the certificate's order
    std::reverse(names.begin(), names.end());
    for (const QString &entry : std::as_const(names)) {
        const QString name = entry.trimmed().toLower();
        if (!name.isEmpty() && !out.contains(name))
            out.append(name);
    }
    if (out.isEmpty()) {
        const QStringList cn = leaf.subjectInfo(QSslCertificate::CommonName);
        for (const QString &name : cn) {
            if (!name.trimmed().isEmpty())
                out.append(name.trimmed().toLower());
        }
    }
    return out;
}

QString CertificateChain::issuer() const
{
    if (m_certificates.isEmpty())
        return QString();
    const QSslCertificate &leaf = m_certificates.constFirst();
    QStringList names = leaf.issuerInfo(QSslCertificate::CommonName);
    if (names.isEmpty())
        names = leaf.issuerInfo(QSslCertificate::Organization);
    return names.join(QStringLiteral(", "));
}

QDateTime CertificateChain::expiry() const
{
    QDateTime earliest;
    for (const QSslCertificate &c : m_certificates) {
        const QDateTime at = c.expiryDate().toUTC();
        if (!earliest.isValid() || at < earliest)
            earliest = at;
    }
    return earliest;
}

QDateTime CertificateChain::notBefore() const
{
    return m_certificates.isEmpty() ? QDateTime() : m_certificates.constFirst().effectiveDate().toUTC();
}

bool CertificateChain::hostMatches(const QString &name, const QString &host)
{
    const QString n = name.trimmed().toLower();
    const QString h = host.trimmed().toLower();
    if (n.isEmpty() || h.isEmpty())
        return false;
    if (n == h)
        return true;
    if (!n.startsWith(QLatin1String("*.")) || h.startsWith(QLatin1String("*.")))
        return false;
    // "*.example.com" covers one label: "www.example.com", never "a.b.example.com" or "example.com"
    const int dot = h.indexOf(QLatin1Char('.'));
    return dot > 0 && h.mid(dot) == n.mid(1);
}

bool CertificateChain::covers(const QString &host) const
{
    const QStringList names = hosts();
    for (const QString &name : names) {
        if (hostMatches(name, host))
            return true;
    }
    return false;
}

QString CertificateChain::keyMismatch(const QByteArray &keyPem) const
{
    if (m_certificates.isEmpty())
        return tr("there is no certificate to check the key against");
    if (keyPem.contains("ENCRYPTED"))
        return tr("the key is encrypted: HelmDeck takes an unencrypted PEM key (openssl pkey -in "
                  "KEY -out PLAIN)");
    QSslKey key;
    for (QSsl::KeyAlgorithm algorithm : { QSsl::Rsa, QSsl::Ec, QSsl::Dsa }) {
        key = QSslKey(keyPem, algorithm, QSsl::Pem, QSsl::PrivateKey);
        if (!key.isNull())
            break;
    }
    if (key.isNull())
        return tr("the key is not a PEM private key (RSA, EC or DSA) that Qt can read");
    const QSslKey publicKey = m_certificates.constFirst().publicKey();
    if (publicKey.algorithm() != key.algorithm())
        return tr("the key does not belong to the certificate (another key type)");
    const QByteArray publicDer = publicKey.toDer();
    const QByteArray privateDer = key.toDer();
    const int tail = qMin(64, publicDer.size() / 2);
    if (tail <= 0 || privateDer.isEmpty() || !privateDer.contains(publicDer.right(tail)))
        return tr("the key does not belong to the certificate (its public key differs)");
    return QString();
}

} // namespace HelmDeck
