// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace HelmDeck {

/**
 * The command-line subcommands, on the same core as the window.
 *
 *   helmdeck import APP_DIR [-o FILE] [--name NAME] [--image IMAGE] [--force]
 *   helmdeck render PROJECT|APP_DIR [--name NAME] [--image IMAGE] [-o FILE]
 *   helmdeck check  PROJECT|APP_DIR [--name NAME] [--image IMAGE]
 *   helmdeck deploy|destroy|rename NEW|diff PROJECT, helmdeck storage ACTION ENTRY PROJECT (CliCluster)
 *
 * Exit codes: 0 success, 1 findings with errors or a failed step, 2 usage errors.
 * Findings go to stderr as "file:line: severity: message".
 */
class Cli
{
public:
    enum ExitCode { Success = 0, Failed = 1, Usage = 2 };

    /** True when @p args (argv, program name first) name a subcommand rather than the window. */
    static bool isSubcommand(const QStringList &args);
    /** Runs the subcommand in @p args; needs a QCoreApplication. */
    static int run(const QStringList &args);
};

} // namespace HelmDeck
