// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/helmtestsettings.h"
#include "yamlfieldreader.h"

namespace YAML {
class Emitter;
}

namespace HelmDeck {

/**
 * An app's "helmTest" key in helmdeck.yaml (docs/project-file.md, "helm test"):
 *   helmTest: { enabled: false, image: "registry.example.com/tools/busybox:1.37" }
 * Read through the ProjectReader's YamlFieldReader (locations and findings land in the same read);
 * the rules of the values are MonitoringValidator's (validateHelmTest).
 */
class HelmTestFields
{
public:
    /** Reads the "helmTest" entry of an app's @p app entries (path "<app path>.helmTest"). */
    static void read(YamlFieldReader &in, const YamlFieldReader::Entries &app, const QString &appPath,
        HelmTestSettings *out);
    /** Writes "helmTest:" with the fields that differ from the defaults; nothing when all are defaults. */
    static void write(YAML::Emitter &out, const HelmTestSettings &settings);
    /** "helmTest": the key ProjectReader accepts on an app. */
    static QString key();
};

} // namespace HelmDeck
