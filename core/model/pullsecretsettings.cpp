// SPDX-License-Identifier: GPL-3.0-or-later
#include "pullsecretsettings.h"

namespace HelmDeck {

QString PullSecretSettings::modeName(Mode mode)
{
    switch (mode) {
    case Mode::FromCredentials:
        return QStringLiteral("fromCredentials");
    case Mode::NamedSecrets:
        return QStringLiteral("namedSecrets");
    case Mode::None:
        return QStringLiteral("none");
    }
    return QString();
}

bool PullSecretSettings::parseMode(const QString &text, Mode *out)
{
    for (const Mode mode : { Mode::FromCredentials, Mode::NamedSecrets, Mode::None }) {
        if (text == modeName(mode)) {
            *out = mode;
            return true;
        }
    }
    return false;
}

QStringList PullSecretSettings::modeNames()
{
    return { modeName(Mode::FromCredentials), modeName(Mode::NamedSecrets), modeName(Mode::None) };
}

} // namespace HelmDeck
