// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPlainTextEdit>

namespace KSyntaxHighlighting {
class SyntaxHighlighter;
}

namespace HelmDeck {

class ManifestGutter;

/**
 * A read-only YAML view of rendered manifests: KSyntaxHighlighting's "YAML" definition in a theme
 * that follows the palette (a dark base colour picks the default dark theme), a line-number gutter,
 * and a bounded document (MaxChars; the rest is cut with a note) so a huge render stays responsive.
 * Highlighting runs on the UI thread, so texts above HighlightMaxChars are shown plain.
 * setYaml() keeps the scroll position, so a re-render while reading does not jump to the top.
 */
class ManifestView : public QPlainTextEdit
{
    Q_OBJECT
public:
    static constexpr int MaxChars = 1024 * 1024;
    static constexpr int HighlightMaxChars = 256 * 1024;

    explicit ManifestView(QWidget *parent = nullptr);
    ~ManifestView() override;

    /** Replaces the text, keeping the scroll position when the text changed only in place. */
    void setYaml(const QString &yaml);
    /** The name of the highlighting definition in use ("YAML"), empty when none was found. */
    QString definitionName() const;
    /** The name of the highlighting theme in use. */
    QString themeName() const;
    /** False when the text is too long to highlight (see HighlightMaxChars). */
    bool isHighlighting() const;

    /** Width the gutter needs for the current line count. */
    int gutterWidth() const;
    /** Paints the gutter's line numbers (called by the gutter widget). */
    void paintGutter(QPaintEvent *event);

protected:
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void applyTheme();
    void updateGutterWidth();
    void updateGutter(const QRect &rect, int dy);

    KSyntaxHighlighting::SyntaxHighlighter *m_highlighter;
    ManifestGutter *m_gutter;
    QString m_themeName;
    bool m_applyingTheme = false;
};

} // namespace HelmDeck
