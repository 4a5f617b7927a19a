// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "step.h"
#include "stepoutput.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QProcessEnvironment>

#include <memory>

class QFile;
class QTimer;

namespace HelmDeck {

class ProcessGroup;
class PseudoTerminal;

/**
 * One step of a run, from prepare to cleanup: Runner's part that runs a single Step (its process
 * with monitor polls, or its in-process action) under Runner's rules (see runner.h). Runner makes
 * one per started step, so concurrent steps each have their own.
 *
 * output() and finished() are emitted in order, finished() exactly once, at the latest from the
 * event loop after cancel(). begin() may emit both before it returns (a failing prepare, an
 * internal step). After abort() nothing more is emitted and the step's group is gone (SIGKILL).
 */
class StepRun : public QObject
{
    Q_OBJECT
public:
    StepRun(int index, const Step &step, PlanContext *context, QObject *parent = nullptr);
    ~StepRun() override;

    /** Runs prepare, then starts the action (environment = @p base + Step::environment). */
    void begin(const QProcessEnvironment &base);
    /**
     * Stops the action (or, before begin(), the step); it ends Cancelled unless a timeout or monitor
     * already stops it.
     */
    void cancel();
    /** SIGKILL, removeAfter files deleted, the action's cancel hook called; emits nothing more. */
    void abort();

    int index() const { return m_index; }
    /** The step as prepare left it. */
    const Step &step() const { return m_work; }
    qint64 elapsedMs() const { return m_timer.elapsed(); }

Q_SIGNALS:
    void output(int index, const QString &line, bool isStderr);
    /** StepMonitor::progress or StepDone::progress changed (valid ones only). */
    void progress(int index, const HelmDeck::StepProgress &progress);
    /** A Step::terminal process started on @p terminal (owned by this run; gone after finished()). */
    void terminalOpened(int index, HelmDeck::PseudoTerminal *terminal);
    /** @p message is redacted and names the step ("Install config-shop: helm exited with code 1: …"). */
    void finished(int index, HelmDeck::StepState state, const QString &message, bool timedOut);

private:
    void launch(const QProcessEnvironment &base);
    void startAction();
    bool emitLines(const QList<StepOutput::Line> &lines);
    void onProcessDone();
    void onActionDone(bool ok, const QString &message, const QStringList &report);
    void runCheck(const QByteArray &stdoutData);
    void fail(const QString &reason);
    void end(StepState state, const QString &message);
    void stop();
    void stopPoll();
    void startPoll();
    void onPollDone();
    void startFollow();
    void stopFollow();
    void killStep(const QString &reason);
    void cancelAction();
    void emitProgress(const StepProgress &progress);
    bool openStdoutFile();
    void writeStdoutFile(const QByteArray &data);
    void closeStdoutFile();

    int m_index;
    Step m_work;
    PlanContext *m_context;
    QProcessEnvironment m_environment;
    StepOutput m_output;
    QElapsedTimer m_timer;
    QPointer<ProcessGroup> m_process;
    QPointer<ProcessGroup> m_poll;
    QPointer<ProcessGroup> m_follow; // StepMonitor::followArgv, once started
    bool m_followStarted = false;
    bool m_followDraining = false; // the step's process has ended and waits for the follow to end
    static constexpr int FollowDrainMs = 3000;
    QByteArray m_followPending[2]; // the unterminated last line of its stdout, stderr
    QPointer<PseudoTerminal> m_terminal; // Step::terminal: the pty the process runs on
    QByteArray m_pollOutput;
    StepProgress m_progress; // the last one emitted
    std::unique_ptr<QFile> m_stdoutFile; // Step::stdoutFile while the process runs
    qint64 m_stdoutBytes = 0;
    qint64 m_nextProgress = 0; // the byte count of the next "received" line
    std::shared_ptr<StepDone::Sink> m_action; // the running in-process action, if any
    QString m_killReason; // timeout or monitor: the step fails with this once its group is gone
    bool m_timedOut = false;
    bool m_begun = false;
    bool m_cancelled = false;
    bool m_ended = false;
    QTimer *m_timeout = nullptr;
    QTimer *m_monitor = nullptr;
};

} // namespace HelmDeck
