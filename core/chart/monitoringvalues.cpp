// SPDX-License-Identifier: GPL-3.0-or-later
#include "monitoringvalues.h"
#include "chartyaml.h"

#include "chartnames.h"

#include <yaml-cpp/yaml.h>

namespace HelmDeck {

using ChartYaml::quotedField;
using ChartYaml::str;

namespace {

/** The port map a monitor scrapes: the one with container port @p port, else the primary map. */
const PortMap &scrapedMap(const ProcessType &p, int port)
{
    for (const PortMap &m : p.portMaps) {
        if (port != 0 && m.containerPort == port)
            return m;
    }
    return p.portMaps.at(primaryPortMapIndex(p.portMaps));
}

} // namespace

void MonitoringValues::emitMonitoring(YAML::Emitter &out, const App &app)
{
    out << YAML::Key << "monitoring" << YAML::Value << YAML::BeginMap;
    out << YAML::Key << "serviceMonitors" << YAML::Value << YAML::BeginMap;
    for (const ProcessType &p : app.processes) {
        const Monitoring &m = p.monitoring;
        if (!m.enabled || p.portMaps.isEmpty())
            continue; // no Service, nothing to scrape (MonitoringValidator says so)
        out << YAML::Key << YAML::DoubleQuoted << str(p.name) << YAML::Value << YAML::BeginMap;
        quotedField(out, "name", ChartNames::workloadName(app.name, p.name));
        quotedField(out, "port", scrapedMap(p, m.port).name());
        quotedField(out, "path", m.path.isEmpty() ? QStringLiteral("/metrics") : m.path);
        if (!m.interval.trimmed().isEmpty())
            quotedField(out, "interval", m.interval.trimmed());
        if (!m.scrapeTimeout.trimmed().isEmpty())
            quotedField(out, "scrapeTimeout", m.scrapeTimeout.trimmed());
        out << YAML::Key << "labels" << YAML::Value << YAML::BeginMap;
        for (const auto &kv : m.labels)
            out << YAML::Key << YAML::DoubleQuoted << str(kv.first) << YAML::Value << YAML::DoubleQuoted
                << str(kv.second);
        out << YAML::EndMap;
        out << YAML::EndMap;
    }
    out << YAML::EndMap;
    out << YAML::EndMap;
}

QString MonitoringValues::healthPath(const ProcessType *web)
{
    if (!web)
        return QStringLiteral("/");
    for (const char *type : { "readiness", "liveness", "startup" }) {
        for (const HealthCheck &check : web->healthChecks) {
            if (check.type.compare(QLatin1String(type), Qt::CaseInsensitive) == 0) {
                if (check.path.startsWith(QLatin1Char('/')))
                    return check.path;
                break; // only the first check of a type becomes a probe (ValuesBuilder)
            }
        }
    }
    return QStringLiteral("/");
}

void MonitoringValues::emitTests(YAML::Emitter &out, const App &app)
{
    const ProcessType *web = app.process(QStringLiteral("web"));
    out << YAML::Key << "tests" << YAML::Value << YAML::BeginMap;
    out << YAML::Key << "enabled" << YAML::Value << app.helmTest.enabled;
    quotedField(out, "image", app.helmTest.effectiveImage());
    if (web && !web->portMaps.isEmpty()) {
        quotedField(out, "serviceName", ChartNames::workloadName(app.name, web->name));
        out << YAML::Key << "servicePort" << YAML::Value
            << web->portMaps.at(primaryPortMapIndex(web->portMaps)).hostPort;
    }
    quotedField(out, "path", healthPath(web));
    out << YAML::EndMap;
}

} // namespace HelmDeck
