// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

#include "app.h"
#include "finding.h"

namespace HelmDeck {

/**
 * What renaming an app does to its bundled backing services (docs/project-file.md, "Services",
 * "Renaming an app"). A bundled service's data was initialised for the old name: PostgreSQL's role
 * and database are the old name, and the data lives in the claim "data-<old>-<kind>-0" of the
 * StatefulSet's volumeClaimTemplate, which Kubernetes keeps when the old StatefulSet goes. So a
 * rename pins them: each bundled service without them gets
 *  - `user` and `database` = the old name (PostgreSQL only; Valkey has neither);
 *  - `claim` = BackingService::templateClaimName(old), unless it has `storage` or `claim` already;
 * and a service whose pinned values equal what the new name gives anyway (renamed back) loses
 * those pins again, so the StatefulSet keeps its own claim template. External services are left
 * alone. The credential moves with the app in the keychain (ProjectSecrets::store()).
 */
class ServiceRename
{
public:
    /**
     * Pins @p app's bundled services for the rename from @p oldName to @p app->name (already the
     * new name). Returns one info finding per service it changed, at the service's field path
     * ("apps[<new>].services[postgres]"), saying what was pinned; none when nothing changed.
     */
    static Findings pin(App *app, const QString &oldName);

    Q_DECLARE_TR_FUNCTIONS(HelmDeck::ServiceRename)
};

} // namespace HelmDeck
