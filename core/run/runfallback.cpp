// SPDX-License-Identifier: GPL-3.0-or-later
#include "runfallback.h"

#include "cluster/clustererrors.h"
#include "cluster/livestate.h"
#include "runjob.h"
#include "runsecret.h"

#include <QJsonDocument>

namespace HelmDeck {

bool RunFallback::missingShell(const RunPodState &pod)
{
    if (!pod.terminated)
        return false;
    const bool startFailed = pod.terminatedReason == QLatin1String("StartError")
        || pod.terminatedReason == QLatin1String("ContainerCannotRun");
    const QString &m = pod.terminatedMessage;
    return startFailed && m.contains(QLatin1String("/bin/sh"))
        && (m.contains(QLatin1String("no such file or directory"), Qt::CaseInsensitive)
            || m.contains(QLatin1String("not found"), Qt::CaseInsensitive));
}

QString RunFallback::warning()
{
    return tr("the first lines of output may be missing (the image has no /bin/sh)");
}

void RunFallback::appendSteps(Plan &plan, const ClusterCommands &commands, const App &app,
    const QString &kubeNamespace, const QString &firstJob, const QString &fallbackJob,
    const RunRequest &request, bool ownSecret, const std::shared_ptr<RunOutcome> &outcome,
    const PodWait::Options &wait)
{
    const QString ns = kubeNamespace;
    const QString context = commands.context();
    auto explain = [context](const QString &err) { return ClusterErrors::explain(err, context); };
    auto onlyWithoutShell = [outcome](PlanContext &, Step &, bool *skip, QString *) {
        *skip = !outcome->noShell;
        return true;
    };

    RunRequest ungated = request;
    ungated.shellGate = false;
    if (ownSecret)
        ungated.secretName = RunSecret::name(firstJob); // the Secret stays, it changes owners
    Step create = commands.step(QStringLiteral("fallback-create"),
        tr("Create job/%1 without the attach gate").arg(fallbackJob),
        commands.kubectl({ QStringLiteral("create"), QStringLiteral("-f"), QStringLiteral("-"),
                             QStringLiteral("-o"), QStringLiteral("json") },
            ns),
        60000);
    create.explainFailure = explain;
    create.redactions = RunJob::redactions(request);
    create.echoStdout = false;
    create.plannedCommand = create.describe()
        + QStringLiteral(" <<< (the Job manifest, ungated; only if the image has no /bin/sh)");
    create.prepare = [app, ns, fallbackJob, ungated, outcome](
                         PlanContext &shared, Step &self, bool *skip, QString *err) {
        *skip = !outcome->noShell;
        if (*skip)
            return true;
        const QList<LiveDeployment> deployments
            = LiveState::deployments(shared.outputs.value(QStringLiteral("live")));
        const LiveDeployment *d = RunJob::pick(deployments);
        if (!d) {
            *err = tr("no live Deployment of %1").arg(app.name);
            return false;
        }
        self.stdinData = QJsonDocument(RunJob::manifest(app, ns, fallbackJob, *d, ungated))
                             .toJson(QJsonDocument::Compact);
        outcome->jobName = fallbackJob; // from now on the run's Job, which the delete step removes
        return true;
    };
    create.check = [fallbackJob](PlanContext &, const QByteArray &, QStringList *report, QString *) {
        report->append(tr("job.batch/%1 created; %2").arg(fallbackJob, warning()));
        return true;
    };
    plan.steps.append(create);

    if (ownSecret) {
        Step own = RunSecret::ownStep(commands, ns, RunSecret::name(firstJob), fallbackJob,
            QStringLiteral("fallback-create"), QStringLiteral("fallback-own"));
        const auto prepare = own.prepare;
        own.prepare = [prepare, outcome](PlanContext &shared, Step &self, bool *skip, QString *err) {
            *skip = !outcome->noShell;
            return *skip || prepare(shared, self, skip, err);
        };
        plan.steps.append(own);
    }

    Step remove = commands.step(QStringLiteral("fallback-delete"), tr("Delete job/%1").arg(firstJob),
        commands.kubectl(
            { QStringLiteral("delete"), QStringLiteral("job"), firstJob, QStringLiteral("--wait=false"),
                QStringLiteral("--cascade=background"), QStringLiteral("--ignore-not-found") },
            ns),
        30000);
    remove.explainFailure = explain;
    remove.always = true; // the failed gated Job goes whatever happens to the second one
    remove.prepare = onlyWithoutShell;
    plan.steps.append(remove);

    PodWait::Options second = wait;
    second.query.argv = commands.kubectl(
        { QStringLiteral("get"), QStringLiteral("pods"), QStringLiteral("-l"),
            QStringLiteral("job-name=") + fallbackJob, QStringLiteral("-o"), QStringLiteral("json") },
        ns);
    second.until = PodWait::Until::Started;
    Step pod;
    pod.id = QStringLiteral("fallback-pod");
    pod.title = tr("Wait for the pod of job/%1 to start").arg(fallbackJob);
    pod.timeoutMs = wait.timeoutMs + 30000;
    PodWait::bindStep(pod, second, [outcome](const PodWait::Result &result, const StepDone &done) {
        outcome->podName = result.pod.name;
        if (!result.ok) {
            done(false, result.message);
            return;
        }
        outcome->podReady = true;
        done(true, QString(), { tr("pod/%1 started").arg(result.pod.name) });
    });
    // PodWait's own start hook runs after this prepare; a skip never starts the wait
    pod.prepare = onlyWithoutShell;
    plan.steps.append(pod);
}

} // namespace HelmDeck
