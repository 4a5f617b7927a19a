// SPDX-License-Identifier: GPL-3.0-or-later
#include "objectgraph.h"

#include "model/project.h"
#include "objectfacts.h"
#include "render/manifestset.h"

#include <QHash>

namespace HelmDeck {

namespace {

using GraphRefType = MapReference::Type;
using GraphRefState = MapReference::State;

QString graphLabelsText(const QList<QPair<QString, QString>> &labels)
{
    QStringList parts;
    for (const auto &kv : labels)
        parts.append(kv.first + QLatin1Char('=') + kv.second);
    return parts.join(QStringLiteral(", "));
}

QString graphObjectText(const MapObject &o)
{
    return QCoreApplication::translate("HelmDeck::ObjectGraph", "%1 \"%2\" (release %3)")
        .arg(o.kind, o.name, o.release);
}

} // namespace

/** Resolves the facts of every document against indexes by kind/name and by pod label. */
class ObjectGraphBuilder
{
    Q_DECLARE_TR_FUNCTIONS(HelmDeck::ObjectGraphBuilder)

public:
    ObjectGraphBuilder(ObjectGraph *graph, const QSet<QString> &external)
        : m_graph(graph)
        , m_external(external)
    { }

    void build(const ManifestSet &manifests)
    {
        QHash<QString, int> perRelease;
        const QList<Manifest> &docs = manifests.documents();
        m_facts.reserve(docs.size());
        for (int i = 0; i < docs.size(); ++i) {
            const Manifest &m = docs.at(i);
            ObjectFacts facts = ObjectFacts::read(m);
            MapObject o;
            o.release = m.release;
            o.releaseKind = m.releaseKind;
            o.apiVersion = m.apiVersion;
            o.kind = m.kind;
            o.name = m.name;
            o.namespaceName = facts.namespaceName;
            o.source = m.source;
            o.document = i;
            o.indexInRelease = perRelease[m.release]++;
            o.hosts = facts.hosts;
            const int index = int(m_graph->m_objects.size());
            m_graph->m_objects.append(o);
            m_byName[m.kind + QLatin1Char('/') + m.name].append(index);
            if (facts.hasPodTemplate) {
                for (const auto &kv : facts.podLabels)
                    m_byLabel[kv.first + QLatin1Char('=') + kv.second].append(index);
            }
            m_facts.append(facts);
        }
        for (int i = 0; i < m_facts.size(); ++i) {
            resolveSelector(i);
            for (const PendingReference &ref : m_facts.at(i).references)
                resolve(i, ref);
        }
    }

private:
    bool sameNamespace(int a, int b) const
    {
        const QString &na = m_graph->m_objects.at(a).namespaceName;
        const QString &nb = m_graph->m_objects.at(b).namespaceName;
        return na.isEmpty() || nb.isEmpty() || na == nb;
    }

    int lookup(int from, const QString &kind, const QString &name) const
    {
        const auto it = m_byName.constFind(kind + QLatin1Char('/') + name);
        if (it == m_byName.constEnd())
            return -1;
        for (int candidate : *it) {
            if (sameNamespace(from, candidate))
                return candidate;
        }
        return -1;
    }

    /** Why a missing @p kind / @p name is expected outside the render; empty when it is not. */
    QString externalReason(const PendingReference &ref, int from) const
    {
        if (m_external.contains(ref.kind + QLatin1Char('/') + ref.name))
            return tr("managed outside HelmDeck's releases");
        if (ref.kind == QLatin1String("ConfigMap") && ref.name == QLatin1String("kube-root-ca.crt"))
            return tr("Kubernetes publishes it in every namespace");
        if (ref.kind == QLatin1String("ServiceAccount") && ref.name == QLatin1String("default"))
            return tr("Kubernetes creates it in every namespace");
        if (ref.optional)
            return tr("optional: the pod starts without it");
        if (ref.type == GraphRefType::Tls && m_facts.at(from).certManaged)
            return tr("cert-manager creates it for the issuer the Ingress names");
        return QString();
    }

    void add(MapReference ref) { m_graph->m_references.append(ref); }

    void addDangling(GraphRefType type, int from, const QString &targetKind, const QString &targetName,
        const QString &detail, const QString &note)
    {
        MapReference ref;
        ref.type = type;
        ref.state = GraphRefState::Dangling;
        ref.from = from;
        ref.targetKind = targetKind;
        ref.targetName = targetName;
        ref.detail = detail;
        ref.note = note;
        add(ref);
    }

