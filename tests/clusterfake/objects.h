// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "statestore.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace HelmDeck::ClusterFake {

/** A resource type as kubectl names it. */
struct ResourceKind
{
    QString kind; ///< "Deployment"
    QString group; ///< "apps"; empty for the core group
    QString version; ///< "v1"
    QString plural; ///< "deployments"
    QStringList aliases; ///< "deployment", "deploy"
    bool namespaced = true;
    /**
     * Listed by `kubectl api-resources` / `api-versions` when the state has no `apiResources`. False
     * for the built-in kinds `get` models only so a preflight can look up what the charts render
     * (HorizontalPodAutoscaler, PodDisruptionBudget, Role, RoleBinding): the default discovery, and
     * so every render's --api-versions, stay what they were.
     */
    bool discovered = true;

    QString apiVersion() const { return group.isEmpty() ? version : group + QLatin1Char('/') + version; }
    /** "deployments.apps", as NotFound errors name it. */
    QString qualifiedPlural() const { return group.isEmpty() ? plural : plural + QLatin1Char('.') + group; }
    /** "deployment.apps/web", the -o name form. */
    QString nameOutput(const QString &name) const;
};

/** Every resource type the fake models (what `kubectl api-resources` lists by default). */
const QList<ResourceKind> &resourceKinds();
/** The kind a kubectl type argument means ("deploy", "pvc", "deployments.apps"); nullptr if unknown. */
const ResourceKind *findResource(const QString &typeName);
/** The resource of a manifest kind; unknown kinds are namespaced, in their apiVersion's group. */
ResourceKind resourceForKind(const QString &kind, const QString &apiVersion = QString());

/** Every object of @p kind in @p ns (all namespaces if @p allNamespaces), as kubectl shows them: status
 * computed. */
QList<QJsonObject> listObjects(
    const StateStore &store, const ResourceKind &kind, const QString &ns, bool allNamespaces);
/** Equality selectors ("a=b,c==d,e!=f"); false with @p error for anything else. */
bool matchesSelector(const QJsonObject &object, const QString &selector, bool *matches, QString *error);

enum class ApplyOutcome
{
    Created,
    Configured,
    Unchanged,
};

/**
 * Stores @p object (a Namespace goes to "namespaces") over the live one with a three-way merge
 * against @p original (the previously applied config), stamping metadata (namespace, uid,
 * creationTimestamp, generation). The object's namespace must exist.
 */
bool storeObject(StateStore &store, const QJsonObject &object, const QString &defaultNs,
    const QJsonObject &original, ApplyOutcome *outcome, QString *error);
/** The state key of a manifest object ("NS/Kind/name"), with @p defaultNs for namespaced kinds without one.
 */
QString keyOf(const QJsonObject &object, const QString &defaultNs);
/** Deletes by state key; a Namespace key ("/Namespace/x") deletes the namespace and all in it. */
void deleteObject(StateStore &store, const QString &key);

/** The k8s random-string alphabet, for deterministic pod-template hashes and pod names. */
QString safeEncode(const QByteArray &seed, int length);

/** A Deployment's or StatefulSet's spec.replicas; 1 when unset, as the API server defaults it. */
int replicasOf(const QJsonObject &workload);

} // namespace HelmDeck::ClusterFake
