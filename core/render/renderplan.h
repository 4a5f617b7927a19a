// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chart/appidentities.h"
#include "chart/releaseplan.h"
#include "cluster/helmtool.h"
#include "job/plan.h"
#include "registry/credentialcache.h"
#include "rendercache.h"
#include "renderresult.h"
#include "rendertarget.h"

#include <QMap>
#include <QProcessEnvironment>

#include <functional>
#include <memory>

namespace HelmDeck {

struct RunResult;

/** What a render needs besides the project. */
struct RenderOptions
{
    HelmTool helm; ///< HelmTool::detect(); must be valid
    RenderTarget target; ///< namespace override, --kube-version, --api-versions
    QString deploymentId; ///< rendered into pod templates; empty = "0"
    int timeoutMs = 120000; ///< per helm run (ms)
    /**
     * True: the plan's first step resolves registry credentials (PullSecretResolution, off-thread)
     * with @c credentialEnvironment, @c helperTimeoutMs and @c credentialCache. False: the caller
     * resolved them, @c pullSecretPayloads are used (a deploy's diff).
     */
    bool resolveCredentials = true;
    QProcessEnvironment credentialEnvironment = QProcessEnvironment::systemEnvironment();
    int helperTimeoutMs = 10000;
    std::shared_ptr<CredentialCache> credentialCache;
    QMap<QString, QByteArray> pullSecretPayloads; ///< app name → `.dockerconfigjson`
    /** ≥ 0: only this app's config, pull-secret and app releases (a deploy's diff); -1: every release. */
    int appIndex = -1;
    /** The app release's live identities (a deploy's cron suffixes, kept deployment ids), read when it is
     * written. */
    std::function<AppIdentities(const PlanContext &context)> identities;
    /** Releases whose inputs are unchanged since the cache's render are reused, not run. Null = none. */
    std::shared_ptr<RenderCache> cache;
};

/**
 * The one render path (docs/architecture.md §2): the preview, `helmdeck render` and a deploy's diff
 * all render through the Plan built here, run by Runner.
 *
 * Steps: "credentials" (in-process; only when RenderOptions::resolveCredentials and an app's pull
 * secret comes from credentials: PullSecretResolution through Worker, since credential helpers
 * block; an error fails the render before any helm run), then "charts" (in-process, through
 * Worker: writing fifty charts takes longer than a frame), then one "render-<release>" process step
 * per release of ReleasePlan, all concurrent. The charts step builds every release's files in
 * memory (ReleasePlan::files()), hashes them, and writes those the cache cannot give into the plan's
 * private work dir (0700), the secret values into a 0600 `-f` file that is removed when its release
 * step ends; a pull-secret release without a payload is skipped. A chart that cannot be written
 * fails its release's step. The argv is built here only:
 *
 *   helm template <release> <work>/charts/<release> --namespace <ns> [-f <work>/values/<release>.yaml]
 *        [--kube-version <v>] [--api-versions <a>]…
 *
 * with HELM_CONFIG_HOME, HELM_CACHE_HOME and HELM_DATA_HOME inside the work dir (nothing reads or
 * writes the user's helm config, cache or plugins). A non-empty RenderTarget::namespaceName moves
 * every app and storage entry (so every release) to that namespace.
 *
 * With a RenderOptions::cache, a release whose key (RenderCache: the files as they would be
 * written, the argv and the helm binary) matches writes nothing, its step is skipped and its cached
 * output used: result() counts it as rendered, RenderResult::helmRuns does not.
 */
class RenderPlan
{
public:
    /** Builds the plan (and its work dir); check isValid(). */
    RenderPlan(const Project &project, const RenderOptions &options);

    /** False when the work dir cannot be made (error()). */
    bool isValid() const;
    QString error() const;
    const Plan &plan() const;
    /** The releases the plan renders, in plan order (a pull secret that turns out to have no payload is
     * skipped). */
    QStringList releaseNames() const;

    /**
     * The render after @p run of plan() ended, from @p context: manifests of every release in
     * plan order, or ok = false with findings (credential errors; a chart that cannot be written,
     * on its field; helm's stderr through HelmErrors on the release's field path; a timeout;
     * objects rendered twice). Updates RenderOptions::cache after a successful render.
     */
    RenderResult result(const RunResult &run, const PlanContext &context) const;
    /**
     * result() in two halves, so the parsing of large manifests can leave the caller's thread:
     * collect() only reads this plan and @p context (safe on any one thread once the run has ended)
     * and leaves the cache entries of a successful render in @p entries; storeInCache() (on the
     * plan's own thread, where the cache is read) then updates RenderOptions::cache.
     */
    RenderResult collect(
        const RunResult &run, const PlanContext &context, QHash<QString, RenderCache::Entry> *entries) const;
    void storeInCache(const RenderResult &result, const QHash<QString, RenderCache::Entry> &entries) const;

    /** "render-<release>" */
    static QString stepId(const QString &release);
    /** The argv of one release's render, without the program (see above). */
    static QStringList helmTemplateArguments(const PlannedRelease &release, const QString &chartDir,
        const QString &valuesFile, const RenderTarget &target);
    /** HELM_CONFIG_HOME, HELM_CACHE_HOME, HELM_DATA_HOME under "<root>/helm". */
    static QMap<QString, QString> helmEnvironment(const QString &root);

    struct State;

private:
    std::shared_ptr<State> m_state;
    Plan m_plan;
    QString m_error;
};

} // namespace HelmDeck
