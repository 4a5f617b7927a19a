// SPDX-License-Identifier: GPL-3.0-or-later
#include "secretstore.h"

#include "helmdeck-config.h"

#include <QEventLoop>
#include <QPointer>
#include <QSharedPointer>
#include <QTimer>

#if HELMDECK_HAVE_KEYCHAIN
#if QT_VERSION >= QT_VERSION_CHECK(6, 0, 0)
#include <qt6keychain/keychain.h>
#else
#include <qt5keychain/keychain.h>
#endif
#endif

namespace HelmDeck {

namespace {

// A key no one writes (real keys have four '|'-separated parts): reading it tells whether the
// keychain answers at all.
const QString ProbeKey = QStringLiteral("HelmDeck|probe");

SecretStore::Result result(
    SecretStore::Status status, const QString &value = QString(), const QString &error = QString())
{
    SecretStore::Result r;
    r.status = status;
    r.value = value;
    r.error = error;
    return r;
}

#if HELMDECK_HAVE_KEYCHAIN
// Errors that mean "there is no usable keychain here", as opposed to a keychain that answered.
bool isUnavailable(QKeychain::Error error)
{
    return error == QKeychain::NoBackendAvailable || error == QKeychain::NotImplemented
        || error == QKeychain::OtherError;
}
#endif

} // namespace

SecretStore::SecretStore(Backend backend, QObject *parent)
    : QObject(parent)
{
    if (backend == Backend::SessionOnly) {
        m_persistent = false;
        m_reason = tr("the session store was chosen");
    } else if (!hasKeychainSupport()) {
        m_persistent = false;
        m_reason = tr("HelmDeck was built without QtKeychain");
    }
}

SecretStore::~SecretStore() = default;

QString SecretStore::serviceName()
{
    return QStringLiteral("HelmDeck");
}

bool SecretStore::hasKeychainSupport()
{
#if HELMDECK_HAVE_KEYCHAIN
    return true;
#else
    return false;
#endif
}

QString SecretStore::sessionOnlyMessage()
{
    return tr("No system keychain: secrets are kept for this session only");
}

QString SecretStore::statusMessage() const
{
    return m_persistent ? QString() : sessionOnlyMessage();
}

void SecretStore::read(const SecretKey &key, const Callback &done)
{
    run(Operation::Read, key.toString(), QString(), done);
}

void SecretStore::write(const SecretKey &key, const QString &value, const Callback &done)
{
    run(Operation::Write, key.toString(), value, done);
}

void SecretStore::remove(const SecretKey &key, const Callback &done)
{
    run(Operation::Remove, key.toString(), QString(), done);
}

void SecretStore::probe(const Callback &done)
{
    run(Operation::Read, ProbeKey, QString(),
        [done](const Result &r) { done(r.status == Status::Error ? r : result(Status::Ok)); });
}

void SecretStore::run(Operation op, const QString &name, const QString &value, const Callback &done)
{
    if (!m_persistent) {
        deliver(done, runInSession(op, name, value));
        return;
    }
#if HELMDECK_HAVE_KEYCHAIN
    QKeychain::Job *job = nullptr;
    switch (op) {
    case Operation::Read:
        job = new QKeychain::ReadPasswordJob(serviceName());
        break;
    case Operation::Write: {
        auto *writeJob = new QKeychain::WritePasswordJob(serviceName());
        writeJob->setTextData(value);
        job = writeJob;
        break;
    }
    case Operation::Remove:
        job = new QKeychain::DeletePasswordJob(serviceName());
        break;
    }
    // Not a child of this store: the libsecret backend calls back into its job when the D-Bus
    // answer comes, so a job deleted with the store (a window closed meanwhile) would be called
    // after it is freed. The job deletes itself when finished; the connection below dies with
    // the store, so its callback never runs then.
    job->setAutoDelete(true);
    job->setInsecureFallback(false); // never a clear-text settings file
    job->setKey(name);
    // Whichever comes first settles the operation: the keychain's answer or the answer timeout.
    const auto settled = QSharedPointer<bool>::create(false);
    connect(job, &QKeychain::Job::finished, this,
        [this, op, name, value, done, settled](QKeychain::Job *finished) {
            if (*settled)
                return; // answered after the timeout: the store is in session mode already
            *settled = true;
            const QKeychain::Error error = finished->error();
            if (error == QKeychain::NoError) {
                const auto *readJob = qobject_cast<QKeychain::ReadPasswordJob *>(finished);
                done(result(Status::Ok, readJob ? readJob->textData() : QString()));
            } else if (error == QKeychain::EntryNotFound) {
                done(result(op == Operation::Remove ? Status::Ok : Status::NotFound));
            } else if (isUnavailable(error)) {
                switchToSession(finished->errorString());
                done(runInSession(op, name, value));
            } else {
                done(result(Status::Error, QString(),
                    tr("the system keychain refused access: %1").arg(finished->errorString())));
            }
        });
    if (m_answerTimeoutMs > 0) {
        QTimer::singleShot(m_answerTimeoutMs, this, [this, op, name, value, done, settled]() {
            if (*settled)
                return;
            *settled = true;
            switchToSession(
                tr("the system keychain did not answer within %1 s").arg(m_answerTimeoutMs / 1000.0));
            done(runInSession(op, name, value));
        });
    }
    job->start();
#else
    Q_UNUSED(op)
    Q_UNUSED(value)
    Q_UNUSED(done)
#endif
}

SecretStore::Result SecretStore::runInSession(Operation op, const QString &key, const QString &value)
{
    switch (op) {
    case Operation::Read: {
        const auto it = m_session.constFind(key);
        return it == m_session.constEnd() ? result(Status::NotFound) : result(Status::Ok, it.value());
    }
    case Operation::Write:
        m_session.insert(key, value);
        return result(Status::Ok);
    case Operation::Remove:
        m_session.remove(key);
        return result(Status::Ok);
    }
    return result(Status::Error, QString(), tr("unknown operation"));
}

void SecretStore::switchToSession(const QString &reason)
{
    if (!m_persistent)
        return;
    m_persistent = false;
    m_reason = reason.isEmpty() ? tr("the system keychain did not answer") : reason;
    Q_EMIT persistenceChanged(false);
}

void SecretStore::deliver(const Callback &done, const Result &r)
{
    // Later, not now: callers get the same asynchronous behaviour in session mode.
    QTimer::singleShot(0, this, [done, r]() { done(r); });
}

SecretStore::Result SecretStore::readSync(const SecretKey &key, int timeoutMs)
{
    return waitFor([this, key](const Callback &done) { read(key, done); }, timeoutMs);
}

SecretStore::Result SecretStore::writeSync(const SecretKey &key, const QString &value, int timeoutMs)
{
    return waitFor([this, key, value](const Callback &done) { write(key, value, done); }, timeoutMs);
}

SecretStore::Result SecretStore::removeSync(const SecretKey &key, int timeoutMs)
{
    return waitFor([this, key](const Callback &done) { remove(key, done); }, timeoutMs);
}

SecretStore::Result SecretStore::probeSync(int timeoutMs)
{
    return waitFor([this](const Callback &done) { probe(done); }, timeoutMs);
}

SecretStore::Result SecretStore::waitFor(const std::function<void(const Callback &)> &start, int timeoutMs)
{
    // The callback may run after a timeout, when the loop is gone: it only touches shared state.
    struct State
    {
        bool finished = false;
        Result result;
    };
    const auto state = QSharedPointer<State>::create();
    QEventLoop loop;
    QPointer<QEventLoop> guard(&loop);
    start([state, guard](const Result &r) {
        state->finished = true;
        state->result = r;
        if (guard)
            guard->quit();
    });
    if (!state->finished) {
        QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
        loop.exec();
    }
    if (!state->finished)
        return result(Status::Error, QString(),
            tr("the system keychain did not answer within %1 s").arg(timeoutMs / 1000.0));
    return state->result;
}

} // namespace HelmDeck
