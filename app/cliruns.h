// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDateTime>
#include <QStringList>

namespace HelmDeck {

struct Plan;
class TerminalRelay;

/**
 * The run-adjacent commands (docs/run.md), on the job path:
 * - `helmdeck runs PROJECT [--app A] [--stop NAME]`: the app's run Jobs as a table on stdout
 *   (NAME AGE STATE COMMAND, RunList), or stop one (only a run Job of the app);
 * - `helmdeck logs PROJECT [--app A] [--process P] [-f] [--since S]`: the pods' log lines on stdout,
 *   each prefixed by its pod and container (TerminalCommands::logsPlan; S is "10m", "2h", "1d" or
 *   an RFC 3339 time);
 * - `helmdeck enter PROJECT PROCESS [--app A]`: a shell in a running pod of PROCESS, on this
 *   terminal (TerminalCommands::enterPlan, TerminalRelay);
 * - `helmdeck cron run|suspend|resume TASK PROJECT [--app A]`: a cron task now, from its live
 *   CronJob (exit status: the task's own), or its CronJob suspended / resumed (CronPlanner).
 * Exit status 0, 1 when a step fails, 2 on usage errors; `enter` gives 128+N after signal N.
 */
class CliRuns
{
public:
    static QStringList subcommands()
    {
        return { QStringLiteral("runs"), QStringLiteral("logs"), QStringLiteral("enter"),
            QStringLiteral("cron") };
    }
    /** @p command one of subcommands(); @p args "helmdeck COMMAND" first. */
    static int run(const QString &command, const QStringList &args);
    /**
     * "10m" / "90s" / "2h" / "1d" before @p now, as RFC 3339 UTC; an RFC 3339 time as given (UTC);
     * empty for anything else.
     */
    static QString sinceTime(const QString &since, const QDateTime &now);
    /**
     * Runs @p plan as `logs` and `enter` do: @p streamStep's stdout lines on stdout, every other line
     * and the progress on stderr, @p relay (may be null) attached to a terminal step and cancelling
     * on its signals. Returns the exit status: 0, 1 with the failure on stderr, 128+N after signal N.
     */
    static int runAttached(const Plan &plan, int streamStep, TerminalRelay *relay);
};

} // namespace HelmDeck
