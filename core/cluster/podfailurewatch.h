// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QElapsedTimer>
#include <QHash>
#include <QString>

namespace HelmDeck {

/**
 * Decides from successive `kubectl get pods -o json` polls whether a pod will not start on its own:
 * a fatal waiting reason (LiveState::isFatalWaitingReason: ImagePullBackOff, ErrImagePull,
 * CreateContainerConfigError, InvalidImageName, …) and, when asked, an unschedulable pod
 * (PodScheduled=False, reason Unschedulable). A problem must be seen for @p graceMs (from the first
 * poll that showed it) before it counts: ErrImagePull can be a registry hiccup. The deploy's pod
 * monitor and the run Job's pod wait share it.
 */
class PodFailureWatch
{
public:
    explicit PodFailureWatch(int graceMs, bool unschedulable = false);

    /**
     * Given one poll's stdout: "pod web-5d9c (container web): ImagePullBackOff: Back-off pulling …"
     * once a problem has lasted the grace period, else empty.
     */
    QString reason(const QByteArray &podsJson);

private:
    int m_graceMs;
    bool m_unschedulable;
    QHash<QString, qint64> m_firstSeen; ///< "pod/container/reason" → ms on m_clock
    QElapsedTimer m_clock;
};

} // namespace HelmDeck
