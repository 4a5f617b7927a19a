// SPDX-License-Identifier: GPL-3.0-or-later
#include "storageplanner.h"

#include "chart/releaseplan.h"
#include "cluster/clustercommands.h"
#include "cluster/clustererrors.h"
#include "cluster/livestate.h"
#include "model/validator.h"
#include "preflight.h"

#include <QDir>

namespace HelmDeck {

namespace {

struct EntryPlan
{
    std::shared_ptr<Project> project;
    int index = -1;
    QString ns;

    const StorageEntry &entry() const { return project->storage.at(index); }
};

bool findEntry(const Project &project, const QString &name, const DeployOptions &options, Findings *findings,
    EntryPlan *out)
{
    out->index = project.storageIndex(name);
    if (out->index < 0) {
        QStringList names;
        for (const StorageEntry &e : project.storage)
            names.append(e.name);
        findings->append(Finding::error(
            QCoreApplication::translate(
                "HelmDeck::StoragePlanner", "no storage entry named \"%1\" in the project (entries: %2)")
                .arg(name,
                    names.isEmpty() ? QCoreApplication::translate("HelmDeck::StoragePlanner", "none")
                                    : names.join(QStringLiteral(", ")))));
        return false;
    }
    out->project = std::make_shared<Project>(project);
    StorageEntry &entry = out->project->storage[out->index];
    entry.kubeNamespace = options.target.namespaceFor(
        entry.kubeNamespace.isEmpty() ? QStringLiteral("default") : entry.kubeNamespace);
    out->ns = entry.kubeNamespace;
    return true;
}

/** The apps of the project that mount @p entry. */
QStringList mountedBy(const Project &project, const QString &entry)
{
    QStringList apps;
    for (const App &app : project.apps) {
        for (const StorageMount &m : app.mounts) {
            if (m.entry == entry && !apps.contains(app.name))
                apps.append(app.name);
        }
    }
    return apps;
}

Step preflightStep(const Findings &findings)
{
    Step s;
    s.id = QStringLiteral("preflight");
    s.title = QCoreApplication::translate("HelmDeck::StoragePlanner", "Preflight checks");
    QStringList errors, warnings;
    for (const Finding &f : findings)
        (f.severity == Finding::Severity::Error ? errors : warnings).append(f.toString());
    s.check = [errors, warnings](PlanContext &, const QByteArray &, QStringList *report, QString *error) {
        *report = warnings + errors;
        if (errors.isEmpty())
            return true;
        *error = errors.size() == 1 ? errors.first()
                                    : QCoreApplication::translate("HelmDeck::StoragePlanner",
                                        "%n errors block the action", nullptr, int(errors.size()));
        return false;
    };
    return s;
}

Step clusterStep(const ClusterCommands &commands, const QString &id, const QString &title,
    const QStringList &args, const QString &ns, int timeoutMs = 30000)
{
    Step s = commands.step(id, title, commands.kubectl(args, ns), timeoutMs);
    const QString context = commands.target().context;
    s.explainFailure = [context](const QString &err) { return ClusterErrors::explain(err, context); };
    return s;
}

Step claimStep(const ClusterCommands &commands, const EntryPlan &e, const QString &id, const QString &title)
{
    return clusterStep(commands, id, title,
        { QStringLiteral("get"), QStringLiteral("pvc"), e.entry().name, QStringLiteral("--ignore-not-found"),
            QStringLiteral("-o"), QStringLiteral("json") },
        e.ns);
}

Step classesStep(const ClusterCommands &commands)
{
    return clusterStep(commands, QStringLiteral("storage-classes"),
        QCoreApplication::translate("HelmDeck::StoragePlanner", "Read storage classes"),
        { QStringLiteral("get"), QStringLiteral("storageclass"), QStringLiteral("-o"),
            QStringLiteral("json") },
        QString());
}

/** The entry's validation errors (the project's findings on "storage[<name>]…"). */
Findings entryFindings(const Project &project, const StorageEntry &entry)
{
    Findings out;
    const Findings all = Validator::validate(project);
    for (const Finding &f : all) {
        if (f.severity == Finding::Severity::Error && f.fieldPath.startsWith(entry.fieldPrefix()))
            out.append(f);
    }
    return out;
}

QString claimSummary(const LiveClaim &claim)
{
    const QString requested = claim.requested.isEmpty() ? QStringLiteral("?") : claim.requested;
    const QString storageClass = claim.storageClass.isEmpty()
        ? QCoreApplication::translate("HelmDeck::StoragePlanner", "none")
        : claim.storageClass;
    const QString volume = claim.volumeName.isEmpty()
        ? QCoreApplication::translate("HelmDeck::StoragePlanner", "not yet bound")
        : claim.volumeName;
    if (claim.capacity.isEmpty())
        return QCoreApplication::translate(
            "HelmDeck::StoragePlanner", "claim %1: %2, %3 requested, class %4, volume %5")
            .arg(claim.name, claim.phase, requested, storageClass, volume);
    return QCoreApplication::translate(
        "HelmDeck::StoragePlanner", "claim %1: %2, %3 requested (%4 provisioned), class %5, volume %6")
        .arg(claim.name, claim.phase, requested, claim.capacity, storageClass, volume);
}

/** A Pending claim whose class binds on first use is waiting for a pod, not failing. */
bool waitsForFirstConsumer(const LiveClaim &claim, const QByteArray &classesJson)
{
    if (claim.phase != QStringLiteral("Pending"))
        return false;
    const QList<LiveStorageClass> classes = LiveState::storageClasses(classesJson);
    for (const LiveStorageClass &c : classes) {
        const bool match = claim.storageClass.isEmpty() ? c.isDefault : c.name == claim.storageClass;
        if (match)
            return c.volumeBindingMode == QStringLiteral("WaitForFirstConsumer");
    }
    return false;
}

// translated where it is shown: this is made before a translator can be installed
const char *const FirstConsumerText = QT_TRANSLATE_NOOP("HelmDeck::StoragePlanner",
    "the claim waits for its first consumer: its StorageClass binds on "
    "WaitForFirstConsumer, so it binds when a pod that mounts it is scheduled");

} // namespace

Plan StoragePlanner::create(
    const Project &project, const QString &name, const DeployOptions &options, Findings *findings)
{
    Plan plan;
    EntryPlan e;
    if (!findEntry(project, name, options, findings, &e) || !plan.makeWorkDir())
        return plan;
    const ClusterCommands commands(options.helm, options.kubectl, options.target);
    Findings preflight
        = Preflight::tools(options, e.entry().fieldPrefix()) + entryFindings(*e.project, e.entry());
    findings->append(preflight);
    plan.title = tr("Create storage %1 on %2/%3").arg(name, options.target.context, e.ns);
    plan.steps << preflightStep(preflight);

    const StorageEntry wanted = e.entry();
    Step classes = classesStep(commands);
    classes.check = [wanted](PlanContext &, const QByteArray &out, QStringList *report, QString *error) {
        if (wanted.usesHostPath() || wanted.storageClass.isEmpty()) {
            report->append(wanted.usesHostPath() ? tr("host path: no class needed")
                                                 : tr("the cluster's default class provisions it"));
            return true;
        }
        QStringList names;
        const QList<LiveStorageClass> live = LiveState::storageClasses(out);
        for (const LiveStorageClass &c : live)
            names.append(c.name);
        if (names.contains(wanted.storageClass))
            return true;
        *error
            = tr("storage class %1 does not exist in the cluster (it has: %2)")
                  .arg(wanted.storageClass, names.isEmpty() ? tr("none") : names.join(QStringLiteral(", ")));
        return false;
    };
    Step claim = claimStep(commands, e, QStringLiteral("claim"), tr("Read the live claim %1").arg(name));
    claim.check = [wanted](PlanContext &, const QByteArray &out, QStringList *report, QString *error) {
        LiveClaim live;
        if (!LiveState::claim(out, &live)) {
            report->append(tr("no live claim: it will be created"));
            return true;
        }
        StorageEntry current = wanted;
        current.accessMode = live.accessModes.value(0, wanted.accessMode);
        current.storageClass = wanted.usesHostPath() ? QString() : live.storageClass;
        current.size = live.requested.isEmpty() ? wanted.size : live.requested;
        const QString why = StorageEntry::immutableChange(current, wanted);
        if (!why.isEmpty()) {
            *error = why;
            return false;
        }
        report->append(claimSummary(live));
        return true;
    };
    Step install = installStep(e.project, e.index, commands, plan.workDir->path(), QStringLiteral("install"));
    install.explainFailure = classes.explainFailure;
    Step ns = commands.ensureNamespaceStep(e.ns);
    ns.explainFailure = classes.explainFailure;
    plan.steps << classes << claim << ns << install;
    return plan;
}

Step StoragePlanner::installStep(const std::shared_ptr<const Project> &project, int storageIndex,
    const ClusterCommands &commands, const QString &root, const QString &id)
{
    PlannedRelease release;
    const QList<PlannedRelease> releases = ReleasePlan::releases(*project, {});
    for (const PlannedRelease &r : releases) {
        if (r.kind == PlannedRelease::Kind::Storage && r.storageIndex == storageIndex)
            release = r;
    }
    const QString chartDir = QDir(root).filePath(QStringLiteral("charts/") + release.name);
    Step install = commands.step(id, tr("Install %1").arg(release.name),
        commands.helmUpgrade(release.name, chartDir, QString(), release.kubeNamespace, false, 0, false));
    install.prepare = [project, release, root](PlanContext &, Step &, bool *, QString *error) {
        QString dir, values, field;
        return ReleasePlan::write(*project, release, {}, QString(), root, &dir, &values, error, &field);
    };
    return install;
}

Plan StoragePlanner::destroy(
    const Project &project, const QString &name, const DeployOptions &options, Findings *findings)
{
    Plan plan;
    EntryPlan e;
    if (!findEntry(project, name, options, findings, &e))
        return plan;
    const ClusterCommands commands(options.helm, options.kubectl, options.target);
    Findings preflight = Preflight::tools(options, e.entry().fieldPrefix());
    const QStringList apps = mountedBy(project, name);
    if (!apps.isEmpty()) {
        preflight.append(
            Finding::error(tr("storage entry %1 is mounted by %2: remove the mounts first (destroying it "
                              "deletes the claim those pods use)")
                               .arg(name, apps.join(QStringLiteral(", "))),
                e.entry().fieldPrefix()));
    }
    findings->append(preflight);
    plan.title = tr("Destroy storage %1 on %2/%3").arg(name, options.target.context, e.ns);
    Step uninstall
        = commands.step(QStringLiteral("uninstall"), tr("Uninstall %1").arg(e.entry().releaseName()),
            commands.helmUninstall(e.entry().releaseName(), e.ns, 300), 360000);
    const QString context = options.target.context;
    uninstall.explainFailure = [context](const QString &err) { return ClusterErrors::explain(err, context); };
    plan.steps << preflightStep(preflight) << uninstall;
    return plan;
}

Plan StoragePlanner::status(
    const Project &project, const QString &name, const DeployOptions &options, Findings *findings)
{
    Plan plan;
    EntryPlan e;
    if (!findEntry(project, name, options, findings, &e))
        return plan;
    const ClusterCommands commands(options.helm, options.kubectl, options.target);
    const Findings preflight = Preflight::tools(options, e.entry().fieldPrefix());
    findings->append(preflight);
    plan.title = tr("Status of storage %1 on %2/%3").arg(name, options.target.context, e.ns);
    Step claim = claimStep(commands, e, QStringLiteral("claim"), tr("Read the claim %1").arg(name));
    claim.check = [name](PlanContext &context, const QByteArray &out, QStringList *report, QString *) {
        LiveClaim live;
        if (!LiveState::claim(out, &live)) {
            report->append(tr("claim %1 does not exist: run storage create").arg(name));
            return true;
        }
        if (waitsForFirstConsumer(live, context.outputs.value(QStringLiteral("storage-classes"))))
            report->append(tr(FirstConsumerText));
        report->append(claimSummary(live));
        return true;
    };
    plan.steps << preflightStep(preflight) << classesStep(commands) << claim;
    return plan;
}

Plan StoragePlanner::wait(const Project &project, const QString &name, const DeployOptions &options,
    int timeoutSeconds, Findings *findings)
{
    Plan plan = status(project, name, options, findings);
    if (plan.steps.isEmpty())
        return plan;
    EntryPlan e;
    findEntry(project, name, options, findings, &e);
    const ClusterCommands commands(options.helm, options.kubectl, options.target);
    plan.title = tr("Wait for storage %1 on %2/%3").arg(name, options.target.context, e.ns);
    // the status step records whether there is anything to wait for
    Step &claim = plan.steps.last();
    const auto statusCheck = claim.check;
    claim.check = [statusCheck, name](
                      PlanContext &context, const QByteArray &out, QStringList *report, QString *error) {
        if (!statusCheck(context, out, report, error))
            return false;
        LiveClaim live;
        if (!LiveState::claim(out, &live)) {
            *error = tr("claim %1 does not exist: run storage create first").arg(name);
            return false;
        }
        context.values.insert(QStringLiteral("claimPhase"), live.phase);
        context.values.insert(QStringLiteral("firstConsumer"),
            waitsForFirstConsumer(live, context.outputs.value(QStringLiteral("storage-classes"))));
        return true;
    };
    Step wait = clusterStep(commands, QStringLiteral("wait"), tr("Wait until %1 is Bound").arg(name),
        { QStringLiteral("wait"), QStringLiteral("--for=jsonpath={.status.phase}=Bound"),
            QStringLiteral("pvc/") + name, QStringLiteral("--timeout=%1s").arg(timeoutSeconds) },
        e.ns, (timeoutSeconds + 30) * 1000);
    wait.prepare = [](PlanContext &context, Step &, bool *skip, QString *) {
        // Bound already, or waiting for a pod: nothing to wait for here (WaitForFirstConsumer is not an
        // error)
        *skip = context.values.value(QStringLiteral("claimPhase")).toString() == QStringLiteral("Bound")
            || context.values.value(QStringLiteral("firstConsumer")).toBool();
        return true;
    };
    // show the claim's events while waiting, and again when it gives up
    wait.monitor.argv = commands.kubectl(
        { QStringLiteral("get"), QStringLiteral("events"), QStringLiteral("--field-selector"),
            QStringLiteral("involvedObject.kind=PersistentVolumeClaim,involvedObject.name=") + name,
            QStringLiteral("-o"), QStringLiteral("json") },
        e.ns);
    wait.monitor.intervalMs = 5000;
    auto seen = std::make_shared<QStringList>();
    wait.monitor.report = [seen](const QByteArray &out) {
        QStringList lines;
        const QList<LiveEvent> events = LiveState::events(out);
        for (const LiveEvent &ev : events) {
            const QString line = tr("event: %1 %2: %3").arg(ev.type, ev.reason, ev.message);
            if (!seen->contains(line)) {
                seen->append(line);
                lines.append(line);
            }
        }
        return lines;
    };
    plan.steps << wait;
    return plan;
}

} // namespace HelmDeck
