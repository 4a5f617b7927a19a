// SPDX-License-Identifier: GPL-3.0-or-later
#include "rawmanifestloader.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace HelmDeck {

namespace {
constexpr qint64 MaxManifestBytes = 1024 * 1024; // a manifest, not a data dump
}

Findings RawManifestLoader::loadAll(Project *project, const QString &baseDir)
{
    Findings out;
    for (App &app : project->apps) {
        app.extraManifests.clear();
        if (app.manifestsPath.trimmed().isEmpty())
            continue;
        const QString field = app.fieldPrefix() + QStringLiteral(".manifests");
        Findings f = load(app.manifestsPath, baseDir, field, &app.extraManifests);
        for (Finding &finding : f)
            finding.location = project->locate(field);
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
            QStringLiteral(
                "the extra manifests folder \"%1\" does not exist (looked at %2); no manifests are "
                "added")
                .arg(path, dir.absolutePath()),
            fieldPath));
        return findings;
    }
    const QFileInfoList files = dir.entryInfoList(
        { QStringLiteral("*.yaml"), QStringLiteral("*.yml") }, QDir::Files | QDir::Readable, QDir::Name);
    for (const QFileInfo &info : files) {
        if (info.size() > MaxManifestBytes) {
            findings.append(Finding::warning(
                QStringLiteral("%1 is over 1 MiB and is not added").arg(info.fileName()), fieldPath));
            continue;
        }
        QFile file(info.absoluteFilePath());
        if (!file.open(QIODevice::ReadOnly)) {
            findings.append(Finding::warning(
                QStringLiteral("cannot read %1: %2").arg(info.fileName(), file.errorString()), fieldPath));
            continue;
        }
        out->append(RawManifest { info.fileName(), info.absoluteFilePath(), file.readAll() });
    }
    if (files.isEmpty())
        findings.append(Finding::warning(
            QStringLiteral("the extra manifests folder \"%1\" has no .yaml files").arg(path), fieldPath));
    return findings;
}

} // namespace HelmDeck
