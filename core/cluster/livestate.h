// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chart/appidentities.h"

#include <QByteArray>
#include <QJsonArray>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace HelmDeck {

/** A pod that cannot start, from `kubectl get pods -o json`. */
struct PodProblem
{
    QString pod;
    QString container;
    QString reason; ///< ImagePullBackOff, ErrImagePull, CrashLoopBackOff, CreateContainerConfigError, …
    QString message;
};

/** One revision of a release, from `helm history <release> -o json` (oldest first). */
struct ReleaseRevision
{
    int revision = 0;
    QString status; ///< deployed, superseded, failed, pending-install, pending-upgrade, pending-rollback, …
    QString description; ///< e.g. "Upgrade complete", "Rollback to 3"
};

/** A live Deployment, from `kubectl get deployments -o json`. */
struct LiveDeployment
{
    QString name;
    QString process; ///< label app.kubernetes.io/name
    QStringList imagePullSecrets; ///< spec.template.spec.imagePullSecrets[].name
    QString image; ///< the first container's image: what the live release runs
    QString serviceAccountName; ///< spec.template.spec.serviceAccountName ("" = the namespace's default)
    QString deploymentId; ///< pod template annotation helmdeck.dev/deployment-id
    int replicas = 0; ///< spec.replicas
    int readyReplicas = 0; ///< status.readyReplicas
};

/** A StorageClass, from `kubectl get storageclass -o json`. */
struct LiveStorageClass
{
    QString name;
    QString volumeBindingMode; ///< "Immediate" (the API default) or "WaitForFirstConsumer"
    bool isDefault = false; ///< annotation storageclass.kubernetes.io/is-default-class = "true"
};

/** A PersistentVolumeClaim, from `kubectl get pvc <name> -o json`. */
struct LiveClaim
{
    QString name;
    QString phase; ///< Pending, Bound, Lost
    QString storageClass; ///< spec.storageClassName ("" = none)
    QStringList accessModes;
    QString requested; ///< spec.resources.requests.storage
    QString capacity; ///< status.capacity.storage
    QString volumeName;
};

/** One event, from `kubectl get events -o json`. */
struct LiveEvent
{
    QString type; ///< Normal, Warning
    QString reason;
    QString message;
    QString time; ///< lastTimestamp, eventTime or firstTimestamp
};

/**
 * Reads the JSON that kubectl and helm print (`-o json`) into the few facts the plans use. Every
 * reader tolerates a missing or empty document (nothing live: a first deploy) and returns empty
 * results for JSON it cannot read; none throws.
 */
class LiveState
{
public:
    /** `kubectl get cronjobs -l app.kubernetes.io/part-of=<app> -o json` → task id → suffix (annotations
     * helmdeck.dev/cron-id, helmdeck.dev/job-suffix, else the name after ChartNames::cronJobPrefix();
     * then the same from Dokku's dokku.com/cron-id and dokku.com/job-suffix, keyed by Dokku's id,
     * CronTask::dokkuCronId(), never over a HelmDeck id). Invalid suffixes are dropped. */
    static QMap<QString, QString> cronSuffixes(const QByteArray &cronJobsJson, const QString &app);
    static QList<LiveDeployment> deployments(const QByteArray &deploymentsJson);
    /** Process type → deployment id, from deployments(). */
    static QMap<QString, QString> deploymentIds(const QByteArray &deploymentsJson);
    /** Containers waiting with a reason that will not fix itself (plus init containers). */
    static QList<PodProblem> podProblems(const QByteArray &podsJson);
    /**
     * Pods that cannot be placed on a node: condition PodScheduled=False with reason Unschedulable
     * (reason "Unschedulable", the condition's message, e.g. "0/1 nodes are available: …").
     */
    static QList<PodProblem> unschedulablePods(const QByteArray &podsJson);
    /** True for the waiting reasons that mean the deploy will not become ready on its own. */
    static bool isFatalWaitingReason(const QString &reason);
    static QList<LiveStorageClass> storageClasses(const QByteArray &storageClassesJson);
    /** False when @p json is empty (`--ignore-not-found` printed nothing). */
    static bool claim(const QByteArray &claimJson, LiveClaim *out);
    static QList<LiveEvent> events(const QByteArray &eventsJson);
    /** `helm list -o json` → release names. */
    static QStringList releaseNames(const QByteArray &helmListJson);
    /** `helm list -o json` → release name → status ("deployed", "failed", "pending-upgrade", …). */
    static QMap<QString, QString> releaseStatuses(const QByteArray &helmListJson);
    /** `helm history <release> -o json` → its revisions, oldest first (helm's order). */
    static QList<ReleaseRevision> releaseHistory(const QByteArray &helmHistoryJson);
    /**
     * The revision a broken release goes back to: the newest revision before the latest one whose status
     * is deployed or superseded (it ran once); 0 when there is none.
     */
    static int lastGoodRevision(const QList<ReleaseRevision> &history);
    /** The object of `kubectl get namespace <ns> --ignore-not-found -o json` exists. */
    static bool exists(const QByteArray &objectJson);
    /** A `kubectl get -o json` List's items, or the one object printed (a named get); empty for no JSON. */
    static QJsonArray listItems(const QByteArray &json);
};

} // namespace HelmDeck
