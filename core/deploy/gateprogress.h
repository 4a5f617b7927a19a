// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace HelmDeck {

/**
 * What the deploy's progress panel says about the release gate Job "<app>-release-<hash>" while the
 * app release installs (docs/chart-values.md, "The release gate"): one line per state change, "release Job
 * <name>: pending", "…: running", "…: complete", "…: failed", read from the pod polls of the app
 * step (`kubectl get pods -l app.kubernetes.io/part-of=<app> -o json`: the Job's pods carry
 * helmdeck.dev/release-gate=true and its job-name labels); and when its logs are worth following
 * (its pod has started).
 *
 * A Job of the same name that completed on an earlier deploy is not run again (same image, commands
 * and config): noteEarlier() reads it before the upgrade, and then no state line is given and no log
 * is followed. One object serves one run of a plan, on the runner's thread.
 */
class GateProgress
{
    Q_DECLARE_TR_FUNCTIONS(HelmDeck::GateProgress)

public:
    /** The app step's pod polls with a gate: at most this far apart (ms), so a short Job is seen. */
    static constexpr int PollIntervalMs = 2000;

    explicit GateProgress(const QString &jobName);

    QString jobName() const { return m_jobName; }

    /**
     * Reads `kubectl get job <name> --ignore-not-found -o json` (empty output = no such Job) and
     * returns the line to report: "release Job <name>: already complete …", "…: failed on an earlier
     * deploy …", or "…: will run in this deploy".
     */
    QString noteEarlier(const QByteArray &jobJson);
    bool alreadyComplete() const { return m_alreadyComplete; }

    /** The state line when the Job's state changed since the last call, else empty. */
    QString stateLine(const QByteArray &podsJson);
    /**
     * After the upgrade's wait succeeded (the app's pods started, so their waits saw the Job
     * Complete): "release Job <name>: complete" unless a poll said so already or the Job was
     * alreadyComplete(); else empty.
     */
    QString finalLine();
    /** True once a pod of the Job has started (running or ended), unless alreadyComplete(). */
    bool podStarted(const QByteArray &podsJson) const;

    /**
     * "pending" (no pod yet, or a pod not started), "running", "complete" (a pod Succeeded) or
     * "failed" (pods Failed and none left to retry) from a pod list, for the Job @p jobName.
     */
    static QString state(const QByteArray &podsJson, const QString &jobName);

private:
    QString m_jobName;
    QString m_lastState;
    bool m_alreadyComplete = false;
};

} // namespace HelmDeck
