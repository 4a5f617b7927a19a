// SPDX-License-Identifier: GPL-3.0-or-later
#include "cliruns.h"

#include "cli.h"
#include "clicommon.h"
#include "clisetup.h"
#include "job/pseudoterminal.h"
#include "job/runner.h"
#include "run/cronplanner.h"
#include "run/runlist.h"
#include "run/terminalcommands.h"
#include "terminalrelay.h"

#include <QCommandLineParser>
#include <QRegularExpression>

#include <cstdio>

namespace HelmDeck {

using namespace CliCommon;
using namespace CliSetup;

namespace {

void printOut(const QString &text)
{
    const QByteArray bytes = text.toUtf8();
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout);
    std::fflush(stdout);
}

int parse(QCommandLineParser &p, const QStringList &args, int positionals, const QString &countError)
{
    if (!p.parse(args))
        return usage(p, p.errorText());
    if (p.isSet(QStringLiteral("help"))) {
        std::fputs(qPrintable(helpText(p)), stdout);
        return Cli::Success;
    }
    if (p.positionalArguments().size() != positionals)
        return usage(p, countError);
    return -1;
}

QString namespaceOf(const Session &s)
{
    const int index = s.loaded.project.appIndex(s.appName);
    return s.options.target.namespaceFor(
        index < 0 ? QString() : s.loaded.project.apps.at(index).kubeNamespace);
}

/**
 * Runs @p plan: the @p streamStep's stdout lines to stdout, every other line and the progress to
 * stderr; @p relay (may be null) attached to a terminal step. Returns the RunResult.
 */
RunResult execute(const Plan &plan, int streamStep, TerminalRelay *relay, int *signal)
{
    Runner runner;
    if (relay) {
        QObject::connect(relay, &TerminalRelay::interrupted, &runner, [&](int sig) {
            *signal = sig;
            runner.cancel();
        });
        QObject::connect(&runner, &Runner::terminalOpened, relay,
            [relay](int, PseudoTerminal *terminal) { relay->attach(terminal); });
    }
    const int count = plan.steps.size();
    QObject::connect(&runner, &Runner::stepStarted, [&](int i) {
        if (i != streamStep)
            printErr(QStringLiteral("[%1/%2] %3 …").arg(i + 1).arg(count).arg(plan.steps.at(i).title));
    });
    QObject::connect(&runner, &Runner::stepOutput, [&](int i, const QString &line, bool isStderr) {
        if (i == streamStep && !isStderr)
            printOut(line + QLatin1Char('\n'));
        else
            // kubectl's own log lines on stderr are held (a pod's logs come on stdout); held lines are
            // still printed when the step succeeds, only dropped when its failure message replaces them
            printStepLine(i, line, isStderr);
    });
    QObject::connect(
        &runner, &Runner::stepFinished, [&](int i, StepState state, const QString &message, qint64) {
            if (relay && i == streamStep)
                relay->detach();
            endStepOutput(i, state == StepState::Succeeded);
            if (state != StepState::Succeeded || i != streamStep)
                printErr(QStringLiteral("[%1/%2] %3: %4%5")
                             .arg(i + 1)
                             .arg(count)
                             .arg(plan.steps.at(i).title, stepStateName(state))
                             .arg(message.isEmpty() ? QString() : QStringLiteral(": ") + message));
        });
    RunResult result;
    if (!runToEnd(runner, plan, &result)) {
        result.message = QStringLiteral("the plan could not start");
        return result;
    }
    if (relay)
        relay->detach();
    return result;
}

int finish(const RunResult &result)
{
    if (result.ok)
        return Cli::Success;
    printErr(commandName() + QStringLiteral(": error: %1").arg(result.message));
    return Cli::Failed;
}

} // namespace

int CliRuns::runAttached(const Plan &plan, int streamStep, TerminalRelay *relay)
{
    int signal = 0;
    const RunResult result = execute(plan, streamStep, relay, &signal);
    if (signal != 0)
        return 128 + signal;
    return finish(result);
}

