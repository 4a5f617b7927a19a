// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "deployplanner.h"
#include "job/step.h"

#include <QCoreApplication>
#include <QList>

namespace HelmDeck {

/**
 * The deploy plan's postdeploy (docs/run.md): app.json `scripts.dokku.postdeploy` run once the app
 * release is ready, as a non-interactive run Job — RunPlanner's no-TTY plan (live → create → wait
 * → logs, streamed into the step → exit code → delete, an always step) with `/bin/sh -c SCRIPT`,
 * then the step "postdeploy", which fails "the new release is live, but postdeploy failed (exit
 * N)" on a non-zero exit code.
 */
class PostdeploySteps
{
    Q_DECLARE_TR_FUNCTIONS(HelmDeck::PostdeploySteps)

public:
    /** The steps for app @p appIndex of @p project; empty (and no error) when it has no postdeploy. */
    static bool steps(
        const Project &project, int appIndex, const DeployOptions &options, QList<Step> *out, QString *error);
};

} // namespace HelmDeck