    void resolve(int from, const PendingReference &pending)
    {
        MapReference ref;
        ref.type = pending.type;
        ref.from = from;
        ref.targetKind = pending.kind;
        ref.targetName = pending.name;
        ref.detail = pending.detail;
        const int to = lookup(from, pending.kind, pending.name);
        if (to >= 0) {
            ref.to = to;
            if (pending.type == GraphRefType::Routes && !pending.port.isEmpty())
                ref.detail = QStringLiteral("port ") + pending.port;
            add(ref);
            if (pending.type == GraphRefType::Routes && !pending.port.isEmpty())
                checkRoutePort(from, to, pending.port);
            return;
        }
        const QString reason = externalReason(pending, from);
        ref.state = reason.isEmpty() ? GraphRefState::Dangling : GraphRefState::External;
        ref.note = reason.isEmpty() ? tr("no release renders it") : reason;
        add(ref);
    }

    void checkRoutePort(int from, int service, const QString &port)
    {
        QStringList have;
        for (const ServicePortFacts &p : m_facts.at(service).servicePorts) {
            if (p.port == port || (!p.name.isEmpty() && p.name == port))
                return;
            have.append(p.name.isEmpty() ? p.port : QStringLiteral("%1 \"%2\"").arg(p.port, p.name));
        }
        addDangling(GraphRefType::Routes, from, QStringLiteral("port"), port,
            QStringLiteral("Service ") + m_graph->m_objects.at(service).name,
            have.isEmpty() ? tr("the Service has no ports")
                           : tr("the Service has %1").arg(have.join(QStringLiteral(", "))));
    }

    /** Service selector → the workloads whose pod labels contain it; then each port's targetPort. */
    void resolveSelector(int from)
    {
        const ObjectFacts &facts = m_facts.at(from);
        if (!facts.hasSelector)
            return;
        // The selector's rarest label gives the fewest candidates (app.kubernetes.io/part-of is on
        // every pod of an app; app.kubernetes.io/instance on one workload's).
        QList<int> candidates;
        for (int i = 0; i < facts.selector.size(); ++i) {
            const auto &kv = facts.selector.at(i);
            const QList<int> withLabel = m_byLabel.value(kv.first + QLatin1Char('=') + kv.second);
            if (i == 0 || withLabel.size() < candidates.size())
                candidates = withLabel;
        }
        QList<int> matched;
        for (int candidate : std::as_const(candidates)) {
            if (!sameNamespace(from, candidate) || matched.contains(candidate))
                continue;
            const auto &labels = m_facts.at(candidate).podLabels;
            bool all = true;
            for (const auto &kv : facts.selector)
                all = all && labels.contains(kv);
            if (all)
                matched.append(candidate);
        }
        const QString selector = graphLabelsText(facts.selector);
        if (matched.isEmpty()) {
            addDangling(GraphRefType::Selects, from, QStringLiteral("Pod"), selector, QString(),
                tr("no pod template has the labels %1").arg(selector));
            return;
        }
        for (int to : matched) {
            MapReference ref;
            ref.type = GraphRefType::Selects;
            ref.from = from;
            ref.to = to;
            ref.targetKind = m_graph->m_objects.at(to).kind;
            ref.targetName = m_graph->m_objects.at(to).name;
            add(ref);
        }
        for (const ServicePortFacts &port : facts.servicePorts) {
            MapReference ref;
            ref.type = GraphRefType::TargetPort;
            ref.from = from;
            ref.detail = QStringLiteral("port ") + port.targetPort;
            for (int to : matched) {
                if (m_facts.at(to).containerPorts.contains(port.targetPort)) {
                    ref.to = to;
                    break;
                }
            }
            if (ref.to >= 0) {
                ref.targetKind = m_graph->m_objects.at(ref.to).kind;
                ref.targetName = m_graph->m_objects.at(ref.to).name;
            } else {
                ref.state = GraphRefState::Dangling;
                ref.targetKind = QStringLiteral("port");
                ref.targetName = port.targetPort;
                QStringList names;
                for (int to : matched)
                    names.append(QStringLiteral("%1 \"%2\"")
                                     .arg(m_graph->m_objects.at(to).kind, m_graph->m_objects.at(to).name));
                ref.note = tr("no container of the pods it selects (%1) declares that port")
                               .arg(names.join(QStringLiteral(", ")));
            }
            add(ref);
        }
    }

