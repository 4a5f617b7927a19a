// SPDX-License-Identifier: GPL-3.0-or-later
#include "cronschedule.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace HelmDeck {

namespace {

struct Field
{
    const char *name;
    int min;
    int max;
    QStringList names; // names[i] is the value min + i
    bool question; // "?" allowed (as "*")
};

const QList<Field> &fields()
{
    static const QList<Field> list = {
        { QT_TRANSLATE_NOOP("HelmDeck::CronSchedule", "minute"), 0, 59, {}, false },
        { QT_TRANSLATE_NOOP("HelmDeck::CronSchedule", "hour"), 0, 23, {}, false },
        { QT_TRANSLATE_NOOP("HelmDeck::CronSchedule", "day-of-month"), 1, 31, {}, true },
        { QT_TRANSLATE_NOOP("HelmDeck::CronSchedule", "month"), 1, 12,
            { QStringLiteral("JAN"), QStringLiteral("FEB"), QStringLiteral("MAR"), QStringLiteral("APR"),
                QStringLiteral("MAY"), QStringLiteral("JUN"), QStringLiteral("JUL"), QStringLiteral("AUG"),
                QStringLiteral("SEP"), QStringLiteral("OCT"), QStringLiteral("NOV"), QStringLiteral("DEC") },
            false },
        { QT_TRANSLATE_NOOP("HelmDeck::CronSchedule", "day-of-week"), 0, 6,
            { QStringLiteral("SUN"), QStringLiteral("MON"), QStringLiteral("TUE"), QStringLiteral("WED"),
                QStringLiteral("THU"), QStringLiteral("FRI"), QStringLiteral("SAT") },
            true },
    };
    return list;
}

bool isDigits(const QString &s)
{
    static const QRegularExpression digits(QStringLiteral("^[0-9]{1,4}$"));
    return digits.match(s).hasMatch();
}

// The field's name in the reader's language (the table holds the English one).
QString cronFieldName(const Field &f)
{
    return QCoreApplication::translate("HelmDeck::CronSchedule", f.name);
}

// One value of a field: a number or (month, day-of-week) a name. Returns an error or sets *value.
QString parseValue(const Field &f, const QString &item, const QString &text, int *value)
{
    const int named = f.names.indexOf(text.toUpper());
    if (named >= 0) {
        *value = f.min + named;
        return QString();
    }
    if (!isDigits(text)) {
        if (f.names.isEmpty())
            return CronSchedule::tr("%1 \"%2\": \"%3\" is not a number").arg(cronFieldName(f), item, text);
        return CronSchedule::tr("%1 \"%2\": \"%3\" is not a number or a name (%4-%5)")
            .arg(cronFieldName(f), item, text, f.names.first(), f.names.last());
    }
    *value = text.toInt();
    if (f.max == 6 && *value == 7)
        return CronSchedule::tr("%1 \"%2\": 7 is not a day of the week for Kubernetes (its cron parser takes "
                                "0-6); write 0 or SUN for Sunday")
            .arg(cronFieldName(f), item);
    if (*value < f.min || *value > f.max)
        return CronSchedule::tr("%1 \"%2\": %3 is outside %4-%5")
            .arg(cronFieldName(f), item, QString::number(*value), QString::number(f.min),
                QString::number(f.max));
    return QString();
}

// One list item of a field; an error, or its values added to *bits (bit v for value v) and *star
// set when it is a whole-field "*" or "?" without a step over 1 (robfig/cron's "star" flag).
QString checkItem(const Field &f, const QString &item, quint64 *bits, bool *star)
{
    const QStringList rangeAndStep = item.split(QLatin1Char('/'));
    if (rangeAndStep.size() > 2)
        return CronSchedule::tr("%1 \"%2\": more than one \"/\"").arg(cronFieldName(f), item);
    const QString range = rangeAndStep.first();
    int start = f.min;
    int end = f.max;
    if (range == QLatin1String("*") || (f.question && range == QLatin1String("?"))) {
        // whole range
    } else {
        const QStringList lowHigh = range.split(QLatin1Char('-'));
        if (lowHigh.size() > 2)
            return CronSchedule::tr("%1 \"%2\": more than one \"-\"").arg(cronFieldName(f), item);
        QString why = parseValue(f, item, lowHigh.first(), &start);
        if (!why.isEmpty())
            return why;
        if (lowHigh.size() == 2) {
            why = parseValue(f, item, lowHigh.at(1), &end);
            if (!why.isEmpty())
                return why;
            if (start > end)
                return CronSchedule::tr("%1 \"%2\": the range starts after it ends")
                    .arg(cronFieldName(f), item);
        } else if (rangeAndStep.size() == 1) {
            end = start;
        } // "a/n" runs from a to the field's end, as in Kubernetes' parser
    }
    int step = 1;
    if (rangeAndStep.size() == 2) {
        const QString stepText = rangeAndStep.at(1);
        if (!isDigits(stepText) || stepText.toInt() == 0)
            return CronSchedule::tr("%1 \"%2\": the step after \"/\" must be a number of at least 1")
                .arg(cronFieldName(f), item);
        step = stepText.toInt();
        if (step > end - start && start == f.min && end == f.max)
            return CronSchedule::tr("%1 \"%2\": a step of %3 is larger than the %1 range (%4-%5), so it only "
                                    "matches %4; cron cannot repeat every %3")
                .arg(cronFieldName(f), item, QString::number(step), QString::number(f.min),
                    QString::number(f.max));
    }
    const bool whole = range == QLatin1String("*") || (f.question && range == QLatin1String("?"));
    if (whole && step == 1)
        *star = true;
    for (int v = start; v <= end; v += step)
        *bits |= quint64(1) << v;
    return QString();
}

// The longest each month can be (February in a leap year), index 1-12.
constexpr int CronMonthDays[13] = { 0, 31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31 };

// Day of month and month together (robfig/cron's dayMatches: with day-of-week "*" a day must match
// day-of-month; with both day fields restricted, either one, so some day always comes): why the
// CronJob would never run when no listed day falls in any listed month.
QString checkCronDates(const QStringList &parts, quint64 days, quint64 months, bool weekdayStar)
{
    if (!weekdayStar)
        return QString();
    for (int month = 1; month <= 12; ++month) {
        if (!(months & (quint64(1) << month)))
            continue;
        for (int day = 1; day <= CronMonthDays[month]; ++day) {
            if (days & (quint64(1) << day))
                return QString();
        }
    }
    return QCoreApplication::translate("HelmDeck::CronSchedule",
        "day-of-month \"%1\" never occurs in month \"%2\" (February has at most 29 days; April, June, "
        "September and November 30): Kubernetes accepts the schedule, but the CronJob would never run")
        .arg(parts.at(2), parts.at(3));
}

} // namespace

