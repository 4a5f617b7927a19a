// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QHash>
#include <QMap>
#include <QSet>
#include <QString>
#include <QStringList>
#include <QVariantHash>

#include "stepdone.h"

#include <functional>

namespace HelmDeck {

/**
 * What the steps of one plan run share: the captured stdout of every finished step (by Step::id)
 * and free-form values the hooks leave for later steps (e.g. "cronSuffixes"). Lives as long as the
 * run; Runner owns it.
 */
struct PlanContext
{
    QHash<QString, QByteArray> outputs; ///< Step::id → stdout (up to Step::captureLimit bytes)
    QVariantHash values;
    /** Step::id of every step whose action began (after its prepare, not skipped): Step::onlyIfRan. */
    QSet<QString> ran;
};

/** The state of a step in a run (StepState::Pending until the runner reaches it). */
enum class StepState
{
    Pending,
    Running,
    Succeeded,
    Failed,
    Skipped, ///< prepare() said there is nothing to do (e.g. no live Deployment to patch)
    Cancelled, ///< killed by Runner::cancel(), or never started because of a cancel
    Warning, ///< failed, but Step::allowFailure: the plan went on
};

/** "pending", "running", "succeeded", "failed", "skipped", "cancelled", "warning". */
QString stepStateName(StepState state);

/** A poll that runs beside a long step and can fail it early (Step::monitor). */
struct StepMonitor
{
    QStringList argv; ///< program first, like Step::argv; empty = no monitor
    int intervalMs = 5000; ///< first run after one interval; a poll still running is not started twice
    /**
     * Given a poll's stdout: a non-empty reason fails the step now (its process group is killed and
     * the reason becomes the step's message, e.g. "pod web-5d9c: ImagePullBackOff: …"). Poll
     * failures (non-zero exit) are ignored: the step's own process decides.
     */
    std::function<QString(const QByteArray &stdoutData)> failureReason;
    /** Given a poll's stdout: lines to show as the step's output (e.g. new events of a claim). Optional. */
    std::function<QStringList(const QByteArray &stdoutData)> report;
    /**
     * A streaming command run beside the step once a poll says so (e.g. `kubectl logs -f job/<name>`
     * once the Job's pod has started): program first, like argv; empty = none. Its stdout and
     * stderr lines become the step's output as they arrive; it is started at most once, after the
     * first poll for which @c followWhen returns true (before @c failureReason is asked), and is
     * killed with its process group when the step ends (its own exit changes nothing).
     */
    QStringList followArgv;
    std::function<bool(const QByteArray &stdoutData)> followWhen;
    /**
     * Given a poll's stdout: how far the step has come where that is known (e.g. pods ready out of
     * the app's pods: docs/deploy.md "Progress"), emitted as Runner::stepProgress when it changed.
     * An invalid StepProgress (maximum 0) emits nothing. Optional.
     */
    std::function<StepProgress(const QByteArray &stdoutData)> progress;
};

/**
 * One step of a Plan. Its action is at most one of: a child process, run with argv (never a shell
 * string); or an asynchronous in-process action (@c start, e.g. a credential lookup or an HTTP
 * upload). Both have the same states, output rules, timeout, cancel and dry-run text.
 *
 * Order of a step's life in Runner: prepare (may fill argv/stdin from earlier outputs, or skip) →
 * the action: the process (environment = the runner's base environment + @c environment; stdin =
 * @c stdinData, then closed; killed with its whole process group after @c timeoutMs), or @c start
 * (ended by its StepDone; after @c timeoutMs, or on cancel, Runner calls @c cancel and ends the
 * step itself) → check (reads the captured stdout, none for @c start; may fail the step) → the
 * files in @c removeAfter are deleted, whatever the outcome. A step with an empty argv and no
 * @c start after prepare runs only its hooks (an internal step, e.g. preflight).
 *
 * Steps run one after another, except that consecutive steps marked @c concurrent run at the same
 * time (e.g. one `helm template` per release): all of them start, the plan goes on when all have
 * ended, and the first failure among them stops the others (they end Cancelled).
 *
 * Secrets reach a child through @c stdinData or a 0600 file in the plan's private work dir that
 * prepare writes and @c removeAfter lists — never argv, which every user of the machine can read.
 * Every string in @c redactions is replaced by "••••" in output lines, messages and describe().
 */
struct Step
{
    QString id; ///< unique in its plan, e.g. "install-config"
    QString title; ///< one line for the progress panel, e.g. "Install config-guestbook"
    QStringList argv; ///< program first; see describe() for dry-run text
    QMap<QString, QString> environment; ///< added to (or replacing in) the base environment
    QByteArray stdinData; ///< written then closed; may hold secrets (never logged)
    int timeoutMs = 120000; ///< the process is killed after this (ms)
    QStringList redactions;
    QStringList removeAfter; ///< files deleted when the step ends
    bool allowFailure = false; ///< a failure becomes StepState::Warning and the plan goes on
    int captureLimit = 16 * 1024 * 1024; ///< stdout bytes kept in PlanContext::outputs
    bool echoStdout = true; ///< false for queries (-o json): stdout is captured, not shown; stderr still is
    /**
     * Dry-run text when argv is only known at run time, e.g. "kubectl patch <live Deployments of
     * app.kubernetes.io/part-of=guestbook> --type merge -p …". Empty = argv, shell-quoted.
     */
    QString plannedCommand;
    /** Runs at the same time as the consecutive steps next to it that are marked too (see above). */
    bool concurrent = false;
    /**
     * Splits runs of concurrent steps: consecutive concurrent steps form one batch only while their
     * groups are equal (e.g. "package", then "lint": every package ends before any lint starts).
     */
    QString concurrentGroup;
    /**
     * A cleanup step (e.g. "delete the run Job"): it still runs after an earlier step failed or
     * the run was cancelled. Runner then runs the remaining @c always steps one by one, in plan
     * order; the run's result stays the first failure (or the cancel). A second Runner::cancel()
     * stops the cleanup too. Never concurrent.
     */
    bool always = false;
    /**
     * The id of a step whose action must have begun (its prepare passed and did not skip) for this
     * one to run; else this step is Skipped before its prepare. Empty = no such condition. For
     * cleanup steps that undo one step, e.g. deleting a run Job only when its create ran.
     */
    QString onlyIfRan;

