// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace HelmDeck {

/**
 * Finds the key a user probably meant when a file holds an unknown key, for "did you mean" hints.
 *
 * Matching, in order: the same word ignoring case, '_' and '-' ("concurrency_policy" →
 * "concurrencyPolicy"); a known synonym from Kubernetes or Dokku vocabulary ("initialDelaySeconds" →
 * "initialDelay", "environment" → "env"); the closest key by edit distance when it is at most 2
 * (1 for keys of up to 4 characters), so "replica" → "replicas" but "foo" matches nothing.
 */
class KeySuggester
{
public:
    /** The key of @p known that @p key most likely meant, or an empty string. */
    static QString suggest(const QString &key, const QStringList &known);
    /** Levenshtein distance between @p a and @p b (insert, delete, substitute cost 1). */
    static int editDistance(const QString &a, const QString &b);
};

} // namespace HelmDeck
