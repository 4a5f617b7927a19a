// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QString>
#include <QStringList>

namespace HelmDeck {

/**
 * What an imported certificate chain covers, for the Routing page: the leaf's (the first
 * certificate's) DNS names — its subject alternative names, else its common name — and when it
 * expires. Read with CertificateChain (core/tls), the deploy's reader; the deploy's own checks (hosts not
 * covered, expired) are the Validator's findings, this is only the display.
 */
struct CertificateSummary
{
    int certificates = 0; ///< how many PEM certificates the chain holds; 0 = none could be read
    QStringList hosts; ///< the leaf's DNS names, sorted
    QDateTime notAfter; ///< the chain's earliest expiry (UTC), when it stops working
    QString error; ///< why the file is not a usable chain (CertificateChain::error() and line); "" when it is

    /** Reads @p pem (a PEM chain, leaf first). */
    static CertificateSummary read(const QByteArray &pem);
    /**
     * One sentence: "Covers example.com, www.example.com; expires 2027-03-01 (in 90 days)." or
     * "Expired on 2025-01-01." or "Not usable: <why> (line N)."; @p now for the day count.
     */
    QString text(const QDateTime &now = QDateTime::currentDateTimeUtc()) const;
    bool expired(const QDateTime &now = QDateTime::currentDateTimeUtc()) const { return notAfter < now; }
};

} // namespace HelmDeck
