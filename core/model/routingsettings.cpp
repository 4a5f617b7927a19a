// SPDX-License-Identifier: GPL-3.0-or-later
#include "routingsettings.h"

namespace HelmDeck {

QString RoutingSettings::kindName(Kind kind)
{
    switch (kind) {
    case Kind::IngressRoute:
        return QStringLiteral("ingressroute");
    case Kind::HTTPRoute:
        return QStringLiteral("httproute");
    case Kind::Ingress:
        break;
    }
    return QStringLiteral("ingress");
}

bool RoutingSettings::parseKind(const QString &text, Kind *out)
{
    for (Kind kind : { Kind::Ingress, Kind::IngressRoute, Kind::HTTPRoute }) {
        if (text == kindName(kind)) {
            *out = kind;
            return true;
        }
    }
    return false;
}

} // namespace HelmDeck
