// SPDX-License-Identifier: GPL-3.0-or-later
#include "renderplan.h"

#include "helmerrors.h"
#include "job/runner.h"
#include "job/worker.h"
#include "kustomizepostrenderer.h"
#include "model/monitoringvalidator.h"
#include "registry/pullsecretresolution.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QSet>

namespace HelmDeck {

struct RenderPlan::State
{
    Project project; // with the target's namespace applied
    RenderOptions options;
    QString root;
    QList<PlannedRelease> releases; // one render step each, in plan order
    QMap<QString, QByteArray> payloads;
    Findings credentialFindings;
    QHash<QString, QString> writeErrors; // release → why its chart could not be written
    QHash<QString, QString> writeFields; // release → the model field of that error
    QHash<QString, QString> stderrOf; // release → helm's stderr when it failed
    QHash<QString, QByteArray> keys; // release → input hash (with a cache)
    QHash<QString, QByteArray> reused; // release → its output, taken from the cache
    QSet<QString> absent; // pull secrets without a payload: not rendered
    // Credential helpers block, and writing fifty charts takes longer than a frame: both run through
    // Workers owned here (Step::cancel drops the result).
    std::unique_ptr<QObject> guard = std::make_unique<QObject>();
    std::unique_ptr<Worker> worker = std::make_unique<Worker>(guard.get());
    std::unique_ptr<Worker> chartWorker = std::make_unique<Worker>(guard.get());
};

namespace {

/** A release's chart dir and values file (empty without secret values) under @p root. */
void releasePaths(const QString &root, const PlannedRelease &release, QString *chartDir, QString *valuesFile)
{
    *chartDir = QDir(root).filePath(QStringLiteral("charts/") + release.name);
    *valuesFile = release.hasSecretValues()
        ? QDir(root).filePath(QStringLiteral("values/") + release.name + QStringLiteral(".yaml"))
        : QString();
}

/**
 * Everything one `helm template` run depends on (RenderCache's key), from the files as they would
 * be written: the work dir's path is not part of it.
 */
QByteArray inputKey(
    const QStringList &argv, const QString &root, const ReleaseFiles &files, const HelmTool &helm)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    const QFileInfo program(helm.program);
    ChartFiles::addField(hash, helm.program.toUtf8());
    ChartFiles::addField(hash, helm.version.toUtf8());
    ChartFiles::addField(hash, QByteArray::number(program.size()));
    ChartFiles::addField(hash, QByteArray::number(program.lastModified().toMSecsSinceEpoch()));
    for (const QString &argument : argv)
        ChartFiles::addField(hash, QString(argument).replace(root, QStringLiteral("<work>")).toUtf8());
    files.chart.addTo(hash);
    if (files.hasSecretValues)
        ChartFiles::addField(hash, files.secretValues);
    return hash.result();
}

/** The app release's kustomize post-render folder, or "" (no post-render). */
QString kustomizeDir(const Project &project, const PlannedRelease &release)
{
    if (release.kind != PlannedRelease::Kind::App || release.appIndex < 0
        || release.appIndex >= project.apps.size())
        return QString();
    return project.apps.at(release.appIndex).kustomizeDir;
}

/** What the charts step needs, copied: it runs off the plan's thread. */
struct ChartsInput
{
    Project project;
    QList<PlannedRelease> releases;
    QMap<QString, QByteArray> payloads;
    QHash<QString, AppIdentities> identities; // app release → its live identities
    QString deploymentId;
    QString root;
    HelmTool helm;
    RenderTarget target;
    bool keyed = false; // with a render cache
    QHash<QString, RenderCache::Entry> cached; // the cache's entries when the step began
};

/** One release after the charts step. */
struct WrittenRelease
{
    bool absent = false;
    QString error, fieldPath; // the chart could not be built or written
    QByteArray key;
    bool reused = false;
    QByteArray output; // when reused
};

/** Builds every release's files in memory, hashes them, and writes those the cache cannot give. */
QHash<QString, WrittenRelease> writeCharts(const ChartsInput &in, const std::function<bool()> &cancelled)
{
    QHash<QString, WrittenRelease> out;
    for (const PlannedRelease &r : in.releases) {
        if (cancelled())
            break;
        WrittenRelease &w = out[r.name];
        if (r.kind == PlannedRelease::Kind::PullSecret
            && !in.payloads.contains(in.project.apps.at(r.appIndex).name)) {
            w.absent = true; // no credentials for the image's registry: no pull-secret release
            continue;
        }
        ReleaseFiles files;
        QString fieldPath;
        if (!ReleasePlan::files(in.project, r, in.payloads, in.deploymentId, &files, &w.error, &fieldPath,
                in.identities.value(r.name))) {
            w.fieldPath = fieldPath.isEmpty() ? r.fieldPath : fieldPath;
            continue;
        }
        // the kustomize folder's files are not in the key: a post-rendered release is always run
        if (in.keyed && kustomizeDir(in.project, r).isEmpty()) {
            QString chartDir, valuesFile;
            releasePaths(in.root, r, &chartDir, &valuesFile);
            const QStringList argv = QStringList { in.helm.program }
                + RenderPlan::helmTemplateArguments(r, chartDir, valuesFile, in.target);
            w.key = inputKey(argv, in.root, files, in.helm);
            const auto hit = in.cached.constFind(r.name);
            if (hit != in.cached.cend() && hit->key == w.key) {
                w.reused = true; // a reused release writes nothing
                w.output = hit->output;
                continue;
            }
        }
        QString chartDir, valuesFile;
        if (!ReleasePlan::writeFiles(r, files, in.root, &chartDir, &valuesFile, &w.error))
            w.fieldPath = r.fieldPath;
    }
    return out;
}

/**
 * "charts": builds, hashes and writes every release's chart off the plan's thread (Worker), after
 * the credentials (a pull secret's payload) and before the helm runs; the release steps' prepare
 * hooks then only read what it left.
 */
Step chartsStep(const std::shared_ptr<RenderPlan::State> &state)
{
    Step s;
    s.id = QStringLiteral("charts");
    s.title = QCoreApplication::translate("HelmDeck::RenderPlan", "Write the charts");
    s.timeoutMs = state->options.timeoutMs;
    s.start = [state](PlanContext &context, Step &, StepDone done) {
        ChartsInput in;
        in.project = state->project;
        in.releases = state->releases;
        in.payloads = state->payloads;
        in.deploymentId = state->options.deploymentId;
        in.root = state->root;
        in.helm = state->options.helm;
        in.target = state->options.target;
        if (state->options.identities) { // reads the context: here, on the plan's thread
            for (const PlannedRelease &r : std::as_const(state->releases)) {
                if (r.kind == PlannedRelease::Kind::App)
                    in.identities.insert(r.name, state->options.identities(context));
            }
        }
        if (const std::shared_ptr<RenderCache> &cache = state->options.cache) {
            in.keyed = true;
            in.cached = cache->entries(); // implicitly shared: a cheap copy the worker may read
        }
        state->chartWorker->start(
            [in](const std::function<bool()> &cancelled) { return writeCharts(in, cancelled); },
            [state, done](const QHash<QString, WrittenRelease> &written) {
                for (auto it = written.cbegin(); it != written.cend(); ++it) {
                    const WrittenRelease &w = it.value();
                    if (w.absent)
                        state->absent.insert(it.key());
                    if (!w.error.isEmpty()) {
                        state->writeErrors.insert(it.key(), w.error);
                        state->writeFields.insert(it.key(), w.fieldPath);
                    }
                    if (!w.key.isEmpty())
                        state->keys.insert(it.key(), w.key);
                    if (w.reused)
                        state->reused.insert(it.key(), w.output);
                }
                done(true); // a chart that could not be written fails its release's step
            });
    };
    s.cancel = [state] { state->chartWorker->cancel(); };
    return s;
}

Step credentialStep(const std::shared_ptr<RenderPlan::State> &state)
{
    Step s;
    s.id = QStringLiteral("credentials");
    s.title = QCoreApplication::translate("HelmDeck::RenderPlan", "Resolve registry credentials");
    // Each helper run is bounded by helperTimeoutMs; this only catches a resolution that hangs.
    s.timeoutMs = state->options.helperTimeoutMs * (state->project.apps.size() + 1) + 10000;
    s.start = [state](PlanContext &, Step &, StepDone done) {
        const QList<App> apps = state->project.apps;
        const QProcessEnvironment environment = state->options.credentialEnvironment;
        const int helperTimeout = state->options.helperTimeoutMs;
        const std::shared_ptr<CredentialCache> cache = state->options.credentialCache;
        state->worker->start(
            [apps, environment, helperTimeout, cache](const std::function<bool()> &) {
                return PullSecretResolution::resolve(apps, environment, helperTimeout, cache.get());
            },
            [state, done](PullSecretResolution::Outcome outcome) {
                state->payloads = outcome.payloads;
                state->credentialFindings = outcome.findings;
                QStringList errors;
                for (const Finding &f : std::as_const(outcome.findings)) {
                    if (f.severity == Finding::Severity::Error)
                        errors.append(f.message);
                }
                done(errors.isEmpty(), errors.join(QLatin1Char('\n')));
            });
    };
    s.cancel = [state] { state->worker->cancel(); };
    return s;
}

Step releaseStep(const std::shared_ptr<RenderPlan::State> &state, int index)
{
    const PlannedRelease &release = state->releases.at(index);
    QString chartDir, valuesFile;
    releasePaths(state->root, release, &chartDir, &valuesFile);
    Step s;
    s.id = RenderPlan::stepId(release.name);
    s.title = QCoreApplication::translate("HelmDeck::RenderPlan", "Render %1").arg(release.name);
    s.argv = QStringList { state->options.helm.program }
        + RenderPlan::helmTemplateArguments(release, chartDir, valuesFile, state->options.target);
    s.environment = RenderPlan::helmEnvironment(state->root);
    const QString kustomize = kustomizeDir(state->project, release);
    if (!kustomize.isEmpty()) {
        const int major = state->options.helm.major;
        s.argv += KustomizePostRenderer::arguments(
            major, state->root, kustomize, KustomizePostRenderer::kubectlProgram());
        s.environment.insert(KustomizePostRenderer::environment(major, state->root));
    }
    s.timeoutMs = state->options.timeoutMs;
    s.echoStdout = false;
    s.concurrent = true;
    if (!valuesFile.isEmpty())
        s.removeAfter.append(valuesFile);
    const QString name = release.name;
    // The charts step wrote (or found in the cache) everything: this only reads what it left.
    s.prepare = [state, name, kustomize](PlanContext &context, Step &self, bool *skip, QString *error) {
        if (!kustomize.isEmpty() && !KustomizePostRenderer::write(state->root, error))
            return false;
        if (state->absent.contains(name)) {
            *skip = true;
            return true;
        }
        if (const auto e = state->writeErrors.constFind(name); e != state->writeErrors.cend()) {
            *error = *e;
            return false;
        }
        if (const auto out = state->reused.constFind(name); out != state->reused.cend()) {
            context.outputs.insert(self.id, *out);
            *skip = true;
        }
        return true;
    };
    s.explainFailure = [state, name](const QString &stderrText) {
        state->stderrOf.insert(name, stderrText);
        return QString(); // the step's own message stays; result() reads the whole stderr
    };
    return s;
}

} // namespace

