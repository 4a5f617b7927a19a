// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/monitoring.h"
#include "yamlfieldreader.h"

namespace YAML {
class Emitter;
}

namespace HelmDeck {

/**
 * A process's "monitoring" key in helmdeck.yaml (docs/project-file.md, "Monitoring"):
 *   monitoring: { enabled: true, port: 9100, path: "/metrics", interval: "30s",
 *                 scrapeTimeout: "10s", labels: { release: "kube-prometheus-stack" } }
 * Read through the ProjectReader's YamlFieldReader (locations and findings land in the same read);
 * the rules of the values are MonitoringValidator's.
 */
class MonitoringFields
{
public:
    /** Reads the "monitoring" entry of a process's @p process entries (path "<process path>.monitoring"). */
    static void read(YamlFieldReader &in, const YamlFieldReader::Entries &process, const QString &processPath,
        Monitoring *out);
    /** Writes "monitoring:" with the fields that differ from the defaults; nothing when all are defaults. */
    static void write(YAML::Emitter &out, const Monitoring &monitoring);
    /** "monitoring": the key ProjectReader accepts on a process. */
    static QString key();
};

} // namespace HelmDeck
