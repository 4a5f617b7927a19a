// SPDX-License-Identifier: GPL-3.0-or-later
// A failed or cancelled deploy ends with what it changed before it stopped and what it did not
// (docs/deploy.md "What it changed"): the plan's last step, run also after a failure or a cancel,
// against the cluster fake with Helm 3 and Helm 4.
#include "deployfixtures.h"

#include "chart/chartnames.h"

#include <QSignalSpy>
#include <QTest>
#include <QTimer>

using namespace HelmDeck;
using namespace DeployFixtures;

namespace {

const QString Shop = QStringLiteral("shop");

TestUtil::ClusterFixture::Failure failure(const QStringList &match, int exitCode, int sleepMs)
{
    TestUtil::ClusterFixture::Failure f;
    f.tool = QStringLiteral("helm");
    f.match = match;
    f.exitCode = exitCode;
    f.stderrText = exitCode > 0 ? QStringLiteral("Error: boom") : QString();
    f.sleepMs = sleepMs;
    return f;
}

/** The summary step's lines ("summary: " dropped). */
QStringList summaryOf(const QStringList &output)
{
    QStringList out;
    for (const QString &line : output) {
        if (line.startsWith(QStringLiteral("summary: ")))
            out.append(line.mid(9));
    }
    return out;
}

/** Runs @p plan and cancels it once step @p cancelAt has run for a moment; the output lines. */
QStringList runAndCancel(
    const Plan &plan, const TestUtil::ClusterFixture &cluster, const QString &cancelAt, RunResult *result)
{
    QStringList output;
    Runner runner;
    runner.setBaseEnvironment(cluster.environment());
    QObject::connect(&runner, &Runner::stepOutput, [&](int step, const QString &line, bool) {
        output.append(plan.steps.at(step).id + QStringLiteral(": ") + line);
    });
    QObject::connect(&runner, &Runner::stepStarted, [&](int step) {
        if (plan.steps.at(step).id == cancelAt)
            QTimer::singleShot(500, &runner, [&runner] { runner.cancel(); });
    });
    QSignalSpy finished(&runner, &Runner::finished);
    if (!runner.start(plan) || !finished.wait(120000))
        return output;
    *result = finished.first().first().value<RunResult>();
    return output;
}

} // namespace

class TestDeploySummary : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { qRegisterMetaType<HelmDeck::RunResult>(); }

    void aFailedDeploySaysWhatItChangedAndWhatNot_data()
    {
        QTest::addColumn<int>("major");
        QTest::addColumn<QStringList>("match");
        QTest::addColumn<QStringList>("want");
        QTest::addColumn<QStringList>("notWant");
        const QStringList configFails { QStringLiteral("upgrade"), ChartNames::configReleaseName(Shop) };
        const QStringList appFails { QStringLiteral("upgrade"), QStringLiteral("--cleanup-on-fail") };
        for (const int major : { 3, 4 }) {
            QTest::newRow(qPrintable(
                QStringLiteral("helm%1: config-shop fails, the app release is not changed").arg(major)))
                << major << configFails
                << QStringList { QStringLiteral(
                                     "stopped at: Install config-shop (it may have changed part of it: see "
                                     "helm history or kubectl)"),
                       QStringLiteral("not changed: Install shop and wait") }
                << QStringList { QStringLiteral("changed before it stopped: Install config-shop") };
            QTest::newRow(qPrintable(
                QStringLiteral("helm%1: the app release fails after config-shop was installed").arg(major)))
                << major << appFails
                << QStringList { QStringLiteral(
                                     "stopped at: Install shop and wait (it may have changed part of it: "
                                     "see helm history or kubectl)"),
                       QStringLiteral("changed before it stopped: Install config-shop (release config-shop, "
                                      "revision 1)") }
                << QStringList { QStringLiteral("not changed: Install config-shop") };
        }
    }
    void aFailedDeploySaysWhatItChangedAndWhatNot()
    {
        QFETCH(int, major);
        QFETCH(QStringList, match);
        QFETCH(QStringList, want);
        QFETCH(QStringList, notWant);
        TestUtil::ClusterFixture cluster(major);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        cluster.addStorageClass(QStringLiteral("longhorn"), QStringLiteral("Immediate"), false);
        cluster.addFailure(failure(match, 1, 0));
        Findings findings;
        const Plan plan = DeployPlanner::deploy(sampleProject(), Shop, options(cluster), &findings);
        QVERIFY(!hasErrors(findings));
        QCOMPARE(plan.steps.constLast().id, QStringLiteral("summary"));
        const Run r = run(plan, cluster);
        QVERIFY(!r.result.ok);
        QVERIFY2(r.result.message.contains(QStringLiteral("boom")),
            qPrintable(r.result.message)); // the first failure
        QCOMPARE(r.states.constLast(), StepState::Succeeded);
        const QStringList summary = summaryOf(r.output);
        for (const QString &line : want)
            QVERIFY2(summary.contains(line), qPrintable(summary.join(QLatin1Char('\n'))));
        for (const QString &line : notWant) {
            for (const QString &s : summary)
                QVERIFY2(!s.startsWith(line), qPrintable(s));
        }
    }

    void aCancelledDeploySaysWhatItChanged_data()
    {
        QTest::addColumn<int>("major");
        QTest::newRow("helm3") << 3;
        QTest::newRow("helm4") << 4;
    }
    void aCancelledDeploySaysWhatItChanged()
    {
        QFETCH(int, major);
        TestUtil::ClusterFixture cluster(major);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        cluster.addStorageClass(QStringLiteral("longhorn"), QStringLiteral("Immediate"), false);
        // the app release is slow: the cancel comes while it runs
        cluster.addFailure(
            failure({ QStringLiteral("upgrade"), QStringLiteral("--cleanup-on-fail") }, -1, 60000));
        Findings findings;
        const Plan plan = DeployPlanner::deploy(sampleProject(), Shop, options(cluster), &findings);
        RunResult result;
        const QStringList output = runAndCancel(plan, cluster, QStringLiteral("app"), &result);
        QVERIFY(result.cancelled);
        const QStringList summary = summaryOf(output);
        QVERIFY2(summary.contains(
                     QStringLiteral("stopped at: Install shop and wait (it may have changed part of it: "
                                    "see helm history or kubectl)")),
            qPrintable(output.join(QLatin1Char('\n'))));
        QVERIFY2(summary.contains(QStringLiteral(
                     "changed before it stopped: Install config-shop (release config-shop, revision 1)")),
            qPrintable(summary.join(QLatin1Char('\n'))));
        QVERIFY(cluster.release(Shop, Shop).isEmpty());
    }

    void aDeployThatRanThroughListsItsChanges()
    {
        TestUtil::ClusterFixture cluster(4);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        cluster.addStorageClass(QStringLiteral("longhorn"), QStringLiteral("Immediate"), false);
        Findings findings;
        const Plan plan = DeployPlanner::deploy(sampleProject(), Shop, options(cluster), &findings);
        const Run r = run(plan, cluster);
        QVERIFY2(r.result.ok, qPrintable(r.result.message));
        const QStringList summary = summaryOf(r.output);
        QVERIFY2(
            summary.contains(QStringLiteral("changed: Install shop and wait (release shop, revision 1)")),
            qPrintable(summary.join(QLatin1Char('\n'))));
        for (const QString &s : summary) // no release was there to uninstall
            QVERIFY2(!s.contains(QStringLiteral("Uninstall")) && !s.startsWith(QStringLiteral("stopped")),
                qPrintable(s));
    }
};

QTEST_GUILESS_MAIN(TestDeploySummary)
#include "tst_deploysummary.moc"
