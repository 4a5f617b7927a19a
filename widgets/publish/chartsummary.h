// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace HelmDeck {

/**
 * What the publish wizard shows of a chart folder before anything runs: Chart.yaml's name and
 * version and values.yaml's image.repository. A line reader for the top-level keys (and the one
 * nested key) only — the planner reads the files properly; this only fills labels and a default.
 */
struct ChartSummary
{
    bool ok = false; ///< the folder has a readable Chart.yaml
    QString error; ///< why not: "<dir> has no Chart.yaml"
    QString name;
    QString version;
    QString imageRepository; ///< values.yaml's image.repository; empty when absent

    static ChartSummary read(const QString &dir);
    /** "ghcr.io/acme/web" of an image reference "ghcr.io/acme/web:1.0" or "...@sha256:…". */
    static QString repositoryOf(const QString &image);
};

} // namespace HelmDeck
