// SPDX-License-Identifier: GPL-3.0-or-later
// ProgressModel fed by a real Runner: the steps are `/bin/sh -c` scripts (the test's choice; the
// product never runs a shell).
#include "jobs/progressmodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace HelmDeck;

namespace {

constexpr int WaitMs = 30000;

Step shStep(const QString &title, const QString &script, bool allowFailure = false)
{
    Step s;
    s.id = title.toLower().replace(QLatin1Char(' '), QLatin1Char('-'));
    s.title = title;
    s.argv = QStringList { QStringLiteral("/bin/sh"), QStringLiteral("-c"), script };
    s.allowFailure = allowFailure;
    return s;
}

Plan planOf(const QList<Step> &steps)
{
    Plan p;
    p.title = QStringLiteral("Test job");
    p.steps = steps;
    return p;
}

} // namespace

Q_DECLARE_METATYPE(HelmDeck::Step)

class TestProgressModel : public QObject
{
    Q_OBJECT

private:
    /** Runs @p plan with @p model attached; true when finished() came within WaitMs. */
    static bool runToEnd(Runner *runner, const Plan &plan)
    {
        QSignalSpy finished(runner, &Runner::finished);
        if (!runner->start(plan))
            return false;
        return finished.wait(WaitMs);
    }

private Q_SLOTS:
    void rowsAndStates_data()
    {
        QTest::addColumn<QList<Step>>("steps");
        QTest::addColumn<QList<int>>("states");
        QTest::addColumn<bool>("ok");
        const int ok = int(StepState::Succeeded);
        QTest::addRow("all succeed") << QList<Step> { shStep(QStringLiteral("One"), QStringLiteral("echo 1")),
            shStep(QStringLiteral("Two"), QStringLiteral("echo 2")),
            shStep(QStringLiteral("Three"), QStringLiteral("true")) }
                                     << QList<int> { ok, ok, ok } << true;
        QTest::addRow("second fails, third never runs")
            << QList<Step> { shStep(QStringLiteral("One"), QStringLiteral("true")),
                   shStep(QStringLiteral("Two"), QStringLiteral("echo broken >&2; exit 3")),
                   shStep(QStringLiteral("Three"), QStringLiteral("true")) }
            << QList<int> { ok, int(StepState::Failed), int(StepState::Pending) } << false;
        QTest::addRow("allowed failure is a warning")
            << QList<Step> { shStep(QStringLiteral("One"), QStringLiteral("true")),
                   shStep(QStringLiteral("Two"), QStringLiteral("exit 1"), true),
                   shStep(QStringLiteral("Three"), QStringLiteral("true")) }
            << QList<int> { ok, int(StepState::Warning), ok } << true;
    }

    void rowsAndStates()
    {
        QFETCH(QList<Step>, steps);
        QFETCH(QList<int>, states);
        QFETCH(bool, ok);
        Runner runner;
        ProgressModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setRunner(&runner);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        QSignalSpy finished(&model, &ProgressModel::runFinished);
        QVERIFY(runToEnd(&runner, planOf(steps)));
        QCOMPARE(reset.count(), 1);
        QCOMPARE(finished.count(), 1);
        QCOMPARE(model.rowCount(), steps.size());
        QCOMPARE(model.columnCount(), int(ProgressModel::ColumnCount));
        QCOMPARE(model.title(), QStringLiteral("Test job"));
        QVERIFY(!model.isRunning());
        QCOMPARE(model.result().ok, ok);
        for (int i = 0; i < steps.size(); ++i) {
            QCOMPARE(model.index(i, ProgressModel::StepColumn).data().toString(), steps.at(i).title);
            QCOMPARE(model.index(i, 0).data(ProgressModel::StateRole).toInt(), states.at(i));
            QCOMPARE(model.index(i, ProgressModel::StateColumn).data().toString(),
                ProgressModel::stateText(StepState(states.at(i))));
            QVERIFY(
                !model.index(i, ProgressModel::StateColumn).data(Qt::DecorationRole).value<QIcon>().isNull());
            const QString duration = model.index(i, ProgressModel::DurationColumn).data().toString();
            if (StepState(states.at(i)) == StepState::Pending) {
                QVERIFY(duration.isEmpty());
                QCOMPARE(model.durationMs(i), qint64(-1));
            } else {
                QVERIFY2(duration.endsWith(QLatin1String(" s")), qPrintable(duration));
                QVERIFY(model.durationMs(i) >= 0);
            }
        }
    }

