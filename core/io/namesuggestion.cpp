// SPDX-License-Identifier: GPL-3.0-or-later
#include "namesuggestion.h"

#include <QRegularExpression>

namespace HelmDeck {

QString suggestDns1123Label(const QString &name)
{
    static const QRegularExpression invalid(QStringLiteral("[^a-z0-9-]+"));
    static const QRegularExpression dashes(QStringLiteral("-{2,}"));
    QString s = name.trimmed().toLower();
    s.replace(invalid, QStringLiteral("-"));
    s.replace(dashes, QStringLiteral("-"));
    while (s.startsWith(QLatin1Char('-')))
        s.remove(0, 1);
    s.truncate(63);
    while (s.endsWith(QLatin1Char('-')))
        s.chop(1);
    return s;
}

} // namespace HelmDeck
