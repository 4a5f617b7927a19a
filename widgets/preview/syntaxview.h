// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "job/worker.h"

#include <QPlainTextEdit>

#include <memory>

namespace HelmDeck {

class ChunkedHighlighter;
class SyntaxGutter;

/**
 * A read-only, highlighted text view: one KSyntaxHighlighting definition (e.g. "YAML", "Diff") in a
 * theme that follows the palette (a dark base colour picks the default dark theme), a line-number
 * gutter, and a bounded document (MaxChars; the rest is cut with a "# ..." note) so a huge text
 * stays responsive. Highlighting runs on the UI thread in slices of at most
 * ChunkedHighlighter::SliceBudgetMs (the first at once, the rest between events), so a long text
 * never freezes the window; texts above HighlightMaxChars are shown plain, and their document is
 * built off the UI thread (Worker; filling a QTextDocument with half a MiB takes tens of ms) and
 * swapped in when ready: until then the old text stays (isLoading()). setBoundedText() keeps the
 * scroll position, so a refresh while reading does not jump.
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

    /**
     * Replaces the text (cut at MaxChars with a note), keeping the scroll position. Up to
     * HighlightMaxChars at once; a longer text is shown when its document has been built off the UI
     * thread (textShown()). A newer call supersedes a text still being built; the text shown or
     * being built again changes nothing.
     */
    void setBoundedText(const QString &text);
    /** True while a long text is being built off the UI thread (the previous text is still shown). */
    bool isLoading() const { return m_loader.isRunning(); }
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

Q_SIGNALS:
    /** A long text set by setBoundedText() is now in the document (after isLoading()). */
    void textShown();

protected:
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void applyTheme();
    void updateGutterWidth();
    void updateGutter(const QRect &rect, int dy);
    void adopt(const std::shared_ptr<QTextDocument> &document);

    ChunkedHighlighter *m_highlighter;
    SyntaxGutter *m_gutter;
    QString m_themeName;
    bool m_applyingTheme = false;
    std::shared_ptr<QTextDocument> m_built; ///< the document of the last long text, when shown
    QString m_pendingText; ///< the long text being built
    Worker m_loader { this };
};

} // namespace HelmDeck
