// SPDX-License-Identifier: GPL-3.0-or-later
#include "clirun.h"

#include "cli.h"
#include "clicommon.h"
#include "clisetup.h"
#include "job/pseudoterminal.h"
#include "job/runner.h"
#include "run/runjob.h"
#include "run/runplanner.h"
#include "run/storageexec.h"
#include "terminalrelay.h"

#include <QCommandLineParser>

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

/** -e KEY=VALUE (on argv: not secret), -e KEY (from this process's environment: secret, never on argv). */
bool parseEnv(const QStringList &values, QList<RunEnvVar> *out, QString *error)
{
    for (const QString &v : values) {
        const int eq = v.indexOf(QLatin1Char('='));
        RunEnvVar e;
        e.name = eq < 0 ? v : v.left(eq);
        if (e.name.isEmpty()) {
            *error = QStringLiteral("-e needs KEY=VALUE or KEY, not \"%1\"").arg(v);
            return false;
        }
        if (eq >= 0) {
            e.value = v.mid(eq + 1);
        } else {
            if (!qEnvironmentVariableIsSet(e.name.toLocal8Bit().constData())) {
                *error = QStringLiteral("-e %1: %1 is not set in this environment").arg(e.name);
                return false;
            }
            e.value = qEnvironmentVariable(e.name.toLocal8Bit().constData());
            e.secret = true;
        }
        out->append(e);
    }
    return true;
}

} // namespace

int CliRun::execute(const RunPlan &run)
{
    Runner runner;
    TerminalRelay relay;
    int signal = 0;
    if (!relay.install())
        printErr(commandName()
            + QStringLiteral(": warning: signals cannot be caught; ^C may leave the Job behind"));
    QObject::connect(&relay, &TerminalRelay::interrupted, &runner, [&](int sig) {
        if (signal == 0)
            printErr(commandName() + QStringLiteral(": interrupted, deleting job/%1 …").arg(run.jobName));
        signal = sig;
        runner.cancel(); // the second signal also stops the cleanup
    });
    QObject::connect(&runner, &Runner::terminalOpened, &relay,
        [&](int, PseudoTerminal *terminal) { relay.attach(terminal); });
    const Plan &plan = run.plan;
    const int count = plan.steps.size();
    const int stream = plan.indexOf(QStringLiteral("stream"));
    QObject::connect(&runner, &Runner::stepStarted, [&](int i) {
        printErr(QStringLiteral("[%1/%2] %3 …").arg(i + 1).arg(count).arg(plan.steps.at(i).title));
    });
    QObject::connect(&runner, &Runner::stepOutput, [&](int i, const QString &line, bool isStderr) {
        if (i == stream && !isStderr)
            printOut(line + QLatin1Char('\n')); // the command's own output: stdout, as if local
        else
            printStepLine(i, line, isStderr && i != stream); // the command's own stderr is never held
    });
    QObject::connect(
        &runner, &Runner::stepFinished, [&](int i, StepState state, const QString &message, qint64 ms) {
            if (i == stream)
                relay.detach();
            endStepOutput(i, state == StepState::Succeeded);
            printErr(QStringLiteral("[%1/%2] %3: %4 (%5 s)%6")
                         .arg(i + 1)
                         .arg(count)
                         .arg(plan.steps.at(i).title, stepStateName(state))
                         .arg(double(ms) / 1000.0, 0, 'f', 1)
                         .arg(message.isEmpty() ? QString() : QStringLiteral(": ") + message));
        });
    RunResult result;
    if (!runToEnd(runner, plan, &result)) {
        printErr(commandName() + QStringLiteral(": error: the plan could not start"));
        return Cli::Failed;
    }
    relay.detach();
    if (signal != 0)
        return 128 + signal;
    if (run.outcome->exitCode >= 0) {
        if (!result.ok)
            printErr(commandName() + QStringLiteral(": warning: %1").arg(result.message));
        return run.outcome->exitCode;
    }
    if (!result.ok) {
        printErr(commandName() + QStringLiteral(": error: %1").arg(result.message));
        return Cli::Failed;
    }
    if (!run.outcome->podName.isEmpty())
        printOut(QStringLiteral("job/%1 pod/%2\n").arg(run.jobName, run.outcome->podName));
    return Cli::Success;
}

