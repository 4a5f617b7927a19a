// SPDX-License-Identifier: GPL-3.0-or-later
#include "yamlemit.h"

#include <yaml-cpp/yaml.h>

namespace HelmDeck {

void YamlEmit::key(YAML::Emitter &out, const char *name)
{
    out << YAML::Key << name << YAML::Value;
}

void YamlEmit::string(YAML::Emitter &out, const QString &value)
{
    out << YAML::DoubleQuoted << value.toUtf8().toStdString();
}

void YamlEmit::stringField(YAML::Emitter &out, const char *name, const QString &value)
{
    key(out, name);
    string(out, value);
}

void YamlEmit::stringList(YAML::Emitter &out, const char *name, const QStringList &values)
{
    key(out, name);
    out << YAML::BeginSeq;
    for (const QString &v : values)
        string(out, v);
    out << YAML::EndSeq;
}

void YamlEmit::keyValueMap(YAML::Emitter &out, const char *name, const KeyValueList &values)
{
    key(out, name);
    out << YAML::BeginMap;
    for (const auto &kv : values) {
        out << YAML::Key;
        string(out, kv.first);
        out << YAML::Value;
        string(out, kv.second);
    }
    out << YAML::EndMap;
}

void YamlEmit::intField(YAML::Emitter &out, const char *name, int value)
{
    key(out, name);
    out << value;
}

} // namespace HelmDeck
