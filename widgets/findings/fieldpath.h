// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

namespace HelmDeck {

/**
 * A finding's field path split into its parts: "apps[python].processes[web].replicas" becomes
 * { apps [python] } { processes [web] } { replicas }. Keys in brackets may contain dots
 * ("domains[www.example.com]"), so this is a small scanner, not a split on '.'.
 */
class FieldPath
{
public:
    struct Segment
    {
        QString name; ///< "processes"
        QString key; ///< "web", "0"; empty when there is no [...]
        bool hasKey = false;

        /** The key as an index when it is a number, else -1. */
        int index() const;
    };

    FieldPath() = default;
    /** Parses @p path; an unbalanced bracket makes the path invalid (isValid() false). */
    explicit FieldPath(const QString &path);

    bool isValid() const { return m_valid; }
    const QList<Segment> &segments() const { return m_segments; }
    int size() const { return int(m_segments.size()); }
    /** Segment @p i, or an empty one past the end. */
    Segment at(int i) const;

private:
    QList<Segment> m_segments;
    bool m_valid = false;
};

} // namespace HelmDeck
