// SPDX-License-Identifier: GPL-3.0-or-later
#include "resourcemetadata.h"

namespace HelmDeck {

QStringList ResourceMetadata::kindNames()
{
    return { QStringLiteral("deployment"), QStringLiteral("pod"), QStringLiteral("service"),
        QStringLiteral("ingress"), QStringLiteral("cronJob"), QStringLiteral("job"), QStringLiteral("secret"),
        QStringLiteral("serviceAccount") };
}

bool ResourceMetadata::isEmpty() const
{
    for (const KindMetadata &m : kinds) {
        if (!m.isEmpty())
            return false;
    }
    return true;
}

bool ResourceMetadata::reservedLabelKey(const QString &key)
{
    static const QStringList fixed = { QStringLiteral("app.kubernetes.io/instance"),
        QStringLiteral("app.kubernetes.io/name"), QStringLiteral("app.kubernetes.io/part-of"),
        QStringLiteral("app.kubernetes.io/managed-by"), QStringLiteral("helm.sh/chart") };
    return fixed.contains(key) || key.startsWith(QLatin1String("helmdeck.dev/"));
}

bool ResourceMetadata::reservedAnnotationKey(const QString &key)
{
    return key.startsWith(QLatin1String("helmdeck.dev/")) || key.startsWith(QLatin1String("checksum/"))
        || key.startsWith(QLatin1String("meta.helm.sh/"))
        || key == QLatin1String("kubectl.kubernetes.io/default-container");
}

} // namespace HelmDeck
