// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "yamlguard.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QHash>
#include <QString>

#include <yaml-cpp/eventhandler.h>

#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace HelmDeck {

/**
 * YamlGuard's one pass over a document's parser events (docs/inputs.md "YAML"): the depth, anchors
 * and aliases, the size with every alias expanded, and duplicate keys, without building a tree.
 * Each event is checked, then handed to the optional @p forward handler (a reader that needs only a
 * few fields, such as the kubeconfig's, reads them from the events in the same pass).
 *
 * A crossed bound throws YamlEventCheck::Stop from inside yaml-cpp's parser (its message and mark);
 * duplicate keys do not stop the pass, they are collected in duplicates() (one error per repeated
 * key, naming both lines and the key's path, in document order).
 */
class YamlEventCheck : public YAML::EventHandler
{
    Q_DECLARE_TR_FUNCTIONS(HelmDeck::YamlEventCheck)

public:
    /** Thrown at the first bound crossed. */
    struct Stop
    {
        QString message;
        YAML::Mark mark;
    };

    /**
     * @param maxNodes the expanded size allowed (values, maps and lists counted once each)
     * @param what names the file in messages ("kubeconfig"); @p fileName and @p fieldPath go into
     *        the duplicate-key findings
     */
    YamlEventCheck(const YamlLimits &limits, qint64 maxNodes, const QString &what, const QString &fileName,
        const QString &fieldPath, YAML::EventHandler *forward = nullptr);

    bool started = false;
    YAML::Mark start; ///< the document's start ("---" or its first token)
    bool hasNode = false;
    YAML::Mark firstNode; ///< where its first value is

    /**
     * The text being parsed, so a quoted value yaml-cpp ends at the end of the text without its
     * closing quote is a syntax error here (yaml-cpp takes it as closed). Not owned; may be unset.
     */
    void setText(const QByteArray *text) { m_text = text; }

    /** The duplicate-key errors found so far. */
    const Findings &duplicates() const { return m_duplicates; }

    void OnDocumentStart(const YAML::Mark &mark) override;
    void OnDocumentEnd() override;
    void OnNull(const YAML::Mark &mark, YAML::anchor_t anchor) override;
    void OnScalar(const YAML::Mark &mark, const std::string &tag, YAML::anchor_t anchor,
        const std::string &value) override;
    void OnAlias(const YAML::Mark &mark, YAML::anchor_t anchor) override;
    void OnSequenceStart(const YAML::Mark &mark, const std::string &tag, YAML::anchor_t anchor,
        YAML::EmitterStyle::value style) override;
    void OnSequenceEnd() override;
    void OnMapStart(const YAML::Mark &mark, const std::string &tag, YAML::anchor_t anchor,
        YAML::EmitterStyle::value style) override;
    void OnMapEnd() override;
    void OnAnchor(const YAML::Mark &mark, const std::string &name) override;

private:
    struct Open
    {
        YAML::anchor_t anchor;
        qint64 before; // m_total before the node: its expanded size is m_total - before at its end
        bool isMap;
        bool expectKey; // a map's next node is a key
        int index; // a list's current item
        QString key; // a map's current key
        QHash<QString, int> seen; // a map's scalar keys → the 1-based line of their first occurrence
    };

    void named(YAML::anchor_t anchor, const YAML::Mark &mark);
    void grow(qint64 n, const YAML::Mark &mark);
    /** A node starts at @p mark; @p key is its text when it is a scalar (or an alias of one). */
    void node(const YAML::Mark &mark, const QString *key);
    /** The node just read (a scalar, an alias, or a map or list just closed) is complete. */
    void done();
    void leaf(const YAML::Mark &mark, YAML::anchor_t anchor, const QString *key);
    void open(const YAML::Mark &mark, YAML::anchor_t anchor, bool isMap);
    void close();
    QString pathOfKey(const QString &key) const;

    const YamlLimits &m_limits;
    const qint64 m_maxNodes;
    const QString m_what;
    const QString m_fileName;
    const QString m_fieldPath;
    YAML::EventHandler *m_forward;
    const QByteArray *m_text = nullptr;
    std::vector<Open> m_open;
    std::unordered_map<YAML::anchor_t, qint64> m_sizes; // anchor → expanded size of its node
    std::unordered_set<YAML::anchor_t> m_openAnchors; // anchors of the maps and lists still open
    QHash<YAML::anchor_t, QString> m_names;
    QHash<YAML::anchor_t, QString> m_scalars; // anchor of a scalar → its text (an alias used as a key)
    QString m_pendingName;
    qint64 m_total = 0;
    Findings m_duplicates;
};

} // namespace HelmDeck
