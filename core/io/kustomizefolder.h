// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/finding.h"
#include "model/project.h"

#include <QCoreApplication>
#include <QString>

namespace HelmDeck {

/**
 * Resolves every app's kustomize post-render folder (App::kustomizePath, project file key
 * "kustomize", relative to the project file's folder) into App::kustomizeDir (absolute). The folder
 * must exist and hold a kustomization.yaml whose resources list "helmdeck-rendered.yaml" (the app
 * chart's output, see KustomizePostRenderer); otherwise an error naming the field, and kustomizeDir
 * stays empty (no post-render).
 */
class KustomizeFolder
{
    Q_DECLARE_TR_FUNCTIONS(HelmDeck::KustomizeFolder)

public:
    /** Fills every app's kustomizeDir; returns the errors. @p baseDir: the project file's folder. */
    static Findings resolveAll(Project *project, const QString &baseDir);
    /** The absolute folder of @p path (relative to @p baseDir), or "" with @p error set. */
    static QString resolve(const QString &path, const QString &baseDir, QString *error);
};

} // namespace HelmDeck