int CliRun::run(const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral(
        "Run a one-off command in an app's deployed image, as a Kubernetes Job, attached to this terminal.\n"
        "CMD: a process type runs its Procfile entry; none runs /bin/sh. Put -- before a command with "
        "options.\n"
        "Exit status: the command's own."));
    addClusterOptions(p);
    addAppOption(p);
    p.addOption({ QStringLiteral("detach"),
        QStringLiteral("Start the Job, print it and its pod, and leave it to its TTL.") });
    p.addOption({ QStringLiteral("no-tty"),
        QStringLiteral(
            "No terminal: no stdin, the logs streamed (the default when stdin is not a terminal).") });
    p.addOption({ { QStringLiteral("e"), QStringLiteral("env") },
        QStringLiteral(
            "An env var for the run; KEY alone takes the value from this environment (kept off argv)."),
        QStringLiteral("KEY[=VALUE]") });
    p.addOption({ QStringLiteral("keep"), QStringLiteral("Keep the Job (no TTL, not deleted at the end).") });
    p.addOption(
        { QStringLiteral("deadline"), QStringLiteral("The Job's activeDeadlineSeconds (default 86400)."),
            QStringLiteral("S"), QStringLiteral("86400") });
    p.addPositionalArgument(
        QStringLiteral("PROJECT"), QStringLiteral("helmdeck.yaml, or a folder holding one"));
    p.addPositionalArgument(QStringLiteral("CMD"), QStringLiteral("the command and its arguments"),
        QStringLiteral("[-- CMD...]"));
    if (!p.parse(args))
        return usage(p, p.errorText());
    if (p.isSet(QStringLiteral("help"))) {
        std::fputs(qPrintable(helpText(p)), stdout);
        return Cli::Success;
    }
    const QStringList positional = p.positionalArguments();
    if (positional.isEmpty())
        return usage(p, QStringLiteral("run needs a PROJECT"));
    bool deadlineOk = false;
    const int deadline = p.value(QStringLiteral("deadline")).toInt(&deadlineOk);
    if (!deadlineOk || deadline <= 0)
        return usage(p, QStringLiteral("--deadline needs a positive number of seconds"));

    RunRequest request;
    QString error;
    if (!parseEnv(p.values(QStringLiteral("env")), &request.env, &error))
        return usage(p, error);
    const bool dryRun = p.isSet(QStringLiteral("dry-run"));
    Needs needs;
    needs.dryRun = dryRun;
    Session s;
    const int stop = prepare(p, positional.first(), needs, &s);
    if (stop >= 0)
        return stop;

    request.appName = s.appName;
    request.command = positional.mid(1);
    request.detach = p.isSet(QStringLiteral("detach"));
    request.tty = !p.isSet(QStringLiteral("no-tty")) && TerminalRelay::isInteractive();
    request.keep = p.isSet(QStringLiteral("keep"));
    request.deadlineSeconds = deadline;
    const QString term = qEnvironmentVariable("TERM");
    if (!term.isEmpty() && term != QLatin1String("dumb"))
        request.term = term;
    TerminalRelay::size(&request.columns, &request.rows);

    RunPlan run;
    if (!RunPlanner::plan(s.loaded.project, s.options, request, &run, &error)) {
        printErr(commandName() + QStringLiteral(": error: ") + error);
        return Cli::Failed;
    }
    if (dryRun) {
        Step redactor;
        redactor.redactions = RunJob::redactions(request);
        printOut(QStringLiteral("# job/%1: image, imagePullSecrets and serviceAccountName come from the live "
                                "Deployment when it runs\n")
                     .arg(run.jobName)
            + (run.previewSecret.isEmpty()
                    ? QString()
                    : redactor.redact(RunJob::toYaml(run.previewSecret)) + QStringLiteral("---\n"))
            + redactor.redact(RunJob::toYaml(run.previewManifest)) + QStringLiteral("---\n")
            + run.plan.describe() + QLatin1Char('\n'));
        return Cli::Success;
    }
    return execute(run);
}

int CliRun::storageExec(const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral(
        "Open a shell (or run CMD) in an app's deployed image with a storage entry's claim mounted at /data, "
        "as a Job deleted on exit.\nExit status: the command's own."));
    addClusterOptions(p);
    addAppOption(p);
    p.addOption({ QStringLiteral("no-tty"), QStringLiteral("No terminal: no stdin, the output streamed.") });
    p.addPositionalArgument(QStringLiteral("exec"), QStringLiteral("the action"));
    p.addPositionalArgument(QStringLiteral("ENTRY"), QStringLiteral("the storage entry"));
    p.addPositionalArgument(
        QStringLiteral("PROJECT"), QStringLiteral("helmdeck.yaml, or a folder holding one"));
    p.addPositionalArgument(QStringLiteral("CMD"), QStringLiteral("the command (default /bin/sh)"),
        QStringLiteral("[-- CMD...]"));
    if (!p.parse(args))
        return usage(p, p.errorText());
    if (p.isSet(QStringLiteral("help"))) {
        std::fputs(qPrintable(helpText(p)), stdout);
        return Cli::Success;
    }
    const QStringList positional = p.positionalArguments();
    if (positional.size() < 3)
        return usage(p, QStringLiteral("storage exec needs an ENTRY and a PROJECT"));
    Needs needs;
    needs.dryRun = p.isSet(QStringLiteral("dry-run"));
    Session s;
    if (const int stop = prepare(p, positional.at(2), needs, &s); stop >= 0)
        return stop;
    RunRequest request;
    request.appName = s.appName;
    request.command = positional.mid(3);
    request.tty = !p.isSet(QStringLiteral("no-tty")) && TerminalRelay::isInteractive();
    const QString term = qEnvironmentVariable("TERM");
    if (!term.isEmpty() && term != QLatin1String("dumb"))
        request.term = term;
    TerminalRelay::size(&request.columns, &request.rows);
    RunPlan run;
    QString error;
    if (!StorageExec::plan(s.loaded.project, s.options, positional.at(1), request, &run, &error)) {
        printErr(commandName() + QStringLiteral(": error: ") + error);
        return Cli::Failed;
    }
    if (needs.dryRun) {
        printOut(RunJob::toYaml(run.previewManifest) + QStringLiteral("---\n") + run.plan.describe()
            + QLatin1Char('\n'));
        return Cli::Success;
    }
    return execute(run);
}

} // namespace HelmDeck
