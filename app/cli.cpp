// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli.h"

#include "clicerts.h"
#include "clicluster.h"
#include "clicommon.h"
#include "clipublish.h"
#include "clirun.h"
#include "cliruns.h"
#include "cliservice.h"

#include "chart/chartlimits.h"
#include "cluster/helmtool.h"
#include "io/appimporter.h"
#include "io/projectfile.h"
#include "map/objectgraph.h"
#include "model/globalsettings.h"
#include "model/secretnames.h"
#include "model/strictmode.h"
#include "model/validator.h"
#include "render/renderjob.h"
#include "secrets/projectsecrets.h"
#include "secrets/secretkey.h"
#include "secrets/secretstore.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QVector>

#include <cstdio>

namespace HelmDeck {

namespace {

using namespace CliCommon;

const QStringList &subcommands()
{
    static const QStringList names
        = QStringList { QStringLiteral("import"), QStringLiteral("render"), QStringLiteral("check") }
        + CliCluster::subcommands() + CliRun::subcommands() + CliRuns::subcommands()
        + CliService::subcommands() + CliPublish::subcommands() + CliCerts::subcommands();
    return names;
}

/** Edit distance of @p a and @p b (insertions, deletions, substitutions), for "did you mean". */
int editDistance(const QString &a, const QString &b)
{
    QVector<int> row(b.size() + 1);
    for (int j = 0; j <= b.size(); ++j)
        row[j] = j;
    for (int i = 1; i <= a.size(); ++i) {
        int diagonal = row[0];
        row[0] = i;
        for (int j = 1; j <= b.size(); ++j) {
            const int above = row[j];
            row[j] = qMin(qMin(row[j] + 1, row[j - 1] + 1), diagonal + (a.at(i - 1) == b.at(j - 1) ? 0 : 1));
            diagonal = above;
        }
    }
    return row[b.size()];
}

/** The command within two edits of @p word (or starting with it), or empty when none is near. */
QString closestCommand(const QString &word)
{
    QString best;
    int bestDistance = 3;
    for (const QString &name : subcommands()) {
        const int d = name.startsWith(word, Qt::CaseInsensitive) ? 1 : editDistance(word.toLower(), name);
        if (d < bestDistance) {
            best = name;
            bestDistance = d;
        }
    }
    return best;
}

/** The env vars of @p project whose names look secret and that are not marked secret (SecretNames). */
QStringList unmarkedSecrets(const Project &project)
{
    QStringList names;
    for (const App &app : project.apps)
        names += SecretNames::unmarked(app.env);
    return names;
}

/** The keychain key of the project file @p path, the same once the file is written (SecretKey). */
QString projectKeyOfNewFile(const QString &path)
{
    const QFileInfo info(path);
    if (info.exists())
        return SecretKey::projectKeyFor(path);
    const QString dir = QFileInfo(info.absolutePath()).canonicalFilePath();
    return SecretKey::projectKeyFor(dir.isEmpty() ? path : QDir(dir).filePath(info.fileName()));
}

/**
 * Writes @p project to @p out with its secret values in the keychain, through the path the window's
 * save takes (ProjectSecrets::store, then ProjectFile::save, which writes no secret value). The
 * keychain is asked first: without one nothing is written. A failed save puts back what the
 * keychain held, so nothing is half-applied.
 */
bool saveWithSecrets(const Project &project, const QString &out)
{
    const QString key = projectKeyOfNewFile(out);
    QStringList secrets;
    QList<ProjectSecrets::Item> items;
    for (const ProjectSecrets::Item &item : ProjectSecrets::items(project, key)) {
        if (ProjectSecrets::value(project, item).isEmpty())
            continue;
        items.append(item);
        secrets.append(item.fieldPath);
    }
    SecretStore store;
    if (!items.isEmpty()) {
        const SecretStore::Result probe = store.probeSync();
        if (!probe.ok() || !store.isPersistent()) {
            printErr(commandName()
                + QStringLiteral(": error: the system keychain cannot be reached (%1), so the secret values "
                                 "of %2 have nowhere to go; nothing was written. Unlock or start the "
                                 "keychain (a Secret Service such as GNOME Keyring or KWallet), or import "
                                 "without --secret and --secret-suggested")
                      .arg(store.isPersistent() ? probe.error : store.unavailableReason(),
                          secrets.join(QStringLiteral(", "))));
            return false;
        }
    }
    QList<SecretStore::Result> before;
    for (const ProjectSecrets::Item &item : std::as_const(items))
        before.append(store.readSync(item.key));
    const ProjectSecrets::Report stored = items.isEmpty()
        ? ProjectSecrets::Report()
        : ProjectSecrets::storeSync(&store, Project(), project, key);
    QString error;
    const bool saved = stored.ok() && ProjectFile::save(project, out, &error);
    if (saved)
        return true;
    for (int i = 0; i < items.size(); ++i) { // what the keychain held before, back
        if (before.at(i).ok())
            store.writeSync(items.at(i).key, before.at(i).value);
        else
            store.removeSync(items.at(i).key);
    }
    printErr(stored.ok() ? QStringLiteral("%1: error: %2").arg(out, error)
                         : commandName()
                + QStringLiteral(": error: keychain: %1; nothing was written")
                      .arg(stored.errors.join(QStringLiteral("; "))));
    return false;
}

int runImport(const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(
        QStringLiteral("Import an app folder (Procfile, app.json) into a HelmDeck project file."));
    addCommonOptions(p, false); // import always reads the app folder
    p.addOption({ { QStringLiteral("o"), QStringLiteral("output") },
        QStringLiteral("Project file to write (default APP_DIR/helmdeck.yaml; - for stdout)."),
        QStringLiteral("FILE") });
    p.addOption({ QStringLiteral("force"), QStringLiteral("Overwrite an existing project file.") });
    p.addOption({ QStringLiteral("secret"),
        QStringLiteral("Mark the env var NAME secret (repeatable): its value goes to the system keychain, "
                       "never into the project file. Needs a keychain and a project file (not -o -)."),
        QStringLiteral("NAME") });
    p.addOption({ QStringLiteral("secret-suggested"),
        QStringLiteral("Mark every env var whose name looks secret (*_KEY, *_SECRET, *_TOKEN, *PASSWORD*, "
                       "DATABASE_URL) secret, as --secret does.") });
    p.addPositionalArgument(QStringLiteral("APP_DIR"), QStringLiteral("The app folder."));
    if (const int rc = parseOneArgument(p, args, QStringLiteral("import takes exactly one APP_DIR")); rc >= 0)
        return rc;
    const QString dir = p.positionalArguments().constFirst();
    if (!QFileInfo(dir).isDir())
        return usage(p, QStringLiteral("%1 is not a folder").arg(dir));

    if (p.isSet(QStringLiteral("name")) && p.value(QStringLiteral("name")).isEmpty())
        return usage(p, QStringLiteral("--name must not be empty"));
    QString out = p.value(QStringLiteral("output"));
    if (out.isEmpty())
        out = QDir(dir).filePath(QStringLiteral("helmdeck.yaml"));
    const bool suggestedToo = p.isSet(QStringLiteral("secret-suggested"));
    const QStringList named = p.values(QStringLiteral("secret"));
    if (out == QLatin1String("-") && (suggestedToo || !named.isEmpty()))
        return usage(p,
            QStringLiteral(
                "--secret and --secret-suggested need a project file (-o FILE): the keychain keeps "
                "the values under its path, and standard output has none"));
    ImportResult r
        = AppImporter::importFolder(dir, p.value(QStringLiteral("name")), p.value(QStringLiteral("image")));
    if (r.ok) {
        QStringList marked = named;
        if (suggestedToo)
            marked += unmarkedSecrets(r.project);
        marked.removeDuplicates();
        const QStringList unknown = AppImporter::markSecret(&r, marked);
        if (!unknown.isEmpty()) {
            QStringList env;
            for (const App &app : std::as_const(r.project.apps)) {
                for (const EnvVar &e : app.env)
                    env.append(e.name);
            }
            return usage(p,
                QStringLiteral("--secret %1: no such env var in the app (its env: %2)")
                    .arg(unknown.join(QStringLiteral(", --secret ")),
                        env.isEmpty() ? QStringLiteral("none") : env.join(QStringLiteral(", "))));
        }
    }
    // Never write a project that would not check clean: validate what the import produced.
    Findings findings = r.findings;
    if (r.ok)
        findings += Validator::validate(r.project);
    printFindings(findings);
    if (!r.ok || hasErrors(findings))
        return Cli::Failed;
    if (out != QLatin1String("-") && QFileInfo::exists(out) && !p.isSet(QStringLiteral("force"))) {
        printErr(QStringLiteral("%1: error: exists; pass --force to overwrite it").arg(out));
        return Cli::Failed;
    }
    // the Env form's "Mark as secret" bar, said once for all of them (docs/project-file.md "Env var")
    if (const QStringList plain = unmarkedSecrets(r.project); !plain.isEmpty() && !suggestedToo)
        printErr(commandName()
            + QStringLiteral(": warning: %1 %2 secret but %3 not marked secret: the project file gets %4 in "
                             "plain text. Pass --secret NAME for each to keep it in the system keychain, "
                             "or --secret-suggested for all of them")
                  .arg(plain.join(QStringLiteral(", ")),
                      plain.size() == 1 ? QStringLiteral("looks") : QStringLiteral("look"),
                      plain.size() == 1 ? QStringLiteral("is") : QStringLiteral("are"),
                      plain.size() == 1 ? QStringLiteral("its value") : QStringLiteral("their values")));
    if (out == QLatin1String("-"))
        return writeOutput(out, ProjectFile::serialize(r.project)) ? Cli::Success : Cli::Failed;
    if (!saveWithSecrets(r.project, out))
        return Cli::Failed;
    printErr(QStringLiteral("wrote %1").arg(out));
    return Cli::Success;
}

int runCheckOrRender(const QStringList &args, bool render)
{
    QCommandLineParser p;
    p.setApplicationDescription(render
            ? QStringLiteral(
                "Render every release of a project (or an app folder) as one multi-document YAML stream.")
            : QStringLiteral("Check a project (or an app folder) and print its findings."));
    addCommonOptions(p);
    if (render) {
        p.addOption({ { QStringLiteral("o"), QStringLiteral("output") },
            QStringLiteral("Write the manifests to FILE instead of stdout."), QStringLiteral("FILE") });
        p.addOption({ QStringLiteral("helm"),
            QStringLiteral("The helm binary (default: $HELMDECK_HELM, then helm on PATH)."),
            QStringLiteral("PATH") });
        p.addOption({ QStringLiteral("show-secrets"),
            QStringLiteral("Print Secret data as rendered (base64): the stream to apply. Without it every "
                           "Secret value is a valid placeholder marked \"# masked\", so the stream still "
                           "applies, but with the placeholder instead of the value.") });
        p.addOption({ QStringLiteral("context"),
            QStringLiteral(
                "Render for this kube context: its cluster's Kubernetes and API versions (default: helm's)."),
            QStringLiteral("CONTEXT") });
        p.addOption({ QStringLiteral("namespace"),
            QStringLiteral("Render into this namespace instead of the apps' own."), QStringLiteral("NS") });
    }
    p.addOption({ QStringLiteral("strict"),
        QStringLiteral(
            "Treat every warning as an error (exit 1); the project's \"strict: true\" does too.") });
    p.addPositionalArgument(QStringLiteral("PROJECT"), QStringLiteral("A helmdeck.yaml, or an app folder."));
    if (const int rc = parseOneArgument(p, args, QStringLiteral("expected exactly one PROJECT or APP_DIR"));
        rc >= 0)
        return rc;
    if (render) {
        if (const int rc = checkNamespaceOption(p); rc >= 0)
            return rc;
    }

    Loaded l = load(p.positionalArguments().constFirst(), p.value(QStringLiteral("name")),
        p.value(QStringLiteral("image")));
    Findings findings = l.findings;
    // The user's defaults (File → Settings in the window) apply to what is checked and rendered,
    // exactly as in the preview; a broken settings file fails the command rather than render without it.
    const GlobalSettings global = GlobalSettings::load(QString(), &findings);
    if (l.ok) {
        l.project = global.applied(l.project);
        findings += Validator::validate(l.project);
        // what helm would refuse only when a release is installed: a chart file over its 5 MiB
        if (!hasErrors(findings))
            findings += ChartLimits::check(l.project);
    }
    const bool strict = StrictMode::isOn(l.project, p.isSet(QStringLiteral("strict")));
    findings = located(StrictMode::apply(findings, strict), l.project); // the keychain's at their lines
    printFindings(findings);
    if (!l.ok || hasErrors(findings))
        return Cli::Failed;
    if (!render)
        return Cli::Success;

    const HelmTool helm = HelmTool::detect(render ? p.value(QStringLiteral("helm")) : QString());
    if (!helm.isValid()) {
        printErr(commandName() + QStringLiteral(": error: ") + helm.error);
        return Cli::Failed;
    }
    RenderJob job(helm);
    RenderResult result;
    QEventLoop loop;
    // The same target as the window's preview: the namespace, and what the context's cluster serves.
    const QString context = p.value(QStringLiteral("context"));
    const RenderTarget target = context.isEmpty()
        ? RenderTarget { QString(), p.value(QStringLiteral("namespace")), QString(), {} }
        : readRenderTarget(context, p.value(QStringLiteral("namespace")), KubectlTool::detect());
    job.setTarget(target);
    QObject::connect(&job, &RenderJob::finished, &loop, [&](const RenderResult &r) {
        result = r;
        loop.quit();
    });
    job.start(l.project);
    if (job.isRunning())
        loop.exec();
    if (result.ok) // the map's dangling references, as the window lists them (docs/preview.md)
        result.findings
            += ObjectGraph::build(result.manifests, ObjectGraph::externalObjects(l.project)).findings();
    // Validation findings were printed above; print only what rendering added.
    Findings renderFindings;
    for (const Finding &f : located(StrictMode::apply(result.findings, strict), l.project)) {
        if (!findings.contains(f))
            renderFindings.append(f);
    }
    printFindings(renderFindings);
    if (result.ok && hasErrors(renderFindings))
        return Cli::Failed; // strict mode: a warning of the render
    if (!result.ok) {
        if (renderFindings.isEmpty() && !result.errorText.isEmpty())
            printErr(commandName() + QStringLiteral(": error: helm template failed: ")
                + result.errorText.trimmed());
        return Cli::Failed;
    }
    const bool showSecrets = p.isSet(QStringLiteral("show-secrets"));
    return writeOutput(p.value(QStringLiteral("output")), result.manifests.toYaml(showSecrets).toUtf8(),
               showSecrets ? OutputMode::OwnerOnly : OutputMode::Default)
        ? Cli::Success
        : Cli::Failed;
}

} // namespace

QString Cli::commandsHelp()
{
    return QStringLiteral(
        "Commands (run 'COMMAND --help' for each):\n"
        "  import APP_DIR       write a project file from a Procfile and app.json\n"
        "  render PROJECT       print every release's manifests (--strict: warnings fail it)\n"
        "  check PROJECT        print findings only (--strict: warnings fail it)\n"
        "  deploy PROJECT       deploy an app (--dry-run prints the plan; --strict)\n"
        "  diff PROJECT         what a deploy would change\n"
        "  destroy PROJECT      uninstall an app's releases\n"
        "  rename NEW PROJECT   deploy under a new name, then remove the old one\n"
        "  run PROJECT [CMD]    a one-off command in the deployed image, as a Job\n"
        "  runs PROJECT         the app's run Jobs (--stop NAME deletes one)\n"
        "  logs PROJECT         the logs of an app's pods (-f follows)\n"
        "  enter PROJECT PROCESS\n"
        "                       a shell in a running pod of a process type\n"
        "  cron ACTION TASK PROJECT\n"
        "                       run a cron task now, or suspend or resume its CronJob\n"
        "  storage ACTION ENTRY PROJECT\n"
        "                       create, destroy, status or wait for a storage entry\n"
        "                       (storage exec ENTRY PROJECT: a shell with it at /data)\n"
        "  service ACTION APP [KIND]\n"
        "                       connect to, export, import or show an app's PostgreSQL or Valkey\n"
        "  package CHART_DIR|PROJECT\n"
        "                       a reproducible .tgz of a chart, or of an app's own chart\n"
        "  publish CHART_DIR|PROJECT --registry oci://HOST/PATH\n"
        "                       one chart variant per image tag, pushed to an OCI registry\n"
        "  resolve oci://HOST/PATH/CHART TAG\n"
        "                       the digest a chart tag points at now\n"
        "  certs ACTION APP     import, show or remove an app's TLS certificate\n"
        "                       (its key goes to the keychain)");
}

bool Cli::isSubcommand(const QStringList &args)
{
    return args.size() > 1 && subcommands().contains(args.at(1));
}

bool Cli::isUnknownCommand(const QStringList &args)
{
    if (args.size() < 2 || isSubcommand(args))
        return false;
    const QString &word = args.at(1);
    if (word.isEmpty() || word.startsWith(QLatin1Char('-')) || word.contains(QLatin1Char('/'))
        || word.contains(QLatin1Char('.')))
        return false;
    return !QFileInfo::exists(word);
}

int Cli::unknownCommand(const QString &program, const QString &word, const QString &hint)
{
    printErr(QStringLiteral("%1: unknown command '%2'").arg(program, word));
    if (!hint.isEmpty())
        printErr(hint);
    const QString near = closestCommand(word);
    if (!near.isEmpty())
        printErr(QStringLiteral("Did you mean '%1'?").arg(near));
    printErr(QStringLiteral("Commands: %1\nRun '%2 --help' for what each does.")
                 .arg(subcommands().join(QStringLiteral(", ")), program));
    return Usage;
}

int Cli::run(const QStringList &args)
{
    // Drop the subcommand so each parser sees "<program> <command> <options> <positionals>".
    QStringList rest = args;
    const QString command = rest.takeAt(1);
    const QString program = QCoreApplication::applicationName();
    rest[0] = program + QLatin1Char(' ') + command;
    setCommandName(rest.constFirst()); // every message and usage line names the command
    if (command == QLatin1String("import"))
        return runImport(rest);
    if (command == QLatin1String("render"))
        return runCheckOrRender(rest, true);
    if (command == QLatin1String("check"))
        return runCheckOrRender(rest, false);
    if (CliCluster::subcommands().contains(command))
        return CliCluster::run(command, rest);
    if (command == QLatin1String("run"))
        return CliRun::run(rest);
    if (CliRuns::subcommands().contains(command))
        return CliRuns::run(command, rest);
    if (CliService::subcommands().contains(command))
        return CliService::run(rest);
    if (CliPublish::subcommands().contains(command))
        return CliPublish::run(command, rest);
    if (CliCerts::subcommands().contains(command))
        return CliCerts::run(rest);
    return unknownCommand(program, command);
}

} // namespace HelmDeck
