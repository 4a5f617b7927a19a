// SPDX-License-Identifier: GPL-3.0-or-later
#include "findingfixtures.h"

#include <QList>
#include <QStringList>

namespace FindingFixtures {

int markedLine(const QByteArray &yaml)
{
    const QList<QByteArray> lines = yaml.split('\n');
    for (int i = 0; i < lines.size(); ++i) {
        if (lines.at(i).endsWith("# <"))
            return i + 1;
    }
    return 0;
}

QString describe(const HelmDeck::Findings &findings)
{
    QStringList lines;
    for (const HelmDeck::Finding &f : findings)
        lines.append(f.toString());
    return lines.join(QLatin1Char('\n'));
}

QStringList messages(const HelmDeck::Findings &findings, HelmDeck::Finding::Severity severity)
{
    QStringList out;
    for (const HelmDeck::Finding &f : findings) {
        if (f.severity == severity)
            out.append(f.message);
    }
    return out;
}

} // namespace FindingFixtures
