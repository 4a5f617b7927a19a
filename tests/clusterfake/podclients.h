// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common.h"

/*
 * The clients of the backing-service images — pg_dump, pg_restore, psql, valkey-cli — as they run
 * inside a StatefulSet pod through `kubectl exec` (README.md, "StatefulSets and service pods"). The
 * fake's exec puts the pod's container env and HELMDECK_FAKE_POD=<ns>/<pod> in their environment;
 * they check the credentials the way the servers would and answer from the state's serviceDumps.
 */
namespace HelmDeck::ClusterFake {

/** True for "pg_dump", "pg_restore", "psql", "valkey-cli". */
bool isPodClient(const QString &tool);
/** pg_restore, and psql with a stdin that is not a terminal, read all their stdin (the call log has it). */
bool podClientReadsStdin(const QString &tool);
/** Runs one of them; @p inv.stdinData holds stdin when podClientReadsStdin(). */
int runPodClient(const Invocation &inv);

} // namespace HelmDeck::ClusterFake
