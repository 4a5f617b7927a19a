// SPDX-License-Identifier: GPL-3.0-or-later
#include "diffjob.h"

#include "appsteps.h"
#include "chart/chartnames.h"
#include "cluster/livestate.h"
#include "chart/releaseplan.h"
#include "job/runner.h"

#include <QTimer>

namespace HelmDeck {

struct DiffJob::Private
{
    Runner runner;
    QStringList liveReleases;       ///< releases whose `helm get manifest` step exists
    QStringList renderedReleases;   ///< releases whose `helm template` step exists
    bool running = false;
};

DiffJob::DiffJob(QObject *parent)
    : QObject(parent)
    , d(std::make_unique<Private>())
{
    qRegisterMetaType<HelmDeck::DiffResult>();
    connect(&d->runner, &Runner::finished, this, [this](const RunResult &run) {
        d->running = false;
        DiffResult result;
        if (!run.ok) {
            result.errorText = run.message;
            result.findings.append(Finding::error(run.message));
            Q_EMIT finished(result);
            return;
        }
        const PlanContext &context = d->runner.context();
        ManifestSet live, rendered;
        for (const QString &release : std::as_const(d->liveReleases))
            live.append(ManifestSet::parse(release, context.outputs.value(QStringLiteral("live-") + release)));
        for (const QString &release : std::as_const(d->renderedReleases))
            rendered.append(ManifestSet::parse(release, context.outputs.value(QStringLiteral("render-") + release)));
        QStringList releases = d->renderedReleases;
        for (const QString &r : std::as_const(d->liveReleases)) {
            if (!releases.contains(r))
                releases.append(r);
        }
        result.diff = ManifestDiff::compare(live, rendered, releases);
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
        fail(QStringLiteral("a diff is already running"));
        return;
    }
    const int index = project.appIndex(appName);
    if (index < 0) {
        fail(QStringLiteral("no app named \"%1\" in the project").arg(appName));
        return;
    }
    if (!options.helm.isValid() || !options.kubectl.isValid() || options.target.context.isEmpty()) {
        fail(!options.helm.isValid()      ? options.helm.error
             : !options.kubectl.isValid() ? options.kubectl.error
                                          : QStringLiteral("choose a kube context to diff against the cluster"));
        return;
    }

    Plan plan;
    if (!plan.makeWorkDir()) {
        fail(QStringLiteral("cannot create a private temporary directory"));
        return;
    }
    const std::shared_ptr<const Project> target = targetedProject(project, index, options.target);
    AppSteps steps(target, index, options, plan.workDir->path());
    const ClusterCommands &commands = steps.commands();
    const App &app = steps.app();
    const QString ns = steps.kubeNamespace();
    plan.title = QStringLiteral("Diff %1 against %2/%3").arg(app.name, options.target.context, ns);

    Step list = commands.step(QStringLiteral("releases"), QStringLiteral("List live releases"),
                              commands.helm({ QStringLiteral("list"), QStringLiteral("--all"), QStringLiteral("-o"), QStringLiteral("json") }, ns),
                              30000);
    list.explainFailure = steps.clusterCheck().explainFailure;
    plan.steps << list << steps.liveCronJobs();

    // what a deploy touches: the config, the pull secret (installed or uninstalled) and the app
    const QStringList live = ChartNames::appReleasesInInstallOrder(app.name);
    d->liveReleases = live;
    for (const QString &release : live) {
        Step get = commands.step(QStringLiteral("live-") + release, QStringLiteral("Read live %1").arg(release),
                                 commands.helm({ QStringLiteral("get"), QStringLiteral("manifest"), release }, ns), 30000);
        get.explainFailure = list.explainFailure;
        get.echoStdout = false;
        get.prepare = [release](PlanContext &context, Step &, bool *skip, QString *) {
            *skip = !LiveState::releaseNames(context.outputs.value(QStringLiteral("releases"))).contains(release);
            return true;
        };
        plan.steps << get;
    }

    d->renderedReleases.clear();
    const QList<PlannedRelease> releases = ReleasePlan::releases(*target, options.pullSecretPayloads);
    for (const PlannedRelease &release : releases) {
        if (release.appIndex != index || release.kind == PlannedRelease::Kind::Storage)
            continue;
        const int kind = static_cast<int>(release.kind);
        Step render = kind == static_cast<int>(PlannedRelease::Kind::Config)       ? steps.installConfig()
                      : kind == static_cast<int>(PlannedRelease::Kind::PullSecret) ? steps.installOrRemovePullSecret()
                                                                                   : steps.installApp();
        // the same chart and values the deploy writes, rendered client-side
        const QString chartDir = plan.workDir->path() + QStringLiteral("/charts/") + release.name;
        const bool secretValues = !render.removeAfter.isEmpty();
        render.id = QStringLiteral("render-") + release.name;
        render.title = QStringLiteral("Render %1").arg(release.name);
        render.argv = QStringList{ options.helm.program }
                      + ReleasePlan::helmTemplateArguments(release, chartDir, secretValues ? render.removeAfter.first() : QString());
        render.monitor = StepMonitor();
        render.echoStdout = false;
        render.timeoutMs = 120000;
        plan.steps << render;
        d->renderedReleases.append(release.name);
    }
    d->running = true;
    if (!d->runner.start(plan)) {
        d->running = false;
        fail(QStringLiteral("the diff could not start"));
    }
}

} // namespace HelmDeck
