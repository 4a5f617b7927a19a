// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

#include "finding.h"
#include "project.h"

namespace HelmDeck {

/**
 * The per-process rules of Validator, on "apps[<app>].processes[<proc>]...":
 *  - name: a DNS-1123 label, and "<app>-<proc>" ≤ 63 (the Deployment, Service and container name and
 *    the app.kubernetes.io/instance label value; label values and container names are ≤ 63)
 *  - replicas ≥ 0; above ReplicasWarningAbove a warning (without autoscaling, which replaces replicas)
 *  - ports: schemes http, https, tcp, udp, grpc, grpcs; ports 1..65535; one map per host port and
 *    protocol (a Service refuses two ports with the same port and protocol)
 *  - health checks: type startup | liveness | readiness; exactly one of path, command, listening
 *    (a probe has one handler); path/listening need a port map to probe; scheme http | https;
 *    times ≥ 0; header names as Kubernetes accepts them ([-A-Za-z0-9]+); a second check of a type is
 *    a warning (Kubernetes has one probe per type: only the first is used)
 *  - resources: Kubernetes quantities, not negative, request ≤ limit (the API server refuses a
 *    request above its limit); warnings for memory in milli-bytes ("128m") and small bare numbers
 *    ("512" is bytes to Kubernetes, MiB to Dokku)
 */
class ProcessValidator
{
public:
    /**
     * A replica count above this is almost surely a typo (an extra digit, a pasted 2147483647): a
     * warning, not an error, as a big cluster may mean it. The kubelet runs at most 110 pods per node
     * by default, so 1000 pods of one process already need 10 nodes (docs/project-file.md
     * "Replica counts"). Also the cap of an autoscaler's maxReplicas (ScalingValidator).
     */
    static constexpr int ReplicasWarningAbove = 1000;
    /** The kubelet's default maxPods: the pods one node runs (for the warning's node count). */
    static constexpr int DefaultPodsPerNode = 110;
    /** The warning for @p count replicas above ReplicasWarningAbove (@p key: "replicas", "maxReplicas"). */
    static QString tooManyReplicas(const QString &key, qint64 count);
    /** Appends findings for @p process to @p out, with field paths but no locations (Validator adds them). */
    static void validate(const App &app, const ProcessType &process, Findings *out);

    Q_DECLARE_TR_FUNCTIONS(HelmDeck::ProcessValidator)
};

} // namespace HelmDeck
