// SPDX-License-Identifier: GPL-3.0-or-later
#include "cronplanner.h"
#include "model/applabels.h"

#include "chart/appidentities.h"

#include "chart/chartnames.h"
#include "cluster/clustercommands.h"
#include "cluster/clustererrors.h"
#include "cluster/livestate.h"
#include "podwait.h"
#include "runplanner.h"

namespace HelmDeck {

namespace {

constexpr int MaxJobName = 63;

struct Target
{
    App app;
    QString taskId;
    QString ns;
};

bool find(const Project &project, const DeployOptions &options, const QString &appName, const QString &taskId,
    Target *out, QString *error)
{
    const int index = project.appIndex(appName);
    if (index < 0) {
        *error = CronPlanner::tr("no app \"%1\" in the project").arg(appName);
        return false;
    }
    out->app = project.apps.at(index);
    QStringList ids;
    for (const CronTask &t : out->app.cron) {
        ids.append(t.taskId());
        if (t.taskId() == taskId)
            out->taskId = taskId;
    }
    if (out->taskId.isEmpty()) {
        *error = ids.isEmpty() ? CronPlanner::tr("app %1 has no cron tasks").arg(appName)
                               : CronPlanner::tr("app %1 has no cron task \"%2\" (it has: %3)")
                                     .arg(appName, taskId, ids.join(QStringLiteral(", ")));
        return false;
    }
    out->ns = options.target.namespaceFor(out->app.kubeNamespace);
    return true;
}

/** "cronjobs": the live CronJob of the task, its name into @p cronName. */
Step cronJobsStep(const ClusterCommands &commands, const Target &t, std::shared_ptr<QString> cronName)
{
    Step s = commands.step(QStringLiteral("cronjobs"),
        CronPlanner::tr("Read live CronJobs of %1").arg(t.app.name),
        commands.kubectl({ QStringLiteral("get"), QStringLiteral("cronjobs"), QStringLiteral("-l"),
                             AppLabels::partOf() + QLatin1Char('=') + t.app.name, QStringLiteral("-o"),
                             QStringLiteral("json") },
            t.ns),
        30000);
    const QString context = commands.context();
    s.explainFailure = [context](const QString &err) { return ClusterErrors::explain(err, context); };
    const QString app = t.app.name;
    const QString task = t.taskId;
    CronTask cronTask;
    for (const CronTask &c : t.app.cron) {
        if (c.taskId() == task)
            cronTask = c;
    }
    s.check = [app, task, cronTask, cronName](
                  PlanContext &, const QByteArray &json, QStringList *report, QString *err) {
        const QString suffix
            = AppIdentities::liveCronSuffix(LiveState::cronSuffixes(json, app), app, cronTask);
        if (suffix.isEmpty()) {
            *err = CronPlanner::tr("cron task %1 of %2 is not deployed (no live CronJob): deploy it first")
                       .arg(task, app);
            return false;
        }
        *cronName = ChartNames::cronJobName(app, suffix);
        report->append(QStringLiteral("cronjob/%1").arg(*cronName));
        return true;
    };
    return s;
}

} // namespace

bool CronPlanner::runPlan(const Project &project, const DeployOptions &options, const QString &appName,
    const QString &taskId, const QProcessEnvironment &environment, CronRunPlan *out, QString *error)
{
    Target t;
    if (!find(project, options, appName, taskId, &t, error))
        return false;
    const QString suffix = RunPlanner::randomSuffix().left(5);
    for (const CronTask &task : t.app.cron) {
        const QString planned
            = ChartNames::manualCronJobName(ChartNames::cronJobName(t.app.name, task), suffix);
        if (task.taskId() == taskId && planned.size() > MaxJobName) {
            *error = tr("the Job name %1 is longer than %2 characters").arg(planned).arg(MaxJobName);
            return false;
        }
    }
    const ClusterCommands commands(options.helm, options.kubectl, options.target);
    const QString context = commands.context();
    auto explain = [context](const QString &err) { return ClusterErrors::explain(err, context); };
    auto cronName = std::make_shared<QString>();
    auto outcome = std::make_shared<RunOutcome>();
    out->outcome = outcome;
    Plan &plan = out->plan;
    plan.title = tr("Run cron task %1 of %2 now on %3/%4").arg(taskId, t.app.name, context, t.ns);
    plan.steps.append(cronJobsStep(commands, t, cronName));

    const QStringList head = commands.kubectl({ QStringLiteral("create"), QStringLiteral("job") }, t.ns);
    Step create = commands.step(QStringLiteral("create"), tr("Create a Job from the CronJob"),
        head
            + QStringList { QStringLiteral("<cronjob>-manual-") + suffix,
                QStringLiteral("--from=cronjob/<cronjob>") },
        60000);
    create.explainFailure = explain;
    create.prepare = [head, suffix, cronName, outcome](PlanContext &, Step &self, bool *, QString *err) {
        outcome->jobName = ChartNames::manualCronJobName(*cronName, suffix);
        if (outcome->jobName.size() > MaxJobName) {
            *err = tr("the Job name %1 is longer than %2 characters").arg(outcome->jobName).arg(MaxJobName);
            return false;
        }
        self.argv = head + QStringList { outcome->jobName, QStringLiteral("--from=cronjob/") + *cronName };
        return true;
    };
    plan.steps.append(create);

    const QString ns = t.ns;
    auto waitOptions = [commands, ns, outcome, environment](PodWait::Until until, int timeoutMs) {
        return [commands, ns, outcome, environment, until, timeoutMs]() {
            PodWait::Options o;
            o.query = commands.step(QStringLiteral("pods"), tr("Poll the pod"),
                commands.kubectl({ QStringLiteral("get"), QStringLiteral("pods"), QStringLiteral("-l"),
                                     QStringLiteral("job-name=") + outcome->jobName, QStringLiteral("-o"),
                                     QStringLiteral("json") },
                    ns));
            o.environment = environment;
            o.intervalMs = 300;
            o.until = until;
            o.timeoutMs = timeoutMs;
            return o;
        };
    };
    Step pod;
    pod.id = QStringLiteral("pod");
    pod.title = tr("Wait for the pod to start");
    pod.timeoutMs = 150000;
    PodWait::bindStep(pod, std::function<PodWait::Options()>(waitOptions(PodWait::Until::Started, 120000)),
        [outcome](const PodWait::Result &result, const StepDone &done) {
            outcome->podName = result.pod.name;
            outcome->podReady = result.ok;
            done(result.ok, result.message, { QStringLiteral("pod/%1").arg(result.pod.name) });
        });
    plan.steps.append(pod);

    const QString container = ChartNames::cronContainerName(t.app.name);
    const QStringList logs = commands.kubectl({ QStringLiteral("logs"), QStringLiteral("-f") }, ns);
    Step stream = commands.step(QStringLiteral("stream"), tr("Stream the task's output"),
        logs + QStringList { QStringLiteral("<pod>"), QStringLiteral("-c"), container }, 86400000);
    stream.allowFailure = true; // the pod's terminated state decides
    stream.prepare = [logs, container, outcome](PlanContext &, Step &self, bool *skip, QString *) {
        self.argv = logs + QStringList { outcome->podName, QStringLiteral("-c"), container };
        *skip = outcome->podName.isEmpty();
        return true;
    };
    plan.steps.append(stream);

    Step exit;
    exit.id = QStringLiteral("exit");
    exit.title = tr("Read the exit code");
    exit.timeoutMs = 45000;
    PodWait::bindStep(exit, std::function<PodWait::Options()>(waitOptions(PodWait::Until::Terminated, 15000)),
        [outcome, taskId](const PodWait::Result &result, const StepDone &done) {
            outcome->exitCode = result.pod.exitCode;
            outcome->message = result.message;
            if (result.pod.exitCode != 0) {
                done(false,
                    result.pod.exitCode > 0
                        ? tr("cron task %1 exited %2").arg(taskId).arg(result.pod.exitCode)
                        : result.message);
                return;
            }
            done(true, QString(), { tr("exit code %1").arg(0) });
        });
    plan.steps.append(exit);

    Step remove = commands.step(QStringLiteral("delete"), tr("Delete the Job unless the task ended"),
        commands.kubectl({ QStringLiteral("delete"), QStringLiteral("job"), QStringLiteral("<job>"),
                             QStringLiteral("--wait=false"), QStringLiteral("--cascade=background"),
                             QStringLiteral("--ignore-not-found") },
            ns),
        30000);
    remove.explainFailure = explain;
    remove.always = true;
    remove.onlyIfRan = QStringLiteral("create");
    const QStringList removeArgv = remove.argv;
    remove.prepare = [removeArgv, outcome](PlanContext &shared, Step &self, bool *skip, QString *) {
        if (outcome->exitCode >= 0)
            shared.values.insert(QStringLiteral("exitCode"), outcome->exitCode);
        // A task that ran to its end leaves its Job to the CronJob template's TTL and history, as
        // Dokku's cron:run does (its logs stay readable); a cancelled or never-started one goes.
        *skip = outcome->jobName.isEmpty() || outcome->exitCode >= 0;
        self.argv = removeArgv;
        self.argv.replace(self.argv.indexOf(QStringLiteral("<job>")), outcome->jobName);
        return true;
    };
    plan.steps.append(remove);
    return true;
}

bool CronPlanner::suspendPlan(const Project &project, const DeployOptions &options, const QString &appName,
    const QString &taskId, bool suspend, Plan *out, QString *error)
{
    Target t;
    if (!find(project, options, appName, taskId, &t, error))
        return false;
    const ClusterCommands commands(options.helm, options.kubectl, options.target);
    auto cronName = std::make_shared<QString>();
    out->title = (suspend ? tr("Suspend cron task %1 of %2") : tr("Resume cron task %1 of %2"))
                     .arg(taskId, t.app.name);
    out->steps.append(cronJobsStep(commands, t, cronName));
    const QString patch = suspend ? QStringLiteral("{\"spec\":{\"suspend\":true}}")
                                  : QStringLiteral("{\"spec\":{\"suspend\":false}}");
    const QStringList head = commands.kubectl({ QStringLiteral("patch"), QStringLiteral("cronjob") }, t.ns);
    const QStringList tail { QStringLiteral("--type"), QStringLiteral("merge"), QStringLiteral("-p"), patch };
    Step s = commands.step(QStringLiteral("patch"),
        suspend ? tr("Suspend the CronJob") : tr("Resume the CronJob"),
        head + QStringList { QStringLiteral("<cronjob>") } + tail, 30000);
    const QString context = commands.context();
    s.explainFailure = [context](const QString &err) { return ClusterErrors::explain(err, context); };
    s.prepare = [head, tail, cronName](PlanContext &, Step &self, bool *, QString *) {
        self.argv = head + QStringList { *cronName } + tail;
        return true;
    };
    out->steps.append(s);
    return true;
}

} // namespace HelmDeck
