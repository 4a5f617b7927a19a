// SPDX-License-Identifier: GPL-3.0-or-later
#include "certificatesummary.h"
#include "tls/certificatechain.h"

#include <QCoreApplication>

namespace HelmDeck {

CertificateSummary CertificateSummary::read(const QByteArray &pem)
{
    // the deploy's reader, so the page shows what the Validator and the tls-<app> release will see
    CertificateSummary out;
    const CertificateChain chain = CertificateChain::parse(pem);
    if (!chain.isValid()) {
        out.error = QCoreApplication::translate("HelmDeck::CertificateSummary", "%1 (line %2)")
                        .arg(chain.error())
                        .arg(chain.errorLine());
        return out;
    }
    out.certificates = int(chain.certificates().size());
    out.hosts = chain.hosts();
    out.hosts.sort();
    out.notAfter = chain.expiry();
    return out;
}

QString CertificateSummary::text(const QDateTime &now) const
{
    // a plain struct: QCoreApplication::translate() with the class's context, each text spelled out
    // so that lupdate finds it
    if (certificates == 0) {
        return error.isEmpty()
            ? QCoreApplication::translate("HelmDeck::CertificateSummary", "No PEM certificate in the file.")
            : QCoreApplication::translate("HelmDeck::CertificateSummary", "Not usable: %1.").arg(error);
    }
    const QString date = notAfter.date().toString(Qt::ISODate);
    if (expired(now)) {
        return QCoreApplication::translate("HelmDeck::CertificateSummary", "Covers %1; expired on %2.")
            .arg(hosts.join(QLatin1String(", ")), date);
    }
    const int days = int(now.daysTo(notAfter));
    return QCoreApplication::translate(
        "HelmDeck::CertificateSummary", "Covers %1; expires %2 (in %n days).", nullptr, days)
        .arg(hosts.join(QLatin1String(", ")), date);
}

} // namespace HelmDeck
