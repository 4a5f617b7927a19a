// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace HelmDeck {

/**
 * The subcommands that package and publish charts (docs/publish.md), each a Plan run by Runner:
 *
 *   helmdeck package CHART_DIR|PROJECT [-o DIR] [--version V] [--app-version T] [--app A] [--dry-run]
 *   helmdeck publish CHART_DIR|PROJECT --registry oci://HOST/PATH [--release-tag vX.Y.Z [--sha SHA] |
 *           --sha SHA --branch NAME | --from-ci] [--image-repo REPO] [--image-tags P,…] [--plain-http]
 *           [--ca-file F] [--dry-run]
 *   helmdeck resolve oci://HOST/PATH/CHART TAG [--plain-http] [--ca-file F]
 *
 * A CHART_DIR (a folder with a Chart.yaml) is packaged as it is; a PROJECT (a helmdeck.yaml, a
 * folder holding one, or an app folder) packages the app's own chart as HelmDeck writes it, its
 * values as defaults, so others can install the app. Exit 0, 1 (a finding blocks or a step fails),
 * 2 (usage).
 */
class CliPublish
{
public:
    static QStringList subcommands();
    /** @p args: "helmdeck <command>" first, then the options and positionals. */
    static int run(const QString &command, const QStringList &args);
};

} // namespace HelmDeck
