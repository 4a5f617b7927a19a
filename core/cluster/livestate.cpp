// SPDX-License-Identifier: GPL-3.0-or-later
#include "livestate.h"

#include "chart/chartnames.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace HelmDeck {

namespace {

// A List's items, or the document itself when it is one object (kubectl get <kind> <name>).
QJsonArray items(const QByteArray &json)
{
    const QJsonDocument doc = QJsonDocument::fromJson(json);
    if (doc.isArray())
        return doc.array();
    const QJsonObject o = doc.object();
    if (o.contains(QStringLiteral("items")))
        return o.value(QStringLiteral("items")).toArray();
    if (o.isEmpty())
        return {};
    return QJsonArray { o };
}

QJsonObject at(const QJsonObject &o, const QStringList &path)
{
    QJsonObject cur = o;
    for (const QString &key : path)
        cur = cur.value(key).toObject();
    return cur;
}

QString annotation(const QJsonObject &object, const QString &key)
{
    return at(object, { QStringLiteral("metadata"), QStringLiteral("annotations") }).value(key).toString();
}

} // namespace

QMap<QString, QString> LiveState::cronSuffixes(const QByteArray &cronJobsJson, const QString &app)
{
    QMap<QString, QString> out;
    const QString prefix = ChartNames::cronJobPrefix(app);
    const QJsonArray list = items(cronJobsJson);
    // HelmDeck's own annotations first, then Dokku's (scheduler-k3s names its CronJobs the same way:
    // dokku.com/cron-id, dokku.com/job-suffix), so a HelmDeck id always wins a clash.
    const QStringList owners = { QStringLiteral("helmdeck.dev"), QStringLiteral("dokku.com") };
    for (const QString &owner : owners) {
        for (const QJsonValue &v : list) {
            const QJsonObject cronJob = v.toObject();
            const QString id = annotation(cronJob, owner + QStringLiteral("/cron-id"));
            if (id.isEmpty())
                continue;
            QString suffix = annotation(cronJob, owner + QStringLiteral("/job-suffix"));
            const QString name
                = at(cronJob, { QStringLiteral("metadata") }).value(QStringLiteral("name")).toString();
            if (suffix.isEmpty() && name.startsWith(prefix))
                suffix = name.mid(prefix.size());
            if (AppIdentities::isValidCronSuffix(suffix) && !out.contains(id))
                out.insert(id, suffix);
        }
    }
    return out;
}

QList<LiveDeployment> LiveState::deployments(const QByteArray &deploymentsJson)
{
    QList<LiveDeployment> out;
    const QJsonArray list = items(deploymentsJson);
    for (const QJsonValue &v : list) {
        const QJsonObject o = v.toObject();
        LiveDeployment d;
        const QJsonObject metadata = o.value(QStringLiteral("metadata")).toObject();
        d.name = metadata.value(QStringLiteral("name")).toString();
        d.process = metadata.value(QStringLiteral("labels"))
                        .toObject()
                        .value(QStringLiteral("app.kubernetes.io/name"))
                        .toString();
        const QJsonObject spec = o.value(QStringLiteral("spec")).toObject();
        d.replicas = spec.value(QStringLiteral("replicas")).toInt(1);
        const QJsonObject podTemplate = spec.value(QStringLiteral("template")).toObject();
        d.deploymentId = at(podTemplate, { QStringLiteral("metadata"), QStringLiteral("annotations") })
                             .value(QStringLiteral("helmdeck.dev/deployment-id"))
                             .toString();
        const QJsonArray secrets
            = at(podTemplate, { QStringLiteral("spec") }).value(QStringLiteral("imagePullSecrets")).toArray();
        for (const QJsonValue &s : secrets)
            d.imagePullSecrets.append(s.toObject().value(QStringLiteral("name")).toString());
        const QJsonObject podSpec = at(podTemplate, { QStringLiteral("spec") });
        d.serviceAccountName = podSpec.value(QStringLiteral("serviceAccountName")).toString();
        d.image = podSpec.value(QStringLiteral("containers"))
                      .toArray()
                      .first()
                      .toObject()
                      .value(QStringLiteral("image"))
                      .toString();
        d.readyReplicas
            = o.value(QStringLiteral("status")).toObject().value(QStringLiteral("readyReplicas")).toInt(0);
        if (!d.name.isEmpty())
            out.append(d);
    }
    return out;
}

