// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSet>
#include <QString>

namespace HelmDeck {

/**
 * Shows a Secret's values as the text they hold, for reading (docs/deploy.md "Reading the preview
 * and the diff"): a rendered Secret carries its env under `data:` as base64, which says nothing to
 * a person, so the preview's "Reveal secrets" and the diff's visible env values decode it.
 *
 * decode() rebuilds the document's `data:` block from its parsed values: each base64 value that
 * decodes to UTF-8 text without NUL becomes that text, double-quoted (YAML escapes for control
 * characters: "0755" stays a string); a value that does not decode to text keeps its base64. With
 * Options::toStringData (the preview) the text entries move under `stringData:` — what the API
 * server also takes, so the revealed stream still applies — and the binary ones stay under `data:`;
 * a document that already has `stringData:` keeps one `data:` block. Without it (the diff) the block
 * stays `data:` so the diff's per-key change marks still find their lines.
 *
 * Options::clearKeys limits what is shown: when hasClearKeys, a key outside the set gets
 * Options::mask instead of its value (the diff shows non-secret env values and masks the rest).
 * `stringData:` values are already text: masked the same way, else kept. Every other line stays byte
 * for byte. A document that is not a Secret is returned unchanged; one whose `data:` block is not a
 * simple block map (a flow map, anchors), or whose result does not parse back, comes back through
 * the fallback: unchanged when nothing is masked, else Redactor::redact() with the mask.
 */
class SecretDecoder
{
public:
    struct Options
    {
        bool toStringData = false;
        bool hasClearKeys = false; ///< false: every key is shown
        QSet<QString> clearKeys; ///< the keys shown when hasClearKeys
        QString mask; ///< what a hidden value shows (e.g. Redactor::defaultMask())
    };

    static QString decode(const QString &kind, const QString &yaml, const Options &options);
    /** @p text as a YAML double-quoted scalar (", \ and control characters escaped). */
    static QString quoted(const QString &text);
};

} // namespace HelmDeck
