// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/finding.h"
#include "model/project.h"

#include <QObject>
#include <QStringList>

#include <functional>

namespace HelmDeck {

class SecretStore;

/**
 * The window's side of the keychain: the secret values of a project read after it is opened and
 * written after it is saved (ProjectSecrets over SecretStore), asynchronously — the window never
 * spins a nested event loop (docs/architecture.md §2). One operation at a time: isBusy() is true
 * from fill() or store() until its callback has run, and the window refuses to open, save or close
 * meanwhile. A project without secrets needs no keychain: the callback then runs inside the call.
 *
 * It remembers what the keychain holds for the project (the project as last filled or stored,
 * under its key), so a later store() removes what the edits took away (ProjectSecrets::store), and
 * which secrets had no value when the project was opened.
 */
class SecretSync : public QObject
{
    Q_OBJECT
public:
    /** @p filled: the project with the values in; @p findings: keychain errors (warnings). */
    using FillDone = std::function<void(const Project &filled, const Findings &findings)>;
    /** @p errors: "<field path>: <why>" for every secret that could not be written; empty = all stored. */
    using StoreDone = std::function<void(const QStringList &errors)>;

    SecretSync(SecretStore *store, QObject *parent);

    bool isBusy() const { return m_busy; }

    /** Reads the secrets of @p project, opened from @p path. */
    void fill(const Project &project, const QString &path, const FillDone &done);
    /** Writes the secrets of @p project, just saved to @p path, and removes those its edits took away. */
    void store(const Project &project, const QString &path, const StoreDone &done);
    /** A project that never was in the keychain (an import): nothing to remove on its first save. */
    void forget();

    /**
     * Warnings for the env values marked secret that the keychain had no value for when @p project
     * was opened and that are still empty: with a keychain "set it again and save"; without one
     * (the store keeps secrets for the session only) that it renders empty until set, for this session.
     */
    Findings missingValueWarnings(const Project &project) const;
    /**
     * The field paths of the secrets of @p project that have a value while the store keeps them for
     * this session only (no system keychain): lost when the program quits. Empty with a keychain.
     */
    QStringList sessionOnlyValues(const Project &project) const;

Q_SIGNALS:
    void busyChanged(bool busy);

private:
    void setBusy(bool busy);

    SecretStore *m_store;
    bool m_busy = false;
    QStringList m_missing; ///< field paths of secrets the keychain had no value for at load
    Project m_stored; ///< the project as last filled from / stored to the keychain
    QString m_storedKey; ///< the project key m_stored belongs to
};

} // namespace HelmDeck
