// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "statestore.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

/*
 * StatefulSets (README.md, "StatefulSets and service pods"): their pods "<name>-<ordinal>" and the
 * claims of their volumeClaimTemplates "<template>-<name>-<ordinal>" are made up when shown, as a
 * Deployment's pods are; nothing runs in them until `kubectl exec`.
 */
namespace HelmDeck::ClusterFake {

/** @p sts with status: replicas, readyReplicas/availableReplicas (none under a podFailures entry of its
 * name), currentReplicas, updatedReplicas. */
QJsonObject statefulSetView(const StateStore &store, QJsonObject sts);
/** Every StatefulSet's pods in @p ns (all namespaces if @p all), status computed. */
QList<QJsonObject> statefulSetPods(const StateStore &store, const QString &ns, bool all);
/** The claims of every StatefulSet's volumeClaimTemplates in @p ns that are not stored: Bound (pvcPhase
 * overrides), capacity = the request. */
QList<QJsonObject> statefulSetClaims(const StateStore &store, const QString &ns, bool all);
/** The StatefulSet pod @p pod in @p ns; empty when there is none. */
QJsonObject statefulSetPod(const StateStore &store, const QString &ns, const QString &pod);
/** Container @p name of @p pod's spec; the first when none has that name. */
QJsonObject podContainer(const QJsonObject &pod, const QString &name);
/**
 * The environment of @p container (a pod spec's container) in namespace @p ns as the kubelet gives
 * it: its envFrom Secrets' data, then its env (values; secretKeyRef read from the Secret), as "K=V".
 */
QStringList containerEnvironment(const StateStore &store, const QString &ns, const QJsonObject &container);

} // namespace HelmDeck::ClusterFake
