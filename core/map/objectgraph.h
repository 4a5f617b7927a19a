// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chart/releasekind.h"
#include "model/finding.h"

#include <QCoreApplication>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

namespace HelmDeck {

class ManifestSet;
struct Project;

/** One rendered object as the map shows it (a node of ObjectGraph). */
struct MapObject
{
    QString release; ///< the Helm release that renders it
    ReleaseKind releaseKind = ReleaseKind::App;
    QString apiVersion;
    QString kind;
    QString name; ///< metadata.name
    QString namespaceName; ///< metadata.namespace; empty when the document names none
    QString source; ///< helm's "# Source:" template path
    int document = -1; ///< its index in ManifestSet::documents()
    int indexInRelease = -1; ///< its index among its release's documents (ManifestSet::forRelease())
    QStringList hosts; ///< an Ingress's rule hosts, an HTTPRoute's hostnames, in document order
};

/**
 * One reference from an object to another (an edge of ObjectGraph), read from the rendered YAML.
 * A reference is Resolved (its target is rendered by some release: `to` is the target's index),
 * External (its target is expected to exist outside the render, `note` says why; `to` is -1) or
 * Dangling (nothing provides its target; `to` is -1 and the graph reports a Finding).
 */
struct MapReference
{
    enum class Type
    {
        Selects, ///< Service spec.selector → a workload whose pod labels match it
        TargetPort, ///< Service port's targetPort → a selected workload with that container port
        Routes, ///< Ingress / HTTPRoute backend → Service (and its port)
        Mounts, ///< pod volume persistentVolumeClaim.claimName → PersistentVolumeClaim
        Binds, ///< PersistentVolumeClaim spec.volumeName → PersistentVolume
        EnvFrom, ///< container envFrom secretRef / configMapRef → Secret / ConfigMap
        EnvValue, ///< container env valueFrom secretKeyRef / configMapKeyRef → Secret / ConfigMap
        Volume, ///< pod volume secret / configMap (also projected sources) → Secret / ConfigMap
        PullSecret, ///< pod imagePullSecrets → Secret
        ServiceAccount, ///< pod serviceAccountName → ServiceAccount
        Tls, ///< Ingress spec.tls secretName → Secret
        Scales, ///< HorizontalPodAutoscaler scaleTargetRef → workload
    };
    enum class State
    {
        Resolved,
        External,
        Dangling,
    };

    Type type = Type::Selects;
    State state = State::Resolved;
    int from = -1; ///< ObjectGraph::objects() index of the referring object
    int to = -1; ///< index of the target when Resolved, else -1
    QString targetKind; ///< e.g. "Secret"; for Selects "Pod", for TargetPort "port"
    QString targetName; ///< the name referred to; for Selects the selector "k=v,k=v"
    QString detail; ///< what else the reference names: "port http", "volume data", "key DB_URL"
    QString note; ///< why External, or why Dangling (the finding's reason)

    /** The arrow's label: "selects", "port", "routes", "mounts", "binds", "env from", ... */
    static QString typeLabel(Type type);
};

/**
 * The objects of every rendered release and the references between them: what the preview's map
 * draws and what it warns about (docs/architecture.md "The map").
 *
 * build() reads each document of a ManifestSet once (yaml-cpp through YamlGuard::loadOutput(), the
 * limits of helm's output), indexes the objects by kind and name and the pod templates by label,
 * and resolves every reference against those indexes, so the time is linear in the size of the
 * render (a Service's selector looks up the workloads that carry its first label, then checks the
 * rest). Names resolve within a namespace: a target in another namespace is not a match, except
 * that a document without a namespace matches any.
 *
 * Which references may point outside the render (External, not reported):
 *  - a ConfigMap "kube-root-ca.crt" and a ServiceAccount "default": Kubernetes creates them in every
 *    namespace;
 *  - a Secret or ConfigMap reference marked `optional: true`: the pod starts without it;
 *  - an Ingress TLS secret when the Ingress names a cert-manager issuer
 *    (`cert-manager.io/issuer` or `cert-manager.io/cluster-issuer`): cert-manager creates it;
 *  - a Service without a selector (ExternalName, hand-made endpoints) selects nothing by design;
 *  - the names passed in @p external ("Secret/regcred"): e.g. the pull secrets a project names,
 *    which the user manages on the cluster.
 * Everything else whose target no release renders is Dangling: a Service whose selector matches no
 * pod template, a targetPort no selected container exposes, a route to a missing Service or to a
 * port the Service lacks, a mount of a claim no release renders (a claim of a storage-<entry>
 * release counts when that release is rendered), a claim bound to a missing volume, a missing
 * Secret, ConfigMap or ServiceAccount.
 */
class ObjectGraph
{
    Q_DECLARE_TR_FUNCTIONS(HelmDeck::ObjectGraph)

public:
    /**
     * The graph of @p manifests. @p external lists "Kind/name" targets that live outside the
     * render (see above). Documents of kind "Invalid" are objects without references.
     */
    static ObjectGraph build(const ManifestSet &manifests, const QSet<QString> &external = {});

    /**
     * The "Kind/name" targets @p project says live outside its releases, for build(): the
     * imagePullSecrets of an app whose pull secrets are named (NamedSecrets: the user manages them on
     * the cluster), and the existing claim a bundled service keeps after a rename (BackingService::claim).
     */
    static QSet<QString> externalObjects(const Project &project);

    const QList<MapObject> &objects() const { return m_objects; }
    const QList<MapReference> &references() const { return m_references; }
    /** The index of the object of @p kind named @p name (first one, any namespace), or -1. */
    int indexOf(const QString &kind, const QString &name) const;
    /** References whose state is Dangling. */
    QList<MapReference> dangling() const;
    /**
     * One warning per dangling reference, naming the object, its release and the reference
     * ("Service \"web\" (release app) selects no pods: no pod template has the labels app=web"),
     * located at the object's template (MapObject::source).
     */
    Findings findings() const;
    /** One line describing @p ref for a person: the finding's message for a dangling one. */
    QString describe(const MapReference &ref) const;

private:
    friend class ObjectGraphBuilder;
    QList<MapObject> m_objects;
    QList<MapReference> m_references;
};

} // namespace HelmDeck
