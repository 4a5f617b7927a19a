// SPDX-License-Identifier: GPL-3.0-or-later
// Runner running a plan: signal order and states, failures, programs that cannot start, prepare/monitor
// hooks, removeAfter.
#include "runnercase.h"

using namespace RunnerCase;

class TestRunnerPlan : public RunnerCaseBase
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { initCase(); }
    void signalOrderAndStates();
    void notEmittedSynchronously();
    void startWhileRunningIsRefused();
    void failureStopsPlan();
    void cannotStart_data();
    void cannotStart();
    void prepareSkipAndFail_data();
    void prepareSkipAndFail();
    void monitorFailsStepEarly();
    void monitorNeverOverlapsAndDiesWithStep();
    void removeAfter_data();
    void removeAfter();
    void allowFailureWarns();
};

void TestRunnerPlan::signalOrderAndStates()
{
    Step internal;
    internal.id = QStringLiteral("internal");
    internal.title = QStringLiteral("Internal");
    QByteArray checkedStdout = "not called";
    internal.check = [&checkedStdout](PlanContext &, const QByteArray &out, QStringList *report, QString *) {
        checkedStdout = out;
        *report << QStringLiteral("report line");
        return true;
    };
    const Plan plan = planOf({ shStep(QStringLiteral("a"), QStringLiteral("A"), QStringLiteral("echo one")),
        internal, shStep(QStringLiteral("c"), QStringLiteral("C"), QStringLiteral("echo two >&2")) });
    Runner runner;
    Recorder rec(&runner);
    QSignalSpy finished(&runner, &Runner::finished);
    QVERIFY(runner.start(plan));
    QVERIFY(runner.isRunning());
    QVERIFY(finished.wait(WaitMs));
    const QStringList expected {
        QStringLiteral("started Test plan 3"),
        QStringLiteral("stepStarted 0"),
        QStringLiteral("stepOutput 0"),
        QStringLiteral("stepFinished 0 succeeded"),
        QStringLiteral("stepStarted 1"),
        QStringLiteral("stepOutput 1"),
        QStringLiteral("stepFinished 1 succeeded"),
        QStringLiteral("stepStarted 2"),
        QStringLiteral("stepOutput 2"),
        QStringLiteral("stepFinished 2 succeeded"),
        QStringLiteral("finished ok"),
    };
    QCOMPARE(rec.events, expected);
    QCOMPARE(rec.lines.value(0), QStringList { QStringLiteral("one") });
    QCOMPARE(rec.lines.value(1), QStringList { QStringLiteral("report line") });
    QCOMPARE(rec.lines.value(2), QStringList { QStringLiteral("err:two") });
    QCOMPARE(checkedStdout, QByteArray());
    const RunResult r = resultOf(finished);
    QVERIFY(r.ok);
    QVERIFY(!r.cancelled);
    QCOMPARE(r.failedStep, -1);
    QVERIFY(!runner.isRunning());
    for (int i = 0; i < 3; ++i)
        QCOMPARE(runner.state(i), StepState::Succeeded);
    QVERIFY(!finished.wait(300)); // exactly once
    QCOMPARE(finished.count(), 1);
}

void TestRunnerPlan::notEmittedSynchronously()
{
    Step failing;
    failing.id = QStringLiteral("f");
    failing.title = QStringLiteral("Fails at once");
    failing.prepare = [](PlanContext &, Step &, bool *, QString *error) {
        *error = QStringLiteral("nope");
        return false;
    };
    for (const Plan &plan : { planOf({}), planOf({ failing }) }) {
        Runner runner;
        QSignalSpy started(&runner, &Runner::started);
        QSignalSpy finished(&runner, &Runner::finished);
        QVERIFY(runner.start(plan));
        QCOMPARE(started.count(), 0);
        QCOMPARE(finished.count(), 0);
        QVERIFY(finished.wait(WaitMs));
        QCOMPARE(started.count(), 1);
        QCOMPARE(resultOf(finished).ok, plan.steps.isEmpty());
    }
}

