// SPDX-License-Identifier: GPL-3.0-or-later
#include "certificatesummary.h"

#include <QCoreApplication>
#include <QSslCertificate>

namespace HelmDeck {

CertificateSummary CertificateSummary::read(const QByteArray &pem)
{
    CertificateSummary out;
    const QList<QSslCertificate> chain = QSslCertificate::fromData(pem, QSsl::Pem);
    out.certificates = int(chain.size());
    if (chain.isEmpty())
        return out;
    const QSslCertificate &leaf = chain.constFirst();
    out.hosts = leaf.subjectAlternativeNames().values(QSsl::DnsEntry);
    if (out.hosts.isEmpty())
        out.hosts = leaf.subjectInfo(QSslCertificate::CommonName);
    out.hosts.sort(); // QMultiMap's order of equal keys differs between Qt 5 and 6
    out.notAfter = leaf.expiryDate().toUTC();
    return out;
}

QString CertificateSummary::text(const QDateTime &now) const
{
    const auto tr = [](const char *s) { return QCoreApplication::translate("CertificateSummary", s); };
    if (certificates == 0)
        return tr("No PEM certificate in the file.");
    const QString date = notAfter.date().toString(Qt::ISODate);
    if (expired(now))
        return tr("Covers %1; expired on %2.").arg(hosts.join(QLatin1String(", ")), date);
    const qint64 days = now.daysTo(notAfter);
    return tr("Covers %1; expires %2 (in %3 days).")
        .arg(hosts.join(QLatin1String(", ")), date, QString::number(days));
}

} // namespace HelmDeck
