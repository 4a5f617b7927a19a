// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/finding.h"
#include "model/project.h"

#include <QString>

namespace HelmDeck {

/** What importing an app folder produced. ok is false when a finding is an error; project is then partial. */
struct ImportResult
{
    Project project;   ///< one app; project.sources maps field paths to Procfile/app.json lines
    Findings findings;
    bool ok = false;
};

/**
 * Imports an app folder the way Dokku reads it: "Procfile" (process types) and "app.json"
 * (cron, healthchecks, formation, scripts.dokku.predeploy|postdeploy), both optional but at least one
 * must exist.
 *
 * @param dir    the app folder
 * @param name   app name; empty = the folder's name, lower-cased
 * @param image  image reference; empty = "<name>:latest" with a warning that a registry is needed to deploy
 *
 * Errors name the file and line: a Procfile merge-conflict marker, a duplicate or invalid process name,
 * app.json that is not JSON (comments allowed). Unknown app.json top-level keys are warnings with a
 * suggestion ("crons" → "cron"); known Heroku keys HelmDeck does not use are accepted quietly.
 */
class AppImporter
{
public:
    static ImportResult importFolder(const QString &dir, const QString &name = QString(),
                                     const QString &image = QString());
};

} // namespace HelmDeck
