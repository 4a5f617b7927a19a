// SPDX-License-Identifier: GPL-3.0-or-later
#include "lineindex.h"

#include <algorithm>

namespace HelmDeck {

LineIndex::LineIndex(const QByteArray &text)
    : m_text(text)
{
    m_lineStarts.append(text.startsWith("\xEF\xBB\xBF") ? 3 : 0);
    const char *s = text.constData();
    for (int i = 0; i < text.size(); ++i) {
        if (s[i] == '\n')
            m_lineStarts.append(i + 1);
    }
}

void LineIndex::lineColumn(int offset, int *line, int *column) const
{
    const int end = qBound(0, offset, int(m_text.size()));
    // the last line start at or before end (the BOM offset 3 counts as line 1)
    auto it = std::upper_bound(m_lineStarts.constBegin(), m_lineStarts.constEnd(), end);
    const int l = it == m_lineStarts.constBegin() ? 1 : int(it - m_lineStarts.constBegin());
    const int lineStart = m_lineStarts.at(l - 1);
    int from = lineStart;
    int col = 1;
    if (m_lastLine == l && m_lastOffset >= lineStart && m_lastOffset <= end) {
        from = m_lastOffset;
        col = m_lastColumn;
    }
    const char *s = m_text.constData();
    for (int i = from; i < end; ++i) {
        // count characters, not bytes: skip UTF-8 continuation bytes (10xxxxxx)
        if ((static_cast<unsigned char>(s[i]) & 0xC0) != 0x80)
            ++col;
    }
    m_lastOffset = end;
    m_lastLine = l;
    m_lastColumn = col;
    if (line)
        *line = l;
    if (column)
        *column = col;
}

} // namespace HelmDeck
