// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace HelmDeck {

/**
 * Hides Secret values in rendered manifests (the preview until the user reveals them, `helmdeck
 * render` without --show-secrets). docs/architecture.md §7: secrets are never shown or printed unless asked
 * for.
 *
 * A document of kind "Secret" keeps its text byte for byte except under its top-level `data:` and
 * `stringData:` maps, where every value is replaced and the keys stay, so the user still sees which
 * env vars and registries are set. By default (redact() without a mask: the preview, `helmdeck render`)
 * the replacement is appliable placeholder data, so a masked stream still passes `kubectl apply`: a
 * `data:` value becomes placeholderData() (valid base64, as the API server decodes it), a `stringData:`
 * value placeholderText(), each followed by the comment maskedComment():
 *
 *     data:                         data:
 *       "DATABASE_URL": "cG9z…"  →     "DATABASE_URL": eyJoZWxtZGVjayI6Im1hc2tlZCJ9 # masked: …
 *       "MODE": "MDc1NQ=="             "MODE": eyJoZWxtZGVjayI6Im1hc2tlZCJ9 # masked: …
 *
 * The placeholder decodes to the JSON text {"helmdeck":"masked"}, so even a masked
 * `.dockerconfigjson` is the JSON the API server requires. Applying it still writes the placeholder,
 * not the values: `--show-secrets` gives the stream to apply. redact() with a mask (the diff's
 * "••••") writes that mask instead, without comments, for reading only.
 *
 * The rewrite is checked by parsing the result (the same keys, every value equal to the mask, the
 * same other top-level keys). Shapes the line rewrite does not handle (flow maps, complex keys) are
 * re-emitted from the parsed document instead, losing only formatting; a document that cannot be
 * parsed at all is replaced by one comment line, since what it holds cannot be told.
 */
class Redactor
{
public:
    /** "••••" (four U+2022): the mask of the diff and of logs, for reading only (not valid base64). */
    static QString defaultMask();
    /** {"helmdeck":"masked"}: what a masked stringData value holds (and placeholderData() decodes to). */
    static QString placeholderText();
    /** The base64 of placeholderText(): what a masked data value holds. */
    static QString placeholderData();
    /** "# masked: …": the comment after every value the default redact() replaced. */
    static QString maskedComment();

    /** True for the kinds whose values are hidden: "Secret". */
    static bool isSecretKind(const QString &kind);

    /**
     * @p yaml (one document, no "---" line) with its secrets masked when @p kind is secret
     * (isSecretKind()) or "Invalid" (ManifestSet's kind for an unparseable document); unchanged
     * otherwise. @p mask empty: the appliable placeholders with their comment (see above); else every
     * value is @p mask, written as a YAML scalar (quoted when it would not read back as itself).
     */
    static QString redact(const QString &kind, const QString &yaml, const QString &mask = QString());

private:
    /** @p data, @p stringData: what replaces the values of each map, as YAML text (comment included). */
    static QString rewriteLines(
        const QString &yaml, const QString &data, const QString &stringData, bool *ok);
    static QString reemit(const QString &yaml, const QString &data, const QString &stringData, bool *ok);
    static bool verify(
        const QString &original, const QString &redacted, const QString &data, const QString &stringData);
};

} // namespace HelmDeck
