// SPDX-License-Identifier: GPL-3.0-or-later
#include "yamltree.h"

#include <yaml-cpp/mark.h>

namespace HelmDeck {

YamlNode YamlTree::root() const
{
    return m_hasRoot ? YamlNode(this, m_root) : YamlNode();
}

void YamlTree::OnDocumentEnd()
{
    // the arrays grew by doubling; the read that follows keeps them, so give the slack back
    m_items.shrink_to_fit();
    m_children.shrink_to_fit();
    m_scalars.shrink_to_fit();
    m_pending = std::vector<std::uint32_t>();
    m_open = std::vector<std::pair<std::uint32_t, std::size_t>>();
}

std::uint32_t YamlTree::add(YAML::NodeType::value type, const YAML::Mark &mark, YAML::anchor_t anchor)
{
    const auto index = std::uint32_t(m_items.size());
    m_items.push_back(Item { type, mark.line, mark.column, mark.pos, 0, 0 });
    if (anchor != YAML::NullAnchor) {
        if (m_anchors.size() <= anchor)
            m_anchors.resize(anchor + 1, 0);
        m_anchors[anchor] = index;
    }
    return index;
}

// A finished node goes to the collection still open around it, or is the document.
void YamlTree::placed(std::uint32_t index)
{
    if (m_open.empty()) {
        if (!m_hasRoot) {
            m_hasRoot = true;
            m_root = index;
        }
        return;
    }
    m_pending.push_back(index);
}

void YamlTree::OnNull(const YAML::Mark &mark, YAML::anchor_t anchor)
{
    placed(add(YAML::NodeType::Null, mark, anchor));
}

void YamlTree::OnAlias(const YAML::Mark &, YAML::anchor_t anchor)
{
    // yaml-cpp's NodeBuilder refers to the anchored node itself; an unknown anchor is a parser error
    // before it gets here, so a miss only guards the index
    placed(anchor < m_anchors.size() ? m_anchors[anchor] : add(YAML::NodeType::Null, YAML::Mark(), 0));
}

void YamlTree::OnScalar(
    const YAML::Mark &mark, const std::string &, YAML::anchor_t anchor, const std::string &value)
{
    const std::uint32_t index = add(YAML::NodeType::Scalar, mark, anchor);
    m_items[index].first = std::uint32_t(m_scalars.size());
    m_items[index].count = std::uint32_t(value.size());
    m_scalars += value;
    placed(index);
}

void YamlTree::OnSequenceStart(
    const YAML::Mark &mark, const std::string &, YAML::anchor_t anchor, YAML::EmitterStyle::value)
{
    m_open.emplace_back(add(YAML::NodeType::Sequence, mark, anchor), m_pending.size());
}

void YamlTree::OnMapStart(
    const YAML::Mark &mark, const std::string &, YAML::anchor_t anchor, YAML::EmitterStyle::value)
{
    m_open.emplace_back(add(YAML::NodeType::Map, mark, anchor), m_pending.size());
}

void YamlTree::close()
{
    if (m_open.empty())
        return;
    const auto [index, start] = m_open.back();
    m_open.pop_back();
    Item &item = m_items[index];
    item.first = std::uint32_t(m_children.size());
    item.count = std::uint32_t(m_pending.size() - start);
    m_children.insert(m_children.end(), m_pending.begin() + std::ptrdiff_t(start), m_pending.end());
    m_pending.resize(start);
    placed(index);
}

YAML::NodeType::value YamlNode::Type() const
{
    return m_tree ? m_tree->m_items[m_index].type : YAML::NodeType::Null;
}

std::string YamlNode::Scalar() const
{
    if (!IsScalar())
        return std::string();
    const auto &item = m_tree->m_items[m_index];
    return m_tree->m_scalars.substr(item.first, item.count);
}

YAML::Mark YamlNode::Mark() const
{
    if (!m_tree)
        return YAML::Mark::null_mark();
    const auto &item = m_tree->m_items[m_index];
    YAML::Mark mark;
    mark.pos = item.pos;
    mark.line = item.line;
    mark.column = item.column;
    return mark;
}

int YamlNode::pairCount() const
{
    return IsMap() ? int(m_tree->m_items[m_index].count / 2) : 0;
}

YamlNode YamlNode::key(int pair) const
{
    return YamlNode(m_tree, m_tree->m_children[m_tree->m_items[m_index].first + std::uint32_t(2 * pair)]);
}

YamlNode YamlNode::value(int pair) const
{
    return YamlNode(m_tree, m_tree->m_children[m_tree->m_items[m_index].first + std::uint32_t(2 * pair + 1)]);
}

YamlNode::const_iterator YamlNode::begin() const
{
    if (!IsSequence())
        return const_iterator(m_tree, nullptr);
    return const_iterator(m_tree, m_tree->m_children.data() + m_tree->m_items[m_index].first);
}

YamlNode::const_iterator YamlNode::end() const
{
    if (!IsSequence())
        return const_iterator(m_tree, nullptr);
    const auto &item = m_tree->m_items[m_index];
    return const_iterator(m_tree, m_tree->m_children.data() + item.first + item.count);
}

} // namespace HelmDeck
