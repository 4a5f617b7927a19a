// SPDX-License-Identifier: GPL-3.0-or-later
#include "monitoringfields.h"

#include "yamlemit.h"

#include <yaml-cpp/yaml.h>

namespace HelmDeck {

QString MonitoringFields::key()
{
    return QStringLiteral("monitoring");
}

void MonitoringFields::read(
    YamlFieldReader &in, const YamlFieldReader::Entries &process, const QString &processPath, Monitoring *out)
{
    static const QStringList known
        = { QStringLiteral("enabled"), QStringLiteral("port"), QStringLiteral("path"),
              QStringLiteral("interval"), QStringLiteral("scrapeTimeout"), QStringLiteral("labels") };
    const auto *entry = process.find("monitoring");
    if (!entry)
        return;
    const QString path = YamlFieldReader::child(processPath, "monitoring");
    in.record(path, entry->value, entry->keyNode);
    YamlFieldReader::Entries e;
    if (!in.entries(entry->value, path, &e))
        return;
    in.checkKeys(e, path, known);
    in.readBool(e, "enabled", YamlFieldReader::child(path, "enabled"), &out->enabled);
    in.readInt(e, "port", YamlFieldReader::child(path, "port"), &out->port);
    in.readString(e, "path", YamlFieldReader::child(path, "path"), &out->path);
    in.readString(e, "interval", YamlFieldReader::child(path, "interval"), &out->interval);
    in.readString(e, "scrapeTimeout", YamlFieldReader::child(path, "scrapeTimeout"), &out->scrapeTimeout);
    in.readKeyValueMap(e, "labels", YamlFieldReader::child(path, "labels"), &out->labels);
}

void MonitoringFields::write(YAML::Emitter &out, const Monitoring &m)
{
    const Monitoring defaults;
    if (m == defaults)
        return;
    out << YAML::Key << "monitoring" << YAML::Value << YAML::BeginMap;
    if (m.enabled != defaults.enabled)
        out << YAML::Key << "enabled" << YAML::Value << m.enabled;
    if (m.port != defaults.port)
        out << YAML::Key << "port" << YAML::Value << m.port;
    if (m.path != defaults.path)
        YamlEmit::stringField(out, "path", m.path);
    if (m.interval != defaults.interval)
        YamlEmit::stringField(out, "interval", m.interval);
    if (m.scrapeTimeout != defaults.scrapeTimeout)
        YamlEmit::stringField(out, "scrapeTimeout", m.scrapeTimeout);
    if (!m.labels.isEmpty()) {
        out << YAML::Key << "labels" << YAML::Value << YAML::BeginMap;
        for (const auto &kv : m.labels) {
            out << YAML::Key << YAML::DoubleQuoted << kv.first.toUtf8().toStdString() << YAML::Value
                << YAML::DoubleQuoted << kv.second.toUtf8().toStdString();
        }
        out << YAML::EndMap;
    }
    out << YAML::EndMap;
}

} // namespace HelmDeck
