// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

#include <termios.h>

class QSocketNotifier;

namespace HelmDeck {

class PseudoTerminal;

/**
 * The command line's side of a terminal step (docs/run.md): the caller's terminal in raw mode
 * while attached (restored by detach(), the destructor, and on the signals below), its stdin
 * relayed to the PseudoTerminal, the program's bytes to stdout, SIGWINCH to resize(). SIGINT,
 * SIGTERM and SIGHUP of the process are caught from install() on (a self-pipe into the event loop)
 * and reported as interrupted(signal), so the run can be cancelled and its Job deleted.
 */
class TerminalRelay : public QObject
{
    Q_OBJECT
public:
    explicit TerminalRelay(QObject *parent = nullptr);
    ~TerminalRelay() override;

    /** Catches SIGINT, SIGTERM, SIGHUP and SIGWINCH. False when the self-pipe cannot be made. */
    bool install();
    /** The caller's terminal size (TIOCGWINSZ of stdout, else stdin), or 80×24 when neither is one. */
    static void size(int *columns, int *rows);
    /** True when stdin and stdout are terminals. */
    static bool isInteractive();

    /** Raw mode on, stdin → @p terminal, its output → stdout; until detach() or the step ends. */
    void attach(PseudoTerminal *terminal);
    /** Raw mode off, relay stopped. Safe to call twice. */
    void detach();

Q_SIGNALS:
    void interrupted(int signal);

private:
    void onSignal();
    void onStdin();

    PseudoTerminal *m_terminal = nullptr;
    QSocketNotifier *m_signals = nullptr;
    QSocketNotifier *m_stdin = nullptr;
    termios m_saved {};
    bool m_raw = false;
};

} // namespace HelmDeck
