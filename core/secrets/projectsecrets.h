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
 *    SecretKey::registry(projectKey, app, registry), into PullSecretSettings::password.
 * Their field paths ("apps[shop].env[TOKEN]", "apps[shop].pullSecret.password") name them in reports.
 */
class ProjectSecrets
{
public:
    struct Item
    {
        SecretKey key;
        QString fieldPath;
    };
    /** What a fill() or store() did. Never holds a secret value. */
    struct Report
    {
        QStringList missing; ///< fill: field paths with nothing stored (their values stay as they were)
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
    /** Writes every non-empty secret value of @p project (an empty value is not stored: it may be unfilled).
     */
    static void store(
        SecretStore *store, const Project &project, const QString &projectKey, const StoreCallback &done);

    /** fill(), waiting up to @p timeoutMs in all; on a timeout @p project is left unchanged. */
    static Report fillSync(SecretStore *store, Project *project, const QString &projectKey,
        int timeoutMs = SecretStore::DefaultTimeoutMs);
    static Report storeSync(SecretStore *store, const Project &project, const QString &projectKey,
        int timeoutMs = SecretStore::DefaultTimeoutMs);

    /** The value of @p item in @p project (the env value or the registry password). */
    static QString value(const Project &project, const Item &item);
    static void setValue(Project *project, const Item &item, const QString &value);
};

} // namespace HelmDeck
