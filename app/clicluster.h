// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace HelmDeck {

/**
 * The subcommands that act on a cluster, each a Plan run by Runner (the same plans as the window's
 * progress panel):
 *
 *   helmdeck deploy  PROJECT [--app A] [--restart PROCESS]…
 *   helmdeck destroy PROJECT [--app A]
 *   helmdeck rename  NEW PROJECT [--app A]        (then renames the app in the project file)
 *   helmdeck diff    PROJECT [--app A] [-U N]
 *   helmdeck storage create|destroy|status|wait ENTRY PROJECT [--timeout S]
 *
 * Common options: --context, --namespace, --dry-run (prints the plan, one line per step with its
 * argv, secrets redacted, and changes nothing), --helm, --kubectl. Progress goes to stderr
 * ("[3/11] Install config-guestbook … ok 0.8 s", output lines indented); exit 0 on success,
 * 1 when a finding blocks or a step fails (naming it), 2 on usage errors.
 */
class CliCluster
{
public:
    static QStringList subcommands();
    /** @p args: "helmdeck <command>" first, then the options and positionals. */
    static int run(const QString &command, const QStringList &args);
};

} // namespace HelmDeck
