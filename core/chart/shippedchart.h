// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace HelmDeck {

/**
 * The charts HelmDeck ships (charts/<chart> in the sources, ":/charts/<chart>" in the binary): each a
 * real chart with a documented Chart.yaml and values.yaml, and its templates/. ChartWriter starts
 * every chart it writes from these files and overlays what it computes for one release (name,
 * version, values), so a written chart keeps the shipped comments and defaults.
 */
class ShippedChart
{
public:
    /** "app", "config", "pull-secret", "storage" and "tls". */
    static QStringList names();
    /**
     * The shipped file @p relativePath ("Chart.yaml", "values.yaml", "templates/secret.yaml") of
     * @p chart; empty when the chart or the file is not in this build or the path leaves the chart.
     */
    static QByteArray file(const QString &chart, const QString &relativePath);
    /** The files under templates/ of @p chart, relative to the chart root ("templates/secret.yaml"), sorted.
     */
    static QStringList templateFiles(const QString &chart);

    /**
     * @p documented (a shipped Chart.yaml or values.yaml) with the keys of @p computed put in, as text:
     * a key of @p computed that the document has replaces its value in place, below the document's
     * comment for it; where both hold a block map under a key, the overlay goes key by key inside it;
     * a key the document lacks is appended to its map; keys only the document has keep their
     * defaults. The result is what Helm would get by merging @p computed over @p documented, with the
     * document's comments kept.
     *
     * Both texts must be block-style YAML indented by two spaces per level, with comments on lines of
     * their own (the shipped files are written so; yaml-cpp emits @p computed so) and no multi-line
     * scalars. Returns an empty array when @p computed is empty.
     */
    static QByteArray overlay(const QByteArray &documented, const QByteArray &computed);
};

} // namespace HelmDeck
