// SPDX-License-Identifier: GPL-3.0-or-later
#include "appsteps.h"
#include "appstepsdetail.h"
#include "gateprogress.h"
#include "gatewatch.h"

#include "chart/chartnames.h"
#include "chart/configchecksum.h"
#include "chart/releaseplan.h"
#include "chart/releasevalues.h"
#include "chart/valuesbuilder.h"
#include "cluster/clustererrors.h"
#include "cluster/livestate.h"
#include "cluster/podfailurewatch.h"
#include "cluster/podprogress.h"
#include "render/kustomizepostrenderer.h"

#include <QDateTime>
#include <QDir>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace HelmDeck {

namespace {

using AppStepsDetail::explainFor;
const QString PartOf = AppStepsDetail::partOf();

} // namespace

std::shared_ptr<Project> targetedProject(const Project &project, int appIndex, const ClusterTarget &target)
{
    auto copy = std::make_shared<Project>(project);
    if (target.kubeNamespace.isEmpty())
        return copy;
    App &app = copy->apps[appIndex];
    app.kubeNamespace = target.kubeNamespace;
    for (const StorageMount &m : app.mounts) {
        const int e = copy->storageIndex(m.entry);
        if (e >= 0)
            copy->storage[e].kubeNamespace = target.kubeNamespace;
    }
    return copy;
}

AppSteps::AppSteps(
    std::shared_ptr<const Project> project, int appIndex, const DeployOptions &options, const QString &root)
    : m_project(std::move(project))
    , m_appIndex(appIndex)
    , m_options(options)
    , m_root(root)
    , m_commands(options.helm, options.kubectl, options.target)
{
    m_namespace = options.target.namespaceFor(app().kubeNamespace);
    m_deploymentId = options.deploymentId.isEmpty() ? QString::number(QDateTime::currentSecsSinceEpoch())
                                                    : options.deploymentId;
    const QString gateJob = gateJobName();
    if (!gateJob.isEmpty())
        m_gate = std::make_shared<GateProgress>(gateJob);
}

QString AppSteps::gateJobName() const
{
    if (!app().hasReleaseGate())
        return QString();
    return ReleaseValues::jobName(app(), ConfigChecksum::of(app()), keepList());
}

AppIdentities AppSteps::identities(
    const PlanContext &context, const QStringList &restartProcesses, const QString &stepPrefix)
{
    AppIdentities identities;
    const QVariantMap suffixes = context.values.value(stepPrefix + QStringLiteral("cronSuffixes")).toMap();
    for (auto it = suffixes.cbegin(); it != suffixes.cend(); ++it)
        identities.cronSuffixes.insert(it.key(), it.value().toString());
    if (!restartProcesses.isEmpty()) {
        // a targeted restart: every other process keeps the id of its live pod template
        const QMap<QString, QString> live
            = LiveState::deploymentIds(context.outputs.value(stepPrefix + QStringLiteral("deployments")));
        for (auto it = live.cbegin(); it != live.cend(); ++it) {
            if (!restartProcesses.contains(it.key()))
                identities.processDeploymentIds.insert(it.key(), it.value());
        }
    }
    return identities;
}

QString AppSteps::stepId(const QString &id) const
{
    return m_prefix + id;
}

void AppSteps::setStepPrefix(const QString &prefix)
{
    m_prefix = prefix;
}

QString AppSteps::releaseChartDir(const QString &release) const
{
    return QDir(m_root).filePath(QStringLiteral("charts/") + release);
}

QString AppSteps::releaseValuesFile(const QString &release) const
{
    return QDir(m_root).filePath(QStringLiteral("values/") + release + QStringLiteral(".yaml"));
}

Step AppSteps::preflight(const Findings &findings) const
{
    Step s = m_commands.step(QStringLiteral("preflight"), tr("Preflight checks"), {});
    s.argv.clear();
    s.environment.clear();
    QStringList errors;
    QStringList warnings;
    for (const Finding &f : findings)
        (f.severity == Finding::Severity::Error ? errors : warnings).append(f.toString());
    s.check = [errors, warnings](PlanContext &, const QByteArray &, QStringList *report, QString *error) {
        *report = warnings;
        if (errors.isEmpty()) {
            report->append(tr("ok: tools found, project valid, image in a registry"));
            return true;
        }
        *report += errors;
        *error = errors.size() == 1 ? errors.first()
                                    : tr("%n errors block the deploy", nullptr, int(errors.size()));
        return false;
    };
    return s;
}

