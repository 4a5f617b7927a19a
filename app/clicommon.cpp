// SPDX-License-Identifier: GPL-3.0-or-later
#include "clicommon.h"

#include "cli.h"

#include "cluster/clustercapabilities.h"
#include "cluster/clustererrors.h"
#include "io/appimporter.h"
#include "io/inputfile.h"
#include "io/projectfile.h"
#include "job/runner.h"
#include "model/messagecap.h"
#include "model/validator.h"
#include "secrets/projectsecrets.h"
#include "secrets/secretkey.h"
#include "secrets/secretstore.h"

#include <QCoreApplication>
#include <QDir>
#include <QEventLoop>
#include <QFileInfo>
#include <QHash>
#include <QSaveFile>

#include <cstdio>
#include <sys/stat.h>

namespace HelmDeck {
namespace CliCommon {

namespace {

QString &commandNameStore()
{
    static QString name = QStringLiteral("helmdeck");
    return name;
}

} // namespace

void setCommandName(const QString &name)
{
    commandNameStore() = name;
}

QString commandName()
{
    return commandNameStore();
}

QString helpText(const QCommandLineParser &p)
{
    // Qt writes "Usage: <argv[0]> [options] …", argv[0] being the binary's path as it was started
    const QString text = p.helpText();
    const QString usage = QStringLiteral("Usage: ");
    if (!text.startsWith(usage))
        return text;
    int end = text.indexOf(QLatin1String(" [options]"));
    const int lineEnd = text.indexOf(QLatin1Char('\n'));
    if (end < 0 || (lineEnd >= 0 && end > lineEnd))
        end = lineEnd;
    return usage + commandName() + text.mid(end);
}

void printErr(const QString &text)
{
    // every message the command line writes echoes a user's value bounded (docs/inputs.md)
    const QByteArray bytes = MessageCap::message(text).toLocal8Bit();
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stderr);
    std::fputc('\n', stderr);
}

namespace {

QHash<int, QStringList> &heldStepLines()
{
    static QHash<int, QStringList> held;
    return held;
}

} // namespace

void printStepLine(int step, const QString &line, bool isStderr)
{
    if (isStderr && ClusterErrors::isClientLogLine(line))
        heldStepLines()[step].append(line);
    else
        printErr(QStringLiteral("    ") + line);
}

void endStepOutput(int step, bool succeeded)
{
    const QStringList held = heldStepLines().take(step);
    if (succeeded) {
        for (const QString &line : held)
            printErr(QStringLiteral("    ") + line);
    }
}

void printFindings(const Findings &findings)
{
    for (const Finding &f : findings) {
        // a finding of no file is said by the command, as every other message
        const QString text = f.toString();
        printErr(f.location.file.isEmpty() && text.startsWith(QLatin1String("helmdeck: "))
                ? commandName() + text.mid(8)
                : text);
    }
}

Findings located(Findings findings, const Project &project)
{
    for (Finding &f : findings) {
        if (f.fieldPath.isEmpty() || f.location.line > 0)
            continue;
        const SourceLocation at = project.locate(f.fieldPath);
        if (at.isValid() && at.line > 0 && (f.location.file.isEmpty() || f.location.file == at.file))
            f.location = at;
    }
    return findings;
}

bool writeOutput(const QString &path, const QByteArray &data, OutputMode mode)
{
    if (path.isEmpty() || path == QLatin1String("-")) {
        const size_t written = std::fwrite(data.constData(), 1, size_t(data.size()), stdout);
        if (written != size_t(data.size()) || std::fflush(stdout) != 0 || std::ferror(stdout)) {
            printErr(commandName() + QStringLiteral(": error: cannot write to standard output"));
            return false;
        }
        return true;
    }
    // Unbuffered: a full disk must fail the write itself; a buffered write can "succeed" and leave
    // QSaveFile committing an empty file over the old one.
    // QSaveFile would rename its temporary file over a FIFO or a device node (even /dev/null, as
    // root): only regular files are written; standard output is "-" or no -o at all.
    if (const QFileInfo target(path); target.exists() && !target.isFile()) {
        printErr(
            QStringLiteral("%1: error: not a regular file (a folder, FIFO, device or socket): nothing was "
                           "written; leave out -o (or give -o -) to write to standard output")
                .arg(path));
        return false;
    }
    const bool secret = mode == OutputMode::OwnerOnly;
    // Secret values: the file is the owner's alone (0600) from its first byte. QSaveFile gives its
    // temporary file an existing target's permissions, else the umask's (docs/chart-values.md).
    if (secret && QFileInfo::exists(path)
        && !QFile::setPermissions(path, QFileDevice::ReadOwner | QFileDevice::WriteOwner)) {
        printErr(
            QStringLiteral("%1: error: cannot make the file private (0600): nothing was written").arg(path));
        return false;
    }
    QSaveFile out(path);
    const mode_t umaskBefore = secret ? ::umask(077) : 0;
    const bool opened = out.open(QIODevice::WriteOnly | QIODevice::Unbuffered);
    if (secret)
        ::umask(umaskBefore);
    if (!opened) {
        printErr(QStringLiteral("%1: error: cannot write: %2").arg(path, out.errorString()));
        return false;
    }
    const qint64 written = out.write(data);
    if (written != data.size()) {
        printErr(QStringLiteral("%1: error: only %2 of %3 bytes could be written: %4")
                     .arg(path)
                     .arg(qMax<qint64>(written, 0))
                     .arg(data.size())
                     .arg(out.errorString()));
        out.cancelWriting();
        return false;
    }
    if (!out.commit()) {
        printErr(QStringLiteral("%1: error: cannot write: %2").arg(path, out.errorString()));
        return false;
    }
    return true;
}

/** Secret values (env marked secret, the pull-secret password) live in the keychain, never in the file. */
void fillSecrets(const QString &projectPath, Loaded *l)
{
    const QString key = SecretKey::projectKeyFor(projectPath);
    if (ProjectSecrets::items(l->project, key).isEmpty())
        return;
    SecretStore store;
    store.setAnswerTimeoutMs(SecretStore::DefaultAnswerTimeoutMs); // a silent keychain: fall back, say so
    const ProjectSecrets::Report report = ProjectSecrets::fillSync(&store, &l->project, key);
    const SourceLocation where { projectPath, 0, 0 };
    const QString why = store.isPersistent()
        ? QStringLiteral("no value stored in the keychain; it renders empty")
        : QStringLiteral("no system keychain to read it from; it renders empty");
    for (const QString &field : report.missing) {
        // without its password the pull secret is resolved from the docker and Helm config instead
        const bool registry = field.endsWith(QLatin1String(".pullSecret.password"));
        l->findings.append(Finding::warning(registry
                ? QStringLiteral("no registry password %1; the pull secret uses the docker and Helm registry "
                                 "config instead")
                      .arg(store.isPersistent() ? QStringLiteral("stored in the keychain")
                                                : QStringLiteral("without a system keychain"))
                : why,
            field, where));
    }
    for (const QString &error : report.errors)
        l->findings.append(Finding::warning(QStringLiteral("keychain: ") + error, QString(), where));
    if (!store.isPersistent())
        l->findings.append(Finding::warning(store.statusMessage(), QString(), where));
}

namespace {

/**
 * --name and --image on a project file: they override its one app's name and image for this command
 * only (what `check` and `render` of an app folder with them do before it has a project file); the
 * file is not changed, and an info line says what was overridden, so it is never silent.
 */
void applyOverrides(const QString &name, const QString &image, Loaded *l)
{
    const SourceLocation where { l->file, 0, 0 };
    if (l->project.apps.size() != 1) {
        QStringList names;
        for (const App &app : std::as_const(l->project.apps))
            names.append(app.name);
        l->findings.append(Finding::error(
            QStringLiteral("--name and --image override the one app of a project file, but this one has %1 "
                           "(%2): edit the file instead")
                .arg(l->project.apps.size())
                .arg(names.isEmpty() ? QStringLiteral("none") : names.join(QStringLiteral(", "))),
            QStringLiteral("apps"), where));
        l->ok = false;
        return;
    }
    App &app = l->project.apps[0];
    const QString field = app.fieldPrefix();
    QStringList said;
    if (!name.isEmpty() && name != app.name)
        said.append(QStringLiteral("--name replaces the app's name \"%1\" with \"%2\"").arg(app.name, name));
    if (!image.isEmpty() && image != app.image)
        said.append(QStringLiteral("--image replaces its image \"%1\" with \"%2\"").arg(app.image, image));
    if (!said.isEmpty())
        l->findings.append(Finding::info(said.join(QStringLiteral("; "))
                + QStringLiteral(" for this command only; the project file is not changed"),
            field, where));
    if (!name.isEmpty())
        app.name = name;
    if (!image.isEmpty())
        app.image = image;
}

} // namespace

Loaded load(const QString &path, const QString &name, const QString &image, bool withSecrets)
{
    Loaded l;
    const QFileInfo info(path);
    // a link that loops or points nowhere is not "no such file": ProjectFile::load says which it is
    if (!InputFile::present(path)) {
        l.findings.append(Finding::error(
            QStringLiteral("no such file or folder"), QString(), SourceLocation { path, 0, 0 }));
        return l;
    }
    if (info.isDir() && InputFile::present(QDir(path).filePath(QStringLiteral("helmdeck.yaml")))) {
        // The folder has a project (what `helmdeck import` writes by default): use it rather than
        // re-importing the Procfile and losing the domains, env and image edited there.
        const QString project = QDir(path).filePath(QStringLiteral("helmdeck.yaml"));
        printErr(QStringLiteral("%1: info: using the project file in the folder").arg(project));
        if (QFileInfo(project).isDir()) { // a folder by that name: ProjectFile says so (no re-import)
            l.findings = ProjectFile::load(project).findings;
            return l;
        }
        return load(project, name, image, withSecrets);
    }
    if (info.isDir()) {
        const ImportResult r = AppImporter::importFolder(path, name, image);
        l.project = r.project;
        l.findings = r.findings;
        l.ok = r.ok;
        return l;
    }
    const ProjectLoadResult r = ProjectFile::load(path);
    l.project = r.project;
    l.findings = r.findings;
    l.ok = r.ok;
    l.file = path;
    if (l.ok && withSecrets)
        fillSecrets(path, &l);
    if (l.ok && (!name.isEmpty() || !image.isEmpty()))
        applyOverrides(name, image, &l);
    return l;
}

void addCommonOptions(QCommandLineParser &p, bool overridesProject)
{
    p.addHelpOption();
    // on a project file (or a folder holding one) they override its one app's: docs/project-file.md
    // (QString::arg on an empty string warns on stderr: only filled in when there is a sentence)
    const auto onProject = [overridesProject](const char *field) {
        return overridesProject
            ? QStringLiteral(" On a project file, or a folder holding one, it overrides its one app's %1 "
                             "for this command only; the file is not changed.")
                  .arg(QLatin1String(field))
            : QString();
    };
    p.addOption({ QStringLiteral("name"),
        QStringLiteral("App name (default: the folder's name).") + onProject("name"),
        QStringLiteral("NAME") });
    p.addOption(
        { QStringLiteral("image"), QStringLiteral("Image reference, registry/repo:tag.") + onProject("image"),
            QStringLiteral("IMAGE") });
}

int checkNamespaceOption(QCommandLineParser &p)
{
    const QString option = QStringLiteral("namespace");
    if (!p.isSet(option))
        return -1;
    const QString ns = p.value(option);
    if (ns.isEmpty())
        return usage(p, QStringLiteral("--namespace must not be empty (leave it out to use each app's own)"));
    const QString problem = Validator::labelProblem(QStringLiteral("--namespace"), ns);
    if (problem.isEmpty())
        return -1;
    printErr(commandName() + QStringLiteral(": error: ") + problem);
    return Cli::Usage;
}

int usage(QCommandLineParser &p, const QString &message)
{
    QString text = message.trimmed();
    // QCommandLineParser's sentences ("Unknown option 'bogus'.") read like the others' here
    if (text.size() > 1 && text.at(0).isUpper() && text.at(1).isLower())
        text[0] = text.at(0).toLower();
    if (text.endsWith(QLatin1Char('.')) && !text.endsWith(QLatin1String("..")))
        text.chop(1);
    printErr(commandName() + QStringLiteral(": ") + text);
    printErr(helpText(p).section(QLatin1Char('\n'), 0, 0));
    printErr(QStringLiteral("Run '%1 --help' for its options.").arg(commandName()));
    return Cli::Usage;
}

/** Parses @p args expecting one positional argument; returns an exit code to stop with, or -1 to go on. */
int parseOneArgument(QCommandLineParser &p, const QStringList &args, const QString &countError)
{
    return parseArguments(p, args, 1, countError);
}

int parseArguments(QCommandLineParser &p, const QStringList &args, int count, const QString &countError)
{
    if (!p.parse(args))
        return usage(p, p.errorText());
    if (p.isSet(QStringLiteral("help"))) {
        std::fputs(qPrintable(helpText(p)), stdout);
        return Cli::Success;
    }
    if (p.positionalArguments().size() != count)
        return usage(p, countError);
    return -1;
}

RenderTarget readRenderTarget(
    const QString &context, const QString &namespaceName, const KubectlTool &kubectl, QString *unreachable)
{
    RenderTarget target { context, namespaceName, QString(), {} };
    ClusterCapabilities capabilities(kubectl);
    ClusterVersions versions;
    QEventLoop loop; // the command line's main loop: nothing else runs meanwhile
    QObject::connect(&capabilities, &ClusterCapabilities::versionsRead, &loop, [&](const ClusterVersions &v) {
        versions = v;
        loop.quit();
    });
    ClusterTarget cluster;
    cluster.context = context;
    cluster.kubeNamespace = namespaceName;
    capabilities.request(cluster);
    loop.exec();
    if (unreachable)
        *unreachable = versions.reachable ? QString() : versions.message;
    else if (!versions.reachable)
        printErr(commandName() + QStringLiteral(": note: ") + versions.message);
    target.kubeVersion = versions.kubeVersion;
    target.apiVersions = versions.apiVersions;
    return target;
}

bool runToEnd(Runner &runner, const Plan &plan, RunResult *result)
{
    QEventLoop loop;
    QObject::connect(&runner, &Runner::finished, &loop, [&](const RunResult &r) {
        *result = r;
        loop.quit();
    });
    if (!runner.start(plan))
        return false;
    loop.exec();
    return true;
}

int executePlan(
    const Plan &plan, const Findings &findings, bool dryRun, const std::function<void()> &onSuccess)
{
    if (dryRun) {
        const QByteArray text = plan.describe().toUtf8() + '\n';
        std::fwrite(text.constData(), 1, size_t(text.size()), stdout);
        std::fflush(stdout);
        printFindings(findings);
        return hasErrors(findings) ? Cli::Failed : Cli::Success;
    }
    printFindings(findings);
    if (plan.steps.isEmpty() || hasErrors(findings))
        return Cli::Failed;
    Runner runner;
    const int count = plan.steps.size();
    QObject::connect(&runner, &Runner::stepStarted, [&](int i) {
        printErr(QStringLiteral("[%1/%2] %3 …").arg(i + 1).arg(count).arg(plan.steps.at(i).title));
    });
    QObject::connect(&runner, &Runner::stepOutput,
        [](int i, const QString &line, bool isStderr) { printStepLine(i, line, isStderr); });
    // the step's own count where it is known, beside the steps' [k/n] (docs/deploy.md "Progress")
    QObject::connect(&runner, &Runner::stepProgress, [&](int i, const StepProgress &progress) {
        printErr(QStringLiteral("[%1/%2] %3: %4")
                     .arg(i + 1)
                     .arg(count)
                     .arg(plan.steps.at(i).title, progress.text()));
    });
    QObject::connect(
        &runner, &Runner::stepFinished, [&](int i, StepState state, const QString &message, qint64 ms) {
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
    if (!result.ok) {
        printErr(commandName() + QStringLiteral(": error: %1").arg(result.message));
        return Cli::Failed;
    }
    printErr(
        QStringLiteral("%1: done in %2 s").arg(plan.title).arg(double(result.elapsedMs) / 1000.0, 0, 'f', 1));
    if (onSuccess)
        onSuccess();
    return Cli::Success;
}

} // namespace CliCommon
} // namespace HelmDeck
