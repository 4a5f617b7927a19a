// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/finding.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace HelmDeck {

/** One context of a kubeconfig. */
struct KubeContext
{
    QString name;
    QString cluster;
    QString user;
    QString kubeNamespace; ///< the context's namespace; empty = "default"
    QString server; ///< the cluster's server URL, when the cluster entry is found
    QString file; ///< the kubeconfig file the context came from
};

/**
 * The merged kubeconfig, read the way kubectl reads it: the files in $KUBECONFIG (':'-separated,
 * empty entries skipped, missing files ignored), else ~/.kube/config. Merging follows kubectl: for
 * a context, cluster or user name found in several files the first file wins; current-context is
 * the first file's that sets one. Only names, clusters, namespaces and server URLs are read;
 * credentials are never read or kept.
 */
class KubeConfig
{
public:
    /**
     * Loads from @p environment (KUBECONFIG, HOME). No file at all is not an error (no contexts).
     * A file that is not YAML, or whose contexts are not a list of {name, context}, gives a finding
     * naming the file and line, and the others still load.
     */
    static KubeConfig load(const QProcessEnvironment &environment = QProcessEnvironment::systemEnvironment());
    /**
     * Parses one file's text (for tests and load()) and merges it into @p merged with the rules
     * above, as the next file after those already merged. False when the file is not YAML or not a
     * kubeconfig map; its findings go to @p findings.
     */
    static bool parse(
        const QByteArray &yaml, const QString &fileName, KubeConfig *merged, Findings *findings);

    QList<KubeContext> contexts() const { return m_contexts; }
    QStringList contextNames() const;
    const KubeContext *context(const QString &name) const;
    QString currentContext() const { return m_currentContext; }
    QStringList files() const { return m_files; } ///< the files read, in merge order
    Findings findings() const { return m_findings; }

    /**
     * The kubeconfig value a child should get so it sees the same merged config (the files joined
     * with ':'), or empty when the default ~/.kube/config applies.
     */
    QString kubeconfigEnv() const { return m_kubeconfigEnv; }

private:
    QList<KubeContext> m_contexts;
    QString m_currentContext;
    QStringList m_files;
    QString m_kubeconfigEnv;
    Findings m_findings;
    // cluster name -> server URL, first file wins: a context may name a cluster of a later file
    QHash<QString, QString> m_clusterServers;
};

} // namespace HelmDeck
