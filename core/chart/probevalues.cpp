// SPDX-License-Identifier: GPL-3.0-or-later
#include "probevalues.h"
#include "chartyaml.h"

#include <yaml-cpp/yaml.h>

#include <utility>

namespace HelmDeck {

using ChartYaml::str;

namespace {

using Handler = ProbeOverride::Handler;

ResolvedProbe fromCheck(const HealthCheck &check, int primaryPort)
{
    ResolvedProbe p;
    p.port = check.port > 0 ? check.port : primaryPort;
    if (!check.path.isEmpty()) {
        p.handler = Handler::HttpGet;
        p.path = check.path;
        p.scheme = check.scheme.isEmpty() ? QStringLiteral("HTTP") : check.scheme.toUpper();
        p.httpHeaders = check.httpHeaders;
    } else if (!check.command.isEmpty()) {
        p.handler = Handler::Exec;
        p.command = check.command;
    } else {
        // "listening", and a check with nothing set: Dokku's default check is "the port accepts
        // connections"; Dokku keeps a Host header of a listening check as the TCP host
        p.handler = Handler::TcpSocket;
        for (const auto &h : check.httpHeaders) {
            if (h.first.compare(QLatin1String("Host"), Qt::CaseInsensitive) == 0)
                p.host = h.second;
        }
    }
    p.initialDelaySeconds = qMax(0, check.initialDelaySeconds);
    p.periodSeconds = qMax(0, check.periodSeconds);
    p.timeoutSeconds = qMax(0, check.timeoutSeconds);
    p.failureThreshold = qMax(0, check.failureThreshold);
    return p;
}

void applyHandler(const ProbeOverride &o, int primaryPort, ResolvedProbe *p)
{
    ResolvedProbe h; // a fresh handler: nothing of the default's survives
    h.handler = o.handler;
    h.port = o.port > 0 ? o.port : primaryPort;
    switch (o.handler) {
    case Handler::HttpGet:
        h.path = o.path.isEmpty() ? QStringLiteral("/") : o.path;
        h.scheme = o.scheme.isEmpty() ? QStringLiteral("HTTP") : o.scheme.toUpper();
        h.httpHeaders = o.httpHeaders;
        h.host = o.host;
        break;
    case Handler::TcpSocket:
        h.host = o.host;
        break;
    case Handler::Exec:
        h.command = o.command;
        break;
    case Handler::Grpc:
        h.grpcService = o.grpcService;
        break;
    case Handler::Keep:
        return;
    }
    p->handler = h.handler;
    p->path = h.path;
    p->scheme = h.scheme;
    p->httpHeaders = h.httpHeaders;
    p->host = h.host;
    p->port = h.port;
    p->command = h.command;
    p->grpcService = h.grpcService;
}

void applyTimes(const ProbeOverride &o, ResolvedProbe *p)
{
    const std::pair<int, int *> times[] = {
        { o.initialDelaySeconds, &p->initialDelaySeconds },
        { o.periodSeconds, &p->periodSeconds },
        { o.timeoutSeconds, &p->timeoutSeconds },
        { o.failureThreshold, &p->failureThreshold },
    };
    for (const auto &t : times) {
        if (t.first >= 0) // -1 keeps the default's
            *t.second = t.first;
    }
}

void emitProbe(YAML::Emitter &out, const ResolvedProbe &p)
{
    out << YAML::BeginMap;
    switch (p.handler) {
    case Handler::HttpGet:
        out << YAML::Key << "httpGet" << YAML::Value << YAML::BeginMap;
        out << YAML::Key << "path" << YAML::Value << YAML::DoubleQuoted << str(p.path);
        out << YAML::Key << "port" << YAML::Value << p.port;
        out << YAML::Key << "scheme" << YAML::Value << YAML::DoubleQuoted << str(p.scheme);
        if (!p.host.isEmpty())
            out << YAML::Key << "host" << YAML::Value << YAML::DoubleQuoted << str(p.host);
        if (!p.httpHeaders.isEmpty()) {
            out << YAML::Key << "httpHeaders" << YAML::Value << YAML::BeginSeq;
            for (const auto &h : p.httpHeaders) {
                out << YAML::BeginMap << YAML::Key << "name" << YAML::Value << YAML::DoubleQuoted
                    << str(h.first) << YAML::Key << "value" << YAML::Value << YAML::DoubleQuoted
                    << str(h.second) << YAML::EndMap;
            }
            out << YAML::EndSeq;
        }
        out << YAML::EndMap;
        break;
    case Handler::Exec:
        out << YAML::Key << "exec" << YAML::Value << YAML::BeginMap << YAML::Key << "command" << YAML::Value
            << YAML::BeginSeq;
        for (const QString &a : p.command)
            out << YAML::DoubleQuoted << str(a);
        out << YAML::EndSeq << YAML::EndMap;
        break;
    case Handler::Grpc:
        out << YAML::Key << "grpc" << YAML::Value << YAML::BeginMap;
        out << YAML::Key << "port" << YAML::Value << p.port;
        if (!p.grpcService.isEmpty())
            out << YAML::Key << "service" << YAML::Value << YAML::DoubleQuoted << str(p.grpcService);
        out << YAML::EndMap;
        break;
    case Handler::TcpSocket:
    case Handler::Keep:
        out << YAML::Key << "tcpSocket" << YAML::Value << YAML::BeginMap;
        out << YAML::Key << "port" << YAML::Value << p.port;
        if (!p.host.isEmpty())
            out << YAML::Key << "host" << YAML::Value << YAML::DoubleQuoted << str(p.host);
        out << YAML::EndMap;
        break;
    }
    const std::pair<const char *, int> times[] = {
        { "initialDelaySeconds", p.initialDelaySeconds },
        { "periodSeconds", p.periodSeconds },
        { "timeoutSeconds", p.timeoutSeconds },
        { "failureThreshold", p.failureThreshold },
    };
    for (const auto &t : times) {
        if (t.second > 0) // 0 = unset: Kubernetes' default applies
            out << YAML::Key << t.first << YAML::Value << t.second;
    }
    out << YAML::EndMap;
}

} // namespace

QMap<QString, ResolvedProbe> ProbeValues::merged(const ProcessType &process, int primaryPort)
{
    QMap<QString, ResolvedProbe> probes;
    for (const HealthCheck &check : process.healthChecks) {
        const QString type = check.type.toLower();
        if (!HealthCheck::knownTypes().contains(type) || probes.contains(type))
            continue; // only the first check of each type is used (Dokku does the same)
        probes.insert(type, fromCheck(check, primaryPort));
    }
    for (const ProbeOverride &o : process.probes) {
        const QString type = o.type.toLower();
        if (!HealthCheck::knownTypes().contains(type))
            continue;
        if (!o.enabled) {
            probes.remove(type);
            continue;
        }
        if (!probes.contains(type)) {
            if (o.handler == Handler::Keep)
                continue; // times alone, and nothing to time
            probes.insert(type, ResolvedProbe());
        }
        ResolvedProbe &p = probes[type];
        applyHandler(o, primaryPort, &p);
        applyTimes(o, &p);
    }
    return probes;
}

void ProbeValues::emit(YAML::Emitter &out, const ProcessType &process, int primaryPort)
{
    const QMap<QString, ResolvedProbe> probes = merged(process, primaryPort);
    if (probes.isEmpty())
        return;
    out << YAML::Key << "probes" << YAML::Value << YAML::BeginMap;
    for (auto it = probes.cbegin(); it != probes.cend(); ++it) {
        out << YAML::Key << YAML::DoubleQuoted << str(it.key()) << YAML::Value;
        emitProbe(out, it.value());
    }
    out << YAML::EndMap;
}

} // namespace HelmDeck
