// SPDX-License-Identifier: GPL-3.0-or-later
// Runner killing: signals, timeouts, cancel of whole process groups, the destructor, children dying with the
// app.
#include "runnercase.h"

using namespace RunnerCase;

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

class TestRunnerKill : public RunnerCaseBase
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { initCase(); }
    void killedBySignal();
    void timeout();
    void cancelKillsGroup_data();
    void cancelKillsGroup();
    void cancelBeforeFirstStep();
    void destructorKillsWithoutFinished();
    void childDiesWithApp();
    void leftoversDieWithStep();
    void childStartsWithDefaultSignals();
};

void TestRunnerKill::killedBySignal()
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

void TestRunnerKill::timeout()
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

void TestRunnerKill::cancelKillsGroup_data()
{
    QTest::addColumn<QString>("prelude");
    QTest::newRow("children die on SIGTERM") << QString();
    QTest::newRow("children ignore SIGTERM") << QStringLiteral("trap '' TERM; ");
}

void TestRunnerKill::cancelKillsGroup()
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

void TestRunnerKill::cancelBeforeFirstStep()
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

void TestRunnerKill::destructorKillsWithoutFinished()
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

void TestRunnerKill::childDiesWithApp()
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

void TestRunnerKill::leftoversDieWithStep()
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

void TestRunnerKill::childStartsWithDefaultSignals()
{
    // Ignored signals survive exec: a HelmDeck started under nohup (or with SIGTERM ignored) would
    // start helm that Cancel's SIGTERM cannot stop. The step's child must see the defaults.
    const int signals[] = { SIGHUP, SIGINT, SIGTERM };
    struct sigaction ignore = {}, saved[3] = {};
    ignore.sa_handler = SIG_IGN;
    for (int i = 0; i < 3; ++i)
        ::sigaction(signals[i], &ignore, &saved[i]);
    Runner runner;
    Recorder rec(&runner);
    QSignalSpy finished(&runner, &Runner::finished);
    const bool started = runner.start(planOf({ shStep(QStringLiteral("g"), QStringLiteral("Status"),
        QStringLiteral("exec grep '^SigIgn:' /proc/self/status")) }));
    const bool ended = started && finished.wait(WaitMs);
    for (int i = 0; i < 3; ++i)
        ::sigaction(signals[i], &saved[i], nullptr);
    QVERIFY(ended);
    QVERIFY(resultOf(finished).ok);
    const QStringList lines = rec.lines.value(0);
    QCOMPARE(lines.size(), 1);
    bool hex = false;
    const qulonglong mask = lines.first().section(QLatin1Char('\t'), 1).trimmed().toULongLong(&hex, 16);
    QVERIFY2(hex, qPrintable(lines.first()));
    for (const int sig : signals)
        QVERIFY2(!(mask & (1ULL << (sig - 1))),
            qPrintable(QStringLiteral("signal %1 is ignored in the child: %2").arg(sig).arg(lines.first())));
}

int main(int argc, char **argv)
{
    if (argc == 3 && qstrcmp(argv[1], DieWithChildOption) == 0)
        return dieWithChildRunning(argc, argv);
    QCoreApplication app(argc, argv);
    TestRunnerKill test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}
#include "tst_runnerkill.moc"
