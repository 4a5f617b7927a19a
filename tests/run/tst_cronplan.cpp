// SPDX-License-Identifier: GPL-3.0-or-later
// Cron one-offs (core/run/cronplanner.h) against the cluster fake: a Job from the live CronJob,
// its output and exit code, the Job gone afterwards; suspend and resume without a redeploy.

#include "clusterfixture.h"
#include "deployfixtures.h"
#include "job/runner.h"
#include "run/cronplanner.h"
#include "runfixtures.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTest>

using namespace HelmDeck;

namespace {

const QString CronName = RunFixtures::cronJobName();

} // namespace

class TestCronPlan : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<TestUtil::ClusterFixture> m_cluster;

private Q_SLOTS:
    void init()
    {
        m_cluster = std::make_unique<TestUtil::ClusterFixture>(4);
        QVERIFY2(m_cluster->isValid(), qPrintable(m_cluster->error()));
        m_cluster->addNamespace(QStringLiteral("shop"));
    }
    void cleanup() { m_cluster.reset(); }

    void runNowMakesAJobFromTheLiveCronJob_data()
    {
        QTest::addColumn<QString>("script");
        QTest::addColumn<int>("code");
        QTest::newRow("a task that succeeds") << QStringLiteral("echo swept-$((6*7))") << 0;
        QTest::newRow("a task that exits 6 fails with its code")
            << QStringLiteral("echo swept-$((6*7)); exit 6") << 6;
    }
    void runNowMakesAJobFromTheLiveCronJob()
    {
        QFETCH(QString, script);
        QFETCH(int, code);
        m_cluster->addObject(RunFixtures::liveCronJob(script));
        CronRunPlan plan;
        QString error;
        QVERIFY2(
            CronPlanner::runPlan(RunFixtures::cronProject(), DeployFixtures::options(*m_cluster),
                QStringLiteral("shop"), QStringLiteral("nightly"), m_cluster->environment(), &plan, &error),
            qPrintable(error));
        const DeployFixtures::Run r = DeployFixtures::run(plan.plan, *m_cluster);
        QCOMPARE(r.result.ok, code == 0);
        QCOMPARE(plan.outcome->exitCode, code);
        QCOMPARE(r.output.filter(QStringLiteral("stream: swept-42")).size(), 1);
        if (code != 0)
            QVERIFY2(r.result.message.contains(QStringLiteral("cron task nightly exited 6")),
                qPrintable(r.result.message));
        QVERIFY(plan.outcome->jobName.startsWith(CronName + QStringLiteral("-manual-")));
        const QStringList kubectl = DeployFixtures::commandLines(*m_cluster, QStringLiteral("kubectl"));
        QCOMPARE(
            kubectl
                .filter(
                    QStringLiteral(" create job %1 --from=cronjob/%2").arg(plan.outcome->jobName, CronName))
                .size(),
            1);
        // a task that ran to its end leaves its Job to the template's TTL, as Dokku's cron:run does
        QVERIFY(!m_cluster->object(QStringLiteral("shop"), QStringLiteral("Job"), plan.outcome->jobName)
                     .isEmpty());
        QVERIFY(kubectl.filter(QStringLiteral(" delete job ")).isEmpty());
    }

    void aCancelledTaskRunDeletesItsJob()
    {
        m_cluster->addObject(RunFixtures::liveCronJob(QStringLiteral("echo started; exec sleep 60")));
        CronRunPlan plan;
        QString error;
        QVERIFY(CronPlanner::runPlan(RunFixtures::cronProject(), DeployFixtures::options(*m_cluster),
            QStringLiteral("shop"), QStringLiteral("nightly"), m_cluster->environment(), &plan, &error));
        Runner runner;
        runner.setBaseEnvironment(m_cluster->environment());
        connect(&runner, &Runner::stepOutput, this, [&runner](int, const QString &line, bool) {
            if (line == QLatin1String("started"))
                runner.cancel();
        });
        QSignalSpy finished(&runner, &Runner::finished);
        QVERIFY(runner.start(plan.plan));
        QVERIFY(finished.wait(60000));
        QVERIFY(finished.first().first().value<RunResult>().cancelled);
        QVERIFY(m_cluster->object(QStringLiteral("shop"), QStringLiteral("Job"), plan.outcome->jobName)
                    .isEmpty());
    }

    void aTaskThatIsNotDeployedNeverDeletesAJob()
    {
        CronRunPlan plan;
        QString error;
        QVERIFY(CronPlanner::runPlan(RunFixtures::cronProject(), DeployFixtures::options(*m_cluster),
            QStringLiteral("shop"), QStringLiteral("nightly"), m_cluster->environment(), &plan, &error));
        const DeployFixtures::Run r = DeployFixtures::run(plan.plan, *m_cluster);
        QVERIFY(!r.result.ok);
        QVERIFY(DeployFixtures::commandLines(*m_cluster, QStringLiteral("kubectl"))
                    .filter(QStringLiteral(" delete "))
                    .isEmpty());
    }

    void aTaskThatIsNotDeployedSaysSo()
    {
        CronRunPlan plan;
        QString error;
        QVERIFY(CronPlanner::runPlan(RunFixtures::cronProject(), DeployFixtures::options(*m_cluster),
            QStringLiteral("shop"), QStringLiteral("nightly"), m_cluster->environment(), &plan, &error));
        const DeployFixtures::Run r = DeployFixtures::run(plan.plan, *m_cluster);
        QVERIFY(!r.result.ok);
        QVERIFY2(r.result.message.contains(QStringLiteral(
                     "cron task nightly of shop is not deployed (no live CronJob): deploy it first")),
            qPrintable(r.result.message));
        QVERIFY(DeployFixtures::commandLines(*m_cluster, QStringLiteral("kubectl"))
                    .filter(QStringLiteral(" create "))
                    .isEmpty());
    }

    void anUnknownTaskIsRefusedBeforeAnythingRuns()
    {
        CronRunPlan plan;
        QString error;
        QVERIFY(!CronPlanner::runPlan(RunFixtures::cronProject(), DeployFixtures::options(*m_cluster),
            QStringLiteral("shop"), QStringLiteral("weekly"), m_cluster->environment(), &plan, &error));
        QCOMPARE(error, QStringLiteral("app shop has no cron task \"weekly\" (it has: nightly)"));
    }

    void suspendAndResumePatchTheLiveCronJob_data()
    {
        QTest::addColumn<bool>("suspend");
        QTest::newRow("suspend sets spec.suspend") << true;
        QTest::newRow("resume clears spec.suspend") << false;
    }
    void suspendAndResumePatchTheLiveCronJob()
    {
        QFETCH(bool, suspend);
        QJsonObject cron = RunFixtures::liveCronJob(QStringLiteral("true"));
        QJsonObject spec = cron.value(QStringLiteral("spec")).toObject();
        spec.insert(QStringLiteral("suspend"), !suspend);
        cron.insert(QStringLiteral("spec"), spec);
        m_cluster->addObject(cron);
        Plan plan;
        QString error;
        QVERIFY(CronPlanner::suspendPlan(RunFixtures::cronProject(), DeployFixtures::options(*m_cluster),
            QStringLiteral("shop"), QStringLiteral("nightly"), suspend, &plan, &error));
        const DeployFixtures::Run r = DeployFixtures::run(plan, *m_cluster);
        QVERIFY2(r.result.ok, qPrintable(r.result.message));
        const QJsonObject live
            = m_cluster->object(QStringLiteral("shop"), QStringLiteral("CronJob"), CronName);
        QCOMPARE(
            live.value(QStringLiteral("spec")).toObject().value(QStringLiteral("suspend")).toBool(), suspend);
        QVERIFY(DeployFixtures::commandLines(*m_cluster, QStringLiteral("helm"))
                    .filter(QStringLiteral(" upgrade "))
                    .isEmpty()); // no redeploy
    }
};

QTEST_GUILESS_MAIN(TestCronPlan)
#include "tst_cronplan.moc"
