// SPDX-License-Identifier: GPL-3.0-or-later
#include "tlsvalidator.h"

#include "tls/certificatechain.h"

namespace HelmDeck {

namespace {

QString dateText(const QDateTime &at)
{
    return at.toUTC().toString(Qt::ISODate);
}

} // namespace

void TlsValidator::validate(const App &app, const QDateTime &now, Findings *out)
{
    const QString certificateField = app.fieldPrefix() + QStringLiteral(".routing.certificate");
    auto domainField
        = [&app](int i) -> QString { return app.fieldPrefix() + QStringLiteral(".domains[%1].tls").arg(i); };
    const bool named = !app.routing.certificateFile.trimmed().isEmpty();
    if (!named) {
        for (int i = 0; i < app.domains.size(); ++i) {
            if (app.domains.at(i).tls.mode == DomainTls::Mode::Imported)
                out->append(
                    Finding::error(tr("%1 uses tls: imported, but the app has no imported certificate: set "
                                      "routing.certificate (helmdeck certs import %2 --cert FILE --key KEY)")
                                       .arg(app.domains.at(i).host, app.name),
                        domainField(i)));
        }
        return;
    }
    const ImportedCertificate &cert = app.certificate;
    const SourceLocation file { cert.filePath, 0, 0 };
    if (cert.filePath.isEmpty()) { // set in memory, never loaded (CertificateLoader)
        out->append(
            Finding::error(tr("the certificate file %1 has not been read").arg(app.routing.certificateFile),
                certificateField));
        return;
    }
    if (!cert.readError.isEmpty()) {
        out->append(Finding::error(cert.readError, certificateField, file));
        return;
    }
    const CertificateChain chain = CertificateChain::parse(cert.chainPem);
    if (!chain.isValid()) {
        out->append(Finding::error(
            chain.error(), certificateField, SourceLocation { cert.filePath, chain.errorLine(), 0 }));
        return;
    }
    const QStringList hosts = chain.hosts();
    bool used = false;
    for (int i = 0; i < app.domains.size(); ++i) {
        const Domain &domain = app.domains.at(i);
        if (domain.tls.mode != DomainTls::Mode::Imported)
            continue;
        used = true;
        if (!chain.covers(domain.hostKey()))
            out->append(Finding::error(
                (hosts.isEmpty()
                        ? tr("the imported certificate does not cover %1: it covers no host (a wildcard "
                             "covers one label)")
                              .arg(domain.hostKey())
                        : tr("the imported certificate does not cover %1: it covers %2 (a wildcard "
                             "covers one label)")
                              .arg(domain.hostKey(), hosts.join(QStringLiteral(", ")))),
                domainField(i)));
    }
    const QDateTime expiry = chain.expiry();
    if (expiry <= now)
        out->append(Finding::error(
            tr("the imported certificate expired on %1: import a renewed one").arg(dateText(expiry)),
            certificateField, file));
    else if (now.addDays(ExpiryWarningDays) >= expiry)
        out->append(Finding::warning(
            tr("the imported certificate expires on %1, in %n day(s)", nullptr, int(now.daysTo(expiry)))
                .arg(dateText(expiry)),
            certificateField, file));
    if (chain.notBefore() > now)
        out->append(Finding::warning(
            tr("the imported certificate is not valid before %1").arg(dateText(chain.notBefore())),
            certificateField, file));
    if (!cert.key.isEmpty()) {
        const QString mismatch = chain.keyMismatch(cert.key.toUtf8());
        if (!mismatch.isEmpty())
            out->append(Finding::error(tr("the key in the keychain: %1").arg(mismatch), certificateField));
    }
    if (!used)
        out->append(Finding::info(
            tr("no domain uses the imported certificate (tls: imported): tls-%1 is not deployed")
                .arg(app.name),
            certificateField));
}

} // namespace HelmDeck
