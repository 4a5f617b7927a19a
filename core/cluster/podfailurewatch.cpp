// SPDX-License-Identifier: GPL-3.0-or-later
#include "podfailurewatch.h"

#include "livestate.h"

#include <QStringList>

namespace HelmDeck {

PodFailureWatch::PodFailureWatch(int graceMs, bool unschedulable, int polls)
    : m_graceMs(graceMs)
    , m_unschedulable(unschedulable)
    , m_polls(qMax(1, polls))
{
    m_clock.start();
}

QString PodFailureWatch::reason(const QByteArray &podsJson)
{
    QList<PodProblem> problems = LiveState::podProblems(podsJson);
    if (m_unschedulable)
        problems += LiveState::unschedulablePods(podsJson);
    const qint64 now = m_clock.elapsed();
    QHash<QString, Seen> seen;
    QStringList lines;
    QString found;
    for (const PodProblem &p : problems) {
        const QString key = p.pod + QLatin1Char('/') + p.container;
        if (seen.contains(key))
            continue; // one problem per container and poll
        Seen s = m_seen.value(key);
        if (s.polls == 0)
            s.sinceMs = now;
        ++s.polls;
        seen.insert(key, s);
        const QString where = p.container.isEmpty() ? tr("pod %1").arg(p.pod)
                                                    : tr("pod %1 (container %2)").arg(p.pod, p.container);
        const QString line = p.message.isEmpty()
            ? QStringLiteral("%1: %2").arg(where, p.reason)
            : QStringLiteral("%1: %2: %3").arg(where, p.reason, p.message);
        lines.append(line);
        if (found.isEmpty() && s.polls >= m_polls && now - s.sinceMs >= m_graceMs)
            found = m_polls > 1 ? tr("%1 (in %2 consecutive pod polls)").arg(line, QString::number(s.polls))
                                : line;
    }
    m_seen = seen; // a poll without the problem starts its count again
    m_lastSeen = lines.join(QLatin1Char('\n'));
    return found;
}

} // namespace HelmDeck
