// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/app.h"
#include "model/finding.h"

#include <QByteArray>
#include <QElapsedTimer>
#include <QHash>
#include <QMutex>
#include <QProcessEnvironment>

namespace HelmDeck {

/**
 * A short-lived memory of pull-secret resolutions, so a preview that re-renders on every edit does not
 * run the docker-credential helpers (child processes; some prompt or hit a keychain) each time.
 * PullSecretResolution consults it per app; RenderJob takes one (setCredentialCache()) and the
 * preview controller keeps one for all its renders.
 *
 * An entry is keyed by everything the outcome depends on (key()): the app's name and image, its pull
 * secret form's registry, username and a SHA-256 of the password, the whole credential environment
 * (DOCKER_CONFIG, HELM_*, XDG_CONFIG_HOME, HOME, and PATH, which chooses the helper programs) and,
 * per config file the resolver reads (CredentialResolver::configFiles()), its path, size, mtime and
 * a SHA-256 of its content — so editing ~/.docker/config.json or Helm's registry config, which is
 * also where the helper names come from, misses the cache at once. What no file records (a new
 * `docker login` into a credsStore) shows up when the entry expires: ttl() after it was stored,
 * DefaultTtlMs (60 s) unless set.
 *
 * Only outcomes without errors are stored: a failing helper or a broken file is retried by the next
 * render. Entries hold registry secrets (the `.dockerconfigjson` payload), so they live in this
 * object's memory only, are never written anywhere, and go with clear() or the cache. Bounded to
 * MaxEntries entries (the oldest expire first). Thread-safe: resolutions run in worker threads.
 */
class CredentialCache
{
public:
    static constexpr int DefaultTtlMs = 60000;
    static constexpr int MaxEntries = 64;

    /** What resolving one app gave: its payload (empty = no "pull-secret-<app>") and findings (no errors). */
    struct Outcome
    {
        QByteArray payload;
        Findings findings;
    };

    explicit CredentialCache(int ttlMs = DefaultTtlMs);
    CredentialCache(const CredentialCache &) = delete;
    CredentialCache &operator=(const CredentialCache &) = delete;

    /** How long an entry is used, in milliseconds; 0 turns the cache off. */
    void setTtl(int milliseconds);
    int ttl() const;

    /**
     * The key of resolving @p app with @p environment (see the class comment). Reads the config
     * files (small JSON files) but runs nothing.
     */
    static QByteArray key(const App &app, const QProcessEnvironment &environment);

    /** The outcome stored under @p key if it has not expired. */
    bool lookup(const QByteArray &key, Outcome *out) const;
    /** Stores @p outcome under @p key unless it has errors. */
    void insert(const QByteArray &key, const Outcome &outcome);
    /** Forgets everything (and with it the secrets held). */
    void clear();
    /** Entries stored and not yet expired. */
    int size() const;

private:
    struct Entry
    {
        Outcome outcome;
        QElapsedTimer age;
    };
    void pruneLocked() const;

    mutable QMutex m_mutex;
    mutable QHash<QByteArray, Entry> m_entries;
    int m_ttlMs;
};

} // namespace HelmDeck
