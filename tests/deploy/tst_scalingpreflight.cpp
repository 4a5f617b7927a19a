// SPDX-License-Identifier: GPL-3.0-or-later
// The deploy's preflight refuses a process scaled by KEDA when the cluster (as read for the preview)
// does not serve keda.sh/v1alpha1, before any command runs; an HPA needs nothing extra.
#include "deployfixtures.h"

#include "deploy/deployplanner.h"

#include <QTest>

using namespace HelmDeck;
using namespace DeployFixtures;

class TestScalingPreflight : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void kedaNeedsTheCluster_data()
    {
        QTest::addColumn<QString>("mode");
        QTest::addColumn<QStringList>("apiVersions");
        QTest::addColumn<bool>("refused");
        const QStringList plain
            = { QStringLiteral("v1"), QStringLiteral("apps/v1"), QStringLiteral("autoscaling/v2") };
        QTest::newRow("keda on a cluster without KEDA is refused") << QStringLiteral("keda") << plain << true;
        QTest::newRow("keda on a cluster with KEDA is planned")
            << QStringLiteral("keda") << (plain + QStringList { QStringLiteral("keda.sh/v1alpha1") })
            << false;
        QTest::newRow("keda with the cluster not read is left to helm")
            << QStringLiteral("keda") << QStringList() << false;
        QTest::newRow("an hpa on a cluster without KEDA is planned")
            << QStringLiteral("hpa") << plain << false;
    }

    void kedaNeedsTheCluster()
    {
        QFETCH(QString, mode);
        QFETCH(QStringList, apiVersions);
        QFETCH(bool, refused);
        TestUtil::ClusterFixture cluster(3);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        Project project = sampleProject();
        ProcessType &worker = project.apps[0].processes[1];
        QVERIFY(Autoscaling::parseMode(mode, &worker.scaling.autoscaling.mode));
        worker.scaling.autoscaling.cpuPercent = mode == QLatin1String("hpa") ? 80 : 0;
        if (mode == QLatin1String("keda"))
            worker.scaling.autoscaling.triggers = { KedaTrigger { QStringLiteral("cron"),
                { { QStringLiteral("timezone"), QStringLiteral("Etc/UTC") } }, QString() } };
        DeployOptions o = options(cluster);
        o.renderTarget.context = o.target.context; // what the preview read for this context
        o.renderTarget.apiVersions = apiVersions;
        cluster.clearCalls();
        Findings findings;
        const Plan plan = DeployPlanner::deploy(project, QStringLiteral("shop"), o, &findings);
        bool named = false;
        for (const Finding &f : std::as_const(findings))
            named = named
                || (f.severity == Finding::Severity::Error
                    && f.fieldPath == QStringLiteral("apps[shop].processes[worker].autoscaling.type")
                    && f.message.contains(QLatin1String("keda.sh/v1alpha1")));
        QCOMPARE(named, refused);
        if (refused) {
            const Run r = run(plan, cluster);
            QVERIFY(!r.result.ok);
            QCOMPARE(r.result.failedStep, 0);
            QVERIFY(cluster.calls().isEmpty());
        } else {
            QVERIFY2(!hasErrors(findings) && !plan.steps.isEmpty(),
                qPrintable(findings.isEmpty() ? QString() : findings.first().toString()));
        }
    }
};

QTEST_GUILESS_MAIN(TestScalingPreflight)
#include "tst_scalingpreflight.moc"
