// SPDX-License-Identifier: GPL-3.0-or-later
#include "certificateloader.h"

#include "inputfile.h"

#include <QDir>

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
    // regular files only, bounded (docs/inputs.md); DER or PEM, so bytes: TlsValidator checks the content
    static_assert(MaxFileBytes == 256 * 1024, "InputFile::cap(InputKind::Certificate) says the same");
    InputRead in = InputFile::readBytes(out->filePath, InputKind::Certificate);
    if (!in.ok) {
        out->readError
            = in.findings.isEmpty() ? tr("cannot read the certificate file") : in.findings.first().message;
        return;
    }
    const QByteArray data = in.data;
    out->chainPem = data;
}

} // namespace HelmDeck
