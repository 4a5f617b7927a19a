// SPDX-License-Identifier: GPL-3.0-or-later
#include "terminalrelay.h"

#include "job/pseudoterminal.h"

#include <QSocketNotifier>

#include <cerrno>
#include <csignal>
#include <fcntl.h>
#include <sys/ioctl.h>
#include <unistd.h>

namespace HelmDeck {

namespace {

int g_pipe[2] = { -1, -1 };
termios g_saved {};
volatile sig_atomic_t g_raw = 0;

void onSignalHandler(int signal)
{
    // restore the terminal first: the process may not get back to the event loop
    if (g_raw && signal != SIGWINCH)
        ::tcsetattr(STDIN_FILENO, TCSANOW, &g_saved);
    const unsigned char byte = static_cast<unsigned char>(signal);
    const int saved = errno;
    if (::write(g_pipe[1], &byte, 1) < 0) { } // a full pipe: that signal is already pending
    errno = saved;
}

} // namespace

TerminalRelay::TerminalRelay(QObject *parent)
    : QObject(parent)
{ }

TerminalRelay::~TerminalRelay()
{
    detach();
    if (m_signals) {
        for (int sig : { SIGINT, SIGTERM, SIGHUP, SIGWINCH })
            std::signal(sig, SIG_DFL);
    }
}

bool TerminalRelay::install()
{
    if (g_pipe[0] < 0 && ::pipe2(g_pipe, O_CLOEXEC | O_NONBLOCK) != 0)
        return false;
    m_signals = new QSocketNotifier(g_pipe[0], QSocketNotifier::Read, this);
    connect(m_signals, &QSocketNotifier::activated, this, &TerminalRelay::onSignal);
    struct sigaction action
    {
    };
    action.sa_handler = onSignalHandler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    for (int sig : { SIGINT, SIGTERM, SIGHUP, SIGWINCH })
        ::sigaction(sig, &action, nullptr);
    return true;
}

void TerminalRelay::size(int *columns, int *rows)
{
    winsize ws {};
    if (::ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) == 0 && ws.ws_col > 0) {
        *columns = ws.ws_col;
        *rows = ws.ws_row;
    } else if (::ioctl(STDIN_FILENO, TIOCGWINSZ, &ws) == 0 && ws.ws_col > 0) {
        *columns = ws.ws_col;
        *rows = ws.ws_row;
    } else {
        *columns = 80;
        *rows = 24;
    }
}

bool TerminalRelay::isInteractive()
{
    return ::isatty(STDIN_FILENO) && ::isatty(STDOUT_FILENO);
}

void TerminalRelay::attach(PseudoTerminal *terminal)
{
    detach();
    m_terminal = terminal;
    connect(terminal, &PseudoTerminal::output, this, [](const QByteArray &data) {
        const char *p = data.constData();
        qint64 left = data.size();
        while (left > 0) {
            const ssize_t n = ::write(STDOUT_FILENO, p, size_t(left));
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0)
                break;
            p += n;
            left -= n;
        }
    });
    connect(terminal, &QObject::destroyed, this, [this]() {
        m_terminal = nullptr;
        detach();
    });
    if (::isatty(STDIN_FILENO) && ::tcgetattr(STDIN_FILENO, &m_saved) == 0) {
        g_saved = m_saved;
        termios raw = m_saved;
        ::cfmakeraw(&raw);
        m_raw = ::tcsetattr(STDIN_FILENO, TCSANOW, &raw) == 0;
        g_raw = m_raw ? 1 : 0;
    }
    m_stdin = new QSocketNotifier(STDIN_FILENO, QSocketNotifier::Read, this);
    connect(m_stdin, &QSocketNotifier::activated, this, &TerminalRelay::onStdin);
}

void TerminalRelay::detach()
{
    if (m_stdin) {
        m_stdin->setEnabled(false);
        m_stdin->deleteLater();
        m_stdin = nullptr;
    }
    if (m_raw) {
        ::tcsetattr(STDIN_FILENO, TCSANOW, &m_saved);
        m_raw = false;
        g_raw = 0;
    }
    if (m_terminal)
        disconnect(m_terminal, nullptr, this, nullptr);
    m_terminal = nullptr;
}

void TerminalRelay::onStdin()
{
    char buffer[4096];
    const ssize_t n = ::read(STDIN_FILENO, buffer, sizeof buffer);
    if (n <= 0) {
        m_stdin->setEnabled(false); // EOF: the program keeps running without more input
        return;
    }
    if (m_terminal)
        m_terminal->write(QByteArray(buffer, int(n)));
}

void TerminalRelay::onSignal()
{
    unsigned char byte = 0;
    while (::read(g_pipe[0], &byte, 1) == 1) {
        if (byte == SIGWINCH) {
            if (m_terminal) {
                int columns = 80, rows = 24;
                size(&columns, &rows);
                m_terminal->resize(columns, rows);
            }
            continue;
        }
        detach();
        Q_EMIT interrupted(byte);
    }
}

} // namespace HelmDeck
