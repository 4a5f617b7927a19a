// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

#include "finding.h"
#include "scalingsettings.h"

namespace HelmDeck {

/**
 * A container's resources, as the process and cron rules of Validator check them (ProcessValidator,
 * ScalingValidator; docs/project-file.md): each of "<base>.requests.cpu", "….requests.memory",
 * "….limits.cpu", "….limits.memory" a Kubernetes quantity (ResourceQuantity), not negative, a
 * request not above its limit (the API server refuses that); a warning for memory in milli-bytes
 * ("128m"); an info finding for a bare whole number of memory ("512"), which is read as MiB as
 * Dokku reads it (ResourceQuantity::kubernetesMemory() renders "512Mi"). Empty values are not set and
 * not checked.
 */
class ResourcesValidator
{
public:
    /** Appends the findings of @p resources, on paths under @p base ("apps[a].cron[0].resources"), to @p out.
     */
    static void validate(const ContainerResources &resources, const QString &base, Findings *out);

    Q_DECLARE_TR_FUNCTIONS(HelmDeck::ResourcesValidator)
};

} // namespace HelmDeck