    void durationTicksWhileRunning()
    {
        Runner runner;
        ProgressModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setRunner(&runner);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QSignalSpy finished(&runner, &Runner::finished);
        QVERIFY(runner.start(planOf({ shStep(QStringLiteral("Sleep"), QStringLiteral("sleep 1.6")) })));
        QTRY_COMPARE_WITH_TIMEOUT(model.runningStep(), 0, WaitMs);
        QTRY_VERIFY_WITH_TIMEOUT(model.durationMs(0) >= 1000, WaitMs);
        QVERIFY(
            model.index(0, ProgressModel::DurationColumn).data().toString().startsWith(QLatin1String("1.")));
        QVERIFY(finished.wait(WaitMs));
        int ticks = 0;
        for (const QList<QVariant> &args : std::as_const(changed)) {
            const QModelIndex topLeft = args.at(0).toModelIndex();
            const QModelIndex bottomRight = args.at(1).toModelIndex();
            if (topLeft.column() == ProgressModel::DurationColumn
                && bottomRight.column() == ProgressModel::DurationColumn)
                ++ticks;
        }
        // About one tick per TickMs over 1.6 s; a busy machine may drop some.
        QVERIFY2(ticks >= 2, qPrintable(QString::number(ticks)));
        QCOMPARE(model.state(0), StepState::Succeeded);
        QVERIFY(model.durationMs(0) >= 1500);
    }

    void outputIsBounded_data()
    {
        QTest::addColumn<int>("limit");
        QTest::addColumn<int>("lines");
        QTest::addRow("default limit exceeded") << 0 << ProgressModel::DefaultMaxLinesPerStep + 1500;
        QTest::addRow("small limit exceeded") << 100 << 250;
        QTest::addRow("exactly at the limit") << 100 << 100;
        QTest::addRow("under the limit") << 100 << 7;
    }

    void outputIsBounded()
    {
        QFETCH(int, limit);
        QFETCH(int, lines);
        Runner runner;
        ProgressModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        if (limit > 0)
            model.setMaxLinesPerStep(limit);
        const int kept = qMin(lines, model.maxLinesPerStep());
        model.setRunner(&runner);
        QSignalSpy appended(&model, &ProgressModel::outputAppended);
        QVERIFY(runToEnd(&runner,
            planOf({ shStep(QStringLiteral("Chatty"), QStringLiteral("seq 1 %1").arg(lines)),
                shStep(QStringLiteral("Quiet"), QStringLiteral("echo done")) })));
        QCOMPARE(appended.count(), lines + 1);
        QCOMPARE(model.outputLines(0).size(), kept);
        QCOMPARE(model.droppedLines(0), lines - kept);
        QCOMPARE(model.outputLines(0).constFirst(), QString::number(lines - kept + 1));
        QCOMPARE(model.outputLines(0).constLast(), QString::number(lines));
        const QString text = model.outputText(0);
        if (lines > kept)
            QVERIFY(text.startsWith(ProgressModel::droppedMarker(lines - kept) + QLatin1Char('\n')));
        else
            QVERIFY(text.startsWith(QLatin1String("1\n")));
        QVERIFY(text.contains(QStringLiteral("earlier line")) == (lines > kept));
        QCOMPARE(model.outputText(1), QStringLiteral("done"));
    }

    void failureMessageEndsTheOutput()
    {
        Runner runner;
        ProgressModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setRunner(&runner);
        QVERIFY(runToEnd(
            &runner, planOf({ shStep(QStringLiteral("Fail"), QStringLiteral("echo before; exit 4")) })));
        QCOMPARE(model.state(0), StepState::Failed);
        QVERIFY(!model.message(0).isEmpty());
        QCOMPARE(model.outputLines(0).constFirst(), QStringLiteral("before"));
        QCOMPARE(model.outputLines(0).constLast(), model.message(0));
        QVERIFY(model.index(0, 0).data(Qt::ToolTipRole).toString().contains(model.message(0)));
        QCOMPARE(model.result().failedStep, 0);
    }

