// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

#include "model/app.h"
#include "yamlfieldreader.h"

namespace YAML {
class Emitter;
}

namespace HelmDeck {

/**
 * The "release" key of an app in helmdeck.yaml (docs/project-file.md, "Release gate"), read through
 * the ProjectReader's YamlFieldReader so findings carry file, line and field:
 *
 *   release:
 *     command: "python manage.py migrate"   # Procfile "release"; string
 *     backoffLimit: 1                        # whole number 0..10 (ReleaseSettings::MaxBackoffLimit)
 *     waitImage: "docker.io/alpine/kubectl:1.34.1"   # optional; needs /bin/sh and kubectl
 *
 * Compatibility: a project file written before the gate holds the Procfile "release" entry as a
 * process type; adoptReleaseProcess() moves it into release.command with a warning, so the next
 * save writes the new key and no Deployment is named after it.
 */
class ReleaseFields
{
    Q_DECLARE_TR_FUNCTIONS(HelmDeck::ReleaseFields)

public:
    explicit ReleaseFields(YamlFieldReader &in);

    /** Reads the map at @p node (field path @p path, "apps[shop].release") into @p out. */
    void read(const YamlNode &node, const QString &path, ReleaseSettings *out);
    /**
     * Moves a process named "release" of @p app into app->release.command (when that is still empty;
     * else the process is dropped), with a warning at the process's location.
     */
    void adoptReleaseProcess(App *app);

    /** Writes `release: {...}` when @p settings differ from the defaults; nothing otherwise. */
    static void write(YAML::Emitter &out, const ReleaseSettings &settings);

private:
    YamlFieldReader &m_in;
};

} // namespace HelmDeck
