// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storageentry.h"

#include <QMap>
#include <QString>
#include <QStringList>

namespace HelmDeck {

/** The user's labels and annotations of one resource kind. */
struct KindMetadata
{
    KeyValueList labels;
    KeyValueList annotations;

    bool isEmpty() const { return labels.isEmpty() && annotations.isEmpty(); }
    bool operator==(const KindMetadata &o) const
    {
        return labels == o.labels && annotations == o.annotations;
    }
};

/**
 * User labels and annotations per resource kind of an app (project file key "metadata",
 * docs/project-file.md; Dokku's k3s scheduler's `annotations:set --resource-type`). Kinds, by their
 * project-file key: deployment, pod (the pod templates of Deployments, CronJobs and Jobs), service,
 * ingress, cronJob, job (the run Jobs), secret (the config Secret "config-<app>") and
 * serviceAccount. Keys follow Kubernetes' qualified-name rules and label values its label-value
 * rules (StorageValidator::isQualifiedName/isLabelValue); HelmDeck's own keys (reservedLabelKey(),
 * reservedAnnotationKey()) cannot be set.
 */
struct ResourceMetadata
{
    QMap<QString, KindMetadata> kinds; ///< kind key → its labels and annotations; no empty entries

    /** deployment, pod, service, ingress, cronJob, job, secret, serviceAccount (the file's order). */
    static QStringList kindNames();
    /** The entry of @p kind, or an empty one. */
    KindMetadata of(const QString &kind) const { return kinds.value(kind); }
    bool isEmpty() const;
    /** app.kubernetes.io/{instance,name,part-of,managed-by}, helm.sh/chart and anything under helmdeck.dev/.
     */
    static bool reservedLabelKey(const QString &key);
    /** helmdeck.dev/…, checksum/…, kubectl.kubernetes.io/default-container and meta.helm.sh/…. */
    static bool reservedAnnotationKey(const QString &key);

    bool operator==(const ResourceMetadata &o) const { return kinds == o.kinds; }
};

} // namespace HelmDeck
