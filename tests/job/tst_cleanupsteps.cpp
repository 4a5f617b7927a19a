// SPDX-License-Identifier: GPL-3.0-or-later
// Step::always: cleanup steps (e.g. deleting a run Job) still run after a failure or a cancel, one
// at a time; the run's result stays the first failure; a second cancel stops the cleanup.

#include "runnertestutil.h"

#include <QDir>
#include <QRegularExpression>
#include <QTemporaryDir>

using namespace HelmDeck;
using namespace RunnerTest;

namespace {
QStringList states(const QString &commaSeparated)
{
    return commaSeparated.split(QLatin1Char(','));
}
} // namespace

class TestCleanupSteps : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QVERIFY(m_tmp.isValid()); }
    void cleanupRunsAfterTheEnd_data();
    void cleanupRunsAfterTheEnd();
    void secondCancelStopsTheCleanup();
    void aCleanupOfAStepThatNeverRanIsSkipped_data();
    void aCleanupOfAStepThatNeverRanIsSkipped();
    void dryRunNamesCleanupSteps();

private:
    QString path(const QString &name) const { return QDir(m_tmp.path()).filePath(name); }
    QTemporaryDir m_tmp;
};

void TestCleanupSteps::cleanupRunsAfterTheEnd_data()
{
    QTest::addColumn<QString>("middle"); // the script of step 1
    QTest::addColumn<bool>("cancel"); // cancel once step 1 said "ready"
    QTest::addColumn<QString>("cleanupScript");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<bool>("cancelled");
    QTest::addColumn<QString>("message");
    QTest::addColumn<QStringList>("states"); // of steps 0..4
    const QString touch = QStringLiteral("echo cleaned");
    QTest::newRow("a plan that succeeds runs its cleanup step in order")
        << QStringLiteral("true") << false << touch << true << false << QString()
        << states(QStringLiteral("succeeded,succeeded,succeeded,succeeded,succeeded"));
    QTest::newRow("after a failure the cleanup steps run and the later others stay pending")
        << QStringLiteral("echo boom >&2; exit 3") << false << touch << false << false
        << QStringLiteral("Middle: sh exited with code 3: boom")
        << states(QStringLiteral("succeeded,failed,pending,succeeded,succeeded"));
    QTest::newRow("after a cancel the cleanup steps run and the later others are cancelled")
        << QStringLiteral("echo ready; exec sleep 60") << true << touch << false << true
        << QStringLiteral("Middle: cancelled")
        << states(QStringLiteral("succeeded,cancelled,cancelled,succeeded,succeeded"));
    QTest::newRow("a failing cleanup step does not replace the first failure")
        << QStringLiteral("exit 4") << false << QStringLiteral("exit 9") << false << false
        << QStringLiteral("Middle: sh exited with code 4")
        << states(QStringLiteral("succeeded,failed,pending,failed,succeeded"));
}

void TestCleanupSteps::cleanupRunsAfterTheEnd()
{
    QFETCH(QString, middle);
    QFETCH(bool, cancel);
    QFETCH(QString, cleanupScript);
    QFETCH(bool, ok);
    QFETCH(bool, cancelled);
    QFETCH(QString, message);
    QFETCH(QStringList, states);

    Step first = shStep(QStringLiteral("a"), QStringLiteral("First"), QStringLiteral("true"));
    Step mid = shStep(QStringLiteral("b"), QStringLiteral("Middle"), middle);
    Step later = shStep(QStringLiteral("c"), QStringLiteral("Later"), QStringLiteral("echo later"));
    Step cleanup = shStep(QStringLiteral("d"), QStringLiteral("Cleanup"), cleanupScript);
    cleanup.always = true;
    cleanup.concurrent = true; // ignored for cleanup steps after a failure: they run one by one
    Step cleanup2 = shStep(QStringLiteral("e"), QStringLiteral("Cleanup 2"), QStringLiteral("echo second"));
    cleanup2.always = true;
    cleanup2.concurrent = true;

    Runner runner;
    Recorder rec(&runner);
    QSignalSpy finished(&runner, &Runner::finished);
    QVERIFY(runner.start(planOf({ first, mid, later, cleanup, cleanup2 })));
    if (cancel) {
        QTRY_VERIFY_WITH_TIMEOUT(rec.hasLine(1, QStringLiteral("ready")), WaitMs);
        runner.cancel();
    }
    QVERIFY(finished.wait(WaitMs));
    const RunResult r = resultOf(finished);
    QCOMPARE(r.ok, ok);
    QCOMPARE(r.cancelled, cancelled);
    QCOMPARE(r.message, message);
    QStringList actual;
    for (int i = 0; i < 5; ++i)
        actual << stepStateName(runner.state(i));
    QCOMPARE(actual, states);
    if (cleanupScript == QLatin1String("echo cleaned"))
        QVERIFY(rec.hasLine(3, QStringLiteral("cleaned")));
    QVERIFY(rec.hasLine(4, QStringLiteral("second")));
    QCOMPARE(rec.events.last(),
        QStringLiteral("finished %1").arg(ok ? QLatin1String("ok") : QLatin1String("failed")));
    if (!ok) {
        // One at a time after the end: the second cleanup step starts after the first finished.
        const int firstEnd = rec.events.indexOf(QRegularExpression(QStringLiteral("stepFinished 3 .*")));
        QVERIFY(firstEnd >= 0);
        QVERIFY(rec.events.indexOf(QStringLiteral("stepStarted 4")) > firstEnd);
    }
}

