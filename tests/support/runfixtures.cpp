// SPDX-License-Identifier: GPL-3.0-or-later
#include "runfixtures.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace RunFixtures {

using namespace HelmDeck;

QString liveImage()
{
    return QStringLiteral("registry.example.com/shop:live-41");
}

Project project()
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

QJsonObject liveDeployment()
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

LiveDeployment live()
{
    const QJsonObject list { { QStringLiteral("kind"), QStringLiteral("List") },
        { QStringLiteral("items"), QJsonArray { liveDeployment() } } };
    return LiveState::deployments(QJsonDocument(list).toJson()).first();
}

Project cronProject()
{
    Project p = project();
    CronTask task;
    task.id = QStringLiteral("nightly");
    task.command = QStringLiteral("bin/nightly");
    task.schedule = QStringLiteral("@daily");
    p.apps[0].cron = { task };
    return p;
}

QString cronJobName()
{
    return QStringLiteral("shop-cron-abcdef0123");
}

QJsonObject liveCronJob(const QString &script)
{
    const QJsonObject labels { { QStringLiteral("app.kubernetes.io/part-of"), QStringLiteral("shop") } };
    const QJsonObject container {
        { QStringLiteral("name"), QStringLiteral("shop-cron") }, { QStringLiteral("image"), liveImage() },
        { QStringLiteral("command"), QJsonArray { QStringLiteral("/bin/sh"), QStringLiteral("-c"), script } }
    };
    const QJsonObject podSpec { { QStringLiteral("restartPolicy"), QStringLiteral("Never") },
        { QStringLiteral("containers"), QJsonArray { container } } };
    const QJsonObject jobSpec { { QStringLiteral("backoffLimit"), 0 },
        { QStringLiteral("template"),
            QJsonObject {
                { QStringLiteral("metadata"), QJsonObject { { QStringLiteral("labels"), labels } } },
                { QStringLiteral("spec"), podSpec } } } };
    return { { QStringLiteral("apiVersion"), QStringLiteral("batch/v1") },
        { QStringLiteral("kind"), QStringLiteral("CronJob") },
        { QStringLiteral("metadata"),
            QJsonObject { { QStringLiteral("name"), cronJobName() },
                { QStringLiteral("namespace"), QStringLiteral("shop") }, { QStringLiteral("labels"), labels },
                { QStringLiteral("annotations"),
                    QJsonObject {
                        { QStringLiteral("helmdeck.dev/cron-id"), QStringLiteral("nightly") } } } } },
        { QStringLiteral("spec"),
            QJsonObject { { QStringLiteral("schedule"), QStringLiteral("@daily") },
                { QStringLiteral("jobTemplate"),
                    QJsonObject {
                        { QStringLiteral("metadata"), QJsonObject { { QStringLiteral("labels"), labels } } },
                        { QStringLiteral("spec"), jobSpec } } } } } };
}

} // namespace RunFixtures
