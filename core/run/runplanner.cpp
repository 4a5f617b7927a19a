// SPDX-License-Identifier: GPL-3.0-or-later
#include "runplanner.h"
#include "model/applabels.h"

#include "chart/chartnames.h"
#include "chart/valuesbuilder.h"
#include "cluster/clustercommands.h"
#include "cluster/clustererrors.h"
#include "cluster/livestate.h"
#include "podwait.h"
#include "runfallback.h"
#include "runjob.h"
#include "runsecret.h"

#include <QJsonDocument>
#include <QRandomGenerator>

namespace HelmDeck {

namespace {

/** Shell-quoted argv for a dry-run line. */
QString quoted(const QStringList &argv)
{
    QStringList out;
    for (const QString &w : argv)
        out.append(shellQuote(w));
    return out.join(QLatin1Char(' '));
}

} // namespace

QString RunPlanner::randomSuffix()
{
    QString out;
    for (int i = 0; i < 10; ++i)
        out.append(QLatin1Char("0123456789abcdef"[QRandomGenerator::global()->bounded(16)]));
    return out;
}

bool RunPlanner::plan(const Project &project, const DeployOptions &options, const RunRequest &request,
    RunPlan *out, QString *error)
{
    const int index = project.appIndex(request.appName);
    if (index < 0) {
        *error = tr("no app \"%1\" in the project").arg(request.appName);
        return false;
    }
    const App app = project.apps.at(index);
    const QString jobName
        = ChartNames::runJobName(app.name, request.suffix.isEmpty() ? randomSuffix() : request.suffix);
    if (!ChartNames::isValidRunJobName(jobName)) {
        *error = tr("the run Job name %1 is not a valid Kubernetes name of at most 63 characters "
                    "(app names of at most 48 characters can run one-off Jobs)")
                     .arg(jobName);
        return false;
    }
    const ClusterCommands commands(options.helm, options.kubectl, options.target);
    const QString ns = options.target.namespaceFor(app.kubeNamespace);
    const QString context = commands.context();
    const QString container = ChartNames::runContainerName(app.name);
    const bool tty = request.tty && !request.detach;
    const QStringList redactions = RunJob::redactions(request);
    auto explain
        = [context](const QString &stderrText) { return ClusterErrors::explain(stderrText, context); };

    auto outcome = std::make_shared<RunOutcome>();
    outcome->jobName = jobName;
    out->jobName = jobName;
    out->kubeNamespace = ns;
    out->outcome = outcome;
    LiveDeployment expected;
    expected.image = app.image;
    expected.serviceAccountName = ChartNames::serviceAccountName(app.name);
    expected.imagePullSecrets
        = ValuesBuilder::imagePullSecrets(app, options.pullSecretPayloads.contains(app.name));
    out->previewManifest = RunJob::manifest(app, ns, jobName, expected, request);
    const bool ownSecret = RunSecret::needed(request);
    if (ownSecret)
        out->previewSecret = RunSecret::previewManifest(app, ns, jobName, request);

    Plan &plan = out->plan;
    plan.title = tr("Run %1 in %2 on %3/%4")
                     .arg(quoted(RunJob::userCommand(app, request.command)), app.name, context, ns);

    // 1. the live Deployments: the run copies what is deployed
    Step live = commands.step(QStringLiteral("live"), tr("Read live Deployments of %1").arg(app.name),
        commands.kubectl({ QStringLiteral("get"), QStringLiteral("deployments"), QStringLiteral("-l"),
                             AppLabels::partOf() + QLatin1Char('=') + app.name, QStringLiteral("-o"),
                             QStringLiteral("json") },
            ns),
        30000);
    live.explainFailure = explain;
    const QString appName = app.name;
    live.check
        = [appName, ns, context](PlanContext &, const QByteArray &json, QStringList *report, QString *err) {
              const QList<LiveDeployment> deployments = LiveState::deployments(json);
              const LiveDeployment *d = RunJob::pick(deployments);
              if (!d || d->image.isEmpty()) {
                  *err = tr("%1 is not deployed in namespace %2 on context %3: deploy it first")
                             .arg(appName, ns, context);
                  return false;
              }
              report->append(tr("runs %1 (the image of %2)").arg(d->image, d->name));
              return true;
          };
    plan.steps.append(live);

    // 2. the Job, built from the lookup; its manifest goes on stdin. Secret extras first go into a
    // Secret of the run's own, which the Job references (RunSecret).
    if (ownSecret)
        plan.steps.append(RunSecret::createStep(commands, app, ns, jobName, request));
    QStringList createArgs { QStringLiteral("create"), QStringLiteral("-f"), QStringLiteral("-") };
    if (ownSecret)
        createArgs << QStringLiteral("-o") << QStringLiteral("json"); // its uid, for the Secret's owner
    Step create = commands.step(
        QStringLiteral("create"), tr("Create job/%1").arg(jobName), commands.kubectl(createArgs, ns), 60000);
    create.explainFailure = explain;
    create.redactions = redactions;
    create.plannedCommand = create.describe() + QStringLiteral(" <<< (the Job manifest above)");
    if (ownSecret) {
        create.echoStdout = false;
        create.check = [jobName](PlanContext &, const QByteArray &, QStringList *report, QString *) {
            report->append(tr("job.batch/%1 created").arg(jobName));
            return true;
        };
    }
    create.prepare = [app, ns, jobName, request](PlanContext &shared, Step &self, bool *, QString *err) {
        const QList<LiveDeployment> deployments
            = LiveState::deployments(shared.outputs.value(QStringLiteral("live")));
        const LiveDeployment *d = RunJob::pick(deployments);
        if (!d) {
            *err = tr("no live Deployment of %1").arg(app.name);
            return false;
        }
        self.stdinData
            = QJsonDocument(RunJob::manifest(app, ns, jobName, *d, request)).toJson(QJsonDocument::Compact);
        return true;
    };
    plan.steps.append(create);
    if (ownSecret)
        plan.steps.append(
            RunSecret::ownStep(commands, ns, RunSecret::name(jobName), jobName, QStringLiteral("create")));

    // 3. its pod
    PodWait::Options wait;
    wait.query = commands.step(QStringLiteral("pods"), tr("Poll the pod of job/%1").arg(jobName),
        commands.kubectl(
            { QStringLiteral("get"), QStringLiteral("pods"), QStringLiteral("-l"),
                QStringLiteral("job-name=") + jobName, QStringLiteral("-o"), QStringLiteral("json") },
            ns));
    wait.environment = request.environment;
    wait.intervalMs = request.podPollIntervalMs;
    wait.failureGraceMs = request.podFailureGraceMs;
    wait.timeoutMs = request.podTimeoutMs;
    wait.until = request.detach ? PodWait::Until::Exists : PodWait::Until::Started;
    Step pod;
    pod.id = QStringLiteral("pod");
    pod.title = request.detach ? tr("Wait for the pod of job/%1").arg(jobName)
                               : tr("Wait for the pod of job/%1 to start").arg(jobName);
    pod.timeoutMs = request.podTimeoutMs + 30000; // PodWait ends first, with the reason
    const bool detach = request.detach;
    const bool gated = tty && request.shellGate;
    PodWait::bindStep(
        pod, wait, [outcome, detach, gated](const PodWait::Result &result, const StepDone &done) {
            if (gated && RunFallback::missingShell(result.pod)) {
                // the gate's /bin/sh is not in the image: the fallback steps run the command ungated
                outcome->noShell = true;
                done(true, QString(),
                    { QStringLiteral("pod/%1: %2").arg(result.pod.name, result.pod.terminatedMessage),
                        tr("running it again without the attach gate: %1").arg(RunFallback::warning()) });
                return;
            }
            outcome->podName = result.pod.name;
            if (!result.ok) {
                done(false, result.message);
                return;
            }
            outcome->podReady = true;
            done(true, QString(),
                { detach ? QStringLiteral("job/%1 pod/%2").arg(outcome->jobName, result.pod.name)
                         : (result.pod.terminated ? tr("pod/%1 ended") : tr("pod/%1 started"))
                               .arg(result.pod.name) });
        });
    plan.steps.append(pod);
    if (request.detach) {
        // a Job whose pod never came (an image that cannot be pulled, a cancel) would wait for its
        // deadline, not its TTL: it goes now
        Step orphan = commands.step(QStringLiteral("delete"),
            tr("Delete job/%1 if its pod did not come").arg(jobName),
            commands.kubectl(
                { QStringLiteral("delete"), QStringLiteral("job"), jobName, QStringLiteral("--wait=false"),
                    QStringLiteral("--cascade=background"), QStringLiteral("--ignore-not-found") },
                ns),
            30000);
        orphan.explainFailure = explain;
        orphan.always = true;
        orphan.onlyIfRan = QStringLiteral("create"); // no Job of ours to delete (docs/run.md)
        orphan.prepare = [outcome](PlanContext &, Step &, bool *skip, QString *) {
            *skip = outcome->podReady;
            return true;
        };
        plan.steps.append(orphan);
        if (ownSecret) {
            Step secret = RunSecret::deleteStep(commands, ns, jobName);
            secret.prepare = orphan.prepare; // a running pod's Job owns it now: it goes with the Job
            plan.steps.append(secret);
        }
        return true;
    }

    if (gated) {
        const QString fallbackJob = ChartNames::runJobName(app.name, randomSuffix());
        RunFallback::appendSteps(
            plan, commands, app, ns, jobName, fallbackJob, request, ownSecret, outcome, wait);
    }

    // 4. the stream: the terminal on the one process the container runs, or its logs
    const qint64 streamMs = qMin<qint64>(qint64(request.deadlineSeconds) * 1000 + 60000, INT_MAX);
    const QStringList head = tty ? commands.kubectl({ QStringLiteral("attach"), QStringLiteral("-it") }, ns)
                                 : commands.kubectl({ QStringLiteral("logs"), QStringLiteral("-f") }, ns);
    const QStringList tail = tty ? QStringList { QStringLiteral("-c"), container, QStringLiteral("--quiet") }
                                 : QStringList { QStringLiteral("-c"), container };
    Step stream = commands.step(QStringLiteral("stream"),
        tty ? tr("Attach to the pod of job/%1").arg(jobName) : tr("Stream the logs of job/%1").arg(jobName),
        head + QStringList { QStringLiteral("<pod>") } + tail, int(streamMs));
    stream.plannedCommand
        = quoted(head) + QStringLiteral(" <pod of job/") + jobName + QStringLiteral("> ") + quoted(tail);
    stream.allowFailure = true; // the pod's terminated state decides, not kubectl's own exit
    stream.redactions = redactions;
    if (tty) {
        stream.terminal = true;
        stream.terminalColumns = request.columns;
        stream.terminalRows = request.rows;
        stream.terminalInput = QByteArrayLiteral("\n"); // opens the gate once kubectl reads stdin
    }
    stream.prepare = [outcome, head, tail](PlanContext &, Step &self, bool *skip, QString *) {
        self.argv = head + QStringList { outcome->podName } + tail;
        if (outcome->noShell)
            self.terminalInput.clear(); // no gate to open: the command runs already
        *skip = outcome->podName.isEmpty();
        return true;
    };
    plan.steps.append(stream);

    // 5. the exit code: the kubelet reports it a little after the stream ends
    PodWait::Options ended = wait;
    ended.until = PodWait::Until::Terminated;
    ended.timeoutMs = request.exitCodeTimeoutMs;
    const QStringList podsOf
        = commands.kubectl({ QStringLiteral("get"), QStringLiteral("pods"), QStringLiteral("-l") }, ns);
    // the Job whose pod ran (the fallback's, for an image without /bin/sh)
    const auto endedOptions = [ended, podsOf, outcome]() {
        PodWait::Options o = ended;
        o.query.argv = podsOf
            + QStringList { QStringLiteral("job-name=") + outcome->jobName, QStringLiteral("-o"),
                  QStringLiteral("json") };
        return o;
    };
    Step exit;
    exit.id = QStringLiteral("exit");
    exit.title = tr("Read the exit code of job/%1").arg(jobName);
    exit.timeoutMs = request.exitCodeTimeoutMs + 30000;
    PodWait::bindStep(exit, std::function<PodWait::Options()>(endedOptions),
        [outcome](const PodWait::Result &result, const StepDone &done) {
            outcome->exitCode = result.pod.exitCode;
            outcome->message = result.message;
            if (result.pod.exitCode < 0) {
                done(false, result.message);
                return;
            }
            QStringList report { tr("exit code %1").arg(result.pod.exitCode) };
            if (!result.message.isEmpty())
                report.prepend(result.message);
            done(true, QString(), report);
        });
    plan.steps.append(exit);

    // 6. the Job goes (also after a failure or a cancel), its pod with it
    Step remove = commands.step(QStringLiteral("delete"), tr("Delete job/%1").arg(jobName),
        commands.kubectl(
            { QStringLiteral("delete"), QStringLiteral("job"), jobName, QStringLiteral("--wait=false"),
                QStringLiteral("--cascade=background"), QStringLiteral("--ignore-not-found") },
            ns),
        30000);
    remove.explainFailure = explain;
    remove.always = true;
    remove.onlyIfRan = QStringLiteral("create"); // e.g. a wrong --context: no Job was ever created
    remove.prepare = [outcome, jobName](PlanContext &shared, Step &self, bool *skip, QString *) {
        if (outcome->exitCode >= 0)
            shared.values.insert(QStringLiteral("exitCode"), outcome->exitCode);
        const int at = self.argv.indexOf(jobName);
        if (at >= 0)
            self.argv[at] = outcome->jobName; // the fallback's Job when there was one
        *skip = false;
        return true;
    };
    if (request.keep) {
        // no delete; the exit code still reaches the context
        remove.argv.clear();
        remove.environment.clear();
        remove.title = tr("Keep job/%1 (--keep)").arg(jobName);
        remove.plannedCommand.clear();
    }
    plan.steps.append(remove);
    if (ownSecret && !request.keep)
        plan.steps.append(RunSecret::deleteStep(commands, ns, jobName));
    return true;
}

} // namespace HelmDeck
