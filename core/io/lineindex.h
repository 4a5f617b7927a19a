// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QVector>

namespace HelmDeck {

/**
 * Byte offset → 1-based line and column of a UTF-8 text, in O(log lines) per look-up (the line
 * starts are indexed once) plus the characters between the offset and the previous look-up on the
 * same line, so walking a one-line (minified) file in order stays linear.
 *
 * Columns count characters (UTF-8 lead bytes), not bytes; a leading BOM is not counted. Offsets past
 * the end clamp to the end. The text must outlive the index.
 */
class LineIndex
{
public:
    explicit LineIndex(const QByteArray &text);

    void lineColumn(int offset, int *line, int *column) const;

private:
    const QByteArray &m_text;
    QVector<int> m_lineStarts;
    // the last look-up, to continue from on the same line
    mutable int m_lastOffset = -1;
    mutable int m_lastLine = 0;
    mutable int m_lastColumn = 0;
};

} // namespace HelmDeck