RenderPlan::RenderPlan(const Project &project, const RenderOptions &options)
    : m_state(std::make_shared<State>())
{
    State &state = *m_state;
    state.options = options;
    state.project = project;
    const QString ns = options.target.namespaceName;
    if (!ns.isEmpty()) {
        for (App &app : state.project.apps)
            app.kubeNamespace = ns;
        for (StorageEntry &entry : state.project.storage)
            entry.kubeNamespace = ns;
    }
    if (!m_plan.makeWorkDir()) {
        m_error = QCoreApplication::translate(
            "HelmDeck::RenderPlan", "cannot create a private temporary directory in %1")
                      .arg(QDir::tempPath());
        return;
    }
    state.root = m_plan.workDir->path();

    // Which releases may exist: a pull secret only when its payload is (or may be) resolved.
    QMap<QString, QByteArray> candidates
        = options.resolveCredentials ? QMap<QString, QByteArray>() : options.pullSecretPayloads;
    bool resolve = false;
    for (int i = 0; i < state.project.apps.size(); ++i) {
        const App &app = state.project.apps.at(i);
        if (options.resolveCredentials && PullSecretResolution::needsResolution(app)
            && (options.appIndex < 0 || options.appIndex == i)) {
            candidates.insert(app.name, QByteArray());
            resolve = true;
        }
    }
    if (!options.resolveCredentials)
        state.payloads = options.pullSecretPayloads;
    const QList<PlannedRelease> all = ReleasePlan::releases(state.project, candidates);
    QStringList apps;
    for (const PlannedRelease &release : all) {
        if (options.appIndex >= 0
            && (release.appIndex != options.appIndex || release.kind == PlannedRelease::Kind::Storage))
            continue;
        state.releases.append(release);
        if (release.kind == PlannedRelease::Kind::App)
            apps.append(release.name);
    }
    m_plan.title = QCoreApplication::translate("HelmDeck::RenderPlan", "Render %1")
                       .arg(apps.join(QStringLiteral(", ")));
    if (resolve)
        m_plan.steps.append(credentialStep(m_state));
    m_plan.steps.append(chartsStep(m_state));
    for (int i = 0; i < state.releases.size(); ++i)
        m_plan.steps.append(releaseStep(m_state, i));
}

