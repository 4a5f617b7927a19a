// SPDX-License-Identifier: GPL-3.0-or-later
#include "runlist.h"

#include "cluster/clustercommands.h"
#include "cluster/clustererrors.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace HelmDeck {

namespace {

QJsonArray listItems(const QByteArray &json)
{
    return QJsonDocument::fromJson(json).object().value(QLatin1String("items")).toArray();
}

QString conditionTrue(const QJsonObject &status, QString *reason)
{
    const QJsonArray conditions = status.value(QLatin1String("conditions")).toArray();
    for (const QJsonValue &v : conditions) {
        const QJsonObject c = v.toObject();
        if (c.value(QLatin1String("status")).toString() != QLatin1String("True"))
            continue;
        const QString type = c.value(QLatin1String("type")).toString();
        if (type == QLatin1String("Complete") || type == QLatin1String("Failed")) {
            *reason = c.value(QLatin1String("reason")).toString();
            return type;
        }
    }
    return QString();
}

/** job-name → the exit code of its pod's (first) container, when terminated. */
QHash<QString, int> exitCodes(const QByteArray &podsJson)
{
    QHash<QString, int> out;
    const QJsonArray pods = listItems(podsJson);
    for (const QJsonValue &v : pods) {
        const QJsonObject pod = v.toObject();
        const QString job = pod.value(QLatin1String("metadata"))
                                .toObject()
                                .value(QLatin1String("labels"))
                                .toObject()
                                .value(QLatin1String("job-name"))
                                .toString();
        const QJsonArray statuses = pod.value(QLatin1String("status"))
                                        .toObject()
                                        .value(QLatin1String("containerStatuses"))
                                        .toArray();
        if (job.isEmpty() || statuses.isEmpty())
            continue;
        const QJsonObject terminated = statuses.first()
                                           .toObject()
                                           .value(QLatin1String("state"))
                                           .toObject()
                                           .value(QLatin1String("terminated"))
                                           .toObject();
        if (terminated.contains(QLatin1String("exitCode")))
            out.insert(job, terminated.value(QLatin1String("exitCode")).toInt());
    }
    return out;
}

} // namespace

QString RunList::selector(const QString &app)
{
    return QStringLiteral("app.kubernetes.io/part-of=%1,helmdeck.dev/run=true").arg(app);
}

QList<RunRow> RunList::rows(const QByteArray &jobsJson, const QByteArray &podsJson)
{
    const QHash<QString, int> codes = exitCodes(podsJson);
    QList<RunRow> out;
    const QJsonArray jobs = listItems(jobsJson);
    for (const QJsonValue &v : jobs) {
        const QJsonObject job = v.toObject();
        const QJsonObject meta = job.value(QLatin1String("metadata")).toObject();
        RunRow row;
        row.name = meta.value(QLatin1String("name")).toString();
        row.command = meta.value(QLatin1String("annotations"))
                          .toObject()
                          .value(QLatin1String("helmdeck.dev/run-command"))
                          .toString();
        row.created
            = QDateTime::fromString(meta.value(QLatin1String("creationTimestamp")).toString(), Qt::ISODate)
                  .toUTC();
        row.exitCode = codes.value(row.name, -1);
        QString reason;
        const QString done = conditionTrue(job.value(QLatin1String("status")).toObject(), &reason);
        if (meta.contains(QLatin1String("deletionTimestamp")))
            row.state = tr("deleting");
        else if (done == QLatin1String("Complete"))
            row.state = tr("succeeded");
        else if (done == QLatin1String("Failed"))
            row.state = row.exitCode >= 0 ? tr("failed (exit %1)").arg(row.exitCode)
                                          : tr("failed (%1)").arg(reason);
        else
            row.state = tr("running");
        out.append(row);
    }
    std::stable_sort(
        out.begin(), out.end(), [](const RunRow &a, const RunRow &b) { return a.created > b.created; });
    return out;
}

QString RunList::age(qint64 seconds)
{
    seconds = qMax<qint64>(0, seconds);
    if (seconds < 120)
        return QStringLiteral("%1s").arg(seconds);
    if (seconds < 2 * 3600)
        return QStringLiteral("%1m").arg(seconds / 60);
    if (seconds < 2 * 86400)
        return QStringLiteral("%1h").arg(seconds / 3600);
    return QStringLiteral("%1d").arg(seconds / 86400);
}

QString RunList::table(const QString &app, const QList<RunRow> &rows, const QDateTime &now)
{
    if (rows.isEmpty())
        return QStringLiteral("no runs of %1\n").arg(app);
    QList<QStringList> cells { { QStringLiteral("NAME"), QStringLiteral("AGE"), QStringLiteral("STATE"),
        QStringLiteral("COMMAND") } };
    for (const RunRow &r : rows) {
        cells.append({ r.name, r.created.isValid() ? age(r.created.secsTo(now)) : QStringLiteral("?"),
            r.state, r.command });
    }
    QList<int> widths { 0, 0, 0 };
    for (const QStringList &line : cells) {
        for (int i = 0; i < widths.size(); ++i)
            widths[i] = qMax(widths.at(i), line.at(i).size());
    }
    QString out;
    for (const QStringList &line : cells) {
        for (int i = 0; i < widths.size(); ++i)
            out += line.at(i).leftJustified(widths.at(i) + 3);
        out += line.last() + QLatin1Char('\n');
    }
    return out;
}

