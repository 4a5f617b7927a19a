// SPDX-License-Identifier: GPL-3.0-or-later
// The release gate in the deploy's progress (core/deploy/gateprogress.h) against the cluster fake:
// the app step states the gate Job's state and streams its logs while the release installs; a
// failed gate fails the deploy with the Job's output; a Job that completed on an earlier deploy is
// not run again; an app without a gate gets no gate step; a cancel kills the log stream too.
#include "deployfixtures.h"

#include "deploy/deployplanner.h"

#include <QDir>
#include <QFile>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTest>

using namespace HelmDeck;
using namespace DeployFixtures;

namespace {

Project gatedProject(const QString &command)
{
    Project project = sampleProject();
    project.apps[0].release.command = command;
    project.apps[0].release.backoffLimit = 0;
    return project;
}

Plan deployPlan(const Project &project, const TestUtil::ClusterFixture &cluster)
{
    Findings findings;
    Plan plan = DeployPlanner::deploy(project, QStringLiteral("shop"), options(cluster), &findings);
    if (hasErrors(findings))
        qWarning("%s", qPrintable(findings.first().toString()));
    return plan;
}

/** Processes whose command line holds every one of @p words (from /proc). */
QStringList processesWith(const QStringList &words)
{
    QStringList out;
    const QStringList pids = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &pid : pids) {
        QFile f(QStringLiteral("/proc/%1/cmdline").arg(pid));
        if (!f.open(QIODevice::ReadOnly))
            continue;
        const QString line = QString::fromUtf8(f.readAll().replace('\0', ' '));
        bool all = !line.isEmpty();
        for (const QString &w : words)
            all = all && line.contains(w);
        if (all)
            out.append(pid + QLatin1Char(' ') + line);
    }
    return out;
}

} // namespace

