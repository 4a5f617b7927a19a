// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

#include <memory>

class QTextDocument;

namespace KSyntaxHighlighting {
class Definition;
class Theme;
} // namespace KSyntaxHighlighting

namespace HelmDeck {

/**
 * Highlights a read-only document with KSyntaxHighlighting a slice at a time, so the UI thread is
 * never held for long (docs/architecture.md §2: the preview never blocks the UI thread).
 *
 * rehighlight() starts a pass from the first block: each slice highlights whole blocks, in order
 * (a line's state depends on the line before), for at most SliceBudgetMs of wall time, then yields
 * to the event loop (a zero-interval timer) and goes on with the next slice; the first slice runs
 * at once, so what a reader sees at the top is coloured in the same frame as the text. Formats are
 * applied as QSyntaxHighlighter does (QTextLayout::setFormats + markContentsDirty), so the text
 * never changes and the view does not flicker. Each block keeps the state it ended in, so after
 * an edit in place only the changed blocks, and those whose state the edit changed, are
 * highlighted again (rehighlightChanged()). A new rehighlight(), rehighlightChanged() or
 * setDocument() abandons the pass under way. The document must not be edited while a pass runs (the views set
 * whole texts).
 */
class ChunkedHighlighter : public QObject
{
    Q_OBJECT
public:
    /** The longest one slice may run, in milliseconds (half a 60 Hz frame). */
    static constexpr int SliceBudgetMs = 8;

    explicit ChunkedHighlighter(QObject *parent = nullptr);
    ~ChunkedHighlighter() override;

    void setDefinition(const KSyntaxHighlighting::Definition &definition);
    KSyntaxHighlighting::Definition definition() const;
    void setTheme(const KSyntaxHighlighting::Theme &theme);
    KSyntaxHighlighting::Theme theme() const;

    /** The document to highlight; null detaches (formats already applied stay). Starts a pass. */
    void setDocument(QTextDocument *document);
    QTextDocument *document() const;
    /** Starts a pass over the whole document (after a new text, theme or definition). */
    void rehighlight();
    /**
     * After the text in [@p from, @p to) (positions in the document as it is now) replaced other
     * text, the blocks around it kept: starts a pass at the block holding @p from, which stops at
     * the first block past @p to that ends in the state it ended in before (the rest is coloured
     * as it was). Without a finished pass to build on, the same as rehighlight().
     */
    void rehighlightChanged(int from, int to);
    /** True while a pass has blocks left. */
    bool isPending() const;
    /** Slices run by the last pass (1 for a short text); for tests and benchmarks. */
    int slicesOfLastPass() const;

Q_SIGNALS:
    /** One slice ran: blocks [0, @p highlightedBlocks) are highlighted. */
    void sliceDone(int highlightedBlocks);
    /** The pass reached the last block. */
    void finished();

private:
    void runSlice();

    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace HelmDeck
