// SPDX-License-Identifier: GPL-3.0-or-later
#include "helmtestfields.h"

#include <yaml-cpp/yaml.h>

namespace HelmDeck {

QString HelmTestFields::key()
{
    return QStringLiteral("helmTest");
}

void HelmTestFields::read(
    YamlFieldReader &in, const YamlFieldReader::Entries &app, const QString &appPath, HelmTestSettings *out)
{
    static const QStringList known = { QStringLiteral("enabled"), QStringLiteral("image") };
    const auto *entry = app.find("helmTest");
    if (!entry)
        return;
    const QString path = YamlFieldReader::child(appPath, "helmTest");
    in.record(path, entry->value, entry->keyNode);
    YamlFieldReader::Entries e;
    if (!in.entries(entry->value, path, &e))
        return;
    in.checkKeys(e, path, known);
    in.readBool(e, "enabled", YamlFieldReader::child(path, "enabled"), &out->enabled);
    in.readString(e, "image", YamlFieldReader::child(path, "image"), &out->image);
}

void HelmTestFields::write(YAML::Emitter &out, const HelmTestSettings &settings)
{
    const HelmTestSettings defaults;
    if (settings == defaults)
        return;
    out << YAML::Key << "helmTest" << YAML::Value << YAML::BeginMap;
    if (settings.enabled != defaults.enabled)
        out << YAML::Key << "enabled" << YAML::Value << settings.enabled;
    if (settings.image != defaults.image)
        out << YAML::Key << "image" << YAML::Value << YAML::DoubleQuoted << settings.image.toStdString();
    out << YAML::EndMap;
}

} // namespace HelmDeck
