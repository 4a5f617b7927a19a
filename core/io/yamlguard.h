// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/finding.h"

#include <QByteArray>
#include <QCoreApplication>
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
 *  - A first pass over yaml-cpp's events (no tree is built, YamlEventCheck) checks the depth, anchors
 *    and aliases, the size the document would have with its aliases expanded (an alias bomb is
 *    refused by size) and duplicate keys (an error naming both lines) before the tree is built in a
 *    second pass.
 *  - Every yaml-cpp exception (syntax errors, its own recursion guard) and std::bad_alloc become one
 *    error finding at the line and column yaml-cpp gives.
 *
 * Findings name the file (SourceLocation with 1-based line and column) and carry the given field path.
 */
class YamlGuard
{
    Q_DECLARE_TR_FUNCTIONS(HelmDeck::YamlGuard)

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
     * The same checks as loadOne() in one pass over the parser's events, no tree built: the first
     * document's events go to @p handler (after each is checked) as the parser reads them, so a
     * reader that needs a few fields (the kubeconfig's) reads them in time and memory linear in the
     * text. When this returns false (an error finding added) the handler may have seen part of the
     * document: throw away what it gathered.
     */
    static bool scanOne(const QByteArray &text, const QString &fileName, const QString &what,
        const QString &fieldPath, const YamlLimits &limits, YAML::EventHandler *handler, Findings *findings,
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

    /** A 1-based location in @p file from yaml-cpp's 0-based @p mark (0 where it has none). */
    static SourceLocation at(const QString &file, const YAML::Mark &mark);
    /** yaml-cpp's UTF-8 text as a QString. */
    static QString text(const std::string &s);

    /** The expanded size @p limits allow @p text (YamlLimits::maxExpandedNodes). */
    static qint64 maxNodes(const YamlLimits &limits, const QByteArray &text);

    /**
     * The first document of text HelmDeck did not write and shows rather than edits (one document of
     * helm's output, a live object from kubectl, a line of it): loadOne() within outputLimits(), any
     * later document ignored (as yaml-cpp's Load() reads one), duplicate keys left to the cluster to
     * refuse, no findings kept. @return false when @p text is not YAML or is over a limit; @p out is
     * then a null Node
     */
    static bool loadOutput(const QString &text, YAML::Node *out);
    /** loadOutput()'s limits: 256 nested maps and lists (a CRD's schema nests deeply), aliases allowed. */
    static YamlLimits outputLimits();
};

} // namespace HelmDeck
