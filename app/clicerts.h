// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace HelmDeck {

/**
 * The imported certificate of an app (docs/deploy.md, "TLS"), on the command line:
 * - `helmdeck certs import APP --cert CHAIN.pem --key KEY.pem [--project FILE]`: checks the chain
 *   (CertificateChain) and that the key is its leaf's, stores the key in the keychain (SecretStore
 *   kind "tls") and writes routing.certificate — the chain's path, relative to the project file,
 *   never the key — into the project file. Refused, with nothing changed, without a system keychain
 *   (the key would be gone when the command ends);
 * - `helmdeck certs show APP [--project FILE]`: the hosts, issuer, validity, whether the keychain
 *   holds the key, and which domains use it, on stdout;
 * - `helmdeck certs remove APP [--project FILE]`: the key out of the keychain and routing.certificate
 *   out of the project file.
 * FILE defaults to helmdeck.yaml in the working directory. Exit status 0, 1 on failure, 2 on usage
 * errors.
 */
class CliCerts
{
public:
    static QStringList subcommands() { return { QStringLiteral("certs") }; }
    /** @p args "helmdeck certs" first, then the action. */
    static int run(const QStringList &args);
};

} // namespace HelmDeck
