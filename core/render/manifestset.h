// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

namespace HelmDeck {

/** One rendered Kubernetes object from `helm template`. */
struct Manifest
{
    QString release;      ///< the Helm release it belongs to, e.g. "python" or "config-python"
    QString source;       ///< template path from helm's "# Source:" comment, e.g. "python/templates/deployment.yaml"
    QString apiVersion;
    QString kind;
    QString name;         ///< metadata.name
    QString yaml;         ///< the document text, without the "---" separator and without the "# Source:" line
};

/**
 * The manifests of one or more releases, grouped by release and ordered by kind then name.
 * parse() splits helm's multi-document output on "---" lines, drops empty documents, and reads
 * apiVersion/kind/metadata.name with yaml-cpp (a document that is not YAML becomes kind "Invalid").
 */
class ManifestSet
{
public:
    static ManifestSet parse(const QString &release, const QByteArray &helmOutput);

    void append(const ManifestSet &other);
    const QList<Manifest> &documents() const { return m_documents; }
    QStringList releases() const;
    QList<Manifest> forRelease(const QString &release) const;
    /** "# Release: <name>" comment before each release's documents, documents joined with "---". */
    QString toYaml() const;
    /** The documents of one release as a YAML stream (for the preview tab). */
    QString releaseYaml(const QString &release) const;

private:
    QList<Manifest> m_documents;
};

} // namespace HelmDeck
