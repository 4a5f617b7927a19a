// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

#include "yamlfieldreader.h"

#include "model/app.h"

namespace YAML {
class Emitter;
}

namespace HelmDeck {

/**
 * The project-file keys of an app's security and extras (docs/project-file.md, "Security",
 * "Metadata", "Extra containers", "Extra manifests"): reading them for ProjectReader
 * through its YamlFieldReader (so locations and findings land in the same read) and writing them
 * for ProjectWriter.
 *
 * Keys: per app "security", "metadata", "manifests"; per process "security" and
 * "containers". Values are read as given; their rules are SecurityValidator's.
 */
class SecurityFields
{
    Q_DECLARE_TR_FUNCTIONS(HelmDeck::SecurityFields)

public:
    explicit SecurityFields(YamlFieldReader &in);

    /** The app keys this class reads (for ProjectReader's known-key list). */
    static QStringList appKeys();
    /** The process keys this class reads. */
    static QStringList processKeys();

    /** Reads the app keys of @p e (the app's map at @p path, "apps[shop]") into @p app. */
    void readApp(const YamlFieldReader::Entries &e, const QString &path, App *app);
    /** Reads the process keys of @p e (at "apps[shop].processes[web]") into @p process. */
    void readProcess(const YamlFieldReader::Entries &e, const QString &path, ProcessType *process);

    /** Writes the app keys that differ from their defaults, in the schema's order. */
    static void writeApp(YAML::Emitter &out, const App &app);
    static void writeProcess(YAML::Emitter &out, const ProcessType &process);

private:
    void readSecurity(const YamlFieldReader::Entries &e, const QString &path, SecuritySettings *out);
    void readMetadata(const YamlFieldReader::Entries &e, const QString &path, ResourceMetadata *out);
    void readContainer(const YamlNode &node, const QString &path, ExtraContainer *out);
    static void writeSecurity(YAML::Emitter &out, const SecuritySettings &s);

    YamlFieldReader &m_in;
};

} // namespace HelmDeck
