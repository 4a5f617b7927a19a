// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What every values writer of core/chart shares when it emits YAML with yaml-cpp. Not a public header.

#include "io/yamlemit.h"

#include <QString>

#include <yaml-cpp/yaml.h>

#include <string>

namespace HelmDeck::ChartYaml {

/** @p s as UTF-8 for yaml-cpp. */
inline std::string str(const QString &s)
{
    return s.toStdString();
}

/** `key: "value"`: double-quoted, so no string that looks like a number, bool or null changes type. */
inline void quotedField(YAML::Emitter &out, const char *key, const QString &value)
{
    YamlEmit::stringField(out, key, value);
}

} // namespace HelmDeck::ChartYaml
