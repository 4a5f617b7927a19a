// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "job/worker.h"

#include <QObject>
#include <QProcessEnvironment>
#include <QSharedPointer>

namespace HelmDeck {

class RegistryPing;

/**
 * The pull-secret form's "Test credentials": checks a username and password against a registry's
 * /v2/ (RegistryPing: Basic, or the Bearer token flow), asynchronously. Without a username it
 * tests what the Docker CLI would use for the host instead: the credential is resolved from the
 * docker and Helm config (CredentialResolver, in a worker thread because credential helpers are
 * child processes) and the message says where it came from.
 *
 * finished() comes exactly once per start(), from the event loop; start() while running abandons
 * the running test. Messages are RegistryPing's ("authenticated (Basic)", "wrong username or
 * password (401)", ...) and never contain the password.
 */
class CredentialTester : public QObject
{
    Q_OBJECT
public:
    explicit CredentialTester(QObject *parent = nullptr);
    ~CredentialTester() override;

    /** Plain HTTP for a local registry; HTTPS otherwise (the default). */
    void setPlainHttp(bool plainHttp) { m_plainHttp = plainHttp; }
    bool plainHttp() const { return m_plainHttp; }
    /** The environment the docker/Helm config and helpers are found with (default: the process's). */
    void setEnvironment(const QProcessEnvironment &environment) { m_environment = environment; }
    /** Per-request timeout of the registry check, ms. */
    void setTimeout(int ms) { m_timeoutMs = ms; }

    /** Tests @p username / @p password at @p host; an empty @p username tests the configured credential. */
    void start(const QString &host, const QString &username, const QString &password);
    /** Abandons a running test; finished() is not emitted for it. */
    void abort();
    bool isRunning() const { return m_running; }

Q_SIGNALS:
    void finished(bool ok, const QString &message);

private:
    struct Resolution;
    void ping(const QString &host, const QString &username, const QString &secret, bool identityToken,
        bool registryToken, const QString &note);
    void finish(bool ok, const QString &message);

    RegistryPing *m_ping;
    Worker m_worker;
    QProcessEnvironment m_environment = QProcessEnvironment::systemEnvironment();
    bool m_plainHttp = false;
    bool m_running = false;
    int m_timeoutMs = 15000;
    quint64 m_generation = 0;
    QString m_note; ///< appended to the message: where a resolved credential came from
};

} // namespace HelmDeck
