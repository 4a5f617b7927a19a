// SPDX-License-Identifier: GPL-3.0-or-later
#include "renderjob.h"

#include "helmerrors.h"
#include "model/validator.h"
#include "registry/credentialresolver.h"
#include "registry/pullsecretresolution.h"
#include "chart/releaseplan.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QMetaObject>
#include <QThread>
#include <QTimer>

#include <memory>
#include <utility>

namespace HelmDeck {

struct RenderJob::Private
{
    RenderJob *q = nullptr;
    HelmTool helm;
    QString deploymentId;
    RenderTarget target;
    int timeoutMs = RenderJob::DefaultTimeoutMs;
    QProcessEnvironment credentialEnvironment;
    bool credentialEnvironmentSet = false;
    int helperTimeoutMs = CredentialResolver::DefaultHelperTimeoutMs;
    std::shared_ptr<CredentialCache> credentialCache;

    bool running = false;
    quint64 generation = 0;   // bumped by start() and cancel(): late callbacks of an old run are ignored
    Project project;
    QMap<QString, QByteArray> pullSecrets;   // app → .dockerconfigjson; cleared with the render
    QList<PlannedRelease> releases;
    int index = 0;
    QString valuesFile;   // the current release's secret values; removed when its helm run ends
    RenderResult result;
    QElapsedTimer timer;
    std::unique_ptr<QTemporaryDir> tempDir;
    QPointer<QProcess> process;
    QPointer<QTimer> watchdog;

