// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cluster/clustertarget.h"
#include "cluster/kubectltool.h"
#include "job/plan.h"
#include "model/backingservice.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace HelmDeck {

struct DeployOptions;
struct Project;

/**
 * A bundled backing service of one app, as the service commands reach it (docs/service-commands.md): the
 * pod "<app>-<kind>-0" of the StatefulSet BackingService::resourceName(), its container named
 * after the kind ("postgres", "valkey"), in the app's namespace.
 */
struct ServiceTarget
{
    QString app;
    QString kubeNamespace;
    BackingService service;

    QString kindName() const { return BackingService::kindName(service.kind); }
    /** "<app>-postgres" / "<app>-valkey": the StatefulSet, its Service and Secret. */
    QString resourceName() const { return service.resourceName(app); }
    /** "<app>-postgres-0": the StatefulSet's only pod. */
    QString pod() const { return resourceName() + QStringLiteral("-0"); }
    /** "postgres" / "valkey": the pod's container. */
    QString container() const { return kindName(); }
    bool isPostgres() const { return service.kind == BackingService::Kind::PostgreSQL; }
};

/**
 * The service commands — connect, export, import (docs/service-commands.md) — as plans for the one
 * Runner, widget-free so the window and the command line run the same steps. Every step is
 * `kubectl exec` into the service's own pod (ClusterCommands: context and namespace named), running
 * a client of the service's image through `sh -c` so the credentials come from the pod's own
 * environment (POSTGRES_USER, POSTGRES_DB; VALKEY_PASSWORD, handed to valkey-cli as VALKEYCLI_AUTH
 * and REDISCLI_AUTH): no password is ever on an argv, in a plan's text or in a local file. psql
 * and pg_dump connect over the pod's local socket, which the official image trusts.
 */
class ServiceCommands
{
    Q_DECLARE_TR_FUNCTIONS(HelmDeck::ServiceCommands)

public:
    /** The step ids: "connect" (terminal), "export", "import". */
    static constexpr const char *ConnectStep = "connect";
    static constexpr const char *ExportStep = "export";
    static constexpr const char *ImportStep = "import";

    ServiceCommands(const KubectlTool &kubectl, const ClusterTarget &target);

    /**
     * The bundled service @p kindText ("postgres", "valkey") of app @p appName, in the namespace the
     * app deploys to with @p options. False with @p error — and nothing run — for an unknown app
     * ("no app \"x\" in the project"), an unknown kind ("unknown service \"mysql\": postgres or
     * valkey"), an app without that service ("app shop has no postgres service (services: in
     * helmdeck.yaml)") or an external one ("… is external: HelmDeck has no pod to reach it through").
     */
    static bool resolve(const Project &project, const DeployOptions &options, const QString &appName,
        const QString &kindText, ServiceTarget *out, QString *error);

    /** Every bundled (not external) service of app @p appName, as resolve() gives them; empty for none. */
    static QList<ServiceTarget> bundled(
        const Project &project, const DeployOptions &options, const QString &appName);

    /**
     * What runs in the container for an interactive session, given to `sh -c`: for PostgreSQL
     * `exec psql -U "$POSTGRES_USER" -d "$POSTGRES_DB"`, for Valkey
     * `VALKEYCLI_AUTH="$VALKEY_PASSWORD" REDISCLI_AUTH="$VALKEY_PASSWORD" exec valkey-cli` (the
     * variables are the pod's, expanded there).
     */
    static QString connectScript(const ServiceTarget &service);
    /** `exec pg_dump -Fc --no-owner …` (custom format) / `… exec valkey-cli --rdb -` (the RDB on stdout). */
    static QString exportScript(const ServiceTarget &service);
    /**
     * For a pg_dump archive (@p sqlText false) `exec pg_restore --clean --if-exists --no-owner
     * --exit-on-error -U … -d …`, for plain SQL `exec psql -v ON_ERROR_STOP=1 -q -U … -d …`; both read stdin.
     */
    static QString importScript(const ServiceTarget &service, bool sqlText);

    /**
     * One terminal step "connect" (index 0): kubectl … exec -i -t <pod> -c <kind> -- env TERM=…
     * COLUMNS=… LINES=… sh -c connectScript(), no timeout, @p columns × @p rows.
     */
    Plan connectPlan(const ServiceTarget &service, int columns, int rows) const;

    /**
     * One step "export": kubectl … exec <pod> -c <kind> -- sh -c exportScript(), its stdout
     * streamed (Step::stdoutFile, "received N MiB" lines) into a 0600 temp file next to
     * @p outputFile, renamed to @p outputFile only after the dump exited 0 and starts like one
     * ("PGDMP" for pg_dump -Fc, "REDIS"/"VALKEY" for an RDB); on any failure, cancel or timeout
     * the temp file is removed and @p outputFile is left as it was. No timeout (a dump of many GiB
     * takes long; Cancel stops it). False with @p error when @p outputFile is a folder or its
     * folder does not exist.
     */
    bool exportPlan(
        const ServiceTarget &service, const QString &outputFile, Plan *plan, QString *error) const;

    /**
     * One step "import": @p inputFile streamed (Step::stdinFile) into kubectl … exec -i <pod> -c
     * postgres -- sh -c importScript(): pg_restore for a pg_dump custom-format archive (it starts
     * with "PGDMP"), psql for a file ending in ".sql". It replaces what the dump holds (pg_restore
     * --clean), so it is refused without @p confirmed (the window's dialog, the command line's --yes):
     * "importing replaces database shop of app shop in namespace shop: confirm it first". Refused as
     * well: a Valkey service (an RDB is loaded only when the server starts; docs/service-commands.md), a
     * missing or unreadable file, or one that is neither an archive nor .sql. No timeout.
     */
    bool importPlan(const ServiceTarget &service, const QString &inputFile, bool confirmed, Plan *plan,
        QString *error) const;
    /** importPlan()'s refusals except the confirmation: before the question is asked. */
    static bool checkImport(const ServiceTarget &service, const QString &inputFile, QString *error);

    /** The database an import replaces, for the confirmation: the app name (the chart's POSTGRES_DB). */
    static QString databaseName(const ServiceTarget &service) { return service.app; }

private:
    QStringList execArgv(const ServiceTarget &service, const QStringList &flags, const QString &script) const;

    KubectlTool m_kubectl;
    ClusterTarget m_target;
};

} // namespace HelmDeck
