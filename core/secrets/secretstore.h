// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "secretkey.h"

#include <QHash>
#include <QObject>
#include <QString>

#include <functional>

namespace HelmDeck {

/**
 * Keeps secrets (secret env values, registry passwords) in the system keychain through QtKeychain
 * (Secret Service / GNOME Keyring or KWallet on Linux, Keychain on macOS, Credential Manager on
 * Windows), service serviceName(), key SecretKey::toString(). docs/architecture.md §7: secrets never go to
 * the project file, logs or argv, and without a keychain HelmDeck says so and keeps them for the session.
 *
 * Fallback: when the keychain can't be used — HelmDeck built without QtKeychain, no D-Bus session,
 * no secret service, or any keychain error other than "not found" and "access denied" — the store
 * switches, for the rest of its life, to an in-memory session store: isPersistent() turns false,
 * persistenceChanged(false) is emitted once, statusMessage() says "No system keychain: secrets are
 * kept for this session only" and unavailableReason() holds the keychain's error text. The
 * operation that hit the failure is completed against the session store. Access denied (the user
 * refused to unlock) is reported as an error instead: the keychain exists, the user said no.
 *
 * Asynchronous: each call returns at once and its callback runs later in this object's thread
 * (also in session mode, so callers see one behaviour). Callbacks of operations still running when
 * the store is destroyed never run. The ...Sync() variants wait in a local QEventLoop with a timeout
 * (for the command line; they need a QCoreApplication). Share one store per process: the session
 * store is per instance.
 *
 * Values are never logged and never part of an error message.
 */
class SecretStore : public QObject
{
    Q_OBJECT

public:
    enum class Backend
    {
        SystemKeychain, ///< the keychain, falling back to the session store (see above)
        SessionOnly, ///< the session store only (tests, and builds without QtKeychain)
    };
    enum class Status
    {
        Ok, ///< done; for a read, value holds the secret
        NotFound, ///< read: there is no such secret
        Error, ///< error says what went wrong (never the value)
    };
    struct Result
    {
        Status status = Status::Error;
        QString value;
        QString error;
        bool ok() const { return status == Status::Ok; }
    };
    using Callback = std::function<void(const Result &)>;

    static constexpr int DefaultTimeoutMs = 10000;
    /**
     * A bound for one keychain operation that front ends choose (setAnswerTimeoutMs): below
     * DefaultTimeoutMs, so a ...Sync() call sees the session fallback rather than its own timeout.
     * Generous on purpose: the first call of a process opens the Secret Service session (a
     * Diffie-Hellman exchange) and may create the keyring's collection, slow on a loaded machine.
     */
    static constexpr int DefaultAnswerTimeoutMs = 8000;

    explicit SecretStore(Backend backend = Backend::SystemKeychain, QObject *parent = nullptr);
    ~SecretStore() override;

    /** "HelmDeck", the keychain service name. */
    static QString serviceName();
    /** True when this build has QtKeychain (HELMDECK_HAVE_KEYCHAIN). */
    static bool hasKeychainSupport();
    /** "No system keychain: secrets are kept for this session only". */
    static QString sessionOnlyMessage();

    /** False once the store keeps secrets in memory only. */
    bool isPersistent() const { return m_persistent; }
    /** Empty while persistent, else sessionOnlyMessage(). */
    QString statusMessage() const;
    /** Why the keychain can't be used (the keychain's error text); empty while persistent. */
    QString unavailableReason() const { return m_reason; }
    /** The bound on one keychain operation, in milliseconds (see the class comment); 0 (the default) = none.
     */
    int answerTimeoutMs() const { return m_answerTimeoutMs; }
    void setAnswerTimeoutMs(int ms) { m_answerTimeoutMs = ms; }

    void read(const SecretKey &key, const Callback &done);
    /** Stores @p value under @p key, replacing what was there. */
    void write(const SecretKey &key, const QString &value, const Callback &done);
    /** Removes @p key; removing a secret that does not exist is Ok. */
    void remove(const SecretKey &key, const Callback &done);
    /** Asks the keychain for a secret that does not exist, to find out early whether it answers; Ok or Error.
     */
    void probe(const Callback &done);

    Result readSync(const SecretKey &key, int timeoutMs = DefaultTimeoutMs);
    Result writeSync(const SecretKey &key, const QString &value, int timeoutMs = DefaultTimeoutMs);
    Result removeSync(const SecretKey &key, int timeoutMs = DefaultTimeoutMs);
    Result probeSync(int timeoutMs = DefaultTimeoutMs);

    /** Runs @p start and waits up to @p timeoutMs for the callback it is given; an Error result on timeout.
     */
    static Result waitFor(const std::function<void(const Callback &)> &start, int timeoutMs);

Q_SIGNALS:
    /** Emitted once, with false, when the store falls back to the session store. */
    void persistenceChanged(bool persistent);

private:
    enum class Operation
    {
        Read,
        Write,
        Remove
    };
    void run(Operation op, const QString &name, const QString &value, const Callback &done);
    Result runInSession(Operation op, const QString &key, const QString &value);
    void switchToSession(const QString &reason);
    void deliver(const Callback &done, const Result &result);

    bool m_persistent = true;
    int m_answerTimeoutMs = 0;
    QString m_reason;
    QHash<QString, QString> m_session;
};

} // namespace HelmDeck
