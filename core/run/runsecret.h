// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cluster/clustercommands.h"
#include "job/plan.h"
#include "model/app.h"
#include "runrequest.h"

#include <QCoreApplication>
#include <QJsonObject>

namespace HelmDeck {

/**
 * The per-run Secret of a run's secret `-e` extras (docs/run.md), so their values never sit in the
 * Job's pod spec (which anyone who can `get jobs` reads): a v1 Secret "<job>-env" holding them, which
 * the Job's env references with secretKeyRef. It is created before the Job (`kubectl create -f -`,
 * the manifest on stdin, never argv), then given an ownerReference to the Job (its uid from the
 * create's `-o json`), so Kubernetes' garbage collector removes it with the Job after the TTL; an
 * attached run's delete step deletes it too.
 */
class RunSecret
{
    Q_DECLARE_TR_FUNCTIONS(HelmDeck::RunSecret)

public:
    /** "<job>-env" (a run Job name is ≤ 63, a Secret name may have 253). */
    static QString name(const QString &jobName);
    /** True when @p request has a secret extra (then the plan has the Secret's steps). */
    static bool needed(const RunRequest &request);
    /** The Secret: type Opaque, the run's labels, data = the secret extras (base64). */
    static QJsonObject manifest(
        const App &app, const QString &kubeNamespace, const QString &jobName, const RunRequest &request);
    /** manifest() for --dry-run: the values as stringData "••••". */
    static QJsonObject previewManifest(
        const App &app, const QString &kubeNamespace, const QString &jobName, const RunRequest &request);
    /** The merge patch that makes the Job (@p jobName, @p uid) the Secret's owner. */
    static QString ownerPatch(const QString &jobName, const QString &uid);

    /** "secret": `kubectl create -f -` of manifest() on stdin, its values redacted. */
    static Step createStep(const ClusterCommands &commands, const App &app, const QString &kubeNamespace,
        const QString &jobName, const RunRequest &request);
    /**
     * Step @p id ("own"): `kubectl patch secret @p secretName --type merge -p ownerPatch()`, making
     * Job @p jobName its owner, the uid read from the output of step @p createJobStep (a `create -o
     * json` of that Job).
     */
    static Step ownStep(const ClusterCommands &commands, const QString &kubeNamespace,
        const QString &secretName, const QString &jobName, const QString &createJobStep,
        const QString &id = QStringLiteral("own"));
    /** "delete-secret": `kubectl delete secret <job>-env --wait=false --ignore-not-found`, always. */
    static Step deleteStep(
        const ClusterCommands &commands, const QString &kubeNamespace, const QString &jobName);
};

} // namespace HelmDeck
