// SPDX-License-Identifier: GPL-3.0-or-later
#include "servicesteps.h"

#include "appstepsdetail.h"
#include "cluster/livestate.h"
#include "secrets/servicecredentials.h"

#include <QJsonArray>
#include <QJsonObject>

namespace HelmDeck {

using namespace AppStepsDetail;

namespace {

QString stopId(const QString &service)
{
    return QStringLiteral("stop-old-") + service;
}

QStringList replicasPatch(const QString &name, int replicas)
{
    return { QStringLiteral("patch"), QStringLiteral("statefulset"), name, QStringLiteral("--type"),
        QStringLiteral("merge"), QStringLiteral("-p"),
        QStringLiteral("{\"spec\":{\"replicas\":%1}}").arg(replicas) };
}

/** The metadata.name of every item of a kubectl List. */
QStringList namesOf(const QByteArray &listJson)
{
    QStringList out;
    const QJsonArray items = LiveState::listItems(listJson);
    for (const QJsonValue &item : items)
        out.append(item.toObject()
                       .value(QLatin1String("metadata"))
                       .toObject()
                       .value(QLatin1String("name"))
                       .toString());
    return out;
}

} // namespace

bool ServiceSteps::namesClaims(const App &app)
{
    for (const BackingService &s : app.services) {
        if (!s.external && !s.claim.trimmed().isEmpty() && s.storageEntry.trimmed().isEmpty())
            return true;
    }
    return false;
}

Step ServiceSteps::claimCheck(const AppSteps &steps)
{
    const App &app = steps.app();
    const QString ns = steps.kubeNamespace();
    const ClusterCommands &commands = steps.commands();
    Step s = commands.step(steps.stepId(QStringLiteral("service-claims")),
        tr("Check the claims of %1's services").arg(app.name),
        commands.kubectl({ QStringLiteral("get"), QStringLiteral("persistentvolumeclaims"),
                             QStringLiteral("-o"), QStringLiteral("json") },
            ns),
        30000);
    s.echoStdout = false;
    s.explainFailure = explainFor(commands.target());
    struct Wanted
    {
        QString claim;
        QString kind;
        QString fieldPath;
    };
    QList<Wanted> wanted;
    for (const BackingService &service : app.services) {
        if (!service.external && !service.claim.trimmed().isEmpty()
            && service.storageEntry.trimmed().isEmpty())
            wanted.append(Wanted { service.claim.trimmed(), BackingService::kindName(service.kind),
                ServiceCredentials::servicePath(app, service) + QStringLiteral(".claim") });
    }
    const QString appName = app.name;
    s.check = [wanted, ns, appName](
                  PlanContext &, const QByteArray &out, QStringList *report, QString *error) {
        const QStringList live = namesOf(out);
        QStringList missing;
        QStringList found;
        for (const Wanted &w : wanted) {
            if (live.contains(w.claim))
                found.append(w.claim);
            else
                missing.append(tr("%1: claim \"%2\" of the %3 service does not exist in namespace %4")
                                   .arg(w.fieldPath, w.claim, w.kind, ns));
        }
        if (!missing.isEmpty()) {
            *error = tr("%1 — its pod would wait for it until the deploy times out. Create the claim, or "
                        "remove \"claim\" (and \"user\", \"database\") from the service to give %2 a new, "
                        "empty volume")
                         .arg(missing.join(QStringLiteral("; ")), appName);
            return false;
        }
        report->append(tr("found: %1").arg(found.join(QStringLiteral(", "))));
        return true;
    };
    return s;
}

QList<Step> ServiceSteps::stopOldServices(
    const AppSteps &steps, const App &oldApp, const QString &oldNamespace, int timeoutSeconds)
{
    QList<Step> out;
    QStringList bundled;
    for (const BackingService &service : oldApp.services) {
        if (!service.external)
            bundled.append(service.resourceName(oldApp.name));
    }
    if (bundled.isEmpty())
        return out;
    const ClusterCommands &commands = steps.commands();
    const auto explain = explainFor(commands.target());
    const QString listId = QStringLiteral("old-services");
    Step list = commands.step(listId, tr("Find the running services of %1").arg(oldApp.name),
        commands.kubectl(
            { QStringLiteral("get"), QStringLiteral("statefulsets"), QStringLiteral("-l"),
                partOf() + QLatin1Char('=') + oldApp.name, QStringLiteral("-o"), QStringLiteral("json") },
            oldNamespace),
        30000);
    list.echoStdout = false;
    list.explainFailure = explain;
    list.check = [bundled](PlanContext &, const QByteArray &stdoutData, QStringList *report, QString *) {
        QStringList live;
        const QStringList names = namesOf(stdoutData);
        for (const QString &name : names) {
            if (bundled.contains(name))
                live.append(name);
        }
        report->append(
            live.isEmpty() ? tr("none is running") : tr("to stop: %1").arg(live.join(QStringLiteral(", "))));
        return true;
    };
    out << list;
    const auto skipUnlessLive = [listId](const QString &name) {
        return [listId, name](PlanContext &context, Step &, bool *skip, QString *) {
            *skip = !namesOf(context.outputs.value(listId)).contains(name);
            return true;
        };
    };
    for (const QString &name : bundled) {
        Step stop = commands.step(stopId(name), tr("Stop %1 (old name) so its data is free").arg(name),
            commands.kubectl({ QStringLiteral("patch"), QStringLiteral("statefulset"), name,
                                 QStringLiteral("--type"), QStringLiteral("merge"), QStringLiteral("-p"),
                                 QStringLiteral("{\"spec\":{\"replicas\":0}}") },
                oldNamespace),
            60000);
        stop.explainFailure = explain;
        stop.prepare = skipUnlessLive(name);
        Step wait = commands.step(QStringLiteral("wait-old-") + name,
            tr("Wait until %1 (old name) has stopped").arg(name),
            commands.kubectl({ QStringLiteral("wait"), QStringLiteral("--for=jsonpath={.status.replicas}=0"),
                                 QStringLiteral("statefulset/") + name,
                                 QStringLiteral("--timeout=%1s").arg(timeoutSeconds) },
                oldNamespace),
            (timeoutSeconds + 30) * 1000);
        wait.explainFailure = explain;
        wait.prepare = skipUnlessLive(name);
        out << stop << wait;
    }
    return out;
}

QList<Step> ServiceSteps::restartOldServices(
    const AppSteps &steps, const App &oldApp, const QString &oldNamespace, const QString &uninstallId)
{
    QList<Step> out;
    const ClusterCommands &commands = steps.commands();
    for (const BackingService &service : oldApp.services) {
        if (service.external)
            continue;
        const QString name = service.resourceName(oldApp.name);
        Step s = commands.step(QStringLiteral("restart-old-") + name,
            tr("Start %1 (old name) again: the rename did not finish").arg(name),
            commands.kubectl(replicasPatch(name, 1), oldNamespace), 60000);
        s.explainFailure = explainFor(commands.target());
        s.always = true;
        s.onlyIfRan = stopId(name);
        s.prepare = [uninstallId](PlanContext &context, Step &, bool *skip, QString *) {
            *skip = context.ran.contains(uninstallId); // the new name took over: the old one goes
            return true;
        };
        out << s;
    }
    return out;
}

} // namespace HelmDeck
