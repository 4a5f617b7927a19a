// SPDX-License-Identifier: GPL-3.0-or-later
// The in-process kind of step (Step::start with a StepDone) and concurrent steps, through the one
// Runner: success, failure, cancel, timeout, redacted output, dry-run text, and plans that mix
// in-process and process steps (with blocking work through Worker).

#include "runnertestutil.h"

#include "job/worker.h"

#include <QDir>
#include <QTemporaryDir>
#include <QThread>
#include <QTimer>

#include <sys/prctl.h>

#include <memory>

using namespace HelmDeck;
using namespace RunnerTest;

namespace {

/** An in-process step that ends with @p ok / @p message after @p delayMs, reporting @p report. */
Step asyncStep(const QString &id, const QString &title, bool ok, const QString &message, int delayMs,
    const QStringList &report = QStringList())
{
    Step s;
    s.id = id;
    s.title = title;
    s.start = [ok, message, delayMs, report](PlanContext &, Step &, StepDone done) {
        done.output(QStringLiteral("working"));
        QTimer::singleShot(delayMs, [done, ok, message, report] { done(ok, message, report); });
    };
    return s;
}

/** An in-process step that never ends by itself; @p cancels counts its cancel hook's calls. */
Step hangingStep(
    const QString &id, const std::shared_ptr<int> &cancels, const std::shared_ptr<StepDone> &handle)
{
    Step s;
    s.id = id;
    s.title = QStringLiteral("Hang");
    s.start = [handle](PlanContext &, Step &, StepDone done) {
        *handle = done;
        done.output(QStringLiteral("ready"));
    };
    s.cancel = [cancels] { ++*cancels; };
    return s;
}

} // namespace

class TestAsyncStep : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void outcome_data();
    void outcome();
    void cancelEndsTheActionAtOnce();
    void timeoutCallsTheCancelHook();
    void outputIsRedactedAndBounded();
    void dryRunText();
    void mixedPlanSharesTheContext();
    void concurrentStepsRunTogether();
    void concurrentGroupsRunOneAfterTheOther();
    void concurrentFailureKillsTheSiblingsGroups();
    void cancelStopsEveryConcurrentStep();

private:
    QString path(const QString &name) const { return m_tmp.filePath(name); }
    QTemporaryDir m_tmp;
};

void TestAsyncStep::initTestCase()
{
    QVERIFY(m_tmp.isValid());
    // Orphaned grandchildren are re-parented to this process, so that allGone() can reap them.
    QCOMPARE(::prctl(PR_SET_CHILD_SUBREAPER, 1), 0);
}

void TestAsyncStep::outcome_data()
{
    QTest::addColumn<bool>("ok");
    QTest::addColumn<QString>("message");
    QTest::addColumn<bool>("checkOk");
    QTest::addColumn<StepState>("state");
    QTest::addColumn<QString>("stepMessage");
    QTest::newRow("an action that succeeds succeeds, and its report is shown")
        << true << QString() << true << StepState::Succeeded << QString();
    QTest::newRow("an action that fails fails the step with its message and stops the plan")
        << false << QStringLiteral("registry.example.com: 401 Unauthorized") << true << StepState::Failed
        << QStringLiteral("Look up: registry.example.com: 401 Unauthorized");
    QTest::newRow("a failing check after a successful action fails the step")
        << true << QString() << false << StepState::Failed << QStringLiteral("Look up: bad answer");
}

