// SPDX-License-Identifier: GPL-3.0-or-later
#include "project.h"

namespace HelmDeck {

SourceLocation Project::locate(const QString &fieldPath) const
{
    QString path = fieldPath;
    while (!path.isEmpty()) {
        const auto it = sources.constFind(path);
        if (it != sources.constEnd())
            return it.value();
        // climb to the parent: drop a trailing ".key" or "[index]"
        const int dot = path.lastIndexOf(QLatin1Char('.'));
        const int bracket = path.lastIndexOf(QLatin1Char('['));
        const int cut = qMax(dot, bracket);
        if (cut <= 0)
            break;
        path.truncate(cut);
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

} // namespace HelmDeck
