// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSet>
#include <QString>

namespace HelmDeck {

/**
 * The lines of a `kubectl logs -f --prefix --timestamps` stream that reconnects (when the pods it
 * followed rolled after a deploy, kubectl exits): each reconnect asks again from resumeSince(), and
 * this drops the lines already shown, so nothing is shown twice and nothing is skipped.
 *
 * A line looks like "[pod/web-5d9c/guestbook-web] 2026-12-01T12:00:01.123456789Z text". The API
 * server takes --since-time to the second, so a reconnect repeats that second's lines: a line is a
 * duplicate when its (prefix, timestamp, text) was seen; a whole second is never skipped. A
 * reconnect also asks for LookbackSeconds before the newest line, so a new pod that started (and
 * logged) while the old ones still ran is not missed. Only keys inside that window are kept
 * (memory stays bounded by the lines of one window, at most MaxKeys). Lines without a timestamp
 * (kubectl's own messages) always pass.
 */
class LogDeduplicator
{
public:
    static constexpr int LookbackSeconds = 60;
    static constexpr int MaxKeys = 50000;

    /** True when @p line should be shown (it is new); remembers it. */
    bool accept(const QString &line);
    /** The --since-time of the next connection ("2026-12-01T11:59:01Z"); empty before any timestamped line.
     */
    QString resumeSince() const;
    /** The newest timestamp seen, normalised to nanoseconds ("2026-12-01T12:00:01.123456789Z"). */
    QString newest() const { return m_newest; }
    /** How many lines are remembered (at most MaxKeys). */
    int rememberedLines() const { return static_cast<int>(m_seen.size()); }

    /**
     * The RFC 3339 timestamp of @p text normalised to 9 fraction digits ("…T12:00:01.100000000Z", so
     * timestamps compare as strings), or empty when it is not one (kubelet trims trailing zeros).
     */
    static QString normalizeTimestamp(const QString &text);

private:
    void prune();

    QSet<QString> m_seen; ///< "timestamp\x1fprefix\x1ftext"
    QString m_newest;
};

} // namespace HelmDeck