class TestGateProgress : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { qRegisterMetaType<HelmDeck::RunResult>(); }

    void aGateStreamsItsLogsAndStatesIntoTheAppStep()
    {
        TestUtil::ClusterFixture cluster(4);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        cluster.addStorageClass(QStringLiteral("longhorn"), QStringLiteral("Immediate"), false);
        const Plan plan = deployPlan(
            gatedProject(QStringLiteral("sh -c 'echo migrating-$((40+2)); sleep 2; echo migrated'")),
            cluster);
        const int gate = plan.indexOf(QStringLiteral("gate"));
        QVERIFY2(gate >= 0 && gate + 1 == plan.indexOf(QStringLiteral("app")),
            "the gate check comes right before the app release");

        const Run r = run(plan, cluster);
        QVERIFY2(r.result.ok, qPrintable(r.result.message));
        const QStringList states = r.output.filter(QStringLiteral("app: release Job shop-release-"));
        QVERIFY2(!r.output.filter(QStringLiteral("gate: release Job shop-release-"))
                      .filter(QStringLiteral("will run in this deploy"))
                      .isEmpty(),
            qPrintable(r.output.join(QLatin1Char('\n'))));
        QVERIFY2(!states.filter(QStringLiteral(": running")).isEmpty(),
            qPrintable(states.join(QLatin1Char('\n'))));
        QCOMPARE(states.filter(QStringLiteral(": complete")).size(), 1);
        QVERIFY2(
            states.last().endsWith(QStringLiteral(": complete")), qPrintable(states.join(QLatin1Char('\n'))));
        // the Job's own output, streamed into the app step, each line once
        QCOMPARE(r.output.filter(QStringLiteral("app: migrating-42")).size(), 1);
        QCOMPARE(r.output.filter(QStringLiteral("app: migrated")).size(), 1);
        const QStringList logs = commandLines(cluster, QStringLiteral("kubectl"))
                                     .filter(QStringLiteral("logs -f job/shop-release-"));
        QCOMPARE(logs.size(), 1);
    }

    void aFailedGateFailsTheDeployWithTheJobsOutput()
    {
        TestUtil::ClusterFixture cluster(4);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        cluster.addStorageClass(QStringLiteral("longhorn"), QStringLiteral("Immediate"), false);
        const Plan plan = deployPlan(
            gatedProject(QStringLiteral("sh -c 'echo migrating; echo no such table: orders >&2; exit 3'")),
            cluster);
        const Run r = run(plan, cluster);
        QVERIFY(!r.result.ok);
        QVERIFY2(r.result.message.contains(QStringLiteral("the release command failed (Job shop-release-")),
            qPrintable(r.result.message));
        QVERIFY2(r.result.message.contains(QStringLiteral("exit 3")), qPrintable(r.result.message));
        QVERIFY2(
            r.result.message.contains(QStringLiteral("no such table: orders")), qPrintable(r.result.message));
        QCOMPARE(r.states.at(plan.indexOf(QStringLiteral("app"))), StepState::Failed);
        const QStringList app = r.output.filter(QStringLiteral("app: "));
        QVERIFY2(!app.filter(QStringLiteral("release Job shop-release-"))
                      .filter(QStringLiteral(": failed"))
                      .isEmpty(),
            qPrintable(app.join(QLatin1Char('\n'))));
        QCOMPARE(app.filter(QStringLiteral("app: migrating")).size(), 1);
    }

    void aGateCompletedOnAnEarlierDeployIsNotRunAgain()
    {
        TestUtil::ClusterFixture cluster(4);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        cluster.addStorageClass(QStringLiteral("longhorn"), QStringLiteral("Immediate"), false);
        const Project project = gatedProject(QStringLiteral("sh -c 'echo migrating-once'"));
        const Run first = run(deployPlan(project, cluster), cluster);
        QVERIFY2(first.result.ok, qPrintable(first.result.message));
        const int logsBefore
            = commandLines(cluster, QStringLiteral("kubectl")).filter(QStringLiteral("logs -f job/")).size();

        Project scaled = project; // replicas are not an input of the Job's name
        scaled.apps[0].processes[0].replicas = 3;
        const Run second = run(deployPlan(scaled, cluster), cluster);
        QVERIFY2(second.result.ok, qPrintable(second.result.message));
        QVERIFY2(!second.output.filter(QStringLiteral("gate: release Job shop-release-"))
                      .filter(QStringLiteral("already complete"))
                      .isEmpty(),
            qPrintable(second.output.join(QLatin1Char('\n'))));
        QVERIFY2(second.output.filter(QStringLiteral("app: release Job")).isEmpty(),
            qPrintable(second.output.join(QLatin1Char('\n'))));
        QVERIFY(second.output.filter(QStringLiteral("migrating-once")).isEmpty());
        QCOMPARE(
            commandLines(cluster, QStringLiteral("kubectl")).filter(QStringLiteral("logs -f job/")).size(),
            logsBefore);
    }

    void anAppWithoutAGateHasNoGateStep()
    {
        TestUtil::ClusterFixture cluster(4);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        Project project = sampleProject();
        project.apps[0].release.command.clear();
        project.apps[0].predeploy.clear();
        const Plan plan = deployPlan(project, cluster);
        QVERIFY(plan.indexOf(QStringLiteral("app")) >= 0);
        QCOMPARE(plan.indexOf(QStringLiteral("gate")), -1);
        const Step &app = plan.steps.at(plan.indexOf(QStringLiteral("app")));
        QVERIFY(app.monitor.followArgv.isEmpty());
    }

    void aCancelKillsTheLogStream()
    {
        TestUtil::ClusterFixture cluster(4);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        cluster.addStorageClass(QStringLiteral("longhorn"), QStringLiteral("Immediate"), false);
        const Plan plan
            = deployPlan(gatedProject(QStringLiteral("sh -c 'echo long-migration; sleep 20'")), cluster);
        const int app = plan.indexOf(QStringLiteral("app"));
        Runner runner;
        runner.setBaseEnvironment(cluster.environment());
        QStringList output;
        QObject::connect(&runner, &Runner::stepOutput, [&](int step, const QString &line, bool) {
            output.append(plan.steps.at(step).id + QStringLiteral(": ") + line);
        });
        QSignalSpy finished(&runner, &Runner::finished);
        QVERIFY(runner.start(plan));
        QTRY_VERIFY_WITH_TIMEOUT(output.contains(QStringLiteral("app: long-migration")), 60000);
        const QString job = plan.steps.at(app).monitor.followArgv.filter(QStringLiteral("job/")).value(0);
        QVERIFY(!job.isEmpty());
        QVERIFY(!processesWith({ QStringLiteral("logs"), job }).isEmpty());
        runner.cancel();
        QVERIFY(finished.wait(30000));
        QCOMPARE(runner.state(app), StepState::Cancelled);
        QTRY_VERIFY_WITH_TIMEOUT(processesWith({ QStringLiteral("logs"), job }).isEmpty(), 10000);
        // the log stream died with the step; the Job's pod (the fake's keeper) runs on, as in a cluster
    }
};

QTEST_GUILESS_MAIN(TestGateProgress)
#include "tst_gateprogress.moc"
