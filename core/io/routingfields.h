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
 * An app's `domains` and `routing` keys in helmdeck.yaml (docs/project-file.md, "Domains and TLS",
 * "Routing"; the shapes are in model/domain.h and model/routingsettings.h), read through the
 * ProjectReader's YamlFieldReader so findings carry file, line and field. A domain is a string
 * (a host with the defaults) or a map; unknown keys, a tls mode or route kind outside the lists, and
 * a non-string host are errors at their line. What the values mean (valid hosts, a port map that
 * exists, an issuer for cert-manager) is the Validator's.
 */
class RoutingFields
{
    Q_DECLARE_TR_FUNCTIONS(HelmDeck::RoutingFields)

public:
    explicit RoutingFields(YamlFieldReader &in);

    /** The keys an app gains: "domains", "routing". */
    static QStringList appKeys();
    /** Reads both keys from the app's entries @p e at @p path ("apps[shop]"). */
    void readApp(const YamlFieldReader::Entries &e, const QString &path, App *app);

    /** Writes `domains` (plain strings where Domain::isPlain()) and `routing` when not the defaults. */
    static void writeApp(YAML::Emitter &out, const App &app);

private:
    void readDomain(const YamlNode &node, const QString &path, Domain *out);
    void readRouting(const YamlNode &node, const QString &path, RoutingSettings *out);

    YamlFieldReader &m_in;
};

} // namespace HelmDeck
