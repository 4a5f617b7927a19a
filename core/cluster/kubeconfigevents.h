// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QList>
#include <QString>

#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/mark.h>

#include <vector>

namespace HelmDeck {

/**
 * The few fields KubeConfig reads, taken from yaml-cpp's parser events in YamlGuard's one checked pass
 * (YamlGuard::scanOne), so a kubeconfig with 50 000 contexts is read without building its tree
 * (docs/inputs.md "Time and memory"): current-context; each cluster's name and server; each
 * context's name, cluster, user and namespace; and what kind of value the document, "clusters",
 * "contexts" and each entry and body are, with their marks, for the findings. Credentials and every
 * other field are skipped as they stream past. An alias stands for the scalar it names, or for a
 * cluster or context entry or body anchored earlier; any other alias counts as nothing.
 */
class KubeConfigEvents : public YAML::EventHandler
{
public:
    /** What a value is (Null also when it is absent). */
    enum class Kind
    {
        Null,
        Scalar,
        Map,
        List
    };

    /** One entry of "clusters" (a = server) or "contexts" (a = cluster, b = user, c = namespace). */
    struct Entry
    {
        YAML::Mark mark; ///< the entry's own mark
        bool isMap = false;
        QString name; ///< empty when absent or not a scalar
        bool bodyIsMap = false; ///< "cluster" / "context" is a map
        QString a, b, c;
    };

    Kind rootKind = Kind::Null;
    YAML::Mark rootMark;
    QString currentContext;
    Kind clustersKind = Kind::Null;
    YAML::Mark clustersMark;
    Kind contextsKind = Kind::Null;
    YAML::Mark contextsMark;
    std::vector<Entry> clusters;
    std::vector<Entry> contexts;

    void OnDocumentStart(const YAML::Mark &) override { }
    void OnDocumentEnd() override { }
    void OnNull(const YAML::Mark &mark, YAML::anchor_t anchor) override;
    void OnScalar(const YAML::Mark &mark, const std::string &tag, YAML::anchor_t anchor,
        const std::string &value) override;
    void OnAlias(const YAML::Mark &mark, YAML::anchor_t anchor) override;
    void OnSequenceStart(const YAML::Mark &mark, const std::string &tag, YAML::anchor_t anchor,
        YAML::EmitterStyle::value style) override;
    void OnSequenceEnd() override { close(); }
    void OnMapStart(const YAML::Mark &mark, const std::string &tag, YAML::anchor_t anchor,
        YAML::EmitterStyle::value style) override;
    void OnMapEnd() override { close(); }

private:
    // where a value sits, from its parent's role and key
    enum class Slot
    {
        Other,
        Root,
        CurrentContext,
        Clusters,
        ClusterEntry,
        ClusterName,
        ClusterBody,
        Server,
        Contexts,
        ContextEntry,
        ContextName,
        ContextBody,
        ContextCluster,
        ContextUser,
        ContextNamespace
    };
    struct Frame
    {
        Slot role; // the container's own slot (Other inside anything not read)
        bool isMap;
        bool expectKey;
        QString key;
        YAML::anchor_t anchor;
    };

    bool atKey() const { return !m_stack.empty() && m_stack.back().isMap && m_stack.back().expectKey; }
    Slot slot() const;
    /** A value of @p kind (with @p text for a scalar) starts at @p mark; returns the slot it fills. */
    Slot value(Kind kind, const YAML::Mark &mark, const QString &text);
    void done();
    void open(const YAML::Mark &mark, YAML::anchor_t anchor, bool isMap);
    void close();
    Entry *current(Slot s);

    std::vector<Frame> m_stack;
    QHash<YAML::anchor_t, QString> m_scalars; // an anchored scalar's text, for aliases to it
    QHash<YAML::anchor_t, Entry> m_entries; // an anchored entry or body, for aliases to it
};

} // namespace HelmDeck
