// SPDX-License-Identifier: GPL-3.0-or-later
// Runner as a job: signal order and states, failures that stop the plan, timeouts, programs that
// cannot start, cancel and the destructor killing whole process groups, prepare/monitor hooks,
// removeAfter files. Pids of grandchildren come back through files; this process is their
// subreaper so that it can reap them and check with kill(pid, 0) that they are really gone.

#include "runnertestutil.h"

#include <QDir>
#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>

#include <sys/prctl.h>

using namespace HelmDeck;
using namespace RunnerTest;

namespace {

const char DieWithChildOption[] = "--die-with-child-running";

/**
 * This binary run with DieWithChildOption <pidfile>: starts a step whose child writes its pid and
 * sleeps, then the app dies at once (_exit: no destructor kills anything). PR_SET_PDEATHSIG alone
 * must take the child with it.
 */
int dieWithChildRunning(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QString pidFile = QFile::decodeName(argv[2]);
    Runner runner;
    QObject::connect(&runner, &Runner::stepOutput, &app, [](int, const QString &line, bool) {
        if (line == QLatin1String("ready"))
            ::_exit(0);
    });
    QObject::connect(&runner, &Runner::finished, &app, [] { ::_exit(2); });
    runner.start(planOf({ shStep(QStringLiteral("s"), QStringLiteral("Sleep"),
        QStringLiteral("echo $$ > '%1'; echo ready; exec sleep 60").arg(pidFile)) }));
    return app.exec();
}

} // namespace

class TestRunner : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void signalOrderAndStates();
    void notEmittedSynchronously();
    void startWhileRunningIsRefused();
    void failureStopsPlan();
    void killedBySignal();
    void timeout();
    void cannotStart_data();
    void cannotStart();
    void cancelKillsGroup_data();
    void cancelKillsGroup();
    void cancelBeforeFirstStep();
    void prepareSkipAndFail_data();
    void prepareSkipAndFail();
    void monitorFailsStepEarly();
    void monitorNeverOverlapsAndDiesWithStep();
    void removeAfter_data();
    void removeAfter();
    void destructorKillsWithoutFinished();
    void childDiesWithApp();
    void leftoversDieWithStep();
    void allowFailureWarns();

private:
    QString path(const QString &name) const { return QDir(m_tmp.path()).filePath(name); }
    QTemporaryDir m_tmp;
};

void TestRunner::initTestCase()
{
    QVERIFY(m_tmp.isValid());
    QCOMPARE(::prctl(PR_SET_CHILD_SUBREAPER, 1), 0);
}

void TestRunner::signalOrderAndStates()
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

void TestRunner::notEmittedSynchronously()
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

void TestRunner::startWhileRunningIsRefused()
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

void TestRunner::failureStopsPlan()
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

void TestRunner::killedBySignal()
{
    Runner runner;
    QSignalSpy finished(&runner, &Runner::finished);
    QVERIFY(runner.start(planOf({ shStep(
        QStringLiteral("k"), QStringLiteral("Suicide"), QStringLiteral("echo dying >&2; kill -KILL $$")) })));
    QVERIFY(finished.wait(WaitMs));
    const RunResult r = resultOf(finished);
    QCOMPARE(r.failedStep, 0);
    QCOMPARE(r.message, QStringLiteral("Suicide: sh was killed by signal 9: dying"));
    QCOMPARE(runner.state(0), StepState::Failed);
}

