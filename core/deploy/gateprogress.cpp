// SPDX-License-Identifier: GPL-3.0-or-later
#include "gateprogress.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace HelmDeck {

namespace {

/** The phases of @p jobName's pods in a pod list. */
QStringList phasesOf(const QByteArray &podsJson, const QString &jobName)
{
    QStringList phases;
    const QJsonArray items
        = QJsonDocument::fromJson(podsJson).object().value(QLatin1String("items")).toArray();
    for (const QJsonValue &v : items) {
        const QJsonObject pod = v.toObject();
        const QJsonObject labels
            = pod.value(QLatin1String("metadata")).toObject().value(QLatin1String("labels")).toObject();
        const QString job = labels.contains(QLatin1String("batch.kubernetes.io/job-name"))
            ? labels.value(QLatin1String("batch.kubernetes.io/job-name")).toString()
            : labels.value(QLatin1String("job-name")).toString();
        if (job == jobName)
            phases.append(
                pod.value(QLatin1String("status")).toObject().value(QLatin1String("phase")).toString());
    }
    return phases;
}

QString conditionOf(const QJsonObject &job)
{
    for (const QJsonValue &c :
        job.value(QLatin1String("status")).toObject().value(QLatin1String("conditions")).toArray()) {
        const QJsonObject condition = c.toObject();
        const QString type = condition.value(QLatin1String("type")).toString();
        if (condition.value(QLatin1String("status")).toString() == QLatin1String("True")
            && (type == QLatin1String("Complete") || type == QLatin1String("Failed")))
            return type;
    }
    return QString();
}

} // namespace

GateProgress::GateProgress(const QString &jobName)
    : m_jobName(jobName)
{ }

QString GateProgress::noteEarlier(const QByteArray &jobJson)
{
    const QJsonObject job = QJsonDocument::fromJson(jobJson).object();
    const QString condition = job.isEmpty() ? QString() : conditionOf(job);
    m_alreadyComplete = condition == QLatin1String("Complete");
    if (m_alreadyComplete)
        return tr("release Job %1: already complete (same image, commands and config as an "
                  "earlier deploy): not run again")
            .arg(m_jobName);
    if (condition == QLatin1String("Failed"))
        return tr("release Job %1: failed on an earlier deploy with the same inputs; the app's "
                  "pods will not start until the inputs change or the Job is deleted")
            .arg(m_jobName);
    return job.isEmpty() ? tr("release Job %1: will run in this deploy").arg(m_jobName)
                         : tr("release Job %1: exists, still running").arg(m_jobName);
}

QString GateProgress::state(const QByteArray &podsJson, const QString &jobName)
{
    const QStringList phases = phasesOf(podsJson, jobName);
    if (phases.contains(QLatin1String("Succeeded")))
        return QStringLiteral("complete");
    if (phases.contains(QLatin1String("Running")))
        return QStringLiteral("running");
    if (!phases.isEmpty() && phases.count(QLatin1String("Failed")) == phases.size())
        return QStringLiteral("failed");
    return QStringLiteral("pending");
}

QString GateProgress::stateLine(const QByteArray &podsJson)
{
    if (m_alreadyComplete)
        return QString();
    const QString now = state(podsJson, m_jobName);
    if (now == m_lastState)
        return QString();
    m_lastState = now;
    // the state's words are compared above (state()), so only the line is translated
    if (now == QLatin1String("complete"))
        return tr("release Job %1: complete").arg(m_jobName);
    if (now == QLatin1String("running"))
        return tr("release Job %1: running").arg(m_jobName);
    if (now == QLatin1String("failed"))
        return tr("release Job %1: failed").arg(m_jobName);
    return tr("release Job %1: pending").arg(m_jobName);
}

QString GateProgress::finalLine()
{
    if (m_alreadyComplete || m_lastState == QLatin1String("complete"))
        return QString();
    m_lastState = QStringLiteral("complete");
    return tr("release Job %1: complete").arg(m_jobName);
}

bool GateProgress::podStarted(const QByteArray &podsJson) const
{
    if (m_alreadyComplete)
        return false;
    const QString now = state(podsJson, m_jobName);
    return now != QLatin1String("pending");
}

} // namespace HelmDeck
