// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "clustertarget.h"
#include "job/plan.h"
#include "kubectltool.h"

#include <QList>
#include <QObject>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

#include <functional>
#include <utility>

namespace HelmDeck {

class Runner;
struct RunResult;

/**
 * The read loop ClusterCapabilities and ClusterLists share: reads queued by a key (what the reader
 * caches by: a context, a context's list) and run one at a time as Plans on a Runner of its own,
 * off the caller's thread as every Runner does. A read for a key being read or queued is merged
 * into it. Each kubectl step is bounded twice by timeout() ms: kubectl's own `--request-timeout`
 * (whole seconds, at least 1) and the step's timeout; a failure is explained for the target's
 * context (ClusterErrors::explain). The caching and the answers stay with the readers.
 */
class KubectlReadQueue : public QObject
{
    Q_OBJECT
public:
    static constexpr int DefaultTimeoutMs = 8000;

    /** @p kubectl as detected; an empty program runs "kubectl" from the environment's PATH. */
    explicit KubectlReadQueue(const KubectlTool &kubectl, QObject *parent = nullptr);
    ~KubectlReadQueue() override;

    /** The environment kubectl runs in (default: the process environment). */
    void setEnvironment(const QProcessEnvironment &environment);
    /** Per kubectl call, in milliseconds. */
    void setTimeout(int milliseconds) { m_timeoutMs = milliseconds; }
    int timeout() const { return m_timeoutMs; }

    /**
     * Queues a read under @p key and starts it when nothing is being read; @p makePlan builds its
     * Plan when the read starts (with step()). False, and nothing queued, when @p key is being read
     * or queued already: that read's finished() answers this one too.
     */
    bool enqueue(const QString &key, std::function<Plan()> makePlan);
    /**
     * `kubectl --context C [--namespace @p ns] --request-timeout Ns <args…>` for @p target (its
     * KUBECONFIG), bounded by timeout(), stdout not echoed, a failure explained for its context.
     */
    Step step(const ClusterTarget &target, const QString &id, const QString &title, const QStringList &args,
        const QString &ns = QString()) const;
    bool isReading() const;
    /** The finished read's outputs (step id → stdout): valid while finished() is delivered. */
    const PlanContext &context() const;

Q_SIGNALS:
    /** Once per enqueued read; the next queued read starts when the receivers have returned. */
    void finished(const QString &key, const HelmDeck::RunResult &result);

private:
    void startNext();

    KubectlTool m_kubectl;
    int m_timeoutMs = DefaultTimeoutMs;
    Runner *m_runner;
    QList<std::pair<QString, std::function<Plan()>>> m_queue;
    QString m_readingKey; ///< the key being read; empty when none
};

} // namespace HelmDeck
