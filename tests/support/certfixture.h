// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Test certificates made at test time with the openssl command line (Debian's openssl package).

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

namespace TestUtil {

/**
 * Self-signed certificates and their keys in a private temp dir, made with `openssl req -x509`:
 *
 *     TestUtil::CertFixture certs;
 *     QVERIFY2(certs.isValid(), qPrintable(certs.error()));
 *     const auto www = certs.make(QStringLiteral("www"), { QStringLiteral("www.example.com") });
 *     // www.certPath / www.keyPath, www.certPem / www.keyPem
 *
 * @p hosts become DNS subject alternative names (none: the first host is only the common name).
 */
class CertFixture
{
public:
    struct Pair
    {
        QString certPath;
        QString keyPath;
        QByteArray certPem;
        QByteArray keyPem;
        bool ok = false;
    };
    enum class KeyType
    {
        Rsa,
        Ec,
    };

    CertFixture();
    bool isValid() const { return m_error.isEmpty(); }
    QString error() const { return m_error; }
    QString dir() const { return m_dir.path(); }

    /**
     * "<name>.crt" and "<name>.key" valid for @p days from now; with @p sans false the hosts are not
     * alternative names and the first is the common name only. ok false (and error()) on failure.
     */
    Pair make(const QString &name, const QStringList &hosts, int days = 90, KeyType type = KeyType::Rsa,
        bool sans = true);

    /** The body lines of a PEM key (no BEGIN/END line): finding any of them somewhere is a leak. */
    static QList<QByteArray> keyLines(const QByteArray &keyPem);
    /** True when @p text holds any of keyLines(@p keyPem). */
    static bool leaks(const QByteArray &text, const QByteArray &keyPem);

private:
    QTemporaryDir m_dir;
    QString m_error;
};

} // namespace TestUtil
