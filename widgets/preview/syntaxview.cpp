// SPDX-License-Identifier: GPL-3.0-or-later
#include "syntaxview.h"

#include "chunkedhighlighter.h"
#include "syntaxgutter.h"

#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/Repository>
#include <KSyntaxHighlighting/Theme>

#include <QApplication>
#include <QCoreApplication>
#include <QFontDatabase>
#include <QPaintEvent>
#include <QPainter>
#include <QPlainTextDocumentLayout>
#include <QResizeEvent>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QThread>

namespace HelmDeck {

namespace {

// Loading the definition index costs tens of milliseconds; every view shares one repository.
Q_GLOBAL_STATIC(KSyntaxHighlighting::Repository, syntaxRepository)

} // namespace

SyntaxView::SyntaxView(const QString &definitionName, QWidget *parent)
    : QPlainTextEdit(parent)
    , m_highlighter(new ChunkedHighlighter(this))
    , m_gutter(new SyntaxGutter(this))
{
    setReadOnly(true);
    setLineWrapMode(QPlainTextEdit::NoWrap);
    setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    document()->setUndoRedoEnabled(false); // read-only: texts are replaced in place, no history kept
    m_highlighter->setDefinition(syntaxRepository->definitionForName(definitionName));
    m_highlighter->setDocument(document());

    connect(this, &QPlainTextEdit::blockCountChanged, this, &SyntaxView::updateGutterWidth);
    connect(this, &QPlainTextEdit::updateRequest, this, &SyntaxView::updateGutter);
    applyTheme();
    updateGutterWidth();
}

SyntaxView::~SyntaxView() = default;

void SyntaxView::setBoundedText(const QString &input)
{
    QString text = input;
    if (text.size() > MaxChars) {
        const int cut = int(text.lastIndexOf(QLatin1Char('\n'), MaxChars));
        const int keep = cut > 0 ? cut : MaxChars;
        const int dropped = int(text.size()) - keep;
        text.truncate(keep);
        text += QLatin1Char('\n')
            + tr("# ... %1 more characters not shown (the preview is limited to %2 MiB).")
                  .arg(dropped)
                  .arg(MaxChars / (1024 * 1024));
    }
    if (m_loader.isRunning() && text == m_pendingText)
        return;
    m_loader.cancel(); // a newer text supersedes the one being built
    m_pendingText.clear();
    const QString shown = toPlainText();
    if (text == shown)
        return;
    // A long text stays plain: even in slices, ~1 MiB would keep the UI thread busy for seconds.
    const bool highlight = text.size() <= HighlightMaxChars;
    if (!highlight) {
        // Building its document takes tens of ms: off the UI thread, swapped in by adopt(). The
        // document is moved to the UI thread before it is handed back; it gets its layout there.
        m_pendingText = text;
        m_loader.start(
            [text](const std::function<bool()> &cancelled) {
                std::shared_ptr<QTextDocument> document;
                if (cancelled())
                    return document;
                auto *built = new QTextDocument;
                built->setUndoRedoEnabled(false);
                built->setPlainText(text);
                built->moveToThread(QCoreApplication::instance()->thread());
                // Deleted on its own thread, whichever thread drops the last reference. Not always
                // deleteLater(): Qt may drop an undelivered result while it holds the event queue's lock.
                document.reset(built, [](QTextDocument *d) {
                    if (d->thread() == QThread::currentThread())
                        delete d;
                    else
                        d->deleteLater();
                });
                return document;
            },
            [this](const std::shared_ptr<QTextDocument> &document) {
                m_pendingText.clear();
                if (document)
                    adopt(document);
            });
        return;
    }
    // A refresh replaces the whole text; keep the reader where they were.
    const int v = verticalScrollBar()->value();
    const int h = horizontalScrollBar()->value();
    if (m_highlighter->document() && !shown.isEmpty()) {
        // A re-render changes a few lines: replace only what differs, so the other blocks keep
        // their layout and colours and only the changed ones are highlighted again.
        const int common = int(qMin(shown.size(), text.size()));
        int prefix = 0;
        while (prefix < common && shown.at(prefix) == text.at(prefix))
            ++prefix;
        int suffix = 0;
        while (suffix < common - prefix
            && shown.at(shown.size() - 1 - suffix) == text.at(text.size() - 1 - suffix))
            ++suffix;
        QTextCursor cursor(document());
        cursor.setPosition(prefix);
        cursor.setPosition(int(shown.size()) - suffix, QTextCursor::KeepAnchor);
        cursor.insertText(text.mid(prefix, text.size() - prefix - suffix));
        m_highlighter->rehighlightChanged(prefix, int(text.size()) - suffix);
        verticalScrollBar()->setValue(v);
        horizontalScrollBar()->setValue(h);
        return;
    }
    setPlainText(text);
    if (!m_highlighter->document())
        m_highlighter->setDocument(document());
    else if (highlight)
        m_highlighter->rehighlight(); // in slices; the first one now, before the text is painted
    verticalScrollBar()->setValue(v);
    horizontalScrollBar()->setValue(h);
}

void SyntaxView::adopt(const std::shared_ptr<QTextDocument> &built)
{
    const int v = verticalScrollBar()->value();
    const int h = horizontalScrollBar()->value();
    if (m_highlighter->document())
        m_highlighter->setDocument(nullptr); // plain: too long to highlight
    built->setDefaultFont(font());
    built->setDocumentLayout(new QPlainTextDocumentLayout(built.get()));
    setDocument(built.get());
    built->setUndoRedoEnabled(false);
    m_built = built; // the previous long text's document goes
    updateGutterWidth();
    verticalScrollBar()->setValue(v);
    horizontalScrollBar()->setValue(h);
    Q_EMIT textShown();
}

QString SyntaxView::definitionName() const
{
    return m_highlighter->definition().name();
}

bool SyntaxView::isHighlighting() const
{
    return m_highlighter->document() != nullptr;
}

QString SyntaxView::themeName() const
{
    return m_themeName;
}

void SyntaxView::applyTheme()
{
    // Decide from the surroundings' palette, not our own: we overwrite our Base and Text below.
    const QPalette source = parentWidget() ? parentWidget()->palette() : QApplication::palette(this);
    const bool dark = source.color(QPalette::Base).lightness() < 128;
    const KSyntaxHighlighting::Theme theme = syntaxRepository->defaultTheme(
        dark ? KSyntaxHighlighting::Repository::DarkTheme : KSyntaxHighlighting::Repository::LightTheme);
    if (theme.name() == m_themeName)
        return;
    m_themeName = theme.name();

    m_applyingTheme = true;
    QPalette pal = palette();
    pal.setColor(QPalette::Base, QColor(theme.editorColor(KSyntaxHighlighting::Theme::BackgroundColor)));
    pal.setColor(QPalette::Text, QColor(theme.textColor(KSyntaxHighlighting::Theme::Normal)));
    pal.setColor(QPalette::Highlight, QColor(theme.editorColor(KSyntaxHighlighting::Theme::TextSelection)));
    setPalette(pal);
    m_applyingTheme = false;

    m_highlighter->setTheme(theme);
    m_highlighter->rehighlight();
    m_gutter->update();
}

void SyntaxView::changeEvent(QEvent *event)
{
    QPlainTextEdit::changeEvent(event);
    if (!m_applyingTheme
        && (event->type() == QEvent::PaletteChange || event->type() == QEvent::ApplicationPaletteChange))
        applyTheme();
}

int SyntaxView::gutterWidth() const
{
    int digits = 1;
    for (int max = qMax(1, blockCount()); max >= 10; max /= 10)
        ++digits;
    return fontMetrics().horizontalAdvance(QLatin1Char('9')) * (digits + 2);
}

void SyntaxView::updateGutterWidth()
{
    setViewportMargins(gutterWidth(), 0, 0, 0);
}

void SyntaxView::updateGutter(const QRect &rect, int dy)
{
    if (dy != 0)
        m_gutter->scroll(0, dy);
    else
        m_gutter->update(0, rect.y(), m_gutter->width(), rect.height());
}

void SyntaxView::resizeEvent(QResizeEvent *event)
{
    QPlainTextEdit::resizeEvent(event);
    const QRect cr = contentsRect();
    m_gutter->setGeometry(QRect(cr.left(), cr.top(), gutterWidth(), cr.height()));
}

void SyntaxView::paintGutter(QPaintEvent *event)
{
    const KSyntaxHighlighting::Theme theme = m_highlighter->theme();
    QPainter painter(m_gutter);
    painter.fillRect(event->rect(), QColor(theme.editorColor(KSyntaxHighlighting::Theme::IconBorder)));
    painter.setPen(QColor(theme.editorColor(KSyntaxHighlighting::Theme::LineNumbers)));
    painter.setFont(font());

    QTextBlock block = firstVisibleBlock();
    int top = qRound(blockBoundingGeometry(block).translated(contentOffset()).top());
    const int lineHeight = fontMetrics().height();
    const int width = m_gutter->width() - fontMetrics().horizontalAdvance(QLatin1Char('9'));
    while (block.isValid() && top <= event->rect().bottom()) {
        const int bottom = top + qRound(blockBoundingRect(block).height());
        if (block.isVisible() && bottom >= event->rect().top())
            painter.drawText(0, top, width, lineHeight, Qt::AlignRight | Qt::AlignVCenter,
                QString::number(block.blockNumber() + 1));
        block = block.next();
        top = bottom;
    }
}

} // namespace HelmDeck
