// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cluster/clustertarget.h"
#include "cluster/liveroutes.h"
#include "model/finding.h"
#include "model/project.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace HelmDeck {

/**
 * The deploy's check of an app's hosts against what the cluster routes (LiveRoutes), and of its
 * parent Gateway (docs/deploy.md "Hosts"). Pure: the reading is LiveRoutes::load's.
 *
 * A host + path the app wants (App::domains) is **held** by a live Ingress, HTTPRoute or Traefik
 * IngressRoute when the host is the same (case-insensitive, compared literally: a wildcard
 * "*.example.com" and "shop.example.com" are different hosts, as Kubernetes and Traefik let the
 * specific one win) and one path is a prefix of the other by whole segments, as
 * Ingress `pathType: Prefix` matches ("/" holds everything; "/api" holds "/api/v1" but not
 * "/apix"). The object is **this app's** when its Helm annotations `meta.helm.sh/release-name` /
 * `meta.helm.sh/release-namespace` name the app's release (the app's name) in the namespace the
 * deploy targets; any other object — another release, or one made by no release — is not.
 *
 * A host held by another app of the same project whose project entry no longer lists it is a
 * domain **moved** between apps: that app is a *giver* and the deploy plan deploys it first
 * (DeployPlanner::deploy), which removes its object, then this app.
 */
class HostCheck
{
    Q_DECLARE_TR_FUNCTIONS(HelmDeck::HostCheck)

public:
    /** True when paths @p a and @p b overlap by the rule above ("" reads as "/"). */
    static bool pathsOverlap(const QString &a, const QString &b);
    /** The live routes that hold a host + path of @p domain and are not the release @p release in @p ns. */
    static QList<LiveRoute> holders(
        const Domain &domain, const LiveRoutes &live, const QString &release, const QString &ns);
    /**
     * The indexes of the project's other apps that give up a host app @p appIndex wants: the live
     * object holding it is their release (in their target namespace) and none of their domains
     * overlaps it any more. In project order, each once.
     */
    static QList<int> givers(
        const Project &project, int appIndex, const ClusterTarget &target, const LiveRoutes &live);
    /**
     * The findings of the host check for app @p appIndex, on "apps[<app>].domains[<i>]":
     *  - an error per host + path held by an object that is not this app's and not a giver's in
     *    @p givers, naming both apps (the other object's release, or "no release") and namespaces
     *    and the object (Kind namespace/name);
     *  - an info per moved host (held by a giver, deployed first);
     *  - a warning per IngressRoute of another owner whose rule could not be read (LiveRoutes::unread),
     *    naming the object: its hosts were not checked;
     *  - an info naming what was listed and where (LiveRoutes::scope()), or a warning when a listing
     *    failed (the check is then incomplete);
     *  - when the cluster could not be reached (LiveRoutes::reachable false), only one warning saying so.
     * @p formerName / @p formerNamespace: a release that also counts as this app's (a rename's old name).
     * Nothing when @p live was not read.
     */
    static Findings hosts(const Project &project, int appIndex, const ClusterTarget &target,
        const LiveRoutes &live, const QList<int> &givers, const QString &formerName = QString(),
        const QString &formerNamespace = QString());
    /**
     * For routing kind httproute: an error when the parent Gateway does not exist (on
     * "apps[<app>].routing.gateway.name", naming the Gateway and its namespace; also when the
     * HTTPRoute listing failed otherwise, e.g. Forbidden — only a cluster without the HTTPRoute kind
     * is left to the routes' CRD check); a warning when it could not be read; a warning per domain with TLS
     * for which the Gateway has no listener of protocol HTTPS whose hostname matches the host (equal, a "*."
     * wildcard of it, or empty) and, when routing.gateway.section is set, whose name is that section.
     */
    static Findings gateway(const App &app, const LiveRoutes &live);
};

} // namespace HelmDeck
