// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace HelmDeck {

/**
 * The command-line subcommands, on the same core as the window. Both binaries offer them:
 * helmdeck-cli (core only, no display needed) and helmdeck (which also opens the window).
 *
 *   helmdeck-cli import APP_DIR [-o FILE] [--name NAME] [--image IMAGE] [--force] [--secret NAME]...
 *       [--secret-suggested]
 *   helmdeck-cli render PROJECT|APP_DIR [--name NAME] [--image IMAGE] [-o FILE]
 *   helmdeck-cli check  PROJECT|APP_DIR [--name NAME] [--image IMAGE]
 *   helmdeck-cli deploy|destroy|rename NEW|diff PROJECT, storage ACTION ENTRY PROJECT (CliCluster)
 *   helmdeck-cli service connect|export|import|status APP [KIND] (CliService)
 *
 * A command is always the first argument. Exit codes: 0 success, 1 findings with errors or a
 * failed step, 2 usage errors (an unknown command among them). Findings go to stderr as
 * "file:line: severity: message".
 */
class Cli
{
public:
    enum ExitCode
    {
        Success = 0,
        Failed = 1,
        Usage = 2
    };

    /** The "Commands:" block of a --help text: one indented line per command and what it does. */
    static QString commandsHelp();
    /** True when @p args (argv, program name first) name a command in args[1]. */
    static bool isSubcommand(const QStringList &args);
    /**
     * True when args[1] is a bare word that is neither a command nor an existing file or folder
     * (no option, no '/' or '.' in it): a mistyped command, never a project for the window.
     */
    static bool isUnknownCommand(const QStringList &args);
    /**
     * Prints "<program>: unknown command 'WORD'", @p hint (when given), the closest command if one
     * is near, and the known commands on stderr; returns Usage. Needs no QCoreApplication.
     */
    static int unknownCommand(const QString &program, const QString &word, const QString &hint = QString());
    /** Runs the command in @p args; needs a QCoreApplication (its applicationName prefixes usage). */
    static int run(const QStringList &args);
};

} // namespace HelmDeck
