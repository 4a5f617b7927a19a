// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

namespace HelmDeck::ClusterFake {

/**
 * The state file, read-modify-written under an exclusive flock on "<state>.lock" (a deploy polls
 * pods while helm upgrade runs, so several fakes share the file). Saved atomically (QSaveFile),
 * so readers that do not lock still see a whole file.
 *
 *     StateStore store(path);
 *     if (!store.open(&error)) ...      // locks and loads
 *     store.putObject(...);
 *     store.commit(&error);             // saves; the destructor unlocks
 */
class StateStore
{
public:
    explicit StateStore(const QString &statePath);
    ~StateStore();
    StateStore(const StateStore &) = delete;
    StateStore &operator=(const StateStore &) = delete;

    bool open(QString *error);
    /** The state file's path (the run pods' files live beside it). */
    QString path() const { return m_path; }
    bool commit(QString *error);
    /** Unlocks; changes not committed are dropped. */
    void close();
    /** Appends one line to the call log; call it while open, so lines never interleave. */
    bool appendLog(const QString &logPath, const QByteArray &line, QString *error);

    QJsonObject &root() { return m_root; }
    const QJsonObject &root() const { return m_root; }

    bool hasNamespace(const QString &name) const;
    QJsonObject namespaceEntry(const QString &name) const;
    void putNamespace(const QString &name, const QJsonObject &entry);
    /** Removes the namespace, its objects and its releases, as deleting a namespace does. */
    void removeNamespace(const QString &name);

    /** "NS/Kind/name"; cluster-scoped objects have an empty NS: "/StorageClass/name". */
    static QString objectKey(const QString &ns, const QString &kind, const QString &name);
    QJsonObject objects() const { return m_root.value(QLatin1String("objects")).toObject(); }
    QJsonObject object(const QString &key) const { return objects().value(key).toObject(); }
    bool hasObject(const QString &key) const { return objects().contains(key); }
    void putObject(const QString &key, const QJsonObject &object);
    void removeObject(const QString &key);

    static QString releaseKey(const QString &ns, const QString &release)
    {
        return ns + QLatin1Char('/') + release;
    }
    QJsonArray revisions(const QString &ns, const QString &release) const;
    /** An empty list removes the release. */
    void setRevisions(const QString &ns, const QString &release, const QJsonArray &revisions);

private:
    /**
     * Before the StatefulSet at @p key changes to @p keptReplicas pods (0: deleted): stores the claims
     * of its volumeClaimTemplates for the pods that go, as Kubernetes keeps them (README.md).
     */
    void keepStatefulSetClaims(const QString &key, int keptReplicas);
    void putSection(const QString &section, const QString &key, const QJsonValue &value);

    QString m_path;
    int m_lockFd = -1;
    QJsonObject m_root;
};

} // namespace HelmDeck::ClusterFake
