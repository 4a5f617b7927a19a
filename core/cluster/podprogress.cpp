// SPDX-License-Identifier: GPL-3.0-or-later
#include "podprogress.h"

#include "livestate.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QMap>

namespace HelmDeck {

namespace {

struct PodState
{
    QString name;
    QString state;
    bool ready = false;
};

QString conditionStatus(const QJsonObject &status, const QString &type, QString *reason = nullptr)
{
    const QJsonArray conditions = status.value(QStringLiteral("conditions")).toArray();
    for (const QJsonValue &c : conditions) {
        const QJsonObject o = c.toObject();
        if (o.value(QStringLiteral("type")).toString() == type) {
            if (reason)
                *reason = o.value(QStringLiteral("reason")).toString();
            return o.value(QStringLiteral("status")).toString();
        }
    }
    return QString();
}

PodState stateOf(const QJsonObject &pod)
{
    PodState s;
    const QJsonObject meta = pod.value(QStringLiteral("metadata")).toObject();
    const QJsonObject status = pod.value(QStringLiteral("status")).toObject();
    s.name = meta.value(QStringLiteral("name")).toString();
    s.ready = conditionStatus(status, QStringLiteral("Ready")) == QStringLiteral("True");
    if (meta.contains(QStringLiteral("deletionTimestamp"))) {
        s.state = QStringLiteral("Terminating");
        return s;
    }
    for (const QString &key :
        { QStringLiteral("initContainerStatuses"), QStringLiteral("containerStatuses") }) {
        const QJsonArray containers = status.value(key).toArray();
        for (const QJsonValue &c : containers) {
            const QString reason = c.toObject()
                                       .value(QStringLiteral("state"))
                                       .toObject()
                                       .value(QStringLiteral("waiting"))
                                       .toObject()
                                       .value(QStringLiteral("reason"))
                                       .toString();
            if (!reason.isEmpty()) {
                s.state = reason;
                return s;
            }
        }
    }
    QString scheduledReason;
    if (conditionStatus(status, QStringLiteral("PodScheduled"), &scheduledReason) == QStringLiteral("False")
        && !scheduledReason.isEmpty()) {
        s.state = scheduledReason;
        return s;
    }
    const QString phase = status.value(QStringLiteral("phase")).toString();
    s.state = phase == QStringLiteral("Running") && !s.ready
        ? QCoreApplication::translate("HelmDeck::PodProgress", "Running, not ready")
        : phase;
    return s;
}

} // namespace

StepProgress PodProgress::readiness(const QByteArray &podsJson)
{
    qint64 ready = 0;
    qint64 total = 0;
    const QJsonArray pods = LiveState::listItems(podsJson);
    for (const QJsonValue &v : pods) {
        const QJsonObject pod = v.toObject();
        const QJsonObject meta = pod.value(QStringLiteral("metadata")).toObject();
        if (meta.value(QStringLiteral("labels"))
                .toObject()
                .contains(QStringLiteral("helmdeck.dev/release-gate"))
            || meta.contains(QStringLiteral("deletionTimestamp")))
            continue;
        ++total;
        if (stateOf(pod).ready)
            ++ready;
    }
    return StepProgress::items(ready, total, tr("pods ready"));
}

QStringList PodProgress::update(const QByteArray &podsJson)
{
    QMap<QString, QList<PodState>> byProcess;
    const QJsonArray pods = LiveState::listItems(podsJson);
    for (const QJsonValue &v : pods) {
        const QJsonObject pod = v.toObject();
        const QJsonObject labels
            = pod.value(QStringLiteral("metadata")).toObject().value(QStringLiteral("labels")).toObject();
        if (labels.contains(QStringLiteral("helmdeck.dev/release-gate")))
            continue;
        const PodState s = stateOf(pod);
        const QString process = labels.value(QStringLiteral("app.kubernetes.io/name")).toString();
        byProcess[process.isEmpty() ? s.name : process].append(s);
    }
    QStringList out;
    QStringList now;
    for (auto it = byProcess.cbegin(); it != byProcess.cend(); ++it) {
        int ready = 0;
        QStringList waiting;
        for (const PodState &s : it.value()) {
            if (s.ready)
                ++ready;
            else
                waiting.append(s.name + QLatin1Char(' ') + s.state);
        }
        if (waiting.size() > MaxPodsNamed) {
            const qsizetype more = waiting.size() - MaxPodsNamed;
            waiting = waiting.mid(0, MaxPodsNamed);
            waiting.append(tr("+%1 more").arg(more));
        }
        QString line = tr("%1: %2/%3 ready").arg(it.key()).arg(ready).arg(it.value().size());
        if (!waiting.isEmpty())
            line += QStringLiteral("; ") + waiting.join(QStringLiteral(", "));
        now.append(line);
        if (!m_last.contains(line))
            out.append(line);
    }
    m_last = now;
    if (m_given >= MaxLines)
        return {};
    if (m_given + out.size() >= MaxLines) {
        out = out.mid(0, MaxLines - m_given);
        out.append(tr("… (pod states no longer shown)"));
    }
    m_given += int(out.size());
    return out;
}

} // namespace HelmDeck
