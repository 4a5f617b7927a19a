// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

namespace HelmDeck {

/** An ordered key/value list (labels, annotations): kept in the order the user gave it. */
using KeyValueList = QList<QPair<QString, QString>>;

/**
 * A storage entry: persistent storage shared by the apps of a project, as Dokku's storage entries
 * (https://dokku.com/docs/advanced-usage/persistent-storage/). Each entry is its own Helm release
 * "storage-<name>" in
 * @c kubeNamespace holding a PersistentVolumeClaim "<name>"; with a @c hostPath it also holds a
 * static PersistentVolume "<name>" bound to that claim (claimRef, storageClassName "" on both,
 * volumeName on the claim). Apps use an entry through StorageMount.
 *
 * Rules (checked by StorageValidator, with their sources):
 *  - name: a DNS-1123 label of at most 45 characters, so "storage-<name>" fits Helm's 53
 *    (Dokku's own limit, §2.1); it names the release, the claim, the volume and, with a host path,
 *    the cluster-scoped PV;
 *  - size: required, a positive Kubernetes quantity ("5Gi", "500M"); "5GB", "-1Gi", "0" are not;
 *  - accessMode: one of accessModes() (Kubernetes' PersistentVolumeAccessMode values);
 *  - storageClass and hostPath are exclusive (Dokku, §2.1); hostPath is absolute with no ".."
 *    component (Kubernetes refuses back-steps in a hostPath PV);
 *  - kubeNamespace: a DNS-1123 label, equal to the namespace of every app that mounts the entry
 *    (a pod can only mount a claim of its own namespace; Dokku did not check this, §10 item 5);
 *  - reclaimPolicy: one of reclaimPolicies(); it only matters for host-path entries, because a
 *    dynamically provisioned volume takes the reclaim policy of its StorageClass;
 *  - label keys and values, annotation keys: Kubernetes' qualified-name and label-value rules;
 *  - owner: empty or one of StorageOwner's spellings (Dokku's --chown values, or "UID:GID").
 */
struct StorageEntry
{
    QString name;
    QString size; ///< Kubernetes quantity: "5Gi"; required
    QString accessMode = QStringLiteral("ReadWriteOnce");
    QString storageClass; ///< empty = the cluster's default class: the claim gets no storageClassName key
    QString hostPath; ///< absolute node path; non-empty = a static hostPath PV (no class then)
    QString kubeNamespace = QStringLiteral("default"); ///< namespace of the claim and the release
    QString reclaimPolicy = QStringLiteral("Retain"); ///< PV persistentVolumeReclaimPolicy
    /** Who owns the files (StorageOwner: "herokuish", "heroku", "paketo", "root", "false", "UID:GID"); empty
     * = unset. */
    QString owner;
    KeyValueList labels; ///< copied to the claim and the PV
    KeyValueList annotations; ///< copied to the claim and the PV

    /** "storage-<name>", the Helm release of the entry. */
    QString releaseName() const;
    /** "storage[<name>]" — the field-path prefix findings use for this entry. */
    QString fieldPrefix() const;
    bool usesHostPath() const { return !hostPath.isEmpty(); }

    /** ReadWriteOnce, ReadOnlyMany, ReadWriteMany, ReadWriteOncePod (Kubernetes' spelling). */
    static QStringList accessModes();
    /** Retain, Delete (Kubernetes' Recycle is deprecated and not offered). */
    static QStringList reclaimPolicies();

    /**
     * Whether an existing entry can become @p wanted in place. @p live is the entry as the cluster
     * has it (built from the live claim and, for host-path entries, its PV). Returns an empty string
     * when the change can be applied with a Helm upgrade, else why not, ending with what to do
     * instead (create a new entry).
     *
     * Refused, because Kubernetes keeps these fields of a claim or PV for their lifetime (a claim's
     * spec is immutable except its storage request; a PV's volume source is immutable), and Dokku's
     * storage:set refuses the same (§2.1):
     *  - a different accessMode;
     *  - a different storageClass. An empty wanted class means "the cluster default" and matches any
     *    live class, because Kubernetes writes the default class's name into a claim that named none;
     *  - a different hostPath, including adding or removing one;
     *  - a smaller size (a claim can grow, where its class allows expansion, but never shrink).
     *    Sizes that are not quantities are left to the validator.
     * Everything else (labels, annotations, reclaimPolicy, a larger size) may change.
     */
    static QString immutableChange(const StorageEntry &live, const StorageEntry &wanted);

    Q_DECLARE_TR_FUNCTIONS(HelmDeck::StorageEntry)
};

} // namespace HelmDeck
