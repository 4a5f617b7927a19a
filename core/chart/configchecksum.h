// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/app.h"

#include <QString>

namespace HelmDeck {

/**
 * The checksum of what an app's pods read as config: the env HelmDeck writes into the Secret
 * "config-<app>" (names, values as held — secret values filled in from the keychain by the caller —
 * in App::env order). It becomes the pod-template annotation `checksum/config` of every Deployment
 * and CronJob, so pods restart when their config changes and not on a replicas-only change, and is
 * one of the release gate's hash inputs (ReleaseValues).
 *
 * 64 hex chars of sha256. Values never appear in it, only their hash; each name and value is
 * length-prefixed so no two different envs collide by concatenation.
 */
class ConfigChecksum
{
public:
    static QString of(const App &app);
};

} // namespace HelmDeck
