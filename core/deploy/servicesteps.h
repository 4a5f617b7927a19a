// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "appsteps.h"

#include <QCoreApplication>
#include <QList>

namespace HelmDeck {

/**
 * The deploy and rename steps that look after the bundled backing services' data
 * (docs/deploy.md, "Backing services"; docs/project-file.md, "Renaming an app").
 */
class ServiceSteps
{
    Q_DECLARE_TR_FUNCTIONS(HelmDeck::ServiceSteps)

public:
    /** True when a bundled service of @p app names an existing claim (BackingService::claim). */
    static bool namesClaims(const App &app);
    /**
     * kubectl get persistentvolumeclaims -o json in the app's namespace: fails before any change when
     * a claim a bundled service names does not exist (its pod would wait for it until the deploy
     * times out), naming the service's field path. Only in the plan when namesClaims().
     */
    static Step claimCheck(const AppSteps &steps);
    /**
     * Rename: stop the old name's bundled services before the new name's start on the same data
     * (two PostgreSQL servers on one data directory corrupt it). `kubectl get statefulsets -l
     * part-of=<old>` in @p oldNamespace, then per bundled service of @p oldApp that is live:
     * `kubectl patch statefulset <old>-<kind> --type merge -p {"spec":{"replicas":0}}` and
     * `kubectl wait --for=jsonpath={.status.replicas}=0` (its pod gone) within @p timeoutSeconds.
     * Steps of services that are not live are skipped. The old StatefulSets go with the old release.
     */
    static QList<Step> stopOldServices(
        const AppSteps &steps, const App &oldApp, const QString &oldNamespace, int timeoutSeconds);
    /**
     * Cleanup steps (Step::always) for the end of a rename plan: when stopOldServices() stopped a
     * service and the rename then failed before the old app release's uninstall step @p uninstallId
     * began, `kubectl patch statefulset <old>-<kind> -p {"spec":{"replicas":1}}` starts it again,
     * so a failed rename leaves the old app with its database.
     */
    static QList<Step> restartOldServices(
        const AppSteps &steps, const App &oldApp, const QString &oldNamespace, const QString &uninstallId);
};

} // namespace HelmDeck
