// SPDX-License-Identifier: GPL-3.0-or-later
#include "servicecommands.h"

#include "cluster/clustercommands.h"
#include "cluster/clustererrors.h"
#include "cluster/helmtool.h"
#include "deploy/deployplanner.h"
#include "model/project.h"
#include "terminalcommands.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QTemporaryFile>

#include <cerrno>
#include <cstdio>
#include <cstring>

namespace HelmDeck {

namespace {

const QString PostgresLogin = QStringLiteral("-U \"$POSTGRES_USER\" -d \"$POSTGRES_DB\"");
// valkey-cli 8 reads REDISCLI_AUTH (Redis' name), later ones VALKEYCLI_AUTH: both, so any image works
const QString ValkeyAuth
    = QStringLiteral("VALKEYCLI_AUTH=\"$VALKEY_PASSWORD\" REDISCLI_AUTH=\"$VALKEY_PASSWORD\" ");

/** The first bytes of a pg_dump custom-format archive and of an RDB file (Valkey 8 writes REDIS, later
 * ones VALKEY). */
bool looksLikeDump(const QString &file, bool postgres)
{
    // a dump is large and binary, so no InputFile cap; but never open a FIFO or a device (docs/inputs.md)
    if (!QFileInfo(file).isFile())
        return false;
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        return false;
    const QByteArray head = f.read(8);
    return postgres ? head.startsWith("PGDMP") : head.startsWith("REDIS") || head.startsWith("VALKEY");
}

/**
 * A failed exec's message: the cluster's (unreachable, credentials) when it is one, else the client's
 * own last error line — kubectl adds "command terminated with exit code N" after it.
 */
std::function<QString(const QString &)> serviceExplainFor(const ClusterTarget &target)
{
    const QString context = target.context;
    return [context](const QString &stderrText) -> QString {
        const QString cluster = ClusterErrors::explain(stderrText, context);
        if (!cluster.isEmpty())
            return cluster;
        QStringList lines = stderrText.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QString exit;
        while (
            !lines.isEmpty() && lines.last().startsWith(QLatin1String("command terminated with exit code"))) {
            exit = lines.takeLast().trimmed();
        }
        if (lines.isEmpty() || exit.isEmpty())
            return QString();
        return lines.last().trimmed() + QStringLiteral(" (") + exit + QLatin1Char(')');
    };
}

QString sizeText(qint64 bytes)
{
    return QLocale::c().formattedDataSize(bytes);
}

} // namespace

ServiceCommands::ServiceCommands(const KubectlTool &kubectl, const ClusterTarget &target)
    : m_kubectl(kubectl)
    , m_target(target)
{ }

bool ServiceCommands::resolve(const Project &project, const DeployOptions &options, const QString &appName,
    const QString &kindText, ServiceTarget *out, QString *error)
{
    const int index = project.appIndex(appName);
    if (index < 0) {
        *error = tr("no app \"%1\" in the project").arg(appName);
        return false;
    }
    BackingService::Kind kind;
    if (!BackingService::parseKind(kindText, &kind)) {
        *error = tr("unknown service \"%1\": postgres or valkey").arg(kindText);
        return false;
    }
    const App &app = project.apps.at(index);
    for (const BackingService &service : app.services) {
        if (service.kind != kind)
            continue;
        if (service.external) {
            *error = tr("the %1 service of app %2 is external: HelmDeck has no pod to reach it "
                        "through (its URL is in %3)")
                         .arg(kindText, appName, service.effectiveEnvName());
            return false;
        }
        out->app = app.name;
        out->kubeNamespace = options.target.namespaceFor(app.kubeNamespace);
        out->service = service;
        return true;
    }
    *error = tr("app %1 has no %2 service (services: in helmdeck.yaml)").arg(appName, kindText);
    return false;
}

QList<ServiceTarget> ServiceCommands::bundled(
    const Project &project, const DeployOptions &options, const QString &appName)
{
    QList<ServiceTarget> out;
    const int index = project.appIndex(appName);
    QString error;
    for (const BackingService &service :
        index < 0 ? QList<BackingService>() : project.apps.at(index).services) {
        ServiceTarget t;
        if (!service.external
            && resolve(project, options, appName, BackingService::kindName(service.kind), &t, &error))
            out.append(t);
    }
    return out;
}

QString ServiceCommands::connectScript(const ServiceTarget &service)
{
    return service.isPostgres() ? QStringLiteral("exec psql ") + PostgresLogin
                                : ValkeyAuth + QStringLiteral("exec valkey-cli");
}

QString ServiceCommands::exportScript(const ServiceTarget &service)
{
    return service.isPostgres() ? QStringLiteral("exec pg_dump -Fc --no-owner ") + PostgresLogin
                                : ValkeyAuth + QStringLiteral("exec valkey-cli --rdb -");
}

QString ServiceCommands::importScript(const ServiceTarget &service, bool sqlText)
{
    Q_UNUSED(service)
    return sqlText
        ? QStringLiteral("exec psql -v ON_ERROR_STOP=1 -q ") + PostgresLogin
        : QStringLiteral("exec pg_restore --clean --if-exists --no-owner --exit-on-error ") + PostgresLogin;
}

QStringList ServiceCommands::execArgv(
    const ServiceTarget &service, const QStringList &flags, const QString &script) const
{
    return ClusterCommands(HelmTool(), m_kubectl, m_target)
        .kubectl(QStringList { QStringLiteral("exec") } + flags
                + QStringList { service.pod(), QStringLiteral("-c"), service.container(),
                    QStringLiteral("--"), QStringLiteral("sh"), QStringLiteral("-c"), script },
            service.kubeNamespace);
}

Plan ServiceCommands::connectPlan(const ServiceTarget &service, int columns, int rows) const
{
    const ClusterCommands commands(HelmTool(), m_kubectl, m_target);
    Plan plan;
    plan.title = tr("%1 of %2 in %3/%4", "psql of an app in context/namespace")
                     .arg(service.isPostgres() ? QStringLiteral("psql") : QStringLiteral("valkey-cli"),
                         service.app, commands.context(), service.kubeNamespace);
    // env TERM=… COLUMNS=… LINES=… as a shell tab has them, then the client instead of the shell
    const QStringList prefix = commands.kubectl(
        { QStringLiteral("exec"), QStringLiteral("-i"), QStringLiteral("-t"), service.pod(),
            QStringLiteral("-c"), service.container(), QStringLiteral("--"), QStringLiteral("env") },
        service.kubeNamespace);
    const QStringList client { QStringLiteral("sh"), QStringLiteral("-c"), connectScript(service) };
    const auto argvFor = [prefix, client](int width, int height) {
        return prefix + TerminalCommands::enterCommand(width, height).mid(1, 3) + client;
    };
    const QStringList argv = argvFor(columns, rows);
    Step s = commands.step(QLatin1String(ConnectStep), plan.title, argv, 0);
    s.terminal = true;
    s.terminalColumns = columns;
    s.terminalRows = rows;
    // the size the tab set on the step just before it started (it may differ from the plan's)
    s.prepare = [argvFor](PlanContext &, Step &self, bool *, QString *) {
        self.argv = argvFor(self.terminalColumns, self.terminalRows);
        return true;
    };
    plan.steps.append(s);
    return plan;
}

bool ServiceCommands::exportPlan(
    const ServiceTarget &service, const QString &outputFile, Plan *plan, QString *error) const
{
    const QFileInfo out(outputFile);
    if (outputFile.isEmpty() || out.isDir()) {
        *error = tr("%1: is a folder; name the dump file to write").arg(outputFile);
        return false;
    }
    if (!out.absoluteDir().exists()) {
        *error = tr("%1: the folder %2 does not exist").arg(outputFile, out.absolutePath());
        return false;
    }
    const QString target = out.absoluteFilePath();
    const ClusterCommands commands(HelmTool(), m_kubectl, m_target);
    Plan p;
    p.title = tr("Export %1 of %2 to %3").arg(service.kindName(), service.app, target);
    Step s = commands.step(QLatin1String(ExportStep),
        tr("Dump %1 from pod %2").arg(service.kindName(), service.pod()),
        execArgv(service, {}, exportScript(service)), 0);
    s.plannedCommand = s.describe() + QStringLiteral(" > ") + shellQuote(target);
    const bool postgres = service.isPostgres();
    const QString id = s.id;
    // the temp file is made (0600, unique, next to the target so the rename stays on one file
    // system) when the step starts, and removed whatever happens unless the check renamed it
    s.prepare = [target, id](PlanContext &context, Step &self, bool *, QString *why) {
        QTemporaryFile temp(target + QStringLiteral(".partial-XXXXXX"));
        temp.setAutoRemove(false);
        if (!temp.open()) {
            *why = tr("cannot write a temp file next to %1: %2").arg(target, temp.errorString());
            return false;
        }
        self.stdoutFile = temp.fileName();
        self.removeAfter = QStringList { temp.fileName() };
        context.values.insert(id + QStringLiteral(".file"), temp.fileName());
        return true;
    };
    s.check = [target, postgres, id](
                  PlanContext &context, const QByteArray &, QStringList *report, QString *why) {
        const QString temp = context.values.value(id + QStringLiteral(".file")).toString();
        const qint64 bytes = context.values.value(id + QStringLiteral(".bytes")).toLongLong();
        if (!looksLikeDump(temp, postgres)) {
            *why = (postgres
                    ? tr("the dump (%1 bytes) does not start like a pg_dump archive; %2 is left as it was")
                    : tr("the dump (%1 bytes) does not start like a RDB file; %2 is left as it was"))
                       .arg(bytes)
                       .arg(target);
            return false;
        }
        // rename(2) replaces an existing file in one step: never a half-written file under the name
        if (std::rename(QFile::encodeName(temp).constData(), QFile::encodeName(target).constData()) != 0) {
            *why = tr("cannot rename %1 to %2: %3")
                       .arg(temp, target, QString::fromLocal8Bit(std::strerror(errno)));
            return false;
        }
        report->append(tr("wrote %1 bytes (%2) to %3").arg(bytes).arg(sizeText(bytes), target));
        return true;
    };
    s.explainFailure = serviceExplainFor(m_target);
    p.steps.append(s);
    *plan = p;
    return true;
}

bool ServiceCommands::checkImport(const ServiceTarget &service, const QString &inputFile, QString *error)
{
    if (!service.isPostgres()) {
        *error = tr("importing into Valkey is not supported: a server loads an RDB file only when "
                    "it starts, so a restore means stopping %1 and replacing its data file "
                    "(docs/service-commands.md)")
                     .arg(service.resourceName());
        return false;
    }
    const QFileInfo in(inputFile);
    if (!in.isFile() || !in.isReadable()) {
        *error = tr("%1: no such readable file").arg(inputFile);
        return false;
    }
    if (!looksLikeDump(inputFile, true)
        && in.suffix().compare(QLatin1String("sql"), Qt::CaseInsensitive) != 0) {
        *error = tr("%1: neither a pg_dump custom-format archive (it starts with PGDMP) nor a .sql "
                    "file")
                     .arg(inputFile);
        return false;
    }
    return true;
}

bool ServiceCommands::importPlan(
    const ServiceTarget &service, const QString &inputFile, bool confirmed, Plan *plan, QString *error) const
{
    if (!checkImport(service, inputFile, error))
        return false;
    if (!confirmed) {
        *error = tr("importing replaces database %1 of app %2 in namespace %3: confirm it first")
                     .arg(databaseName(service), service.app, service.kubeNamespace);
        return false;
    }
    const QFileInfo in(inputFile);
    const bool sqlText = !looksLikeDump(inputFile, true);
    const QString source = in.absoluteFilePath();
    const ClusterCommands commands(HelmTool(), m_kubectl, m_target);
    Plan p;
    p.title = tr("Import %1 into %2 of %3").arg(source, service.kindName(), service.app);
    Step s = commands.step(QLatin1String(ImportStep),
        tr("Restore %1 (%2) into database %3").arg(in.fileName(), sizeText(in.size()), databaseName(service)),
        execArgv(service, { QStringLiteral("-i") }, importScript(service, sqlText)), 0);
    s.stdinFile = source;
    s.explainFailure = serviceExplainFor(m_target);
    s.plannedCommand = s.describe() + QStringLiteral(" < ") + shellQuote(source);
    p.steps.append(s);
    *plan = p;
    return true;
}

} // namespace HelmDeck
