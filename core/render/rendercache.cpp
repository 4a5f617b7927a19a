// SPDX-License-Identifier: GPL-3.0-or-later
#include "rendercache.h"

namespace HelmDeck {

bool RenderCache::lookup(const QString &release, const QByteArray &key, QByteArray *output) const
{
    const auto it = m_entries.constFind(release);
    if (it == m_entries.cend() || it->key != key)
        return false;
    *output = it->output;
    return true;
}

void RenderCache::replace(const QHash<QString, Entry> &entries)
{
    m_entries = entries;
}

void RenderCache::clear()
{
    m_entries.clear();
}

} // namespace HelmDeck
