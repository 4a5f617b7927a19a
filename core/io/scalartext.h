// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace HelmDeck {

/**
 * Converts the text of a YAML scalar to the few non-string types of the project file
 * (docs/project-file.md, "Reading"). Each returns false, leaving @p out untouched, when the text is
 * not of that type.
 */
class ScalarText
{
public:
    /** Any text is a string (a converter for the same call shape as the others). */
    static bool toString(const QString &text, QString *out);
    /** A decimal int with an optional sign: "2", "-1", "+3". Not "2.5", "0x10", "1e3". */
    static bool toInt(const QString &text, int *out);
    /** YAML 1.2 core booleans: true/True/TRUE, false/False/FALSE (YAML 1.1's yes/no/on/off are not). */
    static bool toBool(const QString &text, bool *out);
    /**
     * Whole seconds: a bare number ("300", as Dokku's deploy-timeout) or h/m/s units in that order
     * ("90s", "5m", "1h30m"). Not fractions, ms/us/ns, spaces or signs; at most INT_MAX seconds.
     */
    static bool toSeconds(const QString &text, int *out);
};

} // namespace HelmDeck
