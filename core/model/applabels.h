// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace HelmDeck::AppLabels {

/**
 * The label every object of an app carries, `app.kubernetes.io/part-of=<app>` (Kubernetes'
 * recommended labels; docs/chart-values.md): run Jobs, cron Jobs and live look-ups select by it.
 */
inline QString partOf()
{
    return QStringLiteral("app.kubernetes.io/part-of");
}

} // namespace HelmDeck::AppLabels
