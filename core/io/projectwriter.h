// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/project.h"

#include <QByteArray>

namespace YAML {
class Emitter;
}

namespace HelmDeck {

/**
 * Writes a Project as helmdeck.yaml text (schema: docs/project-file.md). Used by ProjectFile::serialize.
 *
 * The output is a function of the model alone: a header comment, then keys in the fixed order of the
 * schema document, two-space indentation, every user-typed string double-quoted (so "0755", "NO",
 * "1e3", "true", "@daily" and cron schedules starting with "*" stay strings), numbers and booleans
 * plain, and values equal to the model's defaults left out. Secrets are never written: secret env
 * values (only "{name, secret: true}") and the pull-secret password. Project::sources is not written.
 */
class ProjectWriter
{
public:
    /** The whole file, ending in a newline; empty only if yaml-cpp's emitter fails. */
    static QByteArray write(const Project &project);
    /** The first line of every file HelmDeck writes, newline included. */
    static QByteArray header();

private:
    static void writeApp(YAML::Emitter &out, const App &app);
    static void writeProcess(YAML::Emitter &out, const ProcessType &process);
    static void writeHealthCheck(YAML::Emitter &out, const HealthCheck &check);
    static void writeEnv(YAML::Emitter &out, const EnvVar &var);
    static void writeCron(YAML::Emitter &out, const CronTask &task);
    static void writeMount(YAML::Emitter &out, const StorageMount &mount);
    static void writePullSecret(YAML::Emitter &out, const PullSecretSettings &settings);
    static void writeStorageEntry(YAML::Emitter &out, const StorageEntry &entry);
};

} // namespace HelmDeck
