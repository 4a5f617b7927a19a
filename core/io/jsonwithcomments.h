// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/sourcemap.h"

#include <QByteArray>
#include <QHash>
#include <QString>

namespace HelmDeck {

class LineIndex;

/**
 * JSON with comments, as Dokku accepts it in app.json: standard JSON (RFC 8259) plus
 * "//" line comments and slash-star block comments outside strings. Trailing commas are
 * NOT accepted (Dokku's JSON decoder rejects them too).
 *
 * Everything here works on UTF-8 bytes and keeps byte offsets: comments are overwritten with spaces
 * (newlines kept), so an offset in the stripped text is the same offset in the file, and Qt's
 * QJsonParseError::offset maps straight back to a file line and column.
 */
class JsonWithComments
{
public:
    /**
     * Returns @p data with every comment outside strings, and a leading UTF-8 BOM, replaced by
     * spaces; '\n' and '\r' inside block comments are kept. Same size as @p data.
     * A string runs from its opening quote to its closing one: a raw line break inside it does not
     * end it (that is a JSON error, reported through @p newlineInString), so "//" or a block comment
     * after the break stays string text.
     * @param unterminatedComment set to the byte offset of a block comment that never ends, else -1
     * @param newlineInString set to the byte offset of the first raw '\n' or '\r' inside a string, else -1
     */
    static QByteArray strip(
        const QByteArray &data, int *unterminatedComment = nullptr, int *newlineInString = nullptr);

    /**
     * 1-based line and column of byte @p offset in @p data. Columns count characters (UTF-8 lead
     * bytes), not bytes; a leading BOM is not counted. Offsets past the end clamp to the end.
     */
    static void lineColumn(const QByteArray &data, int offset, int *line, int *column);

    /**
     * Where each value of a valid JSON text sits: JSON Pointer (RFC 6901, "/cron/0/schedule";
     * the root is "") → @p fileName, line and column, from @p lines (the index of the file's text,
     * whose byte offsets are @p json's). For object members the place is that of the member's key
     * (so a finding about "schedule" points at the key); for array elements it is that of the value.
     * Kept as a SourceMap: a QHash of pointer strings was three times the file's size
     * (docs/inputs.md, "Time and memory").
     * @p json must already have parsed without error (use the output of strip()); on anything else
     * the result is incomplete but the scan never reads out of bounds.
     */
    static SourceMap locate(const QByteArray &json, const QString &fileName, const LineIndex &lines);

    /** Escapes one JSON Pointer reference token ("~" → "~0", "/" → "~1"). */
    static QString pointerToken(const QString &key);
};

} // namespace HelmDeck
