// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "projectfile.h"

#include <QString>
#include <QStringList>

#include <functional>

namespace YAML {
class Node;
}

namespace HelmDeck {

/**
 * Reads helmdeck.yaml text into a Project (schema: docs/project-file.md). Used by ProjectFile::parse.
 *
 * Every value read is recorded in Project::sources under its field path with a 1-based line and
 * column (yaml-cpp marks are 0-based). Errors (YAML syntax, wrong types, a missing or newer
 * schemaVersion, duplicate keys, duplicate app or process names, unreadable ports or durations) make
 * the result not ok and leave it with an empty Project, so nothing is half-applied; reading goes on
 * after an error so one pass reports them all. Unknown keys are warnings with a suggestion and are
 * ignored (and therefore dropped on the next save).
 */
class ProjectReader
{
public:
    explicit ProjectReader(const QString &fileName);

    ProjectLoadResult read(const QByteArray &data);

private:
    struct Entries; // a map's known keys and their nodes, defined in the .cpp

    void readTop(const YAML::Node &root);
    void readApp(const YAML::Node &node, int index);
    void readProcess(const YAML::Node &node, int index, App *app);
    void readResources(const YAML::Node &node, const QString &path, ProcessType *process);
    void readHealthCheck(const YAML::Node &node, const QString &path, HealthCheck *check);
    void readEnv(const YAML::Node &node, int index, App *app);
    void readCron(const YAML::Node &node, const QString &path, CronTask *task);

    /** Collects a map's entries in file order (null = empty map). False, after an error, when not a map. */
    bool entries(const YAML::Node &node, const QString &path, Entries *out);
    /** Reports duplicate keys (error) and unknown keys (warning with a suggestion). */
    void checkKeys(const Entries &e, const QString &path, const QStringList &known);
    /** The name of a keyed list item ("apps[<name>]"), or an empty string after reporting why there is none.
     */
    QString itemName(const Entries &e, const YAML::Node &item, const QString &what, const QString &indexPath);
    bool isSequence(const YAML::Node &node, const QString &path);
    /** Records the list at @p key and calls @p read for each item with its index; reports a non-list. */
    void forEachItem(const Entries &e, const char *key, const QString &path,
        const std::function<void(const YAML::Node &, int)> &read);

    /** Reads the scalar at @p key through @p convert; absent or null keeps @p out. False after an error. */
    template <typename T>
    bool readValue(const Entries &e, const char *key, const QString &path, const QString &expected,
        bool (*convert)(const QString &, T *), T *out);
    bool readString(const Entries &e, const char *key, const QString &path, QString *out);
    bool readInt(const Entries &e, const char *key, const QString &path, int *out);
    bool readBool(const Entries &e, const char *key, const QString &path, bool *out);
    bool readDuration(const Entries &e, const char *key, const QString &path, int *seconds);
    bool readStringList(const Entries &e, const char *key, const QString &path, QStringList *out);
    bool scalarText(const YAML::Node &node, const YAML::Node &keyNode, const QString &path,
        const QString &expected, QString *out);

    void record(const QString &path, const YAML::Node &node, const YAML::Node &fallback);
    SourceLocation locationOf(const YAML::Node &node, const YAML::Node &fallback) const;
    void error(const QString &message, const QString &path, const SourceLocation &where);
    void warning(const QString &message, const QString &path, const SourceLocation &where);

    QString m_fileName;
    Project m_project;
    Findings m_findings;
    bool m_failed = false;
};

} // namespace HelmDeck
