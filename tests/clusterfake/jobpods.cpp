// SPDX-License-Identifier: GPL-3.0-or-later
// Jobs and their pods as shown: computed from the Job object and the pod's files (README.md).

#include "jobpods.h"

#include "common.h"
#include "objects.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QRegularExpression>

namespace HelmDeck::ClusterFake {

namespace {

QJsonObject metadataOf(const QJsonObject &o)
{
    return o.value(QLatin1String("metadata")).toObject();
}

QString nameOf(const QJsonObject &o)
{
    return metadataOf(o).value(QLatin1String("name")).toString();
}

QJsonObject templateOf(const QJsonObject &job)
{
    return job.value(QLatin1String("spec")).toObject().value(QLatin1String("template")).toObject();
}

QJsonObject firstContainer(const QJsonObject &job)
{
    return templateOf(job)
        .value(QLatin1String("spec"))
        .toObject()
        .value(QLatin1String("containers"))
        .toArray()
        .first()
        .toObject();
}

QList<QJsonObject> jobsIn(const StateStore &store, const QString &ns, bool all)
{
    QList<QJsonObject> out;
    const QJsonObject objects = store.objects();
    for (auto it = objects.begin(); it != objects.end(); ++it) {
        if (it.key().contains(QLatin1String("/Job/"))
            && (all || it.key().startsWith(ns + QStringLiteral("/Job/"))))
            out.append(it.value().toObject());
    }
    return out;
}

/** The pod's state from its files: the exit file holds "<code> [reason]". */
struct PodRun
{
    bool failing = false;
    bool ended = false;
    int exitCode = 0;
    QString reason;
};

PodRun runOf(const StateStore &store, const QJsonObject &job)
{
    PodRun r;
    if (jobPodCannotExec(store, job)) {
        // as containerd reports a missing entrypoint: the container never ran
        r.ended = true;
        r.exitCode = 128;
        r.reason = QStringLiteral("StartError");
        return r;
    }
    r.failing = !jobPodFailure(store, job).isEmpty();
    QFile exit(podFile(store.path(), jobPodName(job), QStringLiteral(".exit")));
    if (exit.open(QIODevice::ReadOnly)) {
        const QStringList words = QString::fromUtf8(exit.readAll()).simplified().split(QLatin1Char(' '));
        r.ended = true;
        r.exitCode = words.value(0).toInt();
        r.reason = words.value(1);
    }
    return r;
}

/**
 * A container's terminated state: exit code and reason; with terminationMessagePolicy
 * FallbackToLogsOnError and a non-zero exit, the kubelet's message: the end of its log (at most 80
 * lines and 2048 bytes).
 */
QJsonObject terminated(const StateStore &store, const QJsonObject &job, const PodRun &run)
{
    QJsonObject t { { QStringLiteral("exitCode"), run.exitCode },
        { QStringLiteral("reason"),
            run.exitCode == 0 ? QStringLiteral("Completed") : QStringLiteral("Error") } };
    if (run.exitCode == 0
        || firstContainer(job).value(QLatin1String("terminationMessagePolicy")).toString()
            != QLatin1String("FallbackToLogsOnError"))
        return t;
    QFile log(podFile(store.path(), jobPodName(job), QStringLiteral(".log")));
    if (!log.open(QIODevice::ReadOnly))
        return t;
    QList<QByteArray> lines = log.readAll().split('\n');
    if (!lines.isEmpty() && lines.constLast().isEmpty())
        lines.removeLast();
    QByteArray tail = lines.mid(qMax(0, int(lines.size()) - 80)).join('\n');
    if (tail.size() > 2048)
        tail = tail.right(2048);
    if (!tail.isEmpty())
        t.insert(QStringLiteral("message"), QString::fromUtf8(tail));
    return t;
}

} // namespace

bool jobPodCannotExec(const StateStore &store, const QJsonObject &job)
{
    const QJsonObject c = firstContainer(job);
    const QString program = c.value(QLatin1String("command")).toArray().first().toString();
    return store.root()
               .value(QLatin1String("shellLessImages"))
               .toArray()
               .contains(c.value(QLatin1String("image")))
        && (program == QLatin1String("/bin/sh") || program == QLatin1String("sh"));
}

QString podFile(const QString &statePath, const QString &pod, const QString &suffix)
{
    return QFileInfo(statePath).absoluteDir().filePath(QStringLiteral("pods/") + pod + suffix);
}

QString jobPodName(const QJsonObject &job)
{
    return nameOf(job) + QLatin1Char('-')
        + safeEncode(
            metadataOf(job).value(QLatin1String("uid")).toString().toUtf8() + nameOf(job).toUtf8(), 5);
}

bool jobPodIsTty(const QJsonObject &job)
{
    const QJsonObject c = firstContainer(job);
    return c.value(QLatin1String("stdin")).toBool() && c.value(QLatin1String("tty")).toBool();
}

QJsonObject jobPodFailure(const StateStore &store, const QJsonObject &job)
{
    const QJsonObject injected
        = store.root().value(QLatin1String("podFailures")).toObject().value(nameOf(job)).toObject();
    if (!injected.isEmpty())
        return injected;
    const QString ns = metadataOf(job).value(QLatin1String("namespace")).toString();
    for (const QJsonValue &v : firstContainer(job).value(QLatin1String("env")).toArray()) {
        const QJsonObject ref = v.toObject()
                                    .value(QLatin1String("valueFrom"))
                                    .toObject()
                                    .value(QLatin1String("secretKeyRef"))
                                    .toObject();
        if (ref.isEmpty() || ref.value(QLatin1String("optional")).toBool())
            continue;
        const QString secret = ref.value(QLatin1String("name")).toString();
        const QString key = ref.value(QLatin1String("key")).toString();
        const QString objectKey = StateStore::objectKey(ns, QStringLiteral("Secret"), secret);
        QString message;
        if (!store.hasObject(objectKey))
            message = QStringLiteral("secret \"%1\" not found").arg(secret);
        else if (!store.object(objectKey).value(QLatin1String("data")).toObject().contains(key)
            && !store.object(objectKey).value(QLatin1String("stringData")).toObject().contains(key))
            message = QStringLiteral("couldn't find key %1 in Secret %2/%3").arg(key, ns, secret);
        if (!message.isEmpty())
            return { { QStringLiteral("reason"), QStringLiteral("CreateContainerConfigError") },
                { QStringLiteral("message"), message } };
    }
    return {};
}

QStringList ownedByJob(const StateStore &store, const QJsonObject &job)
{
    QStringList out;
    const QString uid = metadataOf(job).value(QLatin1String("uid")).toString();
    const QString prefix = metadataOf(job).value(QLatin1String("namespace")).toString() + QLatin1Char('/');
    const QJsonObject objects = store.objects();
    for (auto it = objects.begin(); it != objects.end(); ++it) {
        if (!it.key().startsWith(prefix) || uid.isEmpty())
            continue;
        const QJsonArray owners
            = metadataOf(it.value().toObject()).value(QLatin1String("ownerReferences")).toArray();
        for (const QJsonValue &o : owners) {
            if (o.toObject().value(QLatin1String("uid")).toString() == uid)
                out.append(it.key());
        }
    }
    return out;
}

QList<QJsonObject> jobPods(const StateStore &store, const QString &ns, bool all)
{
    QList<QJsonObject> out;
    for (const QJsonObject &job : jobsIn(store, ns, all)) {
        const QJsonObject tmpl = templateOf(job);
        const QString pod = jobPodName(job);
        const QString uid = metadataOf(job).value(QLatin1String("uid")).toString();
        QJsonObject labels = metadataOf(tmpl).value(QLatin1String("labels")).toObject();
        labels.insert(QStringLiteral("job-name"), nameOf(job));
        labels.insert(QStringLiteral("batch.kubernetes.io/job-name"), nameOf(job));
        labels.insert(QStringLiteral("controller-uid"), uid);
        labels.insert(QStringLiteral("batch.kubernetes.io/controller-uid"), uid);
        QJsonObject meta { { QStringLiteral("name"), pod },
            { QStringLiteral("namespace"), metadataOf(job).value(QLatin1String("namespace")) },
            { QStringLiteral("labels"), labels },
            { QStringLiteral("uid"), QString(uid + QStringLiteral("-pod")) },
            { QStringLiteral("creationTimestamp"),
                metadataOf(job).value(QLatin1String("creationTimestamp")) },
            { QStringLiteral("ownerReferences"),
                QJsonArray { QJsonObject { { QStringLiteral("apiVersion"), QStringLiteral("batch/v1") },
                    { QStringLiteral("kind"), QStringLiteral("Job") },
                    { QStringLiteral("name"), nameOf(job) }, { QStringLiteral("uid"), uid },
                    { QStringLiteral("controller"), true } } } } };
        if (metadataOf(tmpl).contains(QLatin1String("annotations")))
            meta.insert(QStringLiteral("annotations"), metadataOf(tmpl).value(QLatin1String("annotations")));
        QJsonObject spec = tmpl.value(QLatin1String("spec")).toObject();
        spec.insert(QStringLiteral("nodeName"), QStringLiteral("fake-node"));

        const PodRun run = runOf(store, job);
        const QJsonObject failure = jobPodFailure(store, job);
        const QString container = firstContainer(job).value(QLatin1String("name")).toString();
        QJsonObject cs { { QStringLiteral("name"), container },
            { QStringLiteral("image"), firstContainer(job).value(QLatin1String("image")) },
            { QStringLiteral("restartCount"), 0 } };
        QString phase;
        QJsonArray conditions;
        if (run.failing) {
            phase = QStringLiteral("Pending");
            cs.insert(QStringLiteral("state"), QJsonObject { { QStringLiteral("waiting"), failure } });
            cs.insert(QStringLiteral("ready"), false);
            if (failure.value(QLatin1String("reason")).toString() == QLatin1String("Unschedulable")) {
                cs.remove(QStringLiteral("state"));
                conditions.append(QJsonObject { { QStringLiteral("type"), QStringLiteral("PodScheduled") },
                    { QStringLiteral("status"), QStringLiteral("False") },
                    { QStringLiteral("reason"), QStringLiteral("Unschedulable") },
                    { QStringLiteral("message"), failure.value(QLatin1String("message")) } });
            }
        } else if (run.ended) {
            phase = run.exitCode == 0 ? QStringLiteral("Succeeded") : QStringLiteral("Failed");
            cs.insert(QStringLiteral("state"),
                QJsonObject { { QStringLiteral("terminated"),
                    run.reason == QLatin1String("StartError")
                        ? QJsonObject { { QStringLiteral("exitCode"), run.exitCode },
                            { QStringLiteral("reason"), run.reason },
                            { QStringLiteral("message"),
                                QStringLiteral(
                                    "failed to create containerd task: failed to create shim task: OCI "
                                    "runtime create failed: runc create failed: unable to start "
                                    "container process: exec: \"/bin/sh\": stat /bin/sh: no such file "
                                    "or directory: unknown") } }
                        : terminated(store, job, run) } });
            cs.insert(QStringLiteral("ready"), false);
        } else {
            phase = QStringLiteral("Running");
            cs.insert(QStringLiteral("state"),
                QJsonObject { { QStringLiteral("running"),
                    QJsonObject { { QStringLiteral("startedAt"),
                        metadataOf(job).value(QLatin1String("creationTimestamp")) } } } });
            cs.insert(QStringLiteral("ready"), true);
            cs.insert(QStringLiteral("started"), true);
        }
        QJsonObject status { { QStringLiteral("phase"), phase } };
        if (!cs.contains(QLatin1String("state")))
            cs.insert(QStringLiteral("state"),
                QJsonObject { { QStringLiteral("waiting"),
                    QJsonObject { { QStringLiteral("reason"), QStringLiteral("Pending") } } } });
        if (run.failing && conditions.isEmpty()) // scheduled, but its container cannot start
            conditions.append(QJsonObject { { QStringLiteral("type"), QStringLiteral("PodScheduled") },
                { QStringLiteral("status"), QStringLiteral("True") } });
        if (run.reason == QLatin1String("DeadlineExceeded")) {
            status.insert(QStringLiteral("reason"), QStringLiteral("DeadlineExceeded"));
            status.insert(QStringLiteral("message"),
                QStringLiteral("Pod was active on the node longer than the specified deadline"));
        }
        if (!conditions.isEmpty())
            status.insert(QStringLiteral("conditions"), conditions);
        if (!(run.failing
                && failure.value(QLatin1String("reason")).toString() == QLatin1String("Unschedulable")))
            status.insert(QStringLiteral("containerStatuses"), QJsonArray { cs });
        out.append({ { QStringLiteral("apiVersion"), QStringLiteral("v1") },
            { QStringLiteral("kind"), QStringLiteral("Pod") }, { QStringLiteral("metadata"), meta },
            { QStringLiteral("spec"), spec }, { QStringLiteral("status"), status } });
    }
    return out;
}

QJsonObject jobView(const StateStore &store, QJsonObject job)
{
    const PodRun run = runOf(store, job);
    QJsonObject status { { QStringLiteral("startTime"),
        metadataOf(job).value(QLatin1String("creationTimestamp")) } };
    if (!run.ended) {
        status.insert(QStringLiteral("active"), 1);
        status.insert(QStringLiteral("ready"), run.failing ? 0 : 1);
    } else {
        const bool ok = run.exitCode == 0;
        const bool deadline = run.reason == QLatin1String("DeadlineExceeded");
        status.insert(ok ? QStringLiteral("succeeded") : QStringLiteral("failed"), 1);
        QJsonObject condition { { QStringLiteral("type"),
                                    ok ? QStringLiteral("Complete") : QStringLiteral("Failed") },
            { QStringLiteral("status"), QStringLiteral("True") },
            { QStringLiteral("reason"),
                ok ? QStringLiteral("Completed")
                   : (deadline ? run.reason : QStringLiteral("BackoffLimitExceeded")) } };
        if (!ok) // the job controller's messages
            condition.insert(QStringLiteral("message"),
                deadline ? QStringLiteral("Job was active longer than specified deadline")
                         : QStringLiteral("Job has reached the specified backoff limit"));
        status.insert(QStringLiteral("conditions"), QJsonArray { condition });
    }
    job.insert(QStringLiteral("status"), status);
    return job;
}

QList<QJsonObject> jobPodEvents(const StateStore &store, const QString &ns, bool all)
{
    QList<QJsonObject> out;
    for (const QJsonObject &job : jobsIn(store, ns, all)) {
        const QJsonObject failure = jobPodFailure(store, job);
        if (failure.isEmpty())
            continue;
        const QString podNs = metadataOf(job).value(QLatin1String("namespace")).toString();
        out.append({ { QStringLiteral("apiVersion"), QStringLiteral("v1") },
            { QStringLiteral("kind"), QStringLiteral("Event") },
            { QStringLiteral("metadata"),
                QJsonObject {
                    { QStringLiteral("name"), QString(jobPodName(job) + QStringLiteral(".failure")) },
                    { QStringLiteral("namespace"), podNs } } },
            { QStringLiteral("involvedObject"),
                QJsonObject { { QStringLiteral("kind"), QStringLiteral("Pod") },
                    { QStringLiteral("name"), jobPodName(job) }, { QStringLiteral("namespace"), podNs } } },
            { QStringLiteral("type"), QStringLiteral("Warning") },
            { QStringLiteral("reason"),
                failure.value(QLatin1String("reason")).toString() == QLatin1String("Unschedulable")
                    ? QStringLiteral("FailedScheduling")
                    : failure.value(QLatin1String("reason")).toString() },
            { QStringLiteral("message"), failure.value(QLatin1String("message")) },
            { QStringLiteral("lastTimestamp"), metadataOf(job).value(QLatin1String("creationTimestamp")) },
            { QStringLiteral("count"), 1 } });
    }
    return out;
}

QJsonObject jobOfPod(const StateStore &store, const QString &ns, const QString &pod)
{
    for (const QJsonObject &job : jobsIn(store, ns, false)) {
        if (jobPodName(job) == pod)
            return job;
    }
    return {};
}

QJsonObject jobContainer(const QJsonObject &job)
{
    return firstContainer(job);
}

bool findJobPod(const QString &statePath, const QString &ns, const QString &pod, QJsonObject *job)
{
    StateStore store(statePath);
    QString error;
    if (!store.open(&error))
        return false;
    QString name = pod;
    if (name.startsWith(QLatin1String("job/"))) {
        *job = store.object(StateStore::objectKey(ns, QStringLiteral("Job"), name.mid(4)));
    } else {
        name.remove(QRegularExpression(QStringLiteral("^pods?/")));
        *job = jobOfPod(store, ns, name);
    }
    return !job->isEmpty();
}

int jobPodNotFound(const QString &pod)
{
    return fail(QStringLiteral("Error from server (NotFound): pods \"%1\" not found").arg(pod));
}

} // namespace HelmDeck::ClusterFake
