// SPDX-License-Identifier: GPL-3.0-or-later
#include "podfailurewatch.h"

#include "livestate.h"

namespace HelmDeck {

PodFailureWatch::PodFailureWatch(int graceMs, bool unschedulable)
    : m_graceMs(graceMs)
    , m_unschedulable(unschedulable)
{
    m_clock.start();
}

QString PodFailureWatch::reason(const QByteArray &podsJson)
{
    QList<PodProblem> problems = LiveState::podProblems(podsJson);
    if (m_unschedulable)
        problems += LiveState::unschedulablePods(podsJson);
    const qint64 now = m_clock.elapsed();
    for (const PodProblem &p : problems) {
        const QString key = p.pod + QLatin1Char('/') + p.container + QLatin1Char('/') + p.reason;
        const qint64 since = m_firstSeen.value(key, -1);
        if (since < 0)
            m_firstSeen.insert(key, now);
        if (since >= 0 ? now - since >= m_graceMs : m_graceMs <= 0) {
            const QString where = p.container.isEmpty()
                ? QStringLiteral("pod %1").arg(p.pod)
                : QStringLiteral("pod %1 (container %2)").arg(p.pod, p.container);
            return QStringLiteral("%1: %2%3")
                .arg(where, p.reason, p.message.isEmpty() ? QString() : QStringLiteral(": ") + p.message);
        }
    }
    return QString();
}

} // namespace HelmDeck
