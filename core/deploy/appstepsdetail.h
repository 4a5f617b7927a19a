// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What appsteps.cpp and appstepslive.cpp share (AppSteps' implementation is split along its seam:
// releases and the gate there, the steps that read or patch live objects here). Not a public header.

#include "cluster/clustererrors.h"
#include "cluster/clustertarget.h"
#include "model/applabels.h"

#include <QString>

#include <functional>

namespace HelmDeck::AppStepsDetail {

/** The label every object of an app carries: app.kubernetes.io/part-of=<app>. */
inline QString partOf()
{
    return AppLabels::partOf();
}

/** A step's failure text explained for the target's context (ClusterErrors::explain). */
inline std::function<QString(const QString &)> explainFor(const ClusterTarget &target)
{
    const QString context = target.context;
    return [context](const QString &stderrText) { return ClusterErrors::explain(stderrText, context); };
}

} // namespace HelmDeck::AppStepsDetail