void TestRunner::timeout()
{
    const QString pidFile = path(QStringLiteral("timeout-pid"));
    Step s = shStep(QStringLiteral("t"), QStringLiteral("Slow"),
        QStringLiteral("echo $$ > '%1'; exec sleep 60").arg(pidFile));
    s.timeoutMs = 500;
    Runner runner;
    QSignalSpy finished(&runner, &Runner::finished);
    QElapsedTimer clock;
    clock.start();
    QVERIFY(runner.start(planOf({ s })));
    QVERIFY(finished.wait(WaitMs));
    QVERIFY2(clock.elapsed() < 10000, "the timeout did not end the step");
    const RunResult r = resultOf(finished);
    QCOMPARE(r.message, QStringLiteral("Slow: timed out after 0.5 s"));
    QCOMPARE(runner.state(0), StepState::Failed);
    const QList<qint64> pids = readPids(pidFile);
    QCOMPARE(pids.size(), 1);
    QTRY_VERIFY_WITH_TIMEOUT(allGone(pids), 5000);
}

void TestRunner::cannotStart_data()
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

void TestRunner::cannotStart()
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

void TestRunner::cancelKillsGroup_data()
{
    QTest::addColumn<QString>("prelude");
    QTest::newRow("children die on SIGTERM") << QString();
    QTest::newRow("children ignore SIGTERM") << QStringLiteral("trap '' TERM; ");
}

void TestRunner::cancelKillsGroup()
{
    QFETCH(QString, prelude);
    const QString pidFile = path(QStringLiteral("group-pids"));
    QFile::remove(pidFile);
    const QString marker = path(QStringLiteral("group-marker"));
    const QString script = prelude
        + QStringLiteral(
            "sleep 60 & echo $! >> '%1'; sleep 60 & echo $! >> '%1'; echo $$ >> '%1'; echo ready; wait")
              .arg(pidFile);
    Runner runner;
    Recorder rec(&runner);
    QSignalSpy finished(&runner, &Runner::finished);
    QVERIFY(runner.start(planOf({ shStep(QStringLiteral("g"), QStringLiteral("Group"), script),
        shStep(QStringLiteral("m"), QStringLiteral("Marker"), QStringLiteral("touch '%1'").arg(marker)) })));
    QTRY_VERIFY_WITH_TIMEOUT(rec.hasLine(0, QStringLiteral("ready")), WaitMs);
    const QList<qint64> pids = readPids(pidFile);
    QCOMPARE(pids.size(), 3);
    QElapsedTimer clock;
    clock.start();
    runner.cancel();
    QVERIFY(finished.wait(WaitMs));
    QTRY_VERIFY_WITH_TIMEOUT(allGone(pids), 4000); // the contract: gone within 2 s
    QVERIFY2(clock.elapsed() < 4000, "the group outlived the cancel by far");
    const RunResult r = resultOf(finished);
    QVERIFY(r.cancelled);
    QVERIFY(!r.ok);
    QCOMPARE(r.failedStep, 0);
    QCOMPARE(r.message, QStringLiteral("Group: cancelled"));
    QCOMPARE(runner.state(0), StepState::Cancelled);
    QCOMPARE(runner.state(1), StepState::Cancelled);
    QVERIFY(!rec.events.contains(QStringLiteral("stepStarted 1")));
    QVERIFY(!QFile::exists(marker));
}

void TestRunner::cancelBeforeFirstStep()
{
    Runner runner;
    Recorder rec(&runner);
    QSignalSpy finished(&runner, &Runner::finished);
    QVERIFY(
        runner.start(planOf({ shStep(QStringLiteral("a"), QStringLiteral("A"), QStringLiteral("true")) })));
    runner.cancel();
    QCOMPARE(finished.count(), 0);
    QVERIFY(finished.wait(WaitMs));
    QCOMPARE(rec.events,
        (QStringList { QStringLiteral("started Test plan 1"), QStringLiteral("finished failed") }));
    QVERIFY(resultOf(finished).cancelled);
    QCOMPARE(resultOf(finished).failedStep, 0);
    QCOMPARE(runner.state(0), StepState::Cancelled);
}

void TestRunner::prepareSkipAndFail_data()
{
    QTest::addColumn<bool>("skip");
    QTest::addColumn<StepState>("state");
    QTest::addColumn<QString>("message");
    QTest::addColumn<bool>("nextRuns");
    QTest::newRow("skip") << true << StepState::Skipped << QStringLiteral("no live Deployment") << true;
    QTest::newRow("fail") << false << StepState::Failed << QStringLiteral("Patch: no live Deployment")
                          << false;
}

