// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QHash>
#include <QString>

namespace HelmDeck {

/**
 * The `helm template` output of the releases of the last render, so that a release whose inputs
 * did not change is reused instead of run again (RenderOptions::cache). An entry's key is a
 * SHA-256 over everything the run depends on: the written chart files, the values file, the helm
 * binary and version, and the argv (RenderPlan). Only the last render is kept, so memory stays at
 * one copy of the rendered output. Used from one thread (the render's); a copy of entries() may be read on
 * another.
 */
class RenderCache
{
public:
    struct Entry
    {
        QByteArray key; ///< RenderPlan's input hash
        QByteArray output; ///< helm's stdout
    };

    /** @p release's output when it was last rendered from inputs with @p key; false otherwise. */
    bool lookup(const QString &release, const QByteArray &key, QByteArray *output) const;
    /** Replaces everything with the releases of one render (release name → entry). */
    void replace(const QHash<QString, Entry> &entries);
    void clear();
    /** Every entry (release name → entry); implicitly shared, so a copy may go to another thread. */
    QHash<QString, Entry> entries() const { return m_entries; }
    int size() const { return m_entries.size(); }

private:
    QHash<QString, Entry> m_entries;
};

} // namespace HelmDeck
