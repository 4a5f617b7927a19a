// SPDX-License-Identifier: GPL-3.0-or-later
// helmdeck: the window, or a command-line subcommand on the same core (see cli.h).
#include "cli.h"
#include "guilauncher.h"
#include "helmdeck-config.h"

#include <QCoreApplication>

int main(int argc, char *argv[])
{
    QStringList args;
    for (int i = 0; i < argc; ++i)
        args.append(QString::fromLocal8Bit(argv[i]));

    if (HelmDeck::Cli::isSubcommand(args)) {
        // Subcommands need no display: a plain QCoreApplication.
        QCoreApplication app(argc, argv);
        QCoreApplication::setApplicationName(QStringLiteral("helmdeck"));
        QCoreApplication::setApplicationVersion(QStringLiteral(HELMDECK_VERSION));
        return HelmDeck::Cli::run(args);
    }
    // "helmdeck rendr x.yaml" is a usage error, not a window trying to open "rendr".
    if (HelmDeck::Cli::isUnknownCommand(args))
        return HelmDeck::Cli::unknownCommand(QStringLiteral("helmdeck"), args.at(1),
            QStringLiteral("(nor a file or folder to open in the window)"));
    return HelmDeck::GuiLauncher::run(argc, argv);
}