void TestRunner::prepareSkipAndFail()
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

void TestRunner::monitorFailsStepEarly()
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

void TestRunner::monitorNeverOverlapsAndDiesWithStep()
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

void TestRunner::removeAfter_data()
{
    QTest::addColumn<QString>("script");
    QTest::addColumn<bool>("prepareFails");
    QTest::addColumn<bool>("cancel");
    QTest::newRow("success") << QStringLiteral("cat \"$1\"") << false << false;
    QTest::newRow("failure") << QStringLiteral("cat \"$1\"; exit 4") << false << false;
    QTest::newRow("prepare fails") << QStringLiteral("true") << true << false;
    QTest::newRow("cancel") << QStringLiteral("echo ready; exec sleep 60") << false << true;
}

void TestRunner::removeAfter()
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

void TestRunner::destructorKillsWithoutFinished()
{
    const QString pidFile = path(QStringLiteral("dtor-pids"));
    const QString secret = path(QStringLiteral("dtor-secret"));
    QFile f(secret);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.close();
    Step s = shStep(QStringLiteral("d"), QStringLiteral("Long"),
        QStringLiteral("sleep 60 & echo $! >> '%1'; echo $$ >> '%1'; echo ready; wait").arg(pidFile));
    s.removeAfter << secret;
    auto *runner = new Runner;
    Recorder rec(runner);
    QSignalSpy finished(runner, &Runner::finished);
    QVERIFY(runner->start(planOf({ s })));
    QTRY_VERIFY_WITH_TIMEOUT(rec.hasLine(0, QStringLiteral("ready")), WaitMs);
    const QList<qint64> pids = readPids(pidFile);
    QCOMPARE(pids.size(), 2);
    delete runner;
    QTRY_VERIFY_WITH_TIMEOUT(allGone(pids), 4000);
    QCOMPARE(finished.count(), 0);
    QVERIFY(!QFile::exists(secret));
}

void TestRunner::allowFailureWarns()
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

void TestRunner::childDiesWithApp()
{
    const QString pidFile = path(QStringLiteral("orphan-pid"));
    QProcess app;
    app.start(
        QCoreApplication::applicationFilePath(), QStringList { QLatin1String(DieWithChildOption), pidFile });
    QVERIFY(app.waitForFinished(WaitMs));
    QCOMPARE(app.exitCode(), 0);
    const QList<qint64> pids = readPids(pidFile);
    QCOMPARE(pids.size(), 1);
    QTRY_VERIFY_WITH_TIMEOUT(allGone(pids), 5000);
}

void TestRunner::leftoversDieWithStep()
{
    // The step's process exits 0 but leaves a background child in its group: the step takes it along.
    const QString pidFile = path(QStringLiteral("leftover-pid"));
    Runner runner;
    QSignalSpy finished(&runner, &Runner::finished);
    QVERIFY(runner.start(planOf({ shStep(QStringLiteral("l"), QStringLiteral("Leaves"),
        QStringLiteral("sleep 60 >/dev/null 2>&1 & echo $! > '%1'").arg(pidFile)) })));
    QVERIFY(finished.wait(WaitMs));
    QVERIFY(resultOf(finished).ok);
    const QList<qint64> pids = readPids(pidFile);
    QCOMPARE(pids.size(), 1);
    QTRY_VERIFY_WITH_TIMEOUT(allGone(pids), 5000);
}

int main(int argc, char **argv)
{
    if (argc == 3 && qstrcmp(argv[1], DieWithChildOption) == 0)
        return dieWithChildRunning(argc, argv);
    QCoreApplication app(argc, argv);
    TestRunner test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}
#include "tst_runner.moc"
