// SPDX-License-Identifier: GPL-3.0-or-later
#include "hostcheck.h"

#include <QJsonArray>

#include <algorithm>

namespace HelmDeck {

namespace {

QString hostTrimmedPath(const QString &path)
{
    QString p = path.isEmpty() ? QStringLiteral("/") : path;
    while (p.size() > 1 && p.endsWith(QLatin1Char('/')))
        p.chop(1);
    return p;
}

/** @p prefix is @p path or a whole-segment prefix of it. */
bool isPathPrefix(const QString &prefix, const QString &path)
{
    return prefix == path || prefix == QLatin1String("/") || path.startsWith(prefix + QLatin1Char('/'));
}

bool ownedBy(const LiveRoute &route, const QString &release, const QString &ns)
{
    return !release.isEmpty() && route.release == release && route.releaseNamespace == ns;
}

QString describe(const LiveRoute &route)
{
    return QStringLiteral("%1 %2/%3").arg(route.kind, route.kubeNamespace, route.name);
}

/** "of release blog in namespace blog", or "made by no release". */
QString owned(const LiveRoute &route)
{
    return route.release.isEmpty()
        ? QCoreApplication::translate("HelmDeck::HostCheck", "made by no release")
        : QCoreApplication::translate("HelmDeck::HostCheck", "of release %1 in namespace %2")
              .arg(route.release, route.releaseNamespace);
}

QString domainField(const App &app, int i)
{
    return app.fieldPrefix() + QStringLiteral(".domains[%1]").arg(i);
}

/** The project app whose release (in its target namespace) made @p route; -1 = none. */
int projectOwner(const Project &project, const ClusterTarget &target, const LiveRoute &route)
{
    for (int j = 0; j < project.apps.size(); ++j) {
        const App &a = project.apps.at(j);
        if (ownedBy(route, a.name, target.namespaceFor(a.kubeNamespace)))
            return j;
    }
    return -1;
}

/** @p app still lists a host + path that overlaps @p route. */
bool stillLists(const App &app, const LiveRoute &route)
{
    for (const Domain &d : app.domains) {
        if (d.hostKey() == route.host && HostCheck::pathsOverlap(d.path, route.path))
            return true;
    }
    return false;
}

bool listenerHostMatches(const QString &listenerHost, const QString &host)
{
    const QString l = listenerHost.trimmed().toLower();
    if (l.isEmpty() || l == host)
        return true;
    // "*.example.com" matches every name below example.com (Gateway API listener hostnames)
    return l.startsWith(QLatin1String("*.")) && host.endsWith(l.mid(1)) && host.size() > l.size() - 1;
}

} // namespace

bool HostCheck::pathsOverlap(const QString &a, const QString &b)
{
    const QString x = hostTrimmedPath(a);
    const QString y = hostTrimmedPath(b);
    return isPathPrefix(x, y) || isPathPrefix(y, x);
}

QList<LiveRoute> HostCheck::holders(
    const Domain &domain, const LiveRoutes &live, const QString &release, const QString &ns)
{
    QList<LiveRoute> out;
    for (const LiveRoute &r : live.routes) {
        if (r.host == domain.hostKey() && pathsOverlap(domain.path, r.path) && !ownedBy(r, release, ns))
            out.append(r);
    }
    return out;
}

QList<int> HostCheck::givers(
    const Project &project, int appIndex, const ClusterTarget &target, const LiveRoutes &live)
{
    QList<int> out;
    const App &app = project.apps.at(appIndex);
    const QString ns = target.namespaceFor(app.kubeNamespace);
    for (const Domain &domain : app.domains) {
        const QList<LiveRoute> held = holders(domain, live, app.name, ns);
        for (const LiveRoute &r : held) {
            const int j = projectOwner(project, target, r);
            if (j >= 0 && j != appIndex && !stillLists(project.apps.at(j), r) && !out.contains(j))
                out.append(j);
        }
    }
    std::sort(out.begin(), out.end());
    return out;
}

Findings HostCheck::hosts(const Project &project, int appIndex, const ClusterTarget &target,
    const LiveRoutes &live, const QList<int> &givers, const QString &formerName,
    const QString &formerNamespace)
{
    Findings out;
    if (!live.read)
        return out;
    const App &app = project.apps.at(appIndex);
    const QString ns = target.namespaceFor(app.kubeNamespace);
    const QString domainsField = app.fieldPrefix() + QStringLiteral(".domains");
    if (!live.reachable) {
        out.append(
            Finding::warning(tr("the cluster could not be reached (%1): the hosts of app %2 were not checked")
                                 .arg(live.error, app.name),
                domainsField));
        return out;
    }
    if (!live.error.isEmpty())
        out.append(Finding::warning(tr("the hosts of app %1 could not all be checked against the cluster: %2")
                                        .arg(app.name, live.error),
            domainsField));
    for (const UnreadRoute &u : live.unread) {
        if (app.domains.isEmpty() || ownedBy(u.object, app.name, ns)
            || ownedBy(u.object, formerName, formerNamespace))
            continue; // the app's own objects are replaced by this deploy
        out.append(Finding::warning(
            tr("%1 %2 cannot be read: %3; the hosts it routes were not checked against app %4")
                .arg(describe(u.object), owned(u.object), u.reason, app.name),
            domainsField));
    }
    for (int i = 0; i < app.domains.size(); ++i) {
        const Domain &domain = app.domains.at(i);
        const QString wanted = domain.hostKey() + hostTrimmedPath(domain.path);
        const QList<LiveRoute> held = holders(domain, live, app.name, ns);
        for (const LiveRoute &r : held) {
            if (ownedBy(r, formerName, formerNamespace))
                continue; // the app's own release under its old name (a rename uninstalls it after)
            const int j = projectOwner(project, target, r);
            if (j >= 0 && givers.contains(j)) {
                out.append(Finding::info(
                    tr("host %1 moves from app %2 (namespace %3, %4) to app %5 (namespace %6): %2 "
                       "is deployed first in this plan and gives it up")
                        .arg(wanted, r.release, r.releaseNamespace, describe(r), app.name, ns),
                    domainField(app, i)));
                continue;
            }
            const QString other = owned(r);
            const QString advice = j >= 0
                ? tr("app %1 of this project still lists it: remove it there first").arg(r.release)
                : tr("remove it from that app first, or choose another host or path");
            out.append(Finding::error(
                tr("host %1 of app %2 (namespace %3) is already routed by %4 %5 (path %6): two "
                   "apps would fight over it; %7")
                    .arg(wanted, app.name, ns, describe(r), other, r.path, advice),
                domainField(app, i)));
        }
    }
    if (!app.domains.isEmpty()) {
        QStringList kinds { QStringLiteral("Ingresses") };
        if (live.httpRoutesServed)
            kinds.append(QStringLiteral("HTTPRoutes"));
        if (!live.ingressRouteGroups.isEmpty())
            kinds.append(
                QStringLiteral("IngressRoutes (%1)").arg(live.ingressRouteGroups.join(QStringLiteral(", "))));
        const QString listed = kinds.size() == 1
            ? kinds.first()
            : tr("%1 and %2", "the last two of a list")
                  .arg(QStringList(kinds.mid(0, kinds.size() - 1)).join(QStringLiteral(", ")), kinds.last());
        out.append(Finding::info(
            tr("hosts of app %1 checked against the live %2 in %3").arg(app.name, listed, live.scope()),
            domainsField));
    }
    return out;
}

Findings HostCheck::gateway(const App &app, const LiveRoutes &live)
{
    Findings out;
    const RoutingSettings &routing = app.routing;
    // without the Gateway API there is no Gateway to read: the routes' CRD check refuses that case
    // (an HTTPRoute listing that failed otherwise, e.g. Forbidden, does not excuse a missing Gateway)
    if (routing.kind != RoutingSettings::Kind::HTTPRoute || !live.gatewayRead || live.httpRoutesMissing)
        return out;
    const QString gatewayNs
        = routing.gatewayNamespace.isEmpty() ? live.kubeNamespace : routing.gatewayNamespace;
    const QString name = gatewayNs + QLatin1Char('/') + routing.gatewayName;
    const QString field = app.fieldPrefix() + QStringLiteral(".routing.gateway.name");
    if (!live.gatewayError.isEmpty()) {
        out.append(Finding::warning(tr("the parent Gateway %1 of app %2 could not be read: %3")
                                        .arg(name, app.name, live.gatewayError),
            field));
        return out;
    }
    if (!live.gatewayFound) {
        out.append(Finding::error(
            tr("the parent Gateway %1 in namespace %2 of app %3 does not exist in the cluster: "
               "its HTTPRoutes would never be served (create the Gateway, or fix "
               "routing.gateway.name / routing.gateway.namespace)")
                .arg(routing.gatewayName, gatewayNs, app.name),
            field));
        return out;
    }
    const QJsonArray listeners
        = live.gateway.value(QStringLiteral("spec")).toObject().value(QStringLiteral("listeners")).toArray();
    for (int i = 0; i < app.domains.size(); ++i) {
        const Domain &domain = app.domains.at(i);
        if (domain.tls.mode == DomainTls::Mode::None)
            continue;
        bool found = false;
        for (const QJsonValue &v : listeners) {
            const QJsonObject l = v.toObject();
            if (l.value(QStringLiteral("protocol")).toString() == QLatin1String("HTTPS")
                && (routing.gatewaySection.isEmpty()
                    || l.value(QStringLiteral("name")).toString() == routing.gatewaySection)
                && listenerHostMatches(l.value(QStringLiteral("hostname")).toString(), domain.hostKey()))
                found = true;
        }
        if (!found)
            out.append(Finding::warning(
                (routing.gatewaySection.isEmpty() ? tr(
                     "the parent Gateway %1 has no HTTPS listener for host %2: the domain has TLS (%3) "
                     "but the Gateway will not serve it over HTTPS; add a listener with protocol HTTPS "
                     "and hostname %2 (or none)")
                                                        .arg(name, domain.hostKey(),
                                                            DomainTls::modeName(domain.tls.mode))
                                                  : tr("the parent Gateway %1 has no HTTPS listener for host "
                                                       "%2 in section %3: the domain "
                                                       "has TLS (%4) but the Gateway will not serve it over "
                                                       "HTTPS; add a listener with "
                                                       "protocol HTTPS and hostname %2 (or none)")
                                                        .arg(name, domain.hostKey(), routing.gatewaySection,
                                                            DomainTls::modeName(domain.tls.mode))),
                domainField(app, i)));
    }
    return out;
}

} // namespace HelmDeck
