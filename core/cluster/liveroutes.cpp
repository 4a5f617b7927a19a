// SPDX-License-Identifier: GPL-3.0-or-later
#include "liveroutes.h"

#include "clustererrors.h"
#include "livestate.h"
#include "toolprobe.h"
#include "traefikrule.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace HelmDeck {

namespace {

const QString ReleaseName = QStringLiteral("meta.helm.sh/release-name");
const QString ReleaseNamespace = QStringLiteral("meta.helm.sh/release-namespace");

/** The route's kind, name, namespace and Helm owner, host and path left empty. */
LiveRoute owner(const QString &kind, const QJsonObject &object)
{
    const QJsonObject meta = object.value(QStringLiteral("metadata")).toObject();
    const QJsonObject annotations = meta.value(QStringLiteral("annotations")).toObject();
    LiveRoute r;
    r.kind = kind;
    r.name = meta.value(QStringLiteral("name")).toString();
    r.kubeNamespace = meta.value(QStringLiteral("namespace")).toString();
    r.release = annotations.value(ReleaseName).toString();
    r.releaseNamespace = annotations.value(ReleaseNamespace).toString();
    return r;
}

LiveRoute with(LiveRoute r, const QString &host, const QString &path)
{
    r.host = host.trimmed().toLower();
    r.path = path.isEmpty() ? QStringLiteral("/") : path;
    return r;
}

QString firstLine(const QByteArray &text)
{
    return QString::fromUtf8(text).trimmed().section(QLatin1Char('\n'), 0, 0);
}

/** The probe's failure as one line: kubectl's last message (not its log lines), or why it did not run. */
QString failure(const ToolProbe &probe)
{
    if (!probe.started)
        return QCoreApplication::translate("HelmDeck::LiveRoutes", "cannot start kubectl: %1")
            .arg(probe.startError);
    if (probe.timedOut)
        return QCoreApplication::translate("HelmDeck::LiveRoutes", "kubectl did not answer in time");
    const QString line = ClusterErrors::lastMeaningfulLine(QString::fromUtf8(probe.stderrData));
    return line.isEmpty() ? QCoreApplication::translate("HelmDeck::LiveRoutes", "kubectl exited with code %1")
                                .arg(probe.exitCode)
                          : line;
}

} // namespace

QString LiveRoutes::scope() const
{
    return allNamespaces
        ? tr("all namespaces (RBAC allows listing them)")
        : tr("namespace %1 only (RBAC does not allow listing Ingresses in all namespaces: a host "
             "held in another namespace is not seen)")
              .arg(kubeNamespace);
}

QList<LiveRoute> LiveRoutes::fromIngresses(const QByteArray &json)
{
    QList<LiveRoute> out;
    const QJsonArray list = LiveState::listItems(json);
    for (const QJsonValue &v : list) {
        const QJsonObject ingress = v.toObject();
        const LiveRoute base = owner(QStringLiteral("Ingress"), ingress);
        const QJsonArray rules
            = ingress.value(QStringLiteral("spec")).toObject().value(QStringLiteral("rules")).toArray();
        for (const QJsonValue &rv : rules) {
            const QJsonObject rule = rv.toObject();
            const QString host = rule.value(QStringLiteral("host")).toString();
            if (host.isEmpty())
                continue; // a rule for every host: no host is held by it
            const QJsonArray paths
                = rule.value(QStringLiteral("http")).toObject().value(QStringLiteral("paths")).toArray();
            if (paths.isEmpty())
                out.append(with(base, host, QString()));
            for (const QJsonValue &p : paths)
                out.append(with(base, host, p.toObject().value(QStringLiteral("path")).toString()));
        }
    }
    return out;
}

QList<LiveRoute> LiveRoutes::fromHttpRoutes(const QByteArray &json)
{
    QList<LiveRoute> out;
    const QJsonArray list = LiveState::listItems(json);
    for (const QJsonValue &v : list) {
        const QJsonObject route = v.toObject();
        const LiveRoute base = owner(QStringLiteral("HTTPRoute"), route);
        const QJsonObject spec = route.value(QStringLiteral("spec")).toObject();
        QStringList paths;
        const QJsonArray rules = spec.value(QStringLiteral("rules")).toArray();
        for (const QJsonValue &rv : rules) {
            const QJsonArray matches = rv.toObject().value(QStringLiteral("matches")).toArray();
            if (matches.isEmpty())
                paths.append(QStringLiteral("/")); // a rule without matches takes every path
            for (const QJsonValue &m : matches) {
                const QJsonObject path = m.toObject().value(QStringLiteral("path")).toObject();
                paths.append(path.value(QStringLiteral("value")).toString(QStringLiteral("/")));
            }
        }
        if (rules.isEmpty())
            paths.append(QStringLiteral("/"));
        paths.removeDuplicates();
        const QJsonArray hostnames = spec.value(QStringLiteral("hostnames")).toArray();
        for (const QJsonValue &h : hostnames) {
            for (const QString &path : std::as_const(paths))
                out.append(with(base, h.toString(), path));
        }
    }
    return out;
}