void TestCleanupSteps::aCleanupOfAStepThatNeverRanIsSkipped_data()
{
    QTest::addColumn<QString>("first"); // step 0's script; step 1 ("create") runs only after it
    QTest::addColumn<bool>("skipCreate"); // step 1's prepare skips it
    QTest::addColumn<QString>("create");
    QTest::addColumn<QStringList>("states"); // of steps 0..2; step 2 undoes step 1
    QTest::newRow("a plan that fails before the create skips its undo") << QStringLiteral(
        "exit 1") << false << QStringLiteral("true") << states(QStringLiteral("failed,pending,skipped"));
    QTest::newRow("a create that was skipped by its prepare is not undone") << QStringLiteral(
        "true") << true << QStringLiteral("true") << states(QStringLiteral("succeeded,skipped,skipped"));
    QTest::newRow("a create that ran and failed is undone") << QStringLiteral(
        "true") << false << QStringLiteral("exit 2") << states(QStringLiteral("succeeded,failed,succeeded"));
    QTest::newRow("a create that succeeded is undone") << QStringLiteral(
        "true") << false << QStringLiteral("true") << states(QStringLiteral("succeeded,succeeded,succeeded"));
}

void TestCleanupSteps::aCleanupOfAStepThatNeverRanIsSkipped()
{
    QFETCH(QString, first);
    QFETCH(bool, skipCreate);
    QFETCH(QString, create);
    QFETCH(QStringList, states);
    Step query = shStep(QStringLiteral("live"), QStringLiteral("Query"), first);
    Step made = shStep(QStringLiteral("create"), QStringLiteral("Create"), create);
    made.prepare = [skipCreate](PlanContext &, Step &, bool *skip, QString *) {
        *skip = skipCreate;
        return true;
    };
    Step undo = shStep(QStringLiteral("delete"), QStringLiteral("Delete"), QStringLiteral("echo deleted"));
    undo.always = true;
    undo.onlyIfRan = QStringLiteral("create");
    Runner runner;
    Recorder rec(&runner);
    QSignalSpy finished(&runner, &Runner::finished);
    QVERIFY(runner.start(planOf({ query, made, undo })));
    QVERIFY(finished.wait(WaitMs));
    QStringList actual;
    for (int i = 0; i < 3; ++i)
        actual << stepStateName(runner.state(i));
    QCOMPARE(actual, states);
    QCOMPARE(rec.hasLine(2, QStringLiteral("deleted")), states.last() == QLatin1String("succeeded"));
}

void TestCleanupSteps::secondCancelStopsTheCleanup()
{
    const QString marker = path(QStringLiteral("after-second-cancel"));
    Step mid
        = shStep(QStringLiteral("b"), QStringLiteral("Middle"), QStringLiteral("echo ready; exec sleep 60"));
    Step slowCleanup = shStep(
        QStringLiteral("d"), QStringLiteral("Slow cleanup"), QStringLiteral("echo cleaning; exec sleep 60"));
    slowCleanup.always = true;
    Step next = shStep(
        QStringLiteral("e"), QStringLiteral("Next cleanup"), QStringLiteral("touch '%1'").arg(marker));
    next.always = true;

    Runner runner;
    Recorder rec(&runner);
    QSignalSpy finished(&runner, &Runner::finished);
    QVERIFY(runner.start(planOf({ mid, slowCleanup, next })));
    QTRY_VERIFY_WITH_TIMEOUT(rec.hasLine(0, QStringLiteral("ready")), WaitMs);
    runner.cancel();
    QTRY_VERIFY_WITH_TIMEOUT(rec.hasLine(1, QStringLiteral("cleaning")), WaitMs);
    QCOMPARE(finished.count(), 0);
    runner.cancel();
    QVERIFY(finished.wait(WaitMs));
    QVERIFY(resultOf(finished).cancelled);
    QCOMPARE(resultOf(finished).message, QStringLiteral("Middle: cancelled"));
    QCOMPARE(runner.state(1), StepState::Cancelled);
    QCOMPARE(runner.state(2), StepState::Cancelled);
    QVERIFY(!rec.events.contains(QStringLiteral("stepStarted 2")));
    QVERIFY(!QFile::exists(marker));
}

void TestCleanupSteps::dryRunNamesCleanupSteps()
{
    Step job = shStep(QStringLiteral("a"), QStringLiteral("Create the Job"), QStringLiteral("true"));
    Step del;
    del.id = QStringLiteral("delete");
    del.title = QStringLiteral("Delete the Job");
    del.argv = QStringList { QStringLiteral("kubectl"), QStringLiteral("delete"), QStringLiteral("job"),
        QStringLiteral("x") };
    del.always = true;
    QCOMPARE(planOf({ job, del }, QStringLiteral("Run")).describe().split(QLatin1Char('\n')).last(),
        QStringLiteral("2. Delete the Job (also after a failure or cancel): kubectl delete job x"));
}

QTEST_GUILESS_MAIN(TestCleanupSteps)
#include "tst_cleanupsteps.moc"