Step AppSteps::clusterCheck() const
{
    Step s
        = m_commands.step(QStringLiteral("cluster"), tr("Reach the cluster of %1").arg(m_commands.context()),
            m_commands.kubectl(
                { QStringLiteral("get"), QStringLiteral("namespace"), m_namespace,
                    QStringLiteral("--ignore-not-found"), QStringLiteral("-o"), QStringLiteral("json") },
                QString()),
            30000);
    s.explainFailure = explainFor(m_options.target);
    const QString ns = m_namespace;
    s.check = [ns](PlanContext &, const QByteArray &out, QStringList *report, QString *) {
        report->append(LiveState::exists(out) ? tr("namespace %1 exists").arg(ns)
                                              : tr("namespace %1 will be created").arg(ns));
        return true;
    };
    return s;
}

bool AppSteps::namesStorageClasses() const
{
    for (const StorageMount &m : app().mounts) {
        const StorageEntry *entry = m_project->storageEntry(m.entry);
        if (entry && !entry->storageClass.isEmpty())
            return true;
    }
    return false;
}

Step AppSteps::releaseLockCheck() const
{
    Step s = m_commands.step(stepId(QStringLiteral("locks")),
        tr("Check that no release of %1 is locked").arg(app().name), m_commands.helmListAll(m_namespace),
        30000);
    s.explainFailure = explainFor(m_options.target);
    const QStringList releases = ChartNames::appReleasesInInstallOrder(app().name);
    const QString ns = m_namespace;
    const QString context = m_commands.context();
    const bool recover = m_options.recover;
    s.check = [releases, ns, context, recover](
                  PlanContext &, const QByteArray &out, QStringList *report, QString *error) {
        const QMap<QString, QString> statuses = LiveState::releaseStatuses(out);
        QStringList locked;
        QStringList lockedReleases;
        for (const QString &release : releases) {
            const QString status = statuses.value(release);
            if (status.startsWith(QStringLiteral("pending-"))) {
                locked.append(tr("%1 is %2", "a release and its status").arg(release, status));
                lockedReleases.append(release);
                if (recover)
                    report->append(tr("%1: %2 — recovered below (--recover)").arg(release, status));
            } else if (!status.isEmpty()) {
                report->append(QStringLiteral("%1: %2").arg(release, status));
            }
        }
        if (locked.isEmpty() || recover)
            return true;
        // docs/deploy.md "Recovering": the same words on the command line and in the window
        const QString first = lockedReleases.first();
        *error = tr(
            "release %1: %5, and every upgrade would be refused (\"another "
            "operation is in progress\"). Nothing was changed. Deploy again with --recover (in the window: "
            "\"Roll back and deploy\"), which first rolls a pending-upgrade or pending-rollback release back "
            "to its last deployed revision and uninstalls a pending-install one; by hand: helm history %2 "
            "--kube-context %3 --namespace %4, then helm rollback %2 <revision> (or helm uninstall %2) with "
            "the same options")
                     .arg(locked.join(
                              tr(", release ", "joins \"config-shop is pending-upgrade\" and the next")),
                         first, context, ns, lockedMarker());
        return false;
    };
    return s;
}

Step AppSteps::storageClassCheck() const
{
    // the classes named by the entries this app mounts (the default class needs no check)
    QStringList wanted;
    for (const StorageMount &m : app().mounts) {
        const StorageEntry *entry = m_project->storageEntry(m.entry);
        if (entry && !entry->storageClass.isEmpty() && !wanted.contains(entry->storageClass))
            wanted.append(entry->storageClass);
    }
    Step s = m_commands.step(stepId(QStringLiteral("storage-classes")), tr("Check storage classes"),
        m_commands.kubectl({ QStringLiteral("get"), QStringLiteral("storageclass"), QStringLiteral("-o"),
                               QStringLiteral("json") },
            QString()),
        30000);
    s.explainFailure = explainFor(m_options.target);
    s.prepare = [wanted](PlanContext &, Step &, bool *skip, QString *) {
        *skip = wanted.isEmpty();
        return true;
    };
    s.check = [wanted](PlanContext &, const QByteArray &out, QStringList *report, QString *error) {
        QStringList live;
        const QList<LiveStorageClass> classes = LiveState::storageClasses(out);
        for (const LiveStorageClass &c : classes)
            live.append(c.name);
        QStringList missing;
        for (const QString &name : wanted) {
            if (!live.contains(name))
                missing.append(name);
        }
        if (!missing.isEmpty()) {
            *error = tr("storage class %1 does not exist in the cluster (it has: %2)")
                         .arg(missing.join(QStringLiteral(", ")),
                             live.isEmpty() ? tr("none", "no storage classes")
                                            : live.join(QStringLiteral(", ")));
            return false;
        }
        report->append(tr("found: %1").arg(wanted.join(QStringLiteral(", "))));
        return true;
    };
    return s;
}

