// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/finding.h"

#include <QByteArray>
#include <QCoreApplication>
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
    Q_DECLARE_TR_FUNCTIONS(HelmDeck::KubeConfig)

public:
    /**
     * Loads from @p environment (KUBECONFIG, HOME). No file at all is not an error (no contexts).
     * A file that is not YAML, or whose contexts are not a list of {name, context}, gives a finding
     * naming the file and line, and the others still load.
     */
    static KubeConfig load(const QProcessEnvironment &environment = QProcessEnvironment::systemEnvironment());
    /**
     * The files load() reads from @p environment, in merge order, whether or not they exist: the
     * entries of $KUBECONFIG made absolute (empty and repeated entries dropped), else ~/.kube/config.
     */
    static QStringList candidateFiles(const QProcessEnvironment &environment);
    /**
     * Parses one file's text (for tests and load()) and merges it into @p merged with the rules
     * above, as the next file after those already merged. False when the file is not YAML or not a
     * kubeconfig map; its findings go to @p findings.
     */
    static bool parse(
        const QByteArray &yaml, const QString &fileName, KubeConfig *merged, Findings *findings);

    /**
     * Writes to @p path a kubeconfig holding only the context @p contextName of the merged config read
     * from @p environment (as load() reads it), for a shell that must not reach another cluster: its
     * cluster and user entries copied whole (credentials included; relative certificate, key, token
     * file and exec command paths made absolute against the file they came from), current-context set
     * to it, and its namespace set to @p kubeNamespace when that is not empty. The file is created
     * 0600 before anything is written (put it in a private 0700 dir). False with @p error ("no
     * context \"dev\" in the kubeconfig", "cluster \"k3s\" of context \"dev\" is not defined", or
     * why the file cannot be written) when it cannot be done; nothing is left at @p path then.
     */
    static bool writeSingleContext(const QProcessEnvironment &environment, const QString &contextName,
        const QString &kubeNamespace, const QString &path, QString *error);

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
