// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "servicecommands.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace HelmDeck {

/**
 * What `service status` shows of one bundled service (docs/service-commands.md), read from the live
 * objects: the StatefulSet "<app>-<kind>" (ready replicas), its pod "<app>-<kind>-0" (phase,
 * readiness, the image its container runs), and the pod's claim (phase, capacity). A service that
 * is not deployed has @c deployed false and nothing else.
 */
struct ServiceState
{
    QString kind; ///< "postgres"
    QString name; ///< "shop-postgres"
    QString kubeNamespace;
    bool deployed = false; ///< the StatefulSet exists
    int replicas = 0; ///< spec.replicas
    int readyReplicas = 0; ///< status.readyReplicas
    QString pod; ///< "" when the pod does not exist
    QString podPhase; ///< "Running", "Pending", …
    bool podReady = false; ///< condition Ready=True
    QString waitingReason; ///< a container's waiting reason ("CrashLoopBackOff"), if any
    QString claim; ///< the pod's (or the StatefulSet template's) PersistentVolumeClaim; "" = none
    QString claimPhase; ///< "Bound", "Pending"; "" when the claim does not exist
    QString claimSize; ///< status.capacity.storage, else the requested size
    QString image; ///< the image the service's container runs ("docker.io/library/postgres:17")
    QString version; ///< its tag ("17"); "" when the reference has none

    /**
     * From `kubectl get … -o json` of the StatefulSet, the pod and the claim (each may be empty: not
     * found, --ignore-not-found); @p container names the service's container.
     */
    static ServiceState parse(const ServiceTarget &service, const QByteArray &statefulSetJson,
        const QByteArray &podJson, const QByteArray &claimJson);
    /**
     * The claim the pod mounts (spec.volumes[].persistentVolumeClaim.claimName), else the
     * StatefulSet's first volumeClaimTemplate's "<template>-<statefulset>-0"; "" when neither has one.
     */
    static QString claimOf(const QByteArray &statefulSetJson, const QByteArray &podJson);
    /**
     * The report lines:
     *   postgres shop-postgres in shop: ready 1/1
     *     pod shop-postgres-0: Running, ready
     *     claim data-shop-postgres-0: Bound, 5Gi
     *     image docker.io/library/postgres:17 (version 17)
     * or "postgres shop-postgres in shop: not deployed (no StatefulSet)".
     */
    QStringList lines() const;
};

/**
 * `service status` as a plan (docs/service-commands.md): per service of @p services, three queries
 * ("<kind>-statefulset", "<kind>-pod", "<kind>-claim", each `kubectl get … --ignore-not-found -o
 * json`, 30 s; the claim's name comes from the first two at run time; no claim = skipped), then
 * one internal step "status" (the last) whose report is ServiceState::lines() of each service. The
 * front ends show those report lines (the command line on stdout).
 */
class ServiceStatus
{
    Q_DECLARE_TR_FUNCTIONS(HelmDeck::ServiceStatus)

public:
    /** The last step's id: its report lines are every service's ServiceState::lines(). */
    static constexpr const char *ReportStep = "status";
    static Plan plan(
        const KubectlTool &kubectl, const ClusterTarget &target, const QList<ServiceTarget> &services);
};

} // namespace HelmDeck
