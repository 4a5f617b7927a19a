// SPDX-License-Identifier: GPL-3.0-or-later
#include "logdeduplicator.h"

#include <QDateTime>
#include <QRegularExpression>

namespace HelmDeck {

namespace {

const QChar Separator(0x1f);

/** The start of a key: its normalised timestamp. */
QString keyTime(const QString &key)
{
    return key.left(key.indexOf(Separator));
}

} // namespace

QString LogDeduplicator::normalizeTimestamp(const QString &text)
{
    static const QRegularExpression pattern(
        QStringLiteral("^(\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d)(?:\\.(\\d{1,9}))?Z$"));
    const QRegularExpressionMatch m = pattern.match(text);
    if (!m.hasMatch())
        return QString();
    QString fraction = m.captured(2);
    fraction.append(QString(9 - fraction.size(), QLatin1Char('0')));
    return m.captured(1) + QLatin1Char('.') + fraction + QLatin1Char('Z');
}

bool LogDeduplicator::accept(const QString &line)
{
    // "[prefix] timestamp text"; --prefix may be missing (one pod), the timestamp then comes first
    QString prefix;
    QString rest = line;
    if (rest.startsWith(QLatin1Char('['))) {
        const int close = rest.indexOf(QLatin1String("] "));
        if (close > 0) {
            prefix = rest.left(close + 1);
            rest = rest.mid(close + 2);
        }
    }
    const int space = rest.indexOf(QLatin1Char(' '));
    const QString time = normalizeTimestamp(space < 0 ? rest : rest.left(space));
    if (time.isEmpty())
        return true;
    const QString text = space < 0 ? QString() : rest.mid(space + 1);
    const QString key = time + Separator + prefix + Separator + text;
    if (m_seen.contains(key))
        return false;
    m_seen.insert(key);
    if (time > m_newest)
        m_newest = time;
    if (m_seen.size() > MaxKeys)
        prune();
    return true;
}

QString LogDeduplicator::resumeSince() const
{
    if (m_newest.isEmpty())
        return QString();
    QDateTime at = QDateTime::fromString(m_newest.left(19), QStringLiteral("yyyy-MM-ddTHH:mm:ss"));
    at.setTimeSpec(Qt::UTC);
    return at.addSecs(-LookbackSeconds).toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss")) + QLatin1Char('Z');
}

void LogDeduplicator::prune()
{
    // keys before the next connection's start cannot come again
    const QString floor = normalizeTimestamp(resumeSince());
    const auto dropBefore = [this](const QString &limit) {
        for (auto it = m_seen.begin(); it != m_seen.end();) {
            if (keyTime(*it) < limit)
                it = m_seen.erase(it);
            else
                ++it;
        }
    };
    dropBefore(floor);
    if (m_seen.size() <= MaxKeys / 2)
        return;
    // a burst bigger than the window allows: keep the newer half (an old line may then repeat once)
    QStringList times;
    times.reserve(m_seen.size());
    for (const QString &key : std::as_const(m_seen))
        times.append(keyTime(key));
    std::sort(times.begin(), times.end());
    dropBefore(times.at(times.size() / 2));
}

} // namespace HelmDeck
