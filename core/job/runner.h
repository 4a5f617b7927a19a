// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan.h"

#include <QObject>
#include <QProcessEnvironment>

#include <memory>

namespace HelmDeck {

class PseudoTerminal;

/** The end of a run. */
struct RunResult
{
    bool ok = false;
    bool cancelled = false;
    int failedStep = -1; ///< index of the step that failed (or was cancelled), -1 when none
    QString
        message; ///< why it failed, naming the step: "Install config-guestbook: helm exited with code 1: …"
    bool timedOut = false; ///< the failed step was stopped by its Step::timeoutMs
    qint64 elapsedMs = 0;
};

/**
 * Runs one Plan at a time, asynchronously, on the thread it lives in (QProcess; nothing blocks).
 * Steps run in plan order; a run of consecutive Step::concurrent steps starts together and the
 * plan goes on once all of them have ended.
 *
 * Each step's child process runs in a process group of its own and dies with the app
 * (PR_SET_PDEATHSIG); timeout and cancel() kill the whole group (SIGTERM, then SIGKILL after 1 s,
 * so everything is gone within 2 s). A step fails on: a non-zero exit (message names the exit code
 * and the last stderr line), a crash or kill by a signal, its timeout, a program that cannot be
 * started (not found / not executable), a failing prepare/check hook, a monitor's reason, or an
 * in-process action (Step::start) that reports failure through its StepDone. Timeout and cancel()
 * end an in-process action at once: its Step::cancel hook is called and its StepDone ignored. The
 * first failure stops the plan: concurrent steps still running are stopped (their groups killed,
 * their state Cancelled, each with its stepFinished), later steps stay Pending and are never
 * started (after a cancel they become Cancelled, without signals of their own). argv[0] without a '/' is
 * looked up on the child's PATH (base environment + Step::environment). When a step's process exits, whatever
 * it left running in its group is killed too.
 *
 * Output: every line of stdout and stderr (UTF-8, split on '\n', "\r" dropped, redacted) is emitted
 * as stepOutput(), and so is every line an in-process action emits (StepDone::output); a step emits at most
 * OutputLineLimit lines (then one "… output truncated" line), each cut at 4096 chars. The progress panel and
 * the command line are two views of these signals.
 *
 * Cleanup: once the plan stops on a failure or a cancel, the remaining Step::always steps still run,
 * one at a time in plan order (with the usual signals); the other later steps stay Pending after a
 * failure and become Cancelled after a cancel. A cancel() while they run stops them too.
 *
 * Terminal steps (Step::terminal) run on a pseudo-terminal: terminalOpened() hands it out.
 *
 * Signal order per run: started → per step (stepStarted → stepOutput* → stepFinished) → finished,
 * exactly once per start(), always from the event loop (never inside start()/cancel()). The steps of
 * a concurrent run all get stepStarted first (in plan order); their output and stepFinished then
 * interleave in the order things happen.
 */
class Runner : public QObject
{
    Q_OBJECT
public:
    static constexpr int OutputLineLimit = 10000;
    static constexpr int KillGraceMs = 1000;

    explicit Runner(QObject *parent = nullptr);
    /** Kills the running steps' process groups without emitting finished(). */
    ~Runner() override;

    /** The environment children start from (default: the process environment at construction). */
    void setBaseEnvironment(const QProcessEnvironment &environment);

    /** Starts @p plan. Refused (returns false) while another plan runs. */
    bool start(const Plan &plan);
    /**
     * Kills the running steps' process groups (and cancels their in-process actions); the run
     * ends with cancelled = true.
     */
    void cancel();
    bool isRunning() const;

    const Plan &plan() const;
    StepState state(int step) const;
    qint64 durationMs(int step) const; ///< so far while running
    const PlanContext &context() const;

Q_SIGNALS:
    void started(const QString &title, int stepCount);
    void stepStarted(int step);
    void stepOutput(int step, const QString &line, bool isStderr);
    /**
     * How far the running @p step has come, where its quantity is known (StepProgress: pods ready,
     * bytes uploaded); only valid values, only when changed, between its stepStarted and stepFinished.
     * Steps done out of the plan's steps is the front end's to count from stepFinished.
     */
    void stepProgress(int step, const HelmDeck::StepProgress &progress);
    /**
     * A Step::terminal step's process started on @p terminal: show its output() and feed its
     * write()/resize(). Owned by the runner; valid until that step's stepFinished().
     */
    void terminalOpened(int step, HelmDeck::PseudoTerminal *terminal);
    void stepFinished(int step, HelmDeck::StepState state, const QString &message, qint64 durationMs);
    void finished(const HelmDeck::RunResult &result);

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace HelmDeck

Q_DECLARE_METATYPE(HelmDeck::StepState)
Q_DECLARE_METATYPE(HelmDeck::RunResult)
