// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPointer>
#include <QString>
#include <QStringList>

#include "stepprogress.h"

#include <functional>
#include <memory>

namespace HelmDeck {

/**
 * The handle Runner gives an asynchronous in-process step (Step::start): the step reports its end
 * through it, once, and may emit output lines before that.
 *
 * Call it on the runner's thread (off-thread work hands back there first, see Worker). Both calls
 * are delivered from the event loop, in the order made, so they may be made from inside
 * Step::start or Step::cancel. Output follows Runner's output rules (redacted, cut at 4096 chars,
 * counted against Runner::OutputLineLimit). Once the step has ended — done() was called, it timed
 * out, it was cancelled — every further call is ignored; isOver() tells a long action to stop.
 * Copyable: copies share one step.
 */
class StepDone
{
public:
    /** What a StepDone forwards to; Runner's side. */
    struct Sink
    {
        QPointer<QObject> receiver; ///< deliveries are queued to it; gone = dropped
        std::function<void(const QString &line, bool isStderr)> output;
        std::function<void(bool ok, const QString &message, const QStringList &report)> done;
        std::function<void(const StepProgress &progress)> progress;
        bool over = false;
    };

    StepDone() = default;
    explicit StepDone(std::shared_ptr<Sink> sink);

    /** Ends the step: @p ok, else failed with @p message ("… not found"); @p report lines are shown first. */
    void operator()(
        bool ok, const QString &message = QString(), const QStringList &report = QStringList()) const;
    /** One line (or several, split on '\n') of the step's output. */
    void output(const QString &line, bool isStderr = false) const;
    /**
     * How far the action has come (e.g. bytes uploaded of the bytes to upload): Runner::stepProgress.
     * Delivered like output; a repeat of the last value is not emitted again.
     */
    void progress(const StepProgress &progress) const;
    /** True once the step has ended (done, timed out, cancelled): later calls do nothing. */
    bool isOver() const;

private:
    std::shared_ptr<Sink> m_sink;
};

} // namespace HelmDeck