void TestRunnerPlan::startWhileRunningIsRefused()
{
    Runner runner;
    QSignalSpy finished(&runner, &Runner::finished);
    QVERIFY(runner.start(
        planOf({ shStep(QStringLiteral("s"), QStringLiteral("Sleep"), QStringLiteral("sleep 30")) })));
    QVERIFY(!runner.start(planOf({}, QStringLiteral("Other"))));
    QCOMPARE(runner.plan().title, QStringLiteral("Test plan"));
    runner.cancel();
    QCOMPARE(finished.count(), 0); // never inside cancel()
    QVERIFY(finished.wait(WaitMs));
    QVERIFY(resultOf(finished).cancelled);
    QVERIFY(runner.start(planOf({}, QStringLiteral("Other"))));
    QVERIFY(finished.wait(WaitMs));
    QCOMPARE(finished.count(), 2);
}

void TestRunnerPlan::failureStopsPlan()
{
    const QString marker = path(QStringLiteral("failure-marker"));
    Runner runner;
    Recorder rec(&runner);
    QSignalSpy finished(&runner, &Runner::finished);
    QVERIFY(runner.start(planOf(
        { shStep(QStringLiteral("bad"), QStringLiteral("Install config-guestbook"),
              QStringLiteral("echo first >&2; echo 'Error: the last line' >&2; echo '  ' >&2; exit 3")),
            shStep(QStringLiteral("next"), QStringLiteral("Next"),
                QStringLiteral("touch '%1'").arg(marker)) })));
    QVERIFY(finished.wait(WaitMs));
    const RunResult r = resultOf(finished);
    QVERIFY(!r.ok);
    QVERIFY(!r.cancelled);
    QCOMPARE(r.failedStep, 0);
    QCOMPARE(
        r.message, QStringLiteral("Install config-guestbook: sh exited with code 3: Error: the last line"));
    QCOMPARE(rec.messages.value(0), r.message);
    QCOMPARE(runner.state(0), StepState::Failed);
    QCOMPARE(runner.state(1), StepState::Pending);
    QVERIFY(!rec.events.contains(QStringLiteral("stepStarted 1")));
    QVERIFY(!QFile::exists(marker));
}

void TestRunnerPlan::cannotStart_data()
{
    QTest::addColumn<QString>("program");
    QTest::addColumn<QString>("message");
    QTest::newRow("missing path") << QStringLiteral("/nonexistent/hd-tool")
                                  << QStringLiteral("Run: cannot start /nonexistent/hd-tool: not found");
    QTest::newRow("missing on PATH") << QStringLiteral(
        "hd-no-such-tool") << QStringLiteral("Run: cannot start hd-no-such-tool: not found on PATH");
    QTest::newRow("not executable") << QStringLiteral("@plain")
                                    << QStringLiteral("Run: cannot start @plain: not executable");
    QTest::newRow("directory") << QStringLiteral("@dir")
                               << QStringLiteral("Run: cannot start @dir: not executable");
}

void TestRunnerPlan::cannotStart()
{
    QFETCH(QString, program);
    QFETCH(QString, message);
    QFile plain(path(QStringLiteral("plain.sh")));
    QVERIFY(plain.open(QIODevice::WriteOnly));
    plain.write("#!/bin/sh\necho hi\n");
    plain.close();
    QVERIFY(plain.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner));
    const QString fileName = plain.fileName();
    program.replace(QStringLiteral("@plain"), fileName).replace(QStringLiteral("@dir"), m_tmp.path());
    message.replace(QStringLiteral("@plain"), fileName).replace(QStringLiteral("@dir"), m_tmp.path());
    const QString marker = path(QStringLiteral("cannot-start-marker"));
    Step s;
    s.id = QStringLiteral("run");
    s.title = QStringLiteral("Run");
    s.argv = QStringList { program, QStringLiteral("arg") };
    Runner runner;
    QSignalSpy finished(&runner, &Runner::finished);
    QVERIFY(runner.start(planOf(
        { s, shStep(QStringLiteral("m"), QStringLiteral("M"), QStringLiteral("touch '%1'").arg(marker)) })));
    QVERIFY(finished.wait(WaitMs));
    QCOMPARE(resultOf(finished).message, message);
    QCOMPARE(runner.state(0), StepState::Failed);
    QCOMPARE(runner.state(1), StepState::Pending);
    QVERIFY(!QFile::exists(marker));
}