QStringList CronSchedule::descriptors()
{
    return { QStringLiteral("@yearly"), QStringLiteral("@annually"), QStringLiteral("@monthly"),
        QStringLiteral("@weekly"), QStringLiteral("@daily"), QStringLiteral("@midnight"),
        QStringLiteral("@hourly") };
}

QString CronSchedule::check(const QString &schedule)
{
    return parse(schedule, nullptr);
}

QString CronSchedule::neverRuns(const QString &schedule)
{
    QString never;
    return parse(schedule, &never).isEmpty() ? never : QString();
}

QString CronSchedule::parse(const QString &schedule, QString *never)
{
    if (schedule.trimmed().isEmpty())
        return tr("the schedule is empty");
    // Kubernetes refuses any "TZ" in a schedule of a CronJob that sets timeZone.
    if (schedule.contains(QLatin1String("TZ")))
        return tr("time zone prefixes (TZ=, CRON_TZ=) are not allowed: HelmDeck's CronJobs set "
                  "timeZone Etc/UTC and Kubernetes rejects both; write the schedule in UTC");
    if (schedule.startsWith(QLatin1Char('@'))) {
        if (descriptors().contains(schedule))
            return QString();
        if (schedule.startsWith(QLatin1String("@every")))
            return tr("@every is not a cron schedule (Dokku and the Kubernetes CronJob docs don't offer "
                      "it); write the interval as fields, e.g. \"*/5 * * * *\" for every 5 minutes");
        if (schedule.startsWith(QLatin1String("@reboot")))
            return tr("@reboot means nothing to a CronJob (there is no boot to wait for); use a "
                      "process or a predeploy script instead");
        if (descriptors().contains(schedule.trimmed().toLower()))
            return tr("write \"%1\" exactly: descriptors are lower-case, without spaces")
                .arg(schedule.trimmed().toLower());
        return tr("unknown descriptor \"%1\"; use one of %2")
            .arg(schedule, descriptors().join(QStringLiteral(", ")));
    }
    const QStringList parts = schedule.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
    if (parts.size() != 5) {
        if (parts.size() == 6)
            return tr("expected 5 fields (minute hour day-of-month month day-of-week), found 6 (a seconds or "
                      "year field is not supported)");
        return tr("expected 5 fields (minute hour day-of-month month day-of-week), found %1")
            .arg(parts.size());
    }
    quint64 bits[5] = {};
    bool star[5] = {};
    for (int i = 0; i < parts.size(); ++i) {
        const Field &f = fields().at(i);
        const QStringList items = parts.at(i).split(QLatin1Char(','));
        for (const QString &item : items) {
            if (item.isEmpty())
                return tr("%1 \"%2\": a list has an empty item").arg(cronFieldName(f), parts.at(i));
            const QString why = checkItem(f, item, &bits[i], &star[i]);
            if (!why.isEmpty())
                return why;
        }
    }
    if (never)
        *never = checkCronDates(parts, bits[2], bits[3], star[4]);
    return QString();
}

} // namespace HelmDeck
