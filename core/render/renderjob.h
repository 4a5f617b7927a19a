// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cluster/helmtool.h"
#include "model/finding.h"
#include "model/project.h"
#include "registry/credentialcache.h"
#include "rendercache.h"
#include "renderresult.h"
#include "rendertarget.h"

#include <QObject>
#include <QProcessEnvironment>

#include <memory>

namespace HelmDeck {

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
 * and ok = false); then the render plan (RenderPlan, the one render path shared with the diff), run
 * by a Runner: resolve registry credentials for the apps whose pull secret comes from them
 * (PullSecretResolution, through Worker, because credential helpers are child processes that
 * block), then write each chart to the plan's private work dir (0700) and run `helm template` for
 * every release at the same time, each in its own process group. Never blocks the caller's thread.
 * A credential error fails the whole render before any helm run, with findings naming the file or
 * helper: nothing is rendered half-way.
 *
 * Secrets (env values, the registry payload) reach helm only as `-f <file>`: 0600 files inside the
 * temp dir, each removed as soon as its helm run ends, the rest with the dir. Never on argv.
 *
 * Per release: `helm template <release> <tmp>/charts/<release> --namespace <ns> [-f <values>]
 * [--kube-version <v>] [--api-versions <a>]…` (setTarget()) with HELM_CONFIG_HOME, HELM_CACHE_HOME and
 * HELM_DATA_HOME inside the temp dir (nothing touches ~). With a render cache (setRenderCache()) a
 * release whose chart files, values, helm and argv are unchanged since the cached render is reused,
 * not run. The first failure stops the render (the other helm runs are killed): helm's stderr goes to
 * errorText and, through HelmErrors, into findings naming the template file and line, on the release's field
 * path (PlannedRelease::fieldPath). Validator warnings are kept in findings of a successful render too.
 *
 * cancel() kills the running helm runs' process groups (SIGTERM, SIGKILL after Runner::KillGraceMs;
 * a credential resolution in progress finishes on its own in its thread, bounded by the helper
 * timeout, and its result is dropped). finished() is emitted exactly
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
    /** Kills running helm runs without emitting finished(). */
    ~RenderJob() override;

    void start(const Project &project);
    void cancel();
    bool isRunning() const;

    /** The deployment id rendered into pod templates; empty = "0". A preview passes the deployed id so the
     * diff stays quiet. */
    void setDeploymentId(const QString &deploymentId);
    /** Per helm run, in milliseconds (DefaultTimeoutMs). */
    void setTimeout(int milliseconds);
    /**
     * What the render is for (default: nothing set): a non-empty namespace moves every release to
     * it, kubeVersion and apiVersions go to `helm template`. Applies from the next start().
     */
    void setTarget(const RenderTarget &target);
    /**
     * Reuse unchanged releases of the last successful render (RenderCache). Shared, because a
     * preview makes a new job per render. Null = none (default).
     */
    void setRenderCache(const std::shared_ptr<RenderCache> &cache);
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
