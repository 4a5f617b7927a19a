// SPDX-License-Identifier: GPL-3.0-or-later
// Pods that cannot start fail the app step within a bounded number of pod polls (docs/deploy.md,
// "Pods that cannot start"), with the kubelet's or the scheduler's message, and the step shows the
// pods' states while helm waits. Against the cluster fake, Helm 3 and 4; bounded in polls, not in time.
#include "deployfixtures.h"

#include "deploy/deployplanner.h"

#include <QTest>

using namespace HelmDeck;
using namespace DeployFixtures;

class TestPodFailFast : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { qRegisterMetaType<HelmDeck::RunResult>(); }

    void podThatCannotStartFailsTheStep_data()
    {
        QTest::addColumn<int>("major");
        QTest::addColumn<QString>("reason");
        QTest::addColumn<QString>("message");
        const QList<QPair<QString, QString>> cases {
            { QStringLiteral("ImagePullBackOff"),
                QStringLiteral("Back-off pulling image \"registry.example.com/shop:1\"") },
            { QStringLiteral("ErrImagePull"),
                QStringLiteral(
                    "failed to pull and unpack image \"registry.example.com/shop:1\": not found") },
            { QStringLiteral("CrashLoopBackOff"),
                QStringLiteral("back-off 40s restarting failed container=web") },
            { QStringLiteral("CreateContainerConfigError"),
                QStringLiteral("secret \"shop-extra\" not found") },
            { QStringLiteral("Unschedulable"),
                QStringLiteral("0/1 nodes are available: persistentvolumeclaim \"media\" not found.") },
            { QStringLiteral("Unschedulable"),
                QStringLiteral("0/3 nodes are available: 3 Insufficient memory. preemption: 0/3 nodes are "
                               "available: 3 No preemption victims found for incoming pod.") },
            { QStringLiteral("Unschedulable"), QStringLiteral("no nodes available to schedule pods") },
        };
        int i = 0;
        for (const auto &c : cases) {
            const int major = i++ % 2 ? 4 : 3; // each reason once, the Helm majors in turn
            QTest::newRow(QStringLiteral("helm%1: %2: %3")
                              .arg(major)
                              .arg(c.first, c.second.left(40))
                              .toUtf8()
                              .constData())
                << major << c.first << c.second;
        }
    }
    void podThatCannotStartFailsTheStep()
    {
        QFETCH(int, major);
        QFETCH(QString, reason);
        QFETCH(QString, message);
        TestUtil::ClusterFixture cluster(major);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        cluster.addStorageClass(QStringLiteral("longhorn"), QStringLiteral("Immediate"), false);
        cluster.addPodFailure(QStringLiteral("shop-web"), reason, message);
        cluster.setWaitCapMs(600000); // helm alone would wait for the whole deploy timeout
        const DeployOptions o = options(cluster);
        QCOMPARE(o.podFailurePolls, 3);
        Findings findings;
        const Plan plan = DeployPlanner::deploy(sampleProject(), QStringLiteral("shop"), o, &findings);
        const Run r = run(plan, cluster);
        QVERIFY(!r.result.ok);
        QCOMPARE(r.result.failedStep, plan.indexOf(QStringLiteral("app")));
        for (const QString &word : { QStringLiteral("pod shop-web-"), reason, message })
            QVERIFY2(r.result.message.contains(word),
                qPrintable(word + QStringLiteral(" in ") + r.result.message));
        QVERIFY2(
            !r.result.message.contains(QStringLiteral("deadline")), "the pod's reason, not helm's timeout");
        // bounded in polls: the third consecutive poll that showed it decided
        // (DeployOptions::podFailurePolls; every 4 s by default: within about 12 s of the cluster reporting
        // it)
        QVERIFY2(r.result.message.contains(QStringLiteral("(in 3 consecutive pod polls)")),
            qPrintable(r.result.message));
        const int polls = int(
            commandLines(cluster, QStringLiteral("kubectl")).filter(QStringLiteral(" get pods ")).size());
        QVERIFY2(polls >= 3, qPrintable(QString::number(polls)));

        // the output showed the pods' states while helm waited, once per change
        const QStringList states
            = r.output.filter(QRegularExpression(QStringLiteral("^app: web: 0/2 ready; ")));
        QCOMPARE(states.size(), 1);
        QVERIFY2(states.first().contains(QStringLiteral("shop-web-")) && states.first().contains(reason),
            qPrintable(states.first()));
        QVERIFY2(states.first().count(QStringLiteral("shop-web-")) == 2, qPrintable(states.first()));
    }

    void helmsOwnTimeoutSaysWhatThePodsShowed_data()
    {
        QTest::addColumn<int>("major");
        QTest::newRow("helm3") << 3;
        QTest::newRow("helm4") << 4;
    }
    void helmsOwnTimeoutSaysWhatThePodsShowed()
    {
        QFETCH(int, major);
        TestUtil::ClusterFixture cluster(major);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        cluster.addStorageClass(QStringLiteral("longhorn"), QStringLiteral("Immediate"), false);
        cluster.addPodFailure(QStringLiteral("shop-web"), QStringLiteral("ImagePullBackOff"),
            QStringLiteral("Back-off pulling image"));
        cluster.setWaitCapMs(2000); // a short deploy timeout: helm gives up before the monitor decides
        DeployOptions o = options(cluster);
        o.podFailurePolls = 100000;
        Findings findings;
        const Plan plan = DeployPlanner::deploy(sampleProject(), QStringLiteral("shop"), o, &findings);
        const Run r = run(plan, cluster);
        QVERIFY(!r.result.ok);
        QCOMPARE(r.result.failedStep, plan.indexOf(QStringLiteral("app")));
        QVERIFY2(r.result.message.contains(QStringLiteral("context deadline exceeded")),
            qPrintable(r.result.message));
        QVERIFY2(r.result.message.contains(QStringLiteral("the pods showed: pod shop-web-"))
                && r.result.message.contains(QStringLiteral("ImagePullBackOff: Back-off pulling image")),
            qPrintable(r.result.message));
    }

    void readyPodsSayTheyAreReady()
    {
        TestUtil::ClusterFixture cluster(4);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        cluster.addStorageClass(QStringLiteral("longhorn"), QStringLiteral("Immediate"), false);
        // a slow but healthy install: the monitor polls while helm waits
        TestUtil::ClusterFixture::Failure slow;
        slow.tool = QStringLiteral("helm");
        slow.match = QStringList { QStringLiteral("upgrade"), QStringLiteral("--cleanup-on-fail") };
        slow.exitCode = -1;
        slow.sleepMs = 1500;
        cluster.addFailure(slow);
        const DeployOptions o = options(cluster);
        Findings findings;
        // a first deploy makes the pods exist, the second one's output shows them while helm sleeps
        QVERIFY(run(DeployPlanner::deploy(sampleProject(), QStringLiteral("shop"), o, &findings), cluster)
                    .result.ok);
        const Run r
            = run(DeployPlanner::deploy(sampleProject(), QStringLiteral("shop"), o, &findings), cluster);
        QVERIFY2(r.result.ok, qPrintable(r.result.message));
        QVERIFY2(r.output.contains(QStringLiteral("app: web: 2/2 ready")),
            qPrintable(r.output.join(QLatin1Char('\n'))));
        QVERIFY2(r.output.contains(QStringLiteral("app: worker: 1/1 ready")),
            qPrintable(r.output.join(QLatin1Char('\n'))));
    }
};

QTEST_GUILESS_MAIN(TestPodFailFast)
#include "tst_podfailfast.moc"
