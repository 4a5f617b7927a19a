// SPDX-License-Identifier: GPL-3.0-or-later
// kubectl logs of Job pods (their log files) and Deployment pods (the state's podLogs), README.md.

#include "kubectlruns.h"

#include "jobpods.h"
#include "objects.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QThread>

namespace HelmDeck::ClusterFake {

namespace {

QJsonObject metadataOf(const QJsonObject &o)
{
    return o.value(QLatin1String("metadata")).toObject();
}

/** The lines of the state's podLogs for a Deployment pod ("<deployment>-<hash>-<5>"). */
QStringList deploymentPodLines(const StateStore &store, const QString &pod, QString *deployment)
{
    const QJsonObject logs = store.root().value(QLatin1String("podLogs")).toObject();
    for (auto it = logs.begin(); it != logs.end(); ++it) {
        if (pod.startsWith(it.key() + QLatin1Char('-')) || pod == it.key()) {
            *deployment = it.key();
            QStringList lines;
            for (const QJsonValue &v : it.value().toArray())
                lines.append(v.toString());
            return lines;
        }
    }
    return {};
}

} // namespace

/**
 * `kubectl logs [-f] POD|job/NAME [-c C] [--all-containers] [--timestamps] [--since-time T] [--prefix] [-l
 * SELECTOR]
 * [--max-log-requests N]`: a Job pod's log file (-f follows it until the exit file appears); a
 * Deployment pod's podLogs lines (-f then waits until killed).
 */
int kubectlLogs(const Invocation &inv, const Args &args)
{
    const QString ns = args.value(QStringLiteral("namespace"), QStringLiteral("default"));
    const bool follow = args.has(QStringLiteral("follow"));
    const bool timestamps = args.has(QStringLiteral("timestamps"));
    const bool prefix = args.has(QStringLiteral("prefix"));
    QStringList pods;
    QJsonObject job;
    {
        StateStore store(inv.statePath);
        QString error;
        if (!store.open(&error))
            return fail(error, 2);
        const QString selector = args.value(QStringLiteral("selector"));
        if (!selector.isEmpty()) {
            for (const QJsonObject &p :
                listObjects(store, resourceForKind(QStringLiteral("Pod")), ns, false)) {
                bool match = false;
                if (!matchesSelector(p, selector, &match, &error))
                    return unsupported(error);
                if (match)
                    pods.append(metadataOf(p).value(QLatin1String("name")).toString());
            }
        } else {
            pods.append(args.positional.value(1));
        }
    }
    if (pods.isEmpty())
        return 0; // kubectl: "No resources found", on stderr, exit 0
    auto emitLine = [&](const QString &pod, const QString &container, const QString &line) {
        QString out = line;
        if (timestamps)
            out.prepend(nowRfc3339() + QLatin1Char(' '));
        if (prefix)
            out.prepend(QStringLiteral("[pod/%1/%2] ").arg(pod, container));
        writeOut(out + QLatin1Char('\n'));
    };
    bool waitForever = false;
    for (const QString &pod : qAsConst(pods)) {
        if (findJobPod(inv.statePath, ns, pod, &job)) {
            const QString podName = jobPodName(job);
            const QString container = jobContainer(job).value(QLatin1String("name")).toString();
            const QString logPath = podFile(inv.statePath, podName, QStringLiteral(".log"));
            const QString exitPath = podFile(inv.statePath, podName, QStringLiteral(".exit"));
            qint64 offset = 0;
            QByteArray partial;
            for (;;) {
                const bool ended = QFileInfo::exists(exitPath); // before the read: no line is lost
                QFile f(logPath);
                if (f.open(QIODevice::ReadOnly) && f.seek(offset)) {
                    const QByteArray chunk = f.readAll();
                    offset += chunk.size();
                    partial += chunk;
                    int nl;
                    while ((nl = partial.indexOf('\n')) >= 0) {
                        emitLine(podName, container, QString::fromUtf8(partial.left(nl)));
                        partial.remove(0, nl + 1);
                    }
                }
                if (!follow || ended)
                    break;
                QThread::msleep(100);
            }
            if (!partial.isEmpty())
                emitLine(podName, container, QString::fromUtf8(partial));
            continue;
        }
        StateStore store(inv.statePath);
        QString error;
        if (!store.open(&error))
            return fail(error, 2);
        QString deployment;
        const QStringList lines = deploymentPodLines(store, pod, &deployment);
        if (deployment.isEmpty())
            return jobPodNotFound(pod);
        for (const QString &line : lines)
            emitLine(pod, args.value(QStringLiteral("container"), deployment), line);
        waitForever = waitForever || follow;
    }
    while (waitForever)
        QThread::sleep(1);
    return 0;
}

} // namespace HelmDeck::ClusterFake
