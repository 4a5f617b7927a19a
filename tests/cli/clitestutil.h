// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Running the command-line binary under test (TestUtil::cliBinary()) with the user's settings out of reach.

#include "testutil.h"

#include <QByteArray>
#include <QProcess>
#include <QTemporaryDir>

namespace CliTest {

struct Run
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

/** The process environment, with the user's HelmDeck settings (~/.config/HelmDeck) out of reach. */
inline QProcessEnvironment environment()
{
    static QTemporaryDir config;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), config.path());
    return env;
}

/** Runs the binary with @p args in @p workingDir (empty = this process's); kills it after 120 s. */
inline Run run(const QStringList &args, const QProcessEnvironment &env = environment(),
    const QString &workingDir = QString())
{
    QProcess p;
    p.setProcessEnvironment(env);
    if (!workingDir.isEmpty())
        p.setWorkingDirectory(workingDir);
    p.start(TestUtil::cliBinary(), args);
    Run r;
    if (!p.waitForFinished(120000)) {
        p.kill();
        p.waitForFinished();
        r.err = "timed out";
        return r;
    }
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

} // namespace CliTest
