// SPDX-License-Identifier: GPL-3.0-or-later
#include "toolprobe.h"

#include <QProcess>

namespace HelmDeck {

ToolProbe ToolProbe::run(const QString &program, const QStringList &arguments, int timeoutMs,
    const QProcessEnvironment &environment)
{
    ToolProbe probe;
    QProcess proc;
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
    if (!proc.waitForFinished(timeoutMs)) {
        proc.kill();
        proc.waitForFinished(1000);
        probe.timedOut = true;
        return probe;
    }
    probe.stdoutData = proc.readAllStandardOutput();
    probe.stderrData = proc.readAllStandardError();
    probe.exitCode = proc.exitCode();
    probe.exitedOk = proc.exitStatus() == QProcess::NormalExit && proc.exitCode() == 0;
    return probe;
}

} // namespace HelmDeck