QList<LiveRoute> LiveRoutes::fromIngressRoutes(
    const QByteArray &json, const QString &group, QList<UnreadRoute> *unread)
{
    QList<LiveRoute> out;
    const QJsonArray list = LiveState::listItems(json);
    for (const QJsonValue &v : list) {
        const QJsonObject route = v.toObject();
        const LiveRoute base = owner(QStringLiteral("IngressRoute.") + group, route);
        const QJsonArray routes
            = route.value(QStringLiteral("spec")).toObject().value(QStringLiteral("routes")).toArray();
        for (int i = 0; i < routes.size(); ++i) {
            const QString match = routes.at(i).toObject().value(QStringLiteral("match")).toString();
            QList<TraefikRule::HostPath> held;
            QString error;
            if (!TraefikRule::parse(match, &held, &error)) {
                unread->append({ base, tr("rule %1 (%2): %3").arg(i + 1).arg(match, error) });
                continue;
            }
            for (const TraefikRule::HostPath &hp : std::as_const(held))
                out.append(with(base, hp.host, hp.path));
        }
    }
    return out;
}

LiveRoutes LiveRoutes::load(const ClusterCommands &commands, const QString &kubeNamespace,
    const QString &gatewayName, const QString &gatewayNamespace, const QProcessEnvironment &environment,
    int timeoutMs)
{
    QProcessEnvironment env = environment;
    if (!commands.target().kubeconfigEnv.isEmpty())
        env.insert(QStringLiteral("KUBECONFIG"), commands.target().kubeconfigEnv);
    const auto kubectl = [&](const QStringList &args, const QString &ns) {
        // bounded on the server side too: an unreachable cluster answers within the probe's timeout
        const QStringList argv
            = commands.kubectl(args + QStringList { QStringLiteral("--request-timeout=10s") }, ns);
        return ToolProbe::run(argv.first(), argv.mid(1), timeoutMs, env);
    };
    LiveRoutes live;
    live.read = true;
    live.kubeNamespace = kubeNamespace;
    // kubectl auth can-i prints "yes" (exit 0) or "no" (exit 1)
    const ToolProbe canI = kubectl({ QStringLiteral("auth"), QStringLiteral("can-i"), QStringLiteral("list"),
                                       QStringLiteral("ingresses"), QStringLiteral("--all-namespaces") },
        QString());
    const ClusterErrors::Kind canIError = ClusterErrors::classify(QString::fromUtf8(canI.stderrData));
    if (!canI.exitedOk
        && (!canI.started || canI.timedOut || canIError == ClusterErrors::Kind::Unreachable
            || canIError == ClusterErrors::Kind::CredentialsRejected)) {
        // every further call would fail the same way (and wait as long): ask nothing more
        live.reachable = false;
        live.error = failure(canI);
        return live;
    }
    live.allNamespaces = canI.exitedOk && firstLine(canI.stdoutData) == QLatin1String("yes");
    const QStringList scope = live.allNamespaces ? QStringList { QStringLiteral("-A") } : QStringList();
    const QString ns = live.allNamespaces ? QString() : kubeNamespace;
    const QStringList json { QStringLiteral("-o"), QStringLiteral("json") };

    const ToolProbe ingresses
        = kubectl(QStringList { QStringLiteral("get"), QStringLiteral("ingresses") } + scope + json, ns);
    if (ingresses.exitedOk)
        live.routes += fromIngresses(ingresses.stdoutData);
    else
        live.error = failure(ingresses);

    const ToolProbe routes
        = kubectl(QStringList { QStringLiteral("get"), QStringLiteral("httproutes") } + scope + json, ns);
    if (routes.exitedOk) {
        live.httpRoutesServed = true;
        live.routes += fromHttpRoutes(routes.stdoutData);
    } else if (routes.stderrData.contains("doesn't have a resource type")) {
        live.httpRoutesMissing = true; // no Gateway API on the cluster: nothing to check, silently
    } else if (live.error.isEmpty()) {
        live.error = failure(routes);
    }

    // Traefik's CRDs moved from traefik.containo.us to traefik.io (v2.10); a cluster may serve both
    for (const QString &group : { QStringLiteral("traefik.io"), QStringLiteral("traefik.containo.us") }) {
        const ToolProbe traefik = kubectl(
            QStringList { QStringLiteral("get"), QStringLiteral("ingressroutes.") + group } + scope + json,
            ns);
        if (traefik.exitedOk) {
            live.ingressRouteGroups.append(group);
            live.routes += fromIngressRoutes(traefik.stdoutData, group, &live.unread);
        } else if (!traefik.stderrData.contains("doesn't have a resource type") && live.error.isEmpty()) {
            live.error = failure(traefik);
        }
    }

    if (!gatewayName.isEmpty()) {
        live.gatewayRead = true;
        const ToolProbe gateway = kubectl({ QStringLiteral("get"), QStringLiteral("gateway"), gatewayName,
                                              QStringLiteral("-o"), QStringLiteral("json") },
            gatewayNamespace);
        if (gateway.exitedOk) {
            live.gatewayFound = true;
            live.gateway = QJsonDocument::fromJson(gateway.stdoutData).object();
        } else if (!gateway.stderrData.contains("(NotFound)")
            && !gateway.stderrData.contains("doesn't have a resource type")) {
            live.gatewayError = failure(gateway);
        }
    }
    return live;
}

} // namespace HelmDeck