void TestRunnerPlan::prepareSkipAndFail_data()
{
    QTest::addColumn<bool>("skip");
    QTest::addColumn<StepState>("state");
    QTest::addColumn<QString>("message");
    QTest::addColumn<bool>("nextRuns");
    QTest::newRow("skip") << true << StepState::Skipped << QStringLiteral("no live Deployment") << true;
    QTest::newRow("fail") << false << StepState::Failed << QStringLiteral("Patch: no live Deployment")
                          << false;
}

void TestRunnerPlan::prepareSkipAndFail()
{
    QFETCH(bool, skip);
    QFETCH(StepState, state);
    QFETCH(QString, message);
    QFETCH(bool, nextRuns);
    const QString marker = path(QStringLiteral("prepare-marker"));
    QFile::remove(marker);
    const QString never = path(QStringLiteral("prepare-never"));
    Step s = shStep(QStringLiteral("p"), QStringLiteral("Patch"), QStringLiteral("touch '%1'").arg(never));
    s.prepare = [skip](PlanContext &, Step &, bool *doSkip, QString *error) {
        *doSkip = skip;
        *error = QStringLiteral("no live Deployment");
        return skip;
    };
    Runner runner;
    Recorder rec(&runner);
    QSignalSpy finished(&runner, &Runner::finished);
    QVERIFY(runner.start(planOf(
        { s, shStep(QStringLiteral("m"), QStringLiteral("M"), QStringLiteral("touch '%1'").arg(marker)) })));
    QVERIFY(finished.wait(WaitMs));
    QCOMPARE(runner.state(0), state);
    QCOMPARE(rec.messages.value(0), message);
    QCOMPARE(resultOf(finished).ok, nextRuns);
    QCOMPARE(QFile::exists(marker), nextRuns);
    QVERIFY(!QFile::exists(never));
}

void TestRunnerPlan::monitorFailsStepEarly()
{
    Step s = shStep(QStringLiteral("w"), QStringLiteral("Install guestbook"), QStringLiteral("sleep 60"));
    s.monitor.argv = QStringList { QStringLiteral("/bin/sh"), QStringLiteral("-c"),
        QStringLiteral("echo 'web-5d9c ImagePullBackOff'") };
    s.monitor.intervalMs = 100;
    s.monitor.report = [](const QByteArray &out) {
        return QStringList { QStringLiteral("poll: ") + QString::fromUtf8(out.trimmed()) };
    };
    s.monitor.failureReason = [](const QByteArray &out) {
        return out.contains("ImagePullBackOff") ? QStringLiteral("pod web-5d9c: ImagePullBackOff")
                                                : QString();
    };
    Runner runner;
    Recorder rec(&runner);
    QSignalSpy finished(&runner, &Runner::finished);
    QElapsedTimer clock;
    clock.start();
    QVERIFY(runner.start(planOf({ s })));
    QVERIFY(finished.wait(WaitMs));
    QVERIFY2(clock.elapsed() < 20000, "the monitor did not end the step early");
    QCOMPARE(resultOf(finished).message, QStringLiteral("Install guestbook: pod web-5d9c: ImagePullBackOff"));
    QCOMPARE(runner.state(0), StepState::Failed);
    QVERIFY(rec.hasLine(0, QStringLiteral("poll: web-5d9c ImagePullBackOff")));
}

