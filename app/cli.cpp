// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli.h"

#include "io/appimporter.h"
#include "io/projectfile.h"
#include "model/validator.h"
#include "render/helmtool.h"
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
#include <QSaveFile>
#include <QTextStream>

#include <cstdio>

namespace HelmDeck {

namespace {

const QStringList &subcommands()
{
    static const QStringList names = { QStringLiteral("import"), QStringLiteral("render"), QStringLiteral("check") };
    return names;
}

void printErr(const QString &text)
{
    const QByteArray bytes = text.toLocal8Bit();
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stderr);
    std::fputc('\n', stderr);
}

void printFindings(const Findings &findings)
{
    for (const Finding &f : findings)
        printErr(f.toString());
}

bool writeOutput(const QString &path, const QByteArray &data)
{
    if (path.isEmpty() || path == QLatin1String("-")) {
        const size_t written = std::fwrite(data.constData(), 1, size_t(data.size()), stdout);
        if (written != size_t(data.size()) || std::fflush(stdout) != 0 || std::ferror(stdout)) {
            printErr(QStringLiteral("helmdeck: error: cannot write to standard output"));
            return false;
        }
        return true;
    }
    // Unbuffered: a full disk must fail the write itself; a buffered write can "succeed" and leave
    // QSaveFile committing an empty file over the old one.
    QSaveFile out(path);
    if (!out.open(QIODevice::WriteOnly | QIODevice::Unbuffered)) {
        printErr(QStringLiteral("%1: error: cannot write: %2").arg(path, out.errorString()));
        return false;
    }
    const qint64 written = out.write(data);
    if (written != data.size()) {
        printErr(QStringLiteral("%1: error: only %2 of %3 bytes could be written: %4")
                     .arg(path).arg(qMax<qint64>(written, 0)).arg(data.size()).arg(out.errorString()));
        out.cancelWriting();
        return false;
    }
    if (!out.commit()) {
        printErr(QStringLiteral("%1: error: cannot write: %2").arg(path, out.errorString()));
        return false;
    }
    return true;
}

/** A project from a helmdeck.yaml, or imported on the fly from an app folder. */
struct Loaded
{
    Project project;
    Findings findings;
    bool ok = false;
};

/** Secret values (env marked secret, the pull-secret password) live in the keychain, never in the file. */
void fillSecrets(const QString &projectPath, Loaded *l)
{
    const QString key = SecretKey::projectKeyFor(projectPath);
    if (ProjectSecrets::items(l->project, key).isEmpty())
        return;
    SecretStore store;
    const ProjectSecrets::Report report = ProjectSecrets::fillSync(&store, &l->project, key);
    const SourceLocation where { projectPath, 0, 0 };
    for (const QString &field : report.missing)
        l->findings.append(Finding::warning(QStringLiteral("no value stored in the keychain; it renders empty"), field, where));
    for (const QString &error : report.errors)
        l->findings.append(Finding::warning(QStringLiteral("keychain: ") + error, QString(), where));
    if (!store.isPersistent())
        l->findings.append(Finding::warning(store.statusMessage(), QString(), where));
}

Loaded load(const QString &path, const QString &name, const QString &image)
{
    Loaded l;
    const QFileInfo info(path);
    if (!info.exists()) {
        l.findings.append(Finding::error(QStringLiteral("no such file or folder"), QString(), SourceLocation { path, 0, 0 }));
        return l;
    }
    if (info.isDir() && QFileInfo::exists(QDir(path).filePath(QStringLiteral("helmdeck.yaml")))) {
        // The folder has a project (what `helmdeck import` writes by default): use it rather than
        // re-importing the Procfile and losing the domains, env and image edited there.
        const QString project = QDir(path).filePath(QStringLiteral("helmdeck.yaml"));
        printErr(QStringLiteral("%1: info: using the project file in the folder").arg(project));
        return load(project, name, image);
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
    if (l.ok)
        fillSecrets(path, &l);
    if (l.ok && (!name.isEmpty() || !image.isEmpty())) {
        if (l.project.apps.size() != 1) {
            l.findings.append(Finding::error(QStringLiteral("--name/--image need a project with exactly one app"),
                                             QStringLiteral("apps"), SourceLocation { path, 0, 0 }));
            l.ok = false;
        } else {
            if (!name.isEmpty())
                l.project.apps[0].name = name;
            if (!image.isEmpty())
                l.project.apps[0].image = image;
        }
    }
    return l;
}

void addCommonOptions(QCommandLineParser &p)
{
    p.addHelpOption();
    p.addOption({ QStringLiteral("name"), QStringLiteral("App name (default: the folder's name)."), QStringLiteral("NAME") });
    p.addOption({ QStringLiteral("image"), QStringLiteral("Image reference, registry/repo:tag."), QStringLiteral("IMAGE") });
}

int usage(QCommandLineParser &p, const QString &message)
{
    printErr(QStringLiteral("helmdeck: ") + message);
    printErr(p.helpText());
    return Cli::Usage;
}

/** Parses @p args expecting one positional argument; returns an exit code to stop with, or -1 to go on. */
int parseOneArgument(QCommandLineParser &p, const QStringList &args, const QString &countError)
{
    if (!p.parse(args))
        return usage(p, p.errorText());
    if (p.isSet(QStringLiteral("help"))) {
        std::fputs(qPrintable(p.helpText()), stdout);
        return Cli::Success;
    }
    if (p.positionalArguments().size() != 1)
        return usage(p, countError);
    return -1;
}

int runImport(const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral("Import an app folder (Procfile, app.json) into a HelmDeck project file."));
    addCommonOptions(p);
    p.addOption({ { QStringLiteral("o"), QStringLiteral("output") },
                  QStringLiteral("Project file to write (default APP_DIR/helmdeck.yaml; - for stdout)."), QStringLiteral("FILE") });
    p.addOption({ QStringLiteral("force"), QStringLiteral("Overwrite an existing project file.") });
    p.addPositionalArgument(QStringLiteral("APP_DIR"), QStringLiteral("The app folder."));
    if (const int rc = parseOneArgument(p, args, QStringLiteral("import takes exactly one APP_DIR")); rc >= 0)
        return rc;
    const QString dir = p.positionalArguments().constFirst();
    if (!QFileInfo(dir).isDir())
        return usage(p, QStringLiteral("%1 is not a folder").arg(dir));

    if (p.isSet(QStringLiteral("name")) && p.value(QStringLiteral("name")).isEmpty())
        return usage(p, QStringLiteral("--name must not be empty"));
    const ImportResult r = AppImporter::importFolder(dir, p.value(QStringLiteral("name")), p.value(QStringLiteral("image")));
    // Never write a project that would not check clean: validate what the import produced.
    Findings findings = r.findings;
    if (r.ok)
        findings += Validator::validate(r.project);
    printFindings(findings);
    if (!r.ok || hasErrors(findings))
        return Cli::Failed;
    QString out = p.value(QStringLiteral("output"));
    if (out.isEmpty())
        out = QDir(dir).filePath(QStringLiteral("helmdeck.yaml"));
    if (out != QLatin1String("-") && QFileInfo::exists(out) && !p.isSet(QStringLiteral("force"))) {
        printErr(QStringLiteral("%1: error: exists; pass --force to overwrite it").arg(out));
        return Cli::Failed;
    }
    if (out == QLatin1String("-"))
        return writeOutput(out, ProjectFile::serialize(r.project)) ? Cli::Success : Cli::Failed;
    QString error;
    if (!ProjectFile::save(r.project, out, &error)) {
        printErr(QStringLiteral("%1: error: %2").arg(out, error));
        return Cli::Failed;
    }
    printErr(QStringLiteral("wrote %1").arg(out));
    return Cli::Success;
}

int runCheckOrRender(const QStringList &args, bool render)
{
    QCommandLineParser p;
    p.setApplicationDescription(render
            ? QStringLiteral("Render every release of a project (or an app folder) as one multi-document YAML stream.")
            : QStringLiteral("Check a project (or an app folder) and print its findings."));
    addCommonOptions(p);
    if (render) {
        p.addOption({ { QStringLiteral("o"), QStringLiteral("output") },
                      QStringLiteral("Write the manifests to FILE instead of stdout."), QStringLiteral("FILE") });
        p.addOption({ QStringLiteral("helm"), QStringLiteral("The helm binary (default: $HELMDECK_HELM, then helm on PATH)."),
                      QStringLiteral("PATH") });
        p.addOption({ QStringLiteral("show-secrets"),
                      QStringLiteral("Print Secret data as rendered (base64) instead of masking it.") });
    }
    p.addPositionalArgument(QStringLiteral("PROJECT"), QStringLiteral("A helmdeck.yaml, or an app folder."));
    if (const int rc = parseOneArgument(p, args, QStringLiteral("expected exactly one PROJECT or APP_DIR")); rc >= 0)
        return rc;

    Loaded l = load(p.positionalArguments().constFirst(), p.value(QStringLiteral("name")), p.value(QStringLiteral("image")));
    Findings findings = l.findings;
    if (l.ok)
        findings += Validator::validate(l.project);
    printFindings(findings);
    if (!l.ok || hasErrors(findings))
        return Cli::Failed;
    if (!render)
        return Cli::Success;

    const HelmTool helm = HelmTool::detect(render ? p.value(QStringLiteral("helm")) : QString());
    if (!helm.isValid()) {
        printErr(QStringLiteral("helmdeck: error: ") + helm.error);
        return Cli::Failed;
    }
    RenderJob job(helm);
    RenderResult result;
    QEventLoop loop;
    QObject::connect(&job, &RenderJob::finished, &loop, [&](const RenderResult &r) {
        result = r;
        loop.quit();
    });
    job.start(l.project);
    if (job.isRunning())
        loop.exec();
    // Validation findings were printed above; print only what rendering added.
    Findings renderFindings;
    for (const Finding &f : result.findings) {
        if (!findings.contains(f))
            renderFindings.append(f);
    }
    printFindings(renderFindings);
    if (!result.ok) {
        if (renderFindings.isEmpty() && !result.errorText.isEmpty())
            printErr(QStringLiteral("helmdeck: error: helm template failed: ") + result.errorText.trimmed());
        return Cli::Failed;
    }
    return writeOutput(p.value(QStringLiteral("output")), result.manifests.toYaml(p.isSet(QStringLiteral("show-secrets"))).toUtf8()) ? Cli::Success : Cli::Failed;
}

} // namespace

bool Cli::isSubcommand(const QStringList &args)
{
    return args.size() > 1 && subcommands().contains(args.at(1));
}

int Cli::run(const QStringList &args)
{
    // Drop the subcommand so each parser sees "helmdeck <options> <positionals>".
    QStringList rest = args;
    const QString command = rest.takeAt(1);
    rest[0] = QStringLiteral("helmdeck ") + command;
    if (command == QLatin1String("import"))
        return runImport(rest);
    if (command == QLatin1String("render"))
        return runCheckOrRender(rest, true);
    if (command == QLatin1String("check"))
        return runCheckOrRender(rest, false);
    printErr(QStringLiteral("helmdeck: unknown command ") + command);
    return Usage;
}

} // namespace HelmDeck
