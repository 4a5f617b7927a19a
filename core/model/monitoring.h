// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QPair>
#include <QString>

namespace HelmDeck {

/**
 * The opt-in Prometheus Operator ServiceMonitor of one process type (project file: a process's
 * "monitoring" key, docs/project-file.md). Rendered only when enabled and the process has a Service.
 */
struct Monitoring
{
    bool enabled = false;
    /** The container port to scrape (one of the process's port maps); 0 = the primary port map. */
    int port = 0;
    /** The HTTP path of the metrics endpoint, starting with "/". */
    QString path = QStringLiteral("/metrics");
    /** Prometheus durations ("30s", "1m"); empty = Prometheus' default. */
    QString interval = QStringLiteral("30s");
    QString scrapeTimeout;
    /**
     * Extra labels of the ServiceMonitor, in order. Prometheus selects monitors by label:
     * kube-prometheus-stack by "release: <its release name>".
     */
    QList<QPair<QString, QString>> labels;

    bool operator==(const Monitoring &o) const
    {
        return enabled == o.enabled && port == o.port && path == o.path && interval == o.interval
            && scrapeTimeout == o.scrapeTimeout && labels == o.labels;
    }
    bool operator!=(const Monitoring &o) const { return !(*this == o); }
};

} // namespace HelmDeck