namespace {

int runRuns(const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral(
        "List an app's one-off run Jobs (name, age, state, command), or stop one with --stop."));
    addClusterOptions(p);
    addAppOption(p);
    p.addOption({ QStringLiteral("stop"), QStringLiteral("Delete this run Job (and its pod)."),
        QStringLiteral("NAME") });
    p.addPositionalArgument(
        QStringLiteral("PROJECT"), QStringLiteral("helmdeck.yaml, or a folder holding one"));
    if (const int rc = parse(p, args, 1, QStringLiteral("runs takes exactly one PROJECT")); rc >= 0)
        return rc;
    const bool dryRun = p.isSet(QStringLiteral("dry-run"));
    Needs needs;
    needs.dryRun = dryRun;
    Session s;
    if (const int stop = prepare(p, p.positionalArguments().constFirst(), needs, &s); stop >= 0)
        return stop;
    Plan plan;
    QString error;
    auto rows = std::make_shared<QList<RunRow>>();
    const QString name = p.value(QStringLiteral("stop"));
    const bool ok = name.isEmpty()
        ? RunList::listPlan(s.loaded.project, s.options, s.appName, rows, &plan, &error)
        : RunList::stopPlan(s.loaded.project, s.options, s.appName, name, &plan, &error);
    if (!ok) {
        printErr(commandName() + QStringLiteral(": error: ") + error);
        return Cli::Failed;
    }
    if (dryRun || !name.isEmpty())
        return executePlan(plan, {}, dryRun);
    int signal = 0;
    const RunResult result = execute(plan, -1, nullptr, &signal);
    if (result.ok)
        printOut(RunList::table(s.appName, *rows, QDateTime::currentDateTimeUtc()));
    return finish(result);
}

int runLogs(const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral(
        "Print the logs of every pod of an app's process type, each line prefixed by its pod."));
    addClusterOptions(p);
    addAppOption(p);
    p.addOption({ QStringLiteral("process"),
        QStringLiteral("Only the pods of this process type (default: every pod of the app)."),
        QStringLiteral("P") });
    p.addOption({ { QStringLiteral("f"), QStringLiteral("follow") },
        QStringLiteral("Keep following the logs until interrupted.") });
    p.addOption({ QStringLiteral("since"),
        QStringLiteral("Only lines newer than this: 10m, 2h, 1d or an RFC 3339 time."),
        QStringLiteral("S") });
    p.addPositionalArgument(
        QStringLiteral("PROJECT"), QStringLiteral("helmdeck.yaml, or a folder holding one"));
    if (const int rc = parse(p, args, 1, QStringLiteral("logs takes exactly one PROJECT")); rc >= 0)
        return rc;
    const QString since = p.value(QStringLiteral("since"));
    const QString sinceTime
        = since.isEmpty() ? QString() : CliRuns::sinceTime(since, QDateTime::currentDateTimeUtc());
    if (!since.isEmpty() && sinceTime.isEmpty())
        return usage(
            p, QStringLiteral("--since needs a duration such as 10m, 2h or 1d, or an RFC 3339 time"));
    Needs needs;
    needs.dryRun = p.isSet(QStringLiteral("dry-run"));
    Session s;
    if (const int stop = prepare(p, p.positionalArguments().constFirst(), needs, &s); stop >= 0)
        return stop;
    const TerminalCommands commands(s.options.kubectl, s.options.target);
    Plan plan = commands.logsPlan(namespaceOf(s), s.appName, p.value(QStringLiteral("process")), sinceTime);
    if (!p.isSet(QStringLiteral("follow"))) {
        Step &logs = plan.steps[0];
        logs.argv.removeOne(QStringLiteral("-f"));
        logs.timeoutMs = 120000; // a one-shot read ends by itself
    }
    if (needs.dryRun)
        return executePlan(plan, {}, true);
    TerminalRelay relay; // for the signals only: ^C ends a follow cleanly
    relay.install();
    int signal = 0;
    const RunResult result = execute(plan, 0, &relay, &signal);
    if (signal != 0)
        return 128 + signal; // ended by the user, as `run` and a shell report it: ^C 130, SIGTERM 143
    return finish(result);
}

int runEnter(const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(
        QStringLiteral("Open a shell in a running pod of an app's process type, on this terminal."));
    addClusterOptions(p);
    addAppOption(p);
    p.addPositionalArgument(
        QStringLiteral("PROJECT"), QStringLiteral("helmdeck.yaml, or a folder holding one"));
    p.addPositionalArgument(QStringLiteral("PROCESS"), QStringLiteral("the process type, e.g. web"));
    if (const int rc = parse(p, args, 2, QStringLiteral("enter takes a PROJECT and a PROCESS")); rc >= 0)
        return rc;
    Needs needs;
    needs.dryRun = p.isSet(QStringLiteral("dry-run"));
    Session s;
    if (const int stop = prepare(p, p.positionalArguments().constFirst(), needs, &s); stop >= 0)
        return stop;
    int columns = 80;
    int rows = 24;
    TerminalRelay::size(&columns, &rows);
    const TerminalCommands commands(s.options.kubectl, s.options.target);
    const Plan plan
        = commands.enterPlan(namespaceOf(s), s.appName, p.positionalArguments().at(1), columns, rows);
    if (needs.dryRun)
        return executePlan(plan, {}, true);
    TerminalRelay relay;
    if (!relay.install())
        printErr(commandName() + QStringLiteral(": warning: signals cannot be caught"));
    int signal = 0;
    const RunResult result = execute(plan, 1, &relay, &signal);
    if (signal != 0)
        return 128 + signal;
    return finish(result);
}

