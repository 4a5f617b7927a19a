// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <yaml-cpp/mark.h>
#include <yaml-cpp/node/type.h>

#include <cstdint>
#include <string>

namespace HelmDeck {

class YamlTree;

/**
 * A read-only handle to one node of a YamlTree: the few calls of yaml-cpp's YAML::Node that the
 * project file readers use (YamlFieldReader and the *Fields readers), with the same answers, over a
 * tree that costs about 24 bytes a node instead of YAML::Node's hundreds (docs/inputs.md "Time and
 * memory"). A handle is two words, cheap to copy, and valid while its tree lives. A default handle
 * is a null node without a mark, as YAML::Node() is (what an empty document gives).
 */
class YamlNode
{
public:
    YamlNode() = default;
    YamlNode(const YamlTree *tree, std::uint32_t index)
        : m_tree(tree)
        , m_index(index)
    { }

    YAML::NodeType::value Type() const;
    bool IsNull() const { return Type() == YAML::NodeType::Null; }
    bool IsScalar() const { return Type() == YAML::NodeType::Scalar; }
    bool IsSequence() const { return Type() == YAML::NodeType::Sequence; }
    bool IsMap() const { return Type() == YAML::NodeType::Map; }
    /** The scalar's text as yaml-cpp decoded it (UTF-8); empty for any other node. */
    std::string Scalar() const;
    /** Where the node starts (0-based line and column); line -1 for a default handle. */
    YAML::Mark Mark() const;

    /** A map's key/value pairs in file order (duplicates kept), as yaml-cpp keeps them; 0 otherwise. */
    int pairCount() const;
    YamlNode key(int pair) const;
    YamlNode value(int pair) const;

    /** A list's items; a null node or a map or scalar has none (as yaml-cpp iterates them). */
    class const_iterator
    {
    public:
        const_iterator(const YamlTree *tree, const std::uint32_t *at)
            : m_tree(tree)
            , m_at(at)
        { }
        YamlNode operator*() const { return YamlNode(m_tree, *m_at); }
        const_iterator &operator++()
        {
            ++m_at;
            return *this;
        }
        bool operator!=(const const_iterator &o) const { return m_at != o.m_at; }

    private:
        const YamlTree *m_tree;
        const std::uint32_t *m_at;
    };
    const_iterator begin() const;
    const_iterator end() const;

private:
    const YamlTree *m_tree = nullptr;
    std::uint32_t m_index = 0;
};

} // namespace HelmDeck
