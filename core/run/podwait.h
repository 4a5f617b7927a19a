// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cluster/podfailurewatch.h"
#include "job/step.h"
#include "runpodstate.h"

#include <QElapsedTimer>
#include <QObject>
#include <QProcessEnvironment>

#include <functional>
#include <memory>

namespace HelmDeck {

class Runner;

/**
 * A bounded poll of a run Job's pod, for the steps of a run plan that must wait on the cluster
 * (Step::start): every @c intervalMs it runs one query step (`kubectl get pods -l job-name=<job>
 * -o json`, through a Runner of its own, as every child process goes) until the pod reaches the
 * wanted point, a problem is certain, or @c timeoutMs passed. Asynchronous; the callback comes
 * once, from the event loop, unless cancel() came first.
 */
class PodWait : public QObject
{
    Q_OBJECT
public:
    enum class Until
    {
        Exists, ///< the Job's pod exists (a detached run), unless it already shows a problem that lasts
        Started, ///< its container runs or has ended; fails on ErrImagePull, Unschedulable, …
                 ///< (PodFailureWatch)
        Terminated, ///< its container ended: the exit code (a Failed pod without one: "unknown", code 1)
    };
    struct Result
    {
        bool ok = false;
        QString message; ///< why not, e.g. "pod x (container y): ErrImagePull: …"
        RunPodState pod; ///< the last state seen
    };

    struct Options
    {
        Step query; ///< the poll: a kubectl get pods … -o json step (argv, environment)
        Until until = Until::Started;
        int timeoutMs = 120000;
        int intervalMs = 500;
        int failureGraceMs = 2000;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    };

    PodWait(const Options &options, std::function<void(const Result &)> done, QObject *parent = nullptr);
    ~PodWait() override;

    void start();
    /** Stops polling (kills a poll in flight); the callback is not called. */
    void cancel();

    /**
     * Makes @p step a Step::start step that runs a PodWait with @p options and hands its result to
     * @p then (on the runner's thread, later, never inside start); its Step::cancel cancels the wait.
     */
    static void bindStep(
        Step &step, const Options &options, std::function<void(const Result &, const StepDone &)> then);
    /** The same, with the options made when the step starts (e.g. a Job name an earlier step found). */
    static void bindStep(Step &step, std::function<Options()> options,
        std::function<void(const Result &, const StepDone &)> then);

private:
    void poll();
    void onPolled(bool ok);
    void finish(const Result &result);

    Options m_options;
    std::function<void(const Result &)> m_done;
    Runner *m_runner = nullptr;
    PodFailureWatch m_watch;
    QElapsedTimer m_clock;
    RunPodState m_last;
    bool m_over = false;
};

} // namespace HelmDeck
