// SPDX-License-Identifier: GPL-3.0-or-later
#include "processgroup.h"

#include "compat.h"

#include <QDir>
#include <QFileInfo>
#include <QMetaObject>
#include <QStandardPaths>
#include <QTimer>

#include <csignal>
#include <sys/types.h>

namespace HelmDeck {

ProcessGroup::ProcessGroup(QObject *parent)
    : QObject(parent)
    , m_process(new Compat::GroupedProcess(this))
    , m_grace(new QTimer(this))
{
    m_grace->setSingleShot(true);
    connect(m_grace, &QTimer::timeout, this, &ProcessGroup::onGraceOver);
    connect(m_process, &QProcess::readyReadStandardOutput, this,
        [this] { Q_EMIT standardOutput(m_process->readAllStandardOutput()); });
    connect(m_process, &QProcess::readyReadStandardError, this,
        [this] { Q_EMIT standardError(m_process->readAllStandardError()); });
    connect(m_process, QOverload<int, QProcess::ExitStatus>::of(&QProcess::finished), this,
        [this](int exitCode, QProcess::ExitStatus status) {
            onFinished(exitCode, status == QProcess::CrashExit);
        });
    connect(m_process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error != QProcess::FailedToStart || !m_running)
            return;
        m_startError = m_process->errorString();
        if (m_startError.isEmpty())
            m_startError = tr("failed to start");
        // Qt may report this from inside QProcess::start(): done() must come from the event loop.
        QMetaObject::invokeMethod(
            this, [this] { complete(); }, Qt::QueuedConnection);
    });
}

ProcessGroup::~ProcessGroup()
{
    m_grace->stop();
    if (m_running)
        signalGroup(SIGKILL);
    m_process->disconnect(this);
    if (m_process->state() != QProcess::NotRunning)
        m_process->waitForFinished(3000); // SIGKILL makes this immediate; it only reaps the child
}

QString ProcessGroup::resolveProgram(
    const QString &program, const QProcessEnvironment &environment, QString *error)
{
    if (program.contains(QLatin1Char('/'))) {
        const QFileInfo info(program);
        if (!info.exists()) {
            *error = tr("cannot start %1: not found").arg(program);
            return QString();
        }
        if (!info.isFile() || !info.isExecutable()) {
            *error = tr("cannot start %1: not executable").arg(program);
            return QString();
        }
        return info.absoluteFilePath();
    }
    const QStringList path
        = environment.value(QStringLiteral("PATH")).split(QLatin1Char(':'), Qt::SkipEmptyParts);
    const QString found = QStandardPaths::findExecutable(program, path);
    if (!found.isEmpty())
        return found;
    for (const QString &dir : path) {
        if (QFileInfo(QDir(dir).filePath(program)).isFile()) {
            *error = tr("cannot start %1: %2 is not executable").arg(program, QDir(dir).filePath(program));
            return QString();
        }
    }
    *error = tr("cannot start %1: not found on PATH").arg(program);
    return QString();
}

void ProcessGroup::start(const QString &program, const QStringList &arguments,
    const QProcessEnvironment &environment, const QByteArray &stdinData)
{
    m_running = true;
    m_leaderExited = false;
    m_terminating = false;
    m_killed = false;
    m_crashed = false;
    m_exitCode = -1;
    m_startError.clear();
    m_pid = 0;
    m_process->setProgram(program);
    m_process->setArguments(arguments);
    m_process->setProcessEnvironment(environment);
    m_process->start();
    if (m_process->state() == QProcess::NotRunning)
        return; // failed to start: the queued complete() reports it
    m_pid = m_process->processId();
    if (!stdinData.isEmpty() && m_stdinFile.isEmpty())
        m_process->write(stdinData);
    m_process->closeWriteChannel(); // after the buffered data is written
}

void ProcessGroup::setTerminal(const QByteArray &slavePath)
{
    m_process->setTerminal(slavePath);
}

void ProcessGroup::setStandardInputFile(const QString &path)
{
    m_stdinFile = path;
    m_process->setStandardInputFile(path); // empty: back to a pipe
}

void ProcessGroup::terminate(int graceMs)
{
    if (!m_running || m_terminating)
        return;
    m_terminating = true;
    signalGroup(SIGTERM);
    m_grace->start(graceMs);
}

void ProcessGroup::kill()
{
    if (!m_running || m_killed)
        return;
    m_terminating = true;
    m_killed = true;
    m_grace->stop();
    signalGroup(SIGKILL);
    if (m_leaderExited)
        complete();
}

bool ProcessGroup::isRunning() const
{
    return m_running;
}

void ProcessGroup::onFinished(int exitCode, bool crashed)
{
    if (!m_running)
        return;
    m_leaderExited = true;
    m_exitCode = exitCode;
    m_crashed = crashed;
    if (!m_terminating) {
        // Exited by itself: whatever it left running in its group is killed with the step.
        if (groupExists())
            signalGroup(SIGKILL);
        complete();
        return;
    }
    // Terminating: members that ignore SIGTERM get SIGKILL when the grace time is over.
    if (m_killed || !groupExists())
        complete();
}

void ProcessGroup::onGraceOver()
{
    signalGroup(SIGKILL);
    m_killed = true;
    if (m_leaderExited)
        complete();
}

void ProcessGroup::signalGroup(int signal)
{
    if (m_pid <= 0)
        return;
    ::kill(-static_cast<pid_t>(m_pid), signal);
    // Until the child has called setsid() its group does not exist; until Qt reaped it, its pid
    // is still its own (never signal a reaped pid: it may belong to someone else by now).
    if (!m_leaderExited)
        ::kill(static_cast<pid_t>(m_pid), signal);
}

bool ProcessGroup::groupExists() const
{
    return m_pid > 0 && ::kill(-static_cast<pid_t>(m_pid), 0) == 0;
}

void ProcessGroup::complete()
{
    if (!m_running)
        return;
    m_running = false;
    m_grace->stop();
    Q_EMIT done();
}

} // namespace HelmDeck
