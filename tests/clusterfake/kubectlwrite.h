// SPDX-License-Identifier: GPL-3.0-or-later
// kubectl's write commands (kubectlwrite.cpp) and the argument helpers they share with the read
// commands (kubectlcommands.cpp).
#pragma once

#include "common.h"

#include <QJsonObject>

namespace HelmDeck::ClusterFake {

struct ResourceKind;
class StateStore;

/** `kubectl apply -f -` and `kubectl create -f -` (@p create; also `create job --from=cronjob/NAME`): stores
 *  the input objects in @p store. Returns kubectl's exit code. */
int kubectlApply(const Invocation &inv, const Args &args, StateStore &store, bool create);
/** `kubectl patch TYPE NAME --type merge -p JSON`: a JSON merge patch of one stored object. */
int kubectlPatch(const Args &args, StateStore &store);
/**
 * `kubectl label|annotate TYPE NAME k=v… [k-]… [--overwrite]` (@p annotate): sets or removes labels or
 * annotations of one stored object; a changed value needs --overwrite, as in kubectl (kubectlmeta.cpp).
 */
int kubectlLabelOrAnnotate(const Args &args, StateStore &store, bool annotate);
/** `kubectl delete TYPE NAME... [--ignore-not-found]`. */
int kubectlDelete(const Args &args, StateStore &store);

namespace KubectlArgs {

/** The annotation `kubectl apply` keeps the applied object in. */
inline const QString kLastApplied = QStringLiteral("kubectl.kubernetes.io/last-applied-configuration");

/** The -n/--namespace value, "default" without one. */
QString namespaceOf(const Args &args);
/** metadata.name of @p o. */
QString nameOf(const QJsonObject &o);
/** kubectl's NotFound text for @p name of @p kind. */
QString notFound(const ResourceKind &kind, const QString &name);
/** "deploy web api" or "deploy/web deploy/api": the kind and the names; false with @p error for an unknown
 *  or mixed type. */
bool resourceArgs(const QStringList &words, const ResourceKind **kind, QStringList *names, QString *error);

} // namespace KubectlArgs

} // namespace HelmDeck::ClusterFake
