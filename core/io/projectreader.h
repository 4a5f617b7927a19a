// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "projectfile.h"
#include "yamlfieldreader.h"

#include <QCoreApplication>
#include <QString>

namespace HelmDeck {

/**
 * Reads helmdeck.yaml text into a Project (schema: docs/project-file.md). Used by ProjectFile::parse.
 *
 * Every value read is recorded in Project::sources under its field path with a 1-based line and
 * column (yaml-cpp marks are 0-based). Errors (YAML syntax, wrong types, a missing or newer
 * schemaVersion, duplicate keys, duplicate app, process or storage entry names, unreadable ports,
 * durations or pull-secret modes) make the result not ok and leave it with an empty Project, so
 * nothing is half-applied; reading goes on after an error so one pass reports them all. Unknown keys
 * are warnings with a suggestion and are ignored (and therefore dropped on the next save). Storage
 * entries, mounts and the pull-secret keys are read by StorageReader.
 */
class ProjectReader : private YamlFieldReader
{
    Q_DECLARE_TR_FUNCTIONS(HelmDeck::ProjectReader)

public:
    explicit ProjectReader(const QString &fileName);

    /**
     * Reads @p data (taken by value: a caller that moves its only copy in lets the text go once the
     * tree is built, so it is not held through the walk; docs/inputs.md "Time and memory").
     */
    ProjectLoadResult read(QByteArray data);

private:
    void readTop(const YamlNode &root);
    void readApp(const YamlNode &node, int index);
    void readProcess(const YamlNode &node, int index, App *app);
    void readResources(const YamlNode &node, const QString &path, ProcessType *process);
    void readHealthCheck(const YamlNode &node, const QString &path, HealthCheck *check);
    void readEnv(const YamlNode &node, int index, App *app);
    void readCron(const YamlNode &node, const QString &path, CronTask *task);
    /** "pullSecret": mode, registry, username; a password there is a warning and is not read. */
    void readPullSecret(const YamlNode &node, const QString &path, App *app);
};

} // namespace HelmDeck
