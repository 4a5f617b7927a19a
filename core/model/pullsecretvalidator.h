// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

#include "app.h"
#include "finding.h"

namespace HelmDeck {

/**
 * The pull-secret rules of Validator, on "apps[<app>].imagePullSecrets[<i>]" and
 * "apps[<app>].pullSecret.<key>". Findings carry field paths but no locations (Validator adds them).
 *
 *  - imagePullSecrets items: DNS-1123 subdomains (Secret names; error); a name twice is a warning
 *  - pullSecret.mode namedSecrets with no imagePullSecrets: error (the pods would reference nothing)
 *  - pullSecret.mode none with imagePullSecrets: warning (the names are not used)
 *  - pullSecret.registry: a bare registry host "name[:port]" in lower case, without scheme or path
 *    (how Docker config keys and image references name registries; error)
 *  - pullSecret.username without a registry: error (the credential would be for no registry)
 *  - registry or username set while the effective mode is not fromCredentials: warning (unused)
 *  - a registry that the app's image does not use: warning (the pull secret only holds the
 *    registries of the app's images, see PullSecretBuilder)
 */
class PullSecretValidator
{
public:
    static void validate(const App &app, Findings *out);

    Q_DECLARE_TR_FUNCTIONS(HelmDeck::PullSecretValidator)
};

} // namespace HelmDeck
