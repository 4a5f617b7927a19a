// SPDX-License-Identifier: GPL-3.0-or-later
#include "releasefields.h"

#include <yaml-cpp/yaml.h>

namespace HelmDeck {

ReleaseFields::ReleaseFields(YamlFieldReader &in)
    : m_in(in)
{ }

void ReleaseFields::read(const YamlNode &node, const QString &path, ReleaseSettings *out)
{
    static const QStringList known
        = { QStringLiteral("command"), QStringLiteral("backoffLimit"), QStringLiteral("waitImage") };
    YamlFieldReader::Entries e;
    if (!m_in.entries(node, path, &e))
        return;
    m_in.checkKeys(e, path, known);
    m_in.readString(e, "command", YamlFieldReader::child(path, "command"), &out->command);
    const QString backoffPath = YamlFieldReader::child(path, "backoffLimit");
    if (e.find("backoffLimit") && m_in.readInt(e, "backoffLimit", backoffPath, &out->backoffLimit)
        && (out->backoffLimit < 0 || out->backoffLimit > ReleaseSettings::MaxBackoffLimit)) {
        m_in.error(tr("backoffLimit %1 is out of range; use 0 to %2 (retries of a failed "
                      "release command)")
                       .arg(out->backoffLimit)
                       .arg(ReleaseSettings::MaxBackoffLimit),
            backoffPath, m_in.project().locate(backoffPath));
    }
    m_in.readString(e, "waitImage", YamlFieldReader::child(path, "waitImage"), &out->waitImage);
}

void ReleaseFields::adoptReleaseProcess(App *app)
{
    const int index = app->processIndex(QStringLiteral("release"));
    if (index < 0)
        return;
    const ProcessType process = app->processes.takeAt(index);
    const QString processPath = app->fieldPrefix() + QStringLiteral(".processes[release]");
    const SourceLocation where = m_in.project().locate(processPath);
    if (app->release.command.trimmed().isEmpty()) {
        app->release.command = process.command;
        m_in.warning(tr("the process type \"release\" is Dokku's release task: it is read as the "
                        "app's release command (release.command), run once by the release "
                        "gate's Job before the other pods start; the next save writes it there"),
            app->fieldPrefix() + QStringLiteral(".release.command"), where);
    } else {
        m_in.warning(tr("the process type \"release\" is dropped: the app already has a release "
                        "command (release.command), and a release is never a Deployment"),
            app->fieldPrefix() + QStringLiteral(".release.command"), where);
    }
}

void ReleaseFields::write(YAML::Emitter &out, const ReleaseSettings &settings)
{
    const ReleaseSettings defaults;
    if (settings == defaults)
        return;
    out << YAML::Key << "release" << YAML::Value << YAML::BeginMap;
    if (!settings.command.isEmpty())
        out << YAML::Key << "command" << YAML::Value << YAML::DoubleQuoted
            << settings.command.toUtf8().toStdString();
    if (settings.backoffLimit != defaults.backoffLimit)
        out << YAML::Key << "backoffLimit" << YAML::Value << settings.backoffLimit;
    if (!settings.waitImage.isEmpty())
        out << YAML::Key << "waitImage" << YAML::Value << YAML::DoubleQuoted
            << settings.waitImage.toUtf8().toStdString();
    out << YAML::EndMap;
}

} // namespace HelmDeck
