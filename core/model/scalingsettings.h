// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storageentry.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace HelmDeck {

/**
 * Container resources as Kubernetes quantities ("100m", "128Mi"); an empty string means "unset".
 * Used by cron tasks (CronTask::resources); process types keep their own four fields.
 */
struct ContainerResources
{
    QString cpuRequest;
    QString memoryRequest;
    QString cpuLimit;
    QString memoryLimit;

    bool isEmpty() const
    {
        return cpuRequest.isEmpty() && memoryRequest.isEmpty() && cpuLimit.isEmpty() && memoryLimit.isEmpty();
    }
};

/**
 * One KEDA trigger of a ScaledObject (keda.sh/v1alpha1): @c type is KEDA's scaler name ("redis",
 * "prometheus", "cron", "cpu", ...), @c metadata its settings as strings, passed through as given.
 * @c authentication names one of App::triggerAuthentications (empty = none).
 */
struct KedaTrigger
{
    QString type;
    KeyValueList metadata;
    QString authentication;

    /** The metadata as one line, "listName=jobs, listLength=5" (what the Scaling form's table shows). */
    QString metadataText() const;
    /**
     * Parses metadataText()'s form: entries split at ", ", each at its first '=' (a value may hold
     * '=' but not ", "); keys and values trimmed; an entry without '=' is a key with an empty value.
     */
    static KeyValueList parseMetadata(const QString &text);
};

/**
 * Autoscaling of one process type: off, a HorizontalPodAutoscaler (autoscaling/v2) or a KEDA
 * ScaledObject. Either one replaces the fixed replica count: the Deployment then has no
 * `replicas`, so a helm upgrade does not reset what the autoscaler chose.
 *
 * HPA: @c cpuPercent / @c memoryPercent are average-utilization targets in percent of the request
 * (0 = no such metric; at least one is needed). KEDA: @c triggers (at least one), @c minReplicas 0
 * scales to zero, @c pollingIntervalSeconds and @c cooldownPeriodSeconds (KEDA's defaults 30/300).
 */
struct Autoscaling
{
    enum class Mode
    {
        Off,
        Hpa,
        Keda,
    };
    Mode mode = Mode::Off;
    int minReplicas = 1;
    int maxReplicas = 3;
    int cpuPercent = 0;
    int memoryPercent = 0;
    int pollingIntervalSeconds = 30;
    int cooldownPeriodSeconds = 300;
    QList<KedaTrigger> triggers;

    bool isEnabled() const { return mode != Mode::Off; }
    /** "off", "hpa", "keda" — the project file's spelling. */
    static QString modeName(Mode mode);
    /** Parses a mode name (exact, lower case); false when unknown. */
    static bool parseMode(const QString &text, Mode *out);
    static QStringList modeNames();
};

/**
 * A PodDisruptionBudget (policy/v1) for one process type: exactly one of @c minAvailable and
 * @c maxUnavailable, each a count ("1") or a percentage ("50%"). Both empty = no budget.
 */
struct DisruptionBudget
{
    QString minAvailable;
    QString maxUnavailable;

    bool isEnabled() const { return !minAvailable.isEmpty() || !maxUnavailable.isEmpty(); }
};

/**
 * Scaling and shutdown of one process type (ProcessType::scaling). @c terminationGracePeriodSeconds
 * -1 keeps Kubernetes' default (30 s); @c preStopSleepSeconds 0 = no preStop hook, else the
 * container sleeps that long before it gets SIGTERM (so endpoints drain first).
 */
struct ProcessScaling
{
    Autoscaling autoscaling;
    DisruptionBudget disruptionBudget;
    int terminationGracePeriodSeconds = -1;
    int preStopSleepSeconds = 0;
};

/**
 * A KEDA TriggerAuthentication "<app>-<name>": each ref hands one trigger @c parameter the value
 * of the app's env var @c env, read from the app's config Secret "config-<app>" — so a value
 * marked secret stays in the keychain and never reaches the project file (docs/architecture.md §7).
 */
struct TriggerAuthentication
{
    struct SecretRef
    {
        QString parameter; ///< the scaler's auth parameter, e.g. "password", "host"
        QString env; ///< an env var name of the app
    };
    QString name;
    QList<SecretRef> secretRefs;
};

} // namespace HelmDeck
