// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QTemporaryDir>

namespace TestUtil {

/**
 * A real Debian docker-registry for one test, on a free 127.0.0.1 port, started by
 * tests/tools/start-registry.sh (toolchain reference, recipe (c)) and killed by the destructor.
 * The registry also dies when the test process does (REGISTRY_WATCH_PID).
 *
 *     TestUtil::RegistryFixture registry;
 *     if (!registry.start(QStringLiteral("probe"), QStringLiteral("pw")))
 *         QFAIL(qPrintable(registry.error()));
 *     ... registry.host() == "127.0.0.1:<port>", plain HTTP ...
 *
 * A missing docker-registry binary is a start() failure with a message saying what to install:
 * tests QFAIL on it, they never skip.
 */
class RegistryFixture
{
public:
    RegistryFixture() = default;
    ~RegistryFixture();
    RegistryFixture(const RegistryFixture &) = delete;
    RegistryFixture &operator=(const RegistryFixture &) = delete;

    /**
     * Starts the registry; with @p user, Basic auth (bcrypt htpasswd) for that user and @p password.
     * Retries with another port when the chosen one was taken meanwhile. False with error() on failure.
     */
    bool start(const QString &user = QString(), const QString &password = QString());
    /** Kills the registry (SIGTERM) and waits briefly for it to go. */
    void stop();

    QString error() const { return m_error; }
    quint16 port() const { return m_port; }
    /** "127.0.0.1:<port>" */
    QString host() const;
    qint64 pid() const { return m_pid; }
    /**
     * Pushes a minimal image (one config blob, no layers) as @p repository:@p tag, so that a
     * publish's "the image exists" check passes. Waits (event loop) up to 30 s; false on failure.
     */
    bool pushImage(const QString &repository, const QString &tag);
    /** The registry's log, for failure messages. */
    QString log() const;

    /** A port on 127.0.0.1 that was free a moment ago (bind to port 0, read it, close). */
    static quint16 freePort();
    /** tests/tools/start-registry.sh in the source tree. */
    static QString scriptPath();

private:
    QTemporaryDir m_dir;
    QString m_workDir;
    QString m_error;
    quint16 m_port = 0;
    qint64 m_pid = 0;
};

} // namespace TestUtil
