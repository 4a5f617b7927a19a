// SPDX-License-Identifier: GPL-3.0-or-later
#include "objects.h"

#include "claims.h"
#include "common.h"
#include "jobpods.h"
#include "statefulsets.h"
#include "yamljson.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>

namespace HelmDeck::ClusterFake {

static QString s(const char *text)
{
    return QString::fromLatin1(text);
}

const QList<ResourceKind> &resourceKinds()
{
    static const QList<ResourceKind> kinds {
        { s("Namespace"), QString(), s("v1"), s("namespaces"), { s("namespace"), s("ns") }, false },
        { s("StorageClass"), s("storage.k8s.io"), s("v1"), s("storageclasses"),
            { s("storageclass"), s("sc") }, false },
        { s("PersistentVolume"), QString(), s("v1"), s("persistentvolumes"),
            { s("persistentvolume"), s("pv") }, false },
        { s("PersistentVolumeClaim"), QString(), s("v1"), s("persistentvolumeclaims"),
            { s("persistentvolumeclaim"), s("pvc") }, true },
        { s("Deployment"), s("apps"), s("v1"), s("deployments"), { s("deployment"), s("deploy") }, true },
        { s("StatefulSet"), s("apps"), s("v1"), s("statefulsets"), { s("statefulset"), s("sts") }, true },
        { s("CronJob"), s("batch"), s("v1"), s("cronjobs"), { s("cronjob"), s("cj") }, true },
        { s("Job"), s("batch"), s("v1"), s("jobs"), { s("job") }, true },
        { s("Pod"), QString(), s("v1"), s("pods"), { s("pod"), s("po") }, true },
        { s("Event"), QString(), s("v1"), s("events"), { s("event"), s("ev") }, true },
        { s("Secret"), QString(), s("v1"), s("secrets"), { s("secret") }, true },
        { s("ConfigMap"), QString(), s("v1"), s("configmaps"), { s("configmap"), s("cm") }, true },
        { s("Service"), QString(), s("v1"), s("services"), { s("service"), s("svc") }, true },
        { s("ServiceAccount"), QString(), s("v1"), s("serviceaccounts"), { s("serviceaccount"), s("sa") },
            true },
        { s("Ingress"), s("networking.k8s.io"), s("v1"), s("ingresses"), { s("ingress"), s("ing") }, true },
        // cluster-scoped; served to `get` (the Routing form's class picker) but not listed in discovery
        { s("IngressClass"), s("networking.k8s.io"), s("v1"), s("ingressclasses"), { s("ingressclass") },
            false, false },
        { s("HTTPRoute"), s("gateway.networking.k8s.io"), s("v1"), s("httproutes"), { s("httproute") },
            true },
        { s("Gateway"), s("gateway.networking.k8s.io"), s("v1"), s("gateways"), { s("gateway"), s("gtw") },
            true },
        { s("ServiceMonitor"), s("monitoring.coreos.com"), s("v1"), s("servicemonitors"),
            { s("servicemonitor") }, true },
        // Traefik's CRDs: traefik.io since v2.10, traefik.containo.us before (a bare "ingressroutes"
        // means the first, as kubectl resolves it to its preferred group)
        { s("IngressRoute"), s("traefik.io"), s("v1alpha1"), s("ingressroutes"), { s("ingressroute") },
            true },
        { s("IngressRoute"), s("traefik.containo.us"), s("v1alpha1"), s("ingressroutes"),
            { s("ingressroute") }, true },
        // cert-manager, as the example project's cluster has it (examples/guestbook: letsencrypt)
        { s("Certificate"), s("cert-manager.io"), s("v1"), s("certificates"), { s("certificate"), s("cert") },
            true },
        { s("Issuer"), s("cert-manager.io"), s("v1"), s("issuers"), { s("issuer") }, true },
        { s("ClusterIssuer"), s("cert-manager.io"), s("v1"), s("clusterissuers"), { s("clusterissuer") },
            false },
        // built-in kinds the app chart renders, for `get` only (see ResourceKind::discovered)
        { s("HorizontalPodAutoscaler"), s("autoscaling"), s("v2"), s("horizontalpodautoscalers"),
            { s("horizontalpodautoscaler"), s("hpa") }, true, false },
        { s("PodDisruptionBudget"), s("policy"), s("v1"), s("poddisruptionbudgets"),
            { s("poddisruptionbudget"), s("pdb") }, true, false },
        { s("Role"), s("rbac.authorization.k8s.io"), s("v1"), s("roles"), { s("role") }, true, false },
        { s("RoleBinding"), s("rbac.authorization.k8s.io"), s("v1"), s("rolebindings"), { s("rolebinding") },
            true, false },
    };
    return kinds;
}

QString ResourceKind::nameOutput(const QString &name) const
{
    const QString singular = kind.toLower();
    return (group.isEmpty() ? singular : singular + QLatin1Char('.') + group) + QLatin1Char('/') + name;
}

const ResourceKind *findResource(const QString &typeName)
{
    const QString lower = typeName.toLower();
    for (const ResourceKind &k : resourceKinds()) {
        if (lower == k.plural || k.aliases.contains(lower))
            return &k;
        for (const QString &n : k.aliases + QStringList { k.plural }) {
            if (!k.group.isEmpty() && lower == n + QLatin1Char('.') + k.group)
                return &k;
        }
    }
    return nullptr;
}

ResourceKind resourceForKind(const QString &kind, const QString &apiVersion)
{
    const QString group
        = apiVersion.contains(QLatin1Char('/')) ? apiVersion.section(QLatin1Char('/'), 0, 0) : QString();
    const ResourceKind *first = nullptr;
    for (const ResourceKind &k : resourceKinds()) {
        if (k.kind != kind)
            continue;
        if (apiVersion.isEmpty() || k.group == group)
            return k;
        if (!first)
            first = &k;
    }
    if (first)
        return *first; // a known kind under another group/version, e.g. HTTPRoute v1beta1
    static const QStringList clusterScoped { s("ClusterRole"), s("ClusterRoleBinding"),
        s("CustomResourceDefinition"), s("PriorityClass"), s("IngressClass"), s("Node") };
    ResourceKind r;
    r.kind = kind;
    r.group = apiVersion.contains(QLatin1Char('/')) ? apiVersion.section(QLatin1Char('/'), 0, 0) : QString();
    r.version = apiVersion.section(QLatin1Char('/'), -1);
    r.plural = kind.toLower() + QLatin1Char('s');
    r.namespaced = !clusterScoped.contains(kind);
    return r;
}

QString safeEncode(const QByteArray &seed, int length)
{
    static const char alphabet[] = "bcdfghjklmnpqrstvwxz2456789";
    const QByteArray digest = QCryptographicHash::hash(seed, QCryptographicHash::Sha1);
    QString out;
    for (int i = 0; i < length; ++i)
        out.append(QLatin1Char(alphabet[uchar(digest.at(i % digest.size())) % (sizeof(alphabet) - 1)]));
    return out;
}

static QString uidFor(const QString &key)
{
    const QString h
        = QString::fromLatin1(QCryptographicHash::hash(key.toUtf8(), QCryptographicHash::Sha1).toHex());
    return h.mid(0, 8) + QLatin1Char('-') + h.mid(8, 4) + QLatin1Char('-') + h.mid(12, 4) + QLatin1Char('-')
        + h.mid(16, 4) + QLatin1Char('-') + h.mid(20, 12);
}

static QJsonObject metadata(const QJsonObject &o)
{
    return o.value(QLatin1String("metadata")).toObject();
}

static QString nameOf(const QJsonObject &o)
{
    return metadata(o).value(QLatin1String("name")).toString();
}

static QJsonObject namespaceObject(const QString &name, const QJsonObject &entry)
{
    QJsonObject labels = entry.value(QLatin1String("labels")).toObject();
    labels.insert(QStringLiteral("kubernetes.io/metadata.name"), name);
    QJsonObject meta { { QStringLiteral("name"), name }, { QStringLiteral("labels"), labels },
        { QStringLiteral("uid"), uidFor(QStringLiteral("/Namespace/") + name) } };
    if (entry.contains(QLatin1String("annotations")))
        meta.insert(QStringLiteral("annotations"), entry.value(QLatin1String("annotations")));
    return { { QStringLiteral("apiVersion"), s("v1") }, { QStringLiteral("kind"), s("Namespace") },
        { QStringLiteral("metadata"), meta },
        { QStringLiteral("spec"),
            QJsonObject { { QStringLiteral("finalizers"), QJsonArray { s("kubernetes") } } } },
        { QStringLiteral("status"), QJsonObject { { QStringLiteral("phase"), s("Active") } } } };
}

int replicasOf(const QJsonObject &deployment)
{
    const QJsonValue r = deployment.value(QLatin1String("spec")).toObject().value(QLatin1String("replicas"));
    return r.isUndefined() || r.isNull() ? 1 : r.toInt();
}

static QJsonObject podFailure(const StateStore &store, const QString &deployment)
{
    return store.root().value(QLatin1String("podFailures")).toObject().value(deployment).toObject();
}

static QJsonObject deploymentView(const StateStore &store, QJsonObject d)
{
    const int replicas = replicasOf(d);
    const bool failing = !podFailure(store, nameOf(d)).isEmpty();
    const bool available = !failing || replicas == 0;
    QJsonObject status { { QStringLiteral("observedGeneration"),
                             metadata(d).value(QLatin1String("generation")) },
        { QStringLiteral("replicas"), replicas }, { QStringLiteral("updatedReplicas"), replicas } };
    // like the API server, zero counts are left out
    if (!failing && replicas > 0) {
        status.insert(QStringLiteral("readyReplicas"), replicas);
        status.insert(QStringLiteral("availableReplicas"), replicas);
    } else if (replicas > 0) {
        status.insert(QStringLiteral("unavailableReplicas"), replicas);
    }
    status.insert(QStringLiteral("conditions"),
        QJsonArray { QJsonObject { { QStringLiteral("type"), s("Available") },
            { QStringLiteral("status"), available ? s("True") : s("False") },
            { QStringLiteral("reason"),
                available ? s("MinimumReplicasAvailable") : s("MinimumReplicasUnavailable") } } });
    d.insert(QStringLiteral("status"), status);
    return d;
}

static QList<QJsonObject> podsOf(const StateStore &store, const QJsonObject &d)
{
    const QString name = nameOf(d);
    const QJsonObject tmpl
        = d.value(QLatin1String("spec")).toObject().value(QLatin1String("template")).toObject();
    // a new pod template means a new ReplicaSet, so new pod names, as on a real rollout
    const QString hash = safeEncode(name.toUtf8() + compactJson(tmpl), 10);
    const QJsonObject failure = podFailure(store, name);
    const QString reason = failure.value(QLatin1String("reason")).toString();
    const bool crashLoop = reason == QLatin1String("CrashLoopBackOff");
    // the scheduler places no pod: Pending, PodScheduled=False with its FailedScheduling message
    const bool unschedulable = reason == QLatin1String("Unschedulable");
    QJsonObject labels = metadata(tmpl).value(QLatin1String("labels")).toObject();
    labels.insert(QStringLiteral("pod-template-hash"), hash);
    QList<QJsonObject> pods;
    for (int i = 0; i < replicasOf(d); ++i) {
        const QString podName = name + QLatin1Char('-') + hash + QLatin1Char('-')
            + safeEncode(name.toUtf8() + hash.toUtf8() + QByteArray::number(i), 5);
        QJsonArray statuses;
        for (const QJsonValue &c :
            tmpl.value(QLatin1String("spec")).toObject().value(QLatin1String("containers")).toArray()) {
            QJsonObject cs { { QStringLiteral("name"), c.toObject().value(QLatin1String("name")) },
                { QStringLiteral("image"), c.toObject().value(QLatin1String("image")) },
                { QStringLiteral("ready"), failure.isEmpty() },
                { QStringLiteral("started"), failure.isEmpty() },
                { QStringLiteral("restartCount"), crashLoop ? 4 : 0 } };
            if (failure.isEmpty()) {
                cs.insert(QStringLiteral("state"),
                    QJsonObject { { QStringLiteral("running"),
                        QJsonObject { { QStringLiteral("startedAt"),
                            metadata(d).value(QLatin1String("creationTimestamp")) } } } });
            } else {
                cs.insert(QStringLiteral("state"), QJsonObject { { QStringLiteral("waiting"), failure } });
                if (crashLoop)
                    cs.insert(QStringLiteral("lastState"),
                        QJsonObject { { QStringLiteral("terminated"),
                            QJsonObject { { QStringLiteral("exitCode"), 1 },
                                { QStringLiteral("reason"), s("Error") } } } });
            }
            statuses.append(cs);
        }
        const bool ready = failure.isEmpty();
        QJsonObject spec = tmpl.value(QLatin1String("spec")).toObject();
        if (!unschedulable)
            spec.insert(QStringLiteral("nodeName"), s("fake-node"));
        QJsonObject meta { { QStringLiteral("name"), podName },
            { QStringLiteral("namespace"), metadata(d).value(QLatin1String("namespace")) },
            { QStringLiteral("labels"), labels }, { QStringLiteral("uid"), uidFor(podName) },
            { QStringLiteral("creationTimestamp"), metadata(d).value(QLatin1String("creationTimestamp")) },
            { QStringLiteral("ownerReferences"),
                QJsonArray { QJsonObject { { QStringLiteral("apiVersion"), s("apps/v1") },
                    { QStringLiteral("kind"), s("ReplicaSet") },
                    { QStringLiteral("name"), QString(name + QLatin1Char('-') + hash) },
                    { QStringLiteral("controller"), true } } } } };
        if (metadata(tmpl).contains(QLatin1String("annotations")))
            meta.insert(QStringLiteral("annotations"), metadata(tmpl).value(QLatin1String("annotations")));
        QJsonObject status { { QStringLiteral("phase"), ready || crashLoop ? s("Running") : s("Pending") },
            { QStringLiteral("conditions"),
                QJsonArray { QJsonObject { { QStringLiteral("type"), s("Ready") },
                    { QStringLiteral("status"), ready ? s("True") : s("False") } } } },
            { QStringLiteral("containerStatuses"), statuses } };
        if (unschedulable) {
            status.remove(QStringLiteral("containerStatuses"));
            status.insert(QStringLiteral("conditions"),
                QJsonArray { QJsonObject { { QStringLiteral("type"), s("PodScheduled") },
                    { QStringLiteral("status"), s("False") },
                    { QStringLiteral("reason"), s("Unschedulable") },
                    { QStringLiteral("message"), failure.value(QLatin1String("message")) } } });
        }
        pods.append({ { QStringLiteral("apiVersion"), s("v1") }, { QStringLiteral("kind"), s("Pod") },
            { QStringLiteral("metadata"), meta }, { QStringLiteral("spec"), spec },
            { QStringLiteral("status"), status } });
    }
    return pods;
}

/** The scheduler's Warning FailedScheduling event for each pod of a Deployment whose failure is
 * Unschedulable. */
static QList<QJsonObject> schedulingEvents(const StateStore &store, const QString &ns, bool all)
{
    QList<QJsonObject> out;
    const QJsonObject objects = store.root().value(QLatin1String("objects")).toObject();
    for (auto it = objects.begin(); it != objects.end(); ++it) {
        const QString podNs = it.key().section(QLatin1Char('/'), 0, 0);
        if (it.key().section(QLatin1Char('/'), 1, 1) != QLatin1String("Deployment") || (!all && podNs != ns))
            continue;
        const QJsonObject failure = podFailure(store, it.key().section(QLatin1Char('/'), 2));
        if (failure.value(QLatin1String("reason")).toString() != QLatin1String("Unschedulable"))
            continue;
        for (const QJsonObject &pod : podsOf(store, it.value().toObject())) {
            const QString podName = metadata(pod).value(QLatin1String("name")).toString();
            out.append({ { QStringLiteral("apiVersion"), s("v1") }, { QStringLiteral("kind"), s("Event") },
                { QStringLiteral("metadata"),
                    QJsonObject {
                        { QStringLiteral("name"), QString(podName + QStringLiteral(".scheduling")) },
                        { QStringLiteral("namespace"), podNs } } },
                { QStringLiteral("involvedObject"),
                    QJsonObject { { QStringLiteral("kind"), s("Pod") }, { QStringLiteral("name"), podName },
                        { QStringLiteral("namespace"), podNs } } },
                { QStringLiteral("type"), s("Warning") }, { QStringLiteral("reason"), s("FailedScheduling") },
                { QStringLiteral("message"), failure.value(QLatin1String("message")) },
                { QStringLiteral("count"), 1 } });
        }
    }
    return out;
}

static QList<QJsonObject> eventsIn(const StateStore &store, const QString &ns, bool all)
{
    QList<QJsonObject> out = schedulingEvents(store, ns, all);
    int index = 0;
    for (const QJsonValue &v : store.root().value(QLatin1String("events")).toArray()) {
        QJsonObject e = v.toObject();
        const QJsonObject involved = e.value(QLatin1String("involvedObject")).toObject();
        const QString eventNs = involved.value(QLatin1String("namespace")).toString();
        ++index;
        if (!all && eventNs != ns)
            continue;
        e.insert(QStringLiteral("apiVersion"), s("v1"));
        e.insert(QStringLiteral("kind"), s("Event"));
        if (!e.contains(QLatin1String("metadata")))
            e.insert(QStringLiteral("metadata"),
                QJsonObject { { QStringLiteral("name"),
                                  QString(involved.value(QLatin1String("name")).toString() + QLatin1Char('.')
                                      + QString::number(index)) },
                    { QStringLiteral("namespace"), eventNs } });
        if (!e.contains(QLatin1String("count")))
            e.insert(QStringLiteral("count"), 1);
        out.append(e);
    }
    return out;
}

/** @p object (by its apiVersion; none given: any) is of @p kind's API group. */
static bool sameGroup(const ResourceKind &kind, const QJsonObject &object)
{
    const QString apiVersion = object.value(QLatin1String("apiVersion")).toString();
    if (apiVersion.isEmpty())
        return true;
    const QString group
        = apiVersion.contains(QLatin1Char('/')) ? apiVersion.section(QLatin1Char('/'), 0, 0) : QString();
    return group == kind.group;
}

QList<QJsonObject> listObjects(
    const StateStore &store, const ResourceKind &kind, const QString &ns, bool allNamespaces)
{
    QList<QJsonObject> out;
    if (kind.kind == QLatin1String("Namespace")) {
        const QJsonObject nss = store.root().value(QLatin1String("namespaces")).toObject();
        for (auto it = nss.begin(); it != nss.end(); ++it)
            out.append(namespaceObject(it.key(), it.value().toObject()));
        return out;
    }
    if (kind.kind == QLatin1String("Event"))
        return eventsIn(store, ns, allNamespaces) + jobPodEvents(store, ns, allNamespaces);
    const QJsonObject objs = store.objects();
    const bool all = allNamespaces || !kind.namespaced;
    const QString kindPart = QLatin1Char('/') + kind.kind + QLatin1Char('/');
    if (kind.kind == QLatin1String("Pod")) {
        const ResourceKind deployments = resourceForKind(s("Deployment"));
        for (const QJsonObject &d : listObjects(store, deployments, ns, allNamespaces))
            out += podsOf(store, d);
        return out + jobPods(store, ns, allNamespaces) + statefulSetPods(store, ns, allNamespaces);
    }
    for (auto it = objs.begin(); it != objs.end(); ++it) {
        const QString &key = it.key();
        if (!key.contains(kindPart) || (!all && !key.startsWith(ns + kindPart)))
            continue;
        QJsonObject o = it.value().toObject();
        if (!sameGroup(kind, o))
            continue; // IngressRoute of traefik.io is not listed as one of traefik.containo.us
        if (kind.kind == QLatin1String("Deployment"))
            o = deploymentView(store, o);
        else if (kind.kind == QLatin1String("PersistentVolumeClaim"))
            o = pvcView(store, o);
        else if (kind.kind == QLatin1String("PersistentVolume"))
            o = pvView(store, o);
        else if (kind.kind == QLatin1String("Job"))
            o = jobView(store, o);
        else if (kind.kind == QLatin1String("StatefulSet"))
            o = statefulSetView(store, o);
        out.append(o);
    }
    if (kind.kind == QLatin1String("PersistentVolumeClaim"))
        out += statefulSetClaims(store, ns, all); // the claims of volumeClaimTemplates: made up when shown
    return out;
}

bool matchesSelector(const QJsonObject &object, const QString &selector, bool *matches, QString *error)
{
    const QJsonObject labels = metadata(object).value(QLatin1String("labels")).toObject();
    *matches = true;
    for (const QString &term : selector.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const bool negated = term.contains(QLatin1String("!="));
        const QString sep = negated ? s("!=") : term.contains(QLatin1String("==")) ? s("==") : s("=");
        const int at = term.indexOf(sep);
        if (at <= 0 || term.contains(QLatin1Char(' '))) {
            *error = QStringLiteral("label selector \"") + selector
                + QStringLiteral("\" (only equality is modelled)");
            return false;
        }
        const QString key = term.left(at).trimmed();
        const QString value = term.mid(at + sep.size()).trimmed();
        const bool equal = labels.contains(key) && labels.value(key).toString() == value;
        if (negated == equal)
            *matches = false;
    }
    return true;
}

QString keyOf(const QJsonObject &object, const QString &defaultNs)
{
    const QString kind = object.value(QLatin1String("kind")).toString();
    const ResourceKind r = resourceForKind(kind, object.value(QLatin1String("apiVersion")).toString());
    const QString ns = metadata(object).value(QLatin1String("namespace")).toString();
    return StateStore::objectKey(
        r.namespaced ? (ns.isEmpty() ? defaultNs : ns) : QString(), kind, nameOf(object));
}

bool storeObject(StateStore &store, const QJsonObject &object, const QString &defaultNs,
    const QJsonObject &original, ApplyOutcome *outcome, QString *error)
{
    const QString key = keyOf(object, defaultNs);
    const QString ns = key.section(QLatin1Char('/'), 0, 0);
    const QString kind = object.value(QLatin1String("kind")).toString();
    const QString name = nameOf(object);
    if (kind.isEmpty() || name.isEmpty()) {
        *error = QStringLiteral("error: resource name may not be empty");
        return false;
    }
    if (kind == QLatin1String("Namespace")) {
        const bool existed = store.hasNamespace(name);
        const QJsonObject before
            = existed ? namespaceObject(name, store.namespaceEntry(name)) : QJsonObject();
        const QJsonObject merged = threeWayMerge(original, object, before).toObject();
        QJsonObject entry;
        for (const char *field : { "labels", "annotations" }) {
            QJsonObject values = metadata(merged).value(QLatin1String(field)).toObject();
            values.remove(QStringLiteral("kubernetes.io/metadata.name"));
            if (!values.isEmpty())
                entry.insert(QLatin1String(field), values);
        }
        store.putNamespace(name, entry);
        *outcome = !existed                          ? ApplyOutcome::Created
            : namespaceObject(name, entry) == before ? ApplyOutcome::Unchanged
                                                     : ApplyOutcome::Configured;
        return true;
    }
    if (!ns.isEmpty() && !store.hasNamespace(ns)) {
        *error = QStringLiteral("namespaces \"") + ns + QStringLiteral("\" not found");
        return false;
    }
    const bool existed = store.hasObject(key);
    const QJsonObject live = store.object(key);
    QJsonObject merged = existed ? threeWayMerge(original, object, live).toObject() : object;
    QJsonObject meta = metadata(merged);
    if (!ns.isEmpty())
        meta.insert(QStringLiteral("namespace"), ns);
    meta.insert(
        QStringLiteral("uid"), existed ? metadata(live).value(QLatin1String("uid")).toString() : uidFor(key));
    meta.insert(QStringLiteral("creationTimestamp"),
        existed ? metadata(live).value(QLatin1String("creationTimestamp")).toString() : nowRfc3339());
    const int generation = metadata(live).value(QLatin1String("generation")).toInt(1);
    const bool specChanged = live.value(QLatin1String("spec")) != merged.value(QLatin1String("spec"));
    meta.insert(QStringLiteral("generation"), !existed ? 1 : specChanged ? generation + 1 : generation);
    merged.insert(QStringLiteral("metadata"), meta);
    store.putObject(key, merged);
    *outcome = !existed  ? ApplyOutcome::Created
        : merged == live ? ApplyOutcome::Unchanged
                         : ApplyOutcome::Configured;
    return true;
}

void deleteObject(StateStore &store, const QString &key)
{
    if (key.startsWith(QLatin1String("/Namespace/")))
        store.removeNamespace(key.section(QLatin1Char('/'), 2));
    else
        store.removeObject(key);
}

} // namespace HelmDeck::ClusterFake
