// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QHash>
#include <QString>

namespace HelmDeck {

/**
 * Decides from successive `kubectl get pods -o json` polls whether a pod will not start on its own:
 * a fatal waiting reason (LiveState::isFatalWaitingReason: ImagePullBackOff, ErrImagePull,
 * CrashLoopBackOff, CreateContainerConfigError, InvalidImageName, …) and, when asked, an unschedulable
 * pod (PodScheduled=False, reason Unschedulable: the scheduler's FailedScheduling message).
 *
 * A problem counts once the same pod (and container) has shown one in @p polls consecutive polls
 * and for @p graceMs since the first of them: ErrImagePull can be a registry hiccup, and an
 * Unschedulable pod may wait for a claim being provisioned. The reason may change between polls
 * (ErrImagePull ↔ ImagePullBackOff is one problem); a poll without it starts the count again.
 * The deploy's pod monitor counts polls (docs/deploy.md, "Pods that cannot start"); the run Job's
 * pod wait a grace period.
 */
class PodFailureWatch
{
    Q_DECLARE_TR_FUNCTIONS(HelmDeck::PodFailureWatch)

public:
    explicit PodFailureWatch(int graceMs, bool unschedulable = false, int polls = 1);

    /**
     * Given one poll's stdout: "pod web-5d9c (container web): ImagePullBackOff: Back-off pulling …"
     * once a problem has lasted as long as asked (with " (in 3 consecutive pod polls)" when more
     * than one poll is asked for), else empty.
     */
    QString reason(const QByteArray &podsJson);
    /** The problems the last poll showed, one "pod …: reason: message" per line; empty when none. */
    QString lastSeen() const { return m_lastSeen; }

private:
    struct Seen
    {
        qint64 sinceMs = 0;
        int polls = 0;
    };
    int m_graceMs;
    bool m_unschedulable;
    int m_polls;
    QHash<QString, Seen> m_seen; ///< "pod/container" → since when and in how many polls in a row
    QString m_lastSeen;
    QElapsedTimer m_clock;
};

} // namespace HelmDeck