namespace {

/** The "jobs" and "pods" queries of @p app's run Jobs. */
bool queries(const Project &project, const DeployOptions &options, const QString &app, Step *jobs, Step *pods,
    QString *ns, QString *error)
{
    const int index = project.appIndex(app);
    if (index < 0) {
        *error = RunList::tr("no app \"%1\" in the project").arg(app);
        return false;
    }
    const ClusterCommands commands(options.helm, options.kubectl, options.target);
    *ns = options.target.namespaceFor(project.apps.at(index).kubeNamespace);
    const QString context = commands.context();
    auto explain
        = [context](const QString &stderrText) { return ClusterErrors::explain(stderrText, context); };
    const QString selector = RunList::selector(app);
    *jobs = commands.step(QStringLiteral("jobs"), RunList::tr("Read the run Jobs of %1").arg(app),
        commands.kubectl({ QStringLiteral("get"), QStringLiteral("jobs"), QStringLiteral("-l"), selector,
                             QStringLiteral("-o"), QStringLiteral("json") },
            *ns),
        30000);
    jobs->explainFailure = explain;
    if (pods) {
        *pods = commands.step(QStringLiteral("pods"), RunList::tr("Read their pods"),
            commands.kubectl({ QStringLiteral("get"), QStringLiteral("pods"), QStringLiteral("-l"), selector,
                                 QStringLiteral("-o"), QStringLiteral("json") },
                *ns),
            30000);
        pods->explainFailure = explain;
    }
    return true;
}

} // namespace

bool RunList::listPlan(const Project &project, const DeployOptions &options, const QString &app,
    std::shared_ptr<QList<RunRow>> out, Plan *plan, QString *error)
{
    Step jobs;
    Step pods;
    QString ns;
    if (!queries(project, options, app, &jobs, &pods, &ns, error))
        return false;
    pods.check = [out](PlanContext &shared, const QByteArray &json, QStringList *report, QString *) {
        *out = rows(shared.outputs.value(QStringLiteral("jobs")), json);
        report->append(tr("%n run Job(s)", nullptr, int(out->size())));
        return true;
    };
    plan->title = tr("Runs of %1 in %2").arg(app, ns);
    plan->steps = { jobs, pods };
    return true;
}

bool RunList::stopPlan(const Project &project, const DeployOptions &options, const QString &app,
    const QString &jobName, Plan *plan, QString *error)
{
    Step jobs;
    QString ns;
    if (!queries(project, options, app, &jobs, nullptr, &ns, error))
        return false;
    jobs.check = [app, jobName, ns](PlanContext &, const QByteArray &json, QStringList *, QString *err) {
        const QList<RunRow> found = rows(json, QByteArray());
        const bool known
            = std::any_of(found.cbegin(), found.cend(), [&](const RunRow &r) { return r.name == jobName; });
        if (!known)
            *err = tr("no run Job %1 of %2 in namespace %3").arg(jobName, app, ns);
        return known;
    };
    const ClusterCommands commands(options.helm, options.kubectl, options.target);
    Step remove = commands.step(QStringLiteral("delete"), tr("Delete job/%1").arg(jobName),
        commands.kubectl({ QStringLiteral("delete"), QStringLiteral("job"), jobName,
                             QStringLiteral("--wait=false"), QStringLiteral("--cascade=background") },
            ns),
        30000);
    const QString context = commands.context();
    remove.explainFailure
        = [context](const QString &stderrText) { return ClusterErrors::explain(stderrText, context); };
    plan->title = tr("Stop job/%1 of %2 in %3").arg(jobName, app, ns);
    plan->steps = { jobs, remove };
    return true;
}

bool RunList::logsPlan(const Project &project, const DeployOptions &options, const QString &app,
    const QString &jobName, Plan *plan, QString *error)
{
    Step jobs;
    QString ns;
    if (!queries(project, options, app, &jobs, nullptr, &ns, error))
        return false;
    const ClusterCommands commands(options.helm, options.kubectl, options.target);
    Step logs = commands.step(QStringLiteral("logs"), tr("Logs of job/%1").arg(jobName),
        commands.kubectl(
            { QStringLiteral("logs"), QStringLiteral("-f"), QStringLiteral("job/") + jobName }, ns),
        0);
    logs.captureLimit = 0; // shown line by line
    const QString context = commands.context();
    logs.explainFailure
        = [context](const QString &stderrText) { return ClusterErrors::explain(stderrText, context); };
    plan->title = tr("Logs of job/%1 in %2").arg(jobName, ns);
    plan->steps = { logs };
    return true;
}

} // namespace HelmDeck
