// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

#include "finding.h"
#include "project.h"

namespace HelmDeck {

/**
 * Checks a project before anything is rendered or deployed. Findings carry the field path and, where
 * the project knows it (Project::sources), the file and line the value came from.
 *
 * Rules and their sources:
 *  - app and process names: DNS-1123 labels (Kubernetes object names; Dokku process names are
 *    [a-z0-9-], 1–63 chars, starting and ending alphanumeric, as procfile-util's strict mode checks)
 *  - Helm release names ≤ 53 (Helm's limit: release name + ".v<rev>" must fit a Secret name label)
 *  - CronJob names need no check: ChartNames::cronJobName() derives them to fit 52 characters
 *  - label values ≤ 63 (Kubernetes label value limit)
 *  - cron schedules: 5 fields with values, ranges, steps and lists in range, or an @ descriptor
 *  - port maps: ports 1..65535, known schemes, no duplicate host port per process
 *  - domains: DNS-1123 subdomains (a leading "*." allowed), no duplicates across the project
 *  - health checks: known types (startup, liveness, readiness), one check of a kind (type) per check
 *  - replicas ≥ 0, image present
 *  - env names: Kubernetes' IsEnvVarName/IsConfigMapKey ([-._a-zA-Z][-._a-zA-Z0-9]*, no ".." prefix)
 *    is an error; names a shell can't read (not [A-Za-z_][A-Za-z0-9_]*) are a warning
 *  - storage entries and mounts (StorageValidator): entry names ≤ 45, sizes positive quantities,
 *    storage class xor absolute host path, the entry's namespace is the mounting app's, no two mounts
 *    at one container path in a workload (a known defect of Dokku's scheduler-k3s)
 *  - pull secrets (PullSecretValidator): Secret names, the namedSecrets mode has names, registry hosts
 * The full list, with severities: docs/project-file.md, "Validation". Per-process rules live in
 * ProcessValidator, schedules in CronSchedule.
 */
class Validator
{
public:
    static Findings validate(const Project &project);

    static bool isDns1123Label(const QString &s);
    static bool isDns1123Subdomain(const QString &s);
    /**
     * Why @p value is not a DNS-1123 label (a namespace, an app name; Kubernetes' IsDNS1123Label:
     * [a-z0-9]([-a-z0-9]*[a-z0-9])?, at most 63 characters), worded "<what> \"<value>\" must be a
     * DNS-1123 label: …", with its length when it is too long or the lower-case spelling when that
     * fits; empty when it is one.
     */
    static QString labelProblem(const QString &what, const QString &value);
    /** Returns an empty string when @p schedule is valid, else why it is not. */
    static QString checkCronSchedule(const QString &schedule);

    Q_DECLARE_TR_FUNCTIONS(HelmDeck::Validator)
};

} // namespace HelmDeck
