// SPDX-License-Identifier: GPL-3.0-or-later
#include "certificateloader.h"

#include <QDir>
#include <QFile>

namespace HelmDeck {

void CertificateLoader::loadAll(Project *project, const QString &baseDir)
{
    for (App &app : project->apps)
        load(app.routing.certificateFile, baseDir, &app.certificate);
}

void CertificateLoader::load(const QString &path, const QString &baseDir, ImportedCertificate *out)
{
    out->filePath.clear();
    out->chainPem.clear();
    out->readError.clear();
    if (path.trimmed().isEmpty())
        return;
    out->filePath = QDir::cleanPath(QDir(baseDir).absoluteFilePath(path.trimmed()));
    QFile file(out->filePath);
    if (!file.open(QIODevice::ReadOnly)) {
        out->readError = QStringLiteral("cannot read the certificate file: %1").arg(file.errorString());
        return;
    }
    // read one byte more than allowed, so an oversized file is noticed without reading it all
    const QByteArray data = file.read(MaxFileBytes + 1);
    if (data.size() > MaxFileBytes) {
        out->readError = QStringLiteral("the certificate file is over %1 KiB: not a certificate chain")
                             .arg(MaxFileBytes / 1024);
        return;
    }
    out->chainPem = data;
}

} // namespace HelmDeck
