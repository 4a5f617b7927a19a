// SPDX-License-Identifier: GPL-3.0-or-later
#include "renderplan.h"

#include "helmerrors.h"
#include "job/runner.h"
#include "job/worker.h"
#include "registry/pullsecretresolution.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QSet>

#include <algorithm>

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
    QSet<QString> reused; // releases taken from the cache
    // Credential helpers block: they run through a Worker owned here (Step::cancel drops the result).
    std::unique_ptr<QObject> guard = std::make_unique<QObject>();
    std::unique_ptr<Worker> worker = std::make_unique<Worker>(guard.get());
};

namespace {

void addField(QCryptographicHash &hash, const QByteArray &data)
{
    const QByteArray length = QByteArray::number(data.size()) + ':';
    hash.addData(length);
    hash.addData(data);
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

/** Everything one `helm template` run depends on (RenderCache's key); the work dir's path is not part of it.
 */
QByteArray inputKey(const QStringList &argv, const QString &root, const QString &chartDir,
    const QString &valuesFile, const HelmTool &helm)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    const QFileInfo program(helm.program);
    addField(hash, helm.program.toUtf8());
    addField(hash, helm.version.toUtf8());
    addField(hash, QByteArray::number(program.size()));
    addField(hash, QByteArray::number(program.lastModified().toMSecsSinceEpoch()));
    for (const QString &argument : argv)
        addField(hash, QString(argument).replace(root, QStringLiteral("<work>")).toUtf8());
    QStringList files;
    QDirIterator it(chartDir, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext())
        files.append(it.next());
    std::sort(files.begin(), files.end());
    for (const QString &file : std::as_const(files)) {
        addField(hash, file.mid(chartDir.size()).toUtf8());
        addField(hash, readAll(file));
    }
    if (!valuesFile.isEmpty())
        addField(hash, readAll(valuesFile));
    return hash.result();
}

Step credentialStep(const std::shared_ptr<RenderPlan::State> &state)
{
    Step s;
    s.id = QStringLiteral("credentials");
    s.title = QStringLiteral("Resolve registry credentials");
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
    const QString root = state->root;
    const QString chartDir = QDir(root).filePath(QStringLiteral("charts/") + release.name);
    const bool secretValues
        = release.kind == PlannedRelease::Kind::Config || release.kind == PlannedRelease::Kind::PullSecret;
    const QString valuesFile = secretValues
        ? QDir(root).filePath(QStringLiteral("values/") + release.name + QStringLiteral(".yaml"))
        : QString();
    Step s;
    s.id = RenderPlan::stepId(release.name);
    s.title = QStringLiteral("Render %1").arg(release.name);
    s.argv = QStringList { state->options.helm.program }
        + RenderPlan::helmTemplateArguments(release, chartDir, valuesFile, state->options.target);
    s.environment = RenderPlan::helmEnvironment(root);
    s.timeoutMs = state->options.timeoutMs;
    s.echoStdout = false;
    s.concurrent = true;
    if (!valuesFile.isEmpty())
        s.removeAfter.append(valuesFile);
    const QString name = release.name;
    s.prepare = [state, index](PlanContext &context, Step &self, bool *skip, QString *error) {
        const PlannedRelease &r = state->releases.at(index);
        if (r.kind == PlannedRelease::Kind::PullSecret
            && !state->payloads.contains(state->project.apps.at(r.appIndex).name)) {
            *skip = true; // no credentials for the image's registry: no pull-secret release
            return true;
        }
        AppIdentities identities;
        if (r.kind == PlannedRelease::Kind::App && state->options.identities)
            identities = state->options.identities(context);
        QString chart, values, fieldPath;
        if (!ReleasePlan::write(state->project, r, state->payloads, state->options.deploymentId, state->root,
                &chart, &values, error, &fieldPath, identities)) {
            state->writeErrors.insert(r.name, *error);
            state->writeFields.insert(r.name, fieldPath.isEmpty() ? r.fieldPath : fieldPath);
            return false;
        }
        if (const std::shared_ptr<RenderCache> &cache = state->options.cache) {
            const QByteArray key = inputKey(self.argv, state->root, chart, values, state->options.helm);
            state->keys.insert(r.name, key);
            QByteArray output;
            if (cache->lookup(r.name, key, &output)) {
                context.outputs.insert(self.id, output);
                state->reused.insert(r.name);
                *skip = true;
            }
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
        m_error = QStringLiteral("cannot create a private temporary directory in %1").arg(QDir::tempPath());
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
    m_plan.title = QStringLiteral("Render %1").arg(apps.join(QStringLiteral(", ")));
    if (resolve)
        m_plan.steps.append(credentialStep(m_state));
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
            r.errorText = QStringLiteral("helm template %1 did not finish within %2 s and was stopped")
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
        r.findings.append(Finding::error(
            QStringLiteral("%1 is rendered twice; two objects cannot share a name%2")
                .arg(object,
                    ingress ? QStringLiteral(" (two domains give the same Ingress name: change one)")
                            : QString()),
            field, state.project.locate(field)));
    }
    r.ok = duplicates.isEmpty();
    if (!r.ok)
        r.manifests = ManifestSet();
    return r;
}

} // namespace HelmDeck
