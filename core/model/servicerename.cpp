// SPDX-License-Identifier: GPL-3.0-or-later
#include "servicerename.h"

#include "validationpaths.h"

#include <QStringList>

namespace HelmDeck {

Findings ServiceRename::pin(App *app, const QString &oldName)
{
    Findings out;
    if (oldName.isEmpty())
        return out;
    const QString newName = app->name;
    for (BackingService &s : app->services) {
        if (s.external)
            continue;
        const BackingService before = s;
        if (oldName != newName) {
            if (s.kind == BackingService::Kind::PostgreSQL) {
                if (s.user.isEmpty())
                    s.user = oldName;
                if (s.database.isEmpty())
                    s.database = oldName;
            }
            if (s.claim.isEmpty() && s.storageEntry.trimmed().isEmpty())
                s.claim = s.templateClaimName(oldName);
        }
        // renamed back (or to what the pins already say): the defaults give the same data
        if (s.user == newName)
            s.user.clear();
        if (s.database == newName)
            s.database.clear();
        if (s.claim == s.templateClaimName(newName))
            s.claim.clear();
        if (s == before)
            continue;
        QStringList pinned;
        if (!s.user.isEmpty() && s.user != before.user)
            pinned << tr("user \"%1\"").arg(s.user);
        if (!s.database.isEmpty() && s.database != before.database)
            pinned << tr("database \"%1\"").arg(s.database);
        if (!s.claim.isEmpty() && s.claim != before.claim)
            pinned << tr("claim \"%1\"").arg(s.claim);
        const QString kind = BackingService::kindName(s.kind);
        const QString path = ValidationPaths::keyed(app->fieldPrefix(), "services", kind);
        if (pinned.isEmpty())
            out.append(Finding::info(tr("the %1 service is back on %2's own role, database and "
                                        "claim: the pins of an earlier rename were removed")
                                         .arg(kind, newName),
                path));
        else
            out.append(
                Finding::info(tr("the %1 service keeps the data of \"%2\": %3 pinned, so %4 reaches the same "
                                 "data with the same password")
                                  .arg(kind, oldName, pinned.join(QStringLiteral(", ")), newName),
                    path));
    }
    return out;
}

} // namespace HelmDeck
