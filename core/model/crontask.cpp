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

QStringList CronTask::concurrencyPolicies()
{
    return { QStringLiteral("Allow"), QStringLiteral("Forbid"), QStringLiteral("Replace") };
}

} // namespace HelmDeck
