// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

namespace HelmDeck {

/**
 * Converts the text of a YAML scalar to the few non-string types of the project file
 * (docs/project-file.md, "Reading"). Each returns false, leaving @p out untouched, when the text is
 * not of that type.
 */
class ScalarText
{
    Q_DECLARE_TR_FUNCTIONS(HelmDeck::ScalarText)

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
    /**
     * Why @p text, written as a whole number (digits with an optional sign), is not one toInt() takes:
     * "2147483648 is out of range: a whole number from -2147483648 to 2147483647 is expected". Empty
     * when it is not written as a whole number (it is simply not one) or when it fits.
     */
    static QString intRange(const QString &text);
    /**
     * The same for toSeconds(): a duration written right ("9999999999", "600000h") that is over
     * 2147483647 seconds (about 68 years, INT_MAX) says so. Empty when it is not written as a
     * duration, or fits.
     */
    static QString secondsRange(const QString &text);
    /**
     * A JSON count (app.json's formation quantities, health-check times: whole numbers ≥ 0 in an int)
     * that is a whole number but over INT_MAX: "<what> is 2147483648, out of range: a whole number from
     * 0 to 2147483647 is expected". Empty for any other value (the caller says it is not a count).
     */
    static QString countRange(const QString &what, double value);
};

} // namespace HelmDeck
