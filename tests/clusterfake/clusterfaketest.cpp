// SPDX-License-Identifier: GPL-3.0-or-later
#include "clusterfaketest.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>

namespace ClusterFakeTest {

QJsonObject json(const QByteArray &data)
{
    return QJsonDocument::fromJson(data).object();
}

QJsonArray jsonArray(const QByteArray &data)
{
    return QJsonDocument::fromJson(data).array();
}

QStringList names(const QJsonObject &list)
{
    QStringList out;
    for (const QJsonValue &item : list.value(QLatin1String("items")).toArray())
        out << item.toObject()
                   .value(QLatin1String("metadata"))
                   .toObject()
                   .value(QLatin1String("name"))
                   .toString();
    return out;
}

QString pickStatus(const QJsonArray &revisions)
{
    return revisions.last().toObject().value(QLatin1String("status")).toString();
}

QString failText(const ClusterFixture::Result &r)
{
    return QStringLiteral("exit %1: %2%3")
        .arg(QString::number(r.exitCode), QString::fromUtf8(r.out), QString::fromUtf8(r.err));
}

QJsonObject deployment(const QString &name, const QJsonObject &labels)
{
    const QJsonObject podSpec { { QStringLiteral("imagePullSecrets"),
                                    QJsonArray {
                                        QJsonObject { { QStringLiteral("name"), QStringLiteral("a") } },
                                        QJsonObject { { QStringLiteral("name"), QStringLiteral("b") } } } },
        { QStringLiteral("containers"),
            QJsonArray { QJsonObject { { QStringLiteral("name"), QStringLiteral("web") },
                { QStringLiteral("image"), QStringLiteral("nginx:1") } } } } };
    return { { QStringLiteral("apiVersion"), QStringLiteral("apps/v1") },
        { QStringLiteral("kind"), QStringLiteral("Deployment") },
        { QStringLiteral("metadata"),
            QJsonObject { { QStringLiteral("name"), name }, { QStringLiteral("namespace"), kNs },
                { QStringLiteral("labels"), labels },
                { QStringLiteral("annotations"),
                    QJsonObject { { QStringLiteral("note"), QStringLiteral("x") } } } } },
        { QStringLiteral("spec"),
            QJsonObject { { QStringLiteral("replicas"), 1 },
                { QStringLiteral("template"),
                    QJsonObject {
                        { QStringLiteral("metadata"), QJsonObject { { QStringLiteral("labels"), labels } } },
                        { QStringLiteral("spec"), podSpec } } } } } };
}

QJsonObject claim(const QString &name, const QJsonValue &storageClass)
{
    QJsonObject spec { { QStringLiteral("accessModes"), QJsonArray { QStringLiteral("ReadWriteOnce") } },
        { QStringLiteral("resources"),
            QJsonObject { { QStringLiteral("requests"),
                QJsonObject { { QStringLiteral("storage"), QStringLiteral("2Gi") } } } } } };
    if (!storageClass.isUndefined())
        spec.insert(QStringLiteral("storageClassName"), storageClass);
    return { { QStringLiteral("apiVersion"), QStringLiteral("v1") },
        { QStringLiteral("kind"), QStringLiteral("PersistentVolumeClaim") },
        { QStringLiteral("metadata"),
            QJsonObject { { QStringLiteral("name"), name }, { QStringLiteral("namespace"), kNs } } },
        { QStringLiteral("spec"), spec } };
}

QString writeChart(const QString &dir)
{
    QDir(dir).mkpath(QStringLiteral("app/templates"));
    bool ok = true;
    const auto write = [&](const QString &path, const QByteArray &text) {
        QFile f(QDir(dir).filePath(path));
        ok = ok && f.open(QIODevice::WriteOnly) && f.write(text) == text.size();
    };
    write(QStringLiteral("app/Chart.yaml"), "apiVersion: v2\nname: app\nversion: 0.0.1\n");
    write(QStringLiteral("app/values.yaml"),
        "image: nginx:1.27\nreplicas: 2\nwithCron: true\nmode: \"0755\"\n");
    write(QStringLiteral("app/templates/web.yaml"),
        "apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: {{ .Release.Name }}-web\n  labels:\n"
        "    app.kubernetes.io/part-of: {{ .Release.Name }}\nspec:\n  replicas: {{ .Values.replicas }}\n"
        "  selector:\n    matchLabels:\n      app.kubernetes.io/instance: {{ .Release.Name }}-web\n"
        "  template:\n    metadata:\n      labels:\n        app.kubernetes.io/instance: {{ .Release.Name "
        "}}-web\n"
        "        app.kubernetes.io/part-of: {{ .Release.Name }}\n    spec:\n      imagePullSecrets:\n"
        "        - name: pull-secret-{{ .Release.Name }}\n      containers:\n        - name: web\n"
        "          image: {{ .Values.image | quote }}\n          volumeMounts:\n            - name: data\n"
        "              mountPath: /data\n      volumes:\n        - name: data\n          "
        "persistentVolumeClaim:\n"
        "            claimName: {{ .Release.Name }}-data\n");
    write(QStringLiteral("app/templates/cron.yaml"),
        "{{- if .Values.withCron }}\napiVersion: batch/v1\nkind: CronJob\nmetadata:\n  name: {{ "
        ".Release.Name }}-nightly\n"
        "  annotations:\n    helmdeck.io/schedule: \"@daily\"\n    helmdeck.io/retries: \"3\"\nspec:\n  "
        "schedule: \"@daily\"\n"
        "  successfulJobsHistoryLimit: 3\n  jobTemplate:\n    spec:\n      template:\n        spec:\n"
        "          restartPolicy: Never\n          containers:\n            - name: task\n"
        "              image: {{ .Values.image | quote }}\n{{- end }}\n");
    write(QStringLiteral("app/templates/data.yaml"),
        "apiVersion: v1\nkind: PersistentVolumeClaim\nmetadata:\n  name: {{ .Release.Name }}-data\nspec:\n"
        "  accessModes: [ReadWriteOnce]\n  storageClassName: local-path\n  resources:\n    requests:\n      "
        "storage: 1Gi\n"
        "---\napiVersion: v1\nkind: Secret\nmetadata:\n  name: {{ .Release.Name }}-env\ntype: "
        "Opaque\nstringData:\n"
        "  MODE: {{ .Values.mode | quote }}\n  PLAIN: 0755\n");
    // a hook is not part of the release's manifest
    write(QStringLiteral("app/templates/hook.yaml"),
        "apiVersion: batch/v1\nkind: Job\nmetadata:\n  name: {{ .Release.Name }}-migrate\n  annotations:\n"
        "    helm.sh/hook: pre-upgrade\nspec:\n  template:\n    spec:\n      restartPolicy: Never\n"
        "      containers:\n        - name: m\n          image: x\n");
    return ok ? QDir(dir).filePath(QStringLiteral("app")) : QString();
}

ClusterFixture::Result install(const ClusterFixture &cluster, const QString &chart, const QStringList &extra)
{
    return cluster.run(QStringLiteral("helm"),
        QStringList { QStringLiteral("upgrade"), QStringLiteral("--install"), kRelease, chart,
            QStringLiteral("-n"), kNs }
            + extra);
}

} // namespace ClusterFakeTest
