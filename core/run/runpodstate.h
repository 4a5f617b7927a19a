// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

namespace HelmDeck {

/** A run Job's pod as `kubectl get pods -l job-name=<job> -o json` shows it (its first container). */
struct RunPodState
{
    QString name;
    QString phase; ///< Pending, Running, Succeeded, Failed
    QString statusReason; ///< status.reason, e.g. DeadlineExceeded
    QString statusMessage;
    QString waitingReason; ///< ContainerCreating, ErrImagePull, …; empty when not waiting
    bool running = false;
    bool terminated = false;
    int exitCode = -1; ///< state.terminated.exitCode; -1 unknown
    QString terminatedReason; ///< Completed, Error, OOMKilled, StartError, …
    QString terminatedMessage; ///< e.g. the runtime's "exec: \"/bin/sh\": stat /bin/sh: no such file or
                               ///< directory"

    /** The pods of a List (or one Pod object); empty for anything else. */
    static QList<RunPodState> parse(const QByteArray &podsJson);
};

} // namespace HelmDeck
