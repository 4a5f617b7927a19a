// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/finding.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace HelmDeck {

/** What a file read by HelmDeck is: decides its size cap and how messages name it. */
enum class InputKind
{
    ProjectFile, ///< helmdeck.yaml
    Procfile,
    AppJson,
    Kubeconfig,
    DockerConfig, ///< ~/.docker/config.json or a file given as the pull-secret source
    HelmRegistryConfig, ///< helm's registry/config.json (the docker config format)
    Certificate, ///< an imported TLS certificate chain (PEM)
    PrivateKey, ///< the private key of an imported certificate (PEM; read into the keychain only)
    Manifest, ///< an extra manifest or a kustomization file
    ChartFile ///< a file of a chart HelmDeck packages or reads (Chart.yaml, Chart.lock, values.yaml, ...)
};

/** What reading one file produced. ok is false when a finding is an error; data is then empty. */
struct InputRead
{
    QByteArray data; ///< the bytes; for text, lone CR line ends are already LF (an info finding says so)
    Findings findings; ///< errors name the file (and line and column for encoding errors)
    bool ok = false;
};

/**
 * The one guarded reader for every file HelmDeck reads from the user (docs/inputs.md).
 *
 *  - Regular files only: a FIFO, character or block device, socket or directory is refused by name,
 *    without blocking. The path is stat()ed before it is opened, opened with O_NONBLOCK (a FIFO
 *    swapped in between cannot block the open), and fstat()ed after: the opened file must be the
 *    regular file that was checked.
 *  - Symbolic links are followed; a loop is reported as a loop and a dangling link names its target.
 *    Messages about a link's target name both the link and where it points.
 *  - At most cap(kind) bytes are read: a bigger file (or one that grows while read) is refused with
 *    the cap in the message, never truncated.
 *
 * Findings carry SourceLocation { path } and the given field path; nothing is read on an error.
 */
class InputFile
{
    Q_DECLARE_TR_FUNCTIONS(HelmDeck::InputFile)

public:
    /** The size cap of @p kind, in bytes. */
    static qint64 cap(InputKind kind);
    /** How messages name @p kind: "project file", "Procfile", "kubeconfig", ... */
    static QString kindName(InputKind kind);
    /** "4 MiB", "256 KiB", "12 bytes". */
    static QString sizeText(qint64 bytes);

    /**
     * True when there is something by the name @p path: a file of any type, or a link even when it
     * is broken or loops. A reader that skips absent files asks this, so a FIFO, a loop or a broken
     * link is read and refused with its reason, never skipped as if it were absent.
     */
    static bool present(const QString &path);

    /** Reads @p path as bytes (certificates in DER, anything hashed): the file checks above only. */
    static InputRead readBytes(const QString &path, InputKind kind, const QString &fieldPath = QString());
    /**
     * readBytes() and then TextCheck::check(): UTF-8 only, no NUL byte, lone CR normalised to LF with
     * an info finding (see textcheck.h).
     */
    static InputRead readText(const QString &path, InputKind kind, const QString &fieldPath = QString());
};

} // namespace HelmDeck
