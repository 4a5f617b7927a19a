// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

#include "yamlfieldreader.h"

namespace YAML {
class Emitter;
}

namespace HelmDeck {

/**
 * Reads and writes the scaling keys of helmdeck.yaml (schema: docs/project-file.md, "Scaling"):
 * per process `autoscaling`, `disruptionBudget`, `terminationGracePeriod`, `preStopSleep`; per app
 * `triggerAuthentications` (keyed by name: "apps[shop].triggerAuthentications[redis]"); per cron task
 * `resources`. Reading goes through the ProjectReader's YamlFieldReader, so locations and findings
 * land in the same read; values are checked by ScalingValidator, not here. Writing leaves out what
 * equals the default, as ProjectWriter does.
 */
class ScalingFields
{
    Q_DECLARE_TR_FUNCTIONS(HelmDeck::ScalingFields)

public:
    explicit ScalingFields(YamlFieldReader &in);

    /** The keys a process, an app and a cron task gain (for their known-key lists). */
    static QStringList processKeys();
    static QStringList appKeys();
    static QStringList cronKeys();

    /** Reads the process keys from @p e (the process's entries) at @p path ("apps[a].processes[web]"). */
    void readProcess(const YamlFieldReader::Entries &e, const QString &path, ProcessType *process);
    /** Reads `triggerAuthentications` from the app's entries. */
    void readApp(const YamlFieldReader::Entries &e, const QString &path, App *app);
    /** Reads `resources` from a cron task's entries at @p path ("apps[a].cron[0]"). */
    void readCron(const YamlFieldReader::Entries &e, const QString &path, CronTask *task);

    static void writeProcess(YAML::Emitter &out, const ProcessType &process);
    static void writeApp(YAML::Emitter &out, const App &app);
    static void writeCron(YAML::Emitter &out, const CronTask &task);

private:
    void readAutoscaling(const YamlNode &node, const QString &path, Autoscaling *a);
    void readTrigger(const YamlNode &node, const QString &path, KedaTrigger *t);

    YamlFieldReader &m_in;
};

} // namespace HelmDeck
