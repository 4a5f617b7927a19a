// SPDX-License-Identifier: GPL-3.0-or-later
#include "toolprobe.h"

#include "compat.h"

#include <QCoreApplication>

#include <csignal>
#include <sys/types.h>

namespace HelmDeck {

namespace {

/**
 * SIGKILL to the process group @p pid leads (the probe is a session leader: Compat::GroupedProcess).
 * A tool that is a script leaves its children behind when only the script is killed (a `sleep` in a
 * wrapper that never answers kept running after the timeout): the group reaches them all.
 */
void killGroup(qint64 pid)
{
    if (pid > 0)
        ::kill(-static_cast<pid_t>(pid), SIGKILL);
}

} // namespace

ToolProbe ToolProbe::run(const QString &program, const QStringList &arguments, int timeoutMs,
    const QProcessEnvironment &environment)
{
    ToolProbe probe;
    probe.program = program;
    Compat::GroupedProcess proc;
    if (!environment.isEmpty())
        proc.setProcessEnvironment(environment);
    proc.setProgram(program);
    proc.setArguments(arguments);
    proc.start();
    if (!proc.waitForStarted(timeoutMs)) {
        probe.startError = proc.errorString();
        return probe;
    }
    probe.started = true;
    const qint64 pid = proc.processId();
    if (!proc.waitForFinished(timeoutMs)) {
        killGroup(pid); // before the leader is reaped: the group id cannot belong to anyone else yet
        proc.kill();
        proc.waitForFinished(1000);
        probe.timedOut = true;
        return probe;
    }
    // What it started in the background and left running (its group outlives it): ended with it, as
    // every step's (ProcessGroup). The group id stays reserved while a member of the group lives.
    killGroup(pid);
    probe.stdoutData = proc.readAllStandardOutput();
    probe.stderrData = proc.readAllStandardError();
    probe.exitCode = proc.exitCode();
    probe.crashed = proc.exitStatus() != QProcess::NormalExit;
    probe.exitedOk = !probe.crashed && proc.exitCode() == 0;
    return probe;
}

QString ToolProbe::failureText(const QString &tool, const QString &arguments, const QString &output) const
{
    const QString said = output.trimmed().left(500);
    const QString how = crashed
        ? QCoreApplication::translate("HelmDeck::ToolProbe", "crashed")
        : QCoreApplication::translate("HelmDeck::ToolProbe", "exited with code %1").arg(exitCode);
    return said.isEmpty() ? QCoreApplication::translate("HelmDeck::ToolProbe",
               "the %1 at %2 failed: \"%3\" %4 and no output; check that it is a working %1 binary.")
                                .arg(tool, program, arguments, how)
                          : QCoreApplication::translate("HelmDeck::ToolProbe",
                              "the %1 at %2 failed: \"%3\" %4: %5; check that it is a working %1 binary.")
                                .arg(tool, program, arguments, how, said);
}

} // namespace HelmDeck
