// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common.h"

namespace HelmDeck::ClusterFake {

/** kubectl's global options that take a value, for finding the command word. */
QStringList kubectlValueOptions();
/** Runs one kubectl command (kubectlcommands.cpp). */
int runKubectl(const Invocation &inv);

} // namespace HelmDeck::ClusterFake
