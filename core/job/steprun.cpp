// SPDX-License-Identifier: GPL-3.0-or-later
#include "steprun.h"

#include "processgroup.h"
#include "pseudoterminal.h"
#include "runner.h"

#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QMetaObject>
#include <QTimer>

namespace HelmDeck {

StepRun::StepRun(int index, const Step &step, PlanContext *context, QObject *parent)
    : QObject(parent)
    , m_index(index)
    , m_work(step)
    , m_context(context)
    , m_timeout(new QTimer(this))
    , m_monitor(new QTimer(this))
{
    m_timer.start();
    m_timeout->setSingleShot(true);
    connect(m_timeout, &QTimer::timeout, this, [this] {
        m_timedOut = true;
        killStep(tr("timed out after %1 s").arg(QString::number(m_work.timeoutMs / 1000.0)));
    });
    connect(m_monitor, &QTimer::timeout, this, [this] { startPoll(); });
}

StepRun::~StepRun()
{
    abort();
}

namespace {

constexpr qint64 ProgressStep = 1024 * 1024; // Step::stdoutFile: a "received" line at least every MiB

} // namespace

bool StepRun::openStdoutFile()
{
    if (m_work.stdoutFile.isEmpty())
        return true;
    m_stdoutFile = std::make_unique<QFile>(m_work.stdoutFile);
    if (!m_stdoutFile->open(QIODevice::WriteOnly | QIODevice::Truncate | QIODevice::Unbuffered)
        || !m_stdoutFile->setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner)) {
        const QString why = m_stdoutFile->errorString();
        m_stdoutFile.reset();
        fail(tr("cannot write %1: %2").arg(m_work.stdoutFile, why));
        return false;
    }
    m_stdoutBytes = 0;
    m_nextProgress = ProgressStep;
    return true;
}

void StepRun::writeStdoutFile(const QByteArray &data)
{
    if (!m_stdoutFile || !m_killReason.isEmpty())
        return;
    if (m_stdoutFile->write(data) != data.size()) {
        killStep(tr("cannot write %1: %2").arg(m_work.stdoutFile, m_stdoutFile->errorString()));
        return;
    }
    m_stdoutBytes += data.size();
    if (m_stdoutBytes >= m_nextProgress) {
        m_nextProgress = m_stdoutBytes + qMax(ProgressStep, m_stdoutBytes / 10);
        emitLines(m_output.add(tr("received %1").arg(QLocale::c().formattedDataSize(m_stdoutBytes)), false));
    }
}

void StepRun::closeStdoutFile()
{
    if (!m_stdoutFile)
        return;
    m_stdoutFile->close();
    m_stdoutFile.reset();
    m_context->values.insert(m_work.id + QStringLiteral(".bytes"), m_stdoutBytes);
}

void StepRun::begin(const QProcessEnvironment &base)
{
    m_timer.start();
    m_begun = true;
    if (!m_work.onlyIfRan.isEmpty() && !m_context->ran.contains(m_work.onlyIfRan)) {
        end(StepState::Skipped, QString()); // what it would undo never happened
        return;
    }
    if (m_work.prepare) {
        bool skip = false;
        QString error;
        const auto prepare = m_work.prepare; // the hook may assign to self.prepare while it runs
        const bool ok = prepare(*m_context, m_work, &skip, &error);
        if (!ok) {
            fail(error.isEmpty() ? tr("preparation failed") : error);
            return;
        }
        if (skip) {
            end(StepState::Skipped, error);
            return;
        }
    }
    if (m_cancelled) {
        end(StepState::Cancelled, tr("%1: cancelled").arg(m_work.title));
        return;
    }
    m_context->ran.insert(m_work.id);
    // After prepare, which may change the redactions and limits.
    m_output.reset([this](const QString &text) { return m_work.redact(text); }, Runner::OutputLineLimit,
        m_work.captureLimit, m_work.echoStdout);
    if (m_work.start && m_work.argv.isEmpty()) {
        startAction();
        return;
    }
    if (m_work.argv.isEmpty()) {
        runCheck(QByteArray());
        return;
    }
    launch(base);
}