Step AppSteps::liveCronJobs() const
{
    Step s
        = m_commands.step(stepId(QStringLiteral("cronjobs")), tr("Read live CronJobs of %1").arg(app().name),
            m_commands.kubectl(
                { QStringLiteral("get"), QStringLiteral("cronjobs"), QStringLiteral("-l"),
                    PartOf + QLatin1Char('=') + app().name, QStringLiteral("-o"), QStringLiteral("json") },
                m_namespace),
            30000);
    s.explainFailure = explainFor(m_options.target);
    const QString name = app().name;
    const bool hasCron = !app().cron.isEmpty();
    s.prepare = [hasCron](PlanContext &, Step &, bool *skip, QString *) {
        *skip = !hasCron;
        return true;
    };
    const QString key = m_prefix + QStringLiteral("cronSuffixes");
    s.check = [name, key](PlanContext &context, const QByteArray &out, QStringList *report, QString *) {
        const QMap<QString, QString> suffixes = LiveState::cronSuffixes(out, name);
        QVariantMap map;
        for (auto it = suffixes.cbegin(); it != suffixes.cend(); ++it)
            map.insert(it.key(), it.value());
        context.values.insert(key, map);
        report->append(tr("%n live cron task(s) keep their names", nullptr, int(suffixes.size())));
        return true;
    };
    return s;
}

Step AppSteps::ensureNamespace() const
{
    Step s = m_commands.ensureNamespaceStep(m_namespace);
    s.id = stepId(s.id);
    s.explainFailure = explainFor(m_options.target);
    return s;
}

Step AppSteps::upgradeStep(const QString &id, const QString &title, ReleaseKind kind, bool wait) const
{
    const QList<PlannedRelease> releases = ReleasePlan::releases(*m_project, m_options.pullSecretPayloads);
    PlannedRelease release;
    for (const PlannedRelease &r : releases) {
        if (r.kind == kind && r.appIndex == m_appIndex)
            release = r;
    }
    const QString chartDir = releaseChartDir(release.name);
    const QString valuesFile = release.hasSecretValues() ? releaseValuesFile(release.name) : QString();
    Step s = m_commands.step(stepId(id), title,
        m_commands.helmUpgrade(release.name, chartDir, valuesFile, m_namespace, wait,
            app().deployTimeoutSeconds, app().rollbackOnFailure),
        wait ? (app().deployTimeoutSeconds + 60) * 1000 : 120000);
    s.explainFailure = explainFor(m_options.target);
    if (!valuesFile.isEmpty())
        s.removeAfter.append(valuesFile);
    const QString kustomize = kind == ReleaseKind::App ? app().kustomizeDir : QString();
    if (!kustomize.isEmpty()) { // the same post-render as the preview's (RenderPlan)
        const int major = m_commands.helmMajor();
        s.argv += KustomizePostRenderer::arguments(
            major, m_root, kustomize, m_commands.kubectl({}, QString()).constFirst());
        s.environment.insert(KustomizePostRenderer::environment(major, m_root));
    }
    const std::shared_ptr<const Project> project = m_project;
    const QMap<QString, QByteArray> payloads = m_options.pullSecretPayloads;
    const QString deploymentId = m_deploymentId;
    const QString root = m_root;
    const QStringList restart = m_options.restartProcesses;
    const QString prefix = m_prefix;
    s.prepare = [project, release, payloads, deploymentId, root, restart, kustomize, prefix](
                    PlanContext &context, Step &, bool *, QString *error) {
        if (!kustomize.isEmpty() && !KustomizePostRenderer::write(root, error))
            return false;
        QString writtenChart, writtenValues, fieldPath;
        return ReleasePlan::write(*project, release, payloads, deploymentId, root, &writtenChart,
            &writtenValues, error, &fieldPath, identities(context, restart, prefix));
    };
    return s;
}

Step AppSteps::installConfig() const
{
    return upgradeStep(QStringLiteral("config"),
        tr("Install %1").arg(ChartNames::configReleaseName(app().name)), ReleaseKind::Config, false);
}

Step AppSteps::removeStep(const QString &id, const QString &release) const
{
    Step s = m_commands.step(stepId(id), tr("Uninstall %1 (not needed)").arg(release),
        m_commands.helmUninstall(release, m_namespace, 0));
    s.explainFailure = explainFor(m_options.target);
    return s;
}

Step AppSteps::installOrRemoveTls() const
{
    const QString release = ChartNames::tlsReleaseName(app().name);
    if (app().usesImportedCertificate())
        return upgradeStep(QStringLiteral("tls"), tr("Install %1").arg(release), ReleaseKind::Tls, false);
    return removeStep(QStringLiteral("tls"), release);
}

