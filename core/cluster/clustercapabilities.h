// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "clustertarget.h"
#include "job/plan.h"
#include "kubectltool.h"

#include <QHash>
#include <QObject>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace HelmDeck {

class KubectlReadQueue;
struct RunResult;

/** What one kube context's cluster serves, as `helm template --kube-version/--api-versions` takes it. */
struct ClusterVersions
{
    QString context; ///< the kube context these are for
    bool reachable = false; ///< false: kubeVersion and apiVersions are empty, message says why
    QString kubeVersion; ///< serverVersion.gitVersion of `kubectl version -o json`, e.g. "v1.31.4+k3s1"
    /**
     * Every line of `kubectl api-versions` ("v1", "networking.k8s.io/v1"), then "<apiVersion>/<Kind>"
     * for every row of `kubectl api-resources` ("gateway.networking.k8s.io/v1/HTTPRoute"), as helm
     * builds its own set from a live cluster. The resource rows are left out when that call fails.
     */
    QStringList apiVersions;
    /**
     * When !reachable: one sentence naming the context and the reason, ending with the consequence
     * ("… renders with helm's default Kubernetes version and API versions"). Empty when reachable.
     */
    QString message;
};

/**
 * Reads a kube context's Kubernetes version and API versions once and keeps them in memory, so
 * renders for that context (the preview, `helmdeck render --context`) see what the cluster serves.
 *
 * request(target): answers from the cache when the context was read before (versionsRead() later,
 * from the event loop), else queues a small Plan on its KubectlReadQueue (off the caller's thread):
 * `kubectl --context C --request-timeout Ns version -o json`, `… api-versions`, then
 * `… api-resources --no-headers` (allowed to fail). Each step is bounded by timeout() (ms;
 * KUBECONFIG from the target). Requests for other contexts wait their turn; a request for a context
 * already being read is merged into it. Only reachable results are cached: an unreachable cluster is
 * asked again on the next request, and refresh() re-reads a reachable one.
 *
 * versionsRead() is emitted once per request (merged requests share one), never inside request().
 */
class ClusterCapabilities : public QObject
{
    Q_OBJECT
public:
    static constexpr int DefaultTimeoutMs = 8000;

    /** @p kubectl as detected; an empty program runs "kubectl" from the environment's PATH. */
    explicit ClusterCapabilities(const KubectlTool &kubectl, QObject *parent = nullptr);
    ~ClusterCapabilities() override;

    /** The environment kubectl runs in (default: the process environment). */
    void setEnvironment(const QProcessEnvironment &environment);
    /** Per kubectl call, in milliseconds. */
    void setTimeout(int milliseconds);
    int timeout() const;

    /** Reads (or answers from the cache) the versions of @p target's context. An empty context is
     * unreachable. */
    void request(const ClusterTarget &target);
    /** Forgets @p target's cached versions and reads them again. */
    void refresh(const ClusterTarget &target);
    bool isCached(const QString &context) const { return m_cache.contains(context); }
    /** The cached versions of @p context; a default ClusterVersions when none. */
    ClusterVersions cached(const QString &context) const { return m_cache.value(context); }
    bool isReading() const;

Q_SIGNALS:
    void versionsRead(const HelmDeck::ClusterVersions &versions);

private:
    Plan plan(const ClusterTarget &target) const;
    void onFinished(const QString &context, const RunResult &result);
    void answerLater(const ClusterVersions &versions);

    KubectlReadQueue *m_reads;
    QHash<QString, ClusterVersions> m_cache;
};

} // namespace HelmDeck

Q_DECLARE_METATYPE(HelmDeck::ClusterVersions)
