// SPDX-License-Identifier: GPL-3.0-or-later
// helm upgrade --install and helm uninstall: releases, their revisions and their objects (rollback:
// helmrollback.cpp).

#include "helm.h"
#include "kubectlruns.h"

#include "objects.h"
#include "yamljson.h"

#include "jobpods.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QThread>

namespace HelmDeck::ClusterFake {

namespace {

const QString kReleaseName = QStringLiteral("meta.helm.sh/release-name");
const QString kReleaseNs = QStringLiteral("meta.helm.sh/release-namespace");

QJsonObject annotations(const QJsonObject &o)
{
    return o.value(QLatin1String("metadata")).toObject().value(QLatin1String("annotations")).toObject();
}

/** Helm's ownership marks, so a later release cannot silently take the object over. */
QJsonObject withOwnership(QJsonObject o, const QString &release, const QString &ns)
{
    QJsonObject meta = o.value(QLatin1String("metadata")).toObject();
    QJsonObject ann = meta.value(QLatin1String("annotations")).toObject();
    ann.insert(kReleaseName, release);
    ann.insert(kReleaseNs, ns);
    QJsonObject labels = meta.value(QLatin1String("labels")).toObject();
    labels.insert(QStringLiteral("app.kubernetes.io/managed-by"), QStringLiteral("Helm"));
    meta.insert(QStringLiteral("annotations"), ann);
    meta.insert(QStringLiteral("labels"), labels);
    o.insert(QStringLiteral("metadata"), meta);
    return o;
}

bool keptByPolicy(const QJsonObject &o)
{
    return annotations(o).value(QLatin1String("helm.sh/resource-policy")).toString() == QLatin1String("keep");
}

QString describeKey(const QString &key)
{
    return key.section(QLatin1Char('/'), 1, 1) + QStringLiteral(" \"") + key.section(QLatin1Char('/'), 2)
        + QLatin1Char('"');
}

/** The API server's refusals helm would hit, checked before anything is changed. */
QString conflict(const StateStore &store, const QJsonObject &oldObjects, const QJsonObject &newObjects,
    const QString &release, const QString &ns)
{
    for (auto it = newObjects.begin(); it != newObjects.end(); ++it) {
        const QJsonObject live = store.object(it.key());
        if (live.isEmpty())
            continue;
        const QJsonObject ann = annotations(live);
        if (!oldObjects.contains(it.key())
            && (ann.value(kReleaseName).toString() != release || ann.value(kReleaseNs).toString() != ns))
            return QStringLiteral("Unable to continue with %1: %2 in namespace \"%3\" exists and cannot be "
                                  "imported into the current "
                                  "release: invalid ownership metadata; annotation validation error: key "
                                  "\"%4\" must equal \"%5\": "
                                  "current value is \"%6\"")
                .arg(oldObjects.isEmpty() ? QStringLiteral("install") : QStringLiteral("update"),
                    describeKey(it.key()), it.key().section(QLatin1Char('/'), 0, 0), kReleaseName, release,
                    ann.value(kReleaseName).toString());
        if (it.key().section(QLatin1Char('/'), 1, 1) == QLatin1String("PersistentVolumeClaim")) {
            QJsonObject before = live.value(QLatin1String("spec")).toObject();
            QJsonObject after = it.value().toObject().value(QLatin1String("spec")).toObject();
            for (QJsonObject *spec : { &before, &after }) {
                spec->remove(QStringLiteral("resources"));
                spec->remove(QStringLiteral("volumeName"));
            }
            if (!after.contains(QLatin1String("storageClassName")))
                before.remove(QStringLiteral("storageClassName"));
            if (before != after)
                return QStringLiteral(
                    "cannot patch \"%1\" with kind PersistentVolumeClaim: PersistentVolumeClaim \"%1\" is "
                    "invalid: "
                    "spec: Forbidden: spec is immutable after creation except resources.requests and "
                    "volumeAttributesClassName for bound claims")
                    .arg(it.key().section(QLatin1Char('/'), 2));
        }
    }
    return QString();
}

} // namespace

// shared with helmrollback.cpp (helm.h)
bool applyObjects(StateStore &store, const QJsonObject &oldObjects, const QJsonObject &newObjects,
    const QString &ns, QString *error)
{
    for (auto it = newObjects.begin(); it != newObjects.end(); ++it) {
        ApplyOutcome outcome;
        if (!storeObject(
                store, it.value().toObject(), ns, oldObjects.value(it.key()).toObject(), &outcome, error))
            return false;
        // a Job the release brings (the app chart's release gate) runs as a kubectl-created one does
        if (outcome == ApplyOutcome::Created
            && it.key().section(QLatin1Char('/'), 1, 1) == QLatin1String("Job"))
            startJobPod(store, store.object(it.key()));
    }
    for (auto it = oldObjects.begin(); it != oldObjects.end(); ++it) {
        if (!newObjects.contains(it.key()) && !keptByPolicy(it.value().toObject()))
            deleteObject(store, it.key());
    }
    return true;
}

QJsonObject objectsOf(const QJsonObject &revision, const QString &release, const QString &ns)
{
    QJsonObject out;
    const QJsonObject parsed = manifestObjects(revision.value(QLatin1String("manifest")).toString(), ns);
    for (auto it = parsed.begin(); it != parsed.end(); ++it)
        out.insert(it.key(), withOwnership(it.value().toObject(), release, ns));
    return out;
}

/**
 * The release gate (the app chart's): when a Deployment of the release has the init container
 * "release-wait", its pods start only once the release's Jobs are Complete. Waits for that, for at
 * most @p timeoutMs; false when a Job Failed (the pods never become ready) or the time ran out.
 */
bool waitForGate(const Invocation &inv, const QJsonObject &objects, qint64 timeoutMs)
{
    QStringList jobs;
    bool gated = false;
    for (auto it = objects.begin(); it != objects.end(); ++it) {
        const QString kind = it.key().section(QLatin1Char('/'), 1, 1);
        if (kind == QLatin1String("Job"))
            jobs.append(it.key());
        if (kind != QLatin1String("Deployment"))
            continue;
        const QJsonArray inits = it.value()
                                     .toObject()
                                     .value(QLatin1String("spec"))
                                     .toObject()
                                     .value(QLatin1String("template"))
                                     .toObject()
                                     .value(QLatin1String("spec"))
                                     .toObject()
                                     .value(QLatin1String("initContainers"))
                                     .toArray();
        for (const QJsonValue &c : inits)
            gated = gated
                || c.toObject().value(QLatin1String("name")).toString() == QLatin1String("release-wait");
    }
    if (!gated || jobs.isEmpty())
        return true;
    QElapsedTimer timer;
    timer.start();
    for (;;) {
        int complete = 0;
        {
            StateStore store(inv.statePath);
            QString error;
            if (!store.open(&error))
                return false;
            for (const QString &key : qAsConst(jobs)) {
                const QJsonArray conditions = jobView(store, store.object(key))
                                                  .value(QLatin1String("status"))
                                                  .toObject()
                                                  .value(QLatin1String("conditions"))
                                                  .toArray();
                for (const QJsonValue &c : conditions) {
                    const QString type = c.toObject().value(QLatin1String("type")).toString();
                    if (type == QLatin1String("Failed"))
                        return false;
                    complete += type == QLatin1String("Complete") ? 1 : 0;
                }
            }
        }
        if (complete == jobs.size())
            return true;
        if (timer.elapsed() >= timeoutMs)
            return false;
        QThread::msleep(100);
    }
}

/** Deployments of the release that have a pod failure configured: helm's wait would time out. */
bool waitWouldTimeOut(const StateStore &store, const QJsonObject &objects)
{
    const QJsonObject failures = store.root().value(QLatin1String("podFailures")).toObject();
    for (auto it = objects.begin(); it != objects.end(); ++it) {
        if (it.key().section(QLatin1Char('/'), 1, 1) == QLatin1String("Deployment")
            && failures.contains(it.key().section(QLatin1Char('/'), 2)))
            return true;
    }
    return false;
}

QJsonArray markSuperseded(QJsonArray revisions)
{
    for (int i = 0; i < revisions.size(); ++i) {
        QJsonObject r = revisions.at(i).toObject();
        if (r.value(QLatin1String("status")).toString() == QLatin1String("deployed")) {
            r.insert(QStringLiteral("status"), QStringLiteral("superseded"));
            revisions.replace(i, r);
        }
    }
    return revisions;
}

QJsonArray trimmed(QJsonArray revisions, int historyMax)
{
    while (historyMax > 0 && revisions.size() > historyMax)
        revisions.removeFirst();
    return revisions;
}

namespace {

/** Marks the pending revision failed, then rolls back (or uninstalls) for --atomic / --rollback-on-failure.
 */
int failWait(const Invocation &inv, const Args &args, const QJsonObject &oldObjects,
    const QJsonObject &newObjects, int revisionNumber)
{
    const QString release = args.positional.at(1);
    const QString ns = helmNamespace(args);
    const bool install = revisionNumber == 1;
    const QString reason = QStringLiteral("context deadline exceeded");
    StateStore store(inv.statePath);
    QString error;
    if (!store.open(&error))
        return fail(error, 2);
    QJsonArray revisions = store.revisions(ns, release);
    QJsonObject previous;
    for (int i = 0; i < revisions.size(); ++i) {
        QJsonObject r = revisions.at(i).toObject();
        if (r.value(QLatin1String("revision")).toInt() == revisionNumber) {
            r.insert(QStringLiteral("status"), QStringLiteral("failed"));
            r.insert(QStringLiteral("description"),
                QString((install ? QStringLiteral("Release \"") : QStringLiteral("Upgrade \"")) + release
                    + QStringLiteral("\" failed: ") + reason));
            revisions.replace(i, r);
        } else if (r.value(QLatin1String("revision")).toInt() < revisionNumber) {
            previous = r;
        }
    }
    const bool atomic = args.has(QStringLiteral("atomic")) || args.has(QStringLiteral("rollback-on-failure"));
    const QString flagName = args.has(QStringLiteral("atomic")) ? QStringLiteral("atomic")
                                                                : QStringLiteral("rollback-on-failure");
    QString message = reason;
    if (atomic && (install || previous.isEmpty())) {
        applyObjects(store, newObjects, QJsonObject(), ns, &error);
        revisions = QJsonArray();
        message = QStringLiteral("release %1 failed, and has been uninstalled due to %2 being set: %3")
                      .arg(release, flagName, reason);
    } else if (atomic) {
        applyObjects(store, newObjects, objectsOf(previous, release, ns), ns, &error);
        QJsonObject rollback = previous;
        rollback.insert(QStringLiteral("revision"), revisionNumber + 1);
        rollback.insert(QStringLiteral("status"), QStringLiteral("deployed"));
        rollback.insert(QStringLiteral("updated"), nowRfc3339());
        rollback.insert(QStringLiteral("description"),
            QString(QStringLiteral("Rollback to ")
                + QString::number(previous.value(QLatin1String("revision")).toInt())));
        revisions = markSuperseded(revisions);
        revisions.append(rollback);
        message = QStringLiteral("release %1 failed, and has been rolled back due to %2 being set: %3")
                      .arg(release, flagName, reason);
    } else if (args.has(QStringLiteral("cleanup-on-fail"))) {
        for (auto it = newObjects.begin(); it != newObjects.end(); ++it) {
            if (!oldObjects.contains(it.key()))
                deleteObject(store, it.key());
        }
    }
    store.setRevisions(ns, release, revisions);
    if (!store.commit(&error))
        return fail(error, 2);
    // upgrade --install does not wrap install errors; upgrades say UPGRADE FAILED
    return fail(
        QStringLiteral("Error: ") + (install ? QString() : QStringLiteral("UPGRADE FAILED: ")) + message);
}

} // namespace

int helmUpgrade(const Invocation &inv, const Args &args)
{
    if (args.positional.size() != 3)
        return fail(QStringLiteral("Error: \"helm upgrade\" requires 2 arguments"));
    const QString release = args.positional.at(1);
    const QString ns = helmNamespace(args);
    const QString waitMode = args.value(QStringLiteral("wait"));
    const bool atomic = args.has(QStringLiteral("atomic")) || args.has(QStringLiteral("rollback-on-failure"));
    const bool wait = atomic || (args.has(QStringLiteral("wait")) && waitMode != QLatin1String("hookOnly"));
    const auto timeout = parseDuration(args.value(QStringLiteral("timeout"), QStringLiteral("5m0s")));
    if (!timeout)
        return fail(QStringLiteral(
            "Error: invalid argument \"%1\" for \"--timeout\" flag: time: invalid duration \"%1\"")
                        .arg(args.value(QStringLiteral("timeout"))));
    const int historyMax = args.value(QStringLiteral("history-max"), QStringLiteral("10")).toInt();

    // check, then render without the lock: pod polls of the same deploy must not wait for helm template
    QJsonArray revisions;
    {
        StateStore store(inv.statePath);
        QString error;
        if (!store.open(&error))
            return fail(error, 2);
        revisions = store.revisions(ns, release);
        if (revisions.isEmpty() && !args.has(QStringLiteral("install")))
            return fail(QStringLiteral("Error: UPGRADE FAILED: \"") + release
                + QStringLiteral("\" has no deployed releases"));
        if (pickRevision(revisions)
                .value(QLatin1String("status"))
                .toString()
                .startsWith(QLatin1String("pending-")))
            return fail(QStringLiteral(
                "Error: UPGRADE FAILED: another operation (install/upgrade/rollback) is in progress"));
        if (!store.hasNamespace(ns)) {
            if (!args.has(QStringLiteral("create-namespace")))
                return fail(QStringLiteral("Error: create: failed to create: namespaces \"") + ns
                    + QStringLiteral("\" not found"));
            store.putNamespace(ns, QJsonObject());
            if (!store.commit(&error))
                return fail(error, 2);
        }
    }
    const bool install = revisions.isEmpty();
    Rendered rendered;
    QString error;
    if (!renderRelease(inv, args, !install, &rendered, &error))
        return fail(error.startsWith(QLatin1String("Error:")) ? error : QStringLiteral("Error: ") + error);

    StateStore store(inv.statePath);
    if (!store.open(&error))
        return fail(error, 2);
    revisions = store.revisions(ns, release);
    const QJsonObject last = pickRevision(revisions);
    const int number = last.value(QLatin1String("revision")).toInt() + 1;
    const QJsonObject oldObjects = objectsOf(last, release, ns);
    QJsonObject newObjects;
    for (const QJsonObject &o : qAsConst(rendered.objects))
        newObjects.insert(keyOf(o, ns), withOwnership(o, release, ns));

    QJsonObject revision { { QStringLiteral("revision"), number },
        { QStringLiteral("updated"), nowRfc3339() },
        { QStringLiteral("status"),
            wait ? (install ? QStringLiteral("pending-install") : QStringLiteral("pending-upgrade"))
                 : QStringLiteral("deployed") },
        { QStringLiteral("chart"), QString(rendered.chartName + QLatin1Char('-') + rendered.chartVersion) },
        { QStringLiteral("chartName"), rendered.chartName },
        { QStringLiteral("chartVersion"), rendered.chartVersion },
        { QStringLiteral("app_version"), rendered.appVersion },
        { QStringLiteral("description"),
            args.value(QStringLiteral("description"),
                install ? QStringLiteral("Install complete") : QStringLiteral("Upgrade complete")) },
        { QStringLiteral("manifest"), rendered.manifest }, { QStringLiteral("hooks"), rendered.hooks },
        { QStringLiteral("values"), rendered.userValues },
        { QStringLiteral("chartValues"), rendered.chartValues },
        { QStringLiteral("argv"), QJsonArray::fromStringList(inv.argv) } };
    QString refusal = conflict(store, oldObjects, newObjects, release, ns);
    if (refusal.isEmpty() && !applyObjects(store, oldObjects, newObjects, ns, &refusal) && refusal.isEmpty())
        refusal = QStringLiteral("failed to apply the manifest");
    if (!refusal.isEmpty()) {
        // like helm: the attempt is recorded as a failed revision (a first install that fails this early is
        // not)
        if (!install) {
            revision.insert(QStringLiteral("status"), QStringLiteral("failed"));
            revision.insert(QStringLiteral("description"),
                QString(QStringLiteral("Upgrade \"") + release + QStringLiteral("\" failed: ") + refusal));
            QJsonArray withFailed = markSuperseded(store.revisions(ns, release));
            withFailed.append(revision);
            store.setRevisions(ns, release, trimmed(withFailed, historyMax));
            store.commit(&error);
        }
        return fail(
            QStringLiteral("Error: ") + (install ? QString() : QStringLiteral("UPGRADE FAILED: ")) + refusal);
    }
    revisions = markSuperseded(revisions);
    revisions.append(revision);
    store.setRevisions(ns, release, trimmed(revisions, historyMax));
    const bool timesOut = wait && waitWouldTimeOut(store, newObjects);
    if (!store.commit(&error))
        return fail(error, 2);
    store.close();

    const qint64 cap = store.root().value(QLatin1String("waitCapMs")).toInt(30000);
    if (timesOut) {
        QThread::msleep(ulong(qMin(*timeout, cap)));
        return failWait(inv, args, oldObjects, newObjects, number);
    }
    if (wait) {
        QElapsedTimer waited;
        waited.start();
        if (!waitForGate(inv, newObjects, qMin(*timeout, cap))) {
            // a failed gate keeps the app's pods in their init container until the timeout
            QThread::msleep(ulong(qMax<qint64>(0, qMin(*timeout, cap) - waited.elapsed())));
            return failWait(inv, args, oldObjects, newObjects, number);
        }
    }
    if (wait) {
        if (!store.open(&error))
            return fail(error, 2);
        QJsonArray now = store.revisions(ns, release);
        for (int i = 0; i < now.size(); ++i) {
            QJsonObject r = now.at(i).toObject();
            if (r.value(QLatin1String("revision")).toInt() == number) {
                r.insert(QStringLiteral("status"), QStringLiteral("deployed"));
                now.replace(i, r);
            }
        }
        store.setRevisions(ns, release, now);
        if (!store.commit(&error))
            return fail(error, 2);
    }
    writeOut((install ? QStringLiteral("Release \"%1\" does not exist. Installing it now.\n")
                      : QStringLiteral("Release \"%1\" has been upgraded. Happy Helming!\n"))
                 .arg(release)
        + QStringLiteral(
            "NAME: %1\nLAST DEPLOYED: %2\nNAMESPACE: %3\nSTATUS: deployed\nREVISION: %4\nTEST SUITE: None\n")
              .arg(
                  release, revision.value(QLatin1String("updated")).toString(), ns, QString::number(number)));
    return 0;
}

int helmUninstall(const Invocation &inv, const Args &args)
{
    if (args.positional.size() < 2)
        return fail(QStringLiteral("Error: \"helm uninstall\" requires at least 1 argument"));
    const QString ns = helmNamespace(args);
    StateStore store(inv.statePath);
    QString error;
    if (!store.open(&error))
        return fail(error, 2);
    for (const QString &release : args.positional.mid(1)) {
        const QJsonArray revisions = store.revisions(ns, release);
        if (revisions.isEmpty()) {
            if (args.has(QStringLiteral("ignore-not-found")))
                continue;
            store.commit(&error);
            return fail(QStringLiteral("Error: uninstall: Release not loaded: ") + release
                + QStringLiteral(": release: not found"));
        }
        const QJsonObject objects = objectsOf(pickRevision(revisions), release, ns);
        QStringList kept;
        for (auto it = objects.begin(); it != objects.end(); ++it) {
            if (keptByPolicy(it.value().toObject()))
                kept << QLatin1Char('[') + it.key().section(QLatin1Char('/'), 1, 1) + QStringLiteral("] ")
                        + it.key().section(QLatin1Char('/'), 2);
        }
        applyObjects(store, objects, QJsonObject(), ns, &error);
        store.setRevisions(ns, release, QJsonArray());
        if (!kept.isEmpty())
            writeOut(QStringLiteral("These resources were kept due to the resource policy:\n")
                + kept.join(QLatin1Char('\n')) + QLatin1Char('\n'));
        writeOut(QStringLiteral("release \"") + release + QStringLiteral("\" uninstalled\n"));
    }
    if (!store.commit(&error))
        return fail(error, 2);
    return 0;
}

} // namespace HelmDeck::ClusterFake
