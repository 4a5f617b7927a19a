// SPDX-License-Identifier: GPL-3.0-or-later
#include "kustomizefolder.h"

#include "inputfile.h"

#include <QDir>
#include <QFileInfo>

namespace HelmDeck {

Findings KustomizeFolder::resolveAll(Project *project, const QString &baseDir)
{
    Findings out;
    for (App &app : project->apps) {
        app.kustomizeDir.clear();
        if (app.kustomizePath.trimmed().isEmpty())
            continue;
        const QString field = app.fieldPrefix() + QStringLiteral(".kustomize");
        QString error;
        app.kustomizeDir = resolve(app.kustomizePath, baseDir, &error);
        if (!error.isEmpty())
            out.append(Finding::error(error, field, project->locate(field)));
    }
    return out;
}

QString KustomizeFolder::resolve(const QString &path, const QString &baseDir, QString *error)
{
    const QDir dir(QDir(baseDir).absoluteFilePath(path.trimmed()));
    if (!dir.exists()) {
        *error
            = tr("the kustomize folder \"%1\" does not exist (looked at %2)").arg(path, dir.absolutePath());
        return QString();
    }
    const QString file = dir.filePath(QStringLiteral("kustomization.yaml"));
    if (!QFileInfo(file).exists() && !QFileInfo(file).isSymLink()) {
        *error = tr("the kustomize folder \"%1\" has no readable kustomization.yaml").arg(path);
        return QString();
    }
    // regular files only, bounded (docs/inputs.md)
    const InputRead in = InputFile::readText(file, InputKind::Manifest);
    if (!in.ok) {
        *error = in.findings.isEmpty() ? tr("cannot read %1").arg(file) : in.findings.first().message;
        return QString();
    }
    // The chart's output reaches kustomize only as this resource (docs/deploy.md).
    if (!in.data.contains("helmdeck-rendered.yaml")) {
        *error = tr("%1/kustomization.yaml does not list helmdeck-rendered.yaml under resources: the app's "
                    "rendered manifests would not be post-rendered")
                     .arg(path);
        return QString();
    }
    return dir.absolutePath();
}

} // namespace HelmDeck
