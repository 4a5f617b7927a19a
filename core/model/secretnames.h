// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace HelmDeck {

/**
 * Env var names that look like they hold a secret, so their value should live in the keychain
 * (EnvVar::secret) rather than in helmdeck.yaml (docs/project-file.md "Env"): the importer suggests
 * marking them and the Env form offers to, in one click.
 *
 * The rule, matched case-insensitively: a name ending in `_KEY`, `_SECRET` or `_TOKEN`, containing
 * `PASSWORD`, or exactly `DATABASE_URL` (its URL carries the database password).
 */
class SecretNames
{
public:
    /** True when @p name follows the rule above. */
    static bool looksSecret(const QString &name);
    /** Why @p name looks secret ("ends in _TOKEN", "contains PASSWORD", "is DATABASE_URL"); empty when it
     * does not. */
    static QString reason(const QString &name);
    /** The names of @p env's variables not marked secret that look secret, in order. */
    static QStringList unmarked(const QList<EnvVar> &env);

    Q_DECLARE_TR_FUNCTIONS(HelmDeck::SecretNames)
};

} // namespace HelmDeck
