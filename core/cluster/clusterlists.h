// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "clustertarget.h"
#include "kubectltool.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QObject>
#include <QProcessEnvironment>
#include <QString>

namespace HelmDeck {

class KubectlReadQueue;
struct Plan;
struct RunResult;

/** One name a cluster offers for a form field. */
struct ClusterListItem
{
    QString name;
    QString kubeNamespace; ///< a Gateway's namespace; empty for cluster-scoped kinds and the namespace's own
                           ///< secrets
    bool isDefault = false; ///< the default StorageClass or IngressClass (its is-default-class annotation)

    bool operator==(const ClusterListItem &o) const
    {
        return name == o.name && kubeNamespace == o.kubeNamespace && isDefault == o.isDefault;
    }
};

/** What a cluster lists for one kind of name. */
struct ClusterList
{
    Q_DECLARE_TR_FUNCTIONS(HelmDeck::ClusterList)

public:
    /** What is listed, and the kubectl call that lists it (docs/project-file.md "Names from the cluster"). */
    enum class Kind
    {
        Namespaces, ///< `kubectl get namespaces -o json`
        StorageClasses, ///< `kubectl get storageclasses -o json`, the default marked
        IngressClasses, ///< `kubectl get ingressclasses -o json`, the default marked
        Gateways, ///< `kubectl get gateways -A -o json` (Gateway API), every namespace
        PullSecrets, ///< `kubectl get secrets -n NS --field-selector type=kubernetes.io/dockerconfigjson -o
                     ///< name`
    };

    Kind kind = Kind::Namespaces;
    QString context;
    QString kubeNamespace; ///< the namespace listed (PullSecrets only); empty otherwise
    bool reachable = false; ///< false: items is empty and message says why
    QList<ClusterListItem> items; ///< sorted by namespace, then name
    /** When !reachable: one short sentence ("Cannot list storage classes of context "k3s": …"). */
    QString message;

    /** The item names, in order. */
    QStringList names() const;
    /** The default item's name (StorageClasses, IngressClasses); empty when none is marked. */
    QString defaultName() const;
    /** "namespaces", "storage classes", …: what the list holds, for messages. */
    static QString kindText(Kind kind);
    /**
     * The items of @p kind in a kubectl answer: a `-o json` List (its items' metadata.name and
     * metadata.namespace; for classes the annotations storageclass.kubernetes.io/is-default-class or
     * ingressclass.kubernetes.io/is-default-class = "true"), or for PullSecrets `-o name` lines
     * ("secret/NAME"). Anything else is skipped; @p ok is false when the answer cannot be read at all.
     */
    static QList<ClusterListItem> parse(Kind kind, const QByteArray &output, bool *ok = nullptr);
};

/**
 * Lists the names the forms offer from a cluster — namespaces, storage classes, ingress classes,
 * Gateways and the pull secrets of a namespace — one kubectl query per request, off the caller's
 * thread through a KubectlReadQueue of its own (as ClusterCapabilities reads versions), and keeps
 * what a reachable cluster answered per context (and namespace, for secrets).
 *
 * request(kind, target): answers from the cache when that list was read before (listRead() later,
 * from the event loop, never inside request()), else queues the query (`kubectl --context C
 * --request-timeout Ns …`, bounded by timeout() ms, KUBECONFIG from the target). A request for a
 * list already being read or queued is merged into it. An unreachable cluster, a refused query or
 * an answer that cannot be read is not cached (the next request asks again); refresh() forgets a
 * context's lists and reads the given one again. An empty context answers unreachable.
 */
class ClusterLists : public QObject
{
    Q_OBJECT
public:
    static constexpr int DefaultTimeoutMs = 8000;

    /** @p kubectl as detected; an empty program runs "kubectl" from the environment's PATH. */
    explicit ClusterLists(const KubectlTool &kubectl = KubectlTool(), QObject *parent = nullptr);
    ~ClusterLists() override;

    /** The environment kubectl runs in (default: the process environment). */
    void setEnvironment(const QProcessEnvironment &environment);
    /** Per kubectl call, in milliseconds. */
    void setTimeout(int milliseconds);

    /** Reads (or answers from the cache) the list of @p kind for @p target (its namespace for
     * PullSecrets). */
    void request(ClusterList::Kind kind, const ClusterTarget &target);
    /** Forgets every cached list of @p target's context, then request()s @p kind. */
    void refresh(ClusterList::Kind kind, const ClusterTarget &target);
    /** Forgets every cached list of @p context: the next request reads the cluster again. */
    void forget(const QString &context);
    bool isCached(ClusterList::Kind kind, const ClusterTarget &target) const;
    /** The cached list; a default (unreachable, empty) ClusterList when none. */
    ClusterList cached(ClusterList::Kind kind, const ClusterTarget &target) const;
    bool isReading() const;

Q_SIGNALS:
    /** Once per request (merged requests share one answer). */
    void listRead(const HelmDeck::ClusterList &list);

private:
    struct Request
    {
        ClusterList::Kind kind = ClusterList::Kind::Namespaces;
        ClusterTarget target;
    };
    static QString key(ClusterList::Kind kind, const ClusterTarget &target);
    Plan plan(const Request &request) const;
    void onFinished(const QString &key, const RunResult &result);
    void answerLater(const ClusterList &list);

    KubectlReadQueue *m_reads;
    QHash<QString, ClusterList> m_cache;
    QHash<QString, Request> m_requests; ///< by key(): the reads queued or under way
};

} // namespace HelmDeck

Q_DECLARE_METATYPE(HelmDeck::ClusterList)
