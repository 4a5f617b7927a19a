// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "statestore.h"

#include <QJsonObject>

/* Claims and volumes as `kubectl get` shows them (README.md, "Storage"): phases computed from the store. */
namespace HelmDeck::ClusterFake {

/** @p pvc with status: Bound once its class binds (WaitForFirstConsumer: once a pod mounts it), else Pending.
 */
QJsonObject pvcView(const StateStore &store, QJsonObject pvc);
/** @p pv with status: Bound when a claim names it, else Available. */
QJsonObject pvView(const StateStore &store, QJsonObject pv);

} // namespace HelmDeck::ClusterFake
