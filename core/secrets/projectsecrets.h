// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/project.h"
#include "secretkey.h"
#include "secretstore.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <functional>

namespace HelmDeck {

/**
 * The secrets of a Project and the keychain: fill() puts the stored values into a project loaded with
 * ProjectFile (which never holds them), store() saves the project's secret values. Used by the window
 * after opening or before saving a project, and by the command line.
 *
 * A project's secrets are (keys: SecretKey, with @p projectKey = SecretKey::projectKeyFor(<file>)):
 *  - every env var with secret: true → SecretKey::env(projectKey, app, var name), into EnvVar::value;
 *  - the pull-secret password, when pullSecret.registry and pullSecret.username are set →
 *    SecretKey::registry(projectKey, app, registry), into PullSecretSettings::password;
 *  - every backing service's credential → ServiceCredentials::key(), into BackingService::credential:
 *    a bundled service's password (which fill() generates and stores when the keychain has none:
 *    Report::generated; never without a system keychain — SecretStore::isPersistent() false —, where
 *    it is Report::missing instead, as a password kept for the session only would lock the data
 *    out once the program ends) or an external service's URL;
 *  - the imported certificate's key, when routing.certificate is set → SecretKey::tls(projectKey, app),
 *    into App::certificate.key (ImportedCertificate).
 * Their field paths ("apps[shop].env[TOKEN]", "apps[shop].pullSecret.password",
 * "apps[shop].services[postgres].password", "apps[shop].services[valkey].url",
 * "apps[shop].routing.certificate") name them in reports.
 *
 * A keychain cannot list what it holds, so store() is told what was stored before (@p previous: the
 * project as it was last filled or stored under the same key) and removes what the edit took away:
 *  - an env var that was removed, renamed, or is no longer marked secret (its key is gone);
 *  - a secret whose value was cleared (non-empty in @p previous, empty now);
 *  - the registry password when the pull secret's registry or username was cleared or changed (a new
 *    registry is a new key; the old one is removed; with a new username and no password the stored
 *    one belonged to the old username and is removed too), or the app was renamed or removed.
 * A bundled service's password is never removed because its value is empty, nor when the service or
 * its app is gone: the claim with the data initialised for it stays in the cluster, and the service
 * added again must read it back (fill()) rather than generate one that data rejects. It is removed
 * only when its value moved to another key (a renamed app: written under the new name's key).
 * An empty value that was empty in @p previous too (e.g. the keychain was locked when the project was
 * opened) is left alone: nothing says the user cleared it, and deleting would lose it.
 */
class ProjectSecrets
{
public:
    struct Item
    {
        SecretKey key;
        QString fieldPath;
        /** A bundled service's password: fill() generates and stores one when nothing is stored. */
        bool generateIfMissing = false;
    };
    /** What a fill() or store() did. Never holds a secret value. */
    struct Report
    {
        QStringList missing; ///< fill: field paths with nothing stored (their values stay as they were)
        /** fill: bundled services' passwords generated now and written to the system keychain (field paths).
         */
        QStringList generated;
        /** store: field paths (as @p previous spelled them) whose keychain entry was deleted (or already
         * gone). */
        QStringList removed;
        QStringList errors; ///< "<field path>: <why>"
        bool ok() const { return errors.isEmpty(); }
    };
    using FillCallback = std::function<void(const Project &filled, const Report &report)>;
    using StoreCallback = std::function<void(const Report &report)>;

    /** The secrets of @p project, in app and field order. */
    static QList<Item> items(const Project &project, const QString &projectKey);

    /** Reads every secret of @p project; @p done gets a copy with the values filled in. */
    static void fill(
        SecretStore *store, const Project &project, const QString &projectKey, const FillCallback &done);
    /**
     * fill() for the backing services' credentials that are empty in @p project only (a service
     * added since the project was filled): everything else in @p project is kept as it is.
     */
    static void fillServices(
        SecretStore *store, const Project &project, const QString &projectKey, const FillCallback &done);
    /**
     * Writes every non-empty secret value of @p project and removes the stored secrets the edit from
     * @p previous to @p project took away (see the class comment). @p previous: the project as last
     * filled from or stored to @p projectKey; an empty Project when there is none (a new file, an
     * import, "Save As" to another file), and then nothing is removed.
     */
    static void store(SecretStore *store, const Project &previous, const Project &project,
        const QString &projectKey, const StoreCallback &done);

    /** fill(), waiting up to @p timeoutMs in all; on a timeout @p project is left unchanged. */
    static Report fillSync(SecretStore *store, Project *project, const QString &projectKey,
        int timeoutMs = SecretStore::DefaultTimeoutMs);
    static Report storeSync(SecretStore *store, const Project &previous, const Project &project,
        const QString &projectKey, int timeoutMs = SecretStore::DefaultTimeoutMs);

    /** The value of @p item in @p project (the env value or the registry password). */
    static QString value(const Project &project, const Item &item);
    static void setValue(Project *project, const Item &item, const QString &value);
};

} // namespace HelmDeck
