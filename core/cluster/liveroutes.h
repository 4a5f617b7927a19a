// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "clustercommands.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace HelmDeck {

/** One host + path that an Ingress, HTTPRoute or IngressRoute in the cluster routes (docs/deploy.md "Hosts").
 */
struct LiveRoute
{
    QString
        kind; ///< "Ingress", "HTTPRoute", or "IngressRoute.traefik.io" / "IngressRoute.traefik.containo.us"
    QString name; ///< the object's name
    QString kubeNamespace; ///< the object's namespace
    QString host; ///< lower-case, as Domain::hostKey()
    QString path; ///< the path prefix, "/" when the rule has none
    QString release; ///< annotation meta.helm.sh/release-name; "" = made by no Helm release
    QString releaseNamespace; ///< annotation meta.helm.sh/release-namespace
};

/** A live route whose hosts could not be read (an IngressRoute rule TraefikRule cannot parse). */
struct UnreadRoute
{
    LiveRoute object; ///< kind, name, namespace and Helm owner; host and path empty
    QString reason; ///< "rule 1 (`Host(a`): unterminated ` at character 6"
};

/**
 * What the cluster routes, read once before a deploy is planned (JobSetup, off the GUI thread), so
 * the plan can refuse a host another app holds and deploy first the app that gives a host up
 * (HostCheck, docs/deploy.md "Hosts"):
 *
 *  1. `kubectl auth can-i list ingresses --all-namespaces`: "yes" lists every namespace (`-A`),
 *     anything else the target namespace alone (allNamespaces false; scope() says so);
 *  2. `kubectl get ingresses -o json` (spec.rules[].host, .http.paths[].path);
 *  3. `kubectl get httproutes -o json` (spec.hostnames × spec.rules[].matches[].path of type
 *     PathPrefix or Exact); a cluster that does not serve the Gateway API ("the server doesn't have
 *     a resource type") is skipped silently (httpRoutesServed false, httpRoutesMissing true);
 *  4. `kubectl get ingressroutes.traefik.io -o json`, then `ingressroutes.traefik.containo.us`
 *     (Traefik before 2.10, and clusters upgraded since, serve the older group): the hosts and paths
 *     of spec.routes[].match (TraefikRule); a group the cluster does not serve is skipped silently,
 *     a rule that cannot be read goes to @c unread;
 *  5. with @p gatewayName, `kubectl get gateway <name> -n <ns> -o json` (gatewayFound, gateway).
 *
 * Each call is bounded (@p timeoutMs). A failed call leaves @c error set (and the lists read so far).
 * When step 1 cannot reach the cluster at all (kubectl's error, not "no"), nothing else is asked:
 * @c reachable is false and @c error says why.
 */
struct LiveRoutes
{
    Q_DECLARE_TR_FUNCTIONS(HelmDeck::LiveRoutes)

public:
    bool read = false; ///< the cluster was asked (false: nothing to check, e.g. an app without domains)
    bool allNamespaces = false; ///< every namespace was listed (RBAC allows it)
    QString kubeNamespace; ///< the namespace listed when allNamespaces is false
    bool reachable = true; ///< false: the first call could not reach the cluster (nothing was listed)
    bool httpRoutesServed = false; ///< the cluster serves HTTPRoute (it was listed)
    bool httpRoutesMissing = false; ///< the cluster said it has no HTTPRoute resource type
    QStringList ingressRouteGroups; ///< the Traefik groups listed: "traefik.io", "traefik.containo.us"
    QList<LiveRoute> routes;
    QList<UnreadRoute> unread; ///< IngressRoutes whose rule could not be read (not in @c routes)
    QString error; ///< why a listing failed, e.g. kubectl's "Error from server (Forbidden): …"

    bool gatewayRead = false; ///< a Gateway was asked for
    bool gatewayFound = false;
    QString gatewayError; ///< kubectl's error other than NotFound
    QJsonObject gateway; ///< the Gateway object as kubectl printed it

    /** "all namespaces (RBAC allows listing them)" or "namespace shop only (RBAC …)". */
    QString scope() const;

    /** The host+path pairs of a `kubectl get ingresses -o json` List (or one Ingress). */
    static QList<LiveRoute> fromIngresses(const QByteArray &json);
    /** The host+path pairs of a `kubectl get httproutes -o json` List (routes without hostnames: none). */
    static QList<LiveRoute> fromHttpRoutes(const QByteArray &json);
    /**
     * The host+path pairs of a `kubectl get ingressroutes.<group> -o json` List (TraefikRule per
     * spec.routes[].match; kind "IngressRoute.<group>"); a rule that cannot be read goes to @p unread
     * with its reason, and the object's other rules are still read.
     */
    static QList<LiveRoute> fromIngressRoutes(
        const QByteArray &json, const QString &group, QList<UnreadRoute> *unread);
    /** Reads steps 1–5 above (JobSetup) with @p commands' kubectl, context and KUBECONFIG; see the class
     * comment. */
    static LiveRoutes load(const ClusterCommands &commands, const QString &kubeNamespace,
        const QString &gatewayName, const QString &gatewayNamespace, const QProcessEnvironment &environment,
        int timeoutMs = 20000);
};

} // namespace HelmDeck
