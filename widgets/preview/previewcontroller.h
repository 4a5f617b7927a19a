// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cluster/clustercapabilities.h"
#include "cluster/helmtool.h"
#include "model/globalsettings.h"
#include "model/project.h"
#include "registry/credentialcache.h"
#include "render/renderjob.h"
#include "render/rendertarget.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QProcessEnvironment>
#include <QTimer>

#include <memory>

namespace HelmDeck {

class ClusterPicker;

/**
 * Turns edits into renders without blocking the UI thread: schedule() restarts a debounce timer;
 * when it fires, a RenderJob renders the latest project. A newer render supersedes an older one:
 * the running job is cancelled and its result, should it still arrive, is ignored. Without a usable
 * helm, a render finishes at once with ok = false and the helm error.
 *
 * Every render applies the user's defaults (setGlobalSettings(), GlobalSettings::applied()) to a copy
 * of the project it is given, and shares one CredentialCache, so the debounced re-renders of an
 * editing session do not run the docker-credential helpers again while nothing they read changed.
 *
 * Every render is for the target the toolbar shows (setClusterTarget(), followPicker()): its
 * namespace replaces the apps' and, once ClusterCapabilities has read the context's Kubernetes and
 * API versions (once per context, off the UI thread), they are passed to helm. A target change
 * re-renders the last project when the versions are known (at once when cached); an unreachable
 * cluster renders with helm's defaults and targetNote() says so.
 */
class PreviewController : public QObject
{
    Q_OBJECT
public:
    static constexpr int DefaultDebounceMs = 250;

    explicit PreviewController(const HelmTool &helm, QObject *parent = nullptr);
    ~PreviewController() override;

    const HelmTool &helm() const { return m_helm; }
    void setDebounceInterval(int ms);

    /** Remembers @p project and (re)starts the debounce timer. */
    void schedule(const Project &project);
    /** Renders @p project now, superseding anything pending or running. */
    void renderNow(const Project &project);
    /** Drops any pending or running render (e.g. when another project is opened). */
    void cancel();
    /** True while a render is pending (debounce) or running. */
    bool isBusy() const;
    /** How many renders were started (superseded ones included). */
    int startedCount() const { return m_started; }
    /**
     * The project the latest started render renders (the one renderFinished() reports on), with the
     * global settings applied.
     */
    const Project &renderingProject() const { return m_rendering; }

    /** The defaults applied to every render from now on (the next render, not a running one). */
    void setGlobalSettings(const GlobalSettings &settings);
    const GlobalSettings &globalSettings() const { return m_global; }
    /** Where credentials are resolved (RenderJob::setCredentialEnvironment); default: the process's. */
    void setCredentialEnvironment(const QProcessEnvironment &environment);
    /**
     * Renders from now on for @p target's namespace (empty: the apps' own) and context (empty: helm's
     * default versions). Re-renders the last scheduled project once the context's versions are read.
     */
    void setClusterTarget(const ClusterTarget &target);
    /** Follows @p picker's context and namespace (now and on every ClusterPicker::targetChanged()). */
    void followPicker(ClusterPicker *picker);
    /** What renders are for now: namespace, context and (once read) the context's versions. */
    const RenderTarget &renderTarget() const { return m_target; }
    /** Why the context's versions are not used (unreachable cluster, no context); empty when they are. */
    QString targetNote() const { return m_targetNote; }
    /** Reads and caches the contexts' versions; set its environment (PATH, KUBECONFIG) here. */
    ClusterCapabilities *clusterCapabilities() const { return m_capabilities; }
    /** The credential cache all renders share (never null). */
    CredentialCache *credentialCache() const { return m_credentialCache.get(); }

Q_SIGNALS:
    /** A render began (after the debounce). */
    void renderStarted();
    /** The latest render finished; superseded renders never reach this signal. */
    void renderFinished(const HelmDeck::RenderResult &result);
    /** The target renders are for changed (namespace, context or the context's versions). */
    void renderTargetChanged();

private:
    void startPending();
    void onJobFinished(RenderJob *job, const RenderResult &result);
    void retire(RenderJob *job);
    void onVersionsRead(const ClusterVersions &versions);

    HelmTool m_helm;
    QTimer m_debounce;
    Project m_pending;
    Project m_rendering;
    QPointer<RenderJob> m_job;
    QElapsedTimer m_clock;
    int m_started = 0;
    GlobalSettings m_global;
    QProcessEnvironment m_credentialEnvironment;
    bool m_credentialEnvironmentSet = false;
    std::shared_ptr<CredentialCache> m_credentialCache;
    std::shared_ptr<RenderCache> m_renderCache;
    ClusterCapabilities *m_capabilities;
    RenderTarget m_target;
    QString m_targetNote;
    bool m_hasProject = false; ///< schedule() or renderNow() was called: a target change re-renders
};

} // namespace HelmDeck
