// SPDX-License-Identifier: GPL-3.0-or-later
#include "project.h"

namespace HelmDeck {

SourceLocation Project::locate(const QString &fieldPath) const
{
    // A project file records its own location under ""; an import records the items it made.
    const bool imported = !sources.contains(QString());
    QString path = fieldPath;
    while (!path.isEmpty()) {
        SourceLocation found;
        if (sources.find(path, &found))
            return found;
        // Climb to the parent: drop a trailing "[key]" or ".key". A bracketed key may hold dots
        // ("env[a.b]", "annotations[example.com/x]"), so a trailing ']' is cut at its '['.
        const bool item = path.endsWith(QLatin1Char(']'));
        const int cut = item ? path.lastIndexOf(QLatin1Char('[')) : path.lastIndexOf(QLatin1Char('.'));
        if (cut <= 0)
            break;
        path.truncate(cut);
        // An imported item without a record was added in the form: it is not from the Procfile its
        // app came from. Its list's own record (ports from app.json) is the best there is, else none.
        if (imported && item)
            return sources.value(path);
    }
    return sources.value(QString());
}

int Project::appIndex(const QString &name) const
{
    for (int i = 0; i < apps.size(); ++i) {
        if (apps.at(i).name == name)
            return i;
    }
    return -1;
}

int Project::storageIndex(const QString &name) const
{
    for (int i = 0; i < storage.size(); ++i) {
        if (storage.at(i).name == name)
            return i;
    }
    return -1;
}

const StorageEntry *Project::storageEntry(const QString &name) const
{
    const int i = storageIndex(name);
    return i < 0 ? nullptr : &storage.at(i);
}

} // namespace HelmDeck
