// SPDX-License-Identifier: GPL-3.0-or-later
// StepRun: what runs beside a long step — its monitor's polls (Step::monitor) and the output it
// follows (StepMonitor::followArgv). The step's own action is in steprun.cpp.
#include "steprun.h"

#include "processgroup.h"
#include "runner.h"

#include <QTimer>

namespace HelmDeck {

void StepRun::stopPoll()
{
    if (ProcessGroup *p = m_poll) {
        m_poll = nullptr;
        p->disconnect(this);
        p->kill();
        p->setParent(nullptr);
        p->deleteLater();
    }
}

void StepRun::startPoll()
{
    if (m_poll || !m_process || !m_process->isRunning() || !m_killReason.isEmpty() || m_cancelled)
        return; // never two polls at once
    QString error;
    const QString program = ProcessGroup::resolveProgram(m_work.monitor.argv.first(), m_environment, &error);
    if (program.isEmpty())
        return; // a poll that cannot run is a failed poll: ignored, the step's process decides
    auto *p = new ProcessGroup(this);
    m_poll = p;
    m_pollOutput.clear();
    connect(p, &ProcessGroup::standardOutput, this, [this, p](const QByteArray &data) {
        if (p == m_poll && m_pollOutput.size() < m_work.captureLimit)
            m_pollOutput += data.left(m_work.captureLimit - m_pollOutput.size());
    });
    connect(p, &ProcessGroup::done, this, [this, p] {
        if (p == m_poll)
            onPollDone();
    });
    p->start(program, m_work.monitor.argv.mid(1), m_environment, QByteArray());
}

void StepRun::onPollDone()
{
    ProcessGroup *p = m_poll;
    m_poll = nullptr;
    p->disconnect(this);
    p->setParent(nullptr);
    p->deleteLater();
    if (!m_process || !m_killReason.isEmpty() || m_cancelled)
        return;
    if (!p->started() || p->crashed() || p->exitCode() != 0)
        return; // poll failures are ignored
    if (m_work.monitor.report) {
        const QStringList lines = m_work.monitor.report(m_pollOutput);
        for (const QString &line : lines) {
            if (!emitLines(m_output.add(line, false)))
                return;
        }
    }
    if (m_work.monitor.progress)
        emitProgress(m_work.monitor.progress(m_pollOutput));
    if (!m_followStarted && !m_work.monitor.followArgv.isEmpty() && m_work.monitor.followWhen
        && m_work.monitor.followWhen(m_pollOutput))
        startFollow();
    const QString reason
        = m_work.monitor.failureReason ? m_work.monitor.failureReason(m_pollOutput) : QString();
    if (!reason.isEmpty())
        killStep(reason);
}

void StepRun::emitProgress(const StepProgress &progress)
{
    if (m_ended || !progress.isValid() || progress == m_progress)
        return; // a poll that repeats the last count says nothing new
    m_progress = progress;
    Q_EMIT this->progress(m_index, progress);
}

void StepRun::startFollow()
{
    m_followStarted = true;
    QString error;
    const QString program
        = ProcessGroup::resolveProgram(m_work.monitor.followArgv.first(), m_environment, &error);
    if (program.isEmpty())
        return; // like a failed poll: the step's own process decides
    auto *p = new ProcessGroup(this);
    m_follow = p;
    auto feed = [this, p](const QByteArray &data, bool isStderr) {
        if (p != m_follow)
            return;
        QByteArray &pending = m_followPending[isStderr ? 1 : 0];
        pending += data;
        int nl;
        while ((nl = pending.indexOf('\n')) >= 0) {
            const QString line = QString::fromUtf8(pending.left(nl));
            pending.remove(0, nl + 1);
            if (!emitLines(m_output.add(line, isStderr)))
                return;
        }
        if (pending.size() > StepOutput::MaxPendingBytes)
            pending.clear(); // a runaway line: dropped, the output stays bounded
    };
    connect(p, &ProcessGroup::standardOutput, this, [feed](const QByteArray &data) { feed(data, false); });
    connect(p, &ProcessGroup::standardError, this, [feed](const QByteArray &data) { feed(data, true); });
    connect(p, &ProcessGroup::done, this, [this, p] {
        if (p != m_follow)
            return;
        for (int i = 0; i < 2; ++i) {
            const QByteArray rest = m_followPending[i];
            m_followPending[i].clear();
            if (!rest.isEmpty() && !emitLines(m_output.add(QString::fromUtf8(rest), i == 1)))
                return;
        }
        stopFollow();
        if (m_followDraining && !m_ended && m_process)
            onProcessDone(); // the step's process ended first and waits for this
    });
    p->start(program, m_work.monitor.followArgv.mid(1), m_environment, QByteArray());
}

void StepRun::stopFollow()
{
    if (ProcessGroup *p = m_follow) {
        m_follow = nullptr;
        p->disconnect(this);
        p->kill();
        p->setParent(nullptr);
        p->deleteLater();
    }
}

} // namespace HelmDeck
