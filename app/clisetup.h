// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "clicommon.h"
#include "deploy/deployplanner.h"

#include <QCommandLineParser>
#include <QString>

namespace HelmDeck {
namespace CliSetup {

/** What every cluster command needs: the project (secrets filled, settings applied) and the target. */
struct Session
{
    QString projectPath;
    CliCommon::Loaded loaded;
    DeployOptions options;
    QString appName;
};

/** What the command does with the cluster, for JobSetup. */
struct Needs
{
    bool app = true; ///< acts on one app (--app), not on a storage entry
    bool credentials = false; ///< renders the app's charts: resolve its pull-secret credentials
    bool secretValues = false; ///< writes the app's secrets: a missing value blocks (Preflight)
    bool dryRun = false; ///< prints the plan only: credential errors are warnings then
    bool liveRoutes = false; ///< deploys the app: its hosts are checked against the cluster (JobSetup)
    bool strict = false; ///< --strict: every warning is an error (StrictMode; the project's strict too)
    QString appName; ///< the app a positional argument names (service commands); empty = --app
    QString renameTo; ///< rename: the new name (the live objects are read for its releases)
};

/** --help, --context, --namespace, --dry-run, --helm, --kubectl */
void addClusterOptions(QCommandLineParser &p);
/** --app */
void addAppOption(QCommandLineParser &p);
/**
 * Loads @p projectPath and runs JobSetup (as the window does) into @p s: returns -1 to go on, else
 * the exit code to stop with (findings printed, usage errors explained).
 */
int prepare(QCommandLineParser &p, const QString &projectPath, const Needs &needs, Session *s);

} // namespace CliSetup
} // namespace HelmDeck
