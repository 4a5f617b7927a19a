// SPDX-License-Identifier: GPL-3.0-or-later
#include "runner.h"

#include "pseudoterminal.h"
#include "steprun.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QMetaObject>
#include <QPointer>
#include <QVector>

namespace HelmDeck {

struct Runner::Private
{
    Runner *q = nullptr;
    QProcessEnvironment baseEnvironment;

    bool running = false;
    bool cancelRequested = false;
    bool failed = false; // a step of the running batch failed: the others are being stopped
    bool cleaningUp = false; // the plan stopped: only Step::always steps run now
    bool cleanupCancelled = false; // cancel() during the cleanup
    quint64 generation = 0; // bumped by start() and the destructor: queued calls of an old run do nothing
    Plan plan;
    QVector<StepState> states;
    QVector<qint64> durations;
    PlanContext context;
    RunResult result;
    QElapsedTimer runTimer;

    // The batch being run: one step, or consecutive concurrent ones [batchBegin, batchEnd).
    int batchBegin = 0;
    int batchEnd = 0;
    QList<QPointer<StepRun>> active; // started and not yet finished

    void runBatch(int index);
    void onStepFinished(StepRun *run, StepState state, const QString &message, bool timedOut);
    void batchDone();
    void cancelFrom(int index);
    void startCleanup(int index);
    int nextCleanupStep(int index) const;
    void finishRun();
    void drop(StepRun *run);
    StepRun *activeRun(int index) const;
};

Runner::Runner(QObject *parent)
    : QObject(parent)
    , d(new Private)
{
    qRegisterMetaType<HelmDeck::StepState>("HelmDeck::StepState");
    qRegisterMetaType<HelmDeck::RunResult>("HelmDeck::RunResult");
    qRegisterMetaType<HelmDeck::StepProgress>("HelmDeck::StepProgress");
    d->q = this;
    d->baseEnvironment = QProcessEnvironment::systemEnvironment();
}

Runner::~Runner()
{
    ++d->generation;
    const QList<QPointer<StepRun>> active = d->active;
    d->active.clear();
    for (const QPointer<StepRun> &run : active) {
        if (run)
            d->drop(run); // SIGKILL to the step's and the poll's groups, removeAfter files deleted
    }
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
    d->failed = false;
    d->cleaningUp = false;
    d->cleanupCancelled = false;
    d->plan = plan;
    d->states = QVector<StepState>(plan.steps.size(), StepState::Pending);
    d->durations = QVector<qint64>(plan.steps.size(), 0);
    d->context = PlanContext();
    d->result = RunResult();
    d->active.clear();
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
                d->runBatch(0);
        },
        Qt::QueuedConnection);
    return true;
}

void Runner::cancel()
{
    if (!d->running)
        return;
    if (d->cleaningUp) {
        if (d->cleanupCancelled)
            return;
        d->cleanupCancelled = true; // the cleanup step running now ends Cancelled; no later one starts
    } else if (d->cancelRequested) {
        return;
    }
    d->cancelRequested = true;
    // Each ends from the event loop; with none running, the queued start of the next batch sees it.
    const QList<QPointer<StepRun>> active = d->active;
    for (const QPointer<StepRun> &run : active) {
        if (run)
            run->cancel();
    }
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
    if (const StepRun *run = d->activeRun(step))
        return run->elapsedMs();
    return d->durations.value(step, 0);
}

const PlanContext &Runner::context() const
{
    return d->context;
}

StepRun *Runner::Private::activeRun(int index) const
{
    for (const QPointer<StepRun> &run : active) {
        if (run && run->index() == index)
            return run;
    }
    return nullptr;
}

