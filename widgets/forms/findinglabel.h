// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/finding.h"

#include <QLabel>

namespace HelmDeck {

/**
 * A finding shown inline, under the form field it is about: the message in the severity's colour
 * with a ⛔/⚠ sign, word-wrapped; hidden when the field has no finding. Several findings on one
 * field show one per line, errors first. The findings list shows the same findings; this is for
 * seeing them while typing.
 */
class FindingLabel : public QLabel
{
    Q_OBJECT
public:
    explicit FindingLabel(QWidget *parent = nullptr);

    /** Shows the findings of @p all that are about @p fieldPath (see matches()); hides when none. */
    void showFindings(const Findings &all, const QString &fieldPath);
    /** Shows @p findings (warnings and errors; notes are left out); hides when none. */
    void setFindings(const Findings &findings);
    /** Hides the label and forgets its text. */
    void clearFindings();
    /**
     * Names the row each finding is about, for a label under a whole table: with @p prefix
     * "apps[shop].env", a finding on "apps[shop].env[TOKEN]" reads "TOKEN: <message>" and one on
     * "apps[shop].mounts[0].containerPath" (prefix "apps[shop].mounts") "row 1, containerPath: ...".
     */
    void setPathPrefix(const QString &prefix) { m_pathPrefix = prefix; }
    /** The severity shown (the worst), or Info when hidden. */
    Finding::Severity severity() const { return m_severity; }

    /**
     * True when @p finding is about @p fieldPath: the same path, or a path below it
     * ("storage[data].labels[tier]" is about "storage[data].labels").
     */
    static bool matches(const Finding &finding, const QString &fieldPath);
    /** The findings of @p all that are about @p fieldPath. */
    static Findings select(const Findings &all, const QString &fieldPath);

private:
    static QString describe(const QString &relativePath);

    Finding::Severity m_severity = Finding::Severity::Info;
    QString m_pathPrefix;
};

} // namespace HelmDeck
