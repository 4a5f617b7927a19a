// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/app.h"

namespace YAML {
class Emitter;
}

namespace HelmDeck {

/**
 * The scaling part of the app chart's values (docs/chart-values.md, "Scaling"), written by
 * ValuesBuilder into its emitter:
 *
 *  - emitProcess(): inside "processes.<p>": `autoscaling` (only when on: type "hpa" | "keda",
 *    minReplicas, maxReplicas, cpu / memory percent for hpa, pollingInterval / cooldownPeriod and
 *    triggers [{type, metadata, authenticationRef}] for keda), `disruptionBudget` (minAvailable or
 *    maxUnavailable: a count as a number, a percentage as a quoted string — the API reads a string
 *    as a percentage only), `terminationGracePeriodSeconds` (when set), `preStopSleep` (seconds,
 *    when > 0).
 *  - emitCron(): inside "cron.<suffix>": `resources` as for processes (empty groups left out).
 *  - emitApp(): the top-level `triggerAuthentications` map, keyed by auth name: {name:
 *    "<app>-<name>", secretRefs: [{parameter, key}]}, read from the config Secret "config-<app>".
 */
class ScalingValues
{
public:
    static void emitProcess(YAML::Emitter &out, const App &app, const ProcessType &process);
    static void emitCron(YAML::Emitter &out, const CronTask &task);
    static void emitApp(YAML::Emitter &out, const App &app);
    /** "<app>-<name>", the TriggerAuthentication of @p authName. */
    static QString triggerAuthenticationName(const QString &app, const QString &authName);
};

} // namespace HelmDeck
