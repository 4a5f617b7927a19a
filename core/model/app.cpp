// SPDX-License-Identifier: GPL-3.0-or-later
#include "app.h"

namespace HelmDeck {

int App::processIndex(const QString &processName) const
{
    for (int i = 0; i < processes.size(); ++i) {
        if (processes.at(i).name == processName)
            return i;
    }
    return -1;
}

const ProcessType *App::process(const QString &processName) const
{
    const int i = processIndex(processName);
    return i < 0 ? nullptr : &processes.at(i);
}

QString App::fieldPrefix() const
{
    return QStringLiteral("apps[") + name + QLatin1Char(']');
}

} // namespace HelmDeck
