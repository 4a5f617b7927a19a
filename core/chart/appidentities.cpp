// SPDX-License-Identifier: GPL-3.0-or-later
#include "appidentities.h"

#include <QRegularExpression>

namespace HelmDeck {

bool AppIdentities::isValidCronSuffix(const QString &suffix)
{
    static const QRegularExpression re(QStringLiteral("^[0-9a-f]{10}$"));
    return re.match(suffix).hasMatch();
}

QString AppIdentities::liveCronSuffix(
    const QMap<QString, QString> &cronSuffixes, const QString &app, const CronTask &task)
{
    if (cronSuffixes.isEmpty())
        return QString(); // nothing live (every preview render): Dokku's id is not worth computing
    const QString own = cronSuffixes.value(task.taskId());
    if (isValidCronSuffix(own))
        return own;
    const QString dokkuId = task.dokkuCronId(app);
    const QString dokku = dokkuId.isEmpty() ? QString() : cronSuffixes.value(dokkuId);
    return isValidCronSuffix(dokku) ? dokku : QString();
}

} // namespace HelmDeck