void TestAsyncStep::outcome()
{
    QFETCH(bool, ok);
    QFETCH(QString, message);
    QFETCH(bool, checkOk);
    QFETCH(StepState, state);
    QFETCH(QString, stepMessage);
    static int row = 0;
    const QString marker = path(QStringLiteral("after-%1").arg(++row));
    QFile::remove(marker);
    Step s = asyncStep(
        QStringLiteral("a"), QStringLiteral("Look up"), ok, message, 20, { QStringLiteral("found 2") });
    s.check = [checkOk](PlanContext &, const QByteArray &out, QStringList *report, QString *error) {
        *report << QStringLiteral("checked %1 bytes").arg(out.size());
        if (!checkOk)
            *error = QStringLiteral("bad answer");
        return checkOk;
    };
    Runner runner;
    Recorder rec(&runner);
    QSignalSpy finished(&runner, &Runner::finished);
    QVERIFY(runner.start(planOf({ s,
        shStep(QStringLiteral("m"), QStringLiteral("Marker"), QStringLiteral("touch '%1'").arg(marker)) })));
    QVERIFY(finished.wait(WaitMs));
    const RunResult r = resultOf(finished);
    QCOMPARE(runner.state(0), state);
    QCOMPARE(rec.messages.first(), stepMessage);
    const bool succeeded = state == StepState::Succeeded;
    QCOMPARE(r.ok, succeeded);
    QVERIFY(!r.cancelled);
    QVERIFY(!r.timedOut);
    QCOMPARE(QFile::exists(marker), succeeded);
    QCOMPARE(runner.state(1), succeeded ? StepState::Succeeded : StepState::Pending);
    QStringList expected { QStringLiteral("working"), QStringLiteral("found 2") };
    if (ok)
        expected << QStringLiteral("checked 0 bytes");
    QCOMPARE(rec.lines.value(0), expected);
    QCOMPARE(rec.events.mid(0, 6),
        QStringList({ QStringLiteral("started Test plan 2"), QStringLiteral("stepStarted 0"),
            QStringLiteral("stepOutput 0"), QStringLiteral("stepOutput 0"),
            ok ? QStringLiteral("stepOutput 0") : QStringLiteral("stepFinished 0 failed"),
            ok ? QStringLiteral("stepFinished 0 ") + stepStateName(state)
               : QStringLiteral("finished failed") }));
    if (!succeeded)
        QCOMPARE(r.message, stepMessage);
}

void TestAsyncStep::cancelEndsTheActionAtOnce()
{
    auto cancels = std::make_shared<int>(0);
    auto handle = std::make_shared<StepDone>();
    Runner runner;
    Recorder rec(&runner);
    QSignalSpy finished(&runner, &Runner::finished);
    QVERIFY(runner.start(planOf({ hangingStep(QStringLiteral("h"), cancels, handle),
        shStep(QStringLiteral("m"), QStringLiteral("Marker"), QStringLiteral("true")) })));
    QTRY_VERIFY_WITH_TIMEOUT(rec.hasLine(0, QStringLiteral("ready")), WaitMs);
    QVERIFY(!handle->isOver());
    runner.cancel();
    QCOMPARE(finished.count(), 0); // never from inside cancel()
    QCOMPARE(*cancels, 1);
    QVERIFY(handle->isOver());
    QVERIFY(finished.wait(WaitMs));
    (*handle)(true); // too late: ignored
    handle->output(QStringLiteral("late"));
    QTest::qWait(50);
    QCOMPARE(finished.count(), 1);
    const RunResult r = resultOf(finished);
    QVERIFY(r.cancelled);
    QVERIFY(!r.ok);
    QCOMPARE(r.failedStep, 0);
    QCOMPARE(r.message, QStringLiteral("Hang: cancelled"));
    QCOMPARE(runner.state(0), StepState::Cancelled);
    QCOMPARE(runner.state(1), StepState::Cancelled);
    QVERIFY(!rec.hasLine(0, QStringLiteral("late")));
    QCOMPARE(*cancels, 1);
}

void TestAsyncStep::timeoutCallsTheCancelHook()
{
    auto cancels = std::make_shared<int>(0);
    auto handle = std::make_shared<StepDone>();
    Step s = hangingStep(QStringLiteral("h"), cancels, handle);
    s.timeoutMs = 200;
    Runner runner;
    QSignalSpy finished(&runner, &Runner::finished);
    QVERIFY(runner.start(planOf({ s })));
    QVERIFY(finished.wait(WaitMs));
    const RunResult r = resultOf(finished);
    QVERIFY(!r.ok);
    QVERIFY(!r.cancelled);
    QVERIFY(r.timedOut);
    QCOMPARE(r.message, QStringLiteral("Hang: timed out after 0.2 s"));
    QCOMPARE(runner.state(0), StepState::Failed);
    QCOMPARE(*cancels, 1);
    QVERIFY(handle->isOver());
}

