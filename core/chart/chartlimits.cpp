// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartlimits.h"

#include "shippedchart.h"
#include "valuesbuilder.h"

#include "io/inputfile.h"

#include <QCoreApplication>

namespace HelmDeck {

namespace {

QString tooLarge(const QString &file, const QString &release, qint64 size, bool exact = true)
{
    const QString limit = InputFile::sizeText(ChartLimits::maxFileBytes());
    if (exact)
        return QCoreApplication::translate("HelmDeck::ChartLimits",
            "the %1 HelmDeck writes for release %2 would be %3 bytes, over %4, the most Helm reads from "
            "one file of a chart: helm would refuse the release. An app this large (processes, cron "
            "tasks, env, domains) must be split into several apps")
            .arg(file, release)
            .arg(size)
            .arg(limit);
    return QCoreApplication::translate("HelmDeck::ChartLimits",
        "the %1 HelmDeck writes for release %2 would be at least %3 bytes, over %4, the most Helm reads "
        "from one file of a chart: helm would refuse the release. An app this large (processes, cron "
        "tasks, env, domains) must be split into several apps")
        .arg(file, release)
        .arg(size)
        .arg(limit);
}

} // namespace

qint64 ChartLimits::maxFileBytes()
{
    return InputFile::cap(InputKind::ChartFile);
}

QString ChartLimits::oversizedFile(const ChartFiles &files, const QString &release)
{
    for (const auto &file : files.files()) {
        if (file.second.size() > maxFileBytes())
            return tooLarge(file.first, release, file.second.size());
    }
    return QString();
}

Findings ChartLimits::appFindings(const App &app)
{
    // The written values.yaml is the shipped one with the computed values put in (ShippedChart::overlay,
    // text): at least the computed text, at most both. Only an app near the limit pays for the overlay
    // (of a 28 MB text: seconds and hundreds of MB), so `check` stays linear and small.
    const QByteArray computed = ValuesBuilder::build(app, QString());
    qint64 size = computed.size();
    bool exact = false;
    if (size <= maxFileBytes()) {
        const QByteArray shipped = ShippedChart::file(QStringLiteral("app"), QStringLiteral("values.yaml"));
        if (size + shipped.size() <= maxFileBytes())
            return {};
        size = ShippedChart::overlay(shipped, computed).size();
        exact = true;
        if (size <= maxFileBytes())
            return {};
    }
    return { Finding::error(
        tooLarge(QStringLiteral("values.yaml"), app.name, size, exact), app.fieldPrefix()) };
}

Findings ChartLimits::check(const Project &project)
{
    Findings out;
    for (const App &app : project.apps) {
        for (Finding f : appFindings(app)) {
            f.location = project.locate(f.fieldPath);
            out.append(f);
        }
    }
    return out;
}

} // namespace HelmDeck