void Runner::Private::runBatch(int index)
{
    if (cleaningUp) {
        index = cleanupCancelled ? -1 : nextCleanupStep(index);
        if (index < 0) {
            for (int i = 0; i < states.size(); ++i) {
                if (cleanupCancelled && plan.steps.at(i).always && states.at(i) == StepState::Pending)
                    states[i] = StepState::Cancelled;
            }
            finishRun();
            return;
        }
    } else if (cancelRequested) {
        cancelFrom(index);
        return;
    }
    if (index >= plan.steps.size()) {
        finishRun();
        return;
    }
    batchBegin = index;
    batchEnd = index + 1;
    if (plan.steps.at(index).concurrent && !cleaningUp) {
        const QString &group = plan.steps.at(index).concurrentGroup;
        while (batchEnd < plan.steps.size() && plan.steps.at(batchEnd).concurrent
            && plan.steps.at(batchEnd).concurrentGroup == group)
            ++batchEnd;
    }
    const quint64 gen = generation;
    QPointer<Runner> alive(q);
    // Every step of the batch is announced before any begins: the steps are siblings.
    QList<StepRun *> runs;
    for (int i = batchBegin; i < batchEnd; ++i) {
        auto *run = new StepRun(i, plan.steps.at(i), &context, q);
        QObject::connect(run, &StepRun::output, q, [this](int step, const QString &line, bool isStderr) {
            Q_EMIT q->stepOutput(step, line, isStderr);
        });
        QObject::connect(run, &StepRun::progress, q,
            [this](int step, const StepProgress &progress) { Q_EMIT q->stepProgress(step, progress); });
        QObject::connect(run, &StepRun::terminalOpened, q,
            [this](int step, PseudoTerminal *terminal) { Q_EMIT q->terminalOpened(step, terminal); });
        QObject::connect(run, &StepRun::finished, q,
            [this, run](int, StepState state, const QString &message, bool timedOut) {
                onStepFinished(run, state, message, timedOut);
            });
        active.append(run);
        runs.append(run);
        states[i] = StepState::Running;
        Q_EMIT q->stepStarted(i);
        if (!alive || gen != generation)
            return;
    }
    for (StepRun *run : std::as_const(runs)) {
        if (!active.contains(run))
            continue; // stopped by a sibling's failure before it began (its stepFinished is out)
        if (cleaningUp ? cleanupCancelled : (failed || cancelRequested)) {
            run->cancel(); // not begun: prepare never runs
            continue;
        }
        run->begin(baseEnvironment);
        if (!alive || gen != generation)
            return;
        if (active.contains(run))
            plan.steps[run->index()] = run->step(); // plan() shows what actually runs
    }
}

void Runner::Private::onStepFinished(StepRun *run, StepState state, const QString &message, bool timedOut)
{
    const int index = run->index();
    plan.steps[index] = run->step();
    active.removeAll(run);
    run->disconnect(q);
    // Not deleted now: this runs inside the run's own signal.
    run->setParent(nullptr);
    run->deleteLater();
    states[index] = state;
    durations[index] = run->elapsedMs();
    if ((state == StepState::Failed || state == StepState::Cancelled) && result.failedStep < 0) {
        result.failedStep = index;
        result.message = message;
        result.cancelled = state == StepState::Cancelled && !failed;
        result.timedOut = timedOut;
    }
    const quint64 gen = generation;
    QPointer<Runner> alive(q);
    Q_EMIT q->stepFinished(index, state, message, durations.at(index));
    if (!alive || gen != generation)
        return;
    if (state == StepState::Failed && !failed) {
        failed = true;
        // The first failure stops the batch: its siblings are killed and end Cancelled.
        const QList<QPointer<StepRun>> others = active;
        for (const QPointer<StepRun> &other : others) {
            if (other)
                other->cancel();
        }
    }
    if (!active.isEmpty())
        return;
    batchDone();
}

void Runner::Private::batchDone()
{
    if (!cleaningUp) {
        if (failed) {
            startCleanup(batchEnd); // later steps stay Pending
            return;
        }
        if (cancelRequested || result.cancelled) {
            cancelFrom(batchEnd);
            return;
        }
    }
    // Back to the event loop between steps: no recursion through long runs of internal steps.
    const quint64 gen = generation;
    const int next = batchEnd;
    QMetaObject::invokeMethod(
        q,
        [this, gen, next] {
            if (gen == generation && running)
                runBatch(next);
        },
        Qt::QueuedConnection);
}

void Runner::Private::cancelFrom(int index)
{
    for (int i = index; i < states.size(); ++i) {
        if (states.at(i) == StepState::Pending && !plan.steps.at(i).always)
            states[i] = StepState::Cancelled; // the always steps still run (startCleanup)
    }
    result.cancelled = true;
    if (result.failedStep < 0 && index < plan.steps.size()) {
        result.failedStep = index;
        result.message = QCoreApplication::translate("HelmDeck::Runner", "%1: cancelled")
                             .arg(plan.steps.at(index).redact(plan.steps.at(index).title));
    } else if (result.message.isEmpty()) {
        result.message = QCoreApplication::translate("HelmDeck::Runner", "cancelled");
    }
    startCleanup(index);
}

int Runner::Private::nextCleanupStep(int index) const
{
    for (int i = qMax(0, index); i < plan.steps.size(); ++i) {
        if (plan.steps.at(i).always && states.at(i) == StepState::Pending)
            return i;
    }
    return -1;
}

void Runner::Private::startCleanup(int index)
{
    if (nextCleanupStep(index) < 0) {
        finishRun();
        return;
    }
    cleaningUp = true;
    const quint64 gen = generation;
    QMetaObject::invokeMethod(
        q,
        [this, gen, index] {
            if (gen == generation && running)
                runBatch(index);
        },
        Qt::QueuedConnection);
}

void Runner::Private::finishRun()
{
    running = false;
    result.ok = result.failedStep < 0 && !result.cancelled;
    result.elapsedMs = runTimer.elapsed();
    const RunResult r = result;
    Q_EMIT q->finished(r);
}

void Runner::Private::drop(StepRun *run)
{
    run->disconnect(q);
    run->abort();
    run->setParent(nullptr);
    run->deleteLater();
}

} // namespace HelmDeck
