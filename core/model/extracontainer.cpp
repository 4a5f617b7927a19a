// SPDX-License-Identifier: GPL-3.0-or-later
#include "extracontainer.h"

namespace HelmDeck {

QString ExtraContainer::roleName(Role role)
{
    return role == Role::Sidecar ? QStringLiteral("sidecar") : QStringLiteral("init");
}

bool ExtraContainer::parseRole(const QString &text, Role *out)
{
    if (text == QLatin1String("init"))
        *out = Role::Init;
    else if (text == QLatin1String("sidecar"))
        *out = Role::Sidecar;
    else
        return false;
    return true;
}

} // namespace HelmDeck
