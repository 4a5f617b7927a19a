// SPDX-License-Identifier: GPL-3.0-or-later
#include "appidentities.h"

#include <QRegularExpression>

namespace HelmDeck {

bool AppIdentities::isValidCronSuffix(const QString &suffix)
{
    static const QRegularExpression re(QStringLiteral("^[0-9a-f]{10}$"));
    return re.match(suffix).hasMatch();
}

} // namespace HelmDeck
