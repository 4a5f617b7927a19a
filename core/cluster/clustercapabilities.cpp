// SPDX-License-Identifier: GPL-3.0-or-later
#include "clustercapabilities.h"

#include "clustercommands.h"
#include "clustererrors.h"
#include "job/runner.h"

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
    , m_kubectl(kubectl)
    , m_runner(new Runner(this))
{
    qRegisterMetaType<HelmDeck::ClusterVersions>("HelmDeck::ClusterVersions");
    connect(m_runner, &Runner::finished, this, &ClusterCapabilities::onFinished);
}

ClusterCapabilities::~ClusterCapabilities() = default;

void ClusterCapabilities::setEnvironment(const QProcessEnvironment &environment)
{
    m_runner->setBaseEnvironment(environment);
}

void ClusterCapabilities::setTimeout(int milliseconds)
{
    m_timeoutMs = milliseconds;
}

bool ClusterCapabilities::isReading() const
{
    return m_runner->isRunning() || !m_queue.isEmpty();
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
    if (m_runner->isRunning() && m_reading.context == target.context)
        return; // merged into the read under way
    for (const ClusterTarget &queued : std::as_const(m_queue)) {
        if (queued.context == target.context)
            return;
    }
    m_queue.append(target);
    if (!m_runner->isRunning())
        startNext();
}

void ClusterCapabilities::refresh(const ClusterTarget &target)
{
    m_cache.remove(target.context);
    request(target);
}

void ClusterCapabilities::startNext()
{
    if (m_queue.isEmpty())
        return;
    m_reading = m_queue.takeFirst();
    ClusterTarget target = m_reading;
    target.kubeNamespace.clear(); // discovery is cluster-wide
    const ClusterCommands commands(HelmTool(), m_kubectl, target);
    const QStringList timeout { QStringLiteral("--request-timeout"),
        QStringLiteral("%1s").arg(qMax(1, m_timeoutMs / 1000)) };
    const QString context = target.context;
    const auto explain
        = [context](const QString &stderrText) { return ClusterErrors::explain(stderrText, context); };

    Plan plan;
    plan.title = tr("Read the Kubernetes and API versions of %1").arg(context);
    Step version = commands.step(VersionStep, tr("Kubernetes version"),
        commands.kubectl(
            timeout + QStringList { QStringLiteral("version"), QStringLiteral("-o"), QStringLiteral("json") },
            QString()),
        m_timeoutMs);
    version.explainFailure = explain;
    Step apis = commands.step(ApiVersionsStep, tr("API versions"),
        commands.kubectl(timeout + QStringList { QStringLiteral("api-versions") }, QString()), m_timeoutMs);
    apis.echoStdout = false;
    apis.explainFailure = explain;
    // Kinds are a refinement ("…/v1/HTTPRoute"): a cluster that refuses the list still has versions.
    Step resources = commands.step(ApiResourcesStep, tr("API resources"),
        commands.kubectl(
            timeout + QStringList { QStringLiteral("api-resources"), QStringLiteral("--no-headers") },
            QString()),
        m_timeoutMs);
    resources.echoStdout = false;
    resources.allowFailure = true;
    plan.steps = { version, apis, resources };
    m_runner->start(plan);
}

void ClusterCapabilities::onFinished(const RunResult &result)
{
    ClusterVersions v;
    v.context = m_reading.context;
    const PlanContext &ctx = m_runner->context();
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
    m_reading = ClusterTarget();
    Q_EMIT versionsRead(v);
    startNext();
}

void ClusterCapabilities::answerLater(const ClusterVersions &versions)
{
    QMetaObject::invokeMethod(
        this, [this, versions] { Q_EMIT versionsRead(versions); }, Qt::QueuedConnection);
}

} // namespace HelmDeck
