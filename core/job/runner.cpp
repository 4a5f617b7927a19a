// SPDX-License-Identifier: GPL-3.0-or-later
#include "runner.h"

#include "processgroup.h"
#include "stepoutput.h"

#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QMetaObject>
#include <QPointer>
#include <QTimer>
#include <QVector>

namespace HelmDeck {

struct Runner::Private
{
    Runner *q = nullptr;
    QProcessEnvironment baseEnvironment;

    bool running = false;
    bool cancelRequested = false;
    quint64 generation = 0; // bumped by start() and the destructor: queued calls of an old run do nothing
    Plan plan;
    QVector<StepState> states;
    QVector<qint64> durations;
    PlanContext context;
    RunResult result;
    QElapsedTimer runTimer;
    QElapsedTimer stepTimer;

    // The step between stepStarted and stepFinished (-1: none), as prepare left it.
    int current = -1;
    Step work;
    QProcessEnvironment environment;
    StepOutput output;
    QPointer<ProcessGroup> process;
    QPointer<ProcessGroup> poll;
    QByteArray pollOutput;
    QString killReason; // timeout or monitor: the step fails with this once its group is gone
    QTimer *timeout = nullptr;
    QTimer *monitor = nullptr;

    void runStep(int index);
    void launch();
    bool emitLines(const QList<StepOutput::Line> &lines);
    void onProcessDone();
    void runCheck(const QByteArray &stdoutData);
    void fail(const QString &reason);
    void endStep(StepState state, const QString &message);
    void cancelFrom(int index);
    void finishRun();
    void stopStep();
    void stopPoll();
    void startPoll();
    void onPollDone();
    void killStep(const QString &reason);
};

Runner::Runner(QObject *parent)
    : QObject(parent)
    , d(new Private)
{
    qRegisterMetaType<HelmDeck::StepState>("HelmDeck::StepState");
    qRegisterMetaType<HelmDeck::RunResult>("HelmDeck::RunResult");
    d->q = this;
    d->baseEnvironment = QProcessEnvironment::systemEnvironment();
    d->timeout = new QTimer(this);
    d->timeout->setSingleShot(true);
    connect(d->timeout, &QTimer::timeout, this, [this] {
        d->killStep(QStringLiteral("timed out after %1 s").arg(QString::number(d->work.timeoutMs / 1000.0)));
    });
    d->monitor = new QTimer(this);
    connect(d->monitor, &QTimer::timeout, this, [this] { d->startPoll(); });
}

Runner::~Runner()
{
    ++d->generation;
    if (d->current >= 0)
        d->stopStep(); // SIGKILL to the step's and the poll's groups, removeAfter files deleted
    d->running = false;
}

void Runner::setBaseEnvironment(const QProcessEnvironment &environment)
{
    d->baseEnvironment = environment;
}

bool Runner::start(const Plan &plan)
{
    if (d->running)
        return false;
    const quint64 gen = ++d->generation;
    d->running = true;
    d->cancelRequested = false;
    d->plan = plan;
    d->states = QVector<StepState>(plan.steps.size(), StepState::Pending);
    d->durations = QVector<qint64>(plan.steps.size(), 0);
    d->context = PlanContext();
    d->result = RunResult();
    d->current = -1;
    d->runTimer.start();
    // Everything from the event loop: callers connect (or spy) after start() and see it all.
    QMetaObject::invokeMethod(
        this,
        [this, gen] {
            if (gen != d->generation)
                return;
            QPointer<Runner> alive(this);
            Q_EMIT started(d->plan.title, d->plan.steps.size());
            if (alive)
                d->runStep(0);
        },
        Qt::QueuedConnection);
    return true;
}

void Runner::cancel()
{
    if (!d->running || d->cancelRequested)
        return;
    d->cancelRequested = true;
    if (d->process && d->killReason.isEmpty()) {
        d->timeout->stop();
        d->monitor->stop();
        d->stopPoll();
        d->process->terminate(KillGraceMs);
    }
    // Otherwise the queued start of the next step sees the request.
}

bool Runner::isRunning() const
{
    return d->running;
}

const Plan &Runner::plan() const
{
    return d->plan;
}

StepState Runner::state(int step) const
{
    return d->states.value(step, StepState::Pending);
}

qint64 Runner::durationMs(int step) const
{
    if (step >= 0 && step == d->current && d->stepTimer.isValid())
        return d->stepTimer.elapsed();
    return d->durations.value(step, 0);
}

const PlanContext &Runner::context() const
{
    return d->context;
}

void Runner::Private::runStep(int index)
{
    if (cancelRequested) {
        cancelFrom(index);
        return;
    }
    if (index >= plan.steps.size()) {
        finishRun();
        return;
    }
    current = index;
    work = plan.steps.at(index);
    killReason.clear();
    states[index] = StepState::Running;
    stepTimer.start();
    QPointer<Runner> alive(q);
    Q_EMIT q->stepStarted(index);
    if (!alive)
        return;
    if (work.prepare && !cancelRequested) {
        bool skip = false;
        QString error;
        const auto prepare = work.prepare; // the hook may assign to self.prepare while it runs
        const bool ok = prepare(context, work, &skip, &error);
        plan.steps[index] = work; // plan() shows what actually runs
        if (!ok) {
            fail(error.isEmpty() ? QStringLiteral("preparation failed") : error);
            return;
        }
        if (skip) {
            endStep(StepState::Skipped, error);
            return;
        }
    }
    if (cancelRequested) {
        endStep(StepState::Cancelled, work.title + QStringLiteral(": cancelled"));
        return;
    }
    // After prepare, which may change the redactions and limits.
    output.reset([this](const QString &text) { return work.redact(text); }, Runner::OutputLineLimit,
        work.captureLimit, work.echoStdout);
    if (work.argv.isEmpty()) {
        runCheck(QByteArray());
        return;
    }
    launch();
}

void Runner::Private::launch()
{
    environment = baseEnvironment;
    for (auto it = work.environment.cbegin(); it != work.environment.cend(); ++it)
        environment.insert(it.key(), it.value());
    QString error;
    const QString program = ProcessGroup::resolveProgram(work.argv.first(), environment, &error);
    if (program.isEmpty()) {
        fail(error);
        return;
    }
    auto *p = new ProcessGroup(q);
    process = p;
    QObject::connect(p, &ProcessGroup::standardOutput, q, [this, p](const QByteArray &data) {
        if (p == process)
            emitLines(output.feed(data, false)); // nothing when !work.echoStdout
    });
    QObject::connect(p, &ProcessGroup::standardError, q, [this, p](const QByteArray &data) {
        if (p == process)
            emitLines(output.feed(data, true));
    });
    QObject::connect(p, &ProcessGroup::done, q, [this, p] {
        if (p == process)
            onProcessDone();
    });
    if (work.timeoutMs > 0)
        timeout->start(work.timeoutMs);
    if (!work.monitor.argv.isEmpty())
        monitor->start(qMax(10, work.monitor.intervalMs));
    p->start(program, work.argv.mid(1), environment, work.stdinData);
}

bool Runner::Private::emitLines(const QList<StepOutput::Line> &lines)
{
    // A slot may delete the runner; stop touching it then.
    QPointer<Runner> alive(q);
    const int index = current;
    for (const StepOutput::Line &line : lines) {
        Q_EMIT q->stepOutput(index, line.text, line.isStderr);
        if (!alive)
            return false;
    }
    return true;
}

void Runner::Private::onProcessDone()
{
    ProcessGroup *p = process;
    if (!emitLines(output.flush()))
        return;
    context.outputs.insert(work.id, output.captured());
    if (!killReason.isEmpty()) {
        fail(killReason);
        return;
    }
    if (cancelRequested) {
        endStep(StepState::Cancelled, work.title + QStringLiteral(": cancelled"));
        return;
    }
    const QString program = work.argv.first();
    if (!p->started()) {
        fail(QStringLiteral("cannot start %1: %2").arg(program, p->startError()));
        return;
    }
    if ((p->crashed() || p->exitCode() != 0) && work.explainFailure) {
        const QString explained = work.explainFailure(output.stderrText());
        if (!explained.isEmpty()) {
            fail(explained);
            return;
        }
    }
    const QString name = QFileInfo(program).fileName();
    const QString stderrLine = output.lastStderrLine();
    const QString tail = stderrLine.isEmpty() ? QString() : QStringLiteral(": ") + stderrLine;
    if (p->crashed()) {
        fail(QStringLiteral("%1 was killed by signal %2").arg(name).arg(p->exitCode()) + tail);
        return;
    }
    if (p->exitCode() != 0) {
        fail(QStringLiteral("%1 exited with code %2").arg(name).arg(p->exitCode()) + tail);
        return;
    }
    runCheck(output.captured());
}

void Runner::Private::runCheck(const QByteArray &stdoutData)
{
    if (work.check) {
        QStringList report;
        QString error;
        const auto check = work.check;
        const bool ok = check(context, stdoutData, &report, &error);
        for (const QString &line : std::as_const(report)) {
            if (!emitLines(output.add(line, false)))
                return;
        }
        if (!ok) {
            fail(error.isEmpty() ? QStringLiteral("check failed") : error);
            return;
        }
    }
    endStep(StepState::Succeeded, QString());
}

void Runner::Private::fail(const QString &reason)
{
    endStep(work.allowFailure ? StepState::Warning : StepState::Failed,
        work.title + QStringLiteral(": ") + reason);
}

void Runner::Private::endStep(StepState state, const QString &message)
{
    const int index = current;
    stopStep();
    current = -1;
    states[index] = state;
    durations[index] = stepTimer.elapsed();
    const QString text = work.redact(message);
    if (state == StepState::Failed || state == StepState::Cancelled) {
        result.failedStep = index;
        result.message = text;
        result.cancelled = state == StepState::Cancelled;
    }
    QPointer<Runner> alive(q);
    Q_EMIT q->stepFinished(index, state, text, durations.at(index));
    if (!alive)
        return;
    if (state == StepState::Failed) {
        finishRun(); // later steps stay Pending
        return;
    }
    if (state == StepState::Cancelled) {
        cancelFrom(index + 1);
        return;
    }
    // Back to the event loop between steps: no recursion through long runs of internal steps.
    const quint64 gen = generation;
    QMetaObject::invokeMethod(
        q,
        [this, gen, index] {
            if (gen == generation && running)
                runStep(index + 1);
        },
        Qt::QueuedConnection);
}

void Runner::Private::cancelFrom(int index)
{
    for (int i = index; i < states.size(); ++i) {
        if (states.at(i) == StepState::Pending)
            states[i] = StepState::Cancelled;
    }
    result.cancelled = true;
    if (result.failedStep < 0 && index < plan.steps.size()) {
        result.failedStep = index;
        result.message
            = plan.steps.at(index).redact(plan.steps.at(index).title) + QStringLiteral(": cancelled");
    } else if (result.message.isEmpty()) {
        result.message = QStringLiteral("cancelled");
    }
    finishRun();
}

void Runner::Private::finishRun()
{
    running = false;
    current = -1;
    result.ok = result.failedStep < 0 && !result.cancelled;
    result.elapsedMs = runTimer.elapsed();
    const RunResult r = result;
    Q_EMIT q->finished(r);
}

void Runner::Private::stopStep()
{
    timeout->stop();
    monitor->stop();
    stopPoll();
    if (ProcessGroup *p = process) {
        process = nullptr;
        p->disconnect(q);
        p->kill(); // a no-op once it has ended by itself
        // Not a child of q: the runner may be deleted from a slot inside p's own signal.
        p->setParent(nullptr);
        p->deleteLater();
    }
    for (const QString &file : std::as_const(work.removeAfter)) {
        if (!file.isEmpty())
            QFile::remove(file);
    }
}

void Runner::Private::stopPoll()
{
    if (ProcessGroup *p = poll) {
        poll = nullptr;
        p->disconnect(q);
        p->kill();
        p->setParent(nullptr);
        p->deleteLater();
    }
}

void Runner::Private::startPoll()
{
    if (poll || !process || !process->isRunning() || !killReason.isEmpty() || cancelRequested)
        return; // never two polls at once
    QString error;
    const QString program = ProcessGroup::resolveProgram(work.monitor.argv.first(), environment, &error);
    if (program.isEmpty())
        return; // a poll that cannot run is a failed poll: ignored, the step's process decides
    auto *p = new ProcessGroup(q);
    poll = p;
    pollOutput.clear();
    QObject::connect(p, &ProcessGroup::standardOutput, q, [this, p](const QByteArray &data) {
        if (p == poll && pollOutput.size() < work.captureLimit)
            pollOutput += data.left(work.captureLimit - pollOutput.size());
    });
    QObject::connect(p, &ProcessGroup::done, q, [this, p] {
        if (p == poll)
            onPollDone();
    });
    p->start(program, work.monitor.argv.mid(1), environment, QByteArray());
}

void Runner::Private::onPollDone()
{
    ProcessGroup *p = poll;
    poll = nullptr;
    p->disconnect(q);
    p->setParent(nullptr);
    p->deleteLater();
    if (!process || !killReason.isEmpty() || cancelRequested)
        return;
    if (!p->started() || p->crashed() || p->exitCode() != 0)
        return; // poll failures are ignored
    if (work.monitor.report) {
        const QStringList lines = work.monitor.report(pollOutput);
        for (const QString &line : lines) {
            if (!emitLines(output.add(line, false)))
                return;
        }
    }
    const QString reason = work.monitor.failureReason ? work.monitor.failureReason(pollOutput) : QString();
    if (!reason.isEmpty())
        killStep(reason);
}

void Runner::Private::killStep(const QString &reason)
{
    if (!process || !killReason.isEmpty() || cancelRequested)
        return;
    killReason = reason;
    timeout->stop();
    monitor->stop();
    stopPoll();
    process->terminate(Runner::KillGraceMs);
}

} // namespace HelmDeck