    void resolveCredentials();
    void onCredentialsResolved(quint64 gen, const PullSecretResolution::Outcome &outcome);
    void startNext();
    void onHelmFinished(quint64 gen, int exitCode, QProcess::ExitStatus status);
    void onHelmFailedToStart(quint64 gen);
    void onTimeout(quint64 gen);
    void stopProcess();
    void finish(bool ok);
    void emitLater(const RenderResult &r);
    void removeValuesFile();
    QString currentFieldPath() const { return index < releases.size() ? releases.at(index).fieldPath : QString(); }
};

RenderJob::RenderJob(const HelmTool &helm, QObject *parent)
    : QObject(parent)
    , d(new Private)
{
    qRegisterMetaType<HelmDeck::RenderResult>("HelmDeck::RenderResult");
    d->q = this;
    d->helm = helm;
}

RenderJob::~RenderJob()
{
    d->stopProcess();
}

void RenderJob::setDeploymentId(const QString &deploymentId)
{
    d->deploymentId = deploymentId;
}

void RenderJob::setTarget(const RenderTarget &target)
{
    d->target = target;
}

const RenderTarget &RenderJob::target() const
{
    return d->target;
}

void RenderJob::setTimeout(int milliseconds)
{
    d->timeoutMs = milliseconds;
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
        cancel();   // a newer render supersedes the older one; the older still gets its finished()
    ++d->generation;
    d->running = true;
    d->result = RenderResult();
    d->timer.start();
    d->project = project;
    d->pullSecrets.clear();
    d->releases.clear();
    d->index = 0;

    d->result.findings = Validator::validate(project);
    if (hasErrors(d->result.findings)) {
        d->finish(false);
        return;
    }
    if (!d->helm.isValid()) {
        const QString why = d->helm.error.isEmpty() ? QStringLiteral("no usable helm binary") : d->helm.error;
        d->result.errorText = why;
        d->result.findings.append(Finding::error(why));
        d->finish(false);
        return;
    }
    // Private to the user (QTemporaryDir creates 0700): values may later carry secrets.
    d->tempDir.reset(new QTemporaryDir(QDir::tempPath() + QStringLiteral("/helmdeck-render-XXXXXX")));
    if (!d->tempDir->isValid()) {
        d->result.errorText = QStringLiteral("cannot create a temporary directory: %1").arg(d->tempDir->errorString());
        d->result.findings.append(Finding::error(d->result.errorText));
        d->finish(false);
        return;
    }
    QFile::setPermissions(d->tempDir->path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    d->resolveCredentials();
}

void RenderJob::cancel()
{
    if (!d->running)
        return;
    ++d->generation;
    d->stopProcess();
    d->result.cancelled = true;
    d->finish(false);
}

void RenderJob::Private::resolveCredentials()
{
    bool needed = false;
    for (const App &app : std::as_const(project.apps))
        needed = needed || PullSecretResolution::needsResolution(app);
    if (!needed) {
        onCredentialsResolved(generation, PullSecretResolution::Outcome());
        return;
    }
    // Credential helpers are child processes run to completion: off the caller's (GUI) thread. The
    // worker gets copies only and hands its outcome back through a queued signal; if this job is
    // cancelled or gone by then, the outcome is dropped (generation check, or no receiver).
    const quint64 gen = generation;
    const QList<App> apps = project.apps;
    const QProcessEnvironment env = credentialEnvironmentSet ? credentialEnvironment : QProcessEnvironment::systemEnvironment();
    const int helperTimeout = helperTimeoutMs;
    const std::shared_ptr<CredentialCache> cache = credentialCache;
    auto outcome = std::make_shared<PullSecretResolution::Outcome>();
    QThread *worker = QThread::create([outcome, apps, env, helperTimeout, cache] {
        *outcome = PullSecretResolution::resolve(apps, env, helperTimeout, cache.get());
    });
    worker->setObjectName(QStringLiteral("helmdeck-credentials"));
    QObject::connect(worker, &QThread::finished, q, [this, gen, outcome] { onCredentialsResolved(gen, *outcome); });
    QObject::connect(worker, &QThread::finished, worker, &QObject::deleteLater);
    worker->start();
}

void RenderJob::Private::onCredentialsResolved(quint64 gen, const PullSecretResolution::Outcome &outcome)
{
    if (gen != generation || !running)
        return;
    result.findings += outcome.findings;
    if (hasErrors(outcome.findings)) {
        QStringList messages;
        for (const Finding &f : outcome.findings) {
            if (f.severity == Finding::Severity::Error)
                messages.append(f.message);
        }
        result.errorText = messages.join(QLatin1Char('\n'));
        finish(false);
        return;
    }
    pullSecrets = outcome.payloads;
    releases = ReleasePlan::releases(project, pullSecrets);
    index = 0;
    startNext();
}

void RenderJob::Private::startNext()
{
    if (index >= releases.size()) {
        // Names are derived (domain slugs, entry names): two derived names can still meet.
        const QStringList duplicates = result.manifests.duplicateObjects();
        for (const QString &object : duplicates) {
            const bool ingress = object.startsWith(QLatin1String("Ingress "));
            QString field;
            for (const App &app : project.apps) {
                for (const Manifest &m : result.manifests.forRelease(app.name)) {
                    if (ingress && m.kind == QLatin1String("Ingress") && m.name == object.mid(8))
                        field = app.fieldPrefix() + QStringLiteral(".domains");
                }
            }
            result.findings.append(Finding::error(
                QStringLiteral("%1 is rendered twice; two objects cannot share a name%2")
                    .arg(object, ingress ? QStringLiteral(" (two domains give the same Ingress name: change one)") : QString()),
                field, project.locate(field)));
        }
        finish(duplicates.isEmpty());
        return;
    }
    const PlannedRelease &release = releases.at(index);
    const QDir root(tempDir->path());
    QString chartDir;
    QString error;
    QString fieldPath;
    if (!ReleasePlan::write(project, release, pullSecrets, deploymentId, tempDir->path(), &chartDir, &valuesFile, &error,
                            &fieldPath)) {
        removeValuesFile();
        result.errorText = error;
        result.findings.append(Finding::error(error, fieldPath.isEmpty() ? release.fieldPath : fieldPath));
        finish(false);
        return;
    }

    // Helm keeps config, cache and plugins under these; point them into the temp dir so a preview
    // never reads or writes the user's ~/.config/helm, ~/.cache/helm or ~/.local/share/helm.
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HELM_CONFIG_HOME"), root.filePath(QStringLiteral("helm/config")));
    env.insert(QStringLiteral("HELM_CACHE_HOME"), root.filePath(QStringLiteral("helm/cache")));
    env.insert(QStringLiteral("HELM_DATA_HOME"), root.filePath(QStringLiteral("helm/data")));

    const quint64 gen = generation;
    auto *p = new QProcess(q);
    process = p;
    p->setProcessEnvironment(env);
    p->setWorkingDirectory(tempDir->path());
    p->setProgram(helm.program);
    QStringList args = ReleasePlan::helmTemplateArguments(release, chartDir, valuesFile);
    // The toolbar's target: what a deploy there applies (docs/architecture.md §2).
    const int ns = args.indexOf(QStringLiteral("--namespace"));
    if (!target.namespaceName.isEmpty() && ns >= 0 && ns + 1 < args.size())
        args[ns + 1] = target.namespaceName;
    if (!target.kubeVersion.isEmpty())
        args << QStringLiteral("--kube-version") << target.kubeVersion;
    for (const QString &api : std::as_const(target.apiVersions))
        args << QStringLiteral("--api-versions") << api;
    p->setArguments(args);
    QObject::connect(p, QOverload<int, QProcess::ExitStatus>::of(&QProcess::finished), q,
                     [this, gen](int code, QProcess::ExitStatus status) { onHelmFinished(gen, code, status); });
    QObject::connect(p, &QProcess::errorOccurred, q, [this, gen](QProcess::ProcessError e) {
        if (e == QProcess::FailedToStart)
            onHelmFailedToStart(gen);
    });
    auto *t = new QTimer(q);
    watchdog = t;
    t->setSingleShot(true);
    QObject::connect(t, &QTimer::timeout, q, [this, gen] { onTimeout(gen); });
    t->start(timeoutMs);
    p->start();
}

void RenderJob::Private::onHelmFinished(quint64 gen, int exitCode, QProcess::ExitStatus status)
{
    if (gen != generation || !process)
        return;
    const QByteArray out = process->readAllStandardOutput();
    const QString err = QString::fromUtf8(process->readAllStandardError());
    stopProcess();
    const PlannedRelease &release = releases.at(index);
    if (status != QProcess::NormalExit || exitCode != 0) {
        result.errorText = err.trimmed().isEmpty()
            ? QStringLiteral("helm template %1 failed with exit code %2").arg(release.name).arg(exitCode)
            : err.trimmed();
        result.findings += HelmErrors::parse(result.errorText, release.fieldPath);
        finish(false);
        return;
    }
    result.manifests.append(ManifestSet::parse(release.name, out, release.kind));
    ++index;
    startNext();
}

void RenderJob::Private::onHelmFailedToStart(quint64 gen)
{
    if (gen != generation || !process)
        return;
    result.errorText = QStringLiteral("cannot run %1: %2").arg(helm.program, process->errorString());
    stopProcess();
    result.findings.append(Finding::error(result.errorText, currentFieldPath()));
    finish(false);
}

void RenderJob::Private::onTimeout(quint64 gen)
{
    if (gen != generation)
        return;
    stopProcess();
    const QString release = index < releases.size() ? releases.at(index).name + QLatin1Char(' ') : QString();
    result.errorText = QStringLiteral("helm template %1did not finish within %2 s and was stopped").arg(release).arg(timeoutMs / 1000.0);
    result.findings.append(Finding::error(result.errorText, currentFieldPath()));
    finish(false);
}

void RenderJob::Private::stopProcess()
{
    if (watchdog) {
        watchdog->stop();
        watchdog->deleteLater();
    }
    watchdog = nullptr;
    if (!process) {
        removeValuesFile();
        return;
    }
    QProcess *p = process;
    process = nullptr;
    p->disconnect(q);
    if (p->state() != QProcess::NotRunning) {
        p->kill();
        p->waitForFinished(2000);   // reap it; SIGKILL makes this immediate
    }
    p->deleteLater();
    removeValuesFile();   // helm has read it (or is dead): the secrets need not stay on disk
}

void RenderJob::Private::removeValuesFile()
{
    if (!valuesFile.isEmpty())
        QFile::remove(valuesFile);
    valuesFile.clear();
}

void RenderJob::Private::finish(bool ok)
{
    running = false;
    result.ok = ok && !result.cancelled;
    if (!result.ok)
        result.manifests = ManifestSet();   // all releases or none: never a half-rendered project
    result.elapsedMs = timer.isValid() ? timer.elapsed() : 0;
    const RenderResult r = result;
    result = RenderResult();
    project = Project();
    pullSecrets.clear();
    releases.clear();
    removeValuesFile();
    tempDir.reset();   // removes the charts and any values file left
    emitLater(r);
}

void RenderJob::Private::emitLater(const RenderResult &r)
{
    // Always from the event loop, never inside start() or cancel(): callers can connect or spy
    // after calling start(), and see exactly one finished() per start().
    RenderJob *job = q;
    QMetaObject::invokeMethod(job, [job, r] { Q_EMIT job->finished(r); }, Qt::QueuedConnection);
}

} // namespace HelmDeck
