// SPDX-License-Identifier: GPL-3.0-or-later
#include "scalartext.h"

#include <QRegularExpression>
#include <QStringList>

#include <limits>

namespace HelmDeck {

bool ScalarText::toString(const QString &text, QString *out)
{
    *out = text;
    return true;
}

bool ScalarText::toInt(const QString &text, int *out)
{
    static const QRegularExpression integer(QStringLiteral("^[-+]?[0-9]{1,10}$"));
    if (!integer.match(text).hasMatch())
        return false;
    const qint64 number = text.toLongLong();
    if (number > std::numeric_limits<int>::max() || number < std::numeric_limits<int>::min())
        return false;
    *out = int(number);
    return true;
}

bool ScalarText::toBool(const QString &text, bool *out)
{
    static const QStringList yes = { QStringLiteral("true"), QStringLiteral("True"), QStringLiteral("TRUE") };
    static const QStringList no
        = { QStringLiteral("false"), QStringLiteral("False"), QStringLiteral("FALSE") };
    if (!yes.contains(text) && !no.contains(text))
        return false;
    *out = yes.contains(text);
    return true;
}

bool ScalarText::toSeconds(const QString &text, int *out)
{
    static const QRegularExpression plain(QStringLiteral("^[0-9]{1,10}$"));
    static const QRegularExpression units(
        QStringLiteral("^(?:([0-9]{1,10})h)?(?:([0-9]{1,10})m)?(?:([0-9]{1,10})s)?$"));
    qint64 seconds = 0;
    if (plain.match(text).hasMatch()) {
        seconds = text.toLongLong();
    } else {
        const QRegularExpressionMatch m = units.match(text);
        if (text.isEmpty() || !m.hasMatch())
            return false;
        // Each part has at most 10 digits, so this cannot overflow a qint64.
        seconds = m.captured(1).toLongLong() * 3600 + m.captured(2).toLongLong() * 60
            + m.captured(3).toLongLong();
    }
    if (seconds > std::numeric_limits<int>::max())
        return false;
    *out = int(seconds);
    return true;
}

} // namespace HelmDeck