    void logNamesEveryStep()
    {
        Runner runner;
        ProgressModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setRunner(&runner);
        QVERIFY(runToEnd(&runner,
            planOf({ shStep(QStringLiteral("Say hello"), QStringLiteral("echo hello; echo world")),
                shStep(QStringLiteral("Break"), QStringLiteral("exit 2")),
                shStep(QStringLiteral("Never"), QStringLiteral("true")) })));
        const QString log = model.logText();
        const QStringList lines = log.split(QLatin1Char('\n'));
        QCOMPARE(lines.constFirst(), QStringLiteral("Test job"));
        QVERIFY(lines.at(1).startsWith(QLatin1String("Result: failed after")));
        QVERIFY2(log.contains(QStringLiteral("[1/3] Say hello: Succeeded (")), qPrintable(log));
        QVERIFY(log.contains(QStringLiteral("hello\nworld\n")));
        QVERIFY(log.contains(QStringLiteral("[2/3] Break: Failed (")));
        QVERIFY(log.contains(QStringLiteral("[3/3] Never: Pending\n")));
    }

    void secondRunResets()
    {
        Runner runner;
        ProgressModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setRunner(&runner);
        QVERIFY(runToEnd(&runner,
            planOf({ shStep(QStringLiteral("A"), QStringLiteral("echo a")),
                shStep(QStringLiteral("B"), QStringLiteral("echo b")) })));
        QCOMPARE(model.rowCount(), 2);
        QVERIFY(runToEnd(&runner, planOf({ shStep(QStringLiteral("C"), QStringLiteral("echo c")) })));
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.outputText(0), QStringLiteral("c"));
        QCOMPARE(model.index(0, ProgressModel::StepColumn).data().toString(), QStringLiteral("C"));
    }

    void attachesMidRun()
    {
        Runner runner;
        QSignalSpy stepStarted(&runner, &Runner::stepStarted);
        QSignalSpy finished(&runner, &Runner::finished);
        QVERIFY(runner.start(planOf({ shStep(QStringLiteral("Quick"), QStringLiteral("true")),
            shStep(QStringLiteral("Slow"), QStringLiteral("sleep 1")),
            shStep(QStringLiteral("Last"), QStringLiteral("true")) })));
        QTRY_COMPARE_WITH_TIMEOUT(stepStarted.count(), 2, WaitMs);
        ProgressModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setRunner(&runner);
        QCOMPARE(model.rowCount(), 3);
        QVERIFY(model.isRunning());
        QCOMPARE(model.state(0), StepState::Succeeded);
        QCOMPARE(model.state(1), StepState::Running);
        QCOMPARE(model.runningStep(), 1);
        QCOMPARE(model.state(2), StepState::Pending);
        QVERIFY(finished.wait(WaitMs));
        QCOMPARE(model.state(2), StepState::Succeeded);
        QVERIFY(model.durationMs(1) >= 900);
        QVERIFY(model.hasResult());
    }

    void formatsDurations_data()
    {
        QTest::addColumn<qint64>("ms");
        QTest::addColumn<QString>("text");
        QTest::addRow("sub-second") << qint64(420) << QStringLiteral("0.4 s");
        QTest::addRow("seconds") << qint64(9960) << QStringLiteral("10.0 s");
        QTest::addRow("tens of seconds") << qint64(42000) << QStringLiteral("42 s");
        QTest::addRow("minutes") << qint64(125000) << QStringLiteral("2 min 05 s");
        QTest::addRow("unknown") << qint64(-1) << QString();
    }

    void formatsDurations()
    {
        QFETCH(qint64, ms);
        QFETCH(QString, text);
        QCOMPARE(ProgressModel::formatDuration(ms), text);
    }
};

QTEST_MAIN(TestProgressModel)
#include "tst_progressmodel.moc"
