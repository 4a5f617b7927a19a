// SPDX-License-Identifier: GPL-3.0-or-later
// StepMonitor::followArgv (core/job/step.h): a streaming command started beside a step once a poll
// says so, its lines in the step's output, waited for briefly when the step's process ends first,
// and killed with its process group when the step ends or is cancelled; StepMonitor::progress and
// StepDone::progress as Runner::stepProgress.
#include "runnertestutil.h"

#include <QTemporaryDir>

#include <sys/prctl.h>

using namespace HelmDeck;
using namespace RunnerTest;

namespace {

QStringList sh(const QString &script)
{
    return { QStringLiteral("/bin/sh"), QStringLiteral("-c"), script };
}

} // namespace

class TestStepFollow : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        qRegisterMetaType<HelmDeck::RunResult>();
        ::prctl(PR_SET_CHILD_SUBREAPER, 1); // allGone() reaps the orphans it checks
        QVERIFY(m_dir.isValid());
    }

    void theFollowStreamsOnceThePollSaysSo()
    {
        const QString pids = m_dir.filePath(QStringLiteral("streams"));
        Step s = shStep(QStringLiteral("app"), QStringLiteral("Install"), QStringLiteral("sleep 1.5"));
        s.monitor.argv = sh(QStringLiteral("echo started"));
        s.monitor.intervalMs = 100;
        int asked = 0;
        s.monitor.followWhen
            = [&asked](const QByteArray &out) { return ++asked >= 2 && out.contains("started"); };
        s.monitor.followArgv = sh(QStringLiteral("echo $$ >> '%1'; echo streamed-1; echo streamed-2 >&2; "
                                                 "printf 'no newline'; exec sleep 60")
                                      .arg(pids));
        Runner runner;
        Recorder rec(&runner);
        QSignalSpy finished(&runner, &Runner::finished);
        QVERIFY(runner.start(planOf({ s })));
        QVERIFY(finished.wait(WaitMs));
        QVERIFY2(resultOf(finished).ok, qPrintable(resultOf(finished).message));
        QVERIFY(rec.hasLine(0, QStringLiteral("streamed-1")));
        QVERIFY(rec.hasLine(0, QStringLiteral("err:streamed-2")));
        QCOMPARE(readPids(pids).size(), 1); // started once, however many polls said yes
        // the step ended (after the drain: the follow never ends by itself): its group is gone
        QTRY_VERIFY_WITH_TIMEOUT(allGone(readPids(pids)), WaitMs);
    }

    void theMonitorsCountBecomesTheStepsProgress()
    {
        // each poll prints the next count (the file replaced whole: never read half-written); a
        // repeat and an unknown maximum emit nothing
        const QString counter = m_dir.filePath(QStringLiteral("counter"));
        Step s = shStep(QStringLiteral("app"), QStringLiteral("Install"),
            // then a pause: the monitor's poll that wrote 4 is read before the step ends (on a loaded
            // machine the step saw 4 and ended first, and "2/2" was never reported)
            QStringLiteral(
                "while n=$(cat '%1' 2>/dev/null); [ \"${n:-0}\" -lt 4 ]; do sleep 0.05; done; sleep 0.5")
                .arg(counter));
        s.monitor.argv = sh(QStringLiteral(
            "n=$(cat '%1' 2>/dev/null); n=$((${n:-0} + 1)); echo $n > '%1.new'; mv '%1.new' '%1'; echo $n")
                                .arg(counter));
        s.monitor.intervalMs = 50;
        s.monitor.progress = [](const QByteArray &out) {
            const int n = out.trimmed().toInt();
            // 1 → unknown, 2 and 3 → 1/2 (the same twice), 4 → 2/2
            return n == 1 ? StepProgress()
                          : StepProgress::items(n >= 4 ? 2 : 1, 2, QStringLiteral("pods ready"));
        };
        Runner runner;
        QList<StepProgress> seen;
        connect(&runner, &Runner::stepProgress, this, [&seen](int step, const StepProgress &p) {
            QCOMPARE(step, 0);
            seen.append(p);
        });
        QSignalSpy finished(&runner, &Runner::finished);
        QVERIFY(runner.start(planOf({ s })));
        QVERIFY(finished.wait(WaitMs));
        QVERIFY2(resultOf(finished).ok, qPrintable(resultOf(finished).message));
        QCOMPARE(seen.size(), 2);
        QCOMPARE(seen.at(0).text(), QStringLiteral("1/2 pods ready"));
        QCOMPARE(seen.at(1).text(), QStringLiteral("2/2 pods ready"));
    }

    void anActionReportsItsProgress()
    {
        Step s;
        s.id = QStringLiteral("upload");
        s.title = QStringLiteral("Upload");
        s.start = [](PlanContext &, Step &, StepDone done) {
            done.progress(StepProgress::bytes(0, 300));
            done.progress(StepProgress::bytes(100, 300));
            done.progress(StepProgress::bytes(100, 300)); // a repeat: not emitted again
            done.progress(StepProgress::bytes(300, 300));
            done(true);
            done.progress(StepProgress::bytes(0, 300)); // after the end: ignored
        };
        Runner runner;
        QStringList seen;
        connect(&runner, &Runner::stepProgress, this,
            [&seen](int, const StepProgress &p) { seen.append(p.text()); });
        QSignalSpy finished(&runner, &Runner::finished);
        QVERIFY(runner.start(planOf({ s })));
        QVERIFY(finished.wait(WaitMs));
        QCOMPARE(seen,
            (QStringList { QStringLiteral("0 B of 300 B uploaded"), QStringLiteral("100 B of 300 B uploaded"),
                QStringLiteral("300 B of 300 B uploaded") }));
    }

    void whatTheFollowPrintsJustAfterTheStepEndsIsKept()
    {
        Step s = shStep(QStringLiteral("app"), QStringLiteral("Install"), QStringLiteral("sleep 0.6"));
        s.monitor.argv = sh(QStringLiteral("true"));
        s.monitor.intervalMs = 100;
        s.monitor.followWhen = [](const QByteArray &) { return true; };
        s.monitor.followArgv = sh(QStringLiteral("echo first; sleep 1; echo last-line"));
        Runner runner;
        Recorder rec(&runner);
        QSignalSpy finished(&runner, &Runner::finished);
        QVERIFY(runner.start(planOf({ s })));
        QVERIFY(finished.wait(WaitMs));
        QCOMPARE(runner.state(0), StepState::Succeeded);
        QVERIFY(rec.hasLine(0, QStringLiteral("first")));
        QVERIFY(rec.hasLine(0, QStringLiteral("last-line")));
    }

    void aCancelKillsTheFollow()
    {
        const QString pids = m_dir.filePath(QStringLiteral("cancelled"));
        Step s = shStep(QStringLiteral("app"), QStringLiteral("Install"), QStringLiteral("sleep 60"));
        s.monitor.argv = sh(QStringLiteral("true"));
        s.monitor.intervalMs = 100;
        s.monitor.followWhen = [](const QByteArray &) { return true; };
        s.monitor.followArgv = sh(QStringLiteral("echo $$ >> '%1'; echo following; exec sleep 60").arg(pids));
        Runner runner;
        Recorder rec(&runner);
        QSignalSpy finished(&runner, &Runner::finished);
        QVERIFY(runner.start(planOf({ s })));
        QTRY_VERIFY_WITH_TIMEOUT(rec.hasLine(0, QStringLiteral("following")), WaitMs);
        runner.cancel();
        QVERIFY(finished.wait(WaitMs));
        QCOMPARE(runner.state(0), StepState::Cancelled);
        QTRY_VERIFY_WITH_TIMEOUT(allGone(readPids(pids)), WaitMs);
    }

    void noFollowWithoutTheHook()
    {
        const QString pids = m_dir.filePath(QStringLiteral("never"));
        Step s = shStep(QStringLiteral("app"), QStringLiteral("Install"), QStringLiteral("sleep 0.5"));
        s.monitor.argv = sh(QStringLiteral("true"));
        s.monitor.intervalMs = 100;
        s.monitor.followArgv = sh(QStringLiteral("echo $$ >> '%1'").arg(pids));
        Runner runner;
        QSignalSpy finished(&runner, &Runner::finished);
        QVERIFY(runner.start(planOf({ s })));
        QVERIFY(finished.wait(WaitMs));
        QVERIFY(readPids(pids).isEmpty());
    }

private:
    QTemporaryDir m_dir;
};

QTEST_GUILESS_MAIN(TestStepFollow)
#include "tst_stepfollow.moc"
