// SPDX-License-Identifier: GPL-3.0-or-later
#include "clicluster.h"
#include "clirun.h"

#include "cli.h"
#include "clicommon.h"

#include "clisetup.h"
#include "cluster/clustererrors.h"
#include "deploy/deployplanner.h"
#include "deploy/diffjob.h"
#include "deploy/jobsetup.h"
#include "deploy/preflight.h"
#include "deploy/storageplanner.h"
#include "io/projectfile.h"
#include "job/runner.h"
#include "model/servicerename.h"
#include "model/strictmode.h"
#include "secrets/projectsecrets.h"
#include "secrets/secretkey.h"
#include "secrets/secretstore.h"

#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFileInfo>

#include <cstdio>

namespace HelmDeck {

using namespace CliCommon;

namespace CliSetup {

void addClusterOptions(QCommandLineParser &p)
{
    p.addHelpOption();
    p.addOption({ QStringLiteral("context"),
        QStringLiteral("The kubeconfig context (default: the project's, then the current one)."),
        QStringLiteral("NAME") });
    p.addOption({ QStringLiteral("namespace"), QStringLiteral("Act in this namespace instead of the app's."),
        QStringLiteral("NS") });
    p.addOption({ QStringLiteral("dry-run"),
        QStringLiteral("Print the plan, one line per step, and change nothing.") });
    p.addOption({ QStringLiteral("helm"),
        QStringLiteral("The helm binary (default: $HELMDECK_HELM, then helm on PATH)."),
        QStringLiteral("PATH") });
    p.addOption({ QStringLiteral("kubectl"),
        QStringLiteral("The kubectl binary (default: $HELMDECK_KUBECTL, then kubectl on PATH)."),
        QStringLiteral("PATH") });
}

void addAppOption(QCommandLineParser &p)
{
    p.addOption({ QStringLiteral("app"),
        QStringLiteral("The app to act on (needed when the project has several)."), QStringLiteral("NAME") });
}

/** JobSetup, as the window runs it; the command line has nothing else to do meanwhile. */
JobSetup::Result setUp(const JobSetup::Request &request)
{
    JobSetup setup;
    JobSetup::Result result;
    QEventLoop loop;
    setup.start(request, [&](const JobSetup::Result &r) {
        result = r;
        loop.quit();
    });
    loop.exec();
    return result;
}

int prepare(QCommandLineParser &p, const QString &projectPath, const Needs &needs, Session *s)
{
    if (const int rc = checkNamespaceOption(p); rc >= 0)
        return rc;
    s->projectPath = projectPath;
    s->loaded = load(projectPath, QString(), QString(), false); // JobSetup reads the keychain
    // --strict, or the project's strict: true for a job that deploys (as JobSetup decides it)
    s->loaded.findings = StrictMode::apply(
        s->loaded.findings, needs.strict || (needs.liveRoutes && StrictMode::isOn(s->loaded.project, false)));
    printFindings(s->loaded.findings);
    if (!s->loaded.ok || hasErrors(s->loaded.findings))
        return Cli::Failed;
    const Project &project = s->loaded.project;

    if (needs.app) {
        s->appName = needs.appName.isEmpty() ? p.value(QStringLiteral("app")) : needs.appName;
        if (s->appName.isEmpty()) {
            if (project.apps.size() != 1) {
                QStringList names;
                for (const App &app : project.apps)
                    names.append(app.name);
                return usage(p,
                    QStringLiteral("the project has %1 apps (%2): name one with --app")
                        .arg(project.apps.size())
                        .arg(names.join(QStringLiteral(", "))));
            }
            s->appName = project.apps.constFirst().name;
        }
    }

    JobSetup::Request request;
    request.project = project;
    request.projectFile = s->loaded.file;
    request.fillSecrets = true;
    request.appName = s->appName;
    request.context = p.value(QStringLiteral("context"));
    request.kubeNamespace = p.value(QStringLiteral("namespace"));
    request.helmProgram = p.value(QStringLiteral("helm"));
    request.kubectlProgram = p.value(QStringLiteral("kubectl"));
    request.resolveCredentials = needs.credentials;
    request.requireSecretValues = needs.secretValues && !needs.dryRun;
    request.planOnly = needs.dryRun;
    request.readLiveRoutes = needs.liveRoutes;
    request.strict = needs.strict;
    request.deploys = needs.liveRoutes; // deploy, rename
    request.renameTo = needs.renameTo;
    const JobSetup::Result result = setUp(request);
    // the keychain's findings at the secret's line, as every other finding (and the window's list)
    printFindings(located(result.findings, result.project));
    if (!result.ok())
        return Cli::Failed;
    // every command here needs a cluster: without a context (no kubeconfig at all, or none current) it
    // stops with the one message that says where it looked, before any plan (a run or logs would
    // otherwise ask kubectl about "<context>"; docs/deploy.md)
    Findings refused = Preflight::context(result.options.target);
    // the namespace the command acts in, before kubectl or helm is asked about it (a flag's was
    // checked on parsing; the project's own is located in its file)
    if (const int i = result.project.appIndex(s->appName); i >= 0) {
        for (Finding f : Preflight::kubeNamespace(result.project.apps.at(i), result.options)) {
            f.location = result.project.locate(f.fieldPath);
            refused.append(f);
        }
    }
    if (!refused.isEmpty()) {
        printFindings(refused);
        return Cli::Failed;
    }
    s->loaded.project = result.project;
    s->options = result.options;
    return -1;
}

} // namespace CliSetup

namespace {

using namespace CliSetup;

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

/**
 * What executePlan prints before the plan: a plan that runs reports its preflight findings in its
 * first step ("Preflight checks"), so printing them here too would show each twice. A dry run (no
 * step runs) and a refused plan (none runs) print them all.
 */
Findings printedBeforeRun(const Findings &findings, bool dryRun)
{
    return dryRun || hasErrors(findings) ? findings : Findings();
}

int runDeployLike(const QString &command, const QStringList &args)
{
    QCommandLineParser p;
    const bool rename = command == QLatin1String("rename");
    p.setApplicationDescription(command == QLatin1String("deploy")
            ? QStringLiteral(
                "Deploy an app: namespace, config-<app>, pull-secret-<app>, then the app chart with wait.")
            : command == QLatin1String("destroy")
            ? QStringLiteral("Uninstall an app's releases: <app>, config-<app>, pull-secret-<app>.")
            : QStringLiteral("Deploy an app under a new name, then uninstall the old name's releases."));
    addClusterOptions(p);
    addAppOption(p);
    if (command == QLatin1String("deploy")) {
        p.addOption({ QStringLiteral("strict"),
            QStringLiteral(
                "Treat every warning as an error (exit 1); the project's \"strict: true\" does too.") });
        p.addOption({ QStringLiteral("restart"),
            QStringLiteral("Restart only this process type (repeatable): the others do not roll."),
            QStringLiteral("PROCESS") });
        p.addOption({ QStringLiteral("recover"),
            QStringLiteral("A release an interrupted helm left pending: roll it back to its last deployed "
                           "revision (pending-install: uninstall it) first, then deploy.") });
    }
    if (command != QLatin1String("destroy")) {
        p.addOption({ QStringLiteral("create-storage"),
            QStringLiteral(
                "Create the storage entries the app mounts that have no claim yet, in the same plan "
                "(else the deploy is refused).") });
    }
    if (rename)
        p.addPositionalArgument(QStringLiteral("NEW"), QStringLiteral("The new app name."));
    p.addPositionalArgument(
        QStringLiteral("PROJECT"), QStringLiteral("A helmdeck.yaml, or a folder holding one."));
    if (const int rc = parse(p, args, rename ? 2 : 1,
            rename ? QStringLiteral("rename takes NEW and PROJECT")
                   : QStringLiteral("expected exactly one PROJECT"));
        rc >= 0)
        return rc;
    const QStringList positional = p.positionalArguments();
    Session s;
    const bool dryRun = p.isSet(QStringLiteral("dry-run"));
    Needs needs;
    needs.credentials = command != QLatin1String("destroy");
    needs.secretValues = command != QLatin1String("destroy");
    needs.dryRun = dryRun;
    needs.liveRoutes = command != QLatin1String("destroy");
    needs.strict = command == QLatin1String("deploy") && p.isSet(QStringLiteral("strict"));
    needs.renameTo = rename ? positional.constFirst() : QString();
    if (const int rc = prepare(p, positional.constLast(), needs, &s); rc >= 0)
        return rc;
    Findings findings;
    if (command == QLatin1String("destroy")) {
        const Plan plan = DeployPlanner::destroy(s.loaded.project, s.appName, s.options, &findings);
        return executePlan(plan, located(printedBeforeRun(findings, dryRun), s.loaded.project), dryRun);
    }

    if (!rename) {
        s.options.restartProcesses = p.values(QStringLiteral("restart"));
        s.options.recover = p.isSet(QStringLiteral("recover"));
    }
    s.options.createStorage = p.isSet(QStringLiteral("create-storage"));
    const QString newName = rename ? positional.constFirst() : QString();
    auto planned = [&] {
        findings.clear();
        return rename ? DeployPlanner::rename(s.loaded.project, s.appName, newName, s.options, &findings)
                      : DeployPlanner::deploy(s.loaded.project, s.appName, s.options, &findings);
    };
    Plan plan = planned();
    // What the target serves (the same read as `render --context` and the window's preview), so the
    // preflight refuses routes and TLS whose CRDs are missing before any change. Read only for a plan
    // that nothing else refused; for a dry run too (it only reads: the dry run tells what the deploy
    // would refuse), unless the host check found the cluster unreachable already.
    if (!hasErrors(findings)) {
        const LiveRoutes &live = s.options.liveRoutes;
        QString unreachable; // why the cluster could not be asked, a sentence
        if (live.read && !live.reachable) {
            // one HelmDeck sentence naming the context and server, kubectl's own words as its detail
            const QString explained = ClusterErrors::explain(live.error, s.options.target.context);
            unreachable = explained.isEmpty()
                ? QStringLiteral("Cannot reach the cluster of context \"%1\": %2.")
                      .arg(s.options.target.context, live.error)
                : explained + QLatin1Char('.');
        } else
            s.options.renderTarget = readRenderTarget(s.options.target.context,
                s.options.target.kubeNamespace, s.options.kubectl, dryRun ? &unreachable : nullptr);
        if (dryRun && !unreachable.isEmpty()) {
            // one line, and the plan as it would be tried (the live reads' warning would repeat it)
            if (!live.reachable)
                s.options.liveRoutes = LiveRoutes();
            s.options.liveOwnership = LiveOwnership(); // its warning would say the same again
            printErr(commandName()
                + QStringLiteral(": note: %1 The plan below was not checked against the cluster "
                                 "(CRDs, hosts, parent Gateway).")
                      .arg(unreachable));
        }
        plan = planned();
    }
    if (!rename)
        return executePlan(plan, located(printedBeforeRun(findings, dryRun), s.loaded.project), dryRun);
    return executePlan(
        plan, located(printedBeforeRun(findings, dryRun), s.loaded.project), dryRun, [&s, newName] {
            // the cluster has the new name: so must the project file (and the keychain entries)
            QString projectFile = s.projectPath;
            if (QFileInfo(projectFile).isDir())
                projectFile += QStringLiteral("/helmdeck.yaml");
            ProjectLoadResult onDisk = ProjectFile::load(projectFile);
            if (!onDisk.ok) {
                printErr(
                    QStringLiteral("%1: warning: renamed in the cluster, but the project file could not be "
                                   "read to rename the app")
                        .arg(projectFile));
                return;
            }
            Project renamed = onDisk.project;
            const int i = renamed.appIndex(s.appName);
            if (i < 0)
                return;
            renamed.apps[i].name = newName;
            // what the rename plan deployed with: the services keep the old name's data (its findings said
            // so)
            ServiceRename::pin(&renamed.apps[i], s.appName);
            QString error;
            if (!ProjectFile::save(renamed, projectFile, &error)) {
                printErr(QStringLiteral(
                    "%1: warning: renamed in the cluster, but the project file was not updated: %2")
                             .arg(projectFile, error));
                return;
            }
            // move the secret values to the new app's keys
            const QString key = SecretKey::projectKeyFor(projectFile);
            Project previous = onDisk.project;
            SecretStore store;
            ProjectSecrets::fillSync(&store, &previous, key);
            Project moved = previous;
            moved.apps[i].name = newName;
            ProjectSecrets::storeSync(&store, previous, moved, key);
            printErr(QStringLiteral("%1: renamed app %2 to %3").arg(projectFile, s.appName, newName));
        });
}

int runDiff(const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral(
        "Show what a deploy would change: the new render against each live release, Secret data redacted."));
    addClusterOptions(p);
    addAppOption(p);
    p.addPositionalArgument(
        QStringLiteral("PROJECT"), QStringLiteral("A helmdeck.yaml, or a folder holding one."));
    if (const int rc = parse(p, args, 1, QStringLiteral("expected exactly one PROJECT")); rc >= 0)
        return rc;
    Session s;
    Needs needs;
    needs.credentials = true;
    if (const int rc = prepare(p, p.positionalArguments().constFirst(), needs, &s); rc >= 0)
        return rc;
    // The same capabilities as `render --context` and the window's preview.
    s.options.renderTarget
        = readRenderTarget(s.options.target.context, s.options.target.kubeNamespace, s.options.kubectl);
    DiffJob job;
    DiffResult result;
    QEventLoop loop;
    QObject::connect(&job, &DiffJob::finished, &loop, [&](const DiffResult &r) {
        result = r;
        loop.quit();
    });
    job.start(s.loaded.project, s.appName, s.options);
    loop.exec();
    printFindings(located(result.findings, s.loaded.project));
    if (!result.ok)
        return Cli::Failed;
    const QByteArray text = result.diff.text().toUtf8();
    std::fwrite(text.constData(), 1, size_t(text.size()), stdout);
    std::fflush(stdout);
    printErr(result.diff.hasChanges() ? result.diff.summary() : QStringLiteral("no changes"));
    if (!result.rollNote.isEmpty())
        printErr(result.rollNote);
    return Cli::Success;
}

int runStorage(const QStringList &args)
{
    if (args.value(1) == QLatin1String("exec"))
        return CliRun::storageExec(args); // a run, attached to this terminal (clirun.cpp)
    QCommandLineParser p;
    p.setApplicationDescription(
        QStringLiteral("Storage actions on a project's entries: create, destroy, status, wait "
                       "(and exec: see 'storage exec --help')."));
    addClusterOptions(p);
    p.addOption(
        { QStringLiteral("timeout"), QStringLiteral("wait: give up after this many seconds (default 120)."),
            QStringLiteral("SECONDS"), QStringLiteral("120") });
    p.addPositionalArgument(QStringLiteral("ACTION"), QStringLiteral("create, destroy, status or wait."));
    p.addPositionalArgument(QStringLiteral("ENTRY"), QStringLiteral("The storage entry."));
    p.addPositionalArgument(
        QStringLiteral("PROJECT"), QStringLiteral("A helmdeck.yaml, or a folder holding one."));
    if (const int rc = parse(p, args, 3, QStringLiteral("expected ACTION ENTRY PROJECT")); rc >= 0)
        return rc;
    const QStringList positional = p.positionalArguments();
    const QString action = positional.at(0);
    const QStringList actions { QStringLiteral("create"), QStringLiteral("destroy"), QStringLiteral("status"),
        QStringLiteral("wait") };
    if (!actions.contains(action))
        return usage(
            p, QStringLiteral("unknown storage action \"%1\" (create, destroy, status, wait)").arg(action));
    bool numeric = false;
    const int timeout = p.value(QStringLiteral("timeout")).toInt(&numeric);
    if (!numeric || timeout <= 0)
        return usage(p, QStringLiteral("--timeout takes a positive number of seconds"));
    Session s;
    Needs needs;
    needs.app = false;
    const bool dryRun = p.isSet(QStringLiteral("dry-run"));
    needs.dryRun = dryRun;
    if (const int rc = prepare(p, positional.at(2), needs, &s); rc >= 0)
        return rc;
    const QString entry = positional.at(1);
    Findings findings;
    const Project &project = s.loaded.project;
    Plan plan;
    if (action == QLatin1String("create"))
        plan = StoragePlanner::create(project, entry, s.options, &findings);
    else if (action == QLatin1String("destroy"))
        plan = StoragePlanner::destroy(project, entry, s.options, &findings);
    else if (action == QLatin1String("status"))
        plan = StoragePlanner::status(project, entry, s.options, &findings);
    else
        plan = StoragePlanner::wait(project, entry, s.options, timeout, &findings);
    return executePlan(plan, located(printedBeforeRun(findings, dryRun), s.loaded.project), dryRun);
}

} // namespace

QStringList CliCluster::subcommands()
{
    return { QStringLiteral("deploy"), QStringLiteral("destroy"), QStringLiteral("rename"),
        QStringLiteral("diff"), QStringLiteral("storage") };
}

int CliCluster::run(const QString &command, const QStringList &args)
{
    if (command == QLatin1String("diff"))
        return runDiff(args);
    if (command == QLatin1String("storage"))
        return runStorage(args);
    return runDeployLike(command, args);
}

} // namespace HelmDeck
