// SPDX-License-Identifier: GPL-3.0-or-later
#include "appimporter.h"
#include "namesuggestion.h"

#include "appjson.h"
#include "inputfile.h"
#include "model/secretnames.h"
#include "procfile.h"
#include "textcheck.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>

namespace HelmDeck {

// The rules are listed in appimporter.h. One more: the Procfile "release" entry is Dokku's release
// task; it becomes the app's release command (the release gate's Job), not a process type.

namespace {

// "apps[x].processes[web].replicas" → "web"; empty when the path is not under processes[...].
QString processOfPath(const QString &path, const QString &prefix)
{
    const QString head = prefix + QStringLiteral(".processes[");
    if (!path.startsWith(head))
        return QString();
    const int end = path.indexOf(QLatin1Char(']'), head.size());
    return end < 0 ? QString() : path.mid(head.size(), end - head.size());
}

// "1 cron task", "2 cron tasks": @p one and @p many are source texts of AppImporter (English and German
// agree on when the singular is used, and the CLI's English keeps its exact words without a translator)
QString counted(qsizetype n, const char *one, const char *many)
{
    return n == 1 ? AppImporter::tr(one) : AppImporter::tr(many).arg(n);
}

// The lines @p lines (1-based, ascending) of @p data emptied, their line ends kept: the other lines
// keep their numbers and columns.
void blankLines(QByteArray *data, const QList<int> &lines)
{
    QByteArray out;
    out.reserve(data->size());
    int line = 1;
    int next = 0; // index into lines
    int start = 0;
    while (start <= data->size()) {
        int end = data->indexOf('\n', start);
        if (end < 0)
            end = int(data->size());
        while (next < lines.size() && lines.at(next) < line)
            ++next;
        if (next >= lines.size() || lines.at(next) != line)
            out += data->mid(start, end - start);
        if (end < data->size())
            out += '\n';
        start = end + 1;
        ++line;
    }
    *data = out;
}

// At most MaxFileFindings of one file's findings, then one saying how many more there were: every
// independent error is reported in one run, but a file of a million bad lines does not print them all.
Findings bounded(const Findings &findings, const QString &what)
{
    constexpr int MaxFileFindings = 100;
    if (findings.size() <= MaxFileFindings)
        return findings;
    Findings out = findings.mid(0, MaxFileFindings);
    int moreErrors = 0;
    for (int i = MaxFileFindings; i < findings.size(); ++i)
        moreErrors += findings.at(i).severity == Finding::Severity::Error ? 1 : 0;
    const Finding &last = findings.at(MaxFileFindings);
    const QString message = QCoreApplication::translate("HelmDeck::AppImporter",
        "and %1 more findings for the %2 (%3 of them errors; the first %4 "
        "are shown)")
                                .arg(findings.size() - MaxFileFindings)
                                .arg(what)
                                .arg(moreErrors)
                                .arg(MaxFileFindings);
    out.append(moreErrors > 0
            ? Finding::error(message, last.fieldPath, SourceLocation { last.location.file, 0, 0 })
            : Finding::warning(message, last.fieldPath, SourceLocation { last.location.file, 0, 0 }));
    return out;
}

} // namespace

ImportResult AppImporter::importFolder(const QString &dir, const QString &name, const QString &image)
{
    ImportResult r;
    const QDir d(dir);
    const QString procfilePath = d.filePath(QStringLiteral("Procfile"));
    const QString appJsonPath = d.filePath(QStringLiteral("app.json"));
    const SourceLocation folderLocation { dir, 0, 0 };
    if (!QFileInfo(dir).isDir()) {
        r.findings.append(
            Finding::error(tr("app folder %1 does not exist").arg(dir), QString(), folderLocation));
        return r;
    }
    const bool hasProcfile = InputFile::present(procfilePath);
    const bool hasAppJson = InputFile::present(appJsonPath);
    if (!hasProcfile && !hasAppJson) {
        r.findings.append(
            Finding::error(tr("%1 has neither a Procfile nor an app.json: nothing to import").arg(dir),
                QString(), folderLocation));
        return r;
    }

    App app;
    if (!name.isEmpty()) {
        app.name = name;
    } else {
        const QString folder = QFileInfo(QDir::cleanPath(QFileInfo(dir).absoluteFilePath())).fileName();
        app.name = suggestDns1123Label(folder);
        if (app.name.isEmpty())
            r.findings.append(Finding::error(
                tr("cannot make an app name from the folder name \"%1\"; give a name").arg(folder),
                QStringLiteral("apps[].name"), folderLocation));
        else if (app.name != folder.toLower())
            r.findings.append(Finding::info(tr("app name \"%1\" made from the folder name \"%2\" (app names "
                                               "are DNS-1123 labels: a-z, 0-9 and '-')")
                                                .arg(app.name, folder),
                app.fieldPrefix() + QStringLiteral(".name"), folderLocation));
    }
    const QString prefix = app.fieldPrefix();
    auto field = [&](const QString &rel) { return rel.isEmpty() ? prefix : prefix + QLatin1Char('.') + rel; };
    SourceMap sources;
    sources.insert(prefix, SourceLocation { hasProcfile ? procfilePath : appJsonPath, 0, 0 });

    QString procfileSummary = tr("no Procfile");
    QString appJsonSummary = tr("no app.json");
    // Procfile: the process types.
    if (hasProcfile) {
        procfileSummary = tr("Procfile: not read");
        // the file checks, then the encoding; a line with a NUL or invalid UTF-8 is left out and the
        // others are still read, so their errors are reported in the same run (docs/inputs.md)
        InputRead in = InputFile::readBytes(procfilePath, InputKind::Procfile, prefix);
        Findings procfileFindings = in.findings; // the file and encoding checks (TextCheck bounds its own)
        QList<int> badLines;
        if (in.ok
            && !TextCheck::check(&in.data, procfilePath, InputFile::kindName(InputKind::Procfile), prefix,
                &procfileFindings, &badLines))
            blankLines(&in.data, badLines);
        if (!in.ok)
            r.findings += procfileFindings;
        if (in.ok) {
            const ProcfileParseResult pr = Procfile::parse(in.data, procfilePath);
            Findings parsed;
            for (Finding f : pr.findings) {
                f.fieldPath = f.fieldPath.isEmpty() ? prefix : field(f.fieldPath);
                parsed.append(f);
            }
            const bool release = std::any_of(pr.entries.cbegin(), pr.entries.cend(),
                [](const ProcfileEntry &e) { return e.name == QLatin1String("release"); });
            const QString types = counted(pr.entries.size() - (release ? 1 : 0),
                QT_TRANSLATE_NOOP("HelmDeck::AppImporter", "1 process type"),
                QT_TRANSLATE_NOOP("HelmDeck::AppImporter", "%1 process types"));
            procfileSummary
                = release ? tr("Procfile: %1, a release command").arg(types) : tr("Procfile: %1").arg(types);
            r.findings += procfileFindings;
            r.findings += bounded(parsed, InputFile::kindName(InputKind::Procfile));
            for (const ProcfileEntry &e : pr.entries) {
                if (e.name == QLatin1String("release")) {
                    const QString rf = field(QStringLiteral("release.command"));
                    app.release.command = e.command;
                    sources.insert(rf, SourceLocation { procfilePath, e.line, e.commandColumn });
                    r.findings.append(
                        Finding::info(tr("\"release\" is Dokku's release task: it becomes the release "
                                         "command, run once by a Job before the other pods start (and "
                                         "again on a rollback, so it must be idempotent)"),
                            rf, SourceLocation { procfilePath, e.line, e.nameColumn }));
                    continue;
                }
                ProcessType p;
                p.name = e.name;
                p.command = e.command;
                app.processes.append(p);
                const QString pf = field(QStringLiteral("processes[%1]").arg(e.name));
                sources.insert(pf, SourceLocation { procfilePath, e.line, e.nameColumn });
                sources.insert(pf + QStringLiteral(".command"),
                    SourceLocation { procfilePath, e.line, e.commandColumn });
            }
        }
    } else {
        ProcessType web;
        web.name = QStringLiteral("web");
        app.processes.append(web);
        r.findings.append(Finding::info(tr("no Procfile: the image's own command runs as the web process"),
            field(QStringLiteral("processes[web]")), SourceLocation { dir, 0, 0 }));
    }
    for (ProcessType &p : app.processes) {
        p.replicas = p.isWeb() ? 1 : 0;
        if (p.isWeb())
            p.portMaps = { PortMap() }; // http:80:5000
    }

    // app.json: formation, health checks, cron, deploy scripts.
    QStringList scaledByFormation;
    if (hasAppJson) {
        appJsonSummary = tr("app.json: not read");
        const InputRead in = InputFile::readText(appJsonPath, InputKind::AppJson, prefix);
        r.findings += in.findings; // the file and encoding checks (TextCheck bounds its own)
        if (in.ok) {
            const AppJsonResult ar = AppJson::parse(in.data, appJsonPath, prefix);
            r.findings += bounded(ar.findings, InputFile::kindName(InputKind::AppJson));
            QStringList read = { counted(ar.cron.size(),
                                     QT_TRANSLATE_NOOP("HelmDeck::AppImporter", "1 cron task"),
                                     QT_TRANSLATE_NOOP("HelmDeck::AppImporter", "%1 cron tasks")),
                counted(ar.formation.size(), QT_TRANSLATE_NOOP("HelmDeck::AppImporter", "1 formation entry"),
                    QT_TRANSLATE_NOOP("HelmDeck::AppImporter", "%1 formation entries")),
                counted(ar.healthChecks.size(), QT_TRANSLATE_NOOP("HelmDeck::AppImporter", "1 health check"),
                    QT_TRANSLATE_NOOP("HelmDeck::AppImporter", "%1 health checks")),
                counted(ar.env.size(), QT_TRANSLATE_NOOP("HelmDeck::AppImporter", "1 env var"),
                    QT_TRANSLATE_NOOP("HelmDeck::AppImporter", "%1 env vars")) };
            if (!ar.services.isEmpty())
                read << counted(ar.services.size(), QT_TRANSLATE_NOOP("HelmDeck::AppImporter", "1 add-on"),
                    QT_TRANSLATE_NOOP("HelmDeck::AppImporter", "%1 add-ons"));
            if (!ar.predeploy.isEmpty() || !ar.postdeploy.isEmpty())
                read << tr("deploy scripts");
            appJsonSummary = tr("app.json: %1").arg(read.join(QStringLiteral(", ")));
            QStringList names;
            for (const ProcessType &p : std::as_const(app.processes))
                names << p.name;
            const QString declared = names.isEmpty() ? tr("none") : names.join(QStringLiteral(", "));

            for (const AppJsonFormation &f : ar.formation) {
                const int i = app.processIndex(f.process);
                if (i < 0) {
                    r.findings.append(
                        Finding::warning(tr("formation entry \"%1\" names no process type of the "
                                            "Procfile (declared: %2); it is ignored")
                                             .arg(f.process, declared),
                            field(QStringLiteral("processes[%1]").arg(f.process)), f.location));
                    continue;
                }
                ProcessType &p = app.processes[i];
                if (f.quantity >= 0) {
                    p.replicas = f.quantity;
                    scaledByFormation << p.name;
                }
                if (f.exposed && p.portMaps.isEmpty()) {
                    // Dokku's port map for an exposed non-web process is http-5000-5000: the Service
                    // <app>-<type> answers on 5000 (web keeps its http:80:5000)
                    PortMap exposed;
                    if (!p.isWeb())
                        exposed.hostPort = 5000;
                    p.portMaps = { exposed };
                }
            }
            for (const AppJsonHealthCheck &h : ar.healthChecks) {
                const int i = app.processIndex(h.process);
                if (i < 0) {
                    r.findings.append(Finding::warning(
                        tr("health check %1 is for process type \"%2\", which the Procfile does not declare "
                           "(declared: %3); it is ignored")
                            .arg(h.check.name.isEmpty() ? tr("(unnamed)")
                                                        : QLatin1Char('"') + h.check.name + QLatin1Char('"'),
                                h.process, declared),
                        field(QStringLiteral("processes[%1].healthchecks").arg(h.process)), h.location));
                    continue;
                }
                app.processes[i].healthChecks.append(h.check);
            }
            for (int c = 0; c < ar.cron.size(); ++c) {
                CronTask t = ar.cron.at(c);
                const ProcessType *p = t.command.contains(QRegularExpression(QStringLiteral("\\s")))
                    ? nullptr
                    : app.process(t.command);
                if (p && !p->command.isEmpty()) {
                    const QString cf = field(QStringLiteral("cron[%1].command").arg(c));
                    r.findings.append(Finding::info(
                        tr("cron[%1] runs the Procfile entry \"%2\": %3").arg(c).arg(t.command, p->command),
                        cf, ar.sources.value(cf)));
                    t.command = p->command;
                }
                app.cron.append(t);
            }
            app.predeploy = ar.predeploy;
            app.postdeploy = ar.postdeploy;
            app.env = ar.env;
            // a value saved in plain text only once the user was told (docs/project-file.md "Env")
            for (const QString &var : SecretNames::unmarked(app.env)) {
                const QString ef = field(QStringLiteral("env[%1]").arg(var));
                r.findings.append(Finding::warning(
                    tr("env %1 looks secret (its name %2) but is not marked secret: saving writes its "
                       "value in plain text into helmdeck.yaml; mark it secret (Env form: \"Mark as "
                       "secret\") to keep it in the keychain")
                        .arg(var, SecretNames::reason(var)),
                    ef, ar.sources.value(ef)));
            }
            app.services = ar.services;
            for (auto it = ar.sources.constBegin(); it != ar.sources.constEnd(); ++it) {
                const QString proc = processOfPath(it.key(), prefix);
                if (proc.isEmpty() || app.processIndex(proc) >= 0)
                    sources.insert(it.key(), it.value());
            }
        }
    }

    const ProcessType *web = app.process(QStringLiteral("web"));
    if (web && web->replicas == 0) {
        const QString rf = field(QStringLiteral("processes[web].replicas"));
        r.findings.append(
            Finding::warning(tr("the formation scales web to 0: the app's domains will route to no pods"), rf,
                sources.value(rf)));
    }
    QStringList idle;
    for (const ProcessType &p : std::as_const(app.processes)) {
        if (!p.isWeb() && p.replicas == 0 && !scaledByFormation.contains(p.name))
            idle << p.name;
    }
    if (!idle.isEmpty())
        r.findings.append(
            Finding::info(tr("%1 start with 0 replicas (Dokku's default for process types other than web); "
                             "set formation.<type>.quantity in app.json or scale them in the Processes form")
                              .arg(idle.join(QStringLiteral(", "))),
                field(QStringLiteral("processes[%1].replicas").arg(idle.first())),
                SourceLocation { procfilePath, 0, 0 }));

    if (image.isEmpty()) {
        app.image = app.name + QStringLiteral(":latest");
        r.findings.append(
            Finding::warning(tr("no image given, using \"%1\": deploying needs the image pushed "
                                "to a registry the cluster can pull from")
                                 .arg(app.image),
                field(QStringLiteral("image")), SourceLocation()));
    } else {
        app.image = image;
    }

    // Dokku-built images (herokuish, most Dockerfiles) start as root, which runAsNonRoot refuses
    // (CreateContainerConfigError); the other secure defaults stay on.
    app.security.runAsNonRoot = false;
    r.findings.append(Finding::info(
        tr("runAsNonRoot is off for this imported app: Dokku-built images usually start as root, "
           "which Kubernetes refuses under runAsNonRoot; turn it on in the Security page once the "
           "image runs as a numeric non-root USER"),
        field(QStringLiteral("security.runAsNonRoot")), SourceLocation()));

    // Every item the import made is "from the import", recorded where its app came from unless a
    // line is known: an item without a record was added in the form later (Project::locate()).
    const SourceLocation appSource = sources.value(prefix);
    for (const ProcessType &p : std::as_const(app.processes))
        sources.insert(field(QStringLiteral("processes[%1]").arg(p.name)),
            sources.value(field(QStringLiteral("processes[%1]").arg(p.name)), appSource));
    for (int i = 0; i < app.cron.size(); ++i)
        sources.insert(field(QStringLiteral("cron[%1]").arg(i)),
            sources.value(field(QStringLiteral("cron[%1]").arg(i)), appSource));
    for (int i = 0; i < app.env.size(); ++i) {
        for (const QString &key : { QString::number(i), app.env.at(i).name }) {
            const QString path = field(QStringLiteral("env[%1]").arg(key));
            sources.insert(path, sources.value(path, appSource));
        }
    }
    r.summary = procfileSummary + QStringLiteral("; ") + appJsonSummary;
    r.findings.append(Finding::info(tr("read %1").arg(r.summary), prefix, folderLocation));
    r.project.apps.append(app);
    r.project.sources = sources;
    r.ok = !hasErrors(r.findings);
    return r;
}

QStringList AppImporter::markSecret(ImportResult *result, const QStringList &names)
{
    QStringList unknown;
    for (const QString &name : names) {
        bool found = false;
        for (App &app : result->project.apps) {
            const auto var = std::find_if(
                app.env.begin(), app.env.end(), [&](const EnvVar &e) { return e.name == name; });
            if (var == app.env.end())
                continue;
            found = true;
            var->secret = true;
            // the suggestion to mark it (importFolder) has been followed
            const QString field = app.fieldPrefix() + QStringLiteral(".env[%1]").arg(name);
            const QString suggestion = QStringLiteral("env %1 looks secret").arg(name);
            result->findings.erase(std::remove_if(result->findings.begin(), result->findings.end(),
                                       [&](const Finding &f) {
                                           return f.fieldPath == field && f.message.startsWith(suggestion);
                                       }),
                result->findings.end());
        }
        if (!found)
            unknown.append(name);
    }
    return unknown;
}

} // namespace HelmDeck
