// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "objectgraph.h"

#include <QList>
#include <QPair>
#include <QSet>
#include <QString>

namespace HelmDeck {

struct Manifest;

/** A reference as read from one document, before ObjectGraph resolves it. */
struct PendingReference
{
    MapReference::Type type = MapReference::Type::Selects;
    QString kind; ///< the target's kind
    QString name; ///< the target's name
    QString detail; ///< "volume data", "key DB_URL", ...
    QString port; ///< Routes: the backend's port (number or name); empty when none is named
    bool optional = false; ///< `optional: true` on a Secret / ConfigMap reference
};

/** One port of a Service: its number, name and targetPort (the number when none is set). */
struct ServicePortFacts
{
    QString port;
    QString name;
    QString targetPort;
};

/**
 * What ObjectGraph needs to know of one rendered document: its namespace, hosts, pod template labels
 * and container ports, a Service's selector and ports, and the references it makes. Read once per
 * document (ObjectFacts::read), so the graph never parses a document twice.
 */
struct ObjectFacts
{
    QString namespaceName;
    QStringList hosts;
    bool hasPodTemplate
        = false; ///< a workload: Deployment, StatefulSet, DaemonSet, ReplicaSet, Job, CronJob, Pod
    QList<QPair<QString, QString>> podLabels; ///< the pod template's labels
    QSet<QString> containerPorts; ///< containerPort numbers and port names of the pod's containers
    bool hasSelector = false; ///< a Service with a non-empty spec.selector
    QList<QPair<QString, QString>> selector;
    QList<ServicePortFacts> servicePorts;
    bool certManaged
        = false; ///< an Ingress naming a cert-manager issuer: its TLS secrets come from cert-manager
    QList<PendingReference> references; ///< deduplicated by type, kind, name and detail

    /**
     * The facts of @p manifest; a document that is not YAML (or over YamlGuard::outputLimits()) has
     * none. Never throws.
     */
    static ObjectFacts read(const Manifest &manifest);
};

} // namespace HelmDeck
