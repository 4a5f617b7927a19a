// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

namespace HelmDeck {

/**
 * One YAML file of an app's extra-manifests folder (project file key "manifests",
 * docs/project-file.md), read when the project is loaded (RawManifestLoader) and added to the app
 * chart verbatim: the chart includes it with `.Files.Get`, which is never template-evaluated, so a
 * "{{" in it stays text.
 */
struct RawManifest
{
    QString fileName; ///< the file's name in the folder ("redis.yaml"); also its name in the chart
    QString filePath; ///< the absolute path it was read from, for findings
    QByteArray content;

    bool operator==(const RawManifest &o) const
    {
        return fileName == o.fileName && filePath == o.filePath && content == o.content;
    }
};

using RawManifests = QList<RawManifest>;

} // namespace HelmDeck
