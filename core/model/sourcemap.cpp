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
constexpr std::uint32_t LongFlag = 0x80000000u; // a node's text: an index in longTexts, not a page place
constexpr std::size_t PageBytes = 64 * 1024;
constexpr int MaxShortBytes = 1024; // a longer token is a QString of its own (a key can be that long)

// A token starts at a '.', '[' or '/' (or at the start of the path) and runs to the next one: field
// paths cut at the first two, JSON Pointers (JsonWithComments::locate) at the last.
inline bool isCut(QChar c)
{
    return c == QLatin1Char('.') || c == QLatin1Char('[') || c == QLatin1Char('/');
}

inline std::uint32_t fnv(std::uint32_t h, std::uint32_t unit)
{
    return (h ^ unit) * 16777619u;
}

// FNV-1a over UTF-16 code units, so Latin-1 and UTF-16 storage of one text hash alike.
inline std::uint32_t hashText(const QChar *s, int n)
{
    std::uint32_t h = 2166136261u;
    for (int i = 0; i < n; ++i)
        h = fnv(h, s[i].unicode());
    return h;
}

inline std::uint32_t hashChild(std::uint32_t parent, std::uint32_t textHash)
{
    const std::uint64_t k = ((std::uint64_t(parent) << 32) | textHash) * 0x9E3779B97F4A7C15ull;
    return std::uint32_t(k >> 32);
}

// A node's token as stored: Latin-1 bytes, or UTF-16 code units at any alignment.
struct Text
{
    const char *data;
    int size; ///< code units
    bool utf16;

    std::uint16_t unit(int i) const
    {
        if (!utf16)
            return static_cast<unsigned char>(data[i]);
        std::uint16_t u;
        std::memcpy(&u, data + 2 * i, 2);
        return u;
    }
    bool equals(const QChar *s, int n) const
    {
        if (size != n)
            return false;
        if (utf16)
            return std::memcmp(data, s, std::size_t(n) * sizeof(QChar)) == 0;
        for (int i = 0; i < n; ++i) {
            if (s[i].unicode() != static_cast<unsigned char>(data[i]))
                return false;
        }
        return true;
    }
    std::uint32_t hash() const
    {
        std::uint32_t h = 2166136261u;
        for (int i = 0; i < size; ++i)
            h = fnv(h, unit(i));
        return h;
    }
};

} // namespace

class SourceMapData : public QSharedData
{
public:
    struct Node
    {
        std::uint32_t parent;
        std::uint32_t
            text; ///< pages: page << 16 | offset of a 2-byte header and the text; | LongFlag: longTexts
        std::int32_t line;
        std::int32_t column;
        std::uint32_t file; ///< index in files + 1; 0 = no record (a prefix of recorded paths)
    };

    SourceMapData() { nodes.push_back(Node { None, None, 0, 0, 0 }); }

    Text text(std::uint32_t ref) const;
    std::uint32_t storeText(const QChar *s, int n);
    std::uint32_t findChild(std::uint32_t parent, const QChar *s, int n, std::uint32_t h) const;
    std::uint32_t addChild(std::uint32_t parent, const QChar *s, int n);
    std::uint32_t find(const QString &path) const;
    std::uint32_t make(const QString &path);
    std::uint32_t fileId(const QString &file);
    void appendText(std::uint32_t ref, QString *out) const;
    SourceLocation location(std::uint32_t node) const;

    // Each node keeps its own token: sharing equal tokens through a table cost more than it saved,
    // since most tokens of a big file are names that occur once ("[VAR_17]", "[p-17]").
    std::deque<Node> nodes; ///< [0] is the root, the path ""; blocks, so growing never copies them
    std::vector<std::string> pages; ///< short tokens, PageBytes a page, each after a 2-byte header
    std::deque<QString> longTexts; ///< tokens longer than MaxShortBytes
    std::vector<std::uint32_t> childSlots; ///< open addressing: node index (the root is no child), 0 = free
    QStringList files;
    QHash<QString, std::uint32_t> fileIds;
    int recorded = 0;
    // The previous insert: its path, token ends and nodes, to skip the prefix the next one shares.
    QString lastPath;
    std::vector<int> lastEnds;
    std::vector<std::uint32_t> lastNodes;
};