    /**
     * The process needs a terminal (kubectl attach -it, kubectl exec -it, a shell): Runner runs it
     * on a new pseudo-terminal instead of pipes and emits Runner::terminalOpened() with it; the
     * front end shows and feeds it. @c stdinData is unused and no output lines are emitted (the
     * bytes are the terminal's); exit code, timeout, cancel and the process group are as usual.
     */
    bool terminal = false;
    int terminalColumns = 80; ///< the terminal's size from its first byte (the caller's or the widget's)
    int terminalRows = 24;
    /**
     * Written to the terminal once, right after the program started: it waits in the pty until
     * the program reads its input (e.g. "\n" releasing an attach-gated run Job once kubectl's
     * stream exists, docs/run.md). The pty's echo is turned off first (it is not the user's
     * typing), and stays off: the program sets the modes it needs (kubectl -it makes it raw).
     */
    QByteArray terminalInput;

    /**
     * Streams the process's stdout into this file instead of output lines and PlanContext::outputs
     * (a binary dump, e.g. `pg_dump -Fc` through kubectl exec). The file is opened write-only and
     * truncated when the process starts; create it 0600 in prepare (an absent one is created 0600).
     * While the bytes arrive the step emits progress lines "received 3 MiB" (at 1 MiB, then each time
     * a further tenth of what came so far, at least 1 MiB, has arrived); a write error (disk full)
     * fails the step. Once the process has ended, PlanContext::values["<id>.bytes"] holds the count
     * (qint64), for check. Not with @c terminal.
     */
    QString stdoutFile;
    /**
     * The process's stdin is this file, streamed by the system (no copy in memory; @c stdinData is
     * then unused), e.g. a dump to restore. A file that cannot be opened fails the step's start.
     * Not with @c terminal.
     */
    QString stdinFile;

    /**
     * Runs in the runner's thread just before the action. Return false with @p error to fail the
     * step; set @p skip to true to mark it Skipped and go on. May change every field of @p self.
     */
    std::function<bool(PlanContext &context, Step &self, bool *skip, QString *error)> prepare;
    /**
     * Runs after the process exited 0 (or after prepare for an internal step). Return false with
     * @p error to fail the step; @p report lines are shown as the step's output (e.g. a deploy report).
     */
    std::function<bool(
        PlanContext &context, const QByteArray &stdoutData, QStringList *report, QString *error)>
        check;
    /**
     * The asynchronous in-process action (argv must then be empty), started in the runner's thread
     * after prepare. It ends the step through @p done, exactly once: `done(true)`, or
     * `done(false, "registry.example.com: 401 Unauthorized")`, with optional report lines; it may
     * emit output through `done.output(line)` meanwhile. Blocking work goes through Worker, never
     * on the runner's thread. @p context and @p self are valid only during the call.
     */
    std::function<void(PlanContext &context, Step &self, StepDone done)> start;
    /**
     * For @c start: called once when Runner gives up on the action (timeout, cancel(), a failure of
     * a concurrent step), after which its StepDone is ignored. Should stop the work (e.g. cancel its
     * Worker or abort its network reply); must not block. Optional.
     */
    std::function<void()> cancel;
    StepMonitor monitor;
    /**
     * Turns a failed process's stderr into the step's message when set (e.g. ClusterErrors::explain:
     * "cannot reach the cluster of context … — is it running?"); an empty result keeps the default.
     */
    std::function<QString(const QString &stderrText)> explainFailure;

    /**
     * The dry-run line of this step: plannedCommand, or argv shell-quoted, or for an in-process
     * action (@c start) its title; redactions applied.
     */
    QString describe() const;
    /** @p text with every (non-empty) string of @c redactions replaced by "••••", longest first. */
    QString redact(const QString &text) const;
};

} // namespace HelmDeck
