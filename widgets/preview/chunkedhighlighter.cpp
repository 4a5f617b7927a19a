// SPDX-License-Identifier: GPL-3.0-or-later
#include "chunkedhighlighter.h"

#include <KSyntaxHighlighting/AbstractHighlighter>
#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/Format>
#include <KSyntaxHighlighting/State>
#include <KSyntaxHighlighting/Theme>

#include <QElapsedTimer>
#include <QPointer>
#include <QTextBlock>
#include <QTextCharFormat>
#include <QTextDocument>
#include <QTextLayout>
#include <QTimer>
#include <QVector>

namespace HelmDeck {

namespace {

/** The state a block ended in when it was last highlighted, kept with the block. */
struct BlockState : public QTextBlockUserData
{
    explicit BlockState(const KSyntaxHighlighting::State &s)
        : state(s)
    { }
    KSyntaxHighlighting::State state;
};

} // namespace

struct ChunkedHighlighter::Private : public KSyntaxHighlighting::AbstractHighlighter
{
    QPointer<QTextDocument> document;
    QTimer timer;
    QTextBlock next;
    KSyntaxHighlighting::State state;
    QVector<QTextLayout::FormatRange> ranges; // of the line being highlighted
    int slices = 0;
    int stopAfter = -1; // ≥ 0: the pass may end past this position where a block's state is unchanged
    bool complete = false; // the last pass reached the last block: every block has its state

    void start(const QTextBlock &first, int stopAfterPosition)
    {
        timer.stop();
        slices = 0;
        complete = false;
        stopAfter = stopAfterPosition;
        const QTextBlock before = first.isValid() ? first.previous() : QTextBlock();
        const auto *kept = before.isValid() ? static_cast<BlockState *>(before.userData()) : nullptr;
        state = kept ? kept->state : KSyntaxHighlighting::State();
        next = first;
    }

    /** Highlights one line after the state the line before left. */
    void highlight(const QString &text) { state = highlightLine(QStringView(text), state); }

    void applyFormat(int offset, int length, const KSyntaxHighlighting::Format &format) override
    {
        const KSyntaxHighlighting::Theme t = theme();
        if (length <= 0 || format.isDefaultTextStyle(t))
            return;
        QTextCharFormat f;
        if (format.hasTextColor(t))
            f.setForeground(format.textColor(t));
        if (format.hasBackgroundColor(t))
            f.setBackground(format.backgroundColor(t));
        if (format.isBold(t))
            f.setFontWeight(QFont::Bold);
        if (format.isItalic(t))
            f.setFontItalic(true);
        if (format.isUnderline(t))
            f.setFontUnderline(true);
        if (format.isStrikeThrough(t))
            f.setFontStrikeOut(true);
        ranges.append(QTextLayout::FormatRange { offset, length, f });
    }
};

ChunkedHighlighter::ChunkedHighlighter(QObject *parent)
    : QObject(parent)
    , d(new Private)
{
    d->timer.setInterval(0);
    connect(&d->timer, &QTimer::timeout, this, &ChunkedHighlighter::runSlice);
}

ChunkedHighlighter::~ChunkedHighlighter() = default;

void ChunkedHighlighter::setDefinition(const KSyntaxHighlighting::Definition &definition)
{
    d->setDefinition(definition);
}

KSyntaxHighlighting::Definition ChunkedHighlighter::definition() const
{
    return d->definition();
}

void ChunkedHighlighter::setTheme(const KSyntaxHighlighting::Theme &theme)
{
    d->setTheme(theme);
}

KSyntaxHighlighting::Theme ChunkedHighlighter::theme() const
{
    return d->theme();
}

QTextDocument *ChunkedHighlighter::document() const
{
    return d->document;
}

bool ChunkedHighlighter::isPending() const
{
    return d->timer.isActive();
}

int ChunkedHighlighter::slicesOfLastPass() const
{
    return d->slices;
}

void ChunkedHighlighter::setDocument(QTextDocument *document)
{
    d->timer.stop();
    d->next = QTextBlock();
    d->complete = false;
    d->document = document;
    if (document)
        rehighlight();
}

void ChunkedHighlighter::rehighlight()
{
    d->start(d->document ? d->document->firstBlock() : QTextBlock(), -1);
    if (d->next.isValid())
        runSlice(); // the top of the text is coloured before it is first painted
}

void ChunkedHighlighter::rehighlightChanged(int from, int to)
{
    if (!d->document || !d->complete) {
        rehighlight();
        return;
    }
    d->start(d->document->findBlock(qMax(0, from)), qMax(from, to));
    if (!d->next.isValid()) // the change removed the end of the text: nothing left to colour
        d->next = d->document->lastBlock();
    if (d->next.isValid())
        runSlice();
}

void ChunkedHighlighter::runSlice()
{
    if (!d->document || !d->next.isValid()) {
        d->timer.stop();
        return;
    }
    ++d->slices;
    QElapsedTimer clock;
    clock.start();
    const int firstPosition = d->next.position();
    int end = firstPosition;
    bool caughtUp = false; // past the change, in the state the old text had here
    do {
        d->ranges.clear();
        const QString text = d->next.text();
        d->highlight(text);
        d->next.layout()->setFormats(d->ranges);
        end = d->next.position() + d->next.length();
        auto *kept = static_cast<BlockState *>(d->next.userData());
        caughtUp = d->stopAfter >= 0 && d->next.position() >= d->stopAfter && kept && kept->state == d->state;
        if (kept)
            kept->state = d->state;
        else
            d->next.setUserData(new BlockState(d->state));
        d->next = caughtUp ? QTextBlock() : d->next.next();
    } while (d->next.isValid() && clock.elapsed() < SliceBudgetMs);
    // one relayout per slice (QSyntaxHighlighter marks each block it formats)
    d->document->markContentsDirty(firstPosition, end - firstPosition);
    const int done = d->next.isValid() ? d->next.blockNumber() : d->document->blockCount();
    const bool last = !d->next.isValid();
    if (last) {
        d->timer.stop();
        d->complete = true;
    } else if (!d->timer.isActive())
        d->timer.start();
    Q_EMIT sliceDone(done);
    if (last)
        Q_EMIT finished();
}

} // namespace HelmDeck
