// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "syntaxview.h"

namespace HelmDeck {

/**
 * A read-only YAML view of rendered manifests: a SyntaxView with KSyntaxHighlighting's "YAML"
 * definition (palette-following theme, line numbers, bounded to MaxChars, plain above
 * HighlightMaxChars). setYaml() keeps the scroll position, so a re-render while reading does not
 * jump to the top.
 */
class ManifestView : public SyntaxView
{
    Q_OBJECT
public:
    explicit ManifestView(QWidget *parent = nullptr);

    /**
     * Replaces the text, keeping the scroll position when the text changed only in place. The same
     * text as last time changes nothing (no re-layout, no re-highlight): after an edit most releases
     * come back unchanged from the render cache.
     */
    void setYaml(const QString &yaml);

private:
    QString m_yaml;
    bool m_hasYaml = false;
};

} // namespace HelmDeck
