// SPDX-License-Identifier: GPL-3.0-or-later
#include "plainterminalview.h"

#include <QEvent>
#include <QFontMetrics>
#include <QKeyEvent>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextCursor>
#include <QTimer>
#include <QVBoxLayout>

namespace HelmDeck {

namespace {

/** How many bytes at the end of @p data start a UTF-8 sequence that is not complete yet. */
int incompleteUtf8Tail(const QByteArray &data)
{
    const int n = data.size();
    for (int back = 1; back <= 3 && back <= n; ++back) {
        const auto c = static_cast<unsigned char>(data.at(n - back));
        if ((c & 0xC0) == 0x80)
            continue; // a continuation byte: look further back for the lead byte
        const int length = (c & 0xE0) == 0xC0 ? 2 : (c & 0xF0) == 0xE0 ? 3 : (c & 0xF8) == 0xF0 ? 4 : 1;
        return length > back ? back : 0;
    }
    return 0;
}

/** The bytes a terminal sends for @p event, or empty when the key means nothing to a program. */
QByteArray keyBytes(const QKeyEvent *event)
{
    const bool ctrl = event->modifiers() & Qt::ControlModifier;
    const int key = event->key();
    if (ctrl && key >= Qt::Key_A && key <= Qt::Key_Z)
        return QByteArray(1, static_cast<char>(key - Qt::Key_A + 1));
    switch (key) {
    case Qt::Key_Return:
    case Qt::Key_Enter:
        return QByteArrayLiteral("\r");
    case Qt::Key_Backspace:
        return QByteArrayLiteral("\x7f");
    case Qt::Key_Tab:
        return QByteArrayLiteral("\t");
    case Qt::Key_Escape:
        return QByteArrayLiteral("\x1b");
    case Qt::Key_Up:
        return QByteArrayLiteral("\x1b[A");
    case Qt::Key_Down:
        return QByteArrayLiteral("\x1b[B");
    case Qt::Key_Right:
        return QByteArrayLiteral("\x1b[C");
    case Qt::Key_Left:
        return QByteArrayLiteral("\x1b[D");
    case Qt::Key_Home:
        return QByteArrayLiteral("\x1b[H");
    case Qt::Key_End:
        return QByteArrayLiteral("\x1b[F");
    case Qt::Key_Delete:
        return QByteArrayLiteral("\x1b[3~");
    default:
        return event->text().toUtf8();
    }
}

} // namespace

PlainTerminalView::PlainTerminalView(QWidget *parent)
    : TerminalView(parent)
    , m_edit(new QPlainTextEdit(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_edit);
    m_edit->setReadOnly(true);
    m_edit->setUndoRedoEnabled(false);
    m_edit->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    m_edit->setFont(fixedFont());
    m_edit->setMaximumBlockCount(DefaultScrollbackLines);
    m_edit->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_edit->installEventFilter(this);
    m_edit->viewport()->installEventFilter(this);
    setFocusProxy(m_edit);
    applyPalette();
}

PlainTerminalView::~PlainTerminalView() = default;

void PlainTerminalView::feed(const QByteArray &data)
{
    QByteArray bytes = m_utf8Tail + data;
    const int tail = incompleteUtf8Tail(bytes);
    m_utf8Tail = bytes.right(tail);
    bytes.chop(tail);

    // Drop escape sequences byte-wise, so one cut between two calls is carried in m_escape.
    QByteArray plain;
    plain.reserve(bytes.size());
    QByteArray escape = m_escape;
    m_escape.clear();
    for (const char c : std::as_const(bytes)) {
        if (escape.isEmpty()) {
            if (c == '\x1b')
                escape.append(c);
            else
                plain.append(c);
            continue;
        }
        escape.append(c);
        const char kind = escape.size() > 1 ? escape.at(1) : 0;
        const auto u = static_cast<unsigned char>(c);
        if (escape.size() == 2) {
            if (kind != '[' && kind != ']')
                escape.clear(); // a two-byte escape (ESC =, ESC 7, …)
        } else if (kind == '[') {
            if (u >= 0x40 && u <= 0x7e)
                escape.clear(); // CSI … final byte
        } else if (c == '\x07' || (c == '\\' && escape.at(escape.size() - 2) == '\x1b')) {
            escape.clear(); // OSC … BEL or ST
        }
        if (escape.size() > 4096)
            escape.clear(); // not an escape after all: never hold output back for ever
    }
    m_escape = escape;
    appendText(QString::fromUtf8(plain));
}

void PlainTerminalView::appendText(const QString &text)
{
    if (text.isEmpty())
        return;
    QScrollBar *bar = m_edit->verticalScrollBar();
    const bool atEnd = bar->value() == bar->maximum();
    QTextCursor cursor(m_edit->document());
    cursor.movePosition(QTextCursor::End);
    cursor.beginEditBlock();
    QString run;
    const auto flush = [&] {
        if (run.isEmpty())
            return;
        if (m_carriageReturn) {
            // "\r" then text: the text replaces the line, as a terminal overwrites it
            cursor.movePosition(QTextCursor::StartOfBlock, QTextCursor::KeepAnchor);
            cursor.removeSelectedText();
            m_carriageReturn = false;
        }
        cursor.insertText(run);
        run.clear();
    };
    for (const QChar ch : text) {
        if (ch == QLatin1Char('\n')) {
            flush();
            m_carriageReturn = false;
            cursor.insertBlock();
        } else if (ch == QLatin1Char('\r')) {
            flush();
            m_carriageReturn = true;
        } else if (ch == QLatin1Char('\b')) {
            flush();
            if (!cursor.atBlockStart())
                cursor.deletePreviousChar();
        } else if (ch == QLatin1Char('\t') || ch >= QLatin1Char(' ')) {
            run.append(ch);
        }
        // other control characters (BEL, SI, SO, …) show nothing on a terminal either
    }
    flush();
    cursor.endEditBlock();
    if (atEnd)
        bar->setValue(bar->maximum());
}

int PlainTerminalView::columns() const
{
    const QFontMetrics metrics(m_edit->font());
    const int cell = qMax(1, metrics.horizontalAdvance(QLatin1Char('M')));
    return qMax(1, (m_edit->viewport()->width() - 2 * int(m_edit->document()->documentMargin())) / cell);
}

int PlainTerminalView::rows() const
{
    const QFontMetrics metrics(m_edit->font());
    return qMax(1,
        (m_edit->viewport()->height() - 2 * int(m_edit->document()->documentMargin()))
            / qMax(1, metrics.lineSpacing()));
}

QString PlainTerminalView::screenText() const
{
    QStringList lines;
    for (QTextBlock block = m_edit->document()->begin(); block.isValid(); block = block.next()) {
        QString line = block.text();
        while (line.endsWith(QLatin1Char(' ')))
            line.chop(1);
        lines.append(line);
    }
    while (!lines.isEmpty() && lines.constLast().isEmpty())
        lines.removeLast();
    return lines.join(QLatin1Char('\n'));
}

void PlainTerminalView::setScrollbackLines(int lines)
{
    // the screen's own rows are blocks too: keep them on top of the scrollback
    m_edit->setMaximumBlockCount(qMax(1, lines) + rows());
}

void PlainTerminalView::setInputEnabled(bool enabled)
{
    m_inputEnabled = enabled;
}

bool PlainTerminalView::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_edit && event->type() == QEvent::KeyPress) {
        auto *key = static_cast<QKeyEvent *>(event);
        if (key->matches(QKeySequence::Copy) && m_edit->textCursor().hasSelection())
            return false; // the editor copies the selection
        if (m_inputEnabled) {
            const QByteArray bytes = keyBytes(key);
            if (!bytes.isEmpty()) {
                Q_EMIT input(bytes);
                return true;
            }
        }
    } else if (watched == m_edit->viewport() && event->type() == QEvent::Resize) {
        // after the layout settled, so columns() reads the new viewport
        QTimer::singleShot(0, this, &PlainTerminalView::checkSize);
    }
    return TerminalView::eventFilter(watched, event);
}

void PlainTerminalView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        applyPalette();
    if (event->type() == QEvent::FontChange)
        QTimer::singleShot(0, this, &PlainTerminalView::checkSize);
    TerminalView::changeEvent(event);
}

void PlainTerminalView::applyPalette()
{
    // the view's own palette (Base/Text) follows the window's; nothing is hard-coded
    QPalette p = palette();
    m_edit->setPalette(p);
}

void PlainTerminalView::checkSize()
{
    const int c = columns();
    const int r = rows();
    if (c == m_lastColumns && r == m_lastRows)
        return;
    m_lastColumns = c;
    m_lastRows = r;
    Q_EMIT sizeChanged(c, r);
}

} // namespace HelmDeck
