// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/project.h"

#include <QCoreApplication>
#include <QString>

namespace HelmDeck {

/**
 * Reads every app's imported certificate chain (RoutingSettings::certificateFile, relative to the
 * project file's folder) into App::certificate when the project is loaded, as RawManifestLoader
 * reads the extra manifests: filePath, chainPem, or readError when the file is missing, unreadable
 * or over MaxFileBytes. The content is checked by TlsValidator (findings at the file and line); the
 * key is not read here: it lives in the keychain (ProjectSecrets).
 */
class CertificateLoader
{
    Q_DECLARE_TR_FUNCTIONS(HelmDeck::CertificateLoader)

public:
    /** A chain of a leaf and a few intermediates is a few KiB; anything over this is not one. */
    static constexpr qint64 MaxFileBytes = 256 * 1024;

    /** Fills every app's certificate (the key is left as it was). @p baseDir: the project file's folder. */
    static void loadAll(Project *project, const QString &baseDir);
    /** Reads @p path (absolute, or relative to @p baseDir) into @p out's filePath, chainPem, readError. */
    static void load(const QString &path, const QString &baseDir, ImportedCertificate *out);
};

} // namespace HelmDeck
