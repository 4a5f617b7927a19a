// SPDX-License-Identifier: GPL-3.0-or-later
// postdeploy in the deploy plan (core/deploy/postdeploysteps.h) against the cluster fake: the
// script runs once as a run Job after the release is ready, its output streamed into the step,
// its exit code deciding the step; the Job is gone afterwards.
#include "deployfixtures.h"

#include "deploy/deployplanner.h"

#include <QJsonObject>
#include <QTest>

using namespace HelmDeck;
using namespace DeployFixtures;

class TestPostdeploy : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { qRegisterMetaType<HelmDeck::RunResult>(); }

    void postdeployRunsAfterTheReleaseIsReady_data()
    {
        QTest::addColumn<QString>("script");
        QTest::addColumn<bool>("ok");
        QTest::newRow("a script that succeeds passes the deploy")
            << QStringLiteral("echo warmed-$((40+2))") << true;
        QTest::newRow("a script that exits 5 fails the deploy after the release")
            << QStringLiteral("echo warmed-$((40+2)); exit 5") << false;
    }
    void postdeployRunsAfterTheReleaseIsReady()
    {
        QFETCH(QString, script);
        QFETCH(bool, ok);
        TestUtil::ClusterFixture cluster(4);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        cluster.addStorageClass(QStringLiteral("longhorn"), QStringLiteral("Immediate"), false);
        Project project = sampleProject();
        project.apps[0].postdeploy = script;
        Findings findings;
        const Plan plan = DeployPlanner::deploy(project, QStringLiteral("shop"), options(cluster), &findings);
        QVERIFY2(
            !hasErrors(findings), qPrintable(findings.isEmpty() ? QString() : findings.first().toString()));
        for (const Finding &f : findings)
            QVERIFY2(!f.toString().contains(QStringLiteral("postdeploy")), qPrintable(f.toString()));
        const int app = plan.indexOf(QStringLiteral("app"));
        const int create = plan.indexOf(QStringLiteral("create"));
        QVERIFY(app >= 0);
        QVERIFY2(create > app, "the run Job comes after the app release");

        const Run r = run(plan, cluster);
        QCOMPARE(r.result.ok, ok);
        // the script's own output streamed into the step, and it ran once
        QCOMPARE(r.output.filter(QStringLiteral("stream: warmed-42")).size(), 1);
        const QStringList kubectl = commandLines(cluster, QStringLiteral("kubectl"));
        QCOMPARE(kubectl.filter(QStringLiteral(" create -f -")).size(), 1);
        QCOMPARE(kubectl.filter(QStringLiteral(" delete job shop-run-")).size(), 1);
        const QStringList jobs = cluster.state()
                                     .value(QStringLiteral("objects"))
                                     .toObject()
                                     .keys()
                                     .filter(QStringLiteral("/Job/shop-run-"));
        QVERIFY2(jobs.isEmpty(), qPrintable(jobs.join(QLatin1Char(' '))));
        // the release is deployed either way; a failure says so
        QVERIFY(!cluster.release(QStringLiteral("shop"), QStringLiteral("shop")).isEmpty());
        if (!ok)
            QVERIFY2(r.result.message.contains(
                         QStringLiteral("the new release is live, but postdeploy failed (exit 5)")),
                qPrintable(r.result.message));
    }

    void noPostdeployAddsNoRun()
    {
        TestUtil::ClusterFixture cluster(4);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        Project project = sampleProject();
        project.apps[0].postdeploy.clear();
        Findings findings;
        const Plan plan = DeployPlanner::deploy(project, QStringLiteral("shop"), options(cluster), &findings);
        QCOMPARE(plan.indexOf(QStringLiteral("create")), -1);
        QCOMPARE(plan.indexOf(QStringLiteral("postdeploy")), -1);
    }
};

QTEST_GUILESS_MAIN(TestPostdeploy)
#include "tst_postdeploy.moc"
