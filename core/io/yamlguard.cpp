// SPDX-License-Identifier: GPL-3.0-or-later
#include "yamlguard.h"

#include <QHash>

#include <yaml-cpp/eventhandler.h>

#include <exception>
#include <sstream>
#include <string>
#include <unordered_map>
#include <vector>

namespace HelmDeck {

namespace {

QString text(const std::string &s)
{
    return QString::fromUtf8(s.data(), int(s.size()));
}

SourceLocation at(const QString &file, const YAML::Mark &m)
{
    return SourceLocation { file, m.line < 0 ? 0 : m.line + 1, m.column < 0 ? 0 : m.column + 1 };
}

// Thrown from the event handler to stop yaml-cpp's parser at the first bound crossed.
struct Stop
{
    QString message;
    YAML::Mark mark;
};

// Walks one document's events without building it: depth, anchors, aliases and the expanded size.
class Checker : public YAML::EventHandler
{
public:
    Checker(const YamlLimits &limits, qint64 maxNodes, const QString &what)
        : m_limits(limits)
        , m_maxNodes(maxNodes)
        , m_what(what)
    { }

    bool started = false;
    YAML::Mark start; // the document's start ("---" or its first token)
    bool hasNode = false;
    YAML::Mark firstNode; // where its first value is

    void OnDocumentStart(const YAML::Mark &mark) override
    {
        started = true;
        start = mark;
    }
    void OnDocumentEnd() override { }
    void OnNull(const YAML::Mark &mark, YAML::anchor_t anchor) override { leaf(mark, anchor); }
    void OnScalar(
        const YAML::Mark &mark, const std::string &, YAML::anchor_t anchor, const std::string &) override
    {
        leaf(mark, anchor);
    }
    void OnAlias(const YAML::Mark &mark, YAML::anchor_t anchor) override
    {
        const QString name = m_names.value(anchor);
        if (!m_limits.allowAliases)
            throw Stop { QStringLiteral("the %1 uses the YAML alias *%2: anchors and aliases are not "
                                        "supported in a %1 (a save would write the values out); write "
                                        "the values out")
                             .arg(m_what, name),
                mark };
        const auto it = m_sizes.find(anchor);
        grow(it == m_sizes.end() ? 1 : it->second, mark);
    }
    void OnSequenceStart(const YAML::Mark &mark, const std::string &, YAML::anchor_t anchor,
        YAML::EmitterStyle::value) override
    {
        open(mark, anchor);
    }
    void OnSequenceEnd() override { close(); }
    void OnMapStart(const YAML::Mark &mark, const std::string &, YAML::anchor_t anchor,
        YAML::EmitterStyle::value) override
    {
        open(mark, anchor);
    }
    void OnMapEnd() override { close(); }
    void OnAnchor(const YAML::Mark &mark, const std::string &name) override
    {
        if (!m_limits.allowAliases)
            throw Stop { QStringLiteral("the %1 uses the YAML anchor &%2: anchors and aliases are not "
                                        "supported in a %1 (a save would write the values out); write "
                                        "the values out")
                             .arg(m_what, text(name)),
                mark };
        m_pendingName = text(name);
    }

private:
    void named(YAML::anchor_t anchor, const YAML::Mark &mark)
    {
        if (!hasNode) {
            hasNode = true;
            firstNode = mark;
        }
        if (anchor != YAML::NullAnchor)
            m_names.insert(anchor, m_pendingName);
    }
    void grow(qint64 n, const YAML::Mark &mark)
    {
        m_total += n;
        if (m_total > m_maxNodes)
            throw Stop { QStringLiteral("the %1's YAML aliases expand it past %2 values (a \"billion "
                                        "laughs\" alias bomb?); it is not read")
                             .arg(m_what)
                             .arg(m_maxNodes),
                mark };
    }
    void leaf(const YAML::Mark &mark, YAML::anchor_t anchor)
    {
        named(anchor, mark);
        grow(1, mark);
        if (anchor != YAML::NullAnchor)
            m_sizes[anchor] = 1;
    }
    void open(const YAML::Mark &mark, YAML::anchor_t anchor)
    {
        named(anchor, mark);
        if (int(m_open.size()) >= m_limits.maxDepth)
            throw Stop { QStringLiteral("the %1 is too deeply nested (more than %2 levels of maps and "
                                        "lists)")
                             .arg(m_what)
                             .arg(m_limits.maxDepth),
                mark };
        grow(1, mark);
        m_open.push_back(Open { anchor, m_total - 1 });
    }
    void close()
    {
        if (m_open.empty())
            return;
        const Open o = m_open.back();
        m_open.pop_back();
        if (o.anchor != YAML::NullAnchor)
            m_sizes[o.anchor] = m_total - o.before;
    }

