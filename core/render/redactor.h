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
 * `stringData:` maps, where every value is replaced by the mask and the keys stay, so the user still
 * sees which env vars and registries are set:
 *
 *     data:                         data:
 *       "DATABASE_URL": "cG9z…"  →     "DATABASE_URL": ••••
 *       "MODE": "MDc1NQ=="             "MODE": ••••
 *
 * The rewrite is checked by parsing the result (the same keys, every value equal to the mask, the
 * same other top-level keys). Shapes the line rewrite does not handle (flow maps, complex keys) are
 * re-emitted from the parsed document instead, losing only formatting; a document that cannot be
 * parsed at all is replaced by one comment line, since what it holds cannot be told.
 */
class Redactor
{
public:
    /** "••••" (four U+2022), the mask the preview shows. */
    static QString defaultMask();

    /** True for the kinds whose values are hidden: "Secret". */
    static bool isSecretKind(const QString &kind);

    /**
     * @p yaml (one document, no "---" line) with its secrets masked when @p kind is secret
     * (isSecretKind()) or "Invalid" (ManifestSet's kind for an unparseable document); unchanged
     * otherwise. @p mask is written as a YAML scalar (quoted when it would not read back as itself).
     */
    static QString redact(const QString &kind, const QString &yaml, const QString &mask = defaultMask());

private:
    static QString rewriteLines(const QString &yaml, const QString &maskScalar, bool *ok);
    static QString reemit(const QString &yaml, const QString &mask, bool *ok);
    static bool verify(const QString &original, const QString &redacted, const QString &mask);
};

} // namespace HelmDeck
