// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/app.h"

#include <yaml-cpp/yaml.h>

namespace HelmDeck {

/**
 * The values of an app's backing services (docs/chart-values.md, "Backing services"; the model:
 * BackingService), in two places:
 *
 *  - the app chart (emitApp()): `services`, one item per *bundled* service — kind, name
 *    ("<app>-postgres" / "<app>-valkey": StatefulSet, headless Service and credentials Secret),
 *    containerName ("postgres" / "valkey"), image (BackingService::image()), port (5432 / 6379),
 *    secretName, user and database (the app's name), size, storageClass, claimName (a storage
 *    entry's claim, which replaces the volumeClaimTemplate; "" = none) and resources.requests. No
 *    credential: the templates read the Secret.
 *  - the config chart's private values file (emitConfig(), beside the env): `services`, one item per
 *    service, bundled or external, with envName and the credential (password, or url when external).
 *    Contains secrets: private file only (ReleaseValuesBuilder::configEnvValues()).
 */
class ServiceValues
{
public:
    /** 5432 for PostgreSQL, 6379 for Valkey. */
    static int port(BackingService::Kind kind);
    /** The app chart's `services` list (bundled services only; [] when there are none). */
    static void emitApp(YAML::Emitter &out, const App &app);
    /** The config chart's `services` list, credentials included. */
    static void emitConfig(YAML::Emitter &out, const App &app);
};

} // namespace HelmDeck
