// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The service-command suites' app and its live backing services (header-only: several suites share it).
// The StatefulSets follow the names of docs/service-commands.md: pod "<app>-<kind>-0", container "<kind>",
// Secret "<app>-<kind>" with POSTGRES_USER, POSTGRES_PASSWORD, POSTGRES_DB / VALKEY_PASSWORD.

#include "clusterfixture.h"
#include "model/project.h"

#include <QJsonArray>
#include <QJsonObject>

namespace ServiceFixtures {

using namespace HelmDeck;

/** The passwords in the live Secrets: never on any argv, in any plan text or output. */
inline QString postgresPassword()
{
    return QStringLiteral("pg-Canary-7f3a9");
}
inline QString valkeyPassword()
{
    return QStringLiteral("vk-Canary-2b81c");
}

/** "shop" in namespace "shop" with a bundled PostgreSQL 17 and a bundled Valkey; "api" with an external one.
 */
inline Project project()
{
    App shop;
    shop.name = QStringLiteral("shop");
    shop.kubeNamespace = QStringLiteral("shop");
    shop.image = QStringLiteral("registry.example.com/shop:1");
    ProcessType web;
    web.name = QStringLiteral("web");
    web.command = QStringLiteral("gunicorn app:app");
    shop.processes = { web };
    BackingService postgres;
    postgres.kind = BackingService::Kind::PostgreSQL;
    postgres.size = QStringLiteral("5Gi");
    BackingService valkey;
    valkey.kind = BackingService::Kind::Valkey;
    shop.services = { postgres, valkey };
    App api = shop;
    api.name = QStringLiteral("api");
    BackingService external;
    external.kind = BackingService::Kind::PostgreSQL;
    external.external = true;
    api.services = { external };
    Project p;
    p.apps = { shop, api };
    return p;
}

inline QJsonObject secretRef(const QString &name, const QString &secret)
{
    return { { QStringLiteral("name"), name },
        { QStringLiteral("valueFrom"),
            QJsonObject { { QStringLiteral("secretKeyRef"),
                QJsonObject { { QStringLiteral("name"), secret }, { QStringLiteral("key"), name } } } } } };
}

/** The credentials Secret "shop-<kind>" as the services chart renders it. */
inline QJsonObject secret(BackingService::Kind kind)
{
    const bool pg = kind == BackingService::Kind::PostgreSQL;
    QJsonObject data;
    if (pg) {
        data.insert(QStringLiteral("POSTGRES_USER"), QString::fromLatin1(QByteArray("shop").toBase64()));
        data.insert(QStringLiteral("POSTGRES_DB"), QString::fromLatin1(QByteArray("shop").toBase64()));
        data.insert(
            QStringLiteral("POSTGRES_PASSWORD"), QString::fromLatin1(postgresPassword().toUtf8().toBase64()));
    } else {
        data.insert(
            QStringLiteral("VALKEY_PASSWORD"), QString::fromLatin1(valkeyPassword().toUtf8().toBase64()));
    }
    return { { QStringLiteral("apiVersion"), QStringLiteral("v1") },
        { QStringLiteral("kind"), QStringLiteral("Secret") },
        { QStringLiteral("metadata"),
            QJsonObject { { QStringLiteral("name"),
                              pg ? QStringLiteral("shop-postgres") : QStringLiteral("shop-valkey") },
                { QStringLiteral("namespace"), QStringLiteral("shop") } } },
        { QStringLiteral("type"), QStringLiteral("Opaque") }, { QStringLiteral("data"), data } };
}

/** The StatefulSet "shop-<kind>": one replica, the official image, env from its Secret, a 5Gi claim "data".
 */
inline QJsonObject statefulSet(BackingService::Kind kind, const QString &image = QString())
{
    const bool pg = kind == BackingService::Kind::PostgreSQL;
    const QString name = pg ? QStringLiteral("shop-postgres") : QStringLiteral("shop-valkey");
    const QJsonArray env = pg ? QJsonArray { secretRef(QStringLiteral("POSTGRES_USER"), name),
        secretRef(QStringLiteral("POSTGRES_PASSWORD"), name), secretRef(QStringLiteral("POSTGRES_DB"), name) }
                              : QJsonArray { secretRef(QStringLiteral("VALKEY_PASSWORD"), name) };
    const QJsonObject labels { { QStringLiteral("app.kubernetes.io/part-of"), QStringLiteral("shop") },
        { QStringLiteral("app.kubernetes.io/name"),
            pg ? QStringLiteral("postgres") : QStringLiteral("valkey") } };
    const QJsonObject container { { QStringLiteral("name"),
                                      pg ? QStringLiteral("postgres") : QStringLiteral("valkey") },
        { QStringLiteral("image"),
            !image.isEmpty() ? image
                : pg         ? QStringLiteral("docker.io/library/postgres:17")
                             : QStringLiteral("docker.io/valkey/valkey:8") },
        { QStringLiteral("env"), env } };
    const QJsonObject claim { { QStringLiteral("metadata"),
                                  QJsonObject { { QStringLiteral("name"), QStringLiteral("data") } } },
        { QStringLiteral("spec"),
            QJsonObject { { QStringLiteral("accessModes"), QJsonArray { QStringLiteral("ReadWriteOnce") } },
                { QStringLiteral("resources"),
                    QJsonObject { { QStringLiteral("requests"),
                        QJsonObject { { QStringLiteral("storage"), QStringLiteral("5Gi") } } } } } } } };
    return { { QStringLiteral("apiVersion"), QStringLiteral("apps/v1") },
        { QStringLiteral("kind"), QStringLiteral("StatefulSet") },
        { QStringLiteral("metadata"),
            QJsonObject {
                { QStringLiteral("name"), name }, { QStringLiteral("namespace"), QStringLiteral("shop") } } },
        { QStringLiteral("spec"),
            QJsonObject { { QStringLiteral("replicas"), 1 }, { QStringLiteral("serviceName"), name },
                { QStringLiteral("selector"), QJsonObject { { QStringLiteral("matchLabels"), labels } } },
                { QStringLiteral("template"),
                    QJsonObject {
                        { QStringLiteral("metadata"), QJsonObject { { QStringLiteral("labels"), labels } } },
                        { QStringLiteral("spec"),
                            QJsonObject { { QStringLiteral("containers"), QJsonArray { container } } } } } },
                { QStringLiteral("volumeClaimTemplates"), QJsonArray { claim } } } } };
}

/** Namespace "shop" with both services deployed. */
inline void deployServices(TestUtil::ClusterFixture &cluster)
{
    cluster.addNamespace(QStringLiteral("shop"));
    for (const BackingService::Kind kind :
        { BackingService::Kind::PostgreSQL, BackingService::Kind::Valkey }) {
        cluster.addObject(secret(kind));
        cluster.addObject(statefulSet(kind));
    }
}

/** @p size bytes that start like a pg_dump archive (or an RDB) and are otherwise not text. */
inline QByteArray dumpBytes(int size, bool postgres = true)
{
    QByteArray data = postgres ? QByteArray("PGDMP\x01\x0f\x00", 8) : QByteArray("REDIS0011");
    quint32 x = 2463534242u;
    while (data.size() < size) {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        data.append(char(x & 0xff));
    }
    return data.left(size);
}

} // namespace ServiceFixtures
