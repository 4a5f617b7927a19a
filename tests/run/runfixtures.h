// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The run suites' app and its live Deployment (header-only: two suites share it).

#include "cluster/livestate.h"
#include "model/project.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace RunFixtures {

using namespace HelmDeck;

/** The image the live Deployment runs: not the project's, so a test sees which one a run takes. */
inline QString liveImage()
{
    return QStringLiteral("registry.example.com/shop:live-41");
}

/**
 * "shop" in namespace "shop", image registry.example.com/shop:42 (the project's, not yet deployed),
 * processes web and "migrate" (`bin/migrate --all`), a "run" process type with resources, pull
 * Secret "regcred", storage "media" mounted at /media for run only and "logs" at /logs for web.
 */
inline Project project()
{
    App app;
    app.name = QStringLiteral("shop");
    app.kubeNamespace = QStringLiteral("shop");
    app.image = QStringLiteral("registry.example.com/shop:42");
    ProcessType web;
    web.name = QStringLiteral("web");
    web.command = QStringLiteral("gunicorn app:app");
    ProcessType migrate;
    migrate.name = QStringLiteral("migrate");
    migrate.command = QStringLiteral("bin/migrate --all");
    migrate.replicas = 0;
    ProcessType run;
    run.name = QStringLiteral("run");
    run.replicas = 0;
    run.cpuRequest = QStringLiteral("250m");
    run.memoryLimit = QStringLiteral("512Mi");
    app.processes = { web, migrate, run };
    app.pullSecret.mode = PullSecretSettings::Mode::NamedSecrets;
    app.imagePullSecrets = QStringList { QStringLiteral("regcred") };
    StorageMount media;
    media.entry = QStringLiteral("media");
    media.containerPath = QStringLiteral("/media");
    media.processTypes = QStringList { StorageMount::runTarget() };
    StorageMount logs;
    logs.entry = QStringLiteral("logs");
    logs.containerPath = QStringLiteral("/logs");
    logs.processTypes = QStringList { QStringLiteral("web") };
    app.mounts = { media, logs };
    Project p;
    p.apps = { app };
    for (const QString &name : { QStringLiteral("media"), QStringLiteral("logs") }) {
        StorageEntry e;
        e.name = name;
        e.size = QStringLiteral("1Gi");
        e.kubeNamespace = QStringLiteral("shop");
        p.storage.append(e);
    }
    return p;
}

/** The live web Deployment: liveImage(), pull Secrets regcred and live-extra, ServiceAccount shop. */
inline QJsonObject liveDeployment()
{
    const QJsonObject labels { { QStringLiteral("app.kubernetes.io/part-of"), QStringLiteral("shop") },
        { QStringLiteral("app.kubernetes.io/name"), QStringLiteral("web") },
        { QStringLiteral("app.kubernetes.io/instance"), QStringLiteral("shop-web") } };
    return QJsonObject { { QStringLiteral("apiVersion"), QStringLiteral("apps/v1") },
        { QStringLiteral("kind"), QStringLiteral("Deployment") },
        { QStringLiteral("metadata"),
            QJsonObject { { QStringLiteral("name"), QStringLiteral("shop-web") },
                { QStringLiteral("namespace"), QStringLiteral("shop") },
                { QStringLiteral("labels"), labels } } },
        { QStringLiteral("spec"),
            QJsonObject { { QStringLiteral("replicas"), 1 },
                { QStringLiteral("template"),
                    QJsonObject {
                        { QStringLiteral("metadata"), QJsonObject { { QStringLiteral("labels"), labels } } },
                        { QStringLiteral("spec"),
                            QJsonObject { { QStringLiteral("serviceAccountName"), QStringLiteral("shop") },
                                { QStringLiteral("imagePullSecrets"),
                                    QJsonArray {
                                        QJsonObject { { QStringLiteral("name"), QStringLiteral("regcred") } },
                                        QJsonObject {
                                            { QStringLiteral("name"), QStringLiteral("live-extra") } } } },
                                { QStringLiteral("containers"),
                                    QJsonArray {
                                        QJsonObject { { QStringLiteral("name"), QStringLiteral("shop-web") },
                                            { QStringLiteral("image"), liveImage() } } } } } } } } } } };
}

/** liveDeployment() as LiveState reads it. */
inline LiveDeployment live()
{
    const QJsonObject list { { QStringLiteral("kind"), QStringLiteral("List") },
        { QStringLiteral("items"), QJsonArray { liveDeployment() } } };
    return LiveState::deployments(QJsonDocument(list).toJson()).first();
}

} // namespace RunFixtures