void TestAsyncStep::outputIsRedactedAndBounded()
{
    Step s;
    s.id = QStringLiteral("o");
    s.title = QStringLiteral("Upload with s3cret");
    s.redactions = QStringList { QStringLiteral("s3cret") };
    s.start = [](PlanContext &, Step &, StepDone done) {
        done.output(QStringLiteral("token s3cret accepted\nsecond line"), true);
        done.output(QString(5000, QLatin1Char('x')));
        for (int i = 0; i < Runner::OutputLineLimit; ++i)
            done.output(QStringLiteral("line"));
        done(false, QStringLiteral("refused s3cret"));
    };
    Runner runner;
    Recorder rec(&runner);
    QSignalSpy finished(&runner, &Runner::finished);
    QVERIFY(runner.start(planOf({ s })));
    QVERIFY(finished.wait(WaitMs));
    const QStringList lines = rec.lines.value(0);
    QCOMPARE(lines.size(), Runner::OutputLineLimit + 1);
    QCOMPARE(lines.at(0), QStringLiteral("err:token •••• accepted"));
    QCOMPARE(lines.at(1), QStringLiteral("err:second line"));
    QCOMPARE(lines.at(2).size(), 4096);
    QVERIFY2(lines.last().contains(QLatin1String("output truncated")), qPrintable(lines.last()));
    QCOMPARE(resultOf(finished).message, QStringLiteral("Upload with ••••: refused ••••"));
}

void TestAsyncStep::dryRunText()
{
    Step plain
        = asyncStep(QStringLiteral("a"), QStringLiteral("Resolve registry credentials"), true, QString(), 0);
    Step planned = plain;
    planned.title = QStringLiteral("Push");
    planned.plannedCommand
        = QStringLiteral("PUT https://registry.example.com/v2/app/manifests/v1 (token s3cret)");
    planned.redactions = QStringList { QStringLiteral("s3cret") };
    QCOMPARE(plain.describe(), QStringLiteral("Resolve registry credentials"));
    QCOMPARE(planned.describe(),
        QStringLiteral("PUT https://registry.example.com/v2/app/manifests/v1 (token ••••)"));
    const Plan plan = planOf(
        { plain, planned, shStep(QStringLiteral("s"), QStringLiteral("Echo"), QStringLiteral("echo hi")) },
        QStringLiteral("Publish"));
    QCOMPARE(plan.describe(),
        QStringLiteral(
            "Publish\n1. Resolve registry credentials\n2. Push: PUT "
            "https://registry.example.com/v2/app/manifests/v1 (token ••••)\n3. Echo: /bin/sh -c 'echo hi'"));
}

void TestAsyncStep::mixedPlanSharesTheContext()
{
    // in-process (blocking work through Worker) → process reading its value → in-process reading the output
    QObject owner;
    auto ownedWorker = std::make_shared<Worker>(&owner);
    Step lookup;
    lookup.id = QStringLiteral("lookup");
    lookup.title = QStringLiteral("Look up");
    lookup.start = [ownedWorker](PlanContext &context, Step &, StepDone done) {
        PlanContext *shared = &context; // lives as long as the run
        ownedWorker->start(
            [](const std::function<bool()> &) {
                QThread::msleep(50); // blocking, off the runner's thread
                return QStringLiteral("from-the-worker");
            },
            [shared, done](const QString &value) {
                shared->values.insert(QStringLiteral("word"), value);
                done(true, QString(), { QStringLiteral("looked up") });
            });
    };
    Step echo = shStep(QStringLiteral("echo"), QStringLiteral("Echo"), QString());
    echo.prepare = [](PlanContext &context, Step &self, bool *, QString *) {
        self.argv.last() = QStringLiteral("echo ") + context.values.value(QStringLiteral("word")).toString();
        return true;
    };
    Step read;
    read.id = QStringLiteral("read");
    read.title = QStringLiteral("Read");
    read.start = [](PlanContext &context, Step &, StepDone done) {
        const QByteArray out = context.outputs.value(QStringLiteral("echo")).trimmed();
        done(out == "from-the-worker", QStringLiteral("got ") + QString::fromUtf8(out));
    };
    Runner runner;
    Recorder rec(&runner);
    QSignalSpy finished(&runner, &Runner::finished);
    QVERIFY(runner.start(planOf({ lookup, echo, read })));
    QVERIFY(finished.wait(WaitMs));
    const RunResult r = resultOf(finished);
    QVERIFY2(r.ok, qPrintable(r.message));
    QCOMPARE(rec.lines.value(0), QStringList { QStringLiteral("looked up") });
    QCOMPARE(rec.lines.value(1), QStringList { QStringLiteral("from-the-worker") });
    QCOMPARE(runner.plan().steps.at(1).argv.last(), QStringLiteral("echo from-the-worker"));
    QCOMPARE(rec.events.size(), 1 + 3 * 2 + 2 + 1);
}

