// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/finding.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>

namespace HelmDeck {

/** One process line of a Procfile. Lines and columns are 1-based; columns count UTF-16 characters. */
struct ProcfileEntry
{
    QString name;
    QString command; ///< trailing comment removed, trimmed; never empty
    int line = 0;
    int nameColumn = 1; ///< after any indentation
    int commandColumn = 0; ///< first character of the command

    bool operator==(const ProcfileEntry &o) const
    {
        return name == o.name && command == o.command && line == o.line && nameColumn == o.nameColumn
            && commandColumn == o.commandColumn;
    }
};

/** What parsing a Procfile produced. ok is false when a finding is an error; entries then hold the good
 * lines. */
struct ProcfileParseResult
{
    QList<ProcfileEntry> entries; ///< in file order
    Findings findings;
    bool ok = false;
};

/**
 * A Procfile as Dokku reads it (Dokku runs procfile-util; rules from its docs and parser,
 * github.com/dokku/procfile-util, and Dokku's docs/appendices/file-formats/procfile.md):
 *
 *  - Bytes are UTF-8; a leading BOM is dropped; "\r\n" and "\n" both end a line.
 *  - Blank lines and lines whose first non-blank characters are "#" or "//" are comments
 *    (banners of "#", indented comments, commented-out process lines).
 *  - A process line is "<name>:<command>", indentation allowed. It is split at the FIRST colon, so
 *    commands may contain colons ("java -cp a:b Main"); the space after the colon is optional.
 *  - Process names: Dokku applies procfile-util's strict rule, a DNS-1123 label: 1..63 of [a-z0-9-],
 *    starting and ending with [a-z0-9]. Dokku does NOT lower-case names, so "Web" or "my_worker" are
 *    errors (the message suggests the valid spelling), as is a space before the colon.
 *  - Duplicate names are an error naming both lines (Dokku refuses rather than picking one).
 *  - Git merge-conflict markers ("<<<<<<<", "=======", ">>>>>>>", "|||||||" at the start of a
 *    line) are an error naming the line; so is any other line that is not a comment or process line.
 *  - A command that is empty, or only a comment, is an error. A file with no process line is an error.
 *  - Trailing comments: see stripTrailingComment().
 *
 * Findings carry SourceLocation{fileName, line, column}. Parsing continues after an error, so one
 * pass reports every bad line.
 */
class Procfile
{
    Q_DECLARE_TR_FUNCTIONS(HelmDeck::Procfile)

public:
    static ProcfileParseResult parse(const QByteArray &data, const QString &fileName);

    /**
     * Removes a trailing comment from a (left-trimmed) command and trims the result.
     * A comment starts at "#" or "//" that is outside single and double quotes, not escaped by a
     * backslash, and preceded by unquoted whitespace (or is the first character of the command).
     * So "node web.js # note" → "node web.js", while "curl http://x/#a", "echo '#1'", "echo a#b"
     * and "echo \"a #b\"" keep their "#". This is quote-aware like a shell; procfile-util's own
     * regex is not (it would cut "echo \"a #b\"" at the "#").
     */
    static QString stripTrailingComment(const QString &command);

    /** True when @p name is a valid Dokku process type (see above). @p why gets the reason otherwise. */
    static bool isValidProcessName(const QString &name, QString *why = nullptr);

    /** True when @p line starts with a git merge-conflict marker. */
    static bool isMergeConflictMarker(const QString &line);
};

} // namespace HelmDeck
