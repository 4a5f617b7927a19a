// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app.h"
#include "finding.h"

#include <QCoreApplication>
#include <QDateTime>

namespace HelmDeck {

/**
 * The imported-certificate rules of Validator (docs/project-file.md, "Validation"; docs/deploy.md,
 * "TLS"), on "apps[<app>].routing.certificate" and "apps[<app>].domains[<i>].tls":
 *
 *  - a domain with `tls: imported` while the app names no certificate: error (on the domain's tls);
 *  - the certificate file missing, unreadable or too big: error (App::certificate.readError);
 *  - its text not a PEM chain (CertificateChain::parse()): error at the certificate file's line;
 *  - a domain with `tls: imported` whose host the certificate does not cover (wildcards cover one
 *    label): error, naming the hosts it covers;
 *  - expired at @p now: error; expiring within ExpiryWarningDays: warning; not valid yet: warning;
 *  - a key filled in (from the keychain) that does not belong to the certificate: error. A key
 *    that is missing is refused at deploy (JobSetup::missingSecrets, Preflight::secretValues);
 *  - a certificate no domain uses: info (the release "tls-<app>" is not rendered).
 *
 * Findings about the file carry its location (file and line); the others get theirs from Validator.
 */
class TlsValidator
{
public:
    static constexpr int ExpiryWarningDays = 14;

    static void validate(const App &app, const QDateTime &now, Findings *out);

    Q_DECLARE_TR_FUNCTIONS(HelmDeck::TlsValidator)
};

} // namespace HelmDeck
