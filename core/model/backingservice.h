// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

namespace HelmDeck {

/**
 * A backing service of an app (docs/project-file.md, "Services"): a PostgreSQL database or a
 * Valkey (Redis protocol) store, bundled into the app release from the official images, or
 * external. Either way its URL reaches every process, cron task and run Job of the app as the env
 * var effectiveEnvName(), through the config Secret "config-<app>".
 *
 *   services:
 *     - kind: postgres          # postgres | valkey; at most one of each per app
 *       version: "17"           # image tag: postgres:<version>, valkey/valkey:<version>
 *       size: 5Gi               # the claim's size (a resource quantity)
 *       storageClass: local-path
 *       storage: db-data        # or: an existing storage entry of the project instead of a claim
 *       resources: {cpu: 100m, memory: 256Mi}   # requests
 *       env: DATABASE_URL       # the env var's name
 *     - kind: valkey
 *       external: true          # no StatefulSet: the URL is kept in the keychain
 *
 * Bundled objects are all named resourceName() ("<app>-postgres", "<app>-valkey"): a StatefulSet
 * of one replica, its headless Service, a Secret with the credentials (generated once by
 * HelmDeck, kept in the keychain under SecretStore kind "service", key "<app>/<kind>", the same
 * on every render and deploy). Credentials and external URLs never reach the project file.
 * Without `storage` or `claim` the data lives in the StatefulSet's own claim templateClaimName()
 * ("data-<app>-<kind>-0"), which Kubernetes keeps when the StatefulSet is deleted; ServiceRename
 * pins user, database and claim to the old name's when the app is renamed.
 */
struct BackingService
{
    enum class Kind
    {
        PostgreSQL,
        Valkey,
    };
    Kind kind = Kind::PostgreSQL;
    bool external = false;
    QString version; ///< "" = defaultVersion()
    QString size = QStringLiteral("1Gi");
    QString storageClass; ///< "" = the cluster's default StorageClass
    QString storageEntry; ///< a Project::storage entry's name used instead of a claim; "" = none
    QString cpu; ///< CPU request ("100m"); "" = none
    QString memory; ///< memory request ("256Mi"); "" = none
    QString envName; ///< "" = defaultEnvName()
    QString user; ///< PostgreSQL role; "" = the app's name (effectiveUser())
    QString database; ///< PostgreSQL database; "" = the app's name (effectiveDatabase())
    /** An existing PersistentVolumeClaim's name used instead of the StatefulSet's own; "" = none. */
    QString claim;
    /**
     * From the keychain, never in the project file (ProjectSecrets fills it): the generated password
     * of a bundled service (ServiceCredentials::generatePassword()), or an external service's URL.
     */
    QString credential;

    /** "postgres", "valkey" — the project file's spelling and the object-name suffix. */
    static QString kindName(Kind kind);
    /** The inverse of kindName(); false (and @p out untouched) for any other text. */
    static bool parseKind(const QString &text, Kind *out);
    /** "17" for PostgreSQL, "8" for Valkey: the default image tags. */
    static QString defaultVersion(Kind kind);
    /** "DATABASE_URL" for PostgreSQL, "REDIS_URL" for Valkey (Heroku's and Dokku's names). */
    static QString defaultEnvName(Kind kind);

    QString effectiveVersion() const { return version.isEmpty() ? defaultVersion(kind) : version; }
    QString effectiveEnvName() const { return envName.isEmpty() ? defaultEnvName(kind) : envName; }
    QString effectiveUser(const QString &app) const { return user.isEmpty() ? app : user; }
    QString effectiveDatabase(const QString &app) const { return database.isEmpty() ? app : database; }
    /**
     * "data-<app>-<kind>-0": the claim Kubernetes makes from the StatefulSet's volumeClaimTemplate
     * "data" for its one pod, when neither storageEntry nor claim is set.
     */
    QString templateClaimName(const QString &app) const
    {
        return QStringLiteral("data-") + resourceName(app) + QStringLiteral("-0");
    }
    /** "<app>-postgres" / "<app>-valkey": the StatefulSet, its Service and its Secret. */
    QString resourceName(const QString &app) const { return app + QLatin1Char('-') + kindName(kind); }
    /** "<app>/<kind>": the keychain key of the generated password or the external URL. */
    QString secretKey(const QString &app) const { return app + QLatin1Char('/') + kindName(kind); }
    /** "docker.io/library/postgres:<v>" or "docker.io/valkey/valkey:<v>". */
    QString image() const;

    bool operator==(const BackingService &o) const
    {
        return kind == o.kind && external == o.external && version == o.version && size == o.size
            && storageClass == o.storageClass && storageEntry == o.storageEntry && cpu == o.cpu
            && memory == o.memory && envName == o.envName && user == o.user && database == o.database
            && claim == o.claim && credential == o.credential;
    }
    bool operator!=(const BackingService &o) const { return !(*this == o); }
};

} // namespace HelmDeck
