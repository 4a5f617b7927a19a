// SPDX-License-Identifier: GPL-3.0-or-later
#include "cliservice.h"

#include "cli.h"
#include "clicommon.h"
#include "cliruns.h"
#include "clisetup.h"
#include "run/servicecommands.h"
#include "run/servicestatus.h"
#include "terminalrelay.h"

#include <QCommandLineParser>

#include <cstdio>

namespace HelmDeck {

using namespace CliCommon;
using namespace CliSetup;

namespace {

const QStringList &actions()
{
    static const QStringList names { QStringLiteral("connect"), QStringLiteral("export"),
        QStringLiteral("import"), QStringLiteral("status") };
    return names;
}

int fail(const QString &message)
{
    printErr(commandName() + QStringLiteral(": error: ") + message);
    return Cli::Failed;
}

} // namespace

int CliService::run(const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral(
        "An app's bundled backing services (PostgreSQL, Valkey) through their own pod:\n"
        "  connect APP KIND                 psql / valkey-cli on this terminal\n"
        "  export APP KIND --output FILE    pg_dump -Fc / the RDB into FILE (0600)\n"
        "  import APP postgres --input FILE --yes\n"
        "                                   a pg_dump archive or .sql file restored (replaces data)\n"
        "  status APP [KIND]                StatefulSet, pod, claim and image version\n"
        "KIND is postgres or valkey."));
    addClusterOptions(p);
    p.addOption({ QStringLiteral("project"),
        QStringLiteral("helmdeck.yaml, or a folder holding one (default: the current folder)."),
        QStringLiteral("PROJECT"), QStringLiteral(".") });
    p.addOption({ { QStringLiteral("o"), QStringLiteral("output") },
        QStringLiteral("export: the file to write."), QStringLiteral("FILE") });
    p.addOption({ { QStringLiteral("i"), QStringLiteral("input") },
        QStringLiteral("import: the dump to restore."), QStringLiteral("FILE") });
    p.addOption({ { QStringLiteral("y"), QStringLiteral("yes") },
        QStringLiteral("import: yes, replace the database's contents.") });
    p.addPositionalArgument(QStringLiteral("ACTION"), QStringLiteral("connect, export, import or status"));
    p.addPositionalArgument(QStringLiteral("APP"), QStringLiteral("the app whose service it is"));
    p.addPositionalArgument(QStringLiteral("KIND"), QStringLiteral("postgres or valkey (status: optional)"));
    if (!p.parse(args))
        return usage(p, p.errorText());
    if (p.isSet(QStringLiteral("help"))) {
        std::fputs(qPrintable(helpText(p)), stdout);
        return Cli::Success;
    }
    const QStringList pos = p.positionalArguments();
    const QString action = pos.value(0);
    if (action.isEmpty())
        return usage(
            p, QStringLiteral("service needs an ACTION: %1").arg(actions().join(QStringLiteral(", "))));
    if (!actions().contains(action))
        return usage(p,
            QStringLiteral("unknown action %1; the actions are %2")
                .arg(action, actions().join(QStringLiteral(", "))));
    const bool status = action == QLatin1String("status");
    if (pos.size() < (status ? 2 : 3) || pos.size() > 3)
        return usage(p,
            status ? QStringLiteral("service status takes an APP and optionally a KIND")
                   : QStringLiteral("service %1 takes an APP and a KIND (postgres or valkey)").arg(action));
    const QString output = p.value(QStringLiteral("output"));
    const QString input = p.value(QStringLiteral("input"));
    if (action == QLatin1String("export") && output.isEmpty())
        return usage(p, QStringLiteral("service export needs --output FILE"));
    if (action == QLatin1String("import") && input.isEmpty())
        return usage(p, QStringLiteral("service import needs --input FILE"));

    Needs needs;
    needs.dryRun = p.isSet(QStringLiteral("dry-run"));
    needs.appName = pos.at(1);
    Session s;
    if (const int stop = prepare(p, p.value(QStringLiteral("project")), needs, &s); stop >= 0)
        return stop;
    const Project &project = s.loaded.project;

    QList<ServiceTarget> targets;
    QString error;
    if (pos.size() == 3) {
        ServiceTarget t;
        if (!ServiceCommands::resolve(project, s.options, s.appName, pos.at(2), &t, &error))
            return fail(error);
        targets.append(t);
    } else {
        targets = ServiceCommands::bundled(project, s.options, s.appName);
        if (targets.isEmpty())
            return fail(
                QStringLiteral("app %1 has no bundled service (services: in helmdeck.yaml)").arg(s.appName));
    }

    const ServiceCommands commands(s.options.kubectl, s.options.target);
    const ServiceTarget &target = targets.first();
    Plan plan;
    int streamStep = -1;
    if (status) {
        plan = ServiceStatus::plan(s.options.kubectl, s.options.target, targets);
        streamStep = plan.indexOf(QLatin1String(ServiceStatus::ReportStep));
    } else if (action == QLatin1String("connect")) {
        int columns = 80;
        int rows = 24;
        TerminalRelay::size(&columns, &rows);
        plan = commands.connectPlan(target, columns, rows);
        streamStep = 0;
    } else if (action == QLatin1String("export")) {
        if (!commands.exportPlan(target, output, &plan, &error))
            return fail(error);
    } else {
        const bool yes = p.isSet(QStringLiteral("yes"));
        if (!commands.importPlan(target, input, yes || needs.dryRun, &plan, &error))
            return fail(error + (yes ? QString() : QStringLiteral(" (pass --yes)")));
    }
    if (needs.dryRun)
        return executePlan(plan, {}, true);
    if (action == QLatin1String("export") || action == QLatin1String("import"))
        return executePlan(plan, {}, false);
    if (status)
        return CliRuns::runAttached(plan, streamStep, nullptr);
    TerminalRelay relay;
    if (!relay.install())
        printErr(commandName() + QStringLiteral(": warning: signals cannot be caught"));
    return CliRuns::runAttached(plan, streamStep, &relay);
}

} // namespace HelmDeck
