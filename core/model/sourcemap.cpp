// SPDX-License-Identifier: GPL-3.0-or-later
#include "sourcemap.h"

#include <QHash>
#include <QSharedData>
#include <QStringList>

#include <cstring>
#include <deque>
#include <string>
#include <vector>

namespace HelmDeck {

namespace {

constexpr std::uint32_t None = 0xffffffffu;
constexpr std::uint32_t Utf16Flag = 0x80000000u; // Token::size: the text is UTF-16, not Latin-1
constexpr std::size_t PageBytes = 64 * 1024;

// A token starts at a '.', '[' or '/' (or at the start of the path) and runs to the next one: field
// paths cut at the first two, JSON Pointers (JsonWithComments::locate) at the last.
inline bool isCut(QChar c)
{
    return c == QLatin1Char('.') || c == QLatin1Char('[') || c == QLatin1Char('/');
}

// FNV-1a over UTF-16 code units, so Latin-1 and UTF-16 storage of one text hash alike.
inline std::uint32_t hashText(const QChar *s, int n)
{
    std::uint32_t h = 2166136261u;
    for (int i = 0; i < n; ++i)
        h = (h ^ std::uint32_t(s[i].unicode())) * 16777619u;
    return h;
}

inline std::uint32_t hashChild(std::uint32_t parent, std::uint32_t token)
{
    const std::uint64_t k = ((std::uint64_t(parent) << 32) | token) * 0x9E3779B97F4A7C15ull;
    return std::uint32_t(k >> 32);
}

} // namespace

class SourceMapData : public QSharedData
{
public:
    struct Node
    {
        std::uint32_t parent;
        std::uint32_t token;
        std::int32_t line;
        std::int32_t column;
        std::uint32_t file; ///< index in files + 1; 0 = no record (a prefix of recorded paths)
    };
    struct Token
    {
        std::uint32_t page;
        std::uint32_t offset;
        std::uint32_t size; ///< code units, | Utf16Flag when stored as UTF-16
        std::uint32_t hash;
    };

    SourceMapData() { nodes.push_back(Node { None, None, 0, 0, 0 }); }

    std::uint32_t findToken(const QChar *s, int n, std::uint32_t h) const;
    std::uint32_t addToken(const QChar *s, int n);
    std::uint32_t findChild(std::uint32_t parent, std::uint32_t token) const;
    std::uint32_t addChild(std::uint32_t parent, std::uint32_t token);
    std::uint32_t find(const QString &path) const;
    std::uint32_t make(const QString &path);
    std::uint32_t fileId(const QString &file);
    void appendToken(std::uint32_t t, QString *out) const;
    SourceLocation location(std::uint32_t node) const;