void TestRunnerPlan::monitorNeverOverlapsAndDiesWithStep()
{
    // Each poll outlives the step: one poll only, and it is killed when the step ends.
    const QString log = path(QStringLiteral("poll-log"));
    Step s = shStep(QStringLiteral("w"), QStringLiteral("Wait"), QStringLiteral("sleep 1"));
    s.monitor.argv = QStringList { QStringLiteral("/bin/sh"), QStringLiteral("-c"),
        QStringLiteral("sleep 60 & echo $! >> '%1'; echo $$ >> '%1'; wait").arg(log) };
    s.monitor.intervalMs = 20;
    s.monitor.failureReason = [](const QByteArray &) { return QStringLiteral("must not be asked"); };
    Runner runner;
    QSignalSpy finished(&runner, &Runner::finished);
    QVERIFY(runner.start(planOf({ s })));
    QVERIFY(finished.wait(WaitMs));
    QVERIFY2(resultOf(finished).ok, qPrintable(resultOf(finished).message));
    const QList<qint64> pids = readPids(log);
    QCOMPARE(pids.size(), 2);
    QTRY_VERIFY_WITH_TIMEOUT(allGone(pids), 5000);
}

void TestRunnerPlan::removeAfter_data()
{
    QTest::addColumn<QString>("script");
    QTest::addColumn<bool>("prepareFails");
    QTest::addColumn<bool>("cancel");
    QTest::newRow("success") << QStringLiteral("cat \"$1\"") << false << false;
    QTest::newRow("failure") << QStringLiteral("cat \"$1\"; exit 4") << false << false;
    QTest::newRow("prepare fails") << QStringLiteral("true") << true << false;
    QTest::newRow("cancel") << QStringLiteral("echo ready; exec sleep 60") << false << true;
}

void TestRunnerPlan::removeAfter()
{
    QFETCH(QString, script);
    QFETCH(bool, prepareFails);
    QFETCH(bool, cancel);
    const QString secret = path(QStringLiteral("values-secret.yaml"));
    Step s = shStep(QStringLiteral("s"), QStringLiteral("Secret"), script);
    s.prepare = [secret, prepareFails](PlanContext &, Step &self, bool *, QString *) {
        QFile f(secret);
        if (!f.open(QIODevice::WriteOnly))
            return false;
        f.write("token: x\n");
        self.argv << QStringLiteral("sh") << secret;
        self.removeAfter << secret;
        return !prepareFails;
    };
    Runner runner;
    Recorder rec(&runner);
    QSignalSpy finished(&runner, &Runner::finished);
    QVERIFY(runner.start(planOf({ s })));
    if (cancel) {
        QTRY_VERIFY_WITH_TIMEOUT(rec.hasLine(0, QStringLiteral("ready")), WaitMs);
        QVERIFY(QFile::exists(secret));
        runner.cancel();
    }
    QVERIFY(finished.wait(WaitMs));
    QVERIFY(rec.events.contains(QStringLiteral("stepStarted 0")));
    QVERIFY(!QFile::exists(secret));
    if (!prepareFails && !cancel)
        QVERIFY(rec.hasLine(0, QStringLiteral("token: x"))); // it was there while the step ran
}

void TestRunnerPlan::allowFailureWarns()
{
    const QString marker = path(QStringLiteral("warn-marker"));
    Step optional
        = shStep(QStringLiteral("opt"), QStringLiteral("Prune"), QStringLiteral("echo meh >&2; exit 2"));
    optional.allowFailure = true;
    Runner runner;
    Recorder rec(&runner);
    QSignalSpy finished(&runner, &Runner::finished);
    QVERIFY(runner.start(planOf({ optional,
        shStep(QStringLiteral("m"), QStringLiteral("M"), QStringLiteral("touch '%1'").arg(marker)) })));
    QVERIFY(finished.wait(WaitMs));
    QCOMPARE(runner.state(0), StepState::Warning);
    QCOMPARE(rec.messages.value(0), QStringLiteral("Prune: sh exited with code 2: meh"));
    QCOMPARE(runner.state(1), StepState::Succeeded);
    QVERIFY(QFile::exists(marker));
    QVERIFY(resultOf(finished).ok);
    QCOMPARE(resultOf(finished).failedStep, -1);
}

QTEST_GUILESS_MAIN(TestRunnerPlan)
#include "tst_runnerplan.moc"
