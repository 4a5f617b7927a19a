// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace HelmDeck {

/**
 * One short, bounded run of a tool HelmDeck drives, to learn its version (HelmTool::detect,
 * KubectlTool::detect): started with argv (no shell), stdout and stderr kept apart, in a process
 * group of its own (Compat::GroupedProcess: it also dies with the app). After @c timeoutMs the whole
 * group is killed — a wrapper script's `sleep` or a helm plugin too, not only the program — and
 * whatever it left running when it ended is killed as well: a probe never leaves a child behind.
 * Synchronous: the window runs it off the GUI thread (JobSetup, through Worker); the
 * command line runs it in place. Each tool words its own errors from the fields below.
 */
struct ToolProbe
{
    bool started = false; ///< false: the program could not be started (startError says why)
    bool timedOut = false; ///< killed after the timeout
    bool exitedOk = false; ///< started, not killed, exit code 0
    int exitCode = -1;
    bool crashed = false; ///< ended by a signal (exitCode then means nothing)
    QString startError; ///< QProcess's reason, e.g. "execve: Permission denied"
    QByteArray stdoutData;
    QByteArray stderrData;

    /**
     * Runs @p program with @p arguments, waiting at most @p timeoutMs to start and as long to end,
     * in @p environment (empty = this process's).
     */
    static ToolProbe run(const QString &program, const QStringList &arguments, int timeoutMs = 10000,
        const QProcessEnvironment &environment = QProcessEnvironment());

    /**
     * For a probe that ran and failed (not exitedOk, not timedOut): "the helm at /bin/false failed:
     * \"version --short\" exited with code 1 and no output; check that it is a working helm binary."
     * @p tool names the tool ("helm"), @p arguments what it was asked, @p output what it said (its
     * first 500 characters are quoted; empty: "no output").
     */
    QString failureText(const QString &tool, const QString &arguments, const QString &output) const;
    QString program; ///< what run() started
};

} // namespace HelmDeck
