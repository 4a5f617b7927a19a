// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scalingsettings.h"

#include <QString>

namespace HelmDeck {

/**
 * A cron task (app.json "cron[]"): a CronJob that runs @c command on @c schedule.
 *
 * Identity: taskId() is the user's @c id when set, else derived from the schedule and command, so a
 * changed task is a new task. The CronJob is named "<app>-cron-<shortId>" (shortId = 10 hex chars),
 * the full task id goes in an annotation and a fixed-length 40-hex hash of it in a label (label
 * values are limited to 63 chars; Dokku #8594 broke on long ids).
 */
struct CronTask
{
    QString id; ///< optional user-chosen id; empty = derived
    QString command;
    QString schedule; ///< 5 fields or an @ descriptor (@daily, @hourly, ...)
    QString concurrencyPolicy = QStringLiteral("Allow"); ///< Allow | Forbid | Replace
    bool suspend = false;
    ContainerResources resources; ///< unset by default: the pod gets no requests or limits

    /** The full task id: @c id, or "cron-" + the first 16 hex chars of sha1(schedule + '\n' + command). */
    QString taskId() const;
    /** 10 lower-case hex chars: sha1(taskId()) truncated. Stable for the same task. */
    QString shortId() const;
    /** 40 lower-case hex chars: sha1(taskId()). Used as a label value. */
    QString idHash() const;

    /**
     * The id Dokku's cron plugin gives this task in its dokku.com/cron-id annotation:
     * lower-case base36 (github.com/multiformats/go-base36) of "<app>===<command>===<schedule>", as
     * written. Empty when that text is over MaxDokkuIdInput bytes (the conversion is quadratic;
     * such an id would not fit an annotation anyway).
     */
    QString dokkuCronId(const QString &app) const;
    static constexpr int MaxDokkuIdInput = 4096;

    static QStringList concurrencyPolicies();
};

} // namespace HelmDeck
