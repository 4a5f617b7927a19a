// SPDX-License-Identifier: GPL-3.0-or-later
#include "crontask.h"

#include <QCryptographicHash>
#include <QStringList>

namespace HelmDeck {

static QString sha1Hex(const QString &text)
{
    return QString::fromLatin1(QCryptographicHash::hash(text.toUtf8(), QCryptographicHash::Sha1).toHex());
}

QString CronTask::taskId() const
{
    if (!id.isEmpty())
        return id;
    return QStringLiteral("cron-")
        + sha1Hex(schedule.trimmed() + QLatin1Char('\n') + command.trimmed()).left(16);
}

QString CronTask::shortId() const
{
    return idHash().left(10);
}

QString CronTask::idHash() const
{
    return sha1Hex(taskId());
}

QString CronTask::dokkuCronId(const QString &app) const
{
    const QByteArray input
        = (app + QStringLiteral("===") + command + QStringLiteral("===") + schedule).toUtf8();
    if (input.size() > MaxDokkuIdInput)
        return QString();
    // base36 of the bytes read as one big-endian number; each leading zero byte is one '0'
    int zeros = 0;
    while (zeros < input.size() && input.at(zeros) == 0)
        ++zeros;
    QList<quint8> digits; // little-endian base-36 digits
    for (int i = zeros; i < input.size(); ++i) {
        quint32 carry = quint8(input.at(i));
        for (quint8 &d : digits) {
            carry += quint32(d) * 256;
            d = quint8(carry % 36);
            carry /= 36;
        }
        while (carry != 0) {
            digits.append(quint8(carry % 36));
            carry /= 36;
        }
    }
    static const char alphabet[] = "0123456789abcdefghijklmnopqrstuvwxyz";
    QString out(zeros, QLatin1Char('0'));
    out.reserve(zeros + int(digits.size()));
    for (auto it = digits.crbegin(); it != digits.crend(); ++it)
        out.append(QLatin1Char(alphabet[*it]));
    return out;
}

QStringList CronTask::concurrencyPolicies()
{
    return { QStringLiteral("Allow"), QStringLiteral("Forbid"), QStringLiteral("Replace") };
}

} // namespace HelmDeck
