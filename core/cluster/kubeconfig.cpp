// SPDX-License-Identifier: GPL-3.0-or-later
#include "kubeconfig.h"
#include "kubeconfigevents.h"

#include "io/inputfile.h"
#include "io/textcheck.h"
#include "io/yamlguard.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSet>

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

QString describe(KubeConfigEvents::Kind kind)
{
    switch (kind) {
    case KubeConfigEvents::Kind::Map:
        return QCoreApplication::translate("HelmDeck::KubeConfig", "a map");
    case KubeConfigEvents::Kind::List:
        return QCoreApplication::translate("HelmDeck::KubeConfig", "a list");
    case KubeConfigEvents::Kind::Scalar:
        return QCoreApplication::translate(
            "HelmDeck::KubeConfig", "a text"); // never quoted: a file named by mistake may be a token
    case KubeConfigEvents::Kind::Null:
        break;
    }
    return QCoreApplication::translate("HelmDeck::KubeConfig", "nothing");
}

QString scalarOf(const YAML::Node &node)
{
    return node && node.IsScalar() ? text(node.Scalar()) : QString();
}

/** The map of the entry named @p name in the list @p key of @p doc ("clusters" → "cluster"), or null. */
YAML::Node namedEntry(const YAML::Node &doc, const char *key, const char *field, const QString &name)
{
    const YAML::Node list = doc[key];
    if (!list || !list.IsSequence())
        return YAML::Node();
    for (const YAML::Node &entry : list) {
        if (entry.IsMap() && scalarOf(entry["name"]) == name && entry[field] && entry[field].IsMap())
            return YAML::Clone(entry[field]);
    }
    return YAML::Node();
}

/** Makes the relative path in @p node[key] absolute against @p dir, as kubectl resolves it. */
void absolutize(YAML::Node node, const char *key, const QDir &dir, bool onlyWithSlash = false)
{
    if (!node || !node.IsMap() || !node[key] || !node[key].IsScalar())
        return;
    const QString value = scalarOf(node[key]);
    if (value.isEmpty() || QDir::isAbsolutePath(value))
        return;
    if (onlyWithSlash && !value.contains(QLatin1Char('/')))
        return; // an exec command without a '/' is looked up on PATH
    node[key] = QDir::cleanPath(dir.absoluteFilePath(value)).toStdString();
}

} // namespace

