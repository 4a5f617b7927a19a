// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/finding.h"
#include "model/project.h"

#include <QCoreApplication>
#include <QString>

namespace HelmDeck {

/** What importing an app folder produced. ok is false when a finding is an error; project is then partial. */
struct ImportResult
{
    Project project; ///< one app; project.sources maps field paths to Procfile/app.json lines
    Findings findings;
    bool ok = false;
    /**
     * One line saying what was read from each file, e.g. "Procfile: 3 process types; app.json:
     * 2 cron tasks, 1 formation entry, 0 health checks, 4 env vars" ("no Procfile" / "no app.json"
     * for a file that is not there, "not read" for one refused). Also the last finding, an info
     * on the folder, so every front end shows it (docs/project-file.md "Importing an app folder").
     */
    QString summary;
};

/**
 * Imports an app folder the way Dokku reads it: "Procfile" (process types) and "app.json"
 * (cron, healthchecks, formation, scripts.dokku.predeploy|postdeploy), both optional but at least one
 * must exist.
 *
 * @param dir    the app folder
 * @param name   app name; empty = the folder's name lower-cased, other characters outside [a-z0-9-]
 *               made '-' and trimmed to a DNS-1123 label (an info finding when that changed it)
 * @param image  image reference; empty = "<name>:latest" with a warning that a registry is needed to deploy
 *
 * Errors name the file and line: a Procfile merge-conflict marker, a duplicate or invalid process name,
 * app.json that is not JSON (comments allowed). Unknown app.json top-level keys are warnings with a
 * suggestion ("crons" → "cron"); known Heroku keys HelmDeck does not use are accepted quietly.
 * File rules: Procfile (procfile.h), AppJson (appjson.h), HealthCheckReader (healthcheckreader.h).
 *
 * What the importer decides (Dokku's documented behaviour):
 *  - Replicas: web 1, every other process type 0 ("quantity: Default 1 for web processes, 0 for all
 *    others", Dokku's app.json docs), with or without a formation; formation.<type>.quantity overrides.
 *    A formation entry or health check for a type the Procfile does not declare: warning, ignored.
 *    web scaled to 0: warning (the app's domains route to web).
 *  - Port maps: web gets Dokku's default http:80:5000; a non-web type with
 *    formation.<type>.service.exposed gets http:5000:5000, the port map Dokku gives it (its Service
 *    <app>-<type> answers on port 5000, the pod listens on PORT=5000); other types get none, so no
 *    Service.
 *  - No Procfile: one "web" process with an empty command (the image's own CMD, as Dokku runs
 *    Dockerfile apps).
 *  - A cron command that is exactly a Procfile type name runs that type's command (Dokku: cron
 *    commands "can also be Procfile entries"); an info finding shows the substitution.
 *  - Project::sources gets "apps[<app>]" (the Procfile, or app.json without one), every
 *    "...processes[<p>]" and ".command" (Procfile line and column), and app.json's paths
 *    (AppJsonResult::sources) for the types that exist.
 */
class AppImporter
{
    Q_DECLARE_TR_FUNCTIONS(HelmDeck::AppImporter)

public:
    static ImportResult importFolder(
        const QString &dir, const QString &name = QString(), const QString &image = QString());
    /**
     * Marks the env vars @p names of @p result's apps secret (EnvVar::secret: their values go to the
     * keychain when the project is saved — ProjectSecrets::store —, never into the project file, as
     * the Env form's "Mark as secret" does) and drops the importer's warning suggesting to mark each.
     * Returns the names no app's env has (nothing is marked for them).
     */
    static QStringList markSecret(ImportResult *result, const QStringList &names);
};

} // namespace HelmDeck
