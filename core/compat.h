// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The one place where Qt 5 and Qt 6 differ for HelmDeck. Everything else is written against the
// common subset, so the sources build with either major (QT_MAJOR_VERSION in CMake).

#include <QByteArray>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QtGlobal>

#include <csignal>
#include <fcntl.h>
#include <sys/ioctl.h>
#include <sys/prctl.h>
#include <unistd.h>

namespace HelmDeck {
namespace Compat {

/** Splits @p text on @p sep, dropping empty parts (Qt::SkipEmptyParts exists in both 5.15 and 6). */
inline QStringList splitSkipEmpty(const QString &text, QChar sep)
{
    return text.split(sep, Qt::SkipEmptyParts);
}

#if QT_VERSION >= QT_VERSION_CHECK(6, 0, 0)
using SizeType = qsizetype;
#else
using SizeType = int;
#endif

/**
 * A QProcess whose child leads a process group (and session) of its own, so that kill(-pid, …)
 * reaches everything it starts, and that gets SIGKILL when the thread that started it dies
 * (PR_SET_PDEATHSIG), so it never outlives the app. Linux only (prctl).
 *
 * Qt 5 runs child setup in the virtual setupChildProcess(); Qt 6 removed it for
 * setChildProcessModifier(). Either way the code runs between fork and exec, where only
 * async-signal-safe calls are allowed.
 */
class GroupedProcess : public QProcess
{
public:
    explicit GroupedProcess(QObject *parent = nullptr)
        : QProcess(parent)
        , m_parentPid(::getpid())
    {
#if QT_VERSION >= QT_VERSION_CHECK(6, 0, 0)
        setChildProcessModifier([this] { setUpChild(m_parentPid, m_terminal.constData()); });
#endif
    }

    /**
     * Gives the next child the terminal @p slavePath (a pseudo-terminal's slave, "/dev/pts/N") as
     * stdin, stdout, stderr and controlling terminal, instead of QProcess's pipes; empty = pipes.
     */
    void setTerminal(const QByteArray &slavePath)
    {
        m_terminal = slavePath;
    }

    /**
     * In the child: default signal dispositions, a new session (hence process group), death with
     * the parent, and with @p terminal (may be empty) that terminal on fds 0-2. Opening a terminal in a
     * session leader without one makes it the controlling terminal, so job control and SIGWINCH reach the
     * child. Only async-signal-safe calls: this runs between fork and exec.
     */
    static void setUpChild(pid_t parentPid, const char *terminal)
    {
        // A signal sent before exec would run the parent's handler in this copy of it (a test
        // harness's crash handler attaches a debugger and hangs); the default ends the child.
        for (const int sig :
            { SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGPIPE, SIGSEGV, SIGABRT, SIGBUS, SIGFPE, SIGILL })
            ::signal(sig, SIG_DFL);
        if (::setsid() < 0)
            ::setpgid(0, 0);
        ::prctl(PR_SET_PDEATHSIG, SIGKILL);
        // The parent may have died before prctl took effect: then nobody would kill this child.
        if (::getppid() != parentPid)
            ::_exit(127);
        if (terminal && *terminal) {
            const int fd = ::open(terminal, O_RDWR);
            if (fd < 0)
                ::_exit(127);
            ::ioctl(fd, TIOCSCTTY, 0);
            ::dup2(fd, STDIN_FILENO);
            ::dup2(fd, STDOUT_FILENO);
            ::dup2(fd, STDERR_FILENO);
            if (fd > STDERR_FILENO)
                ::close(fd);
        }
    }

protected:
#if QT_VERSION < QT_VERSION_CHECK(6, 0, 0)
    void setupChildProcess() override
    {
        setUpChild(m_parentPid, m_terminal.constData());
    }
#endif

private:
    pid_t m_parentPid;
    QByteArray m_terminal; // read in the child: set before start(), never changed while it forks
};

} // namespace Compat
} // namespace HelmDeck
