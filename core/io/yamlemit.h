// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/storageentry.h"

#include <QString>
#include <QStringList>

namespace YAML {
class Emitter;
}

namespace HelmDeck {

/**
 * The emit helpers every project-file writer shares (ProjectWriter and the per-feature *Fields
 * writers), so each key is written the one way docs/project-file.md describes: every user-typed
 * scalar double-quoted, so it stays a string for any YAML reader ("0755", "NO", "1e3", "@daily";
 * yaml-cpp escapes control characters, other UTF-8 is written as is).
 */
class YamlEmit
{
public:
    /** Starts the entry @p name of the current map; the caller writes its value. */
    static void key(YAML::Emitter &out, const char *name);
    /** A double-quoted string scalar. */
    static void string(YAML::Emitter &out, const QString &value);
    /** `name: "value"`. */
    static void stringField(YAML::Emitter &out, const char *name, const QString &value);
    /** `name: ["a", "b"]` as a block sequence of double-quoted strings. */
    static void stringList(YAML::Emitter &out, const char *name, const QStringList &values);
    /** `name: {"key": "value", ...}` in list order; keys are quoted like values ("true" stays a string). */
    static void keyValueMap(YAML::Emitter &out, const char *name, const KeyValueList &values);
    /** `name: 3`, a plain integer. */
    static void intField(YAML::Emitter &out, const char *name, int value);
};

} // namespace HelmDeck
