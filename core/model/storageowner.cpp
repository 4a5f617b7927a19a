// SPDX-License-Identifier: GPL-3.0-or-later
#include "storageowner.h"

#include <QRegularExpression>

namespace HelmDeck {

QStringList StorageOwner::names()
{
    return { QStringLiteral("herokuish"), QStringLiteral("heroku"), QStringLiteral("paketo"),
        QStringLiteral("root"), QStringLiteral("false") };
}

bool StorageOwner::parse(const QString &text, int *uid, int *gid, QString *error)
{
    *uid = -1;
    *gid = -1;
    const QString t = text.trimmed();
    if (t.isEmpty() || t == QLatin1String("false"))
        return true;
    struct Named
    {
        const char *name;
        int id;
    };
    // Dokku's --chown values (storage:ensure-directory); "packeto" is Dokku's own spelling
    static const Named known[] = { { "herokuish", 32767 }, { "heroku", 1000 }, { "packeto", 2000 },
        { "paketo", 2000 }, { "root", 0 } };
    for (const Named &n : known) {
        if (t == QLatin1String(n.name)) {
            *uid = n.id;
            *gid = n.id;
            return true;
        }
    }
    static const QRegularExpression pair(QStringLiteral("^([0-9]{1,10}):([0-9]{1,10})$"));
    const QRegularExpressionMatch m = pair.match(t);
    if (m.hasMatch()) {
        bool okUid = false;
        bool okGid = false;
        const qint64 u = m.captured(1).toLongLong(&okUid);
        const qint64 g = m.captured(2).toLongLong(&okGid);
        if (okUid && okGid && u <= 2147483647 && g <= 2147483647) {
            *uid = int(u);
            *gid = int(g);
            return true;
        }
    }
    if (error)
        *error = tr("unknown storage owner \"%1\"; use herokuish, heroku, paketo (or packeto), "
                    "root, false or UID:GID such as 1000:1000")
                     .arg(t);
    return false;
}

} // namespace HelmDeck