    struct Open
    {
        YAML::anchor_t anchor;
        qint64 before;
    };
    const YamlLimits &m_limits;
    const qint64 m_maxNodes;
    const QString m_what;
    std::vector<Open> m_open;
    std::unordered_map<YAML::anchor_t, qint64> m_sizes; // anchor → expanded size of its node
    QHash<YAML::anchor_t, QString> m_names;
    QString m_pendingName;
    qint64 m_total = 0;
};

/**
 * @p body (which returns false after its own fail()) with every way yaml-cpp can throw turned into one
 * fail() finding at the place it names: a limit (Stop), a syntax error, memory, anything else.
 */
template <typename Body, typename Fail>
bool guarded(const Body &body, const Fail &fail, const QString &fileName, const QString &what)
{
    try {
        return body();
    } catch (const Stop &stop) {
        return fail(stop.message, at(fileName, stop.mark));
    } catch (const YAML::Exception &e) {
        return fail(QStringLiteral("YAML syntax error: %1; the %2 is not valid YAML").arg(text(e.msg), what),
            at(fileName, e.mark));
    } catch (const std::bad_alloc &) {
        return fail(QStringLiteral("the %1 is too big to read as YAML (out of memory)").arg(what),
            SourceLocation { fileName, 0, 0 });
    } catch (const std::exception &e) {
        return fail(
            QStringLiteral("the %1 cannot be read as YAML: %2").arg(what, QString::fromLocal8Bit(e.what())),
            SourceLocation { fileName, 0, 0 });
    }
}

} // namespace

bool YamlGuard::loadOne(const QByteArray &data, const QString &fileName, const QString &what,
    const QString &fieldPath, const YamlLimits &limits, YAML::Node *out, Findings *findings,
    SourceLocation *secondDocument)
{
    *out = YAML::Node();
    if (secondDocument)
        *secondDocument = SourceLocation();
    const qint64 maxNodes
        = limits.maxExpandedNodes > 0 ? limits.maxExpandedNodes : 1000000 + 4 * qint64(data.size());
    auto fail = [&](const QString &message, const SourceLocation &where) {
        findings->append(Finding::error(message, fieldPath, where));
        *out = YAML::Node();
        return false;
    };
    const std::string input(data.constData(), size_t(data.size()));
    const bool parsed = guarded(
        [&]() {
            // Pass 1: events only, within the limits; at most three document steps (see yamlguard.h).
            std::istringstream stream(input);
            YAML::Parser parser(stream);
            Checker first(limits, maxNodes, what);
            if (parser.HandleNextDocument(first)) {
                Checker second(limits, maxNodes, what);
                if (parser.HandleNextDocument(second) && second.started) {
                    Checker third(limits, maxNodes, what);
                    const bool more = parser.HandleNextDocument(third) && third.started;
                    const bool stuck = second.start.pos == first.start.pos
                        || (more && third.start.pos == second.start.pos);
                    if (stuck) {
                        const YAML::Mark m = second.start.pos == first.start.pos ? second.start : third.start;
                        const int pos = qBound(0, m.pos, int(data.size()) - 1);
                        return fail(
                            QStringLiteral("YAML syntax error: unexpected \"%1\" where a value or a key "
                                           "should start")
                                .arg(QString::fromUtf8(data.mid(pos, 1))),
                            at(fileName, m));
                    }
                    if (!secondDocument)
                        return fail(QStringLiteral("the %1 holds more than one YAML document; it holds one")
                                        .arg(what),
                            at(fileName, second.hasNode ? second.firstNode : second.start));
                    *secondDocument = at(fileName, second.hasNode ? second.firstNode : second.start);
                }
            }
            // Pass 2: the tree of the first document (YAML::Load reads one document).
            *out = YAML::Load(input);
            return true;
        },
        fail, fileName, what);
    if (!parsed)
        return false;
    if (limits.checkDuplicateKeys && !checkDuplicateKeys(*out, fileName, what, fieldPath, findings)) {
        *out = YAML::Node();
        return false;
    }
    return true;
}

bool YamlGuard::loadAll(const QByteArray &data, const QString &fileName, const QString &what,
    const QString &fieldPath, const YamlLimits &limits, std::vector<YAML::Node> *out, Findings *findings,
    int maxDocuments)
{
    out->clear();
    const qint64 maxNodes
        = limits.maxExpandedNodes > 0 ? limits.maxExpandedNodes : 1000000 + 4 * qint64(data.size());
    auto fail = [&](const QString &message, const SourceLocation &where) {
        findings->append(Finding::error(message, fieldPath, where));
        out->clear();
        return false;
    };
    const std::string input(data.constData(), size_t(data.size()));
    const bool parsed = guarded(
        [&]() {
            // Pass 1: every document's events within the limits, each step moving through the text.
            std::istringstream stream(input);
            YAML::Parser parser(stream);
            int previous = -1;
            for (int count = 0;; ++count) {
                Checker doc(limits, maxNodes, what);
                if (!parser.HandleNextDocument(doc) || !doc.started)
                    break;
                if (doc.start.pos <= previous) {
                    const int pos = qBound(0, doc.start.pos, int(data.size()) - 1);
                    return fail(
                        QStringLiteral("YAML syntax error: unexpected \"%1\" where a value or a key should "
                                       "start; the %2 is not valid YAML")
                            .arg(QString::fromUtf8(data.mid(pos, 1)), what),
                        at(fileName, doc.start));
                }
                if (count >= maxDocuments)
                    return fail(QStringLiteral("the %1 holds more than %2 YAML documents")
                                    .arg(what)
                                    .arg(maxDocuments),
                        at(fileName, doc.start));
                previous = doc.start.pos;
            }
            // Pass 2: pass 1 reached the end, so LoadAll() does too.
            *out = YAML::LoadAll(input);
            return true;
        },
        fail, fileName, what);
    if (!parsed)
        return false;
    if (limits.checkDuplicateKeys) {
        bool ok = true;
        for (const YAML::Node &doc : *out)
            ok = checkDuplicateKeys(doc, fileName, what, fieldPath, findings) && ok;
        if (!ok) {
            out->clear();
            return false;
        }
    }
    return true;
}

bool YamlGuard::checkDuplicateKeys(const YAML::Node &root, const QString &fileName, const QString &what,
    const QString &fieldPath, Findings *findings)
{
    bool ok = true;
    // (node, dotted path) pairs still to visit; iterative, so depth costs no stack
    std::vector<std::pair<YAML::Node, QString>> todo;
    todo.emplace_back(root, QString());
    while (!todo.empty()) {
        const YAML::Node node = todo.back().first;
        const QString path = todo.back().second;
        todo.pop_back();
        if (node.IsSequence()) {
            int i = 0;
            for (const YAML::Node &item : node)
                todo.emplace_back(item, path + QLatin1Char('[') + QString::number(i++) + QLatin1Char(']'));
        } else if (node.IsMap()) {
            QHash<QString, int> seen; // key → its 1-based line
            for (auto it = node.begin(); it != node.end(); ++it) {
                if (!it->first.IsScalar())
                    continue;
                const QString key = text(it->first.Scalar());
                const QString keyPath = path.isEmpty() ? key : path + QLatin1Char('.') + key;
                const SourceLocation where = at(fileName, it->first.Mark());
                const auto first = seen.constFind(key);
                if (first != seen.constEnd()) {
                    findings->append(Finding::error(
                        QStringLiteral("the %1 has the key \"%2\" twice in one map (lines %3 and %4; at %5): "
                                       "keys must be unique")
                            .arg(what, key)
                            .arg(first.value())
                            .arg(where.line)
                            .arg(keyPath),
                        fieldPath, where));
                    ok = false;
                    continue;
                }
                seen.insert(key, where.line);
                todo.emplace_back(it->second, keyPath);
            }
        }
    }
    return ok;
}

} // namespace HelmDeck
