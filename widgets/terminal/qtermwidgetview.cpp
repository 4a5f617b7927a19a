// SPDX-License-Identifier: GPL-3.0-or-later
#include "qtermwidgetview.h"

#include <QBuffer>
#include <QEvent>
#include <QSocketNotifier>
#include <QTimer>
#include <QVBoxLayout>

#include <cerrno>
#include <fcntl.h>
#include <termios.h>
#include <unistd.h>

// qtermwidget's headers use the "signals"/"slots" keywords that QT_NO_KEYWORDS turns off.
#define signals Q_SIGNALS
#define slots Q_SLOTS
#include <qtermwidget.h>
#undef signals
#undef slots

namespace HelmDeck {

struct QTermWidgetView::Private
{
    QTermWidget *term = nullptr;
    int slaveFd = -1;
    QByteArray pending; ///< output the widget's pty could not take yet
    QSocketNotifier *writable = nullptr;
    bool inputEnabled = true;
    int lastColumns = 0;
    int lastRows = 0;
};

QTermWidgetView::QTermWidgetView(QWidget *parent)
    : TerminalView(parent)
    , d(std::make_unique<Private>())
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    d->term = new QTermWidget(0, this);
    layout->addWidget(d->term);
    setFocusProxy(d->term);

    d->term->setTerminalFont(fixedFont());
    d->term->setScrollBarPosition(QTermWidget::ScrollBarRight);
    d->term->setHistorySize(DefaultScrollbackLines);
    d->term->setFlowControlEnabled(false); // Ctrl+S goes to the remote program, not to a local stop
    d->term->setConfirmMultilinePaste(false);
    d->term->setTerminalSizeHint(false); // no "Size: 100 x 6" box over the text on every resize
    applyPalette();

    d->term->startTerminalTeletype();
    d->slaveFd = d->term->getPtySlaveFd();
    if (d->slaveFd >= 0) {
        // The bytes come from a program's own pty, already processed (ONLCR, …): pass them on as
        // they are. Non-blocking, because the widget reads the other end on this same thread.
        termios mode {};
        if (::tcgetattr(d->slaveFd, &mode) == 0) {
            ::cfmakeraw(&mode);
            ::tcsetattr(d->slaveFd, TCSANOW, &mode);
        }
        ::fcntl(d->slaveFd, F_SETFL, ::fcntl(d->slaveFd, F_GETFL) | O_NONBLOCK);
        d->writable = new QSocketNotifier(d->slaveFd, QSocketNotifier::Write, this);
        d->writable->setEnabled(false);
        connect(d->writable, &QSocketNotifier::activated, this, &QTermWidgetView::writePending);
    }

    connect(d->term, &QTermWidget::sendData, this, [this](const char *data, int size) {
        if (d->inputEnabled && size > 0)
            Q_EMIT input(QByteArray(data, size));
    });
    d->term->installEventFilter(this);
}

QTermWidgetView::~QTermWidgetView() = default;

QTermWidget *QTermWidgetView::terminal() const
{
    return d->term;
}

QWidget *QTermWidgetView::visibleSearchBar() const
{
    // qtermwidget does not export its SearchBar class; it is the child of that class name.
    const QList<QWidget *> children = d->term->findChildren<QWidget *>();
    for (QWidget *child : children) {
        if (qstrcmp(child->metaObject()->className(), "SearchBar") == 0)
            return child->isVisible() ? child : nullptr;
    }
    return nullptr;
}

bool QTermWidgetView::openOwnSearch()
{
    if (!visibleSearchBar())
        d->term->toggleShowSearchBar(); // shows and focuses it
    return true;
}

bool QTermWidgetView::findInOwnSearch(bool forward)
{
    if (!visibleSearchBar())
        d->term->toggleShowSearchBar();
    // findNext() and findPrevious() are qtermwidget's private slots, reached as its search bar does.
    return QMetaObject::invokeMethod(d->term, forward ? "findNext" : "findPrevious");
}

QFont QTermWidgetView::terminalFont() const
{
    return d->term->getTerminalFont();
}

void QTermWidgetView::feed(const QByteArray &data)
{
    d->pending.append(data);
    writePending();
}

void QTermWidgetView::writePending()
{
    while (!d->pending.isEmpty() && d->slaveFd >= 0) {
        const ssize_t n = ::write(d->slaveFd, d->pending.constData(), static_cast<size_t>(d->pending.size()));
        if (n > 0) {
            d->pending.remove(0, static_cast<int>(n));
            continue;
        }
        if (n < 0 && errno == EINTR)
            continue;
        break; // EAGAIN: the widget has not read its pty yet; go on when it can take more
    }
    if (d->writable)
        d->writable->setEnabled(!d->pending.isEmpty());
}

int QTermWidgetView::columns() const
{
    return qMax(1, d->term->screenColumnsCount());
}

int QTermWidgetView::rows() const
{
    return qMax(1, d->term->screenLinesCount());
}

QString QTermWidgetView::screenText() const
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    d->term->saveHistory(&buffer); // scrollback and screen as plain text
    QStringList lines = QString::fromUtf8(buffer.data()).split(QLatin1Char('\n'));
    for (QString &line : lines) {
        while (line.endsWith(QLatin1Char(' ')))
            line.chop(1);
    }
    while (!lines.isEmpty() && lines.constLast().isEmpty())
        lines.removeLast();
    return lines.join(QLatin1Char('\n'));
}

void QTermWidgetView::setScrollbackLines(int lines)
{
    d->term->setHistorySize(qMax(0, lines));
}

void QTermWidgetView::setInputEnabled(bool enabled)
{
    d->inputEnabled = enabled;
}

bool QTermWidgetView::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == d->term && event->type() == QEvent::Resize)
        QTimer::singleShot(0, this, &QTermWidgetView::checkSize); // once the display has its new image
    return TerminalView::eventFilter(watched, event);
}

void QTermWidgetView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        applyPalette();
    TerminalView::changeEvent(event);
}

void QTermWidgetView::applyPalette()
{
    const bool dark = palette().color(QPalette::Base).lightness() < 128;
    const QString scheme = dark ? QStringLiteral("WhiteOnBlack") : QStringLiteral("BlackOnWhite");
    if (scheme == m_scheme)
        return;
    m_scheme = scheme;
    d->term->setColorScheme(scheme);
}

void QTermWidgetView::checkSize()
{
    const int c = columns();
    const int r = rows();
    if (c == d->lastColumns && r == d->lastRows)
        return;
    d->lastColumns = c;
    d->lastRows = r;
    Q_EMIT sizeChanged(c, r);
}

} // namespace HelmDeck
