// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/finding.h"

#include <QByteArray>
#include <QString>

#include <yaml-cpp/yaml.h>

#include <vector>

namespace HelmDeck {

/** The bounds one YAML input is parsed within (docs/inputs.md). */
struct YamlLimits
{
    int maxDepth = 64; ///< nested maps and lists; deeper is "too deeply nested"
    bool allowAliases = true; ///< false: any anchor or alias is an error (the project file)
    /** Nodes the document would have with every alias expanded; 0 = 1 000 000 + 4 per byte of text. */
    qint64 maxExpandedNodes = 0;
    bool checkDuplicateKeys = true; ///< a key twice in one map is an error naming both lines
};

/**
 * The one guarded way HelmDeck hands text to yaml-cpp, so no input hangs, exhausts memory or
 * crashes it:
 *
 *  - One document only. yaml-cpp's LoadAll() loops forever, allocating, on input such as the single
 *    byte ","; here the first document is parsed, then at most one more step shows whether a second
 *    document follows (a step that does not move through the text is a syntax error, not a document).
 *  - A first pass over yaml-cpp's events (no tree is built) checks the depth, anchors and aliases,
 *    and the size the document would have with its aliases expanded (an alias bomb is refused by
 *    size) before the tree is built in a second pass.
 *  - Duplicate keys in any map are an error naming both lines.
 *  - Every yaml-cpp exception (syntax errors, its own recursion guard) and std::bad_alloc become one
 *    error finding at the line and column yaml-cpp gives.
 *
 * Findings name the file (SourceLocation with 1-based line and column) and carry the given field path.
 */
class YamlGuard
{
public:
    /**
     * Parses @p text within @p limits into @p out (a null Node for an empty text).
     * @param what names the file in messages ("project file", "kubeconfig")
     * @param secondDocument set to where a second document starts, when one does (its line is 0 when
     *        there is none); the caller decides whether that is an error. nullptr: it is one.
     * @return false after an error finding; @p out is then a null Node
     */
    static bool loadOne(const QByteArray &text, const QString &fileName, const QString &what,
        const QString &fieldPath, const YamlLimits &limits, YAML::Node *out, Findings *findings,
        SourceLocation *secondDocument = nullptr);

    /**
     * Every document of @p text (a manifest file: "---" between objects), within @p limits each and
     * at most @p maxDocuments. The same first pass walks every document and proves the parser moves
     * through the text at each step (the "," that loops LoadAll() is a syntax error here) before
     * yaml-cpp builds the documents. @return false after an error finding; @p out is then empty
     */
    static bool loadAll(const QByteArray &text, const QString &fileName, const QString &what,
        const QString &fieldPath, const YamlLimits &limits, std::vector<YAML::Node> *out, Findings *findings,
        int maxDocuments = 10000);

    /** Duplicate keys in every map under @p node (iterative, linear): one error per repeated key. */
    static bool checkDuplicateKeys(const YAML::Node &node, const QString &fileName, const QString &what,
        const QString &fieldPath, Findings *findings);
};

} // namespace HelmDeck