bool RenderPlan::isValid() const
{
    return m_error.isEmpty();
}

QString RenderPlan::error() const
{
    return m_error;
}

const Plan &RenderPlan::plan() const
{
    return m_plan;
}

QStringList RenderPlan::releaseNames() const
{
    QStringList names;
    for (const PlannedRelease &release : std::as_const(m_state->releases))
        names.append(release.name);
    return names;
}

QString RenderPlan::stepId(const QString &release)
{
    return QStringLiteral("render-") + release;
}

QStringList RenderPlan::helmTemplateArguments(const PlannedRelease &release, const QString &chartDir,
    const QString &valuesFile, const RenderTarget &target)
{
    // Secrets reach helm only through the -f file, never on argv (which every user can read).
    QStringList args { QStringLiteral("template"), release.name, chartDir, QStringLiteral("--namespace"),
        target.namespaceName.isEmpty() ? release.kubeNamespace : target.namespaceName };
    if (!valuesFile.isEmpty())
        args << QStringLiteral("-f") << valuesFile;
    if (!target.kubeVersion.isEmpty())
        args << QStringLiteral("--kube-version") << target.kubeVersion;
    for (const QString &api : target.apiVersions)
        args << QStringLiteral("--api-versions") << api;
    return args;
}

QMap<QString, QString> RenderPlan::helmEnvironment(const QString &root)
{
    const QDir dir(root);
    return {
        { QStringLiteral("HELM_CONFIG_HOME"), dir.filePath(QStringLiteral("helm/config")) },
        { QStringLiteral("HELM_CACHE_HOME"), dir.filePath(QStringLiteral("helm/cache")) },
        { QStringLiteral("HELM_DATA_HOME"), dir.filePath(QStringLiteral("helm/data")) },
    };
}