bool KubeConfig::writeSingleContext(const QProcessEnvironment &environment, const QString &contextName,
    const QString &kubeNamespace, const QString &path, QString *error)
{
    const KubeConfig merged = load(environment);
    const KubeContext *context = merged.context(contextName);
    if (!context) {
        *error = tr("no context \"%1\" in the kubeconfig").arg(contextName);
        return false;
    }
    // the first file that defines a name wins, as in parse(); yaml-cpp's null Node tests true
    YAML::Node body, cluster, user;
    bool haveBody = false, haveCluster = false, haveUser = false;
    QDir clusterDir, userDir;
    const auto take = [](const YAML::Node &found, YAML::Node *into, bool *have) {
        if (*have || found.IsNull())
            return false;
        *into = found;
        *have = true;
        return true;
    };
    try {
        for (const QString &file : merged.m_files) {
            const InputRead in = InputFile::readText(file, InputKind::Kubeconfig);
            YAML::Node doc;
            Findings ignored; // load() reported these files' problems already
            SourceLocation second;
            if (!in.ok
                || !YamlGuard::loadOne(in.data, file, QStringLiteral("kubeconfig"), QString(), YamlLimits(),
                    &doc, &ignored, &second)
                || !doc.IsMap())
                continue;
            const QDir dir = QFileInfo(file).absoluteDir();
            if (file == context->file)
                take(namedEntry(doc, "contexts", "context", contextName), &body, &haveBody);
            if (!context->cluster.isEmpty()
                && take(namedEntry(doc, "clusters", "cluster", context->cluster), &cluster, &haveCluster))
                clusterDir = dir;
            if (!context->user.isEmpty()
                && take(namedEntry(doc, "users", "user", context->user), &user, &haveUser))
                userDir = dir;
        }
    } catch (const YAML::Exception &e) {
        *error = tr("the kubeconfig cannot be read: %1").arg(text(e.msg));
        return false;
    }
    if (!haveCluster) {
        *error = tr("cluster \"%1\" of context \"%2\" is not defined in the kubeconfig")
                     .arg(context->cluster, contextName);
        return false;
    }
    if (!haveBody)
        body = YAML::Node(YAML::NodeType::Map);
    if (!kubeNamespace.isEmpty())
        body["namespace"] = kubeNamespace.toStdString();
    absolutize(cluster, "certificate-authority", clusterDir);
    if (haveUser) {
        absolutize(user, "client-certificate", userDir);
        absolutize(user, "client-key", userDir);
        absolutize(user, "tokenFile", userDir);
        absolutize(user["exec"], "command", userDir, true);
    }

    YAML::Node out(YAML::NodeType::Map);
    out["apiVersion"] = "v1";
    out["kind"] = "Config";
    YAML::Node clusterEntry;
    clusterEntry["name"] = context->cluster.toStdString();
    clusterEntry["cluster"] = cluster;
    out["clusters"].push_back(clusterEntry);
    if (!context->user.isEmpty()) {
        YAML::Node userEntry;
        userEntry["name"] = context->user.toStdString();
        userEntry["user"] = haveUser ? user : YAML::Node(YAML::NodeType::Map);
        out["users"].push_back(userEntry);
    }
    YAML::Node contextEntry;
    contextEntry["name"] = contextName.toStdString();
    contextEntry["context"] = body;
    out["contexts"].push_back(contextEntry);
    out["current-context"] = contextName.toStdString();

    YAML::Emitter emitter;
    emitter << out;
    QFile file(path);
    // owner-only before the first byte: the copy holds the user's credentials
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)
        || !file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner)
        || file.write(emitter.c_str(), static_cast<qint64>(emitter.size()))
            != static_cast<qint64>(emitter.size())
        || !file.flush()) {
        *error = tr("cannot write %1: %2").arg(path, file.errorString());
        file.close();
        QFile::remove(path);
        return false;
    }
    return true;
}

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
    // UTF-8, one document, bounded depth and alias expansion, no duplicate key (docs/inputs.md), in
    // one pass over the parser's events that also picks out the fields read: no tree is built
    QByteArray bytes = yaml;
    KubeConfigEvents doc;
    SourceLocation second;
    if (!TextCheck::check(&bytes, fileName, QStringLiteral("kubeconfig"), QString(), findings)
        || !YamlGuard::scanOne(
            bytes, fileName, QStringLiteral("kubeconfig"), QString(), YamlLimits(), &doc, findings, &second))
        return false;
    if (second.line > 0)
        findings->append(
            Finding::warning(tr("this kubeconfig holds more than one YAML document; only the first is read"),
                QString(), second));
    using Kind = KubeConfigEvents::Kind;
    if (doc.rootKind == Kind::Null)
        return true; // an empty file is a valid, empty kubeconfig for kubectl too
    if (doc.rootKind != Kind::Map) {
        findings->append(Finding::error(tr("not a kubeconfig: the file holds %1, not a map with "
                                           "\"contexts\" and \"clusters\"")
                                            .arg(describe(doc.rootKind)),
            QString(), locationOf(fileName, doc.rootMark)));
        return false;
    }

    if (merged->m_currentContext.isEmpty())
        merged->m_currentContext = doc.currentContext;
    if (doc.clustersKind != Kind::Null && doc.clustersKind != Kind::List) {
        findings->append(Finding::error(tr("\"clusters\" must be a list of {name, cluster} entries, not %1; "
                                           "the servers of this file are unknown")
                                            .arg(describe(doc.clustersKind)),
            QString(), locationOf(fileName, doc.clustersMark)));
    } else {
        for (const KubeConfigEvents::Entry &entry : doc.clusters) {
            // kubectl would refuse a malformed entry; a server URL is only shown, so skipping is enough
            if (!entry.isMap || entry.name.isEmpty() || !entry.bodyIsMap
                || merged->m_clusterServers.contains(entry.name))
                continue;
            // only the URL: certificate data and proxy settings are not needed and not kept
            merged->m_clusterServers.insert(entry.name, entry.a);
        }
    }

    if (doc.contextsKind != Kind::Null && doc.contextsKind != Kind::List) {
        findings->append(Finding::error(tr("\"contexts\" must be a list of {name, context} "
                                           "entries, not %1; no context of this file can be used")
                                            .arg(describe(doc.contextsKind)),
            QString(), locationOf(fileName, doc.contextsMark)));
    } else {
        // hash sets, so 50 000 contexts load in linear time
        QSet<QString> seenHere;
        QSet<QString> known;
        for (const KubeContext &c : std::as_const(merged->m_contexts))
            known.insert(c.name);
        int i = 0;
        for (const KubeConfigEvents::Entry &entry : doc.contexts) {
            const int index = i++;
            if (!entry.isMap || entry.name.isEmpty() || !entry.bodyIsMap) {
                findings->append(Finding::error(tr("contexts[%1] is not a {name, context} entry "
                                                   "(a name and a map with cluster, user, "
                                                   "namespace); skipped")
                                                    .arg(index),
                    QString(), locationOf(fileName, entry.mark)));
                continue;
            }
            if (seenHere.contains(entry.name)) {
                findings->append(Finding::warning(
                    tr("context \"%1\" is listed twice in this file; the first one is used").arg(entry.name),
                    QString(), locationOf(fileName, entry.mark)));
                continue;
            }
            seenHere.insert(entry.name);
            if (known.contains(entry.name))
                continue; // an earlier file defines it: the first file wins
            known.insert(entry.name);
            KubeContext c;
            c.name = entry.name;
            c.cluster = entry.a;
            c.user = entry.b; // the user's name only; the users list is never read
            c.kubeNamespace = entry.c;
            c.file = fileName;
            merged->m_contexts.append(c);
        }
    }

    // a context may name a cluster that only a later file defines, so look again after every file
    for (KubeContext &c : merged->m_contexts) {
        if (c.server.isEmpty())
            c.server = merged->m_clusterServers.value(c.cluster);
    }
    return true;
}

