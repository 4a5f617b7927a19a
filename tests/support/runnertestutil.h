// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Shared by the Runner suites. Their children are `/bin/sh -c '<script>'` (a deliberate choice of
// the tests: the product never runs a shell) and coreutils.

#include "job/runner.h"

#include <QCoreApplication>
#include <QFile>
#include <QHash>
#include <QSignalSpy>
#include <QTest>

#include <cerrno>
#include <csignal>
#include <sys/wait.h>

namespace RunnerTest {

using namespace HelmDeck;

constexpr int WaitMs = 30000; // generous: the machine may be busy building

inline Step shStep(const QString &id, const QString &title, const QString &script)
{
    Step s;
    s.id = id;
    s.title = title;
    s.argv = QStringList { QStringLiteral("/bin/sh"), QStringLiteral("-c"), script };
    return s;
}

inline Plan planOf(const QList<Step> &steps, const QString &title = QStringLiteral("Test plan"))
{
    Plan p;
    p.title = title;
    p.steps = steps;
    return p;
}

/** Every signal of a runner, in order, as text; output lines also per step. */
struct Recorder
{
    QStringList events;
    QHash<int, QStringList> lines; // stderr lines prefixed "err:"
    QStringList messages; // of stepFinished

    explicit Recorder(Runner *runner)
    {
        QObject::connect(runner, &Runner::started, runner, [this](const QString &title, int count) {
            events << QStringLiteral("started %1 %2").arg(title).arg(count);
        });
        QObject::connect(runner, &Runner::stepStarted, runner,
            [this](int step) { events << QStringLiteral("stepStarted %1").arg(step); });
        QObject::connect(
            runner, &Runner::stepOutput, runner, [this](int step, const QString &line, bool isStderr) {
                lines[step] << (isStderr ? QStringLiteral("err:") : QString()) + line;
                events << QStringLiteral("stepOutput %1").arg(step);
            });
        QObject::connect(runner, &Runner::stepFinished, runner,
            [this](int step, StepState state, const QString &message, qint64) {
                events << QStringLiteral("stepFinished %1 %2").arg(step).arg(stepStateName(state));
                messages << message;
            });
        QObject::connect(runner, &Runner::finished, runner, [this](const RunResult &r) {
            events
                << QStringLiteral("finished %1").arg(r.ok ? QStringLiteral("ok") : QStringLiteral("failed"));
        });
    }
    bool hasLine(int step, const QString &line) const { return lines.value(step).contains(line); }
};

inline RunResult resultOf(const QSignalSpy &spy, int index = 0)
{
    return spy.size() <= index ? RunResult() : spy.at(index).at(0).value<RunResult>();
}

/** The pids a script appended to @p file, one a line. */
inline QList<qint64> readPids(const QString &file)
{
    QList<qint64> pids;
    QFile f(file);
    if (f.open(QIODevice::ReadOnly)) {
        const QList<QByteArray> lines = f.readAll().split('\n');
        for (const QByteArray &line : lines) {
            if (!line.trimmed().isEmpty())
                pids << line.trimmed().toLongLong();
        }
    }
    return pids;
}

/**
 * Whether every pid is gone (kill(pid, 0) fails with ESRCH). Orphans are reaped first: the suite
 * makes itself their subreaper, since PID 1 of a container may never reap them.
 */
inline bool allGone(const QList<qint64> &pids)
{
    // Killed children the runner let go of are reaped by their QProcess when it is deleted: let that
    // happen first, so that only orphans are reaped here.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    bool all = true;
    for (qint64 pid : pids) {
        ::waitpid(static_cast<pid_t>(pid), nullptr, WNOHANG);
        const bool gone = ::kill(static_cast<pid_t>(pid), 0) != 0 && errno == ESRCH;
        all = all && gone;
    }
    return all;
}

} // namespace RunnerTest

namespace QTest {
template <> inline char *toString(const HelmDeck::StepState &state)
{
    return qstrdup(qPrintable(HelmDeck::stepStateName(state)));
}
} // namespace QTest
