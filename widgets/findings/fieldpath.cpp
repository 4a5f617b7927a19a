// SPDX-License-Identifier: GPL-3.0-or-later
#include "fieldpath.h"

namespace HelmDeck {

int FieldPath::Segment::index() const
{
    bool ok = false;
    const int i = key.toInt(&ok);
    return ok && i >= 0 ? i : -1;
}

FieldPath::FieldPath(const QString &path)
{
    Segment current;
    int i = 0;
    const int n = int(path.size());
    while (i < n) {
        const QChar c = path.at(i);
        if (c == QLatin1Char('[')) {
            const int close = int(path.indexOf(QLatin1Char(']'), i + 1));
            if (close < 0 || current.hasKey)
                return;
            current.key = path.mid(i + 1, close - i - 1);
            current.hasKey = true;
            i = close + 1;
        } else if (c == QLatin1Char('.')) {
            if (current.name.isEmpty() && !current.hasKey)
                return;
            m_segments.append(current);
            current = Segment();
            ++i;
        } else if (c == QLatin1Char(']')) {
            return;
        } else {
            if (current.hasKey) // "a[b]c" is not a path
                return;
            current.name.append(c);
            ++i;
        }
    }
    if (current.name.isEmpty() && !current.hasKey)
        return;
    m_segments.append(current);
    m_valid = true;
}

FieldPath::Segment FieldPath::at(int i) const
{
    return i >= 0 && i < m_segments.size() ? m_segments.at(i) : Segment();
}

} // namespace HelmDeck
