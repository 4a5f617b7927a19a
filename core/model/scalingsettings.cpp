// SPDX-License-Identifier: GPL-3.0-or-later
#include "scalingsettings.h"

namespace HelmDeck {

QString Autoscaling::modeName(Mode mode)
{
    switch (mode) {
    case Mode::Hpa:
        return QStringLiteral("hpa");
    case Mode::Keda:
        return QStringLiteral("keda");
    case Mode::Off:
        break;
    }
    return QStringLiteral("off");
}

bool Autoscaling::parseMode(const QString &text, Mode *out)
{
    for (Mode m : { Mode::Off, Mode::Hpa, Mode::Keda }) {
        if (text == modeName(m)) {
            *out = m;
            return true;
        }
    }
    return false;
}

QString KedaTrigger::metadataText() const
{
    QStringList parts;
    for (const auto &kv : metadata)
        parts << kv.first + QLatin1Char('=') + kv.second;
    return parts.join(QStringLiteral(", "));
}

KeyValueList KedaTrigger::parseMetadata(const QString &text)
{
    KeyValueList out;
    for (const QString &part : text.split(QStringLiteral(", "), Qt::SkipEmptyParts)) {
        const int eq = int(part.indexOf(QLatin1Char('=')));
        if (eq < 0)
            out.append(qMakePair(part.trimmed(), QString()));
        else
            out.append(qMakePair(part.left(eq).trimmed(), part.mid(eq + 1).trimmed()));
    }
    return out;
}

QStringList Autoscaling::modeNames()
{
    return { modeName(Mode::Off), modeName(Mode::Hpa), modeName(Mode::Keda) };
}

} // namespace HelmDeck
