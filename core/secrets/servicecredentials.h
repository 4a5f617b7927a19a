// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "secretkey.h"

#include "model/app.h"
#include "model/backingservice.h"

#include <QString>

namespace HelmDeck {

/**
 * The credentials of an app's backing services (docs/project-file.md, "Services"; docs/deploy.md,
 * "Backing services"): where they live in the keychain and how a bundled service's password is
 * made. The one place that generates a password is ProjectSecrets::fill() (window, command line
 * and JobSetup alike), which calls generatePassword() only when the keychain has none, and writes
 * it there at once, so every later render and deploy gets the same one.
 *
 *  - bundled: a password of PasswordLength characters from [A-Za-z0-9] (URL-safe: it goes into
 *    DATABASE_URL / REDIS_URL as is), from the system's cryptographic random source;
 *  - external: the URL the user entered.
 * Either is held in BackingService::credential, keychain key key() (SecretStore kind "service",
 * name BackingService::secretKey(): "<app>/<kind>"), never in the project file.
 */
class ServiceCredentials
{
public:
    static constexpr int PasswordLength = 40;

    /** A fresh password: PasswordLength characters of [A-Za-z0-9] from QRandomGenerator::system(). */
    static QString generatePassword();
    /** The keychain key of @p service of @p app under @p projectKey (SecretKey::projectKeyFor()). */
    static SecretKey key(const QString &projectKey, const QString &app, const BackingService &service);
    /**
     * The credential's field path: "apps[<app>].services[<kind>].password" (bundled) or
     * "…services[<kind>].url" (external).
     */
    static QString fieldPath(const App &app, const BackingService &service);
    /** "apps[<app>].services[<kind>]": the service's field path (ServiceFields records it). */
    static QString servicePath(const App &app, const BackingService &service);
};

} // namespace HelmDeck
