// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cluster/clustercommands.h"
#include "model/project.h"

#include <QByteArray>
#include <QList>
#include <QMap>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace HelmDeck {

/**
 * One object a release of the app would create that already exists in the cluster and is not that
 * release's by Helm's ownership marks (label `app.kubernetes.io/managed-by: Helm`, annotations
 * `meta.helm.sh/release-name` = the release and `meta.helm.sh/release-namespace` = its namespace):
 * `helm upgrade` would stop on it half-way ("invalid ownership metadata"), docs/deploy.md "Preflight".
 */
struct ForeignObject
{
    QString kind; ///< "Secret", "Deployment"
    QString group; ///< the API group: "" (core), "apps", "networking.k8s.io"
    QString name;
    QString kubeNamespace;
    QString release; ///< the release that would create it, e.g. "config-shop"
    QString ownerRelease; ///< its meta.helm.sh/release-name ("" = none)
    QString ownerNamespace; ///< its meta.helm.sh/release-namespace ("" = none)
    bool managedByHelm = false; ///< its label app.kubernetes.io/managed-by is "Helm"

    /** kubectl's resource name for the kind: "secret", "deployment.apps", "ingressroute.traefik.io". */
    QString resource() const;
};

/**
 * What a deploy of one app would collide with, read once before it is planned (JobSetup, off the
 * GUI thread; docs/deploy.md "Preflight"):
 *
 *  1. the app's releases — config-<app>, tls-<app> and pull-secret-<app> when the plan installs
 *     them, and <app> — are rendered as the deploy renders them (ReleasePlan's charts, `helm template`
 *     with the release's 0600 values file in a private temporary directory, removed before load()
 *     returns; no post-renderer, no live cron names, no `helm test` hooks);
 *  2. for each kind they render, one `kubectl get <kind>[.<group>] NAME… --ignore-not-found -o json`
 *     in the app's namespace (bounded: one call per kind, never one per object, each with
 *     `--request-timeout=10s` and @p timeoutMs);
 *  3. when an entry the app's processes or cron tasks mount exists, one `kubectl get
 *     persistentvolumeclaims ENTRY… --ignore-not-found -o json` for their claims.
 *
 * A release that cannot be rendered, or a kind that cannot be listed, is a warning (that part is
 * not checked); a kind the cluster does not serve is skipped silently (nothing of it can exist).
 * When the cluster cannot be reached nothing more is asked (the plan's "Reach the cluster" step
 * then fails before any change).
 */
struct LiveOwnership
{
    bool read = false; ///< the cluster was asked
    QString appName; ///< the app (the release name) the objects were rendered for
    QString kubeNamespace; ///< where they were looked up
    QString projectFile; ///< for the storage command in a message; "" = "PROJECT"
    QStringList releases; ///< the releases rendered, in install order
    int objectCount = 0; ///< objects the releases render (all looked up)
    QList<ForeignObject> foreign;
    QStringList warnings; ///< "release tls-shop could not be rendered: …", "Secrets were not checked: …"
    bool claimsRead = false; ///< the claims of the mounted entries were asked for
    QStringList claims; ///< those of them that exist

    static LiveOwnership load(const Project &project, int appIndex, const ClusterCommands &commands,
        const QMap<QString, QByteArray> &pullSecretPayloads, const QProcessEnvironment &environment,
        int timeoutMs = 30000);
    /** The storage entries the app's processes and cron tasks mount (not those only `run` Jobs mount), each
     * once, in mount order; @p fields gets each one's first "apps[<app>].mounts[<i>]". */
    static QStringList mountedEntries(const App &app, QStringList *fields = nullptr);
};

} // namespace HelmDeck
