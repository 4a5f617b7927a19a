// SPDX-License-Identifier: GPL-3.0-or-later
#include "credentialtester.h"

#include "registry/credential.h"
#include "registry/credentialresolver.h"
#include "registry/registryping.h"

#include <QTimer>

namespace HelmDeck {

struct CredentialTester::Resolution
{
    bool ok = false;
    Credential credential;
    QString error;
};

CredentialTester::CredentialTester(QObject *parent)
    : QObject(parent)
    , m_ping(new RegistryPing(this))
    , m_worker(this)
{
    connect(m_ping, &RegistryPing::finished, this,
        [this](bool ok, const QString &message) { finish(ok, message + m_note); });
}

CredentialTester::~CredentialTester() = default;

void CredentialTester::start(const QString &host, const QString &username, const QString &password)
{
    abort();
    m_running = true;
    const quint64 generation = ++m_generation;
    if (host.trimmed().isEmpty()) {
        QTimer::singleShot(0, this, [this, generation]() {
            if (generation == m_generation)
                finish(false, tr("no registry host to test"));
        });
        return;
    }
    if (!username.isEmpty()) {
        ping(host, username, password, false, false, QString());
        return;
    }

    // Credential helpers are child processes that may take seconds: resolve off the UI thread.
    // The work owns its copy of everything; its result is dropped when this tester is gone or has
    // started another test meanwhile (Worker).
    const QProcessEnvironment environment = m_environment;
    m_worker.start(
        [environment, host](const std::function<bool()> &) {
            Resolution result;
            const CredentialResolver resolver(environment, CredentialResolver::Purpose::ImagePull);
            result.ok = resolver.resolve(host, &result.credential, &result.error);
            return result;
        },
        [this, host, generation](const Resolution &result) {
            if (generation != m_generation)
                return;
            if (!result.ok) {
                finish(false, result.error);
                return;
            }
            const Credential &c = result.credential;
            if (c.isEmpty()) {
                ping(host, QString(), QString(), false, false,
                    tr(" (no credential for %1 in the docker or Helm config)").arg(host));
                return;
            }
            ping(host, c.username, c.secret, c.isIdentityToken, c.isRegistryToken,
                tr(" (credential from %1)").arg(c.source));
        });
}

void CredentialTester::ping(const QString &host, const QString &username, const QString &secret,
    bool identityToken, bool registryToken, const QString &note)
{
    Credential c;
    c.username = username;
    c.secret = secret;
    c.isIdentityToken = identityToken;
    c.isRegistryToken = registryToken;
    m_note = note;
    m_ping->setPlainHttp(m_plainHttp);
    m_ping->setTimeout(m_timeoutMs);
    m_ping->start(host.trimmed(), c);
}

void CredentialTester::abort()
{
    ++m_generation;
    m_ping->abort();
    m_running = false;
    m_note.clear();
}

void CredentialTester::finish(bool ok, const QString &message)
{
    m_running = false;
    m_note.clear();
    Q_EMIT finished(ok, message);
}

} // namespace HelmDeck
