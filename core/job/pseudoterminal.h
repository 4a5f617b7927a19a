// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QObject>
#include <QString>

class QSocketNotifier;

namespace HelmDeck {

/**
 * A pseudo-terminal for one Step::terminal process (kubectl attach -it, kubectl exec -it, a local
 * shell): Runner opens it, the child gets its slave as stdin, stdout, stderr and controlling
 * terminal, and the front end talks to the master through this object — the window's terminal
 * tab, or the command line relaying its own terminal (docs/architecture.md §2).
 *
 * Bytes are raw: output() carries what the program wrote (stdout and stderr merged, escape
 * sequences and all, not split into lines, not redacted); write() queues keystrokes to its input
 * (never blocks; written as the master accepts them). Runner keeps the slave open itself until the
 * process has ended, so output() never ends early, and reads what is left before the step ends.
 * Linux/BSD only (posix_openpt).
 */
class PseudoTerminal : public QObject
{
    Q_OBJECT
public:
    explicit PseudoTerminal(QObject *parent = nullptr);
    /** Closes both ends: a program still on the slave gets SIGHUP (its group is killed anyway). */
    ~PseudoTerminal() override;

    /**
     * Opens a new pty of @p columns × @p rows (each clamped to 1..1000). False with @p error
     * ("cannot open a pseudo-terminal: …") when the system has none left.
     */
    bool open(int columns, int rows, QString *error);
    /** "/dev/pts/N" after open(): what the child opens as its terminal. */
    QByteArray slavePath() const { return m_slavePath; }

    /** Queues @p data to the program's input (e.g. "\n", or what the user typed). */
    void write(const QByteArray &data);
    /**
     * Turns the terminal's echo (termios ECHO of the slave) off or on; false when it cannot. Off
     * before Step::terminalInput is written: that input is not the user's typing, and the echo of
     * a newline would be a blank first line. (kubectl attach -it turns echo off itself anyway.)
     */
    bool setEcho(bool on);
    /**
     * Sets the window size (TIOCSWINSZ, clamped as in open()); the program's foreground process
     * group gets SIGWINCH, and kubectl forwards the size to the remote TTY. Same size = no-op.
     */
    void resize(int columns, int rows);
    int columns() const { return m_columns; }
    int rows() const { return m_rows; }

    /** Reads and emits whatever the program left in the master, then stops reading (Runner, at the end). */
    void drain();
    /** Closes the parent's copy of the slave (after the process is gone): the master then sees EOF. */
    void releaseSlave();

Q_SIGNALS:
    void output(const QByteArray &data);

private:
    void readMaster();
    void flushInput();

    int m_master = -1;
    int m_slave = -1;
    QByteArray m_slavePath;
    QByteArray m_pendingInput;
    int m_columns = 80;
    int m_rows = 24;
    QSocketNotifier *m_readNotifier = nullptr;
    QSocketNotifier *m_writeNotifier = nullptr;
};

} // namespace HelmDeck
