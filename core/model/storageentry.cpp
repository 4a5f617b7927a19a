// SPDX-License-Identifier: GPL-3.0-or-later
#include "storageentry.h"

#include "resourcequantity.h"

#include "chart/chartnames.h"

namespace HelmDeck {

QString StorageEntry::releaseName() const
{
    return ChartNames::storageReleaseName(name);
}

QString StorageEntry::fieldPrefix() const
{
    return QStringLiteral("storage[") + name + QLatin1Char(']');
}

QStringList StorageEntry::accessModes()
{
    return { QStringLiteral("ReadWriteOnce"), QStringLiteral("ReadOnlyMany"), QStringLiteral("ReadWriteMany"),
        QStringLiteral("ReadWriteOncePod") };
}

QStringList StorageEntry::reclaimPolicies()
{
    return { QStringLiteral("Retain"), QStringLiteral("Delete") };
}

namespace {

QString shown(const QString &value, const QString &whenEmpty)
{
    return value.isEmpty() ? whenEmpty : QLatin1Char('"') + value + QLatin1Char('"');
}

} // namespace

QString StorageEntry::immutableChange(const StorageEntry &live, const StorageEntry &wanted)
{
    const QString instead
        = tr("Create a new storage entry with the new setting, copy the data over, mount the new "
             "entry instead of \"%1\" and destroy the old one when it is no longer needed.")
              .arg(live.name);
    if (live.accessMode != wanted.accessMode)
        return tr("storage entry \"%1\": the access mode can't change in place (%2 → %3): a "
                  "PersistentVolumeClaim keeps its access modes for its lifetime.")
                   .arg(live.name, live.accessMode, wanted.accessMode)
            + QLatin1Char(' ') + instead;
    if (live.hostPath != wanted.hostPath)
        return tr("storage entry \"%1\": the host path can't change in place (%2 → %3): a "
                  "PersistentVolume's volume source is fixed when it is created.")
                   .arg(live.name, shown(live.hostPath, tr("none")), shown(wanted.hostPath, tr("none")))
            + QLatin1Char(' ') + instead;
    // An empty wanted class is "the cluster default", which the API server wrote into the live claim.
    if (!wanted.storageClass.isEmpty() && live.storageClass != wanted.storageClass)
        return tr("storage entry \"%1\": the storage class can't change in place (%2 → %3): a "
                  "PersistentVolumeClaim keeps its class for its lifetime.")
                   .arg(live.name, shown(live.storageClass, tr("the cluster default")),
                       shown(wanted.storageClass, QString()))
            + QLatin1Char(' ') + instead;
    ResourceQuantity before;
    ResourceQuantity after;
    if (ResourceQuantity::parse(live.size, &before) && ResourceQuantity::parse(wanted.size, &after)
        && after.value < before.value)
        return tr("storage entry \"%1\": the size can't shrink (%2 → %3): Kubernetes lets a claim "
                  "grow but never shrink.")
                   .arg(live.name, live.size, wanted.size)
            + QLatin1Char(' ') + instead;
    return QString();
}

} // namespace HelmDeck