QMap<QString, QString> LiveState::deploymentIds(const QByteArray &deploymentsJson)
{
    QMap<QString, QString> out;
    const QList<LiveDeployment> list = deployments(deploymentsJson);
    for (const LiveDeployment &d : list) {
        if (!d.process.isEmpty() && !d.deploymentId.isEmpty())
            out.insert(d.process, d.deploymentId);
    }
    return out;
}

bool LiveState::isFatalWaitingReason(const QString &reason)
{
    static const QStringList fatal {
        QStringLiteral("ImagePullBackOff"),
        QStringLiteral("ErrImagePull"),
        QStringLiteral("InvalidImageName"),
        QStringLiteral("ErrImageNeverPull"),
        QStringLiteral("CrashLoopBackOff"),
        QStringLiteral("CreateContainerConfigError"),
        QStringLiteral("CreateContainerError"),
        QStringLiteral("RunContainerError"),
    };
    return fatal.contains(reason);
}

QList<PodProblem> LiveState::podProblems(const QByteArray &podsJson)
{
    QList<PodProblem> out;
    const QJsonArray list = items(podsJson);
    for (const QJsonValue &v : list) {
        const QJsonObject pod = v.toObject();
        const QString name = at(pod, { QStringLiteral("metadata") }).value(QStringLiteral("name")).toString();
        const QJsonObject status = pod.value(QStringLiteral("status")).toObject();
        for (const QString &key :
            { QStringLiteral("initContainerStatuses"), QStringLiteral("containerStatuses") }) {
            const QJsonArray containers = status.value(key).toArray();
            for (const QJsonValue &c : containers) {
                const QJsonObject waiting
                    = at(c.toObject(), { QStringLiteral("state"), QStringLiteral("waiting") });
                const QString reason = waiting.value(QStringLiteral("reason")).toString();
                if (isFatalWaitingReason(reason)) {
                    out.append({ name, c.toObject().value(QStringLiteral("name")).toString(), reason,
                        waiting.value(QStringLiteral("message")).toString() });
                }
            }
        }
    }
    return out;
}

QList<PodProblem> LiveState::unschedulablePods(const QByteArray &podsJson)
{
    QList<PodProblem> out;
    const QJsonArray list = items(podsJson);
    for (const QJsonValue &v : list) {
        const QJsonObject pod = v.toObject();
        const QString name = at(pod, { QStringLiteral("metadata") }).value(QStringLiteral("name")).toString();
        const QJsonArray conditions
            = at(pod, { QStringLiteral("status") }).value(QStringLiteral("conditions")).toArray();
        for (const QJsonValue &c : conditions) {
            const QJsonObject condition = c.toObject();
            if (condition.value(QStringLiteral("type")).toString() == QStringLiteral("PodScheduled")
                && condition.value(QStringLiteral("status")).toString() == QStringLiteral("False")
                && condition.value(QStringLiteral("reason")).toString() == QStringLiteral("Unschedulable"))
                out.append({ name, QString(), QStringLiteral("Unschedulable"),
                    condition.value(QStringLiteral("message")).toString() });
        }
    }
    return out;
}

QList<LiveStorageClass> LiveState::storageClasses(const QByteArray &storageClassesJson)
{
    QList<LiveStorageClass> out;
    const QJsonArray list = items(storageClassesJson);
    for (const QJsonValue &v : list) {
        const QJsonObject o = v.toObject();
        LiveStorageClass c;
        c.name = at(o, { QStringLiteral("metadata") }).value(QStringLiteral("name")).toString();
        c.volumeBindingMode
            = o.value(QStringLiteral("volumeBindingMode")).toString(QStringLiteral("Immediate"));
        c.isDefault = annotation(o, QStringLiteral("storageclass.kubernetes.io/is-default-class"))
            == QStringLiteral("true");
        if (!c.name.isEmpty())
            out.append(c);
    }
    return out;
}

