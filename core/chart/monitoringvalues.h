// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/app.h"

namespace YAML {
class Emitter;
}

namespace HelmDeck {

/**
 * The app chart's "monitoring" and "tests" values (shapes: charts/app/values.yaml,
 * docs/chart-values.md), written by ValuesBuilder into its top-level map.
 */
class MonitoringValues
{
public:
    /**
     * monitoring.serviceMonitors: one entry per process with monitoring enabled and port maps, keyed
     * by process name: name (the Service's), port (the Service port name whose targetPort is
     * Monitoring::port, the primary map when 0 or unmatched), path, interval and scrapeTimeout (when
     * set) and labels.
     */
    static void emitMonitoring(YAML::Emitter &out, const App &app);
    /**
     * tests: serviceName and servicePort (the web Service and its primary port) when web has port
     * maps, and path: the web process's readiness, else liveness, else startup HTTP check's path,
     * else "/".
     */
    static void emitTests(YAML::Emitter &out, const App &app);
    /** The path emitTests() writes for @p web (nullptr: "/"). */
    static QString healthPath(const ProcessType *web);
};

} // namespace HelmDeck
