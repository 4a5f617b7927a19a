// SPDX-License-Identifier: GPL-3.0-or-later
#include "yamleventcheck.h"

namespace HelmDeck {

namespace {

QString refused(const QString &what, const QString &kind)
{
    return QCoreApplication::translate("HelmDeck::YamlEventCheck",
        "the %1 uses the YAML %2: anchors and aliases are not supported in a %1 (a save "
        "would write the values out); write the values out")
        .arg(what, kind);
}

} // namespace

YamlEventCheck::YamlEventCheck(const YamlLimits &limits, qint64 maxNodes, const QString &what,
    const QString &fileName, const QString &fieldPath, YAML::EventHandler *forward)
    : m_limits(limits)
    , m_maxNodes(maxNodes)
    , m_what(what)
    , m_fileName(fileName)
    , m_fieldPath(fieldPath)
    , m_forward(forward)
{ }

void YamlEventCheck::OnDocumentStart(const YAML::Mark &mark)
{
    started = true;
    start = mark;
    if (m_forward)
        m_forward->OnDocumentStart(mark);
}

void YamlEventCheck::OnDocumentEnd()
{
    if (m_forward)
        m_forward->OnDocumentEnd();
}

void YamlEventCheck::OnNull(const YAML::Mark &mark, YAML::anchor_t anchor)
{
    leaf(mark, anchor, nullptr);
    if (m_forward)
        m_forward->OnNull(mark, anchor);
}

namespace {

/** Whether the quoted scalar whose opening quote is at @p pos of @p text has its closing quote. */
bool quoteClosed(const QByteArray &text, qsizetype pos)
{
    const char quote = text.at(pos);
    for (qsizetype i = pos + 1; i < text.size(); ++i) {
        const char c = text.at(i);
        if (quote == '"' && c == '\\')
            ++i; // an escape: the next byte is part of it
        else if (c == quote && quote == '\'' && i + 1 < text.size() && text.at(i + 1) == '\'')
            ++i; // '' is a quote inside a single-quoted value
        else if (c == quote)
            return true;
    }
    return false;
}

} // namespace

void YamlEventCheck::OnScalar(
    const YAML::Mark &mark, const std::string &tag, YAML::anchor_t anchor, const std::string &value)
{
    if (m_text && tag == "!" && mark.pos >= 0 && mark.pos < m_text->size()) {
        const char c = m_text->at(mark.pos);
        if ((c == '"' || c == '\'') && !quoteClosed(*m_text, mark.pos))
            throw Stop { tr("YAML syntax error: the quoted value that starts here has no "
                            "closing %1; the %2 is not valid YAML")
                             .arg(c == '"' ? tr("double quote") : tr("single quote"), m_what),
                mark };
    }
    const bool asKey
        = m_limits.checkDuplicateKeys && !m_open.empty() && m_open.back().isMap && m_open.back().expectKey;
    QString key;
    if (asKey || anchor != YAML::NullAnchor)
        key = YamlGuard::text(value);
    if (anchor != YAML::NullAnchor)
        m_scalars.insert(anchor, key);
    leaf(mark, anchor, asKey ? &key : nullptr);
    if (m_forward)
        m_forward->OnScalar(mark, tag, anchor, value);
}

void YamlEventCheck::OnAlias(const YAML::Mark &mark, YAML::anchor_t anchor)
{
    if (!m_limits.allowAliases)
        throw Stop { refused(m_what, tr("alias *%1").arg(m_names.value(anchor))), mark };
    // yaml-cpp links an alias inside the node its anchor names back to that node: the tree is a
    // cycle, and any walk of it (a reader, an emitter) never ends
    if (m_openAnchors.count(anchor) != 0)
        throw Stop { tr("the %1 uses the YAML alias *%2 inside the value it names (a cycle); "
                        "it is not read")
                         .arg(m_what, m_names.value(anchor)),
            mark };
    const auto it = m_sizes.find(anchor);
    grow(it == m_sizes.end() ? 1 : it->second, mark);
    const auto scalar = m_scalars.constFind(anchor);
    node(mark, scalar == m_scalars.constEnd() ? nullptr : &scalar.value());
    done();
    if (m_forward)
        m_forward->OnAlias(mark, anchor);
}

void YamlEventCheck::OnSequenceStart(
    const YAML::Mark &mark, const std::string &tag, YAML::anchor_t anchor, YAML::EmitterStyle::value style)
{
    open(mark, anchor, false);
    if (m_forward)
        m_forward->OnSequenceStart(mark, tag, anchor, style);
}

void YamlEventCheck::OnSequenceEnd()
{
    close();
    if (m_forward)
        m_forward->OnSequenceEnd();
}

void YamlEventCheck::OnMapStart(
    const YAML::Mark &mark, const std::string &tag, YAML::anchor_t anchor, YAML::EmitterStyle::value style)
{
    open(mark, anchor, true);
    if (m_forward)
        m_forward->OnMapStart(mark, tag, anchor, style);
}

void YamlEventCheck::OnMapEnd()
{
    close();
    if (m_forward)
        m_forward->OnMapEnd();
}

void YamlEventCheck::OnAnchor(const YAML::Mark &mark, const std::string &name)
{
    if (!m_limits.allowAliases)
        throw Stop { refused(m_what, tr("anchor &%1").arg(YamlGuard::text(name))), mark };
    m_pendingName = YamlGuard::text(name);
    if (m_forward)
        m_forward->OnAnchor(mark, name);
}

void YamlEventCheck::named(YAML::anchor_t anchor, const YAML::Mark &mark)
{
    if (!hasNode) {
        hasNode = true;
        firstNode = mark;
    }
    if (anchor != YAML::NullAnchor)
        m_names.insert(anchor, m_pendingName);
}

void YamlEventCheck::grow(qint64 n, const YAML::Mark &mark)
{
    m_total += n;
    if (m_total > m_maxNodes)
        throw Stop { tr("the %1's YAML aliases expand it past %2 values (a \"billion laughs\" "
                        "alias bomb?); it is not read")
                         .arg(m_what)
                         .arg(m_maxNodes),
            mark };
}

QString YamlEventCheck::pathOfKey(const QString &key) const
{
    // built only for a duplicate: the same path the tree walk used to give ("env.PORT", "a[2].b")
    QString path;
    for (size_t i = 0; i + 1 < m_open.size(); ++i) {
        const Open &o = m_open[i];
        if (!o.isMap)
            path += QLatin1Char('[') + QString::number(o.index) + QLatin1Char(']');
        else
            path = path.isEmpty() ? o.key : path + QLatin1Char('.') + o.key;
    }
    return path.isEmpty() ? key : path + QLatin1Char('.') + key;
}

void YamlEventCheck::node(const YAML::Mark &mark, const QString *key)
{
    if (!m_limits.checkDuplicateKeys || m_open.empty() || !m_open.back().isMap || !m_open.back().expectKey)
        return;
    Open &map = m_open.back();
    map.key = key ? *key : QStringLiteral("?");
    if (!key)
        return;
    const int line = mark.line + 1;
    const auto first = map.seen.constFind(*key);
    if (first == map.seen.constEnd()) {
        map.seen.insert(*key, line);
        return;
    }
    m_duplicates.append(
        Finding::error(tr("the %1 has the key \"%2\" twice in one map (lines %3 and %4; at %5): keys must be "
                          "unique")
                           .arg(m_what, *key)
                           .arg(first.value())
                           .arg(line)
                           .arg(pathOfKey(*key)),
            m_fieldPath, YamlGuard::at(m_fileName, mark)));
}

void YamlEventCheck::done()
{
    if (m_open.empty())
        return;
    Open &parent = m_open.back();
    if (parent.isMap)
        parent.expectKey = !parent.expectKey;
    else
        ++parent.index;
}

void YamlEventCheck::leaf(const YAML::Mark &mark, YAML::anchor_t anchor, const QString *key)
{
    named(anchor, mark);
    grow(1, mark);
    if (anchor != YAML::NullAnchor)
        m_sizes[anchor] = 1;
    node(mark, key);
    done();
}

void YamlEventCheck::open(const YAML::Mark &mark, YAML::anchor_t anchor, bool isMap)
{
    named(anchor, mark);
    if (int(m_open.size()) >= m_limits.maxDepth)
        throw Stop { tr("the %1 is too deeply nested (more than %2 levels of maps and lists)")
                         .arg(m_what)
                         .arg(m_limits.maxDepth),
            mark };
    grow(1, mark);
    node(mark, nullptr);
    m_open.push_back(Open { anchor, m_total - 1, isMap, true, 0, QString(), {} });
    if (anchor != YAML::NullAnchor)
        m_openAnchors.insert(anchor);
}

void YamlEventCheck::close()
{
    if (m_open.empty())
        return;
    const YAML::anchor_t anchor = m_open.back().anchor;
    const qint64 before = m_open.back().before;
    m_open.pop_back();
    if (anchor != YAML::NullAnchor) {
        m_sizes[anchor] = m_total - before;
        m_openAnchors.erase(anchor);
    }
    done();
}

} // namespace HelmDeck
