// SPDX-License-Identifier: GPL-3.0-or-later
#include "semanticversion.h"

namespace HelmDeck {

namespace {

bool isAlphanumericIdentifier(const QString &id)
{
    if (id.isEmpty())
        return false;
    for (const QChar c : id) {
        const ushort u = c.unicode();
        const bool ok
            = (u >= '0' && u <= '9') || (u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z') || u == '-';
        if (!ok)
            return false;
    }
    return true;
}

bool isNumeric(const QString &id)
{
    for (const QChar c : id) {
        if (c.unicode() < '0' || c.unicode() > '9')
            return false;
    }
    return !id.isEmpty();
}

bool parseNumber(const QString &text, const QString &part, quint64 *out, QString *error)
{
    if (!isNumeric(part)) {
        *error = SemanticVersion::tr("%1: MAJOR.MINOR.PATCH must be three numbers").arg(text);
        return false;
    }
    if (part.size() > 1 && part.startsWith(QLatin1Char('0'))) {
        *error = SemanticVersion::tr("%1: numeric identifiers must not have leading zeros").arg(text);
        return false;
    }
    bool ok = false;
    *out = part.toULongLong(&ok);
    if (!ok) {
        *error = SemanticVersion::tr("%1: %2 is too large").arg(text, part);
        return false;
    }
    return true;
}

} // namespace

bool SemanticVersion::parse(const QString &text, SemanticVersion *out, QString *error)
{
    SemanticVersion v;
    QString rest = text;
    const int plus = rest.indexOf(QLatin1Char('+'));
    if (plus >= 0) {
        v.build = rest.mid(plus + 1).split(QLatin1Char('.'));
        rest.truncate(plus);
        for (const QString &id : std::as_const(v.build)) {
            if (!isAlphanumericIdentifier(id)) {
                *error = tr("%1: build metadata must be dot-separated [0-9A-Za-z-] identifiers").arg(text);
                return false;
            }
        }
    }
    const int dash = rest.indexOf(QLatin1Char('-'));
    if (dash >= 0) {
        v.preRelease = rest.mid(dash + 1).split(QLatin1Char('.'));
        rest.truncate(dash);
        for (const QString &id : std::as_const(v.preRelease)) {
            if (!isAlphanumericIdentifier(id)) {
                *error = tr("%1: a pre-release must be dot-separated [0-9A-Za-z-] identifiers").arg(text);
                return false;
            }
            if (isNumeric(id) && id.size() > 1 && id.startsWith(QLatin1Char('0'))) {
                *error = tr("%1: numeric identifiers must not have leading zeros").arg(text);
                return false;
            }
        }
    }
    const QStringList parts = rest.split(QLatin1Char('.'));
    if (parts.size() != 3) {
        *error = tr("%1: not MAJOR.MINOR.PATCH").arg(text);
        return false;
    }
    if (!parseNumber(text, parts.at(0), &v.major, error) || !parseNumber(text, parts.at(1), &v.minor, error)
        || !parseNumber(text, parts.at(2), &v.patch, error))
        return false;
    *out = v;
    return true;
}

QString SemanticVersion::withoutBuild() const
{
    QString s = QStringLiteral("%1.%2.%3").arg(major).arg(minor).arg(patch);
    if (!preRelease.isEmpty())
        s += QLatin1Char('-') + preRelease.join(QLatin1Char('.'));
    return s;
}

QString SemanticVersion::toString() const
{
    QString s = withoutBuild();
    if (!build.isEmpty())
        s += QLatin1Char('+') + build.join(QLatin1Char('.'));
    return s;
}

} // namespace HelmDeck