void TestAsyncStep::concurrentStepsRunTogether()
{
    // Two process steps that each wait for the other's file: they only finish if they run at once.
    const QString a = path(QStringLiteral("together-a"));
    const QString b = path(QStringLiteral("together-b"));
    QFile::remove(a);
    QFile::remove(b);
    auto waitFor = [](const QString &mine, const QString &other) {
        return QStringLiteral(
            "touch '%1'; i=0; while [ ! -e '%2' ]; do i=$((i+1)); [ $i -gt 200 ] && exit 7; "
            "sleep 0.05; done; echo saw")
            .arg(mine, other);
    };
    Step first = shStep(QStringLiteral("a"), QStringLiteral("A"), waitFor(a, b));
    Step second = shStep(QStringLiteral("b"), QStringLiteral("B"), waitFor(b, a));
    Step third = asyncStep(QStringLiteral("c"), QStringLiteral("C"), true, QString(), 10);
    first.concurrent = second.concurrent = third.concurrent = true;
    Step after = shStep(QStringLiteral("d"), QStringLiteral("After"), QStringLiteral("echo after"));
    Runner runner;
    Recorder rec(&runner);
    QSignalSpy finished(&runner, &Runner::finished);
    QVERIFY(runner.start(planOf({ first, second, third, after })));
    QVERIFY(finished.wait(WaitMs));
    const RunResult r = resultOf(finished);
    QVERIFY2(r.ok, qPrintable(r.message));
    QCOMPARE(rec.events.mid(1, 3),
        QStringList({ QStringLiteral("stepStarted 0"), QStringLiteral("stepStarted 1"),
            QStringLiteral("stepStarted 2") }));
    QCOMPARE(rec.lines.value(0), QStringList { QStringLiteral("saw") });
    QCOMPARE(rec.lines.value(1), QStringList { QStringLiteral("saw") });
    // the step after the concurrent ones starts only when all of them have ended
    const int afterStart = rec.events.indexOf(QStringLiteral("stepStarted 3"));
    for (int i = 0; i < 3; ++i)
        QVERIFY(rec.events.indexOf(QStringLiteral("stepFinished %1 succeeded").arg(i)) < afterStart);
    QCOMPARE(rec.events.last(), QStringLiteral("finished ok"));
}

void TestAsyncStep::concurrentGroupsRunOneAfterTheOther()
{
    // Two groups of concurrent steps: every step of the first ends before any of the second starts.
    QList<Step> steps;
    for (const char *group : { "package", "lint" }) {
        for (int i = 0; i < 2; ++i) {
            Step s = shStep(QStringLiteral("%1-%2").arg(QLatin1String(group)).arg(i), QLatin1String(group),
                QStringLiteral("sleep 0.1"));
            s.concurrent = true;
            s.concurrentGroup = QLatin1String(group);
            steps.append(s);
        }
    }
    Runner runner;
    Recorder rec(&runner);
    QSignalSpy finished(&runner, &Runner::finished);
    QVERIFY(runner.start(planOf(steps)));
    QVERIFY(finished.wait(WaitMs));
    QVERIFY(resultOf(finished).ok);
    QCOMPARE(rec.events.mid(1, 2),
        QStringList({ QStringLiteral("stepStarted 0"), QStringLiteral("stepStarted 1") }));
    const int secondGroup = rec.events.indexOf(QStringLiteral("stepStarted 2"));
    QVERIFY(rec.events.indexOf(QStringLiteral("stepFinished 0 succeeded")) < secondGroup);
    QVERIFY(rec.events.indexOf(QStringLiteral("stepFinished 1 succeeded")) < secondGroup);
    QCOMPARE(rec.events.at(secondGroup + 1), QStringLiteral("stepStarted 3"));
}