Step AppSteps::installOrRemovePullSecret() const
{
    const QString release = ChartNames::pullSecretReleaseName(app().name);
    if (m_options.pullSecretPayloads.contains(app().name)) {
        return upgradeStep(
            QStringLiteral("pull-secret"), tr("Install %1").arg(release), ReleaseKind::PullSecret, false);
    }
    return removeStep(QStringLiteral("pull-secret"), release);
}

Step AppSteps::installApp() const
{
    Step s = upgradeStep(QStringLiteral("app"),
        tr("Install %1 and wait").arg(ChartNames::appReleaseName(app().name)), ReleaseKind::App, true);
    s.monitor.argv = m_commands.kubectl(
        { QStringLiteral("get"), QStringLiteral("pods"), QStringLiteral("-l"),
            PartOf + QLatin1Char('=') + app().name, QStringLiteral("-o"), QStringLiteral("json") },
        m_namespace);
    s.monitor.intervalMs = m_options.podCheckIntervalMs;
    // a problem must show in consecutive polls: ErrImagePull can be a registry hiccup, an Unschedulable
    // pod may wait for its claim to be provisioned (docs/deploy.md "Pods that cannot start")
    auto watch
        = std::make_shared<PodFailureWatch>(m_options.podFailureGraceMs, true, m_options.podFailurePolls);
    s.monitor.failureReason = [watch](const QByteArray &out) {
        // a failed release gate first: its pods' waits would otherwise read as a crash loop
        const QString gate = GateWatch::reason(out);
        if (!gate.isEmpty())
            return tr("%1\n— the app's pods wait for it; helm would wait for its whole timeout, stopped now")
                .arg(gate);
        const QString reason = watch->reason(out);
        return reason.isEmpty() ? reason
                                : tr("%1 — helm would wait for its whole timeout, stopped now").arg(reason);
    };
    auto pods = std::make_shared<PodProgress>();
    s.monitor.report = [pods](const QByteArray &out) { return pods->update(out); };
    s.monitor.progress = &PodProgress::readiness; // "3/4 pods ready" in the panel and the task bar
    // helm's own wait may end first (a short timeout): say what the pods showed last
    const auto explain = s.explainFailure;
    s.explainFailure = [explain, watch](const QString &stderrText) -> QString {
        QString message = explain ? explain(stderrText) : QString();
        const QString seen = watch->lastSeen();
        if (seen.isEmpty())
            return message;
        if (message.isEmpty())
            message = stderrText.trimmed();
        return tr("%1\nthe pods showed: %2").arg(message, seen);
    };
    const QString ready = m_prefix + QStringLiteral("app-ready");
    s.check = [ready](PlanContext &context, const QByteArray &, QStringList *, QString *) {
        context.values.insert(ready, true);
        return true;
    };
    if (const std::shared_ptr<GateProgress> gate = m_gate) {
        // the gate's state as it changes, and its logs streamed once its pod has started: polled
        // often enough to catch a short release command while it runs
        s.monitor.intervalMs = qMin(s.monitor.intervalMs, GateProgress::PollIntervalMs);
        s.monitor.report = [gate, pods](const QByteArray &out) {
            const QString line = gate->stateLine(out);
            QStringList lines = line.isEmpty() ? QStringList() : QStringList { line };
            return lines + pods->update(out);
        };
        s.monitor.followArgv = m_commands.kubectl(
            { QStringLiteral("logs"), QStringLiteral("-f"), QStringLiteral("job/") + gate->jobName(),
                QStringLiteral("--all-containers") },
            m_namespace);
        s.monitor.followWhen = [gate](const QByteArray &out) { return gate->podStarted(out); };
        s.check = [gate, ready](PlanContext &context, const QByteArray &, QStringList *report, QString *) {
            context.values.insert(ready, true);
            const QString line = gate->finalLine();
            if (!line.isEmpty())
                report->append(line);
            return true;
        };
    }
    return s;
}

Step AppSteps::gateCheck() const
{
    const QString job = m_gate ? m_gate->jobName() : QString();
    Step s = m_commands.step(QStringLiteral("gate"), tr("Check the release Job %1").arg(job),
        m_commands.kubectl(
            { QStringLiteral("get"), QStringLiteral("job"), job, QStringLiteral("--ignore-not-found"),
                QStringLiteral("-o"), QStringLiteral("json") },
            m_namespace),
        30000);
    s.echoStdout = false;
    s.explainFailure = explainFor(m_options.target);
    const std::shared_ptr<GateProgress> gate = m_gate;
    s.check = [gate](PlanContext &, const QByteArray &out, QStringList *report, QString *) {
        if (gate)
            report->append(gate->noteEarlier(out));
        return true;
    };
    return s;
}

} // namespace HelmDeck
