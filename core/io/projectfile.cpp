// SPDX-License-Identifier: GPL-3.0-or-later
#include "projectfile.h"

#include "certificateloader.h"
#include "inputfile.h"
#include "kustomizefolder.h"
#include "projectreader.h"
#include "projectwriter.h"
#include "rawmanifestloader.h"

#include <QFileInfo>
#include <QSaveFile>

#include <utility>

namespace HelmDeck {

ProjectLoadResult ProjectFile::load(const QString &path)
{
    // bounded, regular files only, UTF-8 checked (docs/inputs.md)
    InputRead in = InputFile::readText(path, InputKind::ProjectFile);
    if (!in.ok) {
        ProjectLoadResult result;
        result.findings = in.findings;
        return result;
    }
    // the reader gets the only copy of the text, so it is freed once the tree is built
    ProjectLoadResult result = ProjectReader(path).read(std::move(in.data));
    result.findings = in.findings + result.findings;
    if (result.ok) { // extra manifests, kustomize folders and certificates live next to the project file
        const QString baseDir = QFileInfo(path).absolutePath();
        result.findings.append(RawManifestLoader::loadAll(&result.project, baseDir));
        result.findings.append(KustomizeFolder::resolveAll(&result.project, baseDir));
        CertificateLoader::loadAll(&result.project, baseDir);
    }
    return result;
}

ProjectLoadResult ProjectFile::parse(const QByteArray &data, const QString &fileName)
{
    ProjectReader reader(fileName);
    return reader.read(data);
}

QByteArray ProjectFile::serialize(const Project &project)
{
    return ProjectWriter::write(project);
}

bool ProjectFile::save(const Project &project, const QString &path, QString *error)
{
    auto fail = [&](const QString &why) {
        if (error)
            *error = tr("cannot save %1: %2").arg(path, why);
        return false;
    };
    const QByteArray data = serialize(project);
    if (data.isEmpty())
        return fail(tr("the YAML writer failed"));
    // QSaveFile writes a temporary file next to the target and renames it over the target on
    // commit(), so a failure at any step leaves the old file as it was.
    // QSaveFile would rename its temporary file over a FIFO or a device node: only regular files
    if (const QFileInfo target(path); target.exists() && !target.isFile())
        return fail(tr("it is not a regular file (a folder, FIFO, device or socket)"));
    QSaveFile file(path);
    // Unbuffered, so a short write (a full disk, a size limit) shows here with its byte count;
    // Qt often reports it as "Unknown error" only.
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return fail(file.errorString());
    const qint64 written = file.write(data);
    if (written != data.size()) {
        const QString reason = file.error() == QFileDevice::NoError || written > 0 ? tr("is the disk full?")
                                                                                   : file.errorString();
        const QString why = tr("only %1 of %2 bytes could be written (%3)")
                                .arg(qMax<qint64>(written, 0))
                                .arg(data.size())
                                .arg(reason);
        file.cancelWriting();
        return fail(why);
    }
    if (!file.commit())
        return fail(file.errorString());
    return true;
}

} // namespace HelmDeck
