// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPlainTextEdit>

namespace HelmDeck {

class ChunkedHighlighter;
class SyntaxGutter;

/**
 * A read-only, highlighted text view: one KSyntaxHighlighting definition (e.g. "YAML", "Diff") in a
 * theme that follows the palette (a dark base colour picks the default dark theme), a line-number
 * gutter, and a bounded document (MaxChars; the rest is cut with a "# ..." note) so a huge text
 * stays responsive. Highlighting runs on the UI thread in slices of at most
 * ChunkedHighlighter::SliceBudgetMs (the first at once, the rest between events), so a long text
 * never freezes the window; texts above HighlightMaxChars are shown plain. setBoundedText() keeps
 * the scroll position, so a refresh while reading does not jump.
 *
 * The shared base of ManifestView (rendered YAML) and the diff view (unified diffs).
 */
class SyntaxView : public QPlainTextEdit
{
    Q_OBJECT
public:
    static constexpr int MaxChars = 1024 * 1024;
    static constexpr int HighlightMaxChars = 256 * 1024;

    /** Highlights with the definition named @p definitionName (none when the name is unknown). */
    explicit SyntaxView(const QString &definitionName, QWidget *parent = nullptr);
    ~SyntaxView() override;

    /** Replaces the text (cut at MaxChars with a note), keeping the scroll position. */
    void setBoundedText(const QString &text);
    /** The name of the highlighting definition in use, empty when none was found. */
    QString definitionName() const;
    /** The name of the highlighting theme in use. */
    QString themeName() const;
    /** False when the text is too long to highlight (see HighlightMaxChars). */
    bool isHighlighting() const;
    /** The highlighter (its pass may still be under way: ChunkedHighlighter::isPending()). */
    ChunkedHighlighter *highlighter() const { return m_highlighter; }

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

    ChunkedHighlighter *m_highlighter;
    SyntaxGutter *m_gutter;
    QString m_themeName;
    bool m_applyingTheme = false;
};

} // namespace HelmDeck