RenderResult RenderPlan::result(const RunResult &run, const PlanContext &context) const
{
    QHash<QString, RenderCache::Entry> entries;
    const RenderResult r = collect(run, context, &entries);
    storeInCache(r, entries);
    return r;
}

void RenderPlan::storeInCache(
    const RenderResult &result, const QHash<QString, RenderCache::Entry> &entries) const
{
    if (result.ok && m_state->options.cache)
        m_state->options.cache->replace(entries);
}

RenderResult RenderPlan::collect(
    const RunResult &run, const PlanContext &context, QHash<QString, RenderCache::Entry> *entries) const
{
    const State &state = *m_state;
    RenderResult r;
    r.findings = state.credentialFindings;
    if (!run.ok) {
        r.cancelled = run.cancelled;
        if (run.cancelled)
            return r;
        const QString failedId = m_plan.steps.value(run.failedStep).id;
        const PlannedRelease *release = nullptr;
        for (const PlannedRelease &candidate : state.releases) {
            if (stepId(candidate.name) == failedId)
                release = &candidate;
        }
        if (!release) { // the credentials: their findings are in already
            QStringList errors;
            for (const Finding &f : state.credentialFindings) {
                if (f.severity == Finding::Severity::Error)
                    errors.append(f.message);
            }
            r.errorText = errors.isEmpty() ? run.message : errors.join(QLatin1Char('\n'));
            if (errors.isEmpty())
                r.findings.append(Finding::error(run.message));
        } else if (state.writeErrors.contains(release->name)) {
            r.errorText = state.writeErrors.value(release->name);
            r.findings.append(Finding::error(r.errorText, state.writeFields.value(release->name)));
        } else if (run.timedOut) {
            r.errorText = QCoreApplication::translate(
                "HelmDeck::RenderPlan", "helm template %1 did not finish within %2 s and was stopped")
                              .arg(release->name)
                              .arg(state.options.timeoutMs / 1000.0);
            r.findings.append(Finding::error(r.errorText, release->fieldPath));
        } else if (const QString err = state.stderrOf.value(release->name).trimmed(); !err.isEmpty()) {
            r.errorText = err;
            r.findings += HelmErrors::parse(err, release->fieldPath);
        } else {
            r.errorText = run.message;
            r.findings.append(Finding::error(run.message, release->fieldPath));
        }
        return r;
    }

    for (const PlannedRelease &release : state.releases) {
        const auto out = context.outputs.constFind(stepId(release.name));
        if (out == context.outputs.cend())
            continue; // a pull secret without a payload
        r.manifests.append(ManifestSet::parse(release.name, *out, release.kind));
        if (!state.reused.contains(release.name))
            ++r.helmRuns;
        if (state.keys.contains(release.name))
            entries->insert(release.name, RenderCache::Entry { state.keys.value(release.name), *out });
    }
    // Names are derived (domain slugs, entry names): two derived names can still meet.
    const QStringList duplicates = r.manifests.duplicateObjects();
    for (const QString &object : duplicates) {
        const bool ingress = object.startsWith(QLatin1String("Ingress "));
        QString field;
        for (const App &app : state.project.apps) {
            for (const Manifest &m : r.manifests.forRelease(app.name)) {
                if (ingress && m.kind == QLatin1String("Ingress") && m.name == object.mid(8))
                    field = app.fieldPrefix() + QStringLiteral(".domains");
            }
        }
        r.findings.append(Finding::error(ingress
                ? QCoreApplication::translate("HelmDeck::RenderPlan",
                    "%1 is rendered twice; two objects cannot share a name (two domains give the same "
                    "Ingress name: change one)")
                      .arg(object)
                : QCoreApplication::translate(
                    "HelmDeck::RenderPlan", "%1 is rendered twice; two objects cannot share a name")
                      .arg(object),
            field, state.project.locate(field)));
    }
    // what the target cluster cannot take (its API versions, when known): the deploy would fail there
    r.findings += MonitoringValidator::clusterFindings(state.project, state.options.target.apiVersions);
    r.ok = duplicates.isEmpty();
    if (!r.ok)
        r.manifests = ManifestSet();
    return r;
}

} // namespace HelmDeck
