// SPDX-License-Identifier: GPL-3.0-or-later
#include "kubeconfig.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <string>
#include <utility>

#include <yaml-cpp/yaml.h>

namespace HelmDeck {

namespace {

QString text(const std::string &s)
{
    return QString::fromStdString(s);
}

/** A 1-based location from a yaml-cpp mark (0-based; -1 when unknown). */
SourceLocation locationOf(const QString &file, const YAML::Mark &mark)
{
    SourceLocation where;
    where.file = file;
    if (mark.line >= 0) {
        where.line = mark.line + 1;
        where.column = mark.column + 1;
    }
    return where;
}

QString describe(const YAML::Node &node)
{
    switch (node.Type()) {
    case YAML::NodeType::Map:
        return QStringLiteral("a map");
    case YAML::NodeType::Sequence:
        return QStringLiteral("a list");
    case YAML::NodeType::Scalar:
        return QStringLiteral("a text"); // never quoted: a file named by mistake may be a token
    default:
        return QStringLiteral("nothing");
    }
}

QString scalarOf(const YAML::Node &node)
{
    return node && node.IsScalar() ? text(node.Scalar()) : QString();
}

/** Reads "clusters" into @p servers (name -> server URL), keeping names already there. */
void readClusters(
    const YAML::Node &clusters, const QString &fileName, QHash<QString, QString> *servers, Findings *findings)
{
    if (!clusters || clusters.IsNull())
        return;
    if (!clusters.IsSequence()) {
        findings->append(
            Finding::error(QStringLiteral("\"clusters\" must be a list of {name, cluster} entries, not %1; "
                                          "the servers of this file are unknown")
                               .arg(describe(clusters)),
                QString(), locationOf(fileName, clusters.Mark())));
        return;
    }
    for (const YAML::Node &entry : clusters) {
        if (!entry.IsMap())
            continue; // kubectl would refuse the file; a server URL is only shown, so skipping is enough
        const QString name = scalarOf(entry["name"]);
        const YAML::Node cluster = entry["cluster"];
        if (name.isEmpty() || servers->contains(name) || !cluster || !cluster.IsMap())
            continue;
        // only the URL: certificate data and proxy settings are not needed and not kept
        servers->insert(name, scalarOf(cluster["server"]));
    }
}

} // namespace

QStringList KubeConfig::contextNames() const
{
    QStringList names;
    for (const KubeContext &c : m_contexts)
        names.append(c.name);
    return names;
}

const KubeContext *KubeConfig::context(const QString &name) const
{
    for (const KubeContext &c : m_contexts) {
        if (c.name == name)
            return &c;
    }
    return nullptr;
}

bool KubeConfig::parse(
    const QByteArray &yaml, const QString &fileName, KubeConfig *merged, Findings *findings)
{
    try {
        const YAML::Node doc = YAML::Load(std::string(yaml.constData(), static_cast<size_t>(yaml.size())));
        if (doc.IsNull())
            return true; // an empty file is a valid, empty kubeconfig for kubectl too
        if (!doc.IsMap()) {
            findings->append(
                Finding::error(QStringLiteral("not a kubeconfig: the file holds %1, not a map with "
                                              "\"contexts\" and \"clusters\"")
                                   .arg(describe(doc)),
                    QString(), locationOf(fileName, doc.Mark())));
            return false;
        }

        if (merged->m_currentContext.isEmpty())
            merged->m_currentContext = scalarOf(doc["current-context"]);
        readClusters(doc["clusters"], fileName, &merged->m_clusterServers, findings);

        const YAML::Node contexts = doc["contexts"];
        if (contexts && !contexts.IsNull() && !contexts.IsSequence()) {
            findings->append(Finding::error(
                QStringLiteral("\"contexts\" must be a list of {name, context} entries, not %1; "
                               "no context of this file can be used")
                    .arg(describe(contexts)),
                QString(), locationOf(fileName, contexts.Mark())));
        } else if (contexts && contexts.IsSequence()) {
            QStringList seenHere;
            int index = 0;
            for (const YAML::Node &entry : contexts) {
                const int i = index++;
                const QString name = entry.IsMap() ? scalarOf(entry["name"]) : QString();
                const YAML::Node body = entry.IsMap() ? entry["context"] : YAML::Node();
                if (name.isEmpty() || !body || !body.IsMap()) {
                    findings->append(Finding::error(
                        QStringLiteral("contexts[%1] is not a {name, context} entry "
                                       "(a name and a map with cluster, user, namespace); skipped")
                            .arg(i),
                        QString(), locationOf(fileName, entry.Mark())));
                    continue;
                }
                if (seenHere.contains(name)) {
                    findings->append(
                        Finding::warning(QStringLiteral("context \"%1\" is listed twice in this file; "
                                                        "the first one is used")
                                             .arg(name),
                            QString(), locationOf(fileName, entry.Mark())));
                    continue;
                }
                seenHere.append(name);
                if (merged->context(name))
                    continue; // an earlier file defines it: the first file wins
                KubeContext c;
                c.name = name;
                c.cluster = scalarOf(body["cluster"]);
                c.user = scalarOf(body["user"]); // the user's name only; the users list is never read
                c.kubeNamespace = scalarOf(body["namespace"]);
                c.file = fileName;
                merged->m_contexts.append(c);
            }
        }
    } catch (const YAML::Exception &e) {
        findings->append(
            Finding::error(QStringLiteral("not valid YAML (%1); its contexts were not read").arg(text(e.msg)),
                QString(), locationOf(fileName, e.mark)));
        return false;
    }

    // a context may name a cluster that only a later file defines, so look again after every file
    for (KubeContext &c : merged->m_contexts) {
        if (c.server.isEmpty())
            c.server = merged->m_clusterServers.value(c.cluster);
    }
    return true;
}

KubeConfig KubeConfig::load(const QProcessEnvironment &environment)
{
    KubeConfig config;
    QStringList candidates;
    const QString list = environment.value(QStringLiteral("KUBECONFIG"));
    if (!list.isEmpty()) {
        // like client-go: a set $KUBECONFIG replaces the default even when none of its files exist
        QStringList entries;
        const QStringList parts = list.split(QDir::listSeparator());
        for (const QString &entry : parts) {
            if (entry.isEmpty())
                continue;
            const QString path = QFileInfo(entry).absoluteFilePath();
            if (!entries.contains(path))
                entries.append(path);
        }
        candidates = entries;
        config.m_kubeconfigEnv = entries.join(QDir::listSeparator());
    } else {
        QString home = environment.value(QStringLiteral("HOME"));
        if (home.isEmpty())
            home = QDir::homePath();
        candidates.append(QDir(home).filePath(QStringLiteral(".kube/config")));
    }

    for (const QString &path : std::as_const(candidates)) {
        const QFileInfo info(path);
        if (!info.exists())
            continue; // kubectl ignores missing files in the list
        QFile file(path);
        if (info.isDir() || !file.open(QIODevice::ReadOnly)) {
            SourceLocation where;
            where.file = path;
            config.m_findings.append(Finding::error(
                QStringLiteral("cannot read this kubeconfig file: %1")
                    .arg(info.isDir() ? QStringLiteral("it is a directory") : file.errorString()),
                QString(), where));
            continue;
        }
        config.m_files.append(path);
        parse(file.readAll(), path, &config, &config.m_findings);
    }
    return config;
}

} // namespace HelmDeck
