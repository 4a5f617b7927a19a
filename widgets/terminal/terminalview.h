// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QFont>
#include <QString>
#include <QWidget>

class QPlainTextEdit;

namespace HelmDeck {

/**
 * One terminal screen, the only terminal interface the dock knows (docs/architecture.md §5): raw
 * bytes in (a program's pty output, escapes and all), keystrokes out as bytes, a size in character
 * cells, bounded scrollback, colours from the palette. Two implementations: QTermWidgetView (a VT100
 * emulator; the only file that includes qtermwidget.h) and PlainTerminalView (a plain-text fallback
 * that strips escapes, when HelmDeck is built without qtermwidget). create() picks the build's.
 */
class TerminalView : public QWidget
{
    Q_OBJECT
public:
    static constexpr int DefaultScrollbackLines = 10000;

    /** The build's view: QTermWidgetView when HELMDECK_HAVE_QTERMWIDGET, else PlainTerminalView. */
    static TerminalView *create(QWidget *parent = nullptr);
    /**
     * The desktop's fixed-pitch font, or a "Monospace" match when that family is missing here (the
     * offscreen and Xvfb platforms name one that may not be installed): cells must be equally wide.
     */
    static QFont fixedFont();

    using QWidget::QWidget;

    /** Shows @p data, a program's output bytes (UTF-8; a sequence split between calls is fine). */
    virtual void feed(const QByteArray &data) = 0;
    /** The screen size in character cells (columns ≥ 1, rows ≥ 1), from the widget's geometry and font. */
    virtual int columns() const = 0;
    virtual int rows() const = 0;
    /**
     * The text shown, scrollback first, one line per terminal line (trailing blanks trimmed, escapes
     * interpreted or stripped): what a test or a plain copy reads.
     */
    virtual QString screenText() const = 0;
    /** Keeps at most @p lines lines above the screen (default DefaultScrollbackLines). */
    virtual void setScrollbackLines(int lines) = 0;
    /** False: typed keys are not sent (input() stays silent), e.g. a logs tab or an ended program. */
    virtual void setInputEnabled(bool enabled) = 0;
    /**
     * Edit ▸ Find: opens the view's own search (qtermwidget's search bar) and returns true; false when
     * it has none, and TerminalTab searches searchableText() with its FindBar instead.
     */
    virtual bool openOwnSearch() { return false; }
    /** F3 / Shift+F3 in the view's own search; false when it has none. */
    virtual bool findInOwnSearch(bool forward)
    {
        Q_UNUSED(forward)
        return false;
    }
    /** The text a FindBar searches, for a view without its own search; else nullptr. */
    virtual QPlainTextEdit *searchableText() const { return nullptr; }
    /** Short name for the About box and tests: "qtermwidget" or "plain". */
    virtual QString kind() const = 0;

Q_SIGNALS:
    /** Bytes the user typed (or pasted) for the program's input, already encoded for a terminal. */
    void input(const QByteArray &data);
    /** columns() or rows() changed (the widget was resized or its font changed); coalesced. */
    void sizeChanged(int columns, int rows);
};

} // namespace HelmDeck
