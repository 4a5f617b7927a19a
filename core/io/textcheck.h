// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/finding.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace HelmDeck {

/**
 * The encoding rules every text file HelmDeck reads keeps (docs/inputs.md), checked on the bytes
 * before anything decodes them, so nothing is replaced (U+FFFD) or cut at a NUL:
 *
 *  - UTF-8 only (RFC 3629: no overlong forms, no surrogates, nothing past U+10FFFF); a leading BOM is
 *    allowed. The first invalid sequence of each line is an error naming its line, column and byte.
 *  - No NUL byte: the first one of each line is an error naming its line and column.
 *  - Every line with such an error is reported, so one does not hide the next; after MaxErrors
 *    lines, one more error says how many further lines have them.
 *  - "\r\n" and "\n" end lines. A lone "\r" (old Mac line ends) is rewritten to "\n" in place, with
 *    one info finding naming the first one's line; the size and every byte offset stay the same.
 *
 * Lines and columns are 1-based; columns count characters (code points), the BOM not counted.
 */
class TextCheck
{
    Q_DECLARE_TR_FUNCTIONS(HelmDeck::TextCheck)

public:
    /**
     * Checks @p data (and normalises lone CRs in it). @p what names the file in messages ("Procfile");
     * findings carry SourceLocation { fileName, line, column } and @p fieldPath.
     * @param badLines when given, gets every line (1-based, ascending, all of them, past MaxErrors
     *        too) that holds a NUL or invalid UTF-8, so a line-based reader can still read the others
     *        and report their errors as well
     * @return false after an error finding
     */
    static bool check(QByteArray *data, const QString &fileName, const QString &what,
        const QString &fieldPath, Findings *findings, QList<int> *badLines = nullptr);

    /** Lines reported one by one; the rest are counted in one more finding. */
    static constexpr int MaxErrors = 100;
};

} // namespace HelmDeck
