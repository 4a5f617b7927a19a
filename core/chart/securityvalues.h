// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chartfiles.h"
#include "model/app.h"

#include <QJsonObject>

namespace YAML {
class Emitter;
}

namespace HelmDeck {

/**
 * The app chart values of an app's security settings, per-kind metadata, extra containers and
 * extra raw manifests, for ValuesBuilder (shape: docs/chart-values.md, "Security and extras").
 *
 * Per process (emitProcess()): podSecurityContext and securityContext (App::security merged with
 * the process's, SecuritySettings::effective()), shmSize, initContainers and sidecars (each a
 * complete container map the template places with toYaml). Top level (emitApp()): security (the
 * app's own settings, for CronJobs; run Jobs use the same through podSecurityContext()),
 * nativeSidecars, and metadata (every kind of ResourceMetadata::kindNames(), labels and
 * annotations maps, empty when unset).
 */
class SecurityValues
{
public:
    /** The volume name of the /dev/shm emptyDir (HelmDeck's, so no storage entry can take it). */
    static QString shmVolumeName();
    /** The settings that apply to @p target: the app's, merged with process @p target's when there is one. */
    static SecuritySettings settingsFor(const App &app, const QString &target);

    static void emitProcess(YAML::Emitter &out, const App &app, const ProcessType &process);
    static void emitApp(YAML::Emitter &out, const App &app);
    /** Adds "manifests/<file>" for every App::extraManifests file (the template includes them). */
    static void addManifests(const App &app, ChartFiles *out);
    /** Writes @p value as YAML, every string double-quoted. */
    static void emitJson(YAML::Emitter &out, const QJsonValue &value);
};

} // namespace HelmDeck
