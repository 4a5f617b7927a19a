// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

#include "model/processtype.h"
#include "yamlfieldreader.h"

namespace YAML {
class Emitter;
}

namespace HelmDeck {

/**
 * The "probes" key of a process in helmdeck.yaml (docs/project-file.md, "Probe overrides"), read
 * through the ProjectReader's YamlFieldReader: a map keyed by probe type (startup, liveness,
 * readiness), each in Kubernetes' probe shape:
 *
 *   probes:
 *     readiness: { enabled: false }
 *     liveness:
 *       httpGet: { path: "/live", port: 8080, scheme: "HTTP", host: "", httpHeaders: [{ name, value }] }
 *       periodSeconds: 10        # initialDelaySeconds, periodSeconds, timeoutSeconds, failureThreshold
 *     startup:
 *       exec: { command: ["test", "-f", "/tmp/ready"] }   # or tcpSocket { port, host }, grpc { port, service
 * }
 *
 * More than one handler in one probe is an error (a probe has one); a port outside 1..65535 or a
 * negative time is an error; unknown keys are warnings. Field paths:
 * "apps[a].processes[p].probes.<type>.<key>".
 */
class ProbeFields
{
    Q_DECLARE_TR_FUNCTIONS(HelmDeck::ProbeFields)

public:
    explicit ProbeFields(YamlFieldReader &in);

    /** Reads the map at @p node (field path @p path, "...processes[web].probes") into @p out. */
    void read(const YamlNode &node, const QString &path, QList<ProbeOverride> *out);
    /** Writes `probes: {...}` when @p probes is not empty. */
    static void write(YAML::Emitter &out, const QList<ProbeOverride> &probes);

private:
    void readOne(const YamlNode &node, const QString &path, ProbeOverride *out);
    void checkPort(int port, const QString &path);

    YamlFieldReader &m_in;
};

} // namespace HelmDeck
