// SPDX-License-Identifier: GPL-3.0-or-later
#include "renderjob.h"

#include "job/runner.h"
#include "job/worker.h"
#include "model/routingvalidator.h"
#include "model/scalingvalidator.h"
#include "model/securityvalidator.h"
#include "model/validator.h"
#include "registry/credentialresolver.h"
#include "renderplan.h"

#include <QDir>
#include <QElapsedTimer>
#include <QMetaObject>
#include <QPointer>
#include <QTemporaryDir>

#include <QCoreApplication>
#include <memory>
#include <utility>

namespace HelmDeck {

struct RenderJob::Private
{
    explicit Private(RenderJob *job)
        : q(job)
    { }

    RenderJob *q = nullptr;
    HelmTool helm;
    QString deploymentId;
    int timeoutMs = RenderJob::DefaultTimeoutMs;
    QProcessEnvironment credentialEnvironment;
    bool credentialEnvironmentSet = false;
    int helperTimeoutMs = CredentialResolver::DefaultHelperTimeoutMs;
    std::shared_ptr<CredentialCache> credentialCache;
    std::shared_ptr<RenderCache> renderCache;
    RenderTarget target;

    bool running = false;
    Findings validation;
    QElapsedTimer timer;
    QPointer<Runner> runner; // the current render's; retired ones delete themselves
    std::shared_ptr<RenderPlan> plan;
    Worker cleanup { q };
    Worker parser { q }; // the manifests of a finished run are parsed off the caller's thread

