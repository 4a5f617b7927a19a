// SPDX-License-Identifier: GPL-3.0-or-later
#include "runsecret.h"

#include "chart/chartnames.h"
#include "cluster/clustererrors.h"
#include "runjob.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace HelmDeck {

QString RunSecret::name(const QString &jobName)
{
    return jobName + QStringLiteral("-env");
}

bool RunSecret::needed(const RunRequest &request)
{
    for (const RunEnvVar &e : request.env) {
        if (e.secret)
            return true;
    }
    return false;
}

QJsonObject RunSecret::manifest(
    const App &app, const QString &kubeNamespace, const QString &jobName, const RunRequest &request)
{
    QJsonObject data;
    for (const RunEnvVar &e : request.env) {
        if (e.secret)
            data.insert(e.name, QString::fromLatin1(e.value.toUtf8().toBase64()));
    }
    const QJsonObject labels { { QStringLiteral("app.kubernetes.io/part-of"), app.name },
        { QStringLiteral("app.kubernetes.io/instance"), ChartNames::runContainerName(app.name) },
        { QStringLiteral("app.kubernetes.io/managed-by"), QStringLiteral("helmdeck") },
        { QStringLiteral("helmdeck.dev/run-job"), jobName } };
    return { { QStringLiteral("apiVersion"), QStringLiteral("v1") },
        { QStringLiteral("kind"), QStringLiteral("Secret") },
        { QStringLiteral("metadata"),
            QJsonObject { { QStringLiteral("name"), name(jobName) },
                { QStringLiteral("namespace"), kubeNamespace }, { QStringLiteral("labels"), labels } } },
        { QStringLiteral("type"), QStringLiteral("Opaque") }, { QStringLiteral("data"), data } };
}

QJsonObject RunSecret::previewManifest(
    const App &app, const QString &kubeNamespace, const QString &jobName, const RunRequest &request)
{
    QJsonObject out = manifest(app, kubeNamespace, jobName, request);
    QJsonObject shown;
    for (const RunEnvVar &e : request.env) {
        if (e.secret)
            shown.insert(e.name, QStringLiteral("\u2022\u2022\u2022\u2022"));
    }
    out.remove(QStringLiteral("data"));
    out.insert(QStringLiteral("stringData"), shown);
    return out;
}

QString RunSecret::ownerPatch(const QString &jobName, const QString &uid)
{
    const QJsonObject owner { { QStringLiteral("apiVersion"), QStringLiteral("batch/v1") },
        { QStringLiteral("kind"), QStringLiteral("Job") }, { QStringLiteral("name"), jobName },
        { QStringLiteral("uid"), uid } };
    return QString::fromUtf8(
        QJsonDocument(QJsonObject { { QStringLiteral("metadata"),
                          QJsonObject { { QStringLiteral("ownerReferences"), QJsonArray { owner } } } } })
            .toJson(QJsonDocument::Compact));
}

Step RunSecret::createStep(const ClusterCommands &commands, const App &app, const QString &kubeNamespace,
    const QString &jobName, const RunRequest &request)
{
    Step s = commands.step(QStringLiteral("secret"), tr("Create secret/%1").arg(name(jobName)),
        commands.kubectl(
            { QStringLiteral("create"), QStringLiteral("-f"), QStringLiteral("-") }, kubeNamespace),
        30000);
    const QString context = commands.context();
    s.explainFailure = [context](const QString &err) { return ClusterErrors::explain(err, context); };
    s.redactions = RunJob::redactions(request);
    s.stdinData
        = QJsonDocument(manifest(app, kubeNamespace, jobName, request)).toJson(QJsonDocument::Compact);
    s.plannedCommand = s.describe() + QStringLiteral(" <<< (the Secret manifest above)");
    return s;
}

Step RunSecret::ownStep(const ClusterCommands &commands, const QString &kubeNamespace,
    const QString &secretName, const QString &jobName, const QString &createJobStep, const QString &id)
{
    const QStringList head
        = commands.kubectl({ QStringLiteral("patch"), QStringLiteral("secret"), secretName,
                               QStringLiteral("--type"), QStringLiteral("merge"), QStringLiteral("-p") },
            kubeNamespace);
    Step s = commands.step(id, tr("Make job/%1 the owner of secret/%2").arg(jobName, secretName),
        head + QStringList { ownerPatch(jobName, QStringLiteral("<uid of the Job>")) }, 30000);
    const QString context = commands.context();
    s.explainFailure = [context](const QString &err) { return ClusterErrors::explain(err, context); };
    s.prepare = [head, jobName, createJobStep](PlanContext &shared, Step &self, bool *, QString *err) {
        const QString uid = QJsonDocument::fromJson(shared.outputs.value(createJobStep))
                                .object()
                                .value(QLatin1String("metadata"))
                                .toObject()
                                .value(QLatin1String("uid"))
                                .toString();
        if (uid.isEmpty()) {
            *err = tr("the create of job/%1 did not say its uid").arg(jobName);
            return false;
        }
        self.argv = head + QStringList { ownerPatch(jobName, uid) };
        return true;
    };
    return s;
}

Step RunSecret::deleteStep(
    const ClusterCommands &commands, const QString &kubeNamespace, const QString &jobName)
{
    Step s = commands.step(QStringLiteral("delete-secret"), tr("Delete secret/%1").arg(name(jobName)),
        commands.kubectl({ QStringLiteral("delete"), QStringLiteral("secret"), name(jobName),
                             QStringLiteral("--wait=false"), QStringLiteral("--ignore-not-found") },
            kubeNamespace),
        30000);
    const QString context = commands.context();
    s.explainFailure = [context](const QString &err) { return ClusterErrors::explain(err, context); };
    s.always = true;
    s.onlyIfRan = QStringLiteral("secret");
    return s;
}

} // namespace HelmDeck
