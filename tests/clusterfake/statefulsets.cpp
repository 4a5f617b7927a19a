// SPDX-License-Identifier: GPL-3.0-or-later
// StatefulSets, their pods and claims (README.md, "StatefulSets and service pods").

#include "statefulsets.h"

#include "objects.h"

#include <QJsonArray>

namespace HelmDeck::ClusterFake {

namespace {

QString s(const char *text)
{
    return QString::fromLatin1(text);
}

QJsonObject metadataOf(const QJsonObject &o)
{
    return o.value(QLatin1String("metadata")).toObject();
}

QJsonObject specOf(const QJsonObject &o)
{
    return o.value(QLatin1String("spec")).toObject();
}

QJsonObject failureOf(const StateStore &store, const QJsonObject &sts)
{
    return store.root()
        .value(QLatin1String("podFailures"))
        .toObject()
        .value(metadataOf(sts).value(QLatin1String("name")).toString())
        .toObject();
}

/** The stored StatefulSets of @p ns (all if @p all). */
QList<QJsonObject> statefulSets(const StateStore &store, const QString &ns, bool all)
{
    QList<QJsonObject> out;
    const QJsonObject objects = store.objects();
    for (auto it = objects.begin(); it != objects.end(); ++it) {
        if (it.key().contains(QLatin1String("/StatefulSet/"))
            && (all || it.key().startsWith(ns + QStringLiteral("/StatefulSet/"))))
            out.append(it.value().toObject());
    }
    return out;
}

QString claimName(const QJsonObject &claimTemplate, const QString &sts, int ordinal)
{
    return metadataOf(claimTemplate).value(QLatin1String("name")).toString() + QLatin1Char('-') + sts
        + QLatin1Char('-') + QString::number(ordinal);
}

QString secretValue(const StateStore &store, const QString &ns, const QString &secret, const QString &key)
{
    const QJsonObject o = store.object(StateStore::objectKey(ns, s("Secret"), secret));
    const QJsonObject stringData = o.value(QLatin1String("stringData")).toObject();
    if (stringData.contains(key))
        return stringData.value(key).toString();
    return QString::fromUtf8(
        QByteArray::fromBase64(o.value(QLatin1String("data")).toObject().value(key).toString().toLatin1()));
}

} // namespace

QJsonObject statefulSetView(const StateStore &store, QJsonObject sts)
{
    const int replicas = replicasOf(sts);
    QJsonObject status { { QStringLiteral("observedGeneration"),
                             metadataOf(sts).value(QLatin1String("generation")) },
        { QStringLiteral("replicas"), replicas }, { QStringLiteral("currentReplicas"), replicas },
        { QStringLiteral("updatedReplicas"), replicas } };
    if (failureOf(store, sts).isEmpty() && replicas > 0) { // zero counts are left out, as the API server does
        status.insert(QStringLiteral("readyReplicas"), replicas);
        status.insert(QStringLiteral("availableReplicas"), replicas);
    }
    sts.insert(QStringLiteral("status"), status);
    return sts;
}

QList<QJsonObject> statefulSetPods(const StateStore &store, const QString &ns, bool all)
{
    QList<QJsonObject> pods;
    for (const QJsonObject &sts : statefulSets(store, ns, all)) {
        const QString name = metadataOf(sts).value(QLatin1String("name")).toString();
        const QJsonObject tmpl = specOf(sts).value(QLatin1String("template")).toObject();
        const QJsonObject failure = failureOf(store, sts);
        const bool ready = failure.isEmpty();
        for (int i = 0; i < replicasOf(sts); ++i) {
            const QString podName = name + QLatin1Char('-') + QString::number(i);
            QJsonObject labels = metadataOf(tmpl).value(QLatin1String("labels")).toObject();
            labels.insert(QStringLiteral("statefulset.kubernetes.io/pod-name"), podName);
            labels.insert(QStringLiteral("apps.kubernetes.io/pod-index"), QString::number(i));
            QJsonObject spec = specOf(tmpl);
            spec.insert(QStringLiteral("nodeName"), s("fake-node"));
            QJsonArray volumes = spec.value(QLatin1String("volumes")).toArray();
            for (const QJsonValue &t : specOf(sts).value(QLatin1String("volumeClaimTemplates")).toArray())
                volumes.append(QJsonObject {
                    { QStringLiteral("name"), metadataOf(t.toObject()).value(QLatin1String("name")) },
                    { QStringLiteral("persistentVolumeClaim"),
                        QJsonObject {
                            { QStringLiteral("claimName"), claimName(t.toObject(), name, i) } } } });
            spec.insert(QStringLiteral("volumes"), volumes);
            QJsonArray statuses;
            for (const QJsonValue &c : spec.value(QLatin1String("containers")).toArray()) {
                const QJsonObject state = ready
                    ? QJsonObject { { QStringLiteral("running"),
                        QJsonObject { { QStringLiteral("startedAt"),
                            metadataOf(sts).value(QLatin1String("creationTimestamp")) } } } }
                    : QJsonObject { { QStringLiteral("waiting"), failure } };
                statuses.append(
                    QJsonObject { { QStringLiteral("name"), c.toObject().value(QLatin1String("name")) },
                        { QStringLiteral("image"), c.toObject().value(QLatin1String("image")) },
                        { QStringLiteral("ready"), ready }, { QStringLiteral("restartCount"), 0 },
                        { QStringLiteral("state"), state } });
            }
            const QJsonObject meta { { QStringLiteral("name"), podName },
                { QStringLiteral("namespace"), metadataOf(sts).value(QLatin1String("namespace")) },
                { QStringLiteral("labels"), labels },
                { QStringLiteral("creationTimestamp"),
                    metadataOf(sts).value(QLatin1String("creationTimestamp")) },
                { QStringLiteral("ownerReferences"),
                    QJsonArray { QJsonObject { { QStringLiteral("apiVersion"), s("apps/v1") },
                        { QStringLiteral("kind"), s("StatefulSet") }, { QStringLiteral("name"), name },
                        { QStringLiteral("controller"), true } } } } };
            const QJsonObject status { { QStringLiteral("phase"), ready ? s("Running") : s("Pending") },
                { QStringLiteral("conditions"),
                    QJsonArray { QJsonObject { { QStringLiteral("type"), s("Ready") },
                        { QStringLiteral("status"), ready ? s("True") : s("False") } } } },
                { QStringLiteral("containerStatuses"), statuses } };
            pods.append({ { QStringLiteral("apiVersion"), s("v1") }, { QStringLiteral("kind"), s("Pod") },
                { QStringLiteral("metadata"), meta }, { QStringLiteral("spec"), spec },
                { QStringLiteral("status"), status } });
        }
    }
    return pods;
}

QList<QJsonObject> statefulSetClaims(const StateStore &store, const QString &ns, bool all)
{
    QList<QJsonObject> claims;
    const QJsonObject phases = store.root().value(QLatin1String("pvcPhase")).toObject();
    for (const QJsonObject &sts : statefulSets(store, ns, all)) {
        const QString name = metadataOf(sts).value(QLatin1String("name")).toString();
        const QString stsNs = metadataOf(sts).value(QLatin1String("namespace")).toString();
        for (const QJsonValue &t : specOf(sts).value(QLatin1String("volumeClaimTemplates")).toArray()) {
            for (int i = 0; i < replicasOf(sts); ++i) {
                const QString claim = claimName(t.toObject(), name, i);
                if (store.hasObject(StateStore::objectKey(stsNs, s("PersistentVolumeClaim"), claim)))
                    continue;
                const QJsonObject spec = specOf(t.toObject());
                const QString phase = phases.value(claim).toString(s("Bound"));
                QJsonObject status { { QStringLiteral("phase"), phase } };
                if (phase == QLatin1String("Bound"))
                    status.insert(QStringLiteral("capacity"),
                        QJsonObject { { QStringLiteral("storage"),
                            spec.value(QLatin1String("resources"))
                                .toObject()
                                .value(QLatin1String("requests"))
                                .toObject()
                                .value(QLatin1String("storage")) } });
                claims.append({ { QStringLiteral("apiVersion"), s("v1") },
                    { QStringLiteral("kind"), s("PersistentVolumeClaim") },
                    { QStringLiteral("metadata"),
                        QJsonObject { { QStringLiteral("name"), claim },
                            { QStringLiteral("namespace"), stsNs },
                            { QStringLiteral("labels"),
                                metadataOf(t.toObject()).value(QLatin1String("labels")) } } },
                    { QStringLiteral("spec"), spec }, { QStringLiteral("status"), status } });
            }
        }
    }
    return claims;
}

QJsonObject statefulSetPod(const StateStore &store, const QString &ns, const QString &pod)
{
    for (const QJsonObject &p : statefulSetPods(store, ns, false)) {
        if (metadataOf(p).value(QLatin1String("name")).toString() == pod)
            return p;
    }
    return {};
}

QJsonObject podContainer(const QJsonObject &pod, const QString &name)
{
    const QJsonArray containers = specOf(pod).value(QLatin1String("containers")).toArray();
    for (const QJsonValue &v : containers) {
        if (v.toObject().value(QLatin1String("name")).toString() == name)
            return v.toObject();
    }
    return containers.isEmpty() ? QJsonObject() : containers.first().toObject();
}

QStringList containerEnvironment(const StateStore &store, const QString &ns, const QJsonObject &c)
{
    QStringList env;
    for (const QJsonValue &from : c.value(QLatin1String("envFrom")).toArray()) {
        const QString secret = from.toObject()
                                   .value(QLatin1String("secretRef"))
                                   .toObject()
                                   .value(QLatin1String("name"))
                                   .toString();
        const QJsonObject data = store.object(StateStore::objectKey(ns, s("Secret"), secret))
                                     .value(QLatin1String("data"))
                                     .toObject();
        for (auto it = data.begin(); it != data.end(); ++it)
            env.append(it.key() + QLatin1Char('=') + secretValue(store, ns, secret, it.key()));
    }
    for (const QJsonValue &v : c.value(QLatin1String("env")).toArray()) {
        const QJsonObject var = v.toObject();
        const QJsonObject ref = var.value(QLatin1String("valueFrom"))
                                    .toObject()
                                    .value(QLatin1String("secretKeyRef"))
                                    .toObject();
        const QString value = ref.isEmpty()
            ? var.value(QLatin1String("value")).toString()
            : secretValue(store, ns, ref.value(QLatin1String("name")).toString(),
                ref.value(QLatin1String("key")).toString());
        env.append(var.value(QLatin1String("name")).toString() + QLatin1Char('=') + value);
    }
    return env;
}

} // namespace HelmDeck::ClusterFake
