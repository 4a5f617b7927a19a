// SPDX-License-Identifier: GPL-3.0-or-later
// helmdeck-cli: every command of helmdeck on the core alone, no window and no display needed
// (the binary a CI runner or a Qt 6 build has; see cli.h).
#include "cli.h"
#include "helmdeck-config.h"

#include <QCoreApplication>

#include <cstdio>

namespace {

QString helpText()
{
    return QStringLiteral(
               "Usage: helmdeck-cli COMMAND [options] ...\n"
               "HelmDeck on the command line: render, check and deploy your apps to k3s/Kubernetes as "
               "Helm releases.\n"
               "The window (helmdeck) offers the same commands.\n\n")
        + HelmDeck::Cli::commandsHelp()
        + QStringLiteral("\n\nOptions:\n"
                         "  -h, --help           this help\n"
                         "  -v, --version        the version\n");
}

void print(FILE *stream, const QString &text)
{
    const QByteArray bytes = text.toLocal8Bit();
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stream);
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("helmdeck-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(HELMDECK_VERSION));
    const QStringList args = QCoreApplication::arguments();

    using HelmDeck::Cli;
    if (Cli::isSubcommand(args))
        return Cli::run(args);
    const QString first = args.value(1);
    if (first == QLatin1String("-h") || first == QLatin1String("--help")
        || first == QLatin1String("--help-all")) {
        print(stdout, helpText());
        return Cli::Success;
    }
    if (first == QLatin1String("-v") || first == QLatin1String("--version")) {
        print(stdout, QStringLiteral("helmdeck-cli " HELMDECK_VERSION "\n"));
        return Cli::Success;
    }
    if (first.isEmpty()) {
        print(stderr, QStringLiteral("helmdeck-cli: a command is needed\n") + helpText());
        return Cli::Usage;
    }
    if (first.startsWith(QLatin1Char('-'))) {
        print(stderr, QStringLiteral("helmdeck-cli: unknown option '%1'\n").arg(first) + helpText());
        return Cli::Usage;
    }
    // Anything else is not a command; a project path is what only the window opens.
    const bool looksLikeAPath = !Cli::isUnknownCommand(args);
    return Cli::unknownCommand(QStringLiteral("helmdeck-cli"), first,
        looksLikeAPath ? QStringLiteral("(helmdeck-cli opens no window; 'helmdeck PROJECT' does)")
                       : QString());
}