QStringList KubeConfig::candidateFiles(const QProcessEnvironment &environment)
{
    const QString list = environment.value(QStringLiteral("KUBECONFIG"));
    if (list.isEmpty()) {
        QString home = environment.value(QStringLiteral("HOME"));
        if (home.isEmpty())
            home = QDir::homePath();
        return { QDir(home).filePath(QStringLiteral(".kube/config")) };
    }
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
    return entries;
}

KubeConfig KubeConfig::load(const QProcessEnvironment &environment)
{
    KubeConfig config;
    const QStringList candidates = candidateFiles(environment);
    if (!environment.value(QStringLiteral("KUBECONFIG")).isEmpty())
        config.m_kubeconfigEnv = candidates.join(QDir::listSeparator());

    for (const QString &path : std::as_const(candidates)) {
        if (!InputFile::present(path))
            continue; // kubectl ignores missing files in the list (a broken or looping link is reported)
        // regular files only, bounded, never blocking on a FIFO (docs/inputs.md)
        const InputRead in = InputFile::readBytes(path, InputKind::Kubeconfig);
        if (!in.ok) {
            config.m_findings.append(in.findings);
            continue;
        }
        config.m_files.append(path);
        parse(in.data, path, &config, &config.m_findings);
    }
    return config;
}

} // namespace HelmDeck
