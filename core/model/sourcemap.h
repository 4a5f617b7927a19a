// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "finding.h"

#include <QSharedDataPointer>
#include <QString>

#include <cstdint>

namespace HelmDeck {

class SourceMapData;

/**
 * Field path → SourceLocation, as Project::sources and AppJsonResult::sources keep them (and the
 * JSON Pointers of an app.json, JsonWithComments::locate): a map with the part of QHash's interface
 * the loaders use, stored compactly (docs/inputs.md, "Time and memory").
 *
 * A big input records hundreds of thousands of paths that share most of their text
 * ("apps[a].processes[p-17].command"); a QHash kept each as a string of its own (about 100 bytes)
 * and a hash node, three to four times the file's size. Here a path is cut into tokens, each starting
 * at a '.', '[' or '/' ("apps", "[a]", ".processes", "[p-17]", ".command"; "/env", "/PORT"), and
 * every distinct path prefix is one node of a trie: parent, line, column, file (20 bytes) and its
 * own token's text (Latin-1 in one byte a character where it can be), found from its parent through
 * one open-addressing table; a path costs about 30 to 40 bytes. Keys round-trip exactly, whatever they
 * hold (dots or brackets inside a key only cut it into more tokens). File names are kept once each.
 *
 * insert() is amortised O(length of the path past what it shares with the previous one), since the
 * loaders record paths in file order; value() and contains() are O(length). Implicitly shared:
 * copies are cheap until one of them is changed. Not thread-safe for concurrent writes (as QHash).
 * Iteration order is the order in which paths were first inserted.
 */
class SourceMap
{
public:
    SourceMap();
    SourceMap(const SourceMap &other);
    SourceMap &operator=(const SourceMap &other);
    ~SourceMap();

    /** Records @p location for @p path, replacing what it had. "" is a path like any other. */
    void insert(const QString &path, const SourceLocation &location);
    /** The location recorded for @p path, else @p fallback. */
    SourceLocation value(const QString &path, const SourceLocation &fallback = SourceLocation()) const;
    /** Whether @p path has a location, and if so sets @p out to it (one look-up for both). */
    bool find(const QString &path, SourceLocation *out) const;
    /** Whether @p path has a location (its parents and children have their own records). */
    bool contains(const QString &path) const;
    /** Number of paths recorded. */
    int size() const;
    bool isEmpty() const { return size() == 0; }

    /** Visits the recorded paths in insertion order: key() rebuilds the path, value() its location. */
    class const_iterator
    {
    public:
        QString key() const;
        SourceLocation value() const;
        SourceLocation operator*() const { return value(); }
        const_iterator &operator++();
        bool operator==(const const_iterator &o) const { return m_node == o.m_node; }
        bool operator!=(const const_iterator &o) const { return m_node != o.m_node; }

    private:
        friend class SourceMap;
        const_iterator(const SourceMapData *d, std::uint32_t node);
        const SourceMapData *m_d;
        std::uint32_t m_node;
    };
    const_iterator constBegin() const;
    const_iterator constEnd() const;
    const_iterator begin() const { return constBegin(); }
    const_iterator end() const { return constEnd(); }

private:
    QSharedDataPointer<SourceMapData> d;
};

} // namespace HelmDeck
