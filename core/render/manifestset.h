// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chart/releasekind.h"
#include "redactor.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace HelmDeck {

/** One rendered Kubernetes object from `helm template`. */
struct Manifest
{
    QString release; ///< the Helm release it belongs to, e.g. "python" or "config-python"
    /** What the release holds, from the ReleasePlan (App for manifests parsed without one, e.g. live ones).
     */
    ReleaseKind releaseKind = ReleaseKind::App;
    QString
        source; ///< template path from helm's "# Source:" comment, e.g. "python/templates/deployment.yaml"
    QString apiVersion;
    QString kind;
    QString name; ///< metadata.name
    QString yaml; ///< the document text, without the "---" separator and without the "# Source:" line
};

/**
 * The manifests of one or more releases, grouped by release and ordered by kind then name.
 * parse() splits helm's multi-document output on "---" lines, drops empty documents, and reads
 * apiVersion/kind/metadata.name with yaml-cpp (a document that is not YAML becomes kind "Invalid").
 *
 * Order inside a release is apply order: Namespace, ServiceAccount, Secret, ConfigMap,
 * PersistentVolume, PersistentVolumeClaim, Service, Deployment, StatefulSet, DaemonSet, Job, CronJob,
 * Ingress, HTTPRoute, then other kinds by name, "Invalid" last; equal kinds by metadata.name.
 * Releases keep the order in which they were first added.
 */
class ManifestSet
{
public:
    /**
     * Splits a YAML stream (helm's stdout, UTF-8) into documents of @p release. Separators are lines
     * that are exactly "---" or start with "--- "; a "# Source: <path>" comment before a document's
     * first content line becomes Manifest::source; documents with only comments or blanks are dropped.
     * Every document gets @p kind as its Manifest::releaseKind.
     */
    static ManifestSet parse(
        const QString &release, const QByteArray &helmOutput, ReleaseKind kind = ReleaseKind::App);

    void append(const ManifestSet &other);
    const QList<Manifest> &documents() const { return m_documents; }
    bool isEmpty() const { return m_documents.isEmpty(); }
    /** Release names in the order they were added. */
    QStringList releases() const;
    /** The kind of @p release (from its first document); App when the set has no such release. */
    ReleaseKind releaseKind(const QString &release) const;
    QList<Manifest> forRelease(const QString &release) const;
    /** The first document of @p kind named @p name, or nullptr. The pointer dies with the next append(). */
    const Manifest *find(const QString &kind, const QString &name) const;
    QList<Manifest> ofKind(const QString &kind) const;
    /**
     * "<kind> <name>" of every object rendered more than once (same apiVersion group, kind and
     * name), in document order. Two such objects would overwrite each other or be refused on apply:
     * e.g. two domains whose Ingress names come out equal ("a-b.example.com", "a.b-example.com").
     */
    QStringList duplicateObjects() const;
    /**
     * A copy in which every Secret's `data` / `stringData` values are masked (Redactor::redact(): the
     * appliable placeholders when @p mask is empty, else @p mask; keys, names and everything else
     * unchanged). The set itself keeps the real values, for the preview's reveal and for `--show-secrets`.
     */
    ManifestSet redacted(const QString &mask = QString()) const;
    /**
     * A copy in which every Secret's `data` values are decoded into the text they hold, under
     * `stringData` (SecretDecoder; binary values stay base64 under `data`): what the preview shows
     * once the user reveals secrets. Still an appliable stream.
     */
    ManifestSet decoded() const;
    /**
     * A copy without the `helm test` hooks: documents whose source is under a chart's
     * "templates/tests/". `helm get manifest` never lists hooks, so a diff against a live release
     * compares the set without them.
     */
    ManifestSet withoutTests() const;
    /**
     * The whole set as one YAML stream (`helmdeck render`): every document is preceded by a
     * "# Release: <name>" line, then starts with a "---" line and its "# Source: <path>" comment
     * when known, and ends with a newline. Secrets are masked unless @p showSecrets (as redacted():
     * by default with valid placeholder data, so the stream still applies; docs/chart-values.md).
     */
    QString toYaml(bool showSecrets = false, const QString &mask = QString()) const;
    /**
     * The documents of one release as a YAML stream (a preview tab): the same format without the
     * release comments. Secrets are masked unless @p showSecrets.
     */
    QString releaseYaml(
        const QString &release, bool showSecrets = false, const QString &mask = QString()) const;
    /**
     * The order of documents inside a release (see above): @p a comes before @p b by kind rank,
     * then kind name, then metadata.name. For merging other lists of manifests in the same order.
     */
    static bool inApplyOrder(const Manifest &a, const Manifest &b);

private:
    void sortDocuments();

    QList<Manifest> m_documents;
};

} // namespace HelmDeck