void TestAsyncStep::concurrentFailureKillsTheSiblingsGroups()
{
    const QString pidFile = path(QStringLiteral("sibling-pids"));
    QFile::remove(pidFile);
    const QString marker = path(QStringLiteral("sibling-marker"));
    Step sleeper = shStep(QStringLiteral("s"), QStringLiteral("Sleeper"),
        QStringLiteral("sleep 60 & echo $! >> '%1'; echo $$ >> '%1'; echo ready; wait").arg(pidFile));
    Step failing = shStep(QStringLiteral("f"), QStringLiteral("Failing"),
        QStringLiteral("while [ ! -s '%1' ]; do sleep 0.05; done; sleep 0.2; echo broken >&2; exit 3")
            .arg(pidFile));
    auto cancels = std::make_shared<int>(0);
    auto handle = std::make_shared<StepDone>();
    Step hanging = hangingStep(QStringLiteral("h"), cancels, handle);
    sleeper.concurrent = failing.concurrent = hanging.concurrent = true;
    Runner runner;
    Recorder rec(&runner);
    QSignalSpy finished(&runner, &Runner::finished);
    QVERIFY(runner.start(planOf({ sleeper, failing, hanging,
        shStep(QStringLiteral("m"), QStringLiteral("Marker"), QStringLiteral("touch '%1'").arg(marker)) })));
    QVERIFY(finished.wait(WaitMs));
    const QList<qint64> pids = readPids(pidFile);
    QCOMPARE(pids.size(), 2);
    QTRY_VERIFY_WITH_TIMEOUT(allGone(pids), 4000);
    const RunResult r = resultOf(finished);
    QVERIFY(!r.ok);
    QVERIFY(!r.cancelled);
    QCOMPARE(r.failedStep, 1);
    QCOMPARE(r.message, QStringLiteral("Failing: sh exited with code 3: broken"));
    QCOMPARE(runner.state(0), StepState::Cancelled);
    QCOMPARE(runner.state(1), StepState::Failed);
    QCOMPARE(runner.state(2), StepState::Cancelled);
    QCOMPARE(runner.state(3), StepState::Pending);
    QCOMPARE(*cancels, 1);
    QVERIFY(!QFile::exists(marker));
    QCOMPARE(rec.events.count(QStringLiteral("stepFinished 0 cancelled")), 1);
    QCOMPARE(rec.events.last(), QStringLiteral("finished failed"));
}

void TestAsyncStep::cancelStopsEveryConcurrentStep()
{
    const QString pidFile = path(QStringLiteral("cancel-pids"));
    QFile::remove(pidFile);
    Step a = shStep(QStringLiteral("a"), QStringLiteral("A"),
        QStringLiteral("trap '' TERM; sleep 60 & echo $! >> '%1'; echo $$ >> '%1'; echo ready; wait")
            .arg(pidFile));
    Step b = shStep(QStringLiteral("b"), QStringLiteral("B"),
        QStringLiteral("sleep 60 & echo $! >> '%1'; echo $$ >> '%1'; echo ready; wait").arg(pidFile));
    auto cancels = std::make_shared<int>(0);
    auto handle = std::make_shared<StepDone>();
    Step c = hangingStep(QStringLiteral("c"), cancels, handle);
    a.concurrent = b.concurrent = c.concurrent = true;
    Runner runner;
    Recorder rec(&runner);
    QSignalSpy finished(&runner, &Runner::finished);
    QVERIFY(runner.start(
        planOf({ a, b, c, shStep(QStringLiteral("d"), QStringLiteral("D"), QStringLiteral("true")) })));
    QTRY_VERIFY_WITH_TIMEOUT(
        rec.hasLine(0, QStringLiteral("ready")) && rec.hasLine(1, QStringLiteral("ready")), WaitMs);
    runner.cancel();
    QVERIFY(finished.wait(WaitMs));
    const QList<qint64> pids = readPids(pidFile);
    QCOMPARE(pids.size(), 4);
    QTRY_VERIFY_WITH_TIMEOUT(allGone(pids), 4000);
    const RunResult r = resultOf(finished);
    QVERIFY(r.cancelled);
    QVERIFY(!r.ok);
    for (int i = 0; i < 4; ++i)
        QCOMPARE(runner.state(i), StepState::Cancelled);
    QCOMPARE(*cancels, 1);
    QVERIFY(!rec.events.contains(QStringLiteral("stepStarted 3")));
}

QTEST_GUILESS_MAIN(TestAsyncStep)
#include "tst_asyncstep.moc"