    ObjectGraph *m_graph;
    const QSet<QString> &m_external;
    QList<ObjectFacts> m_facts;
    QHash<QString, QList<int>> m_byName; ///< "Kind/name" → objects
    QHash<QString, QList<int>> m_byLabel; ///< "key=value" of a pod template's labels → workloads
};

ObjectGraph ObjectGraph::build(const ManifestSet &manifests, const QSet<QString> &external)
{
    ObjectGraph graph;
    ObjectGraphBuilder(&graph, external).build(manifests);
    return graph;
}

QSet<QString> ObjectGraph::externalObjects(const Project &project)
{
    QSet<QString> out;
    for (const App &app : project.apps) {
        if (app.effectivePullSecretMode() == PullSecretSettings::Mode::NamedSecrets) {
            for (const QString &name : app.imagePullSecrets)
                out.insert(QStringLiteral("Secret/") + name.trimmed());
        }
        for (const BackingService &s : app.services) {
            if (s.storageEntry.trimmed().isEmpty() && !s.claim.trimmed().isEmpty())
                out.insert(QStringLiteral("PersistentVolumeClaim/") + s.claim.trimmed());
        }
    }
    return out;
}

int ObjectGraph::indexOf(const QString &kind, const QString &name) const
{
    for (int i = 0; i < m_objects.size(); ++i) {
        if (m_objects.at(i).kind == kind && m_objects.at(i).name == name)
            return i;
    }
    return -1;
}

QList<MapReference> ObjectGraph::dangling() const
{
    QList<MapReference> out;
    for (const MapReference &r : m_references) {
        if (r.state == MapReference::State::Dangling)
            out.append(r);
    }
    return out;
}

QString MapReference::typeLabel(GraphRefType type)
{
    switch (type) {
    case GraphRefType::Selects:
        return ObjectGraph::tr("selects", "an arrow of the object map");
    case GraphRefType::TargetPort:
        return ObjectGraph::tr("port", "an arrow of the object map");
    case GraphRefType::Routes:
        return ObjectGraph::tr("routes", "an arrow of the object map");
    case GraphRefType::Mounts:
        return ObjectGraph::tr("mounts", "an arrow of the object map");
    case GraphRefType::Binds:
        return ObjectGraph::tr("binds", "an arrow of the object map");
    case GraphRefType::EnvFrom:
        return ObjectGraph::tr("env from", "an arrow of the object map");
    case GraphRefType::EnvValue:
        return ObjectGraph::tr("env", "an arrow of the object map");
    case GraphRefType::Volume:
        return ObjectGraph::tr("volume", "an arrow of the object map");
    case GraphRefType::PullSecret:
        return ObjectGraph::tr("pull secret", "an arrow of the object map");
    case GraphRefType::ServiceAccount:
        return ObjectGraph::tr("runs as", "an arrow of the object map");
    case GraphRefType::Tls:
        return ObjectGraph::tr("TLS", "an arrow of the object map");
    case GraphRefType::Scales:
        return ObjectGraph::tr("scales", "an arrow of the object map");
    }
    return QString();
}

QString ObjectGraph::describe(const MapReference &ref) const
{
    const QString from = graphObjectText(m_objects.at(ref.from));
    const QString detail = ref.detail.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(ref.detail);
    if (ref.state != MapReference::State::Dangling) {
        const QString target = QStringLiteral("%1 \"%2\"").arg(ref.targetKind, ref.targetName);
        return QStringLiteral("%1 %2 %3%4%5")
            .arg(from, MapReference::typeLabel(ref.type), target, detail,
                ref.note.isEmpty() ? QString() : QStringLiteral(": ") + ref.note);
    }
    switch (ref.type) {
    case MapReference::Type::Selects:
        return tr("%1 selects no pods: %2").arg(from, ref.note);
    case MapReference::Type::TargetPort:
        return tr("%1 sends traffic to port %2, but %3").arg(from, ref.targetName, ref.note);
    case MapReference::Type::Routes:
        if (ref.targetKind == QLatin1String("port"))
            return tr("%1 routes to port %2 of %3, which has no such port (%4)")
                .arg(from, ref.targetName, ref.detail, ref.note);
        return tr("%1 routes to Service \"%2\", which no release renders").arg(from, ref.targetName);
    case MapReference::Type::Mounts:
        return tr("%1 mounts the claim \"%2\"%3, but no release renders a PersistentVolumeClaim of "
                  "that name")
            .arg(from, ref.targetName, detail);
    default:
        break;
    }
    return tr("%1 refers to %2 \"%3\" (%4%5), which no release renders")
        .arg(from, ref.targetKind, ref.targetName, MapReference::typeLabel(ref.type),
            ref.detail.isEmpty() ? QString() : QStringLiteral(", ") + ref.detail);
}

Findings ObjectGraph::findings() const
{
    Findings out;
    for (const MapReference &r : m_references) {
        if (r.state != MapReference::State::Dangling)
            continue;
        SourceLocation where;
        where.file = m_objects.at(r.from).source;
        out.append(Finding::warning(describe(r), QString(), where));
    }
    return out;
}

} // namespace HelmDeck
