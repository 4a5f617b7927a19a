// SPDX-License-Identifier: GPL-3.0-or-later
#include "clustercapabilities.h"

#include "job/runner.h"
#include "kubectlreadqueue.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMetaObject>

namespace HelmDeck {

namespace {

const QString VersionStep = QStringLiteral("version");
const QString ApiVersionsStep = QStringLiteral("api-versions");
const QString ApiResourcesStep = QStringLiteral("api-resources");

QString fallbackSentence()
{
    return QCoreApplication::translate("HelmDeck::ClusterCapabilities",
        "the render uses helm's default Kubernetes version and API versions");
}

/** "<apiVersion>/<Kind>" per row of `kubectl api-resources --no-headers` (NAME [SHORTNAMES] APIVERSION
 * NAMESPACED KIND). */
QStringList resourceVersions(const QByteArray &table)
{
    QStringList out;
    const QStringList lines = QString::fromUtf8(table).split(QLatin1Char('\n'));
    for (const QString &line : lines) {
        const QStringList cells = line.simplified().split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (cells.size() < 4)
            continue;
        const QString entry = cells.at(cells.size() - 3) + QLatin1Char('/') + cells.last();
        if (!out.contains(entry))
            out.append(entry);
    }
    return out;
}

} // namespace

ClusterCapabilities::ClusterCapabilities(const KubectlTool &kubectl, QObject *parent)
    : QObject(parent)
    , m_reads(new KubectlReadQueue(kubectl, this))
{
    qRegisterMetaType<HelmDeck::ClusterVersions>("HelmDeck::ClusterVersions");
    m_reads->setTimeout(DefaultTimeoutMs);
    connect(m_reads, &KubectlReadQueue::finished, this, &ClusterCapabilities::onFinished);
}

ClusterCapabilities::~ClusterCapabilities() = default;

void ClusterCapabilities::setEnvironment(const QProcessEnvironment &environment)
{
    m_reads->setEnvironment(environment);
}

void ClusterCapabilities::setTimeout(int milliseconds)
{
    m_reads->setTimeout(milliseconds);
}

int ClusterCapabilities::timeout() const
{
    return m_reads->timeout();
}

bool ClusterCapabilities::isReading() const
{
    return m_reads->isReading();
}

void ClusterCapabilities::request(const ClusterTarget &target)
{
    if (target.context.isEmpty()) {
        ClusterVersions none;
        none.message = tr("No kube context is chosen: %1.").arg(fallbackSentence());
        answerLater(none);
        return;
    }
    if (m_cache.contains(target.context)) {
        answerLater(m_cache.value(target.context));
        return;
    }
    // a context being read or queued already: merged into that read
    m_reads->enqueue(target.context, [this, target] { return plan(target); });
}

void ClusterCapabilities::refresh(const ClusterTarget &target)
{
    m_cache.remove(target.context);
    request(target);
}

Plan ClusterCapabilities::plan(const ClusterTarget &read) const
{
    ClusterTarget target = read;
    target.kubeNamespace.clear(); // discovery is cluster-wide
    Plan plan;
    plan.title = tr("Read the Kubernetes and API versions of %1").arg(target.context);
    const Step version = m_reads->step(target, VersionStep, tr("Kubernetes version"),
        { QStringLiteral("version"), QStringLiteral("-o"), QStringLiteral("json") });
    const Step apis
        = m_reads->step(target, ApiVersionsStep, tr("API versions"), { QStringLiteral("api-versions") });
    // Kinds are a refinement ("…/v1/HTTPRoute"): a cluster that refuses the list still has versions.
    Step resources = m_reads->step(target, ApiResourcesStep, tr("API resources"),
        { QStringLiteral("api-resources"), QStringLiteral("--no-headers") });
    resources.allowFailure = true;
    plan.steps = { version, apis, resources };
    return plan;
}

void ClusterCapabilities::onFinished(const QString &context, const RunResult &result)
{
    ClusterVersions v;
    v.context = context;
    const PlanContext &ctx = m_reads->context();
    if (result.ok) {
        const QJsonObject json = QJsonDocument::fromJson(ctx.outputs.value(VersionStep)).object();
        v.kubeVersion = json.value(QLatin1String("serverVersion"))
                            .toObject()
                            .value(QLatin1String("gitVersion"))
                            .toString();
        const QStringList lines
            = QString::fromUtf8(ctx.outputs.value(ApiVersionsStep)).split(QLatin1Char('\n'));
        for (const QString &line : lines) {
            const QString trimmed = line.trimmed();
            if (!trimmed.isEmpty() && !v.apiVersions.contains(trimmed))
                v.apiVersions.append(trimmed);
        }
        v.apiVersions += resourceVersions(ctx.outputs.value(ApiResourcesStep));
        v.reachable = !v.kubeVersion.isEmpty();
        if (!v.reachable)
            v.message = tr("The cluster of context \"%1\" gave no server version: %2.")
                            .arg(v.context, fallbackSentence());
    } else {
        const QString why = result.message.isEmpty() ? tr("kubectl failed") : result.message;
        v.message = tr("Cannot read the versions of context \"%1\" (%2): %3.")
                        .arg(v.context, why, fallbackSentence());
    }
    if (v.reachable)
        m_cache.insert(v.context, v);
    else
        v.apiVersions.clear();
    Q_EMIT versionsRead(v);
}

void ClusterCapabilities::answerLater(const ClusterVersions &versions)
{
    QMetaObject::invokeMethod(
        this, [this, versions] { Q_EMIT versionsRead(versions); }, Qt::QueuedConnection);
}

} // namespace HelmDeck
