// SPDX-License-Identifier: GPL-3.0-or-later
#include "processvalidator.h"
#include "validationpaths.h"

#include "resourcesvalidator.h"
#include "validator.h"

#include <QCoreApplication>
#include <QHash>
#include <QRegularExpression>

namespace HelmDeck {

namespace {

using namespace ValidationPaths;

void checkPorts(const ProcessType &process, const QString &path, Findings *out)
{
    static const QStringList schemes = { QStringLiteral("http"), QStringLiteral("https"),
        QStringLiteral("tcp"), QStringLiteral("udp"), QStringLiteral("grpc"), QStringLiteral("grpcs") };
    QHash<QString, int> seen; // "<host port>/<protocol>" → index
    for (int i = 0; i < process.portMaps.size(); ++i) {
        const PortMap &m = process.portMaps.at(i);
        const QString p = at(path, "ports", i);
        if (!schemes.contains(m.scheme))
            error(out,
                ProcessValidator::tr(
                    "port map \"%1\" has the unknown scheme \"%2\"; use http, https, tcp, udp, "
                    "grpc or grpcs")
                    .arg(m.toString(), m.scheme),
                p);
        for (const int port : { m.hostPort, m.containerPort }) {
            if (port < 1 || port > 65535) {
                error(out,
                    ProcessValidator::tr("port map \"%1\": port %2 is outside 1-65535")
                        .arg(m.toString())
                        .arg(port),
                    p);
                break;
            }
        }
        const QString key = QString::number(m.hostPort) + QLatin1Char('/') + m.protocol();
        if (seen.contains(key))
            error(out,
                ProcessValidator::tr(
                    "host port %1/%2 is mapped twice (also ports[%3]); a Service takes each port "
                    "and protocol once")
                    .arg(m.hostPort)
                    .arg(m.protocol())
                    .arg(seen.value(key)),
                p);
        else
            seen.insert(key, i);
    }
}

void checkHealthChecks(const ProcessType &process, const QString &path, Findings *out)
{
    static const QRegularExpression headerName(QStringLiteral("^[-A-Za-z0-9]+$"));
    QHash<QString, int> firstOfType;
    for (int i = 0; i < process.healthChecks.size(); ++i) {
        const HealthCheck &c = process.healthChecks.at(i);
        const QString p = at(path, "healthchecks", i);
        if (!HealthCheck::knownTypes().contains(c.type)) {
            error(out,
                ProcessValidator::tr("unknown health check type \"%1\"; use startup, liveness or readiness")
                    .arg(c.type),
                sub(p, "type"));
        } else if (firstOfType.contains(c.type)) {
            warning(out,
                ProcessValidator::tr("a second %1 check: a container has one %1 probe, so only the first "
                                     "(healthchecks[%2]) is used")
                    .arg(c.type)
                    .arg(firstOfType.value(c.type)),
                p);
        } else {
            firstOfType.insert(c.type, i);
        }
        const int handlers = int(!c.path.isEmpty()) + int(!c.command.isEmpty()) + int(c.listening);
        if (handlers == 0)
            error(out,
                ProcessValidator::tr(
                    "the check probes nothing: set path (HTTP), command (exec) or listening (TCP)"),
                p);
        else if (handlers > 1)
            error(out,
                ProcessValidator::tr(
                    "set only one of path, command and listening: a Kubernetes probe has one "
                    "handler"),
                p);
        if (c.port < 0 || c.port > 65535)
            error(out, ProcessValidator::tr("port %1 is outside 1-65535").arg(c.port), sub(p, "port"));
        if ((!c.path.isEmpty() || c.listening) && process.portMaps.isEmpty() && c.port == 0)
            error(out,
                ProcessValidator::tr(
                    "an HTTP or TCP check needs a port, and process \"%1\" has no port map: add "
                    "one (e.g. \"http:80:5000\") or check with a command")
                    .arg(process.name),
                sub(p, c.path.isEmpty() ? "listening" : "path"));
        const QString scheme = c.scheme.toLower();
        if (!c.scheme.isEmpty() && scheme != QLatin1String("http") && scheme != QLatin1String("https"))
            error(out,
                ProcessValidator::tr("unknown scheme \"%1\"; an HTTP check uses http or https").arg(c.scheme),
                sub(p, "scheme"));
        const struct
        {
            const char *key;
            int value;
        } times[] = { { "initialDelay", c.initialDelaySeconds }, { "wait", c.periodSeconds },
            { "timeout", c.timeoutSeconds }, { "attempts", c.failureThreshold } };
        for (const auto &t : times) {
            if (t.value < 0)
                error(out,
                    ProcessValidator::tr("%1 is negative; 0 leaves Kubernetes' default")
                        .arg(QLatin1String(t.key)),
                    sub(p, t.key));
        }
        for (int h = 0; h < c.httpHeaders.size(); ++h) {
            const QString name = c.httpHeaders.at(h).first;
            if (!headerName.match(name).hasMatch())
                error(out,
                    ProcessValidator::tr(
                        "\"%1\" is not an HTTP header name Kubernetes accepts (letters, digits "
                        "and '-')")
                        .arg(name),
                    sub(at(p, "httpHeaders", h), "name"));
        }
    }
}

void checkResources(const ProcessType &process, const QString &path, Findings *out)
{
    ResourcesValidator::validate(
        { process.cpuRequest, process.memoryRequest, process.cpuLimit, process.memoryLimit },
        sub(path, "resources"), out);
}

} // namespace

QString ProcessValidator::tooManyReplicas(const QString &key, qint64 count)
{
    const qint64 nodes = (count + DefaultPodsPerNode - 1) / DefaultPodsPerNode;
    return QCoreApplication::translate("HelmDeck::ProcessValidator",
        "%1 is %2, above %3: probably a typo; a node runs at most %4 pods by default (the kubelet's "
        "maxPods), so this needs at least %5 nodes")
        .arg(key)
        .arg(count)
        .arg(ReplicasWarningAbove)
        .arg(DefaultPodsPerNode)
        .arg(nodes);
}

void ProcessValidator::validate(const App &app, const ProcessType &process, Findings *out)
{
    const QString path = app.fieldPrefix() + QStringLiteral(".processes[") + process.name + QLatin1Char(']');
    if (process.name.isEmpty()) {
        error(out, ProcessValidator::tr("a process has no name"), path);
    } else if (!Validator::isDns1123Label(process.name)) {
        error(out,
            ProcessValidator::tr(
                "process name \"%1\" must be a DNS-1123 label: lower-case letters, digits and "
                "'-', starting and ending with a letter or digit")
                .arg(process.name),
            sub(path, "name"));
    } else if (Validator::isDns1123Label(app.name)) {
        const QString object = app.name + QLatin1Char('-') + process.name;
        if (object.size() > 63)
            error(out,
                ProcessValidator::tr(
                    "\"%1\" (%2 characters) names the Deployment, its container and the "
                    "app.kubernetes.io/instance label, which allow at most 63; shorten the app "
                    "or process name")
                    .arg(object)
                    .arg(object.size()),
                sub(path, "name"));
    }
    if (process.replicas < 0)
        error(out, ProcessValidator::tr("replicas is %1; it must be 0 or more").arg(process.replicas),
            sub(path, "replicas"));
    else if (process.replicas > ReplicasWarningAbove && !process.scaling.autoscaling.isEnabled())
        warning(out, tooManyReplicas(QStringLiteral("replicas"), process.replicas), sub(path, "replicas"));
    checkPorts(process, path, out);
    checkHealthChecks(process, path, out);
    checkResources(process, path, out);
}

} // namespace HelmDeck