bool LiveState::claim(const QByteArray &claimJson, LiveClaim *out)
{
    const QJsonArray list = items(claimJson);
    if (list.isEmpty())
        return false;
    const QJsonObject o = list.first().toObject();
    const QJsonObject spec = o.value(QStringLiteral("spec")).toObject();
    const QJsonObject status = o.value(QStringLiteral("status")).toObject();
    out->name = at(o, { QStringLiteral("metadata") }).value(QStringLiteral("name")).toString();
    out->phase = status.value(QStringLiteral("phase")).toString(QStringLiteral("Pending"));
    out->storageClass = spec.value(QStringLiteral("storageClassName")).toString();
    out->accessModes.clear();
    const QJsonArray modes = spec.value(QStringLiteral("accessModes")).toArray();
    for (const QJsonValue &m : modes)
        out->accessModes.append(m.toString());
    out->requested = at(spec, { QStringLiteral("resources"), QStringLiteral("requests") })
                         .value(QStringLiteral("storage"))
                         .toString();
    out->capacity
        = status.value(QStringLiteral("capacity")).toObject().value(QStringLiteral("storage")).toString();
    out->volumeName = spec.value(QStringLiteral("volumeName")).toString();
    return !out->name.isEmpty();
}

QList<LiveEvent> LiveState::events(const QByteArray &eventsJson)
{
    QList<LiveEvent> out;
    const QJsonArray list = items(eventsJson);
    for (const QJsonValue &v : list) {
        const QJsonObject o = v.toObject();
        LiveEvent e;
        e.type = o.value(QStringLiteral("type")).toString();
        e.reason = o.value(QStringLiteral("reason")).toString();
        e.message = o.value(QStringLiteral("message")).toString();
        for (const QString &key : { QStringLiteral("lastTimestamp"), QStringLiteral("eventTime"),
                 QStringLiteral("firstTimestamp") }) {
            e.time = o.value(key).toString();
            if (!e.time.isEmpty())
                break;
        }
        out.append(e);
    }
    return out;
}

QStringList LiveState::releaseNames(const QByteArray &helmListJson)
{
    QStringList out;
    const QJsonArray list = QJsonDocument::fromJson(helmListJson).array();
    for (const QJsonValue &v : list)
        out.append(v.toObject().value(QStringLiteral("name")).toString());
    return out;
}

QMap<QString, QString> LiveState::releaseStatuses(const QByteArray &helmListJson)
{
    QMap<QString, QString> out;
    const QJsonArray list = QJsonDocument::fromJson(helmListJson).array();
    for (const QJsonValue &v : list)
        out.insert(v.toObject().value(QStringLiteral("name")).toString(),
            v.toObject().value(QStringLiteral("status")).toString());
    return out;
}

QList<ReleaseRevision> LiveState::releaseHistory(const QByteArray &helmHistoryJson)
{
    QList<ReleaseRevision> out;
    const QJsonArray list = QJsonDocument::fromJson(helmHistoryJson).array();
    for (const QJsonValue &v : list) {
        const QJsonObject o = v.toObject();
        out.append(
            { o.value(QStringLiteral("revision")).toInt(), o.value(QStringLiteral("status")).toString(),
                o.value(QStringLiteral("description")).toString() });
    }
    return out;
}

int LiveState::lastGoodRevision(const QList<ReleaseRevision> &history)
{
    for (qsizetype i = history.size() - 2; i >= 0; --i) {
        const QString &status = history.at(i).status;
        if (status == QStringLiteral("deployed") || status == QStringLiteral("superseded"))
            return history.at(i).revision;
    }
    return 0;
}

bool LiveState::exists(const QByteArray &objectJson)
{
    return !items(objectJson).isEmpty();
}

QJsonArray LiveState::listItems(const QByteArray &json)
{
    return items(json);
}

} // namespace HelmDeck
