// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

#include "finding.h"
#include "project.h"

namespace HelmDeck {

/**
 * The rules of a process's monitoring ("apps[<app>].processes[<proc>].monitoring..."), checked only
 * when it is enabled:
 *  - the process needs a port map (a ServiceMonitor scrapes a Service port; no Service, no monitor);
 *  - port: 0 (the primary map) or the container port of one of the process's port maps;
 *  - path starts with "/";
 *  - interval and scrapeTimeout: empty or Prometheus durations ("30s", "1m30s", "500ms"), and the
 *    timeout not longer than the interval (Prometheus refuses that);
 *  - labels: Kubernetes label keys and values (qualified name ≤ 63 with an optional DNS prefix;
 *    value ≤ 63 of [A-Za-z0-9-_.], alphanumeric at both ends).
 * A warning when no label is given: Prometheus selects monitors by label, kube-prometheus-stack by
 * "release: <its release>", so an unlabelled monitor is usually never scraped.
 */
class MonitoringValidator
{
public:
    /** Appends findings for @p process's monitoring to @p out, with field paths but no locations. */
    static void validate(const App &app, const ProcessType &process, Findings *out);
    /** The helm test Pod's settings ("apps[<app>].helmTest.image": an image reference, no whitespace). */
    static void validateHelmTest(const App &app, Findings *out);
    /**
     * Errors for every process of @p project with monitoring enabled when the target cluster's
     * @p apiVersions (ClusterVersions::apiVersions) are known (not empty) and hold no
     * "monitoring.coreos.com/v1": helm would refuse the ServiceMonitor ("no matches for kind").
     * Path "apps[<app>].processes[<proc>].monitoring.enabled", with its location.
     */
    static Findings clusterFindings(const Project &project, const QStringList &apiVersions);
    /** A Prometheus duration in milliseconds ("1m30s" → 90000), or -1 when @p text is not one. */
    static qint64 durationMs(const QString &text);

    Q_DECLARE_TR_FUNCTIONS(HelmDeck::MonitoringValidator)
};

} // namespace HelmDeck
