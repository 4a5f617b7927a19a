// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QString>

namespace HelmDeck {

struct ChartPackage;

/** A blob's bytes and what names it. */
struct OciBlob
{
    QString mediaType;
    QByteArray data;
    QString digest; ///< "sha256:<64 hex>" of data
};

/**
 * The OCI artifact of one packaged chart, as `helm push` lays it out (docs/publish.md): a config
 * blob (the chart's metadata as JSON), one layer (the .tgz) and an image manifest (OCI image
 * manifest v1.1, no artifactType) whose annotations are the `org.opencontainers.image.*` ones Helm
 * sets — title, version, description, url, source, authors, created — plus the chart's own
 * annotations where they do not collide. @c created comes from the package's time, not the clock,
 * so the same package gives the same manifest bytes and digest on every machine.
 */
struct ChartManifest
{
    static const QString ManifestMediaType; ///< application/vnd.oci.image.manifest.v1+json
    static const QString ConfigMediaType; ///< application/vnd.cncf.helm.config.v1+json
    static const QString LayerMediaType; ///< application/vnd.cncf.helm.chart.content.v1.tar+gzip

    OciBlob config;
    OciBlob layer;
    QByteArray manifest; ///< the manifest JSON, exactly the bytes to PUT
    QString manifestDigest; ///< "sha256:…" of manifest
    QString error; ///< Chart.yaml could not be read; nothing else is set

    /** Builds the artifact of @p package, created at @p created (UTC, whole seconds). */
    static ChartManifest build(const ChartPackage &package, const QDateTime &created);
    /** "sha256:" + the lower-case hex SHA-256 of @p data. */
    static QString digestOf(const QByteArray &data);
};

} // namespace HelmDeck
