// SPDX-License-Identifier: GPL-3.0-or-later
#include "servicestatus.h"

#include "cluster/clustercommands.h"
#include "cluster/helmtool.h"
#include "model/imagereference.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace HelmDeck {

namespace {

QJsonObject objectOf(const QByteArray &json)
{
    return QJsonDocument::fromJson(json).object();
}

QJsonObject field(const QJsonObject &o, const char *key)
{
    return o.value(QLatin1String(key)).toObject();
}

QString stepId(const ServiceTarget &service, const char *what)
{
    return service.kindName() + QLatin1Char('-') + QLatin1String(what);
}

} // namespace

QString ServiceState::claimOf(const QByteArray &statefulSetJson, const QByteArray &podJson)
{
    for (const QJsonValue &v : field(objectOf(podJson), "spec").value(QLatin1String("volumes")).toArray()) {
        const QString claim
            = field(v.toObject(), "persistentVolumeClaim").value(QLatin1String("claimName")).toString();
        if (!claim.isEmpty())
            return claim;
    }
    const QJsonObject sts = objectOf(statefulSetJson);
    const QJsonArray templates = field(sts, "spec").value(QLatin1String("volumeClaimTemplates")).toArray();
    if (templates.isEmpty())
        return QString();
    const QString templateName
        = field(templates.first().toObject(), "metadata").value(QLatin1String("name")).toString();
    return templateName + QLatin1Char('-') + field(sts, "metadata").value(QLatin1String("name")).toString()
        + QStringLiteral("-0");
}

ServiceState ServiceState::parse(const ServiceTarget &service, const QByteArray &statefulSetJson,
    const QByteArray &podJson, const QByteArray &claimJson)
{
    ServiceState s;
    s.kind = service.kindName();
    s.name = service.resourceName();
    s.kubeNamespace = service.kubeNamespace;
    const QJsonObject sts = objectOf(statefulSetJson);
    s.deployed = !sts.isEmpty();
    if (!s.deployed)
        return s;
    s.replicas = field(sts, "spec").value(QLatin1String("replicas")).toInt(1);
    s.readyReplicas = field(sts, "status").value(QLatin1String("readyReplicas")).toInt(0);

    const QJsonObject pod = objectOf(podJson);
    QString image;
    for (const QJsonValue &c : field(field(sts, "spec"), "template")
                                   .value(QLatin1String("spec"))
                                   .toObject()
                                   .value(QLatin1String("containers"))
                                   .toArray()) {
        if (c.toObject().value(QLatin1String("name")).toString() == service.container())
            image = c.toObject().value(QLatin1String("image")).toString();
    }
    if (!pod.isEmpty()) {
        s.pod = field(pod, "metadata").value(QLatin1String("name")).toString();
        const QJsonObject status = field(pod, "status");
        s.podPhase = status.value(QLatin1String("phase")).toString();
        for (const QJsonValue &c : status.value(QLatin1String("conditions")).toArray()) {
            if (c.toObject().value(QLatin1String("type")).toString() == QLatin1String("Ready"))
                s.podReady = c.toObject().value(QLatin1String("status")).toString() == QLatin1String("True");
        }
        for (const QJsonValue &c : status.value(QLatin1String("containerStatuses")).toArray()) {
            const QJsonObject cs = c.toObject();
            if (cs.value(QLatin1String("name")).toString() != service.container())
                continue;
            const QString running = cs.value(QLatin1String("image")).toString();
            if (!running.isEmpty())
                image = running; // what the kubelet runs, not what the template asks for
            s.waitingReason = field(field(cs, "state"), "waiting").value(QLatin1String("reason")).toString();
        }
    }
    s.image = image;
    ImageReference ref;
    if (!image.isEmpty() && ImageReference::parse(image, &ref))
        s.version = ref.tag;

    s.claim = claimOf(statefulSetJson, podJson);
    const QJsonObject claim = objectOf(claimJson);
    if (!claim.isEmpty()) {
        s.claimPhase = field(claim, "status").value(QLatin1String("phase")).toString();
        s.claimSize = field(field(claim, "status"), "capacity").value(QLatin1String("storage")).toString();
        if (s.claimSize.isEmpty())
            s.claimSize = field(field(field(claim, "spec"), "resources"), "requests")
                              .value(QLatin1String("storage"))
                              .toString();
    }
    return s;
}

