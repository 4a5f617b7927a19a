// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "clustercommands.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QProcessEnvironment>
#include <QString>

namespace HelmDeck {

/** One host + path that an Ingress or HTTPRoute in the cluster routes (docs/deploy.md "Hosts"). */
struct LiveRoute
{
    QString kind; ///< "Ingress" or "HTTPRoute"
    QString name; ///< the object's name
    QString kubeNamespace; ///< the object's namespace
    QString host; ///< lower-case, as Domain::hostKey()
    QString path; ///< the path prefix, "/" when the rule has none
    QString release; ///< annotation meta.helm.sh/release-name; "" = made by no Helm release
    QString releaseNamespace; ///< annotation meta.helm.sh/release-namespace
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
 *     a resource type") is skipped silently (httpRoutesServed false);
 *  4. with @p gatewayName, `kubectl get gateway <name> -n <ns> -o json` (gatewayFound, gateway).
 *
 * Each call is bounded (@p timeoutMs). A failed call leaves @c error set (and the lists read so far).
 */
struct LiveRoutes
{
    bool read = false; ///< the cluster was asked (false: nothing to check, e.g. an app without domains)
    bool allNamespaces = false; ///< every namespace was listed (RBAC allows it)
    QString kubeNamespace; ///< the namespace listed when allNamespaces is false
    bool httpRoutesServed = false; ///< the cluster serves HTTPRoute (it was listed)
    QList<LiveRoute> routes;
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
    /** Reads steps 1–4 above (JobSetup) with @p commands' kubectl, context and KUBECONFIG; see the class
     * comment. */
    static LiveRoutes load(const ClusterCommands &commands, const QString &kubeNamespace,
        const QString &gatewayName, const QString &gatewayNamespace, const QProcessEnvironment &environment,
        int timeoutMs = 20000);
};

} // namespace HelmDeck
