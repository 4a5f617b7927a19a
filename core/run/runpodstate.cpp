// SPDX-License-Identifier: GPL-3.0-or-later
#include "runpodstate.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace HelmDeck {

QList<RunPodState> RunPodState::parse(const QByteArray &podsJson)
{
    QList<RunPodState> out;
    const QJsonObject root = QJsonDocument::fromJson(podsJson).object();
    QJsonArray items;
    if (root.value(QStringLiteral("kind")).toString() == QStringLiteral("Pod"))
        items.append(root);
    else
        items = root.value(QStringLiteral("items")).toArray();
    for (const QJsonValue &v : items) {
        const QJsonObject pod = v.toObject();
        RunPodState p;
        p.name = pod.value(QStringLiteral("metadata")).toObject().value(QStringLiteral("name")).toString();
        const QJsonObject status = pod.value(QStringLiteral("status")).toObject();
        p.phase = status.value(QStringLiteral("phase")).toString();
        p.statusReason = status.value(QStringLiteral("reason")).toString();
        p.statusMessage = status.value(QStringLiteral("message")).toString();
        const QJsonObject state = status.value(QStringLiteral("containerStatuses"))
                                      .toArray()
                                      .first()
                                      .toObject()
                                      .value(QStringLiteral("state"))
                                      .toObject();
        p.waitingReason
            = state.value(QStringLiteral("waiting")).toObject().value(QStringLiteral("reason")).toString();
        p.running = state.contains(QStringLiteral("running"));
        const QJsonObject terminated = state.value(QStringLiteral("terminated")).toObject();
        p.terminated = state.contains(QStringLiteral("terminated"));
        if (p.terminated) {
            p.exitCode = terminated.value(QStringLiteral("exitCode")).toInt(-1);
            p.terminatedReason = terminated.value(QStringLiteral("reason")).toString();
            p.terminatedMessage = terminated.value(QStringLiteral("message")).toString();
        }
        if (!p.name.isEmpty())
            out.append(p);
    }
    return out;
}

} // namespace HelmDeck
