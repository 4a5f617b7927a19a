// SPDX-License-Identifier: GPL-3.0-or-later
#include "previewcontroller.h"

#include "jobs/clusterpicker.h"
#include "map/objectgraph.h"

namespace HelmDeck {

PreviewController::PreviewController(const HelmTool &helm, QObject *parent)
    : QObject(parent)
    , m_helm(helm)
    , m_credentialCache(std::make_shared<CredentialCache>())
    , m_renderCache(std::make_shared<RenderCache>())
    , m_capabilities(new ClusterCapabilities(KubectlTool(), this))
{
    connect(m_capabilities, &ClusterCapabilities::versionsRead, this, &PreviewController::onVersionsRead);
    m_debounce.setSingleShot(true);
    m_debounce.setInterval(DefaultDebounceMs);
    connect(&m_debounce, &QTimer::timeout, this, &PreviewController::startPending);
}

PreviewController::~PreviewController()
{
    cancel();
}

void PreviewController::setDebounceInterval(int ms)
{
    m_debounce.setInterval(ms);
}

void PreviewController::setGlobalSettings(const GlobalSettings &settings)
{
    m_global = settings;
}

void PreviewController::setCredentialEnvironment(const QProcessEnvironment &environment)
{
    m_credentialEnvironment = environment;
    m_credentialEnvironmentSet = true;
}

void PreviewController::setClusterTarget(const ClusterTarget &target)
{
    if (target.context == m_target.context && target.kubeNamespace == m_target.namespaceName)
        return;
    const bool sameContext = target.context == m_target.context;
    m_target.context = target.context;
    m_target.namespaceName = target.kubeNamespace;
    if (!sameContext) {
        m_target.kubeVersion.clear();
        m_target.apiVersions.clear();
        m_targetNote.clear();
    }
    Q_EMIT renderTargetChanged();
    if (!sameContext && !target.context.isEmpty()) {
        // the versions (cached: at once, from the event loop) re-render through onVersionsRead()
        m_capabilities->request(target);
        return;
    }
    if (m_hasProject)
        renderNow(m_pending);
}

void PreviewController::followPicker(ClusterPicker *picker)
{
    const auto apply
        = [this, picker] { setClusterTarget(picker->hasTarget() ? picker->target() : ClusterTarget()); };
    connect(picker, &ClusterPicker::targetChanged, this, apply);
    apply();
}

void PreviewController::onVersionsRead(const ClusterVersions &versions)
{
    if (versions.context != m_target.context)
        return; // the toolbar moved on
    m_target.kubeVersion = versions.kubeVersion;
    m_target.apiVersions = versions.apiVersions;
    m_targetNote = versions.message;
    Q_EMIT renderTargetChanged();
    if (m_hasProject)
        renderNow(m_pending);
}

void PreviewController::schedule(const Project &project)
{
    m_hasProject = true;
    m_pending = project;
    m_debounce.start();
}

void PreviewController::renderNow(const Project &project)
{
    m_hasProject = true;
    m_pending = project;
    m_debounce.stop();
    startPending();
}

void PreviewController::cancel()
{
    m_debounce.stop();
    if (m_job)
        retire(m_job);
    m_job = nullptr;
}

bool PreviewController::isBusy() const
{
    return m_debounce.isActive() || m_job;
}

void PreviewController::retire(RenderJob *job)
{
    // From here on the job's result is stale: stop listening, stop helm, and let the job delete
    // itself once it has reported its cancellation (or right away when it is idle).
    disconnect(job, &RenderJob::finished, this, nullptr);
    if (job->isRunning()) {
        connect(job, &RenderJob::finished, job, &QObject::deleteLater);
        job->cancel();
    } else {
        job->deleteLater();
    }
}

void PreviewController::startPending()
{
    if (m_job) {
        retire(m_job);
        m_job = nullptr;
    }
    ++m_started;
    // A copy gets the defaults; the editor's project (what is saved) never holds them.
    m_rendering = m_global.applied(m_pending);
    m_clock.start();
    Q_EMIT renderStarted();

    if (!m_helm.isValid()) {
        RenderResult result;
        result.errorText = m_helm.error;
        Q_EMIT renderFinished(result);
        return;
    }
    auto *job = new RenderJob(m_helm, this);
    m_job = job;
    job->setCredentialCache(m_credentialCache);
    job->setRenderCache(m_renderCache); // an edit re-runs helm only for the releases it changes
    job->setTarget(m_target);
    if (m_credentialEnvironmentSet)
        job->setCredentialEnvironment(m_credentialEnvironment);
    connect(job, &RenderJob::finished, this, [this, job](const RenderResult &r) { onJobFinished(job, r); });
    job->start(m_rendering);
}

void PreviewController::onJobFinished(RenderJob *job, const RenderResult &result)
{
    if (job != m_job) // superseded after all
        return;
    m_job = nullptr;
    job->deleteLater();
    if (result.cancelled)
        return;
    RenderResult r = result;
    if (r.elapsedMs <= 0)
        r.elapsedMs = m_clock.elapsed();
    if (r.ok) {
        // The map's dangling references are findings too (docs/architecture.md "The map").
        r.findings += ObjectGraph::build(r.manifests, ObjectGraph::externalObjects(m_rendering)).findings();
    }
    Q_EMIT renderFinished(r);
}

} // namespace HelmDeck