    void finish(RenderResult r);
    void retire();
    void onRunFinished(Runner *from, const RunResult &run);
};

RenderJob::RenderJob(const HelmTool &helm, QObject *parent)
    : QObject(parent)
    , d(new Private(this))
{
    qRegisterMetaType<HelmDeck::RenderResult>("HelmDeck::RenderResult");
    d->helm = helm;
}

RenderJob::~RenderJob()
{
    delete d->runner; // SIGKILL to the running groups, no finished(); retired runners go with this
}

void RenderJob::setDeploymentId(const QString &deploymentId)
{
    d->deploymentId = deploymentId;
}

void RenderJob::setTimeout(int milliseconds)
{
    d->timeoutMs = milliseconds;
}

void RenderJob::setTarget(const RenderTarget &target)
{
    d->target = target;
}

void RenderJob::setRenderCache(const std::shared_ptr<RenderCache> &cache)
{
    d->renderCache = cache;
}

void RenderJob::setCredentialEnvironment(const QProcessEnvironment &environment)
{
    d->credentialEnvironment = environment;
    d->credentialEnvironmentSet = true;
}

void RenderJob::setCredentialHelperTimeout(int milliseconds)
{
    d->helperTimeoutMs = milliseconds;
}

void RenderJob::setCredentialCache(const std::shared_ptr<CredentialCache> &cache)
{
    d->credentialCache = cache;
}

const HelmTool &RenderJob::helm() const
{
    return d->helm;
}

bool RenderJob::isRunning() const
{
    return d->running;
}

void RenderJob::start(const Project &project)
{
    if (d->running)
        cancel(); // a newer render supersedes the older one; the older still gets its finished()
    d->running = true;
    d->timer.start();
    d->validation = Validator::validate(project);
    if (hasErrors(d->validation)) {
        d->finish(RenderResult());
        return;
    }
    // What the target cluster must serve (KEDA, route and TLS CRDs): shown with the preview, refused by the
    // deploy's preflight; and its sidecars that are not native there (a warning in both).
    for (const App &app : project.apps) {
        Findings served = ScalingValidator::capabilities(app, d->target.apiVersions);
        served += RoutingValidator::capabilities(app, d->target.apiVersions);
        served += SecurityValidator::clusterFindings(app, d->target.kubeVersion);
        for (Finding f : served) {
            f.location = project.locate(f.fieldPath);
            d->validation.append(f);
        }
    }
    if (!d->helm.isValid()) {
        RenderResult r;
        r.errorText = d->helm.error.isEmpty()
            ? QCoreApplication::translate("HelmDeck::RenderJob", "no usable helm binary")
            : d->helm.error;
        r.findings.append(Finding::error(r.errorText));
        d->finish(r);
        return;
    }
    RenderOptions options;
    options.helm = d->helm;
    options.target = d->target;
    options.deploymentId = d->deploymentId;
    options.timeoutMs = d->timeoutMs;
    options.credentialEnvironment
        = d->credentialEnvironmentSet ? d->credentialEnvironment : QProcessEnvironment::systemEnvironment();
    options.helperTimeoutMs = d->helperTimeoutMs;
    options.credentialCache = d->credentialCache;
    options.cache = d->renderCache;
    d->plan = std::make_shared<RenderPlan>(project, options);
    if (!d->plan->isValid()) {
        RenderResult r;
        r.errorText = d->plan->error();
        r.findings.append(Finding::error(r.errorText));
        d->plan.reset();
        d->finish(r);
        return;
    }
    auto *runner = new Runner(this);
    d->runner = runner;
    connect(runner, &Runner::finished, this,
        [this, runner](const RunResult &run) { d->onRunFinished(runner, run); });
    runner->start(d->plan->plan());
}

void RenderJob::cancel()
{
    if (!d->running)
        return;
    d->retire();
    RenderResult r;
    r.cancelled = true;
    d->finish(r);
}

void RenderJob::Private::retire()
{
    // The old run ends on its own (its groups are killed; the work dir goes with the runner).
    if (Runner *old = runner) {
        runner = nullptr;
        old->disconnect(q);
        QObject::connect(old, &Runner::finished, old, &QObject::deleteLater);
        old->cancel();
    }
    parser.cancel();
    plan.reset();
}

void RenderJob::Private::onRunFinished(Runner *from, const RunResult &run)
{
    if (from != runner || !plan)
        return;
    runner = nullptr;
    from->disconnect(q);
    // Parsing a large render (hundreds of KiB of YAML) takes longer than a frame: off the caller's
    // thread, with copies (the outputs are implicitly shared); a newer start() or cancel() drops it.
    const std::shared_ptr<RenderPlan> finished = plan;
    const PlanContext context = from->context();
    from->deleteLater();
    struct Collected
    {
        RenderResult result;
        QHash<QString, RenderCache::Entry> entries;
    };
    parser.start(
        [finished, run, context](const std::function<bool()> &) {
            Collected c;
            c.result = finished->collect(run, context, &c.entries);
            return c;
        },
        [this, finished](Collected c) {
            if (plan != finished)
                return;
            finished->storeInCache(c.result, c.entries);
            // The charts go off the caller's thread too: removing a dir of files takes tens of ms on
            // a busy disk. No secret is left in it (each values file went when its step ended).
            const std::shared_ptr<QTemporaryDir> dir = finished->plan().workDir;
            dir->setAutoRemove(false);
            const QString path = dir->path();
            cleanup.start([path](const std::function<bool()> &) { return QDir(path).removeRecursively(); },
                [](bool) {});
            plan.reset();
            finish(std::move(c.result));
        });
}

void RenderJob::Private::finish(RenderResult r)
{
    running = false;
    r.findings = validation + r.findings; // validator warnings are kept in a successful render too
    validation.clear();
    if (!r.ok)
        r.manifests = ManifestSet(); // all releases or none: never a half-rendered project
    r.elapsedMs = timer.isValid() ? timer.elapsed() : 0;
    // Always from the event loop, never inside start() or cancel(): callers can connect or spy
    // after calling start(), and see exactly one finished() per start().
    RenderJob *job = q;
    QMetaObject::invokeMethod(
        job, [job, r] { Q_EMIT job->finished(r); }, Qt::QueuedConnection);
}

} // namespace HelmDeck
