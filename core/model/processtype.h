// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "extracontainer.h"
#include "healthcheck.h"
#include "monitoring.h"
#include "portmap.h"
#include "probeoverride.h"
#include "scalingsettings.h"
#include "securitysettings.h"

#include <QList>
#include <QString>

namespace HelmDeck {

/**
 * A process type of an app (a Procfile line): one Deployment "<app>-<name>" with @c replicas pods.
 * A process with port maps also gets a Service "<app>-<name>"; the "web" process additionally gets
 * one Ingress per app domain.
 *
 * Resource quantities are Kubernetes quantities ("100m", "128Mi"); an empty string means "unset".
 * Dokku's defaults are requests 100m CPU / 128Mi memory and no limits.
 */
struct ProcessType
{
    QString name;
    QString command; ///< start command, split with shell-word rules at render time; empty = image default
    int replicas = 1;
    QList<PortMap> portMaps;
    QList<HealthCheck> healthChecks;
    QList<ProbeOverride> probes; ///< per-type overrides of the health checks' probes, one per type at most
    QString cpuRequest = QStringLiteral("100m");
    QString memoryRequest = QStringLiteral("128Mi");
    QString cpuLimit;
    QString memoryLimit;
    Monitoring monitoring; ///< the opt-in ServiceMonitor (monitoring.h)
    ProcessScaling scaling; ///< autoscaling, disruption budget, graceful shutdown
    SecuritySettings security; ///< overrides of App::security for this process (SecuritySettings::merged)
    QList<ExtraContainer> containers; ///< extra init and sidecar containers of its pods

    bool isWeb() const { return name == QLatin1String("web"); }
};

} // namespace HelmDeck
