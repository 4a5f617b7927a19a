// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

namespace HelmDeck {

/** Where a value came from: a file and a 1-based line and column. line == 0 means "unknown". */
struct SourceLocation
{
    QString file;
    int line = 0;
    int column = 0;

    bool isValid() const { return !file.isEmpty(); }
    /** "file:line:column", "file:line" or "file" depending on what is known. */
    QString toString() const;
    bool operator==(const SourceLocation &o) const
    {
        return file == o.file && line == o.line && column == o.column;
    }
};

/**
 * One validation or import result.
 *
 * fieldPath names the model field in the project file's vocabulary, collections keyed by name
 * where they have one: "apps[python].processes[web].replicas", "apps[python].cron[0].schedule",
 * "apps[python].domains[1]". Widgets use it to jump to the form field.
 */
struct Finding
{
    enum class Severity
    {
        Error,
        Warning,
        Info
    };

    Severity severity = Severity::Error;
    QString message;
    QString fieldPath;
    SourceLocation location;

    static Finding error(const QString &message, const QString &fieldPath = QString(),
        const SourceLocation &location = SourceLocation());
    static Finding warning(const QString &message, const QString &fieldPath = QString(),
        const SourceLocation &location = SourceLocation());
    static Finding info(const QString &message, const QString &fieldPath = QString(),
        const SourceLocation &location = SourceLocation());

    /** "file:line: severity: message" (the command line's format; "helmdeck" stands in for no file). */
    QString toString() const;
    static QString severityName(Severity s);

    bool operator==(const Finding &o) const
    {
        return severity == o.severity && message == o.message && fieldPath == o.fieldPath
            && location == o.location;
    }
};

using Findings = QList<Finding>;

/** True when any finding is an error (errors block render and deploy; warnings do not). */
bool hasErrors(const Findings &findings);

} // namespace HelmDeck
