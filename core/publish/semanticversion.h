// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace HelmDeck {

/**
 * A strict Semantic Version 2.0.0 (https://semver.org, §2, §9, §10): MAJOR.MINOR.PATCH, an
 * optional pre-release ("-rc.1") and optional build metadata ("+build.5"). No leading "v", no
 * leading zeros in numeric identifiers, no empty identifiers. Helm keeps only strict SemVer tags
 * when it lists a repository, so a chart's version must be one (docs/publish.md).
 */
struct SemanticVersion
{
    Q_DECLARE_TR_FUNCTIONS(HelmDeck::SemanticVersion)

public:
    quint64 major = 0;
    quint64 minor = 0;
    quint64 patch = 0;
    QStringList preRelease; ///< identifiers between '-' and '+', e.g. {"rc", "1"}; empty = a release
    QStringList build; ///< identifiers after '+'

    /**
     * Parses @p text strictly; false with @p error naming the rule broken ("1.02.3: numeric
     * identifiers must not have leading zeros"). Each number must fit 64 bits.
     */
    static bool parse(const QString &text, SemanticVersion *out, QString *error);

    bool isPreRelease() const { return !preRelease.isEmpty(); }
    /** "1.2.3", "1.2.3-rc.1", "1.2.3-rc.1+build.5". */
    QString toString() const;
    /** "1.2.3-rc.1" without the build metadata. */
    QString withoutBuild() const;
};

} // namespace HelmDeck
