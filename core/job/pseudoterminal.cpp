// SPDX-License-Identifier: GPL-3.0-or-later
#include "pseudoterminal.h"

#include <QPointer>
#include <QSocketNotifier>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>

namespace HelmDeck {

namespace {

int clampSize(int value)
{
    return qBound(1, value, 1000);
}

bool setWindowSize(int fd, int columns, int rows)
{
    struct winsize size;
    std::memset(&size, 0, sizeof size);
    size.ws_col = static_cast<unsigned short>(columns);
    size.ws_row = static_cast<unsigned short>(rows);
    return ::ioctl(fd, TIOCSWINSZ, &size) == 0;
}

} // namespace

PseudoTerminal::PseudoTerminal(QObject *parent)
    : QObject(parent)
{ }

PseudoTerminal::~PseudoTerminal()
{
    delete m_readNotifier;
    delete m_writeNotifier;
    releaseSlave();
    if (m_master >= 0)
        ::close(m_master);
}

bool PseudoTerminal::open(int columns, int rows, QString *error)
{
    const auto failed = [error](const char *what) {
        *error = tr("cannot open a pseudo-terminal: %1: %2")
                     .arg(QLatin1String(what), QString::fromLocal8Bit(std::strerror(errno)));
        return false;
    };
    m_master = ::posix_openpt(O_RDWR | O_NOCTTY | O_CLOEXEC);
    if (m_master < 0)
        return failed("posix_openpt");
    if (::grantpt(m_master) != 0 || ::unlockpt(m_master) != 0)
        return failed("grantpt");
    char name[128];
    if (::ptsname_r(m_master, name, sizeof name) != 0)
        return failed("ptsname");
    m_slavePath = QByteArray(name);
    // The parent's copy keeps the master from reading EOF (EIO) before the child has opened it.
    m_slave = ::open(name, O_RDWR | O_NOCTTY | O_CLOEXEC);
    if (m_slave < 0)
        return failed("open slave");
    ::fcntl(m_master, F_SETFL, ::fcntl(m_master, F_GETFL) | O_NONBLOCK);
    m_columns = clampSize(columns);
    m_rows = clampSize(rows);
    if (!setWindowSize(m_master, m_columns, m_rows))
        return failed("TIOCSWINSZ");
    m_readNotifier = new QSocketNotifier(m_master, QSocketNotifier::Read, this);
    connect(m_readNotifier, &QSocketNotifier::activated, this, [this] { readMaster(); });
    m_writeNotifier = new QSocketNotifier(m_master, QSocketNotifier::Write, this);
    m_writeNotifier->setEnabled(false);
    connect(m_writeNotifier, &QSocketNotifier::activated, this, [this] { flushInput(); });
    return true;
}

void PseudoTerminal::write(const QByteArray &data)
{
    if (m_master < 0 || data.isEmpty())
        return;
    m_pendingInput += data;
    flushInput();
}

bool PseudoTerminal::setEcho(bool on)
{
    termios t {};
    if (m_slave < 0 || ::tcgetattr(m_slave, &t) != 0)
        return false;
    if (on)
        t.c_lflag |= ECHO;
    else
        t.c_lflag &= ~tcflag_t(ECHO);
    return ::tcsetattr(m_slave, TCSANOW, &t) == 0;
}

void PseudoTerminal::flushInput()
{
    while (!m_pendingInput.isEmpty()) {
        const ssize_t n = ::write(m_master, m_pendingInput.constData(), size_t(m_pendingInput.size()));
        if (n < 0) {
            if (errno == EINTR)
                continue;
            if (errno != EAGAIN && errno != EWOULDBLOCK)
                m_pendingInput.clear(); // the program is gone: its input goes nowhere
            break;
        }
        m_pendingInput.remove(0, int(n));
    }
    if (m_writeNotifier)
        m_writeNotifier->setEnabled(!m_pendingInput.isEmpty());
}

void PseudoTerminal::resize(int columns, int rows)
{
    columns = clampSize(columns);
    rows = clampSize(rows);
    if (m_master < 0 || (columns == m_columns && rows == m_rows))
        return;
    m_columns = columns;
    m_rows = rows;
    setWindowSize(m_master, columns, rows);
}

void PseudoTerminal::readMaster()
{
    char buffer[16384];
    QPointer<PseudoTerminal> alive(this); // a slot may delete this terminal (a closed tab)
    for (;;) {
        const ssize_t n = ::read(m_master, buffer, sizeof buffer);
        if (n > 0) {
            Q_EMIT output(QByteArray(buffer, int(n)));
            if (!alive)
                return;
            continue;
        }
        if (n < 0 && errno == EINTR)
            continue;
        if (n == 0 || (errno != EAGAIN && errno != EWOULDBLOCK)) {
            // EIO: no slave left open. Stop listening, or the notifier would fire forever.
            if (m_readNotifier)
                m_readNotifier->setEnabled(false);
        }
        return;
    }
}

void PseudoTerminal::drain()
{
    if (m_master < 0)
        return;
    readMaster();
    if (m_readNotifier)
        m_readNotifier->setEnabled(false);
    if (m_writeNotifier)
        m_writeNotifier->setEnabled(false);
}

void PseudoTerminal::releaseSlave()
{
    if (m_slave >= 0) {
        ::close(m_slave);
        m_slave = -1;
    }
}

} // namespace HelmDeck
