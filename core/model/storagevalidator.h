// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

#include "finding.h"
#include "project.h"

namespace HelmDeck {

/**
 * The storage rules of Validator. Findings carry field paths but no locations (Validator adds them).
 *
 * Entries, on "storage[<name>]..." (sources: Dokku's persistent storage, Kubernetes'
 * API validation in k8s.io/apimachinery and k8s.io/kubernetes pkg/apis/core/validation):
 *  - name: present, a DNS-1123 label, at most 45 characters ("storage-<name>" ≤ Helm's 53), unique
 *  - size: present, a Kubernetes quantity, more than 0 (error); "5GB" gets a "5Gi or 5G" hint; a bare
 *    number under 1 MiB or milli-bytes ("5m") is a warning (probably meant Gi)
 *  - accessMode: one of StorageEntry::accessModes() (error; "rwx", "readwritemany" get the right spelling)
 *  - storageClass: a DNS-1123 subdomain (StorageClass names); not together with hostPath (error)
 *  - hostPath: absolute, no ".." component (error); with reclaimPolicy Delete a warning: Kubernetes'
 *    hostPath deleter only removes paths under /tmp, other PVs end up Failed
 *  - namespace: a DNS-1123 label
 *  - reclaimPolicy: Retain or Delete (error; Recycle is deprecated); a non-default policy on an entry
 *    without a host path is a warning: a dynamically provisioned PV takes its StorageClass's policy
 *  - labels: keys are qualified names ([prefix/]name: prefix a DNS-1123 subdomain, name ≤ 63 of
 *    [A-Za-z0-9._-] starting and ending alphanumeric), values ≤ 63 of the same characters or empty;
 *    annotation keys are qualified names; a key twice is an error
 *  - release "storage-<name>" must not be a release of an app in the same namespace (error)
 *
 * Mounts, on "apps[<app>].mounts[<i>]...":
 *  - entry: names an entry of the project (error, listing the entries) in the app's namespace
 *    (error: a pod can only mount a claim of its own namespace; Dokku did not check, §10 item 5)
 *  - containerPath: present and absolute (error)
 *  - subPath: relative, no ".." component (Kubernetes' subPath rule)
 *  - processTypes: each a process of the app, "run" or "cron" (error); a name twice is a warning
 *  - two mounts at the same container path (after path clean-up) in a workload both apply to:
 *    an error on the later mount (a container refuses two mounts at one path)
 *  - a writable mount of a ReadOnlyMany entry: a warning (the volume is read-only to every pod)
 */
class StorageValidator
{
public:
    /** Appends the findings for Project::storage to @p out. */
    static void validateEntries(const Project &project, Findings *out);
    /** Appends the findings for @p app's mounts, judged against @p project's entries, to @p out. */
    static void validateMounts(const Project &project, const App &app, Findings *out);

    /** Kubernetes' qualified name: label and annotation keys ("tier", "example.com/backup"). */
    static bool isQualifiedName(const QString &s);
    /** Kubernetes' label value: empty, or ≤ 63 of [A-Za-z0-9._-] starting and ending alphanumeric. */
    static bool isLabelValue(const QString &s);

    Q_DECLARE_TR_FUNCTIONS(HelmDeck::StorageValidator)
};

} // namespace HelmDeck
