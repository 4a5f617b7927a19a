// SPDX-License-Identifier: GPL-3.0-or-later
#include "gatewatch.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>

namespace HelmDeck {

namespace {

QJsonObject terminatedOf(const QJsonObject &status)
{
    const QJsonObject state = status.value(QLatin1String("state")).toObject();
    if (state.contains(QLatin1String("terminated")))
        return state.value(QLatin1String("terminated")).toObject();
    return status.value(QLatin1String("lastState")).toObject().value(QLatin1String("terminated")).toObject();
}

} // namespace

QString GateWatch::reason(const QByteArray &podsJson)
{
    const QJsonArray items
        = QJsonDocument::fromJson(podsJson).object().value(QLatin1String("items")).toArray();
    QStringList gateOutput;
    QString gateJob;
    int gateExit = 0;
    bool gateFailed = false;
    bool gateActive = false;
    QString waitMessage;
    for (const QJsonValue &v : items) {
        const QJsonObject pod = v.toObject();
        const QJsonObject meta = pod.value(QLatin1String("metadata")).toObject();
        const QJsonObject labels = meta.value(QLatin1String("labels")).toObject();
        const QJsonObject status = pod.value(QLatin1String("status")).toObject();
        if (labels.value(QLatin1String("helmdeck.dev/release-gate")).toString() == QLatin1String("true")) {
            const QString phase = status.value(QLatin1String("phase")).toString();
            if (phase != QLatin1String("Failed")) {
                gateActive = gateActive || phase != QLatin1String("Succeeded");
                continue;
            }
            gateFailed = true;
            gateJob = labels.value(QLatin1String("batch.kubernetes.io/job-name")).toString();
            if (gateJob.isEmpty())
                gateJob = labels.value(QLatin1String("job-name")).toString();
            gateOutput.clear(); // the newest failed pod's output is enough
            for (const char *key : { "initContainerStatuses", "containerStatuses" }) {
                for (const QJsonValue &c : status.value(QLatin1String(key)).toArray()) {
                    const QJsonObject t = terminatedOf(c.toObject());
                    const int code = t.value(QLatin1String("exitCode")).toInt();
                    if (t.isEmpty() || code == 0)
                        continue;
                    gateExit = code;
                    const QString message = t.value(QLatin1String("message")).toString().trimmed();
                    gateOutput << tr("%1: exit %2%3")
                                      .arg(c.toObject().value(QLatin1String("name")).toString())
                                      .arg(code)
                                      .arg(message.isEmpty() ? QString() : QStringLiteral("\n") + message);
                }
            }
            continue;
        }
        for (const QJsonValue &c : status.value(QLatin1String("initContainerStatuses")).toArray()) {
            const QJsonObject cs = c.toObject();
            if (cs.value(QLatin1String("name")).toString() != QLatin1String("release-wait"))
                continue;
            const QString message = terminatedOf(cs).value(QLatin1String("message")).toString().trimmed();
            if (message.contains(QLatin1String(" failed: ")))
                waitMessage = message.section(QLatin1Char('\n'), -1); // the wait's last line names the Job
        }
    }
    if (gateFailed && !gateActive) {
        return tr("the release command failed (Job %1, exit %2):\n%3")
            .arg(gateJob.isEmpty() ? QStringLiteral("?") : gateJob)
            .arg(gateExit)
            .arg(gateOutput.join(QLatin1Char('\n')));
    }
    if (!waitMessage.isEmpty())
        return tr("the release Job failed: %1").arg(waitMessage);
    return QString();
}

} // namespace HelmDeck
