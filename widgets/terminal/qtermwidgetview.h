// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "terminalview.h"

#include <memory>

class QTermWidget;

namespace HelmDeck {

/**
 * The TerminalView on qtermwidget (a VT100/xterm emulator), in remote mode: the widget runs no
 * program of its own (startTerminalTeletype(), no second pty engine beside Runner's); feed() writes
 * the program's bytes into the widget's own pty slave (raw mode, non-blocking, queued while the pty is
 * full), keystrokes come out of its sendData signal, and the size is the widget's screen in cells.
 * The colour scheme follows the palette: dark text on light for a light window, light on dark for
 * a dark one. The only file that includes qtermwidget.h (docs/architecture.md §5).
 */
class QTermWidgetView : public TerminalView
{
    Q_OBJECT
public:
    explicit QTermWidgetView(QWidget *parent = nullptr);
    ~QTermWidgetView() override;

    void feed(const QByteArray &data) override;
    int columns() const override;
    int rows() const override;
    QString screenText() const override;
    void setScrollbackLines(int lines) override;
    void setInputEnabled(bool enabled) override;
    QString kind() const override { return QStringLiteral("qtermwidget"); }
    /** qtermwidget's own search bar (over the screen and scrollback), shown and focused. */
    bool openOwnSearch() override;
    bool findInOwnSearch(bool forward) override;
    /** The search bar when it is shown, for tests; nullptr while hidden. */
    QWidget *visibleSearchBar() const;

    /** The qtermwidget colour scheme in use ("BlackOnWhite" or "WhiteOnBlack"). */
    QString colorScheme() const { return m_scheme; }
    QTermWidget *terminal() const;
    /** The font the emulator draws its cells in. */
    QFont terminalFont() const;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void writePending();
    void applyPalette();
    void checkSize();

    struct Private;
    std::unique_ptr<Private> d;
    QString m_scheme;
};

} // namespace HelmDeck