    std::deque<Node> nodes; ///< [0] is the root, the path ""; blocks, so growing never copies them
    std::deque<Token> tokens;
    std::vector<std::string> pages; ///< token text, PageBytes a page (a longer token: a page of its own)
    std::vector<std::uint32_t> tokenSlots; ///< open addressing: token index + 1, 0 = free
    std::vector<std::uint32_t> childSlots; ///< open addressing: node index (the root is no child), 0 = free
    QStringList files;
    QHash<QString, std::uint32_t> fileIds;
    int recorded = 0;
    // The previous insert: its path, token ends and nodes, to skip the prefix the next one shares.
    QString lastPath;
    std::vector<int> lastEnds;
    std::vector<std::uint32_t> lastNodes;
};

namespace {

bool sameText(const SourceMapData &d, const SourceMapData::Token &t, const QChar *s, int n)
{
    if (int(t.size & ~Utf16Flag) != n)
        return false;
    const char *text = d.pages[t.page].data() + t.offset;
    if (t.size & Utf16Flag)
        return std::memcmp(text, s, std::size_t(n) * sizeof(QChar)) == 0;
    for (int i = 0; i < n; ++i) {
        if (s[i].unicode() != static_cast<unsigned char>(text[i]))
            return false;
    }
    return true;
}

// Doubles an open-addressing table and puts every entry back where @p hashOf says.
template <typename HashOf> void grow(std::vector<std::uint32_t> *slots, HashOf hashOf)
{
    std::vector<std::uint32_t> old;
    old.swap(*slots);
    slots->assign(old.empty() ? 64 : old.size() * 2, 0);
    const std::size_t mask = slots->size() - 1;
    for (const std::uint32_t v : old) {
        if (v == 0)
            continue;
        std::size_t i = hashOf(v) & mask;
        while ((*slots)[i] != 0)
            i = (i + 1) & mask;
        (*slots)[i] = v;
    }
}

} // namespace

std::uint32_t SourceMapData::findToken(const QChar *s, int n, std::uint32_t h) const
{
    if (tokenSlots.empty())
        return None;
    const std::size_t mask = tokenSlots.size() - 1;
    for (std::size_t i = h & mask; tokenSlots[i] != 0; i = (i + 1) & mask) {
        const Token &t = tokens[tokenSlots[i] - 1];
        if (t.hash == h && sameText(*this, t, s, n))
            return tokenSlots[i] - 1;
    }
    return None;
}

std::uint32_t SourceMapData::addToken(const QChar *s, int n)
{
    const std::uint32_t h = hashText(s, n);
    const std::uint32_t found = findToken(s, n, h);
    if (found != None)
        return found;
    bool latin1 = true;
    for (int i = 0; i < n && latin1; ++i)
        latin1 = s[i].unicode() < 0x100;
    const std::size_t bytes = latin1 ? std::size_t(n) : std::size_t(n) * sizeof(QChar);
    if (pages.empty() || pages.back().capacity() - pages.back().size() < bytes) {
        pages.emplace_back();
        pages.back().reserve(qMax(PageBytes, bytes));
    }
    std::string &page = pages.back();
    const Token t { std::uint32_t(pages.size() - 1), std::uint32_t(page.size()),
        std::uint32_t(n) | (latin1 ? 0 : Utf16Flag), h };
    if (latin1) {
        for (int i = 0; i < n; ++i)
            page.push_back(char(s[i].unicode()));
    } else {
        page.append(reinterpret_cast<const char *>(s), bytes);
    }
    tokens.push_back(t);
    if ((tokens.size() + 1) * 2 > tokenSlots.size())
        grow(&tokenSlots, [this](std::uint32_t v) { return tokens[v - 1].hash; });
    const std::size_t mask = tokenSlots.size() - 1;
    std::size_t i = h & mask;
    while (tokenSlots[i] != 0)
        i = (i + 1) & mask;
    tokenSlots[i] = std::uint32_t(tokens.size());
    return std::uint32_t(tokens.size() - 1);
}

std::uint32_t SourceMapData::findChild(std::uint32_t parent, std::uint32_t token) const
{
    if (childSlots.empty())
        return None;
    const std::size_t mask = childSlots.size() - 1;
    for (std::size_t i = hashChild(parent, token) & mask; childSlots[i] != 0; i = (i + 1) & mask) {
        const Node &n = nodes[childSlots[i]];
        if (n.parent == parent && n.token == token)
            return childSlots[i];
    }
    return None;
}

std::uint32_t SourceMapData::addChild(std::uint32_t parent, std::uint32_t token)
{
    const std::uint32_t found = findChild(parent, token);
    if (found != None)
        return found;
    nodes.push_back(Node { parent, token, 0, 0, 0 });
    // at most 3/4 full: nodes.size() - 1 children (the root is none)
    if (nodes.size() * 4 > childSlots.size() * 3)
        grow(&childSlots, [this](std::uint32_t v) { return hashChild(nodes[v].parent, nodes[v].token); });
    const std::size_t mask = childSlots.size() - 1;
    std::size_t i = hashChild(parent, token) & mask;
    while (childSlots[i] != 0)
        i = (i + 1) & mask;
    childSlots[i] = std::uint32_t(nodes.size() - 1);
    return childSlots[i];
}

std::uint32_t SourceMapData::find(const QString &path) const
{
    const QChar *s = path.constData();
    const int len = int(path.size());
    std::uint32_t node = 0;
    for (int pos = 0; pos < len && node != None;) {
        int end = pos + 1;
        while (end < len && !isCut(s[end]))
            ++end;
        const std::uint32_t t = findToken(s + pos, end - pos, hashText(s + pos, end - pos));
        node = t == None ? None : findChild(node, t);
        pos = end;
    }
    return node;
}

std::uint32_t SourceMapData::make(const QString &path)
{
    const QChar *s = path.constData();
    const int len = int(path.size());
    // Reuse the tokens of the previous path that end within the text both share: the loaders
    // record "apps[a].processes[p]" and then ".command", ".replicas" under it.
    const int shareMax = int(qMin(lastPath.size(), path.size()));
    const QChar *l = lastPath.constData();
    int common = 0;
    while (common < shareMax && l[common] == s[common])
        ++common;
    std::size_t k = 0;
    while (k < lastEnds.size()
        && (lastEnds[k] < common || (lastEnds[k] == common && (common == len || isCut(s[common])))))
        ++k;
    lastEnds.resize(k);
    lastNodes.resize(k);
    std::uint32_t node = k ? lastNodes.back() : 0;
    for (int pos = k ? lastEnds.back() : 0; pos < len;) {
        int end = pos + 1;
        while (end < len && !isCut(s[end]))
            ++end;
        node = addChild(node, addToken(s + pos, end - pos));
        lastEnds.push_back(end);
        lastNodes.push_back(node);
        pos = end;
    }
    lastPath = path;
    return node;
}

std::uint32_t SourceMapData::fileId(const QString &file)
{
    const auto it = fileIds.constFind(file);
    if (it != fileIds.constEnd())
        return it.value();
    files.append(file);
    const std::uint32_t id = std::uint32_t(files.size());
    fileIds.insert(file, id);
    return id;
}

void SourceMapData::appendToken(std::uint32_t t, QString *out) const
{
    const Token &token = tokens[t];
    const int n = int(token.size & ~Utf16Flag);
    const char *text = pages[token.page].data() + token.offset;
    if (token.size & Utf16Flag)
        out->append(reinterpret_cast<const QChar *>(text), n);
    else
        out->append(QLatin1String(text, n));
}

SourceLocation SourceMapData::location(std::uint32_t node) const
{
    const Node &n = nodes[node];
    return SourceLocation { files.at(int(n.file - 1)), n.line, n.column };
}

SourceMap::SourceMap() = default;
SourceMap::SourceMap(const SourceMap &other) = default;
SourceMap &SourceMap::operator=(const SourceMap &other) = default;
SourceMap::~SourceMap() = default;

void SourceMap::insert(const QString &path, const SourceLocation &location)
{
    if (!d)
        d = new SourceMapData;
    SourceMapData *x = d.data(); // detaches a shared copy
    // the file's id first: a new one must not move the node found after it (a deque keeps it anyway)
    const std::uint32_t file = x->fileId(location.file);
    SourceMapData::Node &n = x->nodes[x->make(path)];
    if (n.file == 0)
        ++x->recorded;
    n.file = file;
    n.line = location.line;
    n.column = location.column;
}

SourceLocation SourceMap::value(const QString &path, const SourceLocation &fallback) const
{
    if (!d)
        return fallback;
    const std::uint32_t node = d->find(path);
    if (node == None || d->nodes[node].file == 0)
        return fallback;
    return d->location(node);
}

bool SourceMap::find(const QString &path, SourceLocation *out) const
{
    if (!d)
        return false;
    const std::uint32_t node = d->find(path);
    if (node == None || d->nodes[node].file == 0)
        return false;
    *out = d->location(node);
    return true;
}

bool SourceMap::contains(const QString &path) const
{
    if (!d)
        return false;
    const std::uint32_t node = d->find(path);
    return node != None && d->nodes[node].file != 0;
}

int SourceMap::size() const
{
    return d ? d->recorded : 0;
}

SourceMap::const_iterator::const_iterator(const SourceMapData *d, std::uint32_t node)
    : m_d(d)
    , m_node(node)
{
    while (m_d && m_node < m_d->nodes.size() && m_d->nodes[m_node].file == 0)
        ++m_node;
}

SourceMap::const_iterator &SourceMap::const_iterator::operator++()
{
    *this = const_iterator(m_d, m_node + 1);
    return *this;
}

QString SourceMap::const_iterator::key() const
{
    std::vector<std::uint32_t> chain;
    for (std::uint32_t n = m_node; n != 0; n = m_d->nodes[n].parent)
        chain.push_back(m_d->nodes[n].token);
    QString out;
    for (auto it = chain.crbegin(); it != chain.crend(); ++it)
        m_d->appendToken(*it, &out);
    return out;
}

SourceLocation SourceMap::const_iterator::value() const
{
    return m_d->location(m_node);
}

SourceMap::const_iterator SourceMap::constBegin() const
{
    return const_iterator(d.constData(), 0);
}

SourceMap::const_iterator SourceMap::constEnd() const
{
    return const_iterator(d.constData(), d ? std::uint32_t(d->nodes.size()) : 0);
}

} // namespace HelmDeck
