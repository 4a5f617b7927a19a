// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "manifestset.h"

#include <QHash>
#include <QList>
#include <QString>

namespace HelmDeck {

/** The change of one Kubernetes object between the live release and the new render. */
struct ObjectDiff
{
    enum class Change
    {
        Added,
        Removed,
        Changed,
        Unchanged,
    };

    QString release;
    QString kind;
    QString name;
    Change change = Change::Unchanged;
    QString
        unifiedDiff; ///< "--- live/<kind>/<name>\n+++ new/<kind>/<name>\n@@ … @@\n…"; empty when Unchanged
};

/** What a deploy would change, per release and object. */
struct ManifestDiffResult
{
    QList<ObjectDiff>
        objects; ///< release order of the new set, then the live-only releases; kind/name order inside
    int added = 0;
    int removed = 0;
    int changed = 0;
    bool truncated = false; ///< the text hit MaxDiffBytes

    bool hasChanges() const { return added + removed + changed > 0; }
    /**
     * The whole diff as one text in unified format (KSyntaxHighlighting's "Diff" definition), one
     * "# Release: <name>" line before each release with changes; "" when nothing changes.
     */
    QString text() const;
    /** "2 added, 1 changed, 0 removed" */
    QString summary() const;
};

/**
 * A helm-diff style comparison of the new render against the live manifests (`helm get manifest
 * <release>` per release), object by object (matched on release, apiVersion group, kind, namespace
 * and name), as unified diffs with @c context lines (3 by default; -1 = the whole object). Built on
 * the dtl library (Debian libdtl-dev).
 *
 * Secrets are never shown: in a Secret's `data`/`stringData` every value is the mask on both sides,
 * and a key whose value differs shows "•••• (changed)" on the new side, so a changed password is
 * visible as a change without its value. Only the keys @p clearSecretKeys names for a Secret (by
 * metadata.name, e.g. the non-secret env vars of "config-<app>") are shown, as the text they
 * decode to (SecretDecoder), so their changes read as ordinary lines. A release with no live manifest (first
 * deploy) shows every object as added; a live object missing from the new render shows as removed.
 *
 * The text is bounded: after MaxDiffBytes the rest is dropped with a "# … diff truncated" line.
 */
class ManifestDiff
{
public:
    static constexpr int MaxDiffBytes = 4 * 1024 * 1024;

    /**
     * @p live: the live manifests, as ManifestSet::parse(release, helm get manifest output) per
     * release (a release that is not installed is simply absent). @p rendered: the new render.
     * @p releases limits the comparison to those release names (empty = every release in either set).
     */
    static ManifestDiffResult compare(const ManifestSet &live, const ManifestSet &rendered,
        const QStringList &releases = QStringList(), int context = 3,
        const QHash<QString, QStringList> &clearSecretKeys = QHash<QString, QStringList>());
};

} // namespace HelmDeck
