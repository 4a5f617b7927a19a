// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "deployplanner.h"
#include <QCoreApplication>

namespace HelmDeck {

/**
 * The deploy's refusals of what would make it fail half-way, from DeployOptions::liveOwnership (read
 * by JobSetup, LiveOwnership::load), as preflight findings (docs/deploy.md "Preflight"). Pure.
 */
class OwnershipCheck
{
    Q_DECLARE_TR_FUNCTIONS(HelmDeck::OwnershipCheck)

public:
    /**
     * For app @p app (as the plan deploys it: its name is the release the objects were read for):
     *  - one error per ForeignObject on "apps[<app>]", naming the object (Kind namespace/name), the
     *    release that would create it and who has it (another release, or no release), with what to
     *    do: adopt it (adoptCommands()), rename the app, or delete the object (deleteCommand());
     *  - an info naming the releases and how many objects were checked, when none is foreign;
     *  - LiveOwnership::warnings as warnings.
     * Nothing when the objects were not read for this app (e.g. a rename's set-up read the old name's).
     */
    static Findings objects(const App &app, const DeployOptions &options);
    /**
     * One error per storage entry the app's processes or cron tasks mount whose claim does not exist
     * in the namespace, on the mount's field, naming the entry and the command that creates it
     * (`helmdeck-cli storage create ENTRY PROJECT`) — or, with DeployOptions::createStorage, an info
     * saying the plan creates it first. Nothing when the claims were not read.
     */
    static Findings storage(const App &app, const DeployOptions &options);
    /** The entries storage() would name (mounted, their claims read, none found), in mount order. */
    static QStringList missingClaims(const App &app, const DeployOptions &options);
    /**
     * The two commands that give @p object Helm's marks for its release:
     * `kubectl --context C --namespace NS label RESOURCE NAME app.kubernetes.io/managed-by=Helm --overwrite`
     * and `kubectl --context C --namespace NS annotate RESOURCE NAME meta.helm.sh/release-name=R
     * meta.helm.sh/release-namespace=NS --overwrite`.
     */
    static QStringList adoptCommands(const ForeignObject &object, const QString &context);
    /** `kubectl --context C --namespace NS delete RESOURCE NAME`. */
    static QString deleteCommand(const ForeignObject &object, const QString &context);
};

} // namespace HelmDeck
