// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace HelmDeck {

/**
 * Checks a CronJob schedule before Kubernetes sees it.
 *
 * Accepted (what the API server's CronJob validation accepts through robfig/cron v3 ParseStandard):
 *  - five whitespace-separated fields: minute 0-59, hour 0-23, day-of-month 1-31, month 1-12 or
 *    JAN-DEC, day-of-week 0-6 or SUN-SAT (names in any case); each field a comma list of "*", a
 *    value, a range "a-b", or a step: "a-b/n", "a/n" (= a to the field's end) or "*" followed by
 *    "/n"; "?" as "*" in day-of-month and day-of-week;
 *  - the descriptors @yearly @annually @monthly @weekly @daily @midnight @hourly (exactly, lower-case).
 *
 * Refused, each with the reason in the message:
 *  - day-of-week 7: many crons read it as Sunday, Kubernetes' parser rejects it (use 0 or SUN);
 *  - "TZ=" / "CRON_TZ=" prefixes: Kubernetes rejects them in a CronJob that sets timeZone, and
 *    HelmDeck's CronJobs set timeZone Etc/UTC;
 *  - @every (accepted by the parser but not cron: Dokku and the Kubernetes docs don't offer it) and
 *    @reboot (a CronJob has no boot);
 *  - stricter than Kubernetes: empty list items ("1,,2"), a step over the whole field larger than
 *    its range ("*" + "/90" in minutes only ever matches 0, which is never what was meant).
 */
class CronSchedule
{
public:
    /** An empty string when @p schedule is valid, else one sentence saying why not. */
    static QString check(const QString &schedule);
    /**
     * Why a valid @p schedule never runs, else "": a day-of-month that no listed month has, with
     * day-of-week "*" ("0 0 31 2 *", "0 0 31 4,6,9,11 *"; February 29th comes in leap years).
     * Kubernetes accepts such a schedule, so it is a warning, not a refusal (docs/project-file.md
     * "Cron schedules"): an import or a deploy goes on, and the form says it.
     */
    static QString neverRuns(const QString &schedule);
    /** The accepted @ descriptors. */
    static QStringList descriptors();

    Q_DECLARE_TR_FUNCTIONS(HelmDeck::CronSchedule)

private:
    /** check(), and when @p never is given and the schedule is valid, neverRuns() into it. */
    static QString parse(const QString &schedule, QString *never);
};

} // namespace HelmDeck
