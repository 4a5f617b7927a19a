// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QObject>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

class QTimer;

namespace HelmDeck {

namespace Compat {
class GroupedProcess;
}

/**
 * One child process in a process group of its own (Compat::GroupedProcess: it also dies with the
 * app), with everything it starts. Used by Runner for a step's process and its monitor polls.
 *
 * terminate() sends SIGTERM to the whole group and SIGKILL to whatever is left after the grace
 * time. When the child exits by itself, members of its group still running (background children
 * it left behind) get SIGKILL at once: nothing a step started outlives it.
 *
 * done() is emitted once per start(), from the event loop (never inside start()), after the child
 * exited or could not be started, and after its group is empty or has been sent SIGKILL.
 */
class ProcessGroup : public QObject
{
    Q_OBJECT
public:
    explicit ProcessGroup(QObject *parent = nullptr);
    /** Sends SIGKILL to a running group and reaps the child; emits nothing. */
    ~ProcessGroup() override;

    /**
     * @p program (argv[0]) as the child would find it with @p environment's PATH: an absolute
     * path, or empty with @p error ("cannot start kubectl: not found on PATH", "cannot start
     * /x/tool: not executable"). QProcess itself looks a bare name up on the app's PATH, not
     * the child's, and a step (or a test's fake kubectl) may bring its own PATH.
     */
    static QString resolveProgram(
        const QString &program, const QProcessEnvironment &environment, QString *error);

    /**
     * Starts @p program (a path from resolveProgram()) with @p arguments in
     * @p environment; @p stdinData is written, then stdin is closed.
     */
    void start(const QString &program, const QStringList &arguments, const QProcessEnvironment &environment,
        const QByteArray &stdinData);
    /**
     * Runs the next start()'s child on the terminal @p slavePath (PseudoTerminal::slavePath()) as
     * its stdin, stdout, stderr and controlling terminal; stdinData, standardOutput() and
     * standardError() are then unused. Empty = pipes (the default).
     */
    void setTerminal(const QByteArray &slavePath);
    /** The next start()'s child reads its stdin from @p path (stdinData is then unused); empty = a pipe. */
    void setStandardInputFile(const QString &path);
    /** SIGTERM to the group now, SIGKILL after @p graceMs (ms). No-op when not running. */
    void terminate(int graceMs);
    /** SIGKILL to the group now (done() follows from the event loop). */
    void kill();
    bool isRunning() const;

    /** After done(): the child ran and exited (normally or by a signal). */
    bool started() const { return m_startError.isEmpty(); }
    /** After done(): why the child could not be started (e.g. "execve: Exec format error"); empty when it
     * ran. */
    QString startError() const { return m_startError; }
    /** After done(): the child was ended by a signal; exitCode() is then the signal number. */
    bool crashed() const { return m_crashed; }
    int exitCode() const { return m_exitCode; }

Q_SIGNALS:
    void standardOutput(const QByteArray &data);
    void standardError(const QByteArray &data);
    void done();

private:
    void onFinished(int exitCode, bool crashed);
    void onGraceOver();
    void signalGroup(int signal);
    bool groupExists() const;
    void complete();

    Compat::GroupedProcess *m_process = nullptr;
    QTimer *m_grace = nullptr;
    qint64 m_pid = 0; // also the process group id: the child made itself a session leader
    bool m_running = false;
    bool m_leaderExited = false;
    bool m_terminating = false;
    bool m_killed = false;
    bool m_crashed = false;
    int m_exitCode = -1;
    QString m_startError;
    QString m_stdinFile; // setStandardInputFile()
};

} // namespace HelmDeck
