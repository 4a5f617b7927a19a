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
 * An app's `services` key in helmdeck.yaml (docs/project-file.md, "Services"; the shape is in
 * model/backingservice.h), read through the ProjectReader's YamlFieldReader so findings carry file,
 * line and field. A service's field path is "apps[<app>].services[<kind>]". Unknown keys, an
 * unknown kind and a kind given twice are errors at their line; what the values mean (quantities,
 * storage entries that exist) is the Validator's.
 */
class ServiceFields
{
    Q_DECLARE_TR_FUNCTIONS(HelmDeck::ServiceFields)

public:
    explicit ServiceFields(YamlFieldReader &in);

    /** The key an app gains: "services". */
    static QStringList appKeys();
    /** Reads `services` from the app's entries @p e at @p path ("apps[shop]"). */
    void readApp(const YamlFieldReader::Entries &e, const QString &path, App *app);

    /** Writes `services` when the app has any. */
    static void writeApp(YAML::Emitter &out, const App &app);

private:
    void readService(const YamlNode &node, const QString &indexPath, const QString &appPath, App *app);

    YamlFieldReader &m_in;
};

} // namespace HelmDeck
