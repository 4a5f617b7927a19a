// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/finding.h"
#include "model/project.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace HelmDeck {

/** What loading a project file produced. ok is false when a finding is an error. */
struct ProjectLoadResult
{
    Project project; ///< project.sources maps every field path to its file:line:column
    Findings findings; ///< errors name file, line, column and field path
    bool ok = false;
};

/**
 * helmdeck.yaml: reading and writing (schema: docs/project-file.md, "schemaVersion: 1").
 *
 * save → load → save is byte-stable: serialize() writes keys in a fixed order, quotes every string
 * the user typed, and omits values equal to their defaults. Secret env values are never written
 * (only their names with "secret: true").
 */
class ProjectFile
{
    Q_DECLARE_TR_FUNCTIONS(HelmDeck::ProjectFile)

public:
    static ProjectLoadResult load(const QString &path);
    /** Parses @p data; @p fileName is used in findings only. */
    static ProjectLoadResult parse(const QByteArray &data, const QString &fileName);
    static QByteArray serialize(const Project &project);
    /** Atomic save (QSaveFile): the old file stays intact on any failure. */
    static bool save(const Project &project, const QString &path, QString *error = nullptr);
};

} // namespace HelmDeck
