// SPDX-License-Identifier: GPL-3.0-or-later
#include "secretnames.h"

namespace HelmDeck {

QString SecretNames::reason(const QString &name)
{
    const QString upper = name.trimmed().toUpper();
    for (const char *suffix : { "_KEY", "_SECRET", "_TOKEN" }) {
        const QString s = QString::fromLatin1(suffix);
        if (upper.endsWith(s) && upper.size() > s.size())
            return tr("ends in %1").arg(s);
    }
    if (upper.contains(QLatin1String("PASSWORD")))
        return tr("contains PASSWORD");
    if (upper == QLatin1String("DATABASE_URL"))
        return tr("is DATABASE_URL");
    return QString();
}

bool SecretNames::looksSecret(const QString &name)
{
    return !reason(name).isEmpty();
}

QStringList SecretNames::unmarked(const QList<EnvVar> &env)
{
    QStringList out;
    for (const EnvVar &e : env) {
        if (!e.secret && looksSecret(e.name))
            out.append(e.name);
    }
    return out;
}

} // namespace HelmDeck
