// SPDX-License-Identifier: GPL-3.0-or-later
#include "diffjob.h"

#include "appsteps.h"
#include "chart/chartnames.h"
#include "cluster/livestate.h"
#include "job/runner.h"
#include "preflight.h"
#include "render/renderplan.h"

#include <QCoreApplication>
#include <QHash>
#include <QTimer>

namespace HelmDeck {

struct DiffJob::Private
{
    Runner runner;
    QStringList liveReleases; ///< releases whose `helm get manifest` step exists
    std::unique_ptr<RenderPlan> render;
    bool running = false;
    QString rollNote;
    QHash<QString, QStringList> clearKeys; ///< Secret name → the keys the diff shows in clear
};

namespace {

/** The one line that says what a deploy rolls, since the diff pins the deployment ids. */
QString rollNote(const App &app, const QStringList &restart)
{
    QStringList names = restart;
    if (names.isEmpty()) {
        for (const ProcessType &p : app.processes)
            names.append(p.name);
    }
    if (names.isEmpty())
        return QString();
    return QCoreApplication::translate("HelmDeck::DiffJob",
        "A deploy rolls the pods of %1 (a new deployment id), also when nothing above changes.")
        .arg(names.join(QStringLiteral(", ")));
}

} // namespace

DiffJob::DiffJob(QObject *parent)
    : QObject(parent)
    , d(std::make_unique<Private>())
{
    qRegisterMetaType<HelmDeck::DiffResult>();
    connect(&d->runner, &Runner::finished, this, [this](const RunResult &run) {
        d->running = false;
        DiffResult result;
        const PlanContext &context = d->runner.context();
        const bool renderFailed
            = !run.ok && d->runner.plan().steps.value(run.failedStep).id.startsWith(QLatin1String("render-"));
        const RenderResult rendered = d->render->result(run, context);
        if (!run.ok || !rendered.ok) {
            result.errorText = run.ok || renderFailed ? rendered.errorText : run.message;
            result.findings
                = run.ok || renderFailed ? rendered.findings : Findings { Finding::error(run.message) };
            if (result.errorText.isEmpty())
                result.errorText = run.message;
            Q_EMIT finished(result);
            return;
        }
        ManifestSet live;
        for (const QString &release : std::as_const(d->liveReleases))
            live.append(
                ManifestSet::parse(release, context.outputs.value(QStringLiteral("live-") + release)));
        QStringList releases = d->render->releaseNames();
        for (const QString &r : std::as_const(d->liveReleases)) {
            if (!releases.contains(r))
                releases.append(r);
        }
        result.rendered = rendered.manifests;
        // the helm test Pod is a hook: never in `helm get manifest`, so never a difference
        result.diff
            = ManifestDiff::compare(live, rendered.manifests.withoutTests(), releases, 3, d->clearKeys);
        result.rollNote = d->rollNote;
        result.ok = true;
        Q_EMIT finished(result);
    });
}

DiffJob::~DiffJob() = default;

bool DiffJob::isRunning() const
{
    return d->running;
}

void DiffJob::setBaseEnvironment(const QProcessEnvironment &environment)
{
    d->runner.setBaseEnvironment(environment);
}

void DiffJob::cancel()
{
    d->runner.cancel();
}

void DiffJob::start(const Project &project, const QString &appName, const DeployOptions &options)
{
    auto fail = [this](const QString &message) {
        DiffResult result;
        result.errorText = message;
        result.findings.append(Finding::error(message));
        QTimer::singleShot(0, this, [this, result] { Q_EMIT finished(result); });
    };
    if (d->running) {
        d->runner.cancel();
        fail(tr("a diff is already running"));
        return;
    }
    const int index = project.appIndex(appName);
    if (index < 0) {
        fail(tr("no app named \"%1\" in the project").arg(appName));
        return;
    }
    if (!options.helm.isValid() || !options.kubectl.isValid() || options.target.context.isEmpty()) {
        fail(!options.helm.isValid()         ? options.helm.error
                : !options.kubectl.isValid() ? options.kubectl.error
                                             : Preflight::context(options.target).constFirst().message);
        return;
    }

    const std::shared_ptr<const Project> target = targetedProject(project, index, options.target);
    AppSteps steps(target, index, options, QString()); // its query steps only: they write nothing
    // The releases a deploy would install, through the one render path (the preview's): the same
    // charts, values, helm environment and target flags, with the live identities a deploy keeps.
    RenderOptions render;
    render.helm = options.helm;
    render.target = options.renderTarget;
    render.target.context = options.target.context;
    render.target.namespaceName = steps.kubeNamespace();
    render.deploymentId = steps.deploymentId();
    render.resolveCredentials = false;
    render.pullSecretPayloads = options.pullSecretPayloads;
    render.appIndex = index;
    const QStringList restart = options.restartProcesses;
    render.identities = [restart](const PlanContext &context) {
        AppIdentities ids = AppSteps::identities(context, restart);
        // A full deploy gives every pod template a new deployment id: the diff pins them all to the
        // live ones, as Dokku's preview does, and says the roll in one line (DiffResult::rollNote).
        if (restart.isEmpty())
            ids.processDeploymentIds
                = LiveState::deploymentIds(context.outputs.value(QStringLiteral("deployments")));
        return ids;
    };
    auto renderPlan = std::make_unique<RenderPlan>(*target, render);
    if (!renderPlan->isValid()) {
        fail(renderPlan->error());
        return;
    }
    Plan plan;
    plan.workDir = renderPlan->plan().workDir;
    const ClusterCommands &commands = steps.commands();
    const App &app = steps.app();
    const QString ns = steps.kubeNamespace();
    plan.title = tr("Diff %1 against %2/%3").arg(app.name, options.target.context, ns);

    Step list = commands.step(
        QStringLiteral("releases"), tr("List live releases"), commands.helmListAll(ns), 30000);
    list.explainFailure = steps.clusterCheck().explainFailure;
    plan.steps << list << steps.liveCronJobs() << steps.liveDeployments();
    d->rollNote = rollNote(steps.app(), restart);
    d->clearKeys.clear();
    // env values that are not secret read in clear in the diff; the secret ones stay masked
    QStringList plain;
    for (const EnvVar &e : steps.app().env) {
        if (!e.secret)
            plain.append(e.name);
    }
    if (!plain.isEmpty())
        d->clearKeys.insert(ChartNames::configSecretName(steps.app().name), plain);

    // what a deploy touches: the config, the pull secret (installed or uninstalled) and the app
    const QStringList live = ChartNames::appReleasesInInstallOrder(app.name);
    d->liveReleases = live;
    for (const QString &release : live) {
        Step get = commands.step(QStringLiteral("live-") + release, tr("Read live %1").arg(release),
            commands.helm({ QStringLiteral("get"), QStringLiteral("manifest"), release }, ns), 30000);
        get.explainFailure = list.explainFailure;
        get.echoStdout = false;
        get.prepare = [release](PlanContext &context, Step &, bool *skip, QString *) {
            *skip = !LiveState::releaseNames(context.outputs.value(QStringLiteral("releases")))
                         .contains(release);
            return true;
        };
        plan.steps << get;
    }
    plan.steps << renderPlan->plan().steps;
    d->render = std::move(renderPlan);
    d->running = true;
    if (!d->runner.start(plan)) {
        d->running = false;
        fail(tr("the diff could not start"));
    }
}

} // namespace HelmDeck
