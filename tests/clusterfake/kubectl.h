// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common.h"

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
/** Runs one kubectl command (kubectlcommands.cpp). */
int runKubectl(const Invocation &inv);

} // namespace HelmDeck::ClusterFake