int runCron(const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral(
        "Run a cron task now (a Job from its live CronJob; exit status: the task's own), or suspend or "
        "resume its live CronJob without a redeploy."));
    addClusterOptions(p);
    addAppOption(p);
    p.addPositionalArgument(QStringLiteral("ACTION"), QStringLiteral("run, suspend or resume"));
    p.addPositionalArgument(QStringLiteral("TASK"), QStringLiteral("the cron task's id"));
    p.addPositionalArgument(
        QStringLiteral("PROJECT"), QStringLiteral("helmdeck.yaml, or a folder holding one"));
    if (const int rc = parse(p, args, 3, QStringLiteral("cron takes an ACTION, a TASK and a PROJECT"));
        rc >= 0)
        return rc;
    const QStringList positional = p.positionalArguments();
    const QString action = positional.at(0);
    if (action != QLatin1String("run") && action != QLatin1String("suspend")
        && action != QLatin1String("resume"))
        return usage(p, QStringLiteral("cron ACTION is run, suspend or resume, not \"%1\"").arg(action));
    Needs needs;
    needs.dryRun = p.isSet(QStringLiteral("dry-run"));
    Session s;
    if (const int stop = prepare(p, positional.at(2), needs, &s); stop >= 0)
        return stop;
    QString error;
    if (action != QLatin1String("run")) {
        Plan plan;
        if (!CronPlanner::suspendPlan(s.loaded.project, s.options, s.appName, positional.at(1),
                action == QLatin1String("suspend"), &plan, &error)) {
            printErr(commandName() + QStringLiteral(": error: ") + error);
            return Cli::Failed;
        }
        return executePlan(plan, {}, needs.dryRun);
    }
    CronRunPlan run;
    if (!CronPlanner::runPlan(s.loaded.project, s.options, s.appName, positional.at(1),
            QProcessEnvironment::systemEnvironment(), &run, &error)) {
        printErr(commandName() + QStringLiteral(": error: ") + error);
        return Cli::Failed;
    }
    if (needs.dryRun)
        return executePlan(run.plan, {}, true);
    TerminalRelay relay; // for the signals: ^C deletes the Job
    relay.install();
    int signal = 0;
    const RunResult result = execute(run.plan, run.plan.indexOf(QStringLiteral("stream")), &relay, &signal);
    if (signal != 0)
        return 128 + signal;
    if (run.outcome->exitCode > 0)
        return run.outcome->exitCode;
    return finish(result);
}

} // namespace

QString CliRuns::sinceTime(const QString &since, const QDateTime &now)
{
    static const QRegularExpression duration(QStringLiteral("^(\\d+)([smhd])$"));
    const QRegularExpressionMatch m = duration.match(since.trimmed());
    if (m.hasMatch()) {
        const qint64 n = m.captured(1).toLongLong();
        const QChar unit = m.captured(2).at(0);
        const qint64 seconds = unit == QLatin1Char('s') ? n
            : unit == QLatin1Char('m')                  ? n * 60
            : unit == QLatin1Char('h')                  ? n * 3600
                                                        : n * 86400;
        return now.toUTC().addSecs(-seconds).toString(Qt::ISODate);
    }
    const QDateTime t = QDateTime::fromString(since.trimmed(), Qt::ISODate);
    if (!t.isValid() || !since.contains(QLatin1Char('T')))
        return QString();
    return t.toUTC().toString(Qt::ISODate);
}

int CliRuns::run(const QString &command, const QStringList &args)
{
    if (command == QLatin1String("runs"))
        return runRuns(args);
    if (command == QLatin1String("logs"))
        return runLogs(args);
    if (command == QLatin1String("cron"))
        return runCron(args);
    return runEnter(args);
}

} // namespace HelmDeck
