// SPDX-License-Identifier: GPL-3.0-or-later
#include "postdeploysteps.h"

#include "run/runplanner.h"

namespace HelmDeck {

bool PostdeploySteps::steps(
    const Project &project, int appIndex, const DeployOptions &options, QList<Step> *out, QString *error)
{
    const App &app = project.apps.at(appIndex);
    const QString script = app.postdeploy.trimmed();
    if (script.isEmpty())
        return true;
    RunRequest request;
    request.appName = app.name;
    request.command = QStringList { QStringLiteral("/bin/sh"), QStringLiteral("-c"), script };
    request.tty = false;
    RunPlan run;
    if (!RunPlanner::plan(project, options, request, &run, error))
        return false;
    for (Step &s : run.plan.steps)
        s.title = QStringLiteral("postdeploy: ") + s.title;
    *out = run.plan.steps;

    Step result;
    result.id = QStringLiteral("postdeploy");
    result.title = QStringLiteral("postdeploy: %1").arg(script);
    const std::shared_ptr<RunOutcome> outcome = run.outcome;
    result.prepare = [outcome](PlanContext &, Step &, bool *, QString *err) {
        if (outcome->exitCode == 0)
            return true;
        if (outcome->exitCode > 0)
            *err = tr("the new release is live, but postdeploy failed (exit %1)").arg(outcome->exitCode);
        else if (outcome->message.isEmpty())
            *err = tr("the new release is live, but postdeploy did not finish");
        else
            *err = tr("the new release is live, but postdeploy did not finish: %1").arg(outcome->message);
        return false;
    };
    out->append(result);
    return true;
}

} // namespace HelmDeck
