// SPDX-License-Identifier: GPL-3.0-or-later
#include "rawmanifestloader.h"

#include "inputfile.h"

#include <QDir>
#include <QFileInfo>

namespace HelmDeck {

Findings RawManifestLoader::loadAll(Project *project, const QString &baseDir)
{
    Findings out;
    for (App &app : project->apps) {
        app.extraManifests.clear();
        if (app.manifestsPath.trimmed().isEmpty())
            continue;
        const QString field = app.fieldPrefix() + QStringLiteral(".manifests");
        Findings f = load(app.manifestsPath, baseDir, field, &app.extraManifests);
        for (Finding &finding : f) {
            if (!finding.location.isValid()) // a file's own findings keep its name, line and column
                finding.location = project->locate(field);
        }
        out.append(f);
    }
    return out;
}

Findings RawManifestLoader::load(
    const QString &path, const QString &baseDir, const QString &fieldPath, RawManifests *out)
{
    Findings findings;
    out->clear();
    const QDir dir(QDir(baseDir).absoluteFilePath(path.trimmed()));
    if (!dir.exists()) {
        findings.append(Finding::warning(
            tr("the extra manifests folder \"%1\" does not exist (looked at %2); no manifests are "
               "added")
                .arg(path, dir.absolutePath()),
            fieldPath));
        return findings;
    }
    const QFileInfoList files = dir.entryInfoList({ QStringLiteral("*.yaml"), QStringLiteral("*.yml") },
        QDir::Files | QDir::System | QDir::Readable, QDir::Name);
    for (const QFileInfo &info : files) {
        // regular files only, bounded, UTF-8 checked (docs/inputs.md); a refused file is an error:
        // a deploy without a manifest the folder holds would silently change what is applied
        const InputRead in = InputFile::readText(info.absoluteFilePath(), InputKind::Manifest, fieldPath);
        for (Finding f : in.findings) {
            if (f.severity == Finding::Severity::Error)
                f.message = tr("%1; nothing is rendered or deployed without it").arg(f.message);
            findings.append(f);
        }
        if (!in.ok)
            continue;
        out->append(RawManifest { info.fileName(), info.absoluteFilePath(), in.data });
    }
    if (files.isEmpty())
        findings.append(Finding::warning(
            tr("the extra manifests folder \"%1\" has no .yaml files").arg(path), fieldPath));
    return findings;
}

} // namespace HelmDeck
