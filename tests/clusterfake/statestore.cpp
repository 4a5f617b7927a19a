// SPDX-License-Identifier: GPL-3.0-or-later
#include "statestore.h"

#include <QJsonArray>

#include <QFile>
#include <QJsonDocument>
#include <QSaveFile>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

namespace HelmDeck::ClusterFake {

StateStore::StateStore(const QString &statePath)
    : m_path(statePath)
{ }

StateStore::~StateStore()
{
    close();
}

bool StateStore::open(QString *error)
{
    const QByteArray lockPath = QFile::encodeName(m_path + QStringLiteral(".lock"));
    m_lockFd = ::open(lockPath.constData(), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
    if (m_lockFd < 0 || ::flock(m_lockFd, LOCK_EX) != 0) {
        *error = QStringLiteral("fake: cannot lock ") + QFile::decodeName(lockPath) + QStringLiteral(": ")
            + QString::fromLocal8Bit(std::strerror(errno));
        close();
        return false;
    }
    QFile file(m_path);
    if (!file.exists()) {
        m_root = QJsonObject();
        return true;
    }
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("fake: cannot read ") + m_path + QStringLiteral(": ") + file.errorString();
        return false;
    }
    const QByteArray data = file.readAll();
    if (data.trimmed().isEmpty()) {
        m_root = QJsonObject();
        return true;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(data, &parseError);
    if (!doc.isObject()) {
        *error = QStringLiteral("fake: the state file ") + m_path + QStringLiteral(" is not a JSON object: ")
            + parseError.errorString();
        return false;
    }
    m_root = doc.object();
    return true;
}

bool StateStore::commit(QString *error)
{
    QSaveFile file(m_path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = QStringLiteral("fake: cannot write ") + m_path + QStringLiteral(": ") + file.errorString();
        return false;
    }
    file.write(QJsonDocument(m_root).toJson(QJsonDocument::Indented));
    if (!file.commit()) {
        *error = QStringLiteral("fake: cannot write ") + m_path + QStringLiteral(": ") + file.errorString();
        return false;
    }
    return true;
}

void StateStore::close()
{
    if (m_lockFd >= 0) {
        ::flock(m_lockFd, LOCK_UN);
        ::close(m_lockFd);
    }
    m_lockFd = -1;
}

bool StateStore::appendLog(const QString &logPath, const QByteArray &line, QString *error)
{
    QFile log(logPath);
    if (!log.open(QIODevice::WriteOnly | QIODevice::Append) || log.write(line + '\n') != line.size() + 1) {
        *error
            = QStringLiteral("fake: cannot append to ") + logPath + QStringLiteral(": ") + log.errorString();
        return false;
    }
    return true;
}

void StateStore::putSection(const QString &section, const QString &key, const QJsonValue &value)
{
    QJsonObject s = m_root.value(section).toObject();
    if (value.isUndefined())
        s.remove(key);
    else
        s.insert(key, value);
    m_root.insert(section, s);
}

bool StateStore::hasNamespace(const QString &name) const
{
    return m_root.value(QLatin1String("namespaces")).toObject().contains(name);
}

QJsonObject StateStore::namespaceEntry(const QString &name) const
{
    return m_root.value(QLatin1String("namespaces")).toObject().value(name).toObject();
}

void StateStore::putNamespace(const QString &name, const QJsonObject &entry)
{
    putSection(QStringLiteral("namespaces"), name, entry);
}

void StateStore::removeNamespace(const QString &name)
{
    putSection(QStringLiteral("namespaces"), name, QJsonValue(QJsonValue::Undefined));
    const QString prefix = name + QLatin1Char('/');
    QJsonObject objs = objects();
    for (const QString &key : objs.keys()) {
        if (key.startsWith(prefix))
            objs.remove(key);
    }
    m_root.insert(QStringLiteral("objects"), objs);
    QJsonObject rels = m_root.value(QLatin1String("releases")).toObject();
    for (const QString &key : rels.keys()) {
        if (key.startsWith(prefix))
            rels.remove(key);
    }
    m_root.insert(QStringLiteral("releases"), rels);
}

QString StateStore::objectKey(const QString &ns, const QString &kind, const QString &name)
{
    return ns + QLatin1Char('/') + kind + QLatin1Char('/') + name;
}

namespace {

int statefulSetReplicas(const QJsonObject &sts)
{
    const QJsonValue r = sts.value(QLatin1String("spec")).toObject().value(QLatin1String("replicas"));
    return r.isUndefined() || r.isNull() ? 1 : r.toInt();
}

} // namespace

void StateStore::keepStatefulSetClaims(const QString &key, int keptReplicas)
{
    // Kubernetes' StatefulSet controller made a claim per volumeClaimTemplate and pod; it never
    // deletes them (persistentVolumeClaimRetentionPolicy Retain): a scale-down or a delete of the
    // StatefulSet leaves them, now as claims of their own.
    if (!key.contains(QLatin1String("/StatefulSet/")) || !hasObject(key))
        return;
    const QJsonObject sts = object(key);
    const int replicas = statefulSetReplicas(sts);
    if (keptReplicas >= replicas)
        return;
    const QString ns = key.section(QLatin1Char('/'), 0, 0);
    const QString name = key.section(QLatin1Char('/'), 2);
    const QJsonArray templates
        = sts.value(QLatin1String("spec")).toObject().value(QLatin1String("volumeClaimTemplates")).toArray();
    for (const QJsonValue &t : templates) {
        const QJsonObject meta = t.toObject().value(QLatin1String("metadata")).toObject();
        for (int i = 0; i < replicas; ++i) {
            const QString claim = meta.value(QLatin1String("name")).toString() + QLatin1Char('-') + name
                + QLatin1Char('-') + QString::number(i);
            const QString claimKey = objectKey(ns, QStringLiteral("PersistentVolumeClaim"), claim);
            if (hasObject(claimKey))
                continue;
            QJsonObject claimMeta { { QStringLiteral("name"), claim }, { QStringLiteral("namespace"), ns } };
            if (meta.contains(QLatin1String("labels")))
                claimMeta.insert(QStringLiteral("labels"), meta.value(QLatin1String("labels")));
            putSection(QStringLiteral("objects"), claimKey,
                QJsonObject { { QStringLiteral("apiVersion"), QStringLiteral("v1") },
                    { QStringLiteral("kind"), QStringLiteral("PersistentVolumeClaim") },
                    { QStringLiteral("metadata"), claimMeta },
                    { QStringLiteral("spec"), t.toObject().value(QLatin1String("spec")) } });
        }
    }
}

void StateStore::putObject(const QString &key, const QJsonObject &object)
{
    keepStatefulSetClaims(key, statefulSetReplicas(object));
    putSection(QStringLiteral("objects"), key, object);
}

void StateStore::removeObject(const QString &key)
{
    keepStatefulSetClaims(key, 0);
    putSection(QStringLiteral("objects"), key, QJsonValue(QJsonValue::Undefined));
}

QJsonArray StateStore::revisions(const QString &ns, const QString &release) const
{
    return m_root.value(QLatin1String("releases")).toObject().value(releaseKey(ns, release)).toArray();
}

void StateStore::setRevisions(const QString &ns, const QString &release, const QJsonArray &revisions)
{
    putSection(QStringLiteral("releases"), releaseKey(ns, release),
        revisions.isEmpty() ? QJsonValue(QJsonValue::Undefined) : QJsonValue(revisions));
}

} // namespace HelmDeck::ClusterFake
