// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

#include "finding.h"
#include "project.h"

namespace HelmDeck {

/**
 * The backing-service rules of Validator (docs/project-file.md, "Services"), on
 * "apps[<app>].services[<kind>].<key>". Findings carry field paths but no locations (Validator
 * adds them).
 *
 *  - version: digits and dots ("17", "16.4", "8.1"): the official images' version tags (error);
 *  - size: a resource quantity (error); resources.cpu / resources.memory: quantities (error);
 *  - storage: names a storage entry of the project (error);
 *  - env: a POSIX env var name (letters, digits, '_', not starting with a digit) that no env var of
 *    the app and no other service of the app uses: both would write one key of the config Secret
 *    (error);
 *  - a process type named like a bundled service's kind: its Deployment and Service would be
 *    "<app>-<kind>" too (error, on the process);
 *  - external with a bundled-only key set (version, size other than 1Gi, storageClass, storage,
 *    resources): warning, the keys do nothing.
 * No length rule of its own: the app name's limit (41 characters) keeps "<app>-<kind>" within the
 * 52 that a StatefulSet's controller-revision-hash label leaves.
 */
class ServiceValidator
{
public:
    static void validate(const Project &project, const App &app, Findings *out);

    Q_DECLARE_TR_FUNCTIONS(HelmDeck::ServiceValidator)
};

} // namespace HelmDeck
