// SPDX-License-Identifier: GPL-3.0-or-later
#include "stepprogress.h"

#include <QtGlobal>

namespace HelmDeck {

double StepProgress::fraction() const
{
    if (!isValid())
        return 0.0;
    return double(qBound<qint64>(0, value, maximum)) / double(maximum);
}

QString StepProgress::text() const
{
    if (!isValid())
        return QString();
    const qint64 v = qBound<qint64>(0, value, maximum);
    if (unit == Unit::Bytes)
        return tr("%1 of %2 uploaded").arg(formatBytes(v), formatBytes(maximum));
    return QStringLiteral("%1/%2 %3").arg(v).arg(maximum).arg(noun).trimmed();
}

StepProgress StepProgress::items(qint64 value, qint64 maximum, const QString &noun)
{
    StepProgress p;
    p.value = value;
    p.maximum = maximum;
    p.noun = noun;
    return p;
}

StepProgress StepProgress::bytes(qint64 value, qint64 maximum)
{
    StepProgress p;
    p.value = value;
    p.maximum = maximum;
    p.unit = Unit::Bytes;
    return p;
}

QString StepProgress::formatBytes(qint64 bytes)
{
    if (bytes < 1024)
        return QStringLiteral("%1 B").arg(bytes);
    static const char *const units[] = { "KiB", "MiB", "GiB", "TiB" };
    double v = double(bytes) / 1024.0;
    int i = 0;
    while (v >= 1024.0 && i < 3) {
        v /= 1024.0;
        ++i;
    }
    return QStringLiteral("%1 %2").arg(v, 0, 'f', 1).arg(QLatin1String(units[i]));
}

} // namespace HelmDeck
