// SPDX-License-Identifier: GPL-3.0-or-later
#include "scalartext.h"

#include <QRegularExpression>
#include <QStringList>

#include <cmath>
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

QString ScalarText::intRange(const QString &text)
{
    static const QRegularExpression digits(QStringLiteral("^[-+]?[0-9]+$"));
    int fits = 0;
    if (!digits.match(text).hasMatch() || toInt(text, &fits))
        return QString();
    return tr("%1 is out of range: a whole number from %2 to %3 is expected")
        .arg(text)
        .arg(std::numeric_limits<int>::min())
        .arg(std::numeric_limits<int>::max());
}

QString ScalarText::secondsRange(const QString &text)
{
    static const QRegularExpression written(
        QStringLiteral("^[0-9]+$|^(?:[0-9]+h)?(?:[0-9]+m)?(?:[0-9]+s)?$"));
    int fits = 0;
    if (text.isEmpty() || !written.match(text).hasMatch() || toSeconds(text, &fits))
        return QString();
    return tr("%1 is out of range: a duration of at most %2 seconds (about 68 years) is expected")
        .arg(text)
        .arg(std::numeric_limits<int>::max());
}

QString ScalarText::countRange(const QString &what, double value)
{
    if (!(value > std::numeric_limits<int>::max()) || value != std::floor(value) || std::isinf(value))
        return QString();
    return tr("%1 is %2, out of range: a whole number from 0 to %3 is expected")
        .arg(what, QString::number(value, 'f', 0))
        .arg(std::numeric_limits<int>::max());
}

} // namespace HelmDeck
