// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "statestore.h"

#include <QJsonObject>
#include <QList>
#include <QString>

/*
 * Jobs and their pods (README.md, "Jobs and run pods"): a Job created with `kubectl create -f -` has
 * one pod "<job>-<5 chars>" whose container runs on this machine (kubectlruns.cpp); its phase and
 * container state are computed from the files in "<state dir>/pods/" whenever they are shown.
 */
namespace HelmDeck::ClusterFake {

/** The files of pod @p pod: "<state dir>/pods/<pod>" + @p suffix (".log", ".exit", ".pid", ".attached"). */
QString podFile(const QString &statePath, const QString &pod, const QString &suffix);
/** The pod name of Job @p job: "<job>-<5 chars>" from its uid. */
QString jobPodName(const QJsonObject &job);
/** True when the Job's container has stdin and tty (it starts on `kubectl attach -it`). */
bool jobPodIsTty(const QJsonObject &job);
/**
 * Why Job @p job's pod cannot start (empty = it can): the state's podFailures entry of the Job's
 * name, else — as the kubelet — CreateContainerConfigError when an env var's secretKeyRef names a
 * Secret (or key) that does not exist and is not optional.
 */
QJsonObject jobPodFailure(const StateStore &store, const QJsonObject &job);
/**
 * True when Job @p job's image is one of the state's shellLessImages and its container's command
 * starts with /bin/sh or sh: the pod ends at once, as the runtime reports an image without a shell
 * (terminated, exit code 128, reason StartError, `exec: "/bin/sh": stat /bin/sh: no such file or directory`).
 */
bool jobPodCannotExec(const StateStore &store, const QJsonObject &job);
/** The objects in the Job's namespace whose ownerReferences name Job @p job's uid (the GC deletes them with
 * it). */
QStringList ownedByJob(const StateStore &store, const QJsonObject &job);
/** The pod of every Job in @p ns (all namespaces if @p all), status computed. */
QList<QJsonObject> jobPods(const StateStore &store, const QString &ns, bool all);
/** @p job with its status (active/succeeded/failed, conditions Complete/Failed) from its pod. */
QJsonObject jobView(const StateStore &store, QJsonObject job);
/** A Warning event per Job pod held by a podFailures entry (reason and message of the entry). */
QList<QJsonObject> jobPodEvents(const StateStore &store, const QString &ns, bool all);
/** The Job whose pod is @p pod in @p ns; empty when none. */
QJsonObject jobOfPod(const StateStore &store, const QString &ns, const QString &pod);

/** The first container of Job @p job's pod template. */
QJsonObject jobContainer(const QJsonObject &job);
/** The Job of pod @p pod ("POD", "pod/POD" or "job/NAME") in @p ns, from the state; false when none. */
bool findJobPod(const QString &statePath, const QString &ns, const QString &pod, QJsonObject *job);
/** Prints kubectl's NotFound for pod @p pod; returns 1. */
int jobPodNotFound(const QString &pod);

} // namespace HelmDeck::ClusterFake
