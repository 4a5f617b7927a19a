// SPDX-License-Identifier: GPL-3.0-or-later
#include "claims.h"

#include "objects.h"

#include <QJsonArray>

namespace HelmDeck::ClusterFake {

namespace {

QString s(const char *text)
{
    return QString::fromLatin1(text);
}

QJsonObject metadata(const QJsonObject &o)
{
    return o.value(QLatin1String("metadata")).toObject();
}

QString nameOf(const QJsonObject &o)
{
    return metadata(o).value(QLatin1String("name")).toString();
}

} // namespace

static QString defaultStorageClass(const StateStore &store)
{
    const QJsonObject objs = store.objects();
    for (auto it = objs.begin(); it != objs.end(); ++it) {
        if (it.key().startsWith(QLatin1String("/StorageClass/"))
            && metadata(it.value().toObject())
                    .value(QLatin1String("annotations"))
                    .toObject()
                    .value(QLatin1String("storageclass.kubernetes.io/is-default-class"))
                    .toString()
                == QLatin1String("true"))
            return nameOf(it.value().toObject());
    }
    return QString();
}

/** A claim waiting for its first consumer binds once a pod that mounts it is scheduled. */
static bool mountedByPod(const StateStore &store, const QString &ns, const QString &claim)
{
    const QJsonObject objs = store.objects();
    const QString prefix = ns + QStringLiteral("/Deployment/");
    for (auto it = objs.begin(); it != objs.end(); ++it) {
        if (!it.key().startsWith(prefix))
            continue;
        const QJsonObject d = it.value().toObject();
        if (replicasOf(d) == 0)
            continue;
        const QJsonArray volumes = d.value(QLatin1String("spec"))
                                       .toObject()
                                       .value(QLatin1String("template"))
                                       .toObject()
                                       .value(QLatin1String("spec"))
                                       .toObject()
                                       .value(QLatin1String("volumes"))
                                       .toArray();
        for (const QJsonValue &v : volumes) {
            if (v.toObject()
                    .value(QLatin1String("persistentVolumeClaim"))
                    .toObject()
                    .value(QLatin1String("claimName"))
                    .toString()
                == claim)
                return true;
        }
    }
    return false;
}

QJsonObject pvcView(const StateStore &store, QJsonObject pvc)
{
    const QString name = nameOf(pvc);
    const QString ns = metadata(pvc).value(QLatin1String("namespace")).toString();
    QJsonObject spec = pvc.value(QLatin1String("spec")).toObject();
    if (!spec.contains(QLatin1String("storageClassName"))) {
        const QString def = defaultStorageClass(store);
        if (!def.isEmpty())
            spec.insert(QStringLiteral("storageClassName"), def);
    }
    const QJsonValue cls = spec.value(QLatin1String("storageClassName"));
    QString phase;
    if (cls.toString().isEmpty()) {
        // static binding: a named PersistentVolume must exist
        const QString volume = spec.value(QLatin1String("volumeName")).toString();
        phase = !volume.isEmpty()
                && store.hasObject(StateStore::objectKey(QString(), s("PersistentVolume"), volume))
            ? s("Bound")
            : s("Pending");
    } else {
        const QString classKey = StateStore::objectKey(QString(), s("StorageClass"), cls.toString());
        const bool waits = store.object(classKey).value(QLatin1String("volumeBindingMode")).toString()
            == QLatin1String("WaitForFirstConsumer");
        phase = !store.hasObject(classKey) || (waits && !mountedByPod(store, ns, name)) ? s("Pending")
                                                                                        : s("Bound");
    }
    const QString forced = store.root().value(QLatin1String("pvcPhase")).toObject().value(name).toString();
    if (!forced.isEmpty())
        phase = forced;
    QJsonObject status { { QStringLiteral("phase"), phase } };
    if (phase == QLatin1String("Bound")) {
        if (!spec.contains(QLatin1String("volumeName")))
            spec.insert(QStringLiteral("volumeName"),
                QString(QStringLiteral("pvc-") + metadata(pvc).value(QLatin1String("uid")).toString()));
        status.insert(QStringLiteral("accessModes"), spec.value(QLatin1String("accessModes")));
        status.insert(QStringLiteral("capacity"),
            QJsonObject { { QStringLiteral("storage"),
                spec.value(QLatin1String("resources"))
                    .toObject()
                    .value(QLatin1String("requests"))
                    .toObject()
                    .value(QLatin1String("storage")) } });
    }
    pvc.insert(QStringLiteral("spec"), spec);
    pvc.insert(QStringLiteral("status"), status);
    return pvc;
}

QJsonObject pvView(const StateStore &store, QJsonObject pv)
{
    const QJsonObject ref
        = pv.value(QLatin1String("spec")).toObject().value(QLatin1String("claimRef")).toObject();
    const bool bound = !ref.isEmpty()
        && store.hasObject(StateStore::objectKey(ref.value(QLatin1String("namespace")).toString(),
            s("PersistentVolumeClaim"), ref.value(QLatin1String("name")).toString()));
    pv.insert(QStringLiteral("status"),
        QJsonObject { { QStringLiteral("phase"), bound ? s("Bound") : s("Available") } });
    return pv;
}

} // namespace HelmDeck::ClusterFake
