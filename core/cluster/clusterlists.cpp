// SPDX-License-Identifier: GPL-3.0-or-later
#include "clusterlists.h"

#include "job/runner.h"
#include "kubectlreadqueue.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMetaObject>

#include <algorithm>
#include <utility>

namespace HelmDeck {

namespace {

const QString ListStep = QStringLiteral("list");

QString defaultAnnotation(ClusterList::Kind kind)
{
    if (kind == ClusterList::Kind::StorageClasses)
        return QStringLiteral("storageclass.kubernetes.io/is-default-class");
    if (kind == ClusterList::Kind::IngressClasses)
        return QStringLiteral("ingressclass.kubernetes.io/is-default-class");
    return QString();
}

/** The kubectl arguments after the global flags, and whether the query is in the target's namespace. */
QStringList queryArgs(ClusterList::Kind kind)
{
    const QString json = QStringLiteral("json");
    switch (kind) {
    case ClusterList::Kind::Namespaces:
        return { QStringLiteral("get"), QStringLiteral("namespaces"), QStringLiteral("-o"), json };
    case ClusterList::Kind::StorageClasses:
        return { QStringLiteral("get"), QStringLiteral("storageclasses"), QStringLiteral("-o"), json };
    case ClusterList::Kind::IngressClasses:
        return { QStringLiteral("get"), QStringLiteral("ingressclasses"), QStringLiteral("-o"), json };
    case ClusterList::Kind::Gateways:
        return { QStringLiteral("get"), QStringLiteral("gateways"), QStringLiteral("-A"),
            QStringLiteral("-o"), json };
    case ClusterList::Kind::PullSecrets:
        // -o name: the names only, so no secret value ever reaches this process
        return { QStringLiteral("get"), QStringLiteral("secrets"), QStringLiteral("--field-selector"),
            QStringLiteral("type=kubernetes.io/dockerconfigjson"), QStringLiteral("-o"),
            QStringLiteral("name") };
    }
    return {};
}

/** The first line of @p text, without a trailing period: messages here are one short sentence. */
QString firstLine(const QString &text)
{
    QString line = text.trimmed().section(QLatin1Char('\n'), 0, 0).trimmed();
    while (line.endsWith(QLatin1Char('.')))
        line.chop(1);
    return line;
}

} // namespace

QStringList ClusterList::names() const
{
    QStringList out;
    for (const ClusterListItem &item : items)
        out.append(item.name);
    return out;
}

QString ClusterList::defaultName() const
{
    for (const ClusterListItem &item : items) {
        if (item.isDefault)
            return item.name;
    }
    return QString();
}

QString ClusterList::kindText(Kind kind)
{
    switch (kind) {
    case Kind::Namespaces:
        return tr("namespaces");
    case Kind::StorageClasses:
        return tr("storage classes");
    case Kind::IngressClasses:
        return tr("ingress classes");
    case Kind::Gateways:
        return tr("Gateways");
    case Kind::PullSecrets:
        return tr("pull secrets");
    }
    return QString();
}

QList<ClusterListItem> ClusterList::parse(Kind kind, const QByteArray &output, bool *ok)
{
    QList<ClusterListItem> out;
    if (kind == Kind::PullSecrets) {
        const QStringList lines = QString::fromUtf8(output).split(QLatin1Char('\n'));
        for (const QString &raw : lines) {
            const QString line = raw.trimmed();
            const int slash = line.indexOf(QLatin1Char('/'));
            if (slash > 0 && line.left(slash).startsWith(QLatin1String("secret")) && slash + 1 < line.size())
                out.append({ line.mid(slash + 1), QString(), false });
        }
        if (ok)
            *ok = true;
    } else {
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(output, &error);
        if (ok)
            *ok = error.error == QJsonParseError::NoError && doc.isObject();
        const QString annotation = defaultAnnotation(kind);
        const QJsonArray items = doc.object().value(QLatin1String("items")).toArray();
        for (const QJsonValue &v : items) {
            const QJsonObject meta = v.toObject().value(QLatin1String("metadata")).toObject();
            ClusterListItem item;
            item.name = meta.value(QLatin1String("name")).toString();
            if (item.name.isEmpty())
                continue;
            if (kind == Kind::Gateways)
                item.kubeNamespace = meta.value(QLatin1String("namespace")).toString();
            if (!annotation.isEmpty())
                item.isDefault
                    = meta.value(QLatin1String("annotations")).toObject().value(annotation).toString()
                    == QLatin1String("true");
            out.append(item);
        }
    }
    std::sort(out.begin(), out.end(), [](const ClusterListItem &a, const ClusterListItem &b) {
        return a.kubeNamespace != b.kubeNamespace ? a.kubeNamespace < b.kubeNamespace : a.name < b.name;
    });
    return out;
}

ClusterLists::ClusterLists(const KubectlTool &kubectl, QObject *parent)
    : QObject(parent)
    , m_reads(new KubectlReadQueue(kubectl, this))
{
    qRegisterMetaType<HelmDeck::ClusterList>("HelmDeck::ClusterList");
    m_reads->setTimeout(DefaultTimeoutMs);
    connect(m_reads, &KubectlReadQueue::finished, this, &ClusterLists::onFinished);
}

ClusterLists::~ClusterLists() = default;

void ClusterLists::setEnvironment(const QProcessEnvironment &environment)
{
    m_reads->setEnvironment(environment);
}

void ClusterLists::setTimeout(int milliseconds)
{
    m_reads->setTimeout(milliseconds);
}

bool ClusterLists::isReading() const
{
    return m_reads->isReading();
}

QString ClusterLists::key(ClusterList::Kind kind, const ClusterTarget &target)
{
    const QString ns = kind == ClusterList::Kind::PullSecrets ? target.kubeNamespace : QString();
    return target.context + QLatin1Char('\x1f') + QString::number(int(kind)) + QLatin1Char('\x1f') + ns;
}

bool ClusterLists::isCached(ClusterList::Kind kind, const ClusterTarget &target) const
{
    return m_cache.contains(key(kind, target));
}

ClusterList ClusterLists::cached(ClusterList::Kind kind, const ClusterTarget &target) const
{
    return m_cache.value(key(kind, target));
}

void ClusterLists::request(ClusterList::Kind kind, const ClusterTarget &target)
{
    if (target.context.isEmpty()
        || (kind == ClusterList::Kind::PullSecrets && target.kubeNamespace.isEmpty())) {
        ClusterList none;
        none.kind = kind;
        none.message
            = target.context.isEmpty() ? tr("No kube context is chosen") : tr("No namespace is chosen");
        answerLater(none);
        return;
    }
    const QString k = key(kind, target);
    if (m_cache.contains(k)) {
        answerLater(m_cache.value(k));
        return;
    }
    // a list being read or queued already: merged into that read
    const Request r { kind, target };
    if (m_reads->enqueue(k, [this, r] { return plan(r); }))
        m_requests.insert(k, r);
}

void ClusterLists::refresh(ClusterList::Kind kind, const ClusterTarget &target)
{
    forget(target.context);
    request(kind, target);
}

void ClusterLists::forget(const QString &context)
{
    const QString prefix = context + QLatin1Char('\x1f');
    for (auto it = m_cache.begin(); it != m_cache.end();) {
        if (it.key().startsWith(prefix))
            it = m_cache.erase(it);
        else
            ++it;
    }
}

Plan ClusterLists::plan(const Request &request) const
{
    const QString ns
        = request.kind == ClusterList::Kind::PullSecrets ? request.target.kubeNamespace : QString();
    Plan plan;
    plan.title = tr("List the %1 of %2").arg(ClusterList::kindText(request.kind), request.target.context);
    plan.steps = { m_reads->step(request.target, ListStep, plan.title, queryArgs(request.kind), ns) };
    return plan;
}

void ClusterLists::onFinished(const QString &key, const RunResult &result)
{
    const Request read = m_requests.take(key);
    ClusterList list;
    list.kind = read.kind;
    list.context = read.target.context;
    if (list.kind == ClusterList::Kind::PullSecrets)
        list.kubeNamespace = read.target.kubeNamespace;
    const QString what = ClusterList::kindText(list.kind);
    if (result.ok) {
        bool ok = false;
        list.items = ClusterList::parse(list.kind, m_reads->context().outputs.value(ListStep), &ok);
        list.reachable = ok;
        if (!ok)
            list.message = tr("kubectl gave no list of %1 for context \"%2\"").arg(what, list.context);
    } else {
        const QString why = firstLine(result.message.isEmpty() ? tr("kubectl failed") : result.message);
        list.message = tr("Cannot list the %1 of context \"%2\": %3").arg(what, list.context, why);
    }
    if (list.reachable)
        m_cache.insert(key, list);
    Q_EMIT listRead(list);
}

void ClusterLists::answerLater(const ClusterList &list)
{
    QMetaObject::invokeMethod(
        this, [this, list] { Q_EMIT listRead(list); }, Qt::QueuedConnection);
}

} // namespace HelmDeck