Text SourceMapData::text(std::uint32_t ref) const
{
    if (ref & LongFlag) {
        const QString &s = longTexts[ref & ~LongFlag];
        return Text { reinterpret_cast<const char *>(s.constData()), int(s.size()), true };
    }
    const char *p = pages[ref >> 16].data() + (ref & 0xffffu);
    const unsigned header
        = static_cast<unsigned char>(p[0]) | unsigned(static_cast<unsigned char>(p[1])) << 8;
    return Text { p + 2, int(header & 0x7fffu), (header & 0x8000u) != 0 };
}

std::uint32_t SourceMapData::storeText(const QChar *s, int n)
{
    bool latin1 = true;
    for (int i = 0; i < n && latin1; ++i)
        latin1 = s[i].unicode() < 0x100;
    const int bytes = latin1 ? n : n * int(sizeof(QChar));
    if (bytes > MaxShortBytes) {
        longTexts.emplace_back(s, n);
        return LongFlag | std::uint32_t(longTexts.size() - 1);
    }
    if (pages.empty() || pages.back().size() + 2 + std::size_t(bytes) > PageBytes) {
        pages.emplace_back();
        pages.back().reserve(PageBytes);
    }
    std::string &page = pages.back();
    const std::uint32_t ref = std::uint32_t(pages.size() - 1) << 16 | std::uint32_t(page.size());
    const unsigned header = unsigned(n) | (latin1 ? 0u : 0x8000u);
    page.push_back(char(header & 0xffu));
    page.push_back(char(header >> 8));
    if (latin1) {
        for (int i = 0; i < n; ++i)
            page.push_back(char(s[i].unicode()));
    } else {
        page.append(reinterpret_cast<const char *>(s), std::size_t(bytes));
    }
    return ref;
}

std::uint32_t SourceMapData::findChild(std::uint32_t parent, const QChar *s, int n, std::uint32_t h) const
{
    if (childSlots.empty())
        return None;
    const std::size_t mask = childSlots.size() - 1;
    for (std::size_t i = hashChild(parent, h) & mask; childSlots[i] != 0; i = (i + 1) & mask) {
        const Node &node = nodes[childSlots[i]];
        if (node.parent == parent && text(node.text).equals(s, n))
            return childSlots[i];
    }
    return None;
}

std::uint32_t SourceMapData::addChild(std::uint32_t parent, const QChar *s, int n)
{
    const std::uint32_t h = hashText(s, n);
    const std::uint32_t found = findChild(parent, s, n, h);
    if (found != None)
        return found;
    nodes.push_back(Node { parent, storeText(s, n), 0, 0, 0 });
    // at most 3/4 full: nodes.size() - 1 children (the root is none)
    if (nodes.size() * 4 > childSlots.size() * 3) {
        std::vector<std::uint32_t> old;
        old.swap(childSlots);
        childSlots.assign(old.empty() ? 64 : old.size() * 2, 0);
        const std::size_t mask = childSlots.size() - 1;
        for (const std::uint32_t v : old) {
            if (v == 0)
                continue;
            std::size_t i = hashChild(nodes[v].parent, text(nodes[v].text).hash()) & mask;
            while (childSlots[i] != 0)
                i = (i + 1) & mask;
            childSlots[i] = v;
        }
    }
    const std::size_t mask = childSlots.size() - 1;
    std::size_t i = hashChild(parent, h) & mask;
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
        node = findChild(node, s + pos, end - pos, hashText(s + pos, end - pos));
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
        node = addChild(node, s + pos, end - pos);
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

void SourceMapData::appendText(std::uint32_t ref, QString *out) const
{
    const Text t = text(ref);
    if (!t.utf16) {
        out->append(QLatin1String(t.data, t.size));
        return;
    }
    for (int i = 0; i < t.size; ++i)
        out->append(QChar(t.unit(i)));
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
        chain.push_back(m_d->nodes[n].text);
    QString out;
    for (auto it = chain.crbegin(); it != chain.crend(); ++it)
        m_d->appendText(*it, &out);
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
