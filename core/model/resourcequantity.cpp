// SPDX-License-Identifier: GPL-3.0-or-later
#include "resourcequantity.h"

#include <QRegularExpression>

#include <cmath>

namespace HelmDeck {

bool ResourceQuantity::isBareMemory(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("^[0-9]+$"));
    return re.match(text.trimmed()).hasMatch();
}

QString ResourceQuantity::kubernetesMemory(const QString &text)
{
    const QString t = text.trimmed();
    return isBareMemory(t) ? t + QStringLiteral("Mi") : t;
}

bool ResourceQuantity::parse(const QString &text, ResourceQuantity *out)
{
    // The exponent alternative comes first so "1E3" reads as 1000, and "1E" as one exa.
    static const QRegularExpression re(QStringLiteral(
        "^([+-]?(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+))([eE][+-]?[0-9]+|Ki|Mi|Gi|Ti|Pi|Ei|m|k|M|G|T|P|E)?$"));
    const QRegularExpressionMatch m = re.match(text);
    if (!m.hasMatch())
        return false;
    bool ok = false;
    double number = m.captured(1).toDouble(&ok);
    if (!ok)
        return false;
    const QString suffix = m.captured(2);
    static const struct
    {
        const char *suffix;
        double factor;
    } factors[] = {
        { "Ki", 1024.0 },
        { "Mi", std::pow(1024.0, 2) },
        { "Gi", std::pow(1024.0, 3) },
        { "Ti", std::pow(1024.0, 4) },
        { "Pi", std::pow(1024.0, 5) },
        { "Ei", std::pow(1024.0, 6) },
        { "m", 1e-3 },
        { "k", 1e3 },
        { "M", 1e6 },
        { "G", 1e9 },
        { "T", 1e12 },
        { "P", 1e15 },
        { "E", 1e18 },
    };
    if (suffix.size() > 1 && (suffix.startsWith(QLatin1Char('e')) || suffix.startsWith(QLatin1Char('E')))) {
        number *= std::pow(10.0, suffix.mid(1).toInt());
    } else {
        for (const auto &f : factors) {
            if (suffix == QLatin1String(f.suffix))
                number *= f.factor;
        }
    }
    out->value = number;
    out->suffix = suffix;
    return true;
}

} // namespace HelmDeck
