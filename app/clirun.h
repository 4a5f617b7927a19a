// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace HelmDeck {
struct RunPlan;
}

namespace HelmDeck {

/**
 * `helmdeck run PROJECT [--app A] [--detach] [--no-tty] [-e K[=V]]... [--keep] [--deadline S]
 * [--context C] [--namespace N] [--dry-run] [-- CMD...]`: a one-off command as a Kubernetes Job
 * (RunPlanner, docs/run.md), attached to the caller's terminal. Exit status: the command's own,
 * 128+N after signal N (the Job is deleted first), 1 when the run failed before the command ended,
 * 2 on usage errors; a detached run prints "job/NAME pod/POD" and exits 0.
 */
class CliRun
{
public:
    static QStringList subcommands() { return { QStringLiteral("run") }; }
    /** @p args: "helmdeck run" first, then the options and positionals. */
    static int run(const QStringList &args);
    /**
     * `helmdeck storage exec ENTRY PROJECT [--app A] [--no-tty] [-- CMD...]`: StorageExec's run
     * (the entry's claim at /data), attached like run(); @p args "helmdeck storage" first.
     */
    static int storageExec(const QStringList &args);
    /** Runs @p run attached to this terminal; the exit status as run() describes. */
    static int execute(const RunPlan &run);
};

} // namespace HelmDeck