void StepRun::startAction()
{
    auto sink = std::make_shared<StepDone::Sink>();
    sink->receiver = this;
    sink->output = [this](const QString &line, bool isStderr) { emitLines(m_output.add(line, isStderr)); };
    sink->progress = [this](const StepProgress &progress) { emitProgress(progress); };
    sink->done = [this](bool ok, const QString &message, const QStringList &report) {
        onActionDone(ok, message, report);
    };
    m_action = sink;
    if (m_work.timeoutMs > 0)
        m_timeout->start(m_work.timeoutMs);
    const auto start = m_work.start;
    start(*m_context, m_work, StepDone(sink));
}

void StepRun::onActionDone(bool ok, const QString &message, const QStringList &report)
{
    m_action.reset();
    m_timeout->stop();
    for (const QString &line : report) {
        if (!emitLines(m_output.add(line, false)))
            return;
    }
    if (!ok) {
        fail(message.isEmpty() ? QStringLiteral("failed") : message);
        return;
    }
    runCheck(QByteArray());
}

void StepRun::launch(const QProcessEnvironment &base)
{
    m_environment = base;
    for (auto it = m_work.environment.cbegin(); it != m_work.environment.cend(); ++it)
        m_environment.insert(it.key(), it.value());
    QString error;
    const QString program = ProcessGroup::resolveProgram(m_work.argv.first(), m_environment, &error);
    if (program.isEmpty()) {
        fail(error);
        return;
    }
    if (!openStdoutFile())
        return;
    auto *p = new ProcessGroup(this);
    if (!m_work.stdinFile.isEmpty())
        p->setStandardInputFile(m_work.stdinFile);
    if (m_work.terminal) {
        auto *terminal = new PseudoTerminal(this);
        if (!terminal->open(m_work.terminalColumns, m_work.terminalRows, &error)) {
            delete terminal;
            delete p;
            fail(error);
            return;
        }
        m_terminal = terminal;
        p->setTerminal(terminal->slavePath());
    }
    m_process = p;
    connect(p, &ProcessGroup::standardOutput, this, [this, p](const QByteArray &data) {
        if (p != m_process)
            return;
        if (m_stdoutFile)
            writeStdoutFile(data);
        else
            emitLines(m_output.feed(data, false)); // nothing when !echoStdout
    });
    connect(p, &ProcessGroup::standardError, this, [this, p](const QByteArray &data) {
        if (p == m_process)
            emitLines(m_output.feed(data, true));
    });
    connect(p, &ProcessGroup::done, this, [this, p] {
        if (p == m_process)
            onProcessDone();
    });
    if (m_work.timeoutMs > 0)
        m_timeout->start(m_work.timeoutMs);
    if (!m_work.monitor.argv.isEmpty())
        m_monitor->start(qMax(10, m_work.monitor.intervalMs));
    p->start(program, m_work.argv.mid(1), m_environment, m_work.terminal ? QByteArray() : m_work.stdinData);
    if (m_terminal && p->started()) {
        if (!m_work.terminalInput.isEmpty())
            m_terminal->setEcho(false); // the line discipline would echo it at once: a blank line
        m_terminal->write(m_work.terminalInput);
        Q_EMIT terminalOpened(m_index, m_terminal);
    }
}

bool StepRun::emitLines(const QList<StepOutput::Line> &lines)
{
    // A slot may delete or abort the run (e.g. the runner is deleted); stop touching it then.
    QPointer<StepRun> alive(this);
    for (const StepOutput::Line &line : lines) {
        Q_EMIT output(m_index, line.text, line.isStderr);
        if (!alive || m_ended)
            return false;
    }
    return true;
}

