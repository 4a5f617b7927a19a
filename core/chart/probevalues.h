// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/processtype.h"

#include <QMap>
#include <QString>

namespace YAML {
class Emitter;
}

namespace HelmDeck {

/** One probe as the chart renders it (processes.<p>.probes.<type>). Times: 0 = unset. */
struct ResolvedProbe
{
    ProbeOverride::Handler handler = ProbeOverride::Handler::TcpSocket;
    QString path;
    QString scheme; ///< upper case, "HTTP" when empty on an httpGet
    QList<QPair<QString, QString>> httpHeaders;
    QString host;
    int port = 0;
    QStringList command;
    QString grpcService;
    int initialDelaySeconds = 0;
    int periodSeconds = 0;
    int timeoutSeconds = 0;
    int failureThreshold = 0;
};

/**
 * The probes of a process type: defaults from its health checks (the first of each type, Dokku's
 * rule), then its ProbeOverride list merged on top. Defaults, as Dokku's k3s scheduler maps
 * app.json checks:
 *  - path → httpGet (scheme upper-cased, headers copied), command → exec, listening (or nothing)
 *    → tcpSocket, with a "Host" header (any case) kept as tcpSocket.host;
 *  - the port is the check's own port, else @p primaryPort;
 *  - attempts → failureThreshold, wait → periodSeconds, timeout → timeoutSeconds,
 *    initialDelay → initialDelaySeconds.
 * Overrides: see ProbeOverride (enabled false removes, a handler replaces, times replace).
 */
class ProbeValues
{
public:
    /** type ("startup", "liveness", "readiness") → the probe rendered; a type without one is absent. */
    static QMap<QString, ResolvedProbe> merged(const ProcessType &process, int primaryPort);
    /** Emits `probes: {...}` into the process's values map; nothing when there is no probe. */
    static void emit(YAML::Emitter &out, const ProcessType &process, int primaryPort);
};

} // namespace HelmDeck
