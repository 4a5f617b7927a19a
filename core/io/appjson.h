// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/app.h"
#include "model/crontask.h"
#include "model/finding.h"
#include "model/healthcheck.h"
#include "model/sourcemap.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

namespace HelmDeck {

/** One app.json "healthchecks.<process>[i]" entry HelmDeck keeps. */
struct AppJsonHealthCheck
{
    QString process;
    HealthCheck check;
    SourceLocation location; ///< the check object's opening brace
};

/** One app.json "formation.<process>" entry. */
struct AppJsonFormation
{
    QString process;
    int quantity = -1; ///< -1 = not given (the default applies: web 1, others 0)
    bool exposed = false; ///< "service": {"exposed": true}
    SourceLocation location; ///< the "<process>" key
};

/** What parsing an app.json produced. ok is false when a finding is an error. */
struct AppJsonResult
{
    QList<CronTask> cron;
    QList<AppJsonHealthCheck> healthChecks; ///< in file order
    QList<AppJsonFormation> formation; ///< in file order
    QString predeploy; ///< scripts.dokku.predeploy
    QString postdeploy; ///< scripts.dokku.postdeploy
    QList<EnvVar> env; ///< "env", in file order
    QList<BackingService> services; ///< "addons" that map to a backing service, in file order
    /**
     * Field path → where it is in the file. Paths use the model's names under the prefix given to
     * parse(): "<p>.cron[0]", "<p>.cron[0].schedule", "<p>.processes[web].healthChecks[0]",
     * "<p>.processes[web].healthChecks[0].path", "<p>.processes[web].replicas",
     * "<p>.processes[web].portMaps" (service.exposed), "<p>.predeploy", "<p>.postdeploy".
     * Health-check indexes count the checks kept for that process, in file order.
     */
    SourceMap sources;
    Findings findings;
    bool ok = false;
};

/**
 * app.json as Dokku reads it (docs/appendices/file-formats/app-json.md in dokku/dokku, and
 * dokku/docker-container-healthchecker's docs/file-format.md for health checks).
 *
 * Syntax: JSON with "//" and block comments (see JsonWithComments). A parse error is one error
 * finding at the file line:column Qt's parser stopped at. The root must be an object.
 *
 * Keys HelmDeck imports:
 *  - "cron": [{command (string, required), schedule (string, required),
 *    concurrency_policy ("allow"|"forbid"|"replace", any case; default allow; "concurrencyPolicy" is
 *    accepted as an alias) → CronTask::concurrencyPolicy "Allow"|"Forbid"|"Replace",
 *    maintenance (bool; "suspend" accepted as an alias) → CronTask::suspend}].
 *    Schedules are checked by the Validator, not here.
 *  - "healthchecks": {<process>: [{type, name, path, command, listening, scheme, httpHeaders,
 *    initialDelay, wait, timeout, attempts, ...}]}: mapped and checked by HealthCheckReader (unknown
 *    type = error naming it; content, uptime, port, warn, onFailure = warnings naming the check).
 *  - "formation": {<process>: {quantity (int ≥ 0), max_parallel (ignored, info),
 *    service: {exposed: bool}, autoscaling (not supported, warning)}}.
 *  - "scripts": {dokku: {predeploy, postdeploy}}; Heroku's one-off "scripts.postdeploy" gets an info
 *    finding (HelmDeck does not run it).
 *  - "env": {NAME: "value" | {value, description, required, generator}} (Heroku's shape, which Dokku
 *    reads too): a value is imported as is; generator "secret" becomes a secret env var with no
 *    value and a warning to set one (its value belongs in the keychain, never in a file); required
 *    with no value is imported empty with a warning; an optional var with no value is skipped.
 *
 *  - "addons": ["<addon>[:<plan>]" | {plan: "<addon>[:<plan>]", as: "<NAME>"}] → bundled backing
 *    services (docs/project-file.md, "Services"): heroku-postgresql and dokku-postgres → postgres;
 *    heroku-redis, dokku-redis and heroku-key-value-store → valkey; an info finding for each; "as"
 *    sets the env name "<NAME>_URL" (Heroku's attachment name). A second addon of one kind, or an
 *    addon HelmDeck does not know: a warning naming it, not imported.
 *
 * Heroku keys Dokku ignores or HelmDeck does not use (name, description, keywords, website,
 * repository, logo, success_url, buildpacks, environments, stack, image, ...) are
 * accepted quietly. Any other key, at the top level or inside the objects above, is a warning
 * with a "did you mean" from KeySuggester (edit distance; "crons" → "cron", "healthcheck" →
 * "healthchecks"), or "(ignored)" when nothing is close.
 * A value of the wrong JSON type is an error naming the key and its line.
 *
 * Formation and port semantics are applied by AppImporter (they need the Procfile): every process
 * gets replicas web=1, others=0 (Dokku: "quantity ... Default 1 for web processes, 0 for all
 * others"), with or without a formation; a formation quantity overrides that.
 */
class AppJson
{
public:
    /**
     * @param fieldPrefix prefix of the field paths in sources and findings, e.g. "apps[python]";
     *                    empty = paths start at "cron[0]", "processes[web]...".
     */
    static AppJsonResult parse(
        const QByteArray &data, const QString &fileName, const QString &fieldPrefix = QString());

    /** Top-level keys HelmDeck imports. */
    static QStringList importedKeys();
    /** Top-level keys accepted quietly (Heroku's app.json schema, plus "$schema"). */
    static QStringList ignoredKeys();
};

} // namespace HelmDeck
