// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace HelmDeck {

/**
 * A storage entry's owner (StorageEntry::owner): who the files on the claim belong to, as Dokku's
 * `storage:ensure-directory --chown` names them. Storage exec runs its pod as that uid/gid
 * (securityContext runAsUser/runAsGroup/fsGroup), so files it writes are the app's.
 *
 * Spellings: "herokuish" (32767:32767), "heroku" (1000:1000), "paketo" or Dokku's "packeto"
 * (2000:2000), "root" (0:0), "false" (leave it: the image's user), or "UID:GID", two whole numbers
 * 0–2147483647 ("1001:1001"). Empty = not set (the image's user).
 */
class StorageOwner
{
public:
    /** The names the form offers, in this order: herokuish, heroku, paketo, root, false. */
    static QStringList names();
    /**
     * Parses @p text. True with @p uid and @p gid set (-1 for "", "false": no owner); false for
     * anything else ("bob", "1000", "-1:0"), with @p error saying what is accepted.
     */
    static bool parse(const QString &text, int *uid, int *gid, QString *error = nullptr);

    Q_DECLARE_TR_FUNCTIONS(HelmDeck::StorageOwner)
};

} // namespace HelmDeck
