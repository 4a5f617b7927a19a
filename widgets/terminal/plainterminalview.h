// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "terminalview.h"

class QPlainTextEdit;

namespace HelmDeck {

/**
 * The fallback TerminalView: a read-only QPlainTextEdit in a fixed-pitch font and the palette's
 * colours. Bytes are decoded as streaming UTF-8; CSI/OSC escapes are dropped, "\r\n" is a line
 * break, a lone "\r" returns to the line's start (the next text replaces it, so progress bars do
 * not pile up), backspace removes a character. Typed keys go out through input() as a terminal
 * would send them (Return = "\r", Backspace = DEL, arrows as escapes, Ctrl+letter as control
 * codes), not into the document. Scrollback is the document's maximumBlockCount.
 */
class PlainTerminalView : public TerminalView
{
    Q_OBJECT
public:
    explicit PlainTerminalView(QWidget *parent = nullptr);
    ~PlainTerminalView() override;

    void feed(const QByteArray &data) override;
    int columns() const override;
    int rows() const override;
    QString screenText() const override;
    void setScrollbackLines(int lines) override;
    void setInputEnabled(bool enabled) override;
    QString kind() const override { return QStringLiteral("plain"); }
    QPlainTextEdit *searchableText() const override { return m_edit; }

    QPlainTextEdit *editor() const { return m_edit; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void appendText(const QString &text);
    void applyPalette();
    void checkSize();

    QPlainTextEdit *m_edit;
    QByteArray m_utf8Tail; ///< the start of a UTF-8 sequence cut between two feed() calls
    QByteArray m_escape; ///< an escape sequence cut between two feed() calls
    bool m_carriageReturn = false; ///< a "\r" was the last thing: the next text overwrites the line
    bool m_inputEnabled = true;
    int m_lastColumns = 0;
    int m_lastRows = 0;
};

} // namespace HelmDeck