void StepRun::onProcessDone()
{
    if (m_follow && m_follow->isRunning() && !m_followDraining && !m_cancelled) {
        // the streamed output ends a little after what it follows (a log after its container):
        // let it deliver, for at most FollowDrainMs, before the step ends and kills it
        m_followDraining = true;
        m_timeout->stop();
        m_monitor->stop();
        stopPoll();
        QTimer::singleShot(FollowDrainMs, this, [this] {
            if (!m_ended && m_process)
                onProcessDone();
        });
        return;
    }
    ProcessGroup *p = m_process;
    if (PseudoTerminal *terminal = m_terminal) {
        QPointer<StepRun> alive(this);
        terminal->drain(); // what the program wrote last, before the step ends
        if (!alive || m_ended)
            return;
        terminal->releaseSlave();
    }
    closeStdoutFile();
    if (!emitLines(m_output.flush()))
        return;
    m_context->outputs.insert(m_work.id, m_output.captured());
    if (!m_killReason.isEmpty()) {
        fail(m_killReason);
        return;
    }
    if (m_cancelled) {
        end(StepState::Cancelled, tr("%1: cancelled").arg(m_work.title));
        return;
    }
    const QString program = m_work.argv.first();
    if (!p->started()) {
        fail(tr("cannot start %1: %2").arg(program, p->startError()));
        return;
    }
    if ((p->crashed() || p->exitCode() != 0) && m_work.explainFailure) {
        const QString explained = m_work.explainFailure(m_output.stderrText());
        if (!explained.isEmpty()) {
            fail(explained);
            return;
        }
    }
    const QString name = QFileInfo(program).fileName();
    const QString stderrLine = m_output.lastStderrLine();
    if (p->crashed()) {
        fail(stderrLine.isEmpty()
                ? tr("%1 was killed by signal %2").arg(name).arg(p->exitCode())
                : tr("%1 was killed by signal %2: %3").arg(name, QString::number(p->exitCode()), stderrLine));
        return;
    }
    if (p->exitCode() != 0) {
        fail(stderrLine.isEmpty()
                ? tr("%1 exited with code %2").arg(name).arg(p->exitCode())
                : tr("%1 exited with code %2: %3").arg(name, QString::number(p->exitCode()), stderrLine));
        return;
    }
    runCheck(m_output.captured());
}

void StepRun::runCheck(const QByteArray &stdoutData)
{
    if (m_work.check) {
        QStringList report;
        QString error;
        const auto check = m_work.check;
        const bool ok = check(*m_context, stdoutData, &report, &error);
        for (const QString &line : std::as_const(report)) {
            if (!emitLines(m_output.add(line, false)))
                return;
        }
        if (!ok) {
            fail(error.isEmpty() ? tr("check failed") : error);
            return;
        }
    }
    end(StepState::Succeeded, QString());
}

void StepRun::fail(const QString &reason)
{
    end(m_work.allowFailure ? StepState::Warning : StepState::Failed,
        m_work.title + QStringLiteral(": ") + reason);
}

void StepRun::end(StepState state, const QString &message)
{
    if (m_ended)
        return;
    stop();
    m_ended = true;
    Q_EMIT finished(m_index, state, m_work.redact(message), m_timedOut && state != StepState::Cancelled);
}

void StepRun::cancel()
{
    if (m_ended || m_cancelled)
        return;
    m_cancelled = true;
    if (m_process) {
        if (!m_killReason.isEmpty())
            return; // a timeout or monitor already stops it: the step fails with that reason
        m_timeout->stop();
        m_monitor->stop();
        stopPoll();
        m_process->terminate(Runner::KillGraceMs);
        return;
    }
    if (m_action || !m_begun) {
        cancelAction();
        // From the event loop: cancel() is called inside Runner::cancel(), which emits nothing.
        QMetaObject::invokeMethod(
            this, [this] { end(StepState::Cancelled, tr("%1: cancelled").arg(m_work.title)); },
            Qt::QueuedConnection);
    }
}

void StepRun::abort()
{
    if (m_ended)
        return;
    stop();
    m_ended = true;
}

void StepRun::cancelAction()
{
    if (!m_action)
        return;
    m_action->over = true;
    m_action.reset();
    m_timeout->stop();
    if (m_work.cancel) {
        const auto hook = m_work.cancel;
        hook();
    }
}

void StepRun::stop()
{
    m_timeout->stop();
    m_monitor->stop();
    stopPoll();
    stopFollow();
    cancelAction();
    closeStdoutFile();
    if (ProcessGroup *p = m_process) {
        m_process = nullptr;
        p->disconnect(this);
        p->kill(); // a no-op once it has ended by itself
        // Not a child of this: the run may be deleted from a slot inside p's own signal.
        p->setParent(nullptr);
        p->deleteLater();
    }
    for (const QString &file : std::as_const(m_work.removeAfter)) {
        if (!file.isEmpty())
            QFile::remove(file);
    }
}

void StepRun::killStep(const QString &reason)
{
    if (m_ended || !m_killReason.isEmpty())
        return;
    if (m_action) {
        // An in-process action has no group to wait for: it fails now.
        cancelAction();
        fail(reason);
        return;
    }
    if (!m_process || m_cancelled)
        return;
    m_killReason = reason;
    m_timeout->stop();
    m_monitor->stop();
    stopPoll();
    m_process->terminate(Runner::KillGraceMs);
}

} // namespace HelmDeck
