// SPDX-License-Identifier: GPL-3.0-or-later
#include "kubeconfigevents.h"

namespace HelmDeck {

namespace {

QString eventText(const std::string &s)
{
    return QString::fromUtf8(s.data(), int(s.size()));
}

} // namespace

KubeConfigEvents::Slot KubeConfigEvents::slot() const
{
    if (m_stack.empty())
        return Slot::Root;
    const Frame &p = m_stack.back();
    const QString &k = p.key;
    switch (p.role) {
    case Slot::Root:
        if (k == QLatin1String("clusters"))
            return Slot::Clusters;
        if (k == QLatin1String("contexts"))
            return Slot::Contexts;
        return k == QLatin1String("current-context") ? Slot::CurrentContext : Slot::Other;
    case Slot::Clusters:
        return Slot::ClusterEntry;
    case Slot::ClusterEntry:
        if (k == QLatin1String("name"))
            return Slot::ClusterName;
        return k == QLatin1String("cluster") ? Slot::ClusterBody : Slot::Other;
    case Slot::ClusterBody:
        return k == QLatin1String("server") ? Slot::Server : Slot::Other;
    case Slot::Contexts:
        return Slot::ContextEntry;
    case Slot::ContextEntry:
        if (k == QLatin1String("name"))
            return Slot::ContextName;
        return k == QLatin1String("context") ? Slot::ContextBody : Slot::Other;
    case Slot::ContextBody:
        if (k == QLatin1String("cluster"))
            return Slot::ContextCluster;
        if (k == QLatin1String("user"))
            return Slot::ContextUser;
        return k == QLatin1String("namespace") ? Slot::ContextNamespace : Slot::Other;
    default:
        return Slot::Other;
    }
}

KubeConfigEvents::Entry *KubeConfigEvents::current(Slot s)
{
    const bool cluster = s == Slot::ClusterName || s == Slot::ClusterBody || s == Slot::Server;
    std::vector<Entry> &list = cluster ? clusters : contexts;
    return list.empty() ? nullptr : &list.back();
}

KubeConfigEvents::Slot KubeConfigEvents::value(Kind kind, const YAML::Mark &mark, const QString &scalar)
{
    if (atKey()) {
        // a key: only a scalar key names a field ("name", "contexts"); any other matches none
        m_stack.back().key = kind == Kind::Scalar ? scalar : QString();
        return Slot::Other;
    }
    const Slot s = slot();
    const QString text = kind == Kind::Scalar ? scalar : QString();
    Entry *e = nullptr;
    switch (s) {
    case Slot::Root:
        rootKind = kind;
        rootMark = mark;
        break;
    case Slot::CurrentContext:
        currentContext = text;
        break;
    case Slot::Clusters:
        clustersKind = kind;
        clustersMark = mark;
        break;
    case Slot::Contexts:
        contextsKind = kind;
        contextsMark = mark;
        break;
    case Slot::ClusterEntry:
    case Slot::ContextEntry:
        (s == Slot::ClusterEntry ? clusters : contexts)
            .push_back(Entry { mark, kind == Kind::Map, {}, false, {}, {}, {} });
        break;
    case Slot::ClusterBody:
    case Slot::ContextBody:
        if ((e = current(s)))
            e->bodyIsMap = kind == Kind::Map;
        break;
    case Slot::ClusterName:
    case Slot::ContextName:
        if ((e = current(s)))
            e->name = text;
        break;
    case Slot::Server:
    case Slot::ContextCluster:
        if ((e = current(s)))
            e->a = text;
        break;
    case Slot::ContextUser:
        if ((e = current(s)))
            e->b = text;
        break;
    case Slot::ContextNamespace:
        if ((e = current(s)))
            e->c = text;
        break;
    case Slot::Other:
        break;
    }
    return s;
}

void KubeConfigEvents::done()
{
    if (!m_stack.empty() && m_stack.back().isMap)
        m_stack.back().expectKey = !m_stack.back().expectKey;
}

void KubeConfigEvents::OnNull(const YAML::Mark &mark, YAML::anchor_t)
{
    value(Kind::Null, mark, QString());
    done();
}

void KubeConfigEvents::OnScalar(
    const YAML::Mark &mark, const std::string &, YAML::anchor_t anchor, const std::string &v)
{
    const QString t = eventText(v);
    if (anchor != YAML::NullAnchor)
        m_scalars.insert(anchor, t);
    value(Kind::Scalar, mark, t);
    done();
}

void KubeConfigEvents::OnAlias(const YAML::Mark &mark, YAML::anchor_t anchor)
{
    const auto scalar = m_scalars.constFind(anchor);
    const auto entry = m_entries.constFind(anchor);
    if (scalar != m_scalars.constEnd()) {
        value(Kind::Scalar, mark, scalar.value());
    } else if (entry != m_entries.constEnd() && !atKey()) {
        // an anchored entry or body stands in whole: its fields as read where it was anchored
        const Slot s = value(Kind::Map, mark, QString());
        Entry *e = s == Slot::ClusterEntry || s == Slot::ContextEntry || s == Slot::ClusterBody
                || s == Slot::ContextBody
            ? current(
                s == Slot::ClusterEntry || s == Slot::ClusterBody ? Slot::ClusterName : Slot::ContextName)
            : nullptr;
        if (e && (s == Slot::ClusterEntry || s == Slot::ContextEntry)) {
            e->name = entry->name;
            e->bodyIsMap = entry->bodyIsMap;
        }
        if (e) {
            e->a = entry->a;
            e->b = entry->b;
            e->c = entry->c;
        }
    } else {
        value(Kind::Null, mark, QString());
    }
    done();
}

void KubeConfigEvents::open(const YAML::Mark &mark, YAML::anchor_t anchor, bool isMap)
{
    const bool key = atKey();
    const Slot s = value(isMap ? Kind::Map : Kind::List, mark, QString());
    Slot role = Slot::Other;
    if (!key) {
        if (isMap
            && (s == Slot::Root || s == Slot::ClusterEntry || s == Slot::ContextEntry
                || s == Slot::ClusterBody || s == Slot::ContextBody))
            role = s;
        else if (!isMap && (s == Slot::Clusters || s == Slot::Contexts))
            role = s;
    }
    m_stack.push_back(Frame { role, isMap, true, QString(), anchor });
}

void KubeConfigEvents::close()
{
    if (m_stack.empty())
        return;
    const Frame f = m_stack.back();
    m_stack.pop_back();
    // an anchored entry or body is kept, so an alias to it reads the same fields
    if (f.anchor != YAML::NullAnchor) {
        const bool cluster = f.role == Slot::ClusterEntry || f.role == Slot::ClusterBody;
        const bool context = f.role == Slot::ContextEntry || f.role == Slot::ContextBody;
        const std::vector<Entry> &list = cluster ? clusters : contexts;
        if ((cluster || context) && !list.empty())
            m_entries.insert(f.anchor, list.back());
    }
    done();
}

void KubeConfigEvents::OnSequenceStart(
    const YAML::Mark &mark, const std::string &, YAML::anchor_t anchor, YAML::EmitterStyle::value)
{
    open(mark, anchor, false);
}

void KubeConfigEvents::OnMapStart(
    const YAML::Mark &mark, const std::string &, YAML::anchor_t anchor, YAML::EmitterStyle::value)
{
    open(mark, anchor, true);
}

} // namespace HelmDeck
