// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common.h"
#include "objects.h"

namespace HelmDeck::ClusterFake {

/** kubectl's global options that take a value, for finding the command word. */
QStringList kubectlValueOptions();
/** `kubectl version [--client] -o json`: the state's `serverVersion` (kubectldiscovery.cpp). */
int kubectlVersion(const Invocation &inv, const Args &args);
/** The API server's gitVersion: the state's serverVersion, default "v1.34.1-fake". */
QString serverGitVersion(const QJsonObject &stateRoot);
/** `kubectl api-versions`: the group/versions of the state's `apiResources`, sorted, one a line. */
int kubectlApiVersions(const Invocation &inv);
/** `kubectl api-resources [--no-headers] [-o name]`: the state's `apiResources` as kubectl's table. */
int kubectlApiResources(const Invocation &inv, const Args &args);
/**
 * The state's `apiResources` list @p kind in its API group, any version (every kind of the fake's own
 * when the key is absent; the built-in groups always).
 */
bool servesKind(const QJsonObject &root, const ResourceKind &kind);
/**
 * `kubectl auth can-i VERB RESOURCE [-A|--all-namespaces] [-n NS] [--quiet]`: "yes" (exit 0), or
 * "no" (exit 1) when an entry of the state's `rbacDenied` matches (kubectlauth.cpp).
 */
int kubectlAuthCanI(const Invocation &inv, const Args &args);
/**
 * Why `kubectl get` of @p kind is refused, printed to stderr with exit code 1: a Gateway API or
 * prometheus-operator kind the state's `apiResources` lacks ("the server doesn't have a resource
 * type"), or `rbacDenied` denying list (kubectl's Forbidden, at the cluster scope with
 * @p allNamespaces, else in namespace @p ns); 0 when the listing may go on.
 */
int refusedList(const QJsonObject &root, const ResourceKind &kind, bool allNamespaces, const QString &ns);
/** Runs one kubectl command (kubectlcommands.cpp). */
int runKubectl(const Invocation &inv);

} // namespace HelmDeck::ClusterFake
