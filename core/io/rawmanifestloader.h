// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/finding.h"
#include "model/project.h"

#include <QCoreApplication>
#include <QString>

namespace HelmDeck {

/**
 * Reads the extra raw manifests of every app (App::manifestsPath, relative to the project file's
 * folder) into App::extraManifests: the folder's "*.yaml" and "*.yml" files, sorted by name, not
 * recursing. The content is checked later (SecurityValidator::checkManifest); what cannot be read
 * (a missing folder is a warning; an unreadable file or one over 1 MiB an error, naming the field).
 */
class RawManifestLoader
{
    Q_DECLARE_TR_FUNCTIONS(HelmDeck::RawManifestLoader)

public:
    /** Fills every app's extraManifests; returns the findings. @p baseDir: the project file's folder. */
    static Findings loadAll(Project *project, const QString &baseDir);
    /** Reads the folder @p path (absolute, or relative to @p baseDir) into @p out. */
    static Findings load(
        const QString &path, const QString &baseDir, const QString &fieldPath, RawManifests *out);
};

} // namespace HelmDeck