QStringList ServiceState::lines() const
{
    // (ServiceStatus's translation context: a struct has no tr() of its own)
    if (!deployed)
        return {
            ServiceStatus::tr("%1 %2 in %3: not deployed (no StatefulSet %2)").arg(kind, name, kubeNamespace)
        };
    QStringList out { ServiceStatus::tr("%1 %2 in %3: ready %4/%5")
                          .arg(kind, name, kubeNamespace, QString::number(readyReplicas),
                              QString::number(replicas)) };
    const QString indent = QStringLiteral("  ");
    if (pod.isEmpty()) {
        out << indent + ServiceStatus::tr("pod %1-0: does not exist").arg(name);
    } else {
        QString state
            = (podReady ? ServiceStatus::tr("%1, ready") : ServiceStatus::tr("%1, not ready")).arg(podPhase);
        if (!waitingReason.isEmpty())
            state += QStringLiteral(" (") + waitingReason + QLatin1Char(')');
        out << indent + ServiceStatus::tr("pod %1: %2").arg(pod, state);
    }
    if (claim.isEmpty())
        out << indent + ServiceStatus::tr("claim: none (the data is not persisted)");
    else if (claimPhase.isEmpty())
        out << indent + ServiceStatus::tr("claim %1: does not exist").arg(claim);
    else
        out << indent
                + ServiceStatus::tr("claim %1: %2, %3")
                      .arg(claim, claimPhase,
                          claimSize.isEmpty() ? ServiceStatus::tr("size unknown") : claimSize);
    if (!image.isEmpty())
        out << indent
                + (version.isEmpty() ? ServiceStatus::tr("image %1").arg(image)
                                     : ServiceStatus::tr("image %1 (version %2)").arg(image, version));
    return out;
}

Plan ServiceStatus::plan(
    const KubectlTool &kubectl, const ClusterTarget &target, const QList<ServiceTarget> &services)
{
    const ClusterCommands commands(HelmTool(), kubectl, target);
    Plan plan;
    QStringList names;
    for (const ServiceTarget &service : services)
        names << service.kindName();
    plan.title
        = tr("Status of %1 of %2")
              .arg(names.join(QStringLiteral(", ")), services.isEmpty() ? QString() : services.first().app);
    for (const ServiceTarget &service : services) {
        const QString ns = service.kubeNamespace;
        const auto query = [&](const char *what, const QString &title, const QStringList &object) {
            Step s = commands.step(stepId(service, what), title,
                commands.kubectl(QStringList { QStringLiteral("get") } + object
                        + QStringList { QStringLiteral("--ignore-not-found"), QStringLiteral("-o"),
                            QStringLiteral("json") },
                    ns),
                30000);
            s.echoStdout = false;
            return s;
        };
        plan.steps.append(query("statefulset", tr("Read StatefulSet %1").arg(service.resourceName()),
            { QStringLiteral("statefulset"), service.resourceName() }));
        plan.steps.append(
            query("pod", tr("Read pod %1").arg(service.pod()), { QStringLiteral("pod"), service.pod() }));
        Step claim = query("claim", tr("Read the claim of %1").arg(service.pod()),
            { QStringLiteral("persistentvolumeclaim"), QStringLiteral("<the pod's claim>") });
        const QString stsId = stepId(service, "statefulset");
        const QString podId = stepId(service, "pod");
        claim.prepare = [stsId, podId](PlanContext &context, Step &self, bool *skip, QString *why) {
            const QString name
                = ServiceState::claimOf(context.outputs.value(stsId), context.outputs.value(podId));
            if (name.isEmpty()) {
                *skip = true;
                *why = tr("no claim");
                return true;
            }
            self.argv.replace(self.argv.indexOf(QStringLiteral("<the pod's claim>")), name);
            return true;
        };
        plan.steps.append(claim);
    }
    Step report;
    report.id = QLatin1String(ReportStep);
    report.title = plan.title;
    report.check = [services](PlanContext &context, const QByteArray &, QStringList *lines, QString *) {
        for (const ServiceTarget &service : services)
            *lines += ServiceState::parse(service, context.outputs.value(stepId(service, "statefulset")),
                context.outputs.value(stepId(service, "pod")),
                context.outputs.value(stepId(service, "claim")))
                          .lines();
        return true;
    };
    plan.steps.append(report);
    return plan;
}

} // namespace HelmDeck
