// SPDX-License-Identifier: GPL-3.0-or-later
#include "textcheck.h"

namespace HelmDeck {

namespace {

// Length of the valid UTF-8 sequence at @p i, or 0 when it is not one (RFC 3629, table 3-7 of Unicode).
int sequenceLength(const unsigned char *s, int i, int n)
{
    const unsigned char c = s[i];
    if (c < 0x80)
        return 1;
    int len = 0;
    unsigned char lo = 0x80, hi = 0xBF; // the allowed range of the second byte
    if (c >= 0xC2 && c <= 0xDF) {
        len = 2;
    } else if (c >= 0xE0 && c <= 0xEF) {
        len = 3;
        if (c == 0xE0)
            lo = 0xA0; // no overlong forms
        else if (c == 0xED)
            hi = 0x9F; // no surrogates
    } else if (c >= 0xF0 && c <= 0xF4) {
        len = 4;
        if (c == 0xF0)
            lo = 0x90;
        else if (c == 0xF4)
            hi = 0x8F; // nothing past U+10FFFF
    } else {
        return 0;
    }
    if (i + len > n)
        return 0;
    if (s[i + 1] < lo || s[i + 1] > hi)
        return 0;
    for (int k = 2; k < len; ++k) {
        if ((s[i + k] & 0xC0) != 0x80)
            return 0;
    }
    return len;
}

} // namespace

bool TextCheck::check(QByteArray *data, const QString &fileName, const QString &what,
    const QString &fieldPath, Findings *findings, QList<int> *badLines)
{
    const int n = int(data->size());
    // only written to when a lone CR is found, so a clean file is never copied
    const unsigned char *s = reinterpret_cast<const unsigned char *>(data->constData());
    int i = data->startsWith("\xEF\xBB\xBF") ? 3 : 0;
    int line = 1;
    int column = 1;
    bool failed = false;
    int nulLine = 0; // the last line a NUL was reported on (one per line)
    int invalidLine = 0; // the same for invalid UTF-8
    int badLine = 0; // the last line counted as bad
    int reportedLines = 0;
    int moreLines = 0; // bad lines past MaxErrors
    bool lineReported = false;
    int firstCrLine = 0;
    int loneCrs = 0;
    // a line with an error: reported while under the cap, else counted
    auto bad = [&]() {
        failed = true;
        if (badLine != line) {
            badLine = line;
            if (badLines)
                badLines->append(line);
            lineReported = reportedLines < MaxErrors;
            if (lineReported)
                ++reportedLines;
            else
                ++moreLines;
        }
        return lineReported;
    };
    while (i < n) {
        const unsigned char c = s[i];
        if (c == '\n') {
            ++line;
            column = 1;
            ++i;
            continue;
        }
        if (c == '\r') {
            if (i + 1 < n && s[i + 1] == '\n') {
                ++i; // CRLF: the LF ends the line
                continue;
            }
            if (!firstCrLine)
                firstCrLine = line;
            ++loneCrs;
            (*data)[i] = '\n';
            s = reinterpret_cast<const unsigned char *>(data->constData());
            ++line;
            column = 1;
            ++i;
            continue;
        }
        if (c == 0) {
            if (bad() && nulLine != line)
                findings->append(
                    Finding::error(tr("the %1 holds a NUL byte at line %2, column %3: it must be UTF-8 text "
                                      "(is it a binary file?); nothing after it would be read")
                                       .arg(what)
                                       .arg(line)
                                       .arg(column),
                        fieldPath, SourceLocation { fileName, line, column }));
            nulLine = line;
            ++column;
            ++i;
            continue;
        }
        const int len = sequenceLength(s, i, n);
        if (len == 0) {
            if (bad() && invalidLine != line)
                findings->append(
                    Finding::error(tr("the %1 is not valid UTF-8 at line %2, column %3 (byte 0x%4): HelmDeck "
                                      "reads UTF-8 text only; convert the file (iconv -t UTF-8)")
                                       .arg(what)
                                       .arg(line)
                                       .arg(column)
                                       .arg(QString::number(c, 16).toUpper()),
                        fieldPath, SourceLocation { fileName, line, column }));
            invalidLine = line;
            ++column;
            ++i;
            continue;
        }
        ++column;
        i += len;
    }
    if (moreLines > 0)
        findings->append(Finding::error(tr("the %1 has %2 more lines with a NUL byte or invalid "
                                           "UTF-8 (the first %3 are shown)")
                                            .arg(what)
                                            .arg(moreLines)
                                            .arg(MaxErrors),
            fieldPath, SourceLocation { fileName, badLine, 0 }));
    if (loneCrs > 0 && !failed)
        findings->append(Finding::info(
            tr("the %1 ends lines with a lone CR (old Mac line ends, first at line %2): read as "
               "%3 line ends")
                .arg(what)
                .arg(firstCrLine)
                .arg(loneCrs),
            fieldPath, SourceLocation { fileName, firstCrLine, 0 }));
    return !failed;
}

} // namespace HelmDeck
