// SPDX-License-Identifier: GPL-3.0-or-later
// A deploy that fails anywhere stops there, names the step and runs nothing after it: non-zero
// exits, kills, timeouts, missing binaries, cancel, an unreachable cluster, pods that cannot start.
#include "deployfixtures.h"

#include "deploy/deployplanner.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTest>

using namespace HelmDeck;
using namespace DeployFixtures;
using Failure = TestUtil::ClusterFixture::Failure;

Q_DECLARE_METATYPE(TestUtil::ClusterFixture::Failure)

namespace {

Failure failure(const QString &tool, const QStringList &match, int exitCode, const QString &stderrText,
    const QString &signal = QString(), int sleepMs = 0)
{
    Failure f;
    f.tool = tool;
    f.match = match;
    f.exitCode = exitCode;
    f.stderrText = stderrText;
    f.signal = signal;
    f.sleepMs = sleepMs;
    return f;
}

int stepIndex(const Plan &plan, const QString &id)
{
    return plan.indexOf(id);
}

} // namespace

class TestDeployFailures : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { qRegisterMetaType<HelmDeck::RunResult>(); }

    void stepFailureStopsThePlan_data()
    {
        QTest::addColumn<int>("major");
        QTest::addColumn<Failure>("inject");
        QTest::addColumn<QString>("failedStep");
        QTest::addColumn<int>("stepTimeoutMs");
        QTest::addColumn<QString>("expected");
        for (int major : { 3, 4 }) {
            const QByteArray h = "helm" + QByteArray::number(major) + ": ";
            QTest::newRow(QByteArray(h + "config exits 1").constData())
                << major
                << failure(QStringLiteral("helm"),
                       { QStringLiteral("upgrade"), QStringLiteral("config-shop") }, 1,
                       QStringLiteral("Error: UPGRADE FAILED: boom"))
                << QStringLiteral("config") << 0 << QStringLiteral("UPGRADE FAILED: boom");
            QTest::newRow(QByteArray(h + "app killed").constData())
                << major
                << failure(QStringLiteral("helm"),
                       { QStringLiteral("upgrade"), QStringLiteral("--cleanup-on-fail") }, 1, QString(),
                       QStringLiteral("KILL"))
                << QStringLiteral("app") << 0 << QStringLiteral("signal");
        }
        QTest::newRow("namespace apply exits 1")
            << 3
            << failure(QStringLiteral("kubectl"), { QStringLiteral("apply") }, 1,
                   QStringLiteral("Error from server (Forbidden): namespaces is forbidden: User \"dev\" "
                                  "cannot create resource"))
            << QStringLiteral("namespace") << 0 << QStringLiteral("forbidden");
        QTest::newRow("config times out")
            << 4
            << failure(QStringLiteral("helm"), { QStringLiteral("upgrade"), QStringLiteral("config-shop") },
                   -1, QString(), QString(), 20000)
            << QStringLiteral("config") << 1000 << QStringLiteral("timed out");
        QTest::newRow("prune patch exits 1 on the second deploy")
            << 3
            << failure(QStringLiteral("kubectl"), { QStringLiteral("patch") }, 1,
                   QStringLiteral("Error from server (Conflict): the object has been modified"))
            << QStringLiteral("prune") << 0 << QStringLiteral("Conflict");
    }
    void stepFailureStopsThePlan()
    {
        QFETCH(int, major);
        QFETCH(Failure, inject);
        QFETCH(QString, failedStep);
        QFETCH(int, stepTimeoutMs);
        QFETCH(QString, expected);
        TestUtil::ClusterFixture cluster(major);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        cluster.addStorageClass(QStringLiteral("longhorn"), QStringLiteral("Immediate"), false);
        Project project = sampleProject();
        const DeployOptions o = options(cluster);
        Findings findings;
        if (failedStep == QLatin1String("prune")) {
            // a first deploy, then a second that must prune (mode none drops "regcred")
            const Run first
                = run(DeployPlanner::deploy(project, QStringLiteral("shop"), o, &findings), cluster);
            QVERIFY2(first.result.ok, qPrintable(first.result.message));
            project.apps[0].pullSecret.mode = PullSecretSettings::Mode::None;
        }
        cluster.addFailure(inject);
        cluster.clearCalls();
        Plan plan = DeployPlanner::deploy(project, QStringLiteral("shop"), o, &findings);
        QVERIFY(!hasErrors(findings));
        const int failing = stepIndex(plan, failedStep);
        QVERIFY(failing > 0);
        if (stepTimeoutMs > 0)
            plan.steps[failing].timeoutMs = stepTimeoutMs;

        const Run r = run(plan, cluster);
        QCOMPARE(r.finishedCount, 1);
        QVERIFY(!r.result.ok);
        QVERIFY(!r.result.cancelled);
        QCOMPARE(r.result.failedStep, failing);
        QVERIFY2(r.result.message.contains(plan.steps.at(failing).title), qPrintable(r.result.message));
        QVERIFY2(r.result.message.contains(expected, Qt::CaseInsensitive), qPrintable(r.result.message));
        QCOMPARE(r.states.at(failing), StepState::Failed);
        for (int i = failing + 1; i < plan.steps.size(); ++i) {
            if (!plan.steps.at(i).always) // the cleanup after a failure (docs/deploy.md "Recovering") runs
                QCOMPARE(r.states.at(i), StepState::Pending);
        }
        if (plan.steps.constLast().id == QLatin1String("summary")) // what it changed, also after a failure
            QCOMPARE(r.states.constLast(), StepState::Succeeded);

        // nothing ran after the failing call (pod polls of the failing step and the cleanup's reads aside:
        // the failed calls changed nothing, so there is nothing to undo)
        QStringList calls;
        for (const QString &c : allCommandLines(cluster)) {
            if (!c.contains(QStringLiteral(" get pods ")) && !c.startsWith(QStringLiteral("helm list ")))
                calls.append(c);
        }
        QVERIFY(!calls.isEmpty());
        const QString last = calls.last();
        for (const QString &token : std::as_const(inject.match))
            QVERIFY2(last.contains(token), qPrintable(last));
        if (failedStep != QLatin1String("app"))
            QVERIFY(cluster.release(QStringLiteral("shop"), QStringLiteral("shop")).size() <= 1);
    }

    void missingBinary_data()
    {
        QTest::addColumn<QString>("tool");
        QTest::addColumn<QString>("failedStep");
        QTest::newRow("kubectl") << QStringLiteral("kubectl") << QStringLiteral("cluster");
        QTest::newRow("helm") << QStringLiteral("helm") << QStringLiteral("locks");
    }
    void missingBinary()
    {
        QFETCH(QString, tool);
        QFETCH(QString, failedStep);
        TestUtil::ClusterFixture cluster(3);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        cluster.addStorageClass(QStringLiteral("longhorn"), QStringLiteral("Immediate"), false);
        DeployOptions o = options(cluster);
        // the binary went away between detection and the run
        const QString gone = QStringLiteral("/nonexistent/") + tool;
        if (tool == QLatin1String("helm"))
            o.helm.program = gone;
        else
            o.kubectl.program = gone;
        cluster.clearCalls();
        Findings findings;
        const Plan plan = DeployPlanner::deploy(sampleProject(), QStringLiteral("shop"), o, &findings);
        const Run r = run(plan, cluster);
        QVERIFY(!r.result.ok);
        QCOMPARE(r.result.failedStep, plan.indexOf(failedStep));
        QVERIFY2(r.result.message.contains(gone), qPrintable(r.result.message));
        if (tool == QLatin1String("kubectl"))
            QVERIFY(cluster.calls().isEmpty());
        QVERIFY(commandLines(cluster, QStringLiteral("helm")).isEmpty());
    }

    void missingToolIsAPreflightError()
    {
        TestUtil::ClusterFixture cluster(3);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        DeployOptions o = options(cluster);
        o.kubectl = KubectlTool::detect(QStringLiteral("/nonexistent/kubectl"));
        QVERIFY(!o.kubectl.isValid());
        Findings findings;
        DeployPlanner::deploy(sampleProject(), QStringLiteral("shop"), o, &findings);
        QVERIFY(hasErrors(findings));
        bool named = false;
        for (const Finding &f : std::as_const(findings))
            named = named || f.message.contains(QStringLiteral("kubectl"));
        QVERIFY(named);
    }

    void cancelKillsTheRunningStep_data()
    {
        QTest::addColumn<int>("major");
        QTest::newRow("helm3") << 3;
        QTest::newRow("helm4") << 4;
    }
    void cancelKillsTheRunningStep()
    {
        QFETCH(int, major);
        TestUtil::ClusterFixture cluster(major);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        cluster.addStorageClass(QStringLiteral("longhorn"), QStringLiteral("Immediate"), false);
        // the app install is slow: cancel it while it runs
        cluster.addFailure(failure(QStringLiteral("helm"),
            { QStringLiteral("upgrade"), QStringLiteral("--cleanup-on-fail") }, -1, QString(), QString(),
            60000));
        const DeployOptions o = options(cluster);
        Findings findings;
        const Plan plan = DeployPlanner::deploy(sampleProject(), QStringLiteral("shop"), o, &findings);
        const int app = plan.indexOf(QStringLiteral("app"));

        Runner runner;
        runner.setBaseEnvironment(cluster.environment());
        QSignalSpy started(&runner, &Runner::stepStarted);
        QSignalSpy finished(&runner, &Runner::finished);
        QVERIFY(runner.start(plan));
        QTRY_VERIFY_WITH_TIMEOUT(!started.isEmpty() && started.last().first().toInt() == app, 60000);
        QTest::qWait(500);
        QElapsedTimer clock;
        clock.start();
        runner.cancel();
        QVERIFY(finished.wait(5000));
        QVERIFY2(clock.elapsed() < 4000, "cancel must end the step within about 2 s");
        const RunResult result = finished.first().first().value<RunResult>();
        QVERIFY(result.cancelled);
        QVERIFY(!result.ok);
        QCOMPARE(result.failedStep, app);
        QCOMPARE(runner.state(app), StepState::Cancelled);
        // never started because of the cancel (runner.h), and indeed never run
        QCOMPARE(runner.state(plan.indexOf(QStringLiteral("report"))), StepState::Cancelled);
        // one "get deployments" (the live read before the install), none for the report
        QCOMPARE(commandLines(cluster, QStringLiteral("kubectl"))
                     .filter(QStringLiteral(" get deployments "))
                     .size(),
            1);
        // the killed helm never stored a release
        QVERIFY(cluster.release(QStringLiteral("shop"), QStringLiteral("shop")).isEmpty());
    }

    void podsThatCannotStartFailEarly_data()
    {
        QTest::addColumn<int>("major");
        QTest::addColumn<QString>("reason");
        QTest::newRow("helm3 ImagePullBackOff") << 3 << QStringLiteral("ImagePullBackOff");
        QTest::newRow("helm4 CrashLoopBackOff") << 4 << QStringLiteral("CrashLoopBackOff");
    }
    void podsThatCannotStartFailEarly()
    {
        QFETCH(int, major);
        QFETCH(QString, reason);
        TestUtil::ClusterFixture cluster(major);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        cluster.addStorageClass(QStringLiteral("longhorn"), QStringLiteral("Immediate"), false);
        cluster.addPodFailure(QStringLiteral("shop-web"), reason,
            QStringLiteral("Back-off pulling image \"registry.example.com/shop:1\""));
        cluster.setWaitCapMs(60000); // helm alone would sit here for a minute
        const DeployOptions o = options(cluster);
        Findings findings;
        const Plan plan = DeployPlanner::deploy(sampleProject(), QStringLiteral("shop"), o, &findings);
        const Run r = run(plan, cluster, 50000);
        QVERIFY(!r.result.ok);
        QCOMPARE(r.result.failedStep, plan.indexOf(QStringLiteral("app")));
        QVERIFY2(r.result.message.contains(reason), qPrintable(r.result.message));
        QVERIFY(r.result.message.contains(QStringLiteral("shop-web")));
        QVERIFY2(
            !r.result.message.contains(QStringLiteral("deadline")), "the pod's reason, not helm's timeout");
    }

    void clusterProblemsBeforeAnyChange_data()
    {
        QTest::addColumn<bool>("unreachable");
        QTest::addColumn<QString>("expected");
        QTest::newRow("unreachable") << true << QStringLiteral("reach");
        QTest::newRow("credentials rejected") << false << QStringLiteral("credential");
    }
    void lockedReleaseIsReportedBeforeAnyChange()
    {
        TestUtil::ClusterFixture cluster(4);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        cluster.addStorageClass(QStringLiteral("longhorn"), QStringLiteral("Immediate"), false);
        const DeployOptions o = options(cluster);
        Findings findings;
        QVERIFY(run(DeployPlanner::deploy(sampleProject(), QStringLiteral("shop"), o, &findings), cluster)
                    .result.ok);
        // an interrupted helm left the app release pending
        QJsonObject state = cluster.state();
        QJsonObject releases = state.value(QStringLiteral("releases")).toObject();
        QJsonArray revisions = releases.value(QStringLiteral("shop/shop")).toArray();
        QJsonObject last = revisions.last().toObject();
        last[QStringLiteral("status")] = QStringLiteral("pending-upgrade");
        revisions[revisions.size() - 1] = last;
        releases[QStringLiteral("shop/shop")] = revisions;
        state[QStringLiteral("releases")] = releases;
        cluster.setState(state);
        cluster.clearCalls();

        const Plan plan = DeployPlanner::deploy(sampleProject(), QStringLiteral("shop"), o, &findings);
        const Run r = run(plan, cluster);
        QVERIFY(!r.result.ok);
        QCOMPARE(r.result.failedStep, plan.indexOf(QStringLiteral("locks")));
        QVERIFY2(r.result.message.contains(QStringLiteral("pending-upgrade"))
                && r.result.message.contains(QStringLiteral("helm rollback shop")),
            qPrintable(r.result.message));
        for (const QString &c : allCommandLines(cluster))
            QVERIFY2(!c.contains(QStringLiteral(" upgrade ")) && !c.contains(QStringLiteral(" apply ")),
                qPrintable(c));
    }

    void clusterProblemsBeforeAnyChange()
    {
        QFETCH(bool, unreachable);
        QFETCH(QString, expected);
        TestUtil::ClusterFixture cluster(4);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        const DeployOptions o = options(cluster);
        if (unreachable)
            cluster.setUnreachable(true);
        else
            cluster.setUnauthorized(true);
        cluster.clearCalls();
        Findings findings;
        const Plan plan = DeployPlanner::deploy(sampleProject(), QStringLiteral("shop"), o, &findings);
        const Run r = run(plan, cluster);
        QVERIFY(!r.result.ok);
        QCOMPARE(r.result.failedStep, plan.indexOf(QStringLiteral("cluster")));
        QVERIFY2(r.result.message.contains(expected, Qt::CaseInsensitive), qPrintable(r.result.message));
        QVERIFY2(r.result.message.contains(QStringLiteral("test")), "the message names the context");
        QCOMPARE(cluster.calls().size(), 1);
    }
};

QTEST_GUILESS_MAIN(TestDeployFailures)
#include "tst_deployfailures.moc"
