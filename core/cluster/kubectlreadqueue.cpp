// SPDX-License-Identifier: GPL-3.0-or-later
#include "kubectlreadqueue.h"

#include "clustercommands.h"
#include "clustererrors.h"
#include "job/runner.h"

namespace HelmDeck {

KubectlReadQueue::KubectlReadQueue(const KubectlTool &kubectl, QObject *parent)
    : QObject(parent)
    , m_kubectl(kubectl)
    , m_runner(new Runner(this))
{
    connect(m_runner, &Runner::finished, this, [this](const RunResult &result) {
        const QString key = std::exchange(m_readingKey, QString());
        Q_EMIT finished(key, result);
        startNext();
    });
}

KubectlReadQueue::~KubectlReadQueue() = default;

void KubectlReadQueue::setEnvironment(const QProcessEnvironment &environment)
{
    m_runner->setBaseEnvironment(environment);
}

bool KubectlReadQueue::isReading() const
{
    return m_runner->isRunning() || !m_queue.isEmpty();
}

const PlanContext &KubectlReadQueue::context() const
{
    return m_runner->context();
}

bool KubectlReadQueue::enqueue(const QString &key, std::function<Plan()> makePlan)
{
    if (m_runner->isRunning() && m_readingKey == key)
        return false;
    for (const auto &queued : std::as_const(m_queue)) {
        if (queued.first == key)
            return false;
    }
    m_queue.append({ key, std::move(makePlan) });
    if (!m_runner->isRunning())
        startNext();
    return true;
}

Step KubectlReadQueue::step(const ClusterTarget &target, const QString &id, const QString &title,
    const QStringList &args, const QString &ns) const
{
    const ClusterCommands commands(HelmTool(), m_kubectl, target);
    const QStringList timeout { QStringLiteral("--request-timeout"),
        QStringLiteral("%1s").arg(qMax(1, m_timeoutMs / 1000)) };
    Step s = commands.step(id, title, commands.kubectl(timeout + args, ns), m_timeoutMs);
    s.echoStdout = false;
    const QString context = target.context;
    s.explainFailure
        = [context](const QString &stderrText) { return ClusterErrors::explain(stderrText, context); };
    return s;
}

void KubectlReadQueue::startNext()
{
    if (m_queue.isEmpty() || m_runner->isRunning())
        return;
    auto next = m_queue.takeFirst();
    m_readingKey = next.first;
    m_runner->start(next.second());
}

} // namespace HelmDeck
