// SPDX-License-Identifier: GPL-3.0-or-later
#include "deployplanner.h"

#include "model/strictmode.h"

#include "appsteps.h"
#include "changesummary.h"
#include "chart/chartnames.h"
#include "cluster/clustererrors.h"
#include "cluster/livestate.h"
#include "hostcheck.h"
#include "job/runner.h"
#include "model/servicerename.h"
#include "ownershipcheck.h"
#include "postdeploysteps.h"
#include "preflight.h"
#include "recoversteps.h"
#include "servicesteps.h"
#include "storageplanner.h"

namespace HelmDeck {

namespace {

bool findApp(const Project &project, const QString &appName, Findings *findings, int *index)
{
    *index = project.appIndex(appName);
    if (*index >= 0)
        return true;
    QStringList names;
    for (const App &a : project.apps)
        names.append(a.name);
    findings->append(Finding::error(
        QCoreApplication::translate(
            "HelmDeck::DeployPlanner", "no app named \"%1\" in the project (apps: %2)")
            .arg(appName,
                names.isEmpty() ? QCoreApplication::translate("HelmDeck::DeployPlanner", "none", "no apps")
                                : names.join(QStringLiteral(", ")))));
    return false;
}

/** Those of @p releases that `helm list -o json` (@p helmListJson) shows, in the order of @p releases. */
QStringList installed(const QStringList &releases, const QByteArray &helmListJson)
{
    const QStringList live = LiveState::releaseNames(helmListJson);
    QStringList found;
    for (const QString &r : releases) {
        if (live.contains(r))
            found.append(r);
    }
    return found;
}

QString where(const DeployOptions &options, const QString &kubeNamespace)
{
    return (options.target.context.isEmpty() ? QStringLiteral("<context>") : options.target.context)
        + QLatin1Char('/') + kubeNamespace;
}

/** The deploy steps of @p steps' app, in docs/architecture.md §3 order, after the preflight and cluster
 * checks. */
void appendDeploySteps(const AppSteps &steps, Plan *plan, const QList<Step> &beforeApp = {})
{
    plan->steps << steps.releaseLockCheck();
    const RecoverSteps recover(steps); // docs/deploy.md "Recovering"
    if (steps.options().recover)
        plan->steps << recover.recoverPending();
    // the checks that have nothing to look at are left out, so the dry-run shows what will run
    if (steps.namesStorageClasses())
        plan->steps << steps.storageClassCheck();
    if (ServiceSteps::namesClaims(steps.app()))
        plan->steps << ServiceSteps::claimCheck(steps);
    if (!steps.app().cron.isEmpty())
        plan->steps << steps.liveCronJobs();
    plan->steps << steps.ensureNamespace() << steps.installConfig() << steps.installOrRemoveTls()
                << steps.installOrRemovePullSecret() << steps.liveDeployments()
                << steps.pruneImagePullSecrets();
    if (!steps.gateJobName().isEmpty()) // whether the release gate will run again, before it does
        plan->steps << steps.gateCheck();
    plan->steps << beforeApp << steps.installApp() << steps.report() << recover.afterFailure();
}

/**
 * With DeployOptions::createStorage: the install of every entry the app mounts whose claim is missing
 * (OwnershipCheck::missingClaims), right after the app's namespace step (docs/deploy.md "Preflight").
 */
void insertStorageSteps(
    const std::shared_ptr<Project> &project, const AppSteps &steps, const DeployOptions &options, Plan *plan)
{
    if (!options.createStorage)
        return;
    QList<Step> installs;
    const QStringList missing = OwnershipCheck::missingClaims(steps.app(), options);
    for (const QString &entry : missing) {
        const int e = project->storageIndex(entry);
        if (e >= 0)
            installs << StoragePlanner::installStep(project, e, steps.commands(), plan->workDir->path(),
                steps.stepId(QStringLiteral("storage-") + entry));
    }
    const int at = plan->indexOf(steps.stepId(QStringLiteral("namespace"))) + 1;
    for (int i = 0; i < installs.size(); ++i)
        plan->steps.insert(at + i, installs.at(i));
}

} // namespace

bool DeployPlanner::refusedForPendingRelease(const Plan &plan, const RunResult &result)
{
    if (result.ok || result.cancelled || result.failedStep < 0 || result.failedStep >= plan.steps.size())
        return false;
    const QString id = plan.steps.at(result.failedStep).id;
    return (id == QStringLiteral("locks") || id.endsWith(QStringLiteral("/locks")))
        && result.message.contains(AppSteps::lockedMarker());
}

Plan DeployPlanner::deploy(
    const Project &project, const QString &appName, const DeployOptions &options, Findings *findings)
{
    Plan plan;
    int index = -1;
    if (!findApp(project, appName, findings, &index))
        return plan;
    const App &app = project.apps.at(index);
    for (const QString &p : options.restartProcesses) {
        if (!app.process(p)) {
            QStringList types;
            for (const ProcessType &t : app.processes)
                types.append(t.name);
            findings->append(
                Finding::error(tr("cannot restart \"%1\": app %2 has no such process type (it has: %3)")
                                   .arg(p, app.name, types.join(QStringLiteral(", "))),
                    app.fieldPrefix() + QStringLiteral(".processes")));
        }
    }
    if (hasErrors(*findings))
        return plan;
    if (!plan.makeWorkDir()) {
        findings->append(Finding::error(tr("cannot create a private temporary directory")));
        return plan;
    }
    const std::shared_ptr<Project> target = targetedProject(project, index, options.target);
    AppSteps steps(target, index, options, plan.workDir->path());
    Findings preflight = Preflight::deploy(*target, target->apps.at(index), options);
    // a host moved here from another app of the project: that app is deployed first (docs/deploy.md "Hosts")
    const QList<int> givers = HostCheck::givers(project, index, options.target, options.liveRoutes);
    preflight += HostCheck::hosts(project, index, options.target, options.liveRoutes, givers);
    preflight += HostCheck::gateway(target->apps.at(index), options.liveRoutes);
    // objects helm would stop on half-way, claims a pod would wait for (docs/deploy.md "Preflight")
    preflight += OwnershipCheck::objects(target->apps.at(index), options);
    preflight += OwnershipCheck::storage(target->apps.at(index), options);
    QList<AppSteps> giverSteps;
    QStringList giverNames;
    for (const int g : givers) {
        const std::shared_ptr<Project> giverTarget = targetedProject(project, g, options.target);
        const App &giver = giverTarget->apps.at(g);
        giverSteps.append(AppSteps(giverTarget, g, options, plan.workDir->path()));
        giverSteps.last().setStepPrefix(giver.name + QLatin1Char('/'));
        giverNames.append(giver.name);
        preflight += Preflight::image(giver);
        preflight += Preflight::secretValues(giver, options);
    }
    preflight = StrictMode::apply(preflight, options.strict);
    findings->append(preflight);

    const QString on = where(options, steps.kubeNamespace());
    const QString restart = options.restartProcesses.join(QStringLiteral(", "));
    const QString giverList = giverNames.join(QStringLiteral(", "));
    if (options.restartProcesses.isEmpty())
        plan.title = giverNames.isEmpty()
            ? tr("Deploy %1 to %2").arg(app.name, on)
            : tr("Deploy %1 to %2, after %3 (giving up hosts)").arg(app.name, on, giverList);
    else
        plan.title = giverNames.isEmpty()
            ? tr("Restart %1 (%2) on %3").arg(app.name, restart, on)
            : tr("Restart %1 (%2) on %3, after %4 (giving up hosts)").arg(app.name, restart, on, giverList);
    plan.steps << steps.preflight(preflight) << steps.clusterCheck();
    for (const AppSteps &g : std::as_const(giverSteps))
        appendDeploySteps(g, &plan); // the same steps as its own deploy: its Ingress goes away
    appendDeploySteps(steps, &plan);
    insertStorageSteps(target, steps, options, &plan);
    if (options.restartProcesses.isEmpty()) {
        // once the release is ready (docs/run.md: postdeploy)
        QList<Step> postdeploy;
        QString error;
        if (!PostdeploySteps::steps(*target, index, options, &postdeploy, &error))
            findings->append(
                Finding::error(error, app.fieldPrefix() + QStringLiteral(".scripts.postdeploy")));
        plan.steps << postdeploy;
    }
    ChangeSummary::attach(&plan); // what it changed, also after a failure or cancel
    return plan;
}

Plan DeployPlanner::destroy(
    const Project &project, const QString &appName, const DeployOptions &options, Findings *findings)
{
    Plan plan;
    int index = -1;
    if (!findApp(project, appName, findings, &index))
        return plan;
    const std::shared_ptr<Project> target = targetedProject(project, index, options.target);
    AppSteps steps(target, index, options, QString());
    const App &app = target->apps.at(index);
    Findings preflight = Preflight::tools(options, app.fieldPrefix());
    // an invalid name is refused before any command: helm would only say it found nothing there
    for (Finding f : Preflight::kubeNamespace(project.apps.at(index), options)) {
        f.location = project.locate(f.fieldPath);
        preflight.append(f);
    }
    findings->append(preflight);
    const ClusterCommands &commands = steps.commands();
    const QString ns = steps.kubeNamespace();
    const QString context = options.target.context;
    const auto explain = [context](const QString &err) { return ClusterErrors::explain(err, context); };
    plan.title = tr("Destroy %1 on %2").arg(app.name, where(options, ns));

    // Nothing is uninstalled unless the app is there: a wrong namespace or context is an error, not a
    // "done" that changed nothing (docs/deploy.md "Destroy").
    Step cluster = steps.clusterCheck();
    const QString name = app.name;
    cluster.check
        = [ns, name, context](PlanContext &, const QByteArray &out, QStringList *report, QString *error) {
              if (LiveState::exists(out)) {
                  report->append(tr("namespace %1 exists").arg(ns));
                  return true;
              }
              *error = tr("app %1 was not found: namespace %2 does not exist on context %3, so nothing "
                          "was destroyed (is it deployed under another namespace? --namespace, or the "
                          "app's namespace in the project)")
                           .arg(name, ns, context);
              return false;
          };
    const QStringList releases = ChartNames::appReleases(app.name);
    Step find = commands.step(QStringLiteral("releases"),
        tr("Find the releases of %1 in %2").arg(app.name, ns), commands.helmListAll(ns), 30000);
    find.echoStdout = false;
    find.explainFailure = explain;
    find.check = [releases, ns, name, context](
                     PlanContext &values, const QByteArray &out, QStringList *report, QString *error) {
        const QStringList found = installed(releases, out);
        values.values.insert(QStringLiteral("releases"), found);
        if (found.isEmpty()) {
            *error = tr("app %1 was not found: none of its releases (%2) is installed in namespace "
                        "%3 on context %4, so nothing was destroyed")
                         .arg(name, releases.join(QStringLiteral(", ")), ns, context);
            return false;
        }
        report->append(tr("to uninstall: %1").arg(found.join(QStringLiteral(", "))));
        return true;
    };
    plan.steps << steps.preflight(preflight) << cluster << find;
    // the workloads first; as in Dokku a failure of the Secrets' releases is a warning, the workloads
    // are gone. A release that is not installed is skipped.
    const int timeout = app.deployTimeoutSeconds;
    for (const QString &release : releases) {
        const bool workloads = release == releases.constFirst();
        Step s = commands.step(
            workloads ? QStringLiteral("uninstall-app") : QStringLiteral("uninstall-") + release,
            tr("Uninstall %1").arg(release), commands.helmUninstall(release, ns, timeout),
            (timeout + 60) * 1000);
        s.allowFailure = !workloads;
        s.explainFailure = explain;
        s.prepare = [release](PlanContext &values, Step &, bool *skip, QString *message) {
            *skip = !values.values.value(QStringLiteral("releases")).toStringList().contains(release);
            if (*skip)
                *message = tr("not installed");
            return true;
        };
        plan.steps << s;
    }
    return plan;
}

Plan DeployPlanner::rename(const Project &project, const QString &appName, const QString &newName,
    const DeployOptions &options, Findings *findings)
{
    Plan plan;
    int index = -1;
    if (!findApp(project, appName, findings, &index))
        return plan;
    if (newName == appName) {
        findings->append(Finding::error(tr("the new name is the current name \"%1\"").arg(appName)));
        return plan;
    }
    if (project.appIndex(newName) >= 0) {
        findings->append(Finding::error(tr("the project already has an app named \"%1\"").arg(newName)));
        return plan;
    }
    if (!plan.makeWorkDir()) {
        findings->append(Finding::error(tr("cannot create a private temporary directory")));
        return plan;
    }
    const std::shared_ptr<Project> oldTarget = targetedProject(project, index, options.target);
    const App &oldApp = oldTarget->apps.at(index);
    auto renamed = std::make_shared<Project>(*oldTarget);
    renamed->apps[index].name = newName;
    // the bundled services keep the old name's role, database and claim (their data was made for it)
    const Findings pinned = ServiceRename::pin(&renamed->apps[index], appName);
    QMap<QString, QByteArray> payloads = options.pullSecretPayloads;
    if (payloads.contains(appName))
        payloads.insert(newName, payloads.take(appName));
    DeployOptions newOptions = options;
    newOptions.pullSecretPayloads = payloads;
    for (DeployOptions::MissingSecret &missing : newOptions.missingSecrets) {
        if (missing.app == appName)
            missing.app = newName; // the values the new name's Secrets would be written without
    }

    AppSteps steps(renamed, index, newOptions, plan.workDir->path());
    Findings preflight = Preflight::deploy(*renamed, renamed->apps.at(index), newOptions);
    // the old name's objects hold the hosts until they are uninstalled below: they are the app's own
    preflight += HostCheck::hosts(*renamed, index, newOptions.target, newOptions.liveRoutes, {}, appName,
        options.target.namespaceFor(project.apps.at(index).kubeNamespace));
    preflight += HostCheck::gateway(renamed->apps.at(index), newOptions.liveRoutes);
    preflight += OwnershipCheck::objects(renamed->apps.at(index), newOptions); // read for the new name
    preflight += OwnershipCheck::storage(renamed->apps.at(index), newOptions);
    preflight = StrictMode::apply(preflight, options.strict);
    findings->append(pinned); // info: what the rename pinned
    findings->append(preflight);
    const ClusterCommands &commands = steps.commands();
    const QString ns = steps.kubeNamespace();
    const QString oldNs = oldApp.kubeNamespace;
    plan.title = tr("Rename %1 to %2 on %3").arg(appName, newName, where(options, ns));
    // the step shows the pins too: a running plan prints its findings only there
    plan.steps << steps.preflight(pinned + preflight) << steps.clusterCheck();

    // Resolve both names' releases before anything changes (Dokku's rename looked them up after
    // deleting the old properties and searched the wrong namespace, reference §3.4).
    const QStringList oldReleases = ChartNames::appReleases(appName);
    const QStringList newReleases = ChartNames::appReleases(newName);
    Step resolve = commands.step(QStringLiteral("releases"),
        tr("Find the releases of %1 and %2").arg(appName, newName), commands.helmListAll(oldNs), 30000);
    resolve.explainFailure = [context = options.target.context](
                                 const QString &err) { return ClusterErrors::explain(err, context); };
    Step resolveNew = resolve;
    resolveNew.id = QStringLiteral("releases-new");
    resolveNew.title = tr("Check that %1 is free in %2").arg(newName, ns);
    resolveNew.argv = commands.helmListAll(ns);
    resolveNew.check
        = [newReleases, ns](PlanContext &, const QByteArray &out, QStringList *, QString *error) {
              const QStringList taken = installed(newReleases, out);
              if (taken.isEmpty())
                  return true;
              *error = (taken.size() == 1
                      ? tr("release %1 already exists in namespace %2: the new name is taken — destroy that "
                           "app first or pick another name")
                      : tr("releases %1 already exist in namespace %2: the new name is taken — destroy that "
                           "app first or pick another name"))
                           .arg(taken.join(QStringLiteral(", ")), ns);
              return false;
          };
    resolve.check
        = [oldReleases](PlanContext &context, const QByteArray &out, QStringList *report, QString *) {
              const QStringList found = installed(oldReleases, out);
              context.values.insert(QStringLiteral("oldReleases"), found);
              report->append(found.isEmpty()
                      ? tr("no release of the old name is installed")
                      : tr("to uninstall afterwards: %1").arg(found.join(QStringLiteral(", "))));
              return true;
          };
    plan.steps << resolveNew << resolve;
    const int timeout = oldApp.deployTimeoutSeconds;
    appendDeploySteps(steps, &plan, ServiceSteps::stopOldServices(steps, oldApp, oldNs, timeout));
    insertStorageSteps(renamed, steps, newOptions, &plan);

    for (const QString &release : oldReleases) {
        Step s = commands.step(QStringLiteral("uninstall-old-") + release,
            tr("Uninstall %1 (old name)").arg(release), commands.helmUninstall(release, oldNs, timeout),
            (timeout + 60) * 1000);
        s.prepare = [release](PlanContext &context, Step &, bool *skip, QString *) {
            *skip = !context.values.value(QStringLiteral("oldReleases")).toStringList().contains(release);
            return true;
        };
        s.explainFailure = resolve.explainFailure;
        plan.steps << s;
    }
    plan.steps << ServiceSteps::restartOldServices(
        steps, oldApp, oldNs, QStringLiteral("uninstall-old-") + ChartNames::appReleaseName(appName));
    ChangeSummary::attach(&plan);
    return plan;
}

} // namespace HelmDeck
