// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "yamlnode.h"

#include <yaml-cpp/eventhandler.h>

#include <cstdint>
#include <string>
#include <vector>

namespace HelmDeck {

/**
 * One YAML document built from yaml-cpp's parser events into flat arrays: each node is its kind, its
 * mark and either a slice of one string holding every scalar or a slice of one array of child indexes
 * (a map's as key, value, key, value). It is the tree YAML::Load would build — the same nodes, kinds,
 * scalars, marks and pair order, duplicate keys kept — in about a tenth of the memory, built in the
 * same checked pass as YamlGuard's bounds (YamlGuard::scanOne), so the project file is parsed once
 * (docs/inputs.md "Time and memory"). An alias refers to the node its anchor named, as in yaml-cpp.
 *
 * Give it to scanOne as the handler; when scanOne returns false throw it away. root() is a default
 * (null) YamlNode when the text held no document.
 */
class YamlTree : public YAML::EventHandler
{
public:
    YamlNode root() const;

    void OnDocumentStart(const YAML::Mark &) override { }
    void OnDocumentEnd() override;
    void OnNull(const YAML::Mark &mark, YAML::anchor_t anchor) override;
    void OnAlias(const YAML::Mark &mark, YAML::anchor_t anchor) override;
    void OnScalar(const YAML::Mark &mark, const std::string &tag, YAML::anchor_t anchor,
        const std::string &value) override;
    void OnSequenceStart(const YAML::Mark &mark, const std::string &tag, YAML::anchor_t anchor,
        YAML::EmitterStyle::value style) override;
    void OnSequenceEnd() override { close(); }
    void OnMapStart(const YAML::Mark &mark, const std::string &tag, YAML::anchor_t anchor,
        YAML::EmitterStyle::value style) override;
    void OnMapEnd() override { close(); }

private:
    friend class YamlNode;
    struct Item
    {
        YAML::NodeType::value type;
        std::int32_t line, column, pos; ///< yaml-cpp's 0-based mark
        std::uint32_t first = 0; ///< into m_scalars (bytes) or m_children (indexes)
        std::uint32_t count = 0;
    };

    std::uint32_t add(YAML::NodeType::value type, const YAML::Mark &mark, YAML::anchor_t anchor);
    void placed(std::uint32_t index);
    void close();

    std::vector<Item> m_items;
    std::vector<std::uint32_t> m_children;
    std::string m_scalars;
    std::vector<std::uint32_t> m_anchors; ///< anchor id → node index (ids count from 1)
    // the collections still open: their node index and where their children start in m_pending
    std::vector<std::pair<std::uint32_t, std::size_t>> m_open;
    std::vector<std::uint32_t> m_pending;
    bool m_hasRoot = false;
    std::uint32_t m_root = 0;
};

} // namespace HelmDeck
