// SPDX-License-Identifier: GPL-3.0-or-later
#include "ocirepository.h"

#include <QRegularExpression>
#include <QStringList>

namespace HelmDeck {

bool OciRepository::parse(const QString &url, OciRepository *out, QString *error)
{
    if (!url.startsWith(QLatin1String("oci://"))) {
        *error = tr("%1: a chart registry is oci://HOST/PATH").arg(url);
        return false;
    }
    QString rest = url.mid(6);
    while (rest.endsWith(QLatin1Char('/')))
        rest.chop(1);
    const int slash = rest.indexOf(QLatin1Char('/'));
    OciRepository r;
    r.host = slash < 0 ? rest : rest.left(slash);
    r.path = slash < 0 ? QString() : rest.mid(slash + 1);
    if (r.host.contains(QLatin1Char('@'))) {
        // Never echo what may be a password: "oci://user:secret@host/…".
        *error = tr("oci://…@%1: credentials do not belong in the registry URL; log in with "
                    "`helm registry login` or give them in the wizard (the keychain)")
                     .arg(r.host.section(QLatin1Char('@'), -1));
        return false;
    }
    static const QRegularExpression host(QStringLiteral("^[A-Za-z0-9.-]+(:[0-9]{1,5})?$"));
    if (r.host.isEmpty() || !host.match(r.host).hasMatch()) {
        *error = tr("%1: \"%2\" is not a registry host (HOST or HOST:PORT)").arg(url, r.host);
        return false;
    }
    // The distribution spec's repository name grammar, component by component.
    static const QRegularExpression component(QStringLiteral("^[a-z0-9]+((\\.|_|__|-+)[a-z0-9]+)*$"));
    if (!r.path.isEmpty()) {
        const QStringList parts = r.path.split(QLatin1Char('/'));
        for (const QString &part : parts) {
            if (!component.match(part).hasMatch()) {
                *error = tr("%1: \"%2\" is not a repository path component (lower-case letters, digits, "
                            "and '.', '_', '-' between them)")
                             .arg(url, part);
                return false;
            }
        }
    }
    *out = r;
    return true;
}

QString OciRepository::repositoryOf(const QString &chartName) const
{
    return path.isEmpty() ? chartName : path + QLatin1Char('/') + chartName;
}

QString OciRepository::toString() const
{
    return QStringLiteral("oci://") + host + (path.isEmpty() ? QString() : QLatin1Char('/') + path);
}

} // namespace HelmDeck
