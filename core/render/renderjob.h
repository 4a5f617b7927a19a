// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/finding.h"
#include "model/project.h"
#include "registry/credentialcache.h"
#include "cluster/helmtool.h"
#include "manifestset.h"
#include "rendertarget.h"

#include <QObject>
#include <QPointer>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>

#include <memory>

namespace HelmDeck {

/** The outcome of one render. */
struct RenderResult
{
    bool ok = false;
    bool cancelled = false;
    ManifestSet manifests;   ///< every release, or empty when !ok; unredacted: show or print redacted() / toYaml(false)
    Findings findings;   ///< helm errors become findings naming the template file and line
    QString errorText;   ///< helm's stderr on failure
    qint64 elapsedMs = 0;
};

/**
 * Renders every release of a project with the real `helm template`, asynchronously, in install
 * order (ReleasePlan): per app "config-<app>" and, when it has a payload, "pull-secret-<app>"; then
 * "storage-<entry>" for every storage entry; then "<app>" per app. RenderResult::manifests keeps each
 * document's release.
 *
 * The project is rendered as given: callers apply the user's defaults first
 * (GlobalSettings::applied(), e.g. the default image-pull-secrets), as the preview and the CLI do.
 *
 * Steps: validate (a project with validation errors is not rendered: finished() carries the findings
 * and ok = false); resolve registry credentials for the apps whose pull secret comes from them
 * (PullSecretResolution) in a worker thread, because credential helpers are child processes that
 * block; then write each chart to a private temp dir (0700) and run helm with QProcess, one release
 * after another. Never blocks the caller's thread. A credential error fails the whole render before
 * any helm run, with findings naming the file or helper: nothing is rendered half-way.
 *
 * Secrets (env values, the registry payload) reach helm only as `-f <file>`: 0600 files inside the
 * temp dir, each removed as soon as its helm run ends, the rest with the dir. Never on argv.
 *
 * Per release: `helm template <release> <tmp>/charts/<release> --namespace <ns> [-f <values>]` with
 * HELM_CONFIG_HOME, HELM_CACHE_HOME and HELM_DATA_HOME inside the temp dir (nothing touches ~). The
 * first failure stops the render: helm's stderr goes to errorText and, through HelmErrors, into
 * findings naming the template file and line, on the release's field path (PlannedRelease::fieldPath).
 * Validator warnings are kept in findings of a successful render too.
 *
 * cancel() kills the running helm (a credential resolution in progress finishes on its own in its
 * thread, bounded by the helper timeout, and its result is dropped). finished() is emitted exactly
 * once per start(), with cancelled = true after cancel(), always from the event loop (queued), never
 * from inside start() or cancel(), so a QSignalSpy made after start() still sees it. start() while
 * running cancels the running render first (it gets its own finished() with cancelled = true).
 */
class RenderJob : public QObject
{
    Q_OBJECT
public:
    /** A helm run that takes longer than this is killed and reported (ms). */
    static constexpr int DefaultTimeoutMs = 120000;

    /** @p helm as HelmTool::detect() returned it; an invalid one makes every start() fail with its error. */
    explicit RenderJob(const HelmTool &helm, QObject *parent = nullptr);
    /** Kills a running helm without emitting finished(). */
    ~RenderJob() override;

    void start(const Project &project);
    void cancel();
    bool isRunning() const;

    /** The deployment id rendered into pod templates; empty = "0". A preview passes the deployed id so the diff stays quiet. */
    void setDeploymentId(const QString &deploymentId);
    /**
     * What the next start() renders for: a non-empty namespaceName replaces every release's
     * `--namespace`; a non-empty kubeVersion is passed as `--kube-version`, each apiVersions entry
     * as `--api-versions`. Default: empty (the apps' namespaces, helm's defaults).
     */
    void setTarget(const RenderTarget &target);
    const RenderTarget &target() const;
    /** Per helm run, in milliseconds (DefaultTimeoutMs). */
    void setTimeout(int milliseconds);
    /**
     * The environment credentials are resolved with (DOCKER_CONFIG, HELM_REGISTRY_CONFIG,
     * HELM_CONFIG_HOME, XDG_CONFIG_HOME, HOME, and PATH for the helpers). Default: the process
     * environment at start(). helm itself always runs with the process environment.
     */
    void setCredentialEnvironment(const QProcessEnvironment &environment);
    /** Per credential helper run, in milliseconds (CredentialResolver::DefaultHelperTimeoutMs). */
    void setCredentialHelperTimeout(int milliseconds);
    /**
     * Reuse credential resolutions across renders (CredentialCache: outcomes without errors, for a
     * short time, keyed by the config files and environment). Shared, because a preview makes a new
     * job per render and a worker thread may still use it after the job is gone. Null = none (default).
     */
    void setCredentialCache(const std::shared_ptr<CredentialCache> &cache);
    const HelmTool &helm() const;

Q_SIGNALS:
    void finished(const HelmDeck::RenderResult &result);

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace HelmDeck

Q_DECLARE_METATYPE(HelmDeck::RenderResult)
