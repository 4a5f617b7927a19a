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

struct ChunkedHighlighter::Private : public KSyntaxHighlighting::AbstractHighlighter
{
    QPointer<QTextDocument> document;
    QTimer timer;
    QTextBlock next;
    KSyntaxHighlighting::State state;
    QVector<QTextLayout::FormatRange> ranges; // of the line being highlighted
    int slices = 0;

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
    d->document = document;
    if (document)
        rehighlight();
}

void ChunkedHighlighter::rehighlight()
{
    d->timer.stop();
    d->slices = 0;
    d->state = KSyntaxHighlighting::State();
    d->next = d->document ? d->document->firstBlock() : QTextBlock();
    if (d->next.isValid())
        runSlice(); // the top of the text is coloured before it is first painted
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
    do {
        d->ranges.clear();
        const QString text = d->next.text();
        d->highlight(text);
        d->next.layout()->setFormats(d->ranges);
        end = d->next.position() + d->next.length();
        d->next = d->next.next();
    } while (d->next.isValid() && clock.elapsed() < SliceBudgetMs);
    // one relayout per slice (QSyntaxHighlighter marks each block it formats)
    d->document->markContentsDirty(firstPosition, end - firstPosition);
    const int done = d->next.isValid() ? d->next.blockNumber() : d->document->blockCount();
    const bool last = !d->next.isValid();
    if (last)
        d->timer.stop();
    else if (!d->timer.isActive())
        d->timer.start();
    Q_EMIT sliceDone(done);
    if (last)
        Q_EMIT finished();
}

} // namespace HelmDeck
