// SPDX-License-Identifier: GPL-3.0-or-later
// Recovering (docs/deploy.md): a failed first install is uninstalled, a failed upgrade with
// rollbackOnFailure rolled back (helm's own --atomic / --rollback-on-failure is not done twice), a
// release left pending refuses the deploy before any change, and --recover rolls it back or uninstalls
// it first. Against the cluster fake, with Helm 3 and 4.
#include "deployfixtures.h"

#include "deploy/deployplanner.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

using namespace HelmDeck;
using namespace DeployFixtures;

namespace {

const QString Ns = QStringLiteral("shop");

QStringList helmCalls(const TestUtil::ClusterFixture &cluster, const QString &verb, const QString &release)
{
    QStringList out;
    for (const QString &c : commandLines(cluster, QStringLiteral("helm"))) {
        const QStringList words = c.split(QLatin1Char(' '));
        if (words.value(0) != verb)
            continue;
        for (int i = 1; i < words.size() && !words.at(i).startsWith(QLatin1Char('-')); ++i) {
            if (words.at(i) == release) // a release named before the options (not the namespace)
                out.append(c);
        }
    }
    return out;
}

QString lastStatus(const TestUtil::ClusterFixture &cluster, const QString &release)
{
    const QJsonArray revisions = cluster.release(Ns, release);
    return revisions.isEmpty() ? QString()
                               : revisions.last().toObject().value(QStringLiteral("status")).toString();
}

void setLastStatus(TestUtil::ClusterFixture &cluster, const QString &release, const QString &status)
{
    QJsonObject state = cluster.state();
    QJsonObject releases = state.value(QStringLiteral("releases")).toObject();
    const QString key = Ns + QLatin1Char('/') + release;
    QJsonArray revisions = releases.value(key).toArray();
    QJsonObject last = revisions.last().toObject();
    last[QStringLiteral("status")] = status;
    revisions[revisions.size() - 1] = last;
    releases[key] = revisions;
    state[QStringLiteral("releases")] = releases;
    cluster.setState(state);
}

void clearPodFailures(TestUtil::ClusterFixture &cluster)
{
    QJsonObject state = cluster.state();
    state.remove(QStringLiteral("podFailures"));
    cluster.setState(state);
}

Project project(bool rollbackOnFailure)
{
    Project p = sampleProject();
    p.apps[0].rollbackOnFailure = rollbackOnFailure;
    return p;
}

TestUtil::ClusterFixture *newCluster(int major)
{
    auto *cluster = new TestUtil::ClusterFixture(major);
    cluster->addStorageClass(QStringLiteral("longhorn"), QStringLiteral("Immediate"), false);
    return cluster;
}

} // namespace

class TestDeployRecovery : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { qRegisterMetaType<HelmDeck::RunResult>(); }

    void failedFirstInstallIsUninstalled_data()
    {
        QTest::addColumn<int>("major");
        QTest::addColumn<bool>("rollback");
        QTest::addColumn<bool>("helmTimesOutFirst"); ///< helm's own wait ends before the pod monitor fires
        QTest::addColumn<QString>("said");
        for (int major : { 3, 4 }) {
            const QByteArray h = "helm" + QByteArray::number(major) + ": ";
            QTest::newRow(
                QByteArray(h + "the pod monitor stops helm, rollback off: HelmDeck uninstalls").constData())
                << major << false << false << QStringLiteral("uninstalled below");
            QTest::newRow(
                QByteArray(h + "the pod monitor stops helm, rollback on: HelmDeck uninstalls").constData())
                << major << true << false << QStringLiteral("uninstalled below");
            QTest::newRow(
                QByteArray(h + "helm times out with rollback on: helm uninstalled it, not twice").constData())
                << major << true << true << QStringLiteral("helm uninstalled it itself");
            QTest::newRow(
                QByteArray(h + "helm times out, rollback off: HelmDeck uninstalls the failed release")
                    .constData())
                << major << false << true << QStringLiteral("is failed after its first install failed");
        }
    }
    void failedFirstInstallIsUninstalled()
    {
        QFETCH(int, major);
        QFETCH(bool, rollback);
        QFETCH(bool, helmTimesOutFirst);
        QFETCH(QString, said);
        std::unique_ptr<TestUtil::ClusterFixture> cluster(newCluster(major));
        QVERIFY2(cluster->isValid(), qPrintable(cluster->error()));
        cluster->addPodFailure(QStringLiteral("shop-web"), QStringLiteral("ImagePullBackOff"),
            QStringLiteral("Back-off pulling image \"registry.example.com/shop:1\""));
        DeployOptions o = options(*cluster);
        if (helmTimesOutFirst) {
            cluster->setWaitCapMs(1500);
            o.podFailurePolls = 100000; // the monitor never decides: helm's own failure comes first
        } else {
            cluster->setWaitCapMs(120000);
        }
        Findings findings;
        const Plan plan = DeployPlanner::deploy(project(rollback), QStringLiteral("shop"), o, &findings);
        QVERIFY(!hasErrors(findings));
        const Run r = run(plan, *cluster);
        QVERIFY(!r.result.ok);
        QCOMPARE(r.result.failedStep, plan.indexOf(QStringLiteral("app")));
        QVERIFY2(r.result.message.contains(QStringLiteral("ImagePullBackOff")), qPrintable(r.result.message));
        QVERIFY2(
            r.output.join(QLatin1Char('\n')).contains(said), qPrintable(r.output.join(QLatin1Char('\n'))));

        // the release is gone, and HelmDeck uninstalled it only when helm had not
        QVERIFY(cluster->release(Ns, QStringLiteral("shop")).isEmpty());
        const bool helmUndid = rollback && helmTimesOutFirst;
        // and the summary says so after what the deploy changed (docs/deploy.md "What it changed")
        const bool summarised
            = r.output.indexOf(QRegularExpression(QStringLiteral(
                  "^summary: then, so the next deploy can start: Cleanup: uninstall the releases.*")))
            >= 0;
        QVERIFY2(summarised == !helmUndid,
            qPrintable(r.output.filter(QStringLiteral("summary: ")).join(QLatin1Char('\n'))));
        QCOMPARE(helmCalls(*cluster, QStringLiteral("uninstall"), QStringLiteral("shop")).size(),
            helmUndid ? 0 : 1);
        QCOMPARE(r.states.at(plan.indexOf(QStringLiteral("after-uninstall"))),
            helmUndid ? StepState::Skipped : StepState::Succeeded);
        // config-shop installed fine: it stays
        QCOMPARE(lastStatus(*cluster, QStringLiteral("config-shop")), QStringLiteral("deployed"));

        // the next deploy starts
        clearPodFailures(*cluster);
        const Run again
            = run(DeployPlanner::deploy(project(rollback), QStringLiteral("shop"), o, &findings), *cluster);
        QVERIFY2(again.result.ok, qPrintable(again.result.message));
        QCOMPARE(lastStatus(*cluster, QStringLiteral("shop")), QStringLiteral("deployed"));
    }

    void failedUpgradeIsRolledBack_data()
    {
        QTest::addColumn<int>("major");
        QTest::addColumn<bool>("rollback");
        QTest::addColumn<bool>("helmTimesOutFirst");
        QTest::addColumn<int>("rollbackCalls"); ///< by HelmDeck
        QTest::addColumn<QString>("said");
        QTest::addColumn<QString>("statusAfter");
        for (int major : { 3, 4 }) {
            const QByteArray h = "helm" + QByteArray::number(major) + ": ";
            QTest::newRow(
                QByteArray(h + "rollback on, the pod monitor stops helm: rolled back to revision 1, said")
                    .constData())
                << major << true << false << 1 << QStringLiteral("rolled shop back to revision 1")
                << QStringLiteral("deployed");
            QTest::newRow(
                QByteArray(h + "rollback on, helm times out: helm rolled back, not twice").constData())
                << major << true << true << 0 << QStringLiteral("helm rolled the failed upgrade back itself")
                << QStringLiteral("deployed");
            QTest::newRow(QByteArray(h + "rollback off, helm times out: left failed, said").constData())
                << major << false << true << 0 << QStringLiteral("left so (rollbackOnFailure is off)")
                << QStringLiteral("failed");
            QTest::newRow(
                QByteArray(h + "rollback off, the pod monitor stops helm: the pending release is rolled back")
                    .constData())
                << major << false << false << 1 << QStringLiteral("rolled shop back to revision 1")
                << QStringLiteral("deployed");
        }
    }
    void failedUpgradeIsRolledBack()
    {
        QFETCH(int, major);
        QFETCH(bool, rollback);
        QFETCH(bool, helmTimesOutFirst);
        QFETCH(int, rollbackCalls);
        QFETCH(QString, said);
        QFETCH(QString, statusAfter);
        std::unique_ptr<TestUtil::ClusterFixture> cluster(newCluster(major));
        QVERIFY2(cluster->isValid(), qPrintable(cluster->error()));
        DeployOptions o = options(*cluster);
        Findings findings;
        QVERIFY(run(DeployPlanner::deploy(project(rollback), QStringLiteral("shop"), o, &findings), *cluster)
                    .result.ok);
        cluster->addPodFailure(QStringLiteral("shop-web"), QStringLiteral("CrashLoopBackOff"),
            QStringLiteral("back-off 40s restarting failed container=web"));
        if (helmTimesOutFirst) {
            cluster->setWaitCapMs(1500);
            o.podFailurePolls = 100000;
        } else {
            cluster->setWaitCapMs(120000);
        }
        cluster->clearCalls();
        const Plan plan = DeployPlanner::deploy(project(rollback), QStringLiteral("shop"), o, &findings);
        const Run r = run(plan, *cluster);
        QVERIFY(!r.result.ok);
        QCOMPARE(r.result.failedStep, plan.indexOf(QStringLiteral("app")));
        const QString output = r.output.join(QLatin1Char('\n'));
        QVERIFY2(output.contains(said), qPrintable(output));
        const QStringList rollbacks = helmCalls(*cluster, QStringLiteral("rollback"), QStringLiteral("shop"));
        QCOMPARE(rollbacks.size(), rollbackCalls);
        if (rollbackCalls > 0)
            QVERIFY2(rollbacks.first().startsWith(QStringLiteral("rollback shop 1 ")),
                qPrintable(rollbacks.first()));
        QCOMPARE(lastStatus(*cluster, QStringLiteral("shop")), statusAfter);
        QVERIFY(helmCalls(*cluster, QStringLiteral("uninstall"), QStringLiteral("shop")).isEmpty());
        if (statusAfter == QLatin1String("deployed"))
            QVERIFY2(cluster->release(Ns, QStringLiteral("shop"))
                         .last()
                         .toObject()
                         .value(QStringLiteral("description"))
                         .toString()
                         .startsWith(QStringLiteral("Rollback to 1")),
                "the live release runs revision 1's objects again");

        clearPodFailures(*cluster);
        const Run again
            = run(DeployPlanner::deploy(project(rollback), QStringLiteral("shop"), o, &findings), *cluster);
        QVERIFY2(again.result.ok, qPrintable(again.result.message));
    }

    void pendingReleaseIsRefusedOrRecovered_data()
    {
        QTest::addColumn<int>("major");
        QTest::addColumn<QString>("release");
        QTest::addColumn<QString>("status");
        QTest::addColumn<bool>("recover");
        QTest::addColumn<QString>("recovery"); ///< the helm call --recover makes first
        for (int major : { 3, 4 }) {
            const QByteArray h = "helm" + QByteArray::number(major) + ": ";
            for (bool recover : { false, true }) {
                const QByteArray how = recover ? "--recover: " : "refused: ";
                QTest::newRow(QByteArray(h + how + "the app release pending-upgrade").constData())
                    << major << QStringLiteral("shop") << QStringLiteral("pending-upgrade") << recover
                    << QStringLiteral("rollback shop 1 ");
                QTest::newRow(QByteArray(h + how + "the app release pending-rollback").constData())
                    << major << QStringLiteral("shop") << QStringLiteral("pending-rollback") << recover
                    << QStringLiteral("rollback shop 1 ");
                QTest::newRow(QByteArray(h + how + "config-shop pending-upgrade").constData())
                    << major << QStringLiteral("config-shop") << QStringLiteral("pending-upgrade") << recover
                    << QStringLiteral("rollback config-shop 1 ");
                QTest::newRow(QByteArray(h + how + "the app release pending-install").constData())
                    << major << QStringLiteral("shop") << QStringLiteral("pending-install") << recover
                    << QStringLiteral("uninstall shop ");
            }
        }
    }
    void pendingReleaseIsRefusedOrRecovered()
    {
        QFETCH(int, major);
        QFETCH(QString, release);
        QFETCH(QString, status);
        QFETCH(bool, recover);
        QFETCH(QString, recovery);
        std::unique_ptr<TestUtil::ClusterFixture> cluster(newCluster(major));
        QVERIFY2(cluster->isValid(), qPrintable(cluster->error()));
        DeployOptions o = options(*cluster);
        Findings findings;
        const Project p = project(false);
        QVERIFY(run(DeployPlanner::deploy(p, QStringLiteral("shop"), o, &findings), *cluster).result.ok);
        if (status != QLatin1String("pending-install")) // a second revision, left pending
            QVERIFY(run(DeployPlanner::deploy(p, QStringLiteral("shop"), o, &findings), *cluster).result.ok);
        else // the only revision, never finished
            cluster->setState([&] {
                QJsonObject state = cluster->state();
                QJsonObject releases = state.value(QStringLiteral("releases")).toObject();
                QJsonArray revisions = releases.value(Ns + QStringLiteral("/shop")).toArray();
                while (revisions.size() > 1)
                    revisions.removeLast();
                releases[Ns + QStringLiteral("/shop")] = revisions;
                state[QStringLiteral("releases")] = releases;
                return state;
            }());
        setLastStatus(*cluster, release, status);
        cluster->clearCalls();

        o.recover = recover;
        const Plan plan = DeployPlanner::deploy(p, QStringLiteral("shop"), o, &findings);
        const Run r = run(plan, *cluster);
        const QStringList helm = commandLines(*cluster, QStringLiteral("helm"));
        if (!recover) {
            QVERIFY(!r.result.ok);
            QCOMPARE(r.result.failedStep, plan.indexOf(QStringLiteral("locks")));
            for (const QString &word : { release, status, QStringLiteral("--recover"),
                     QStringLiteral("Roll back and deploy"), QStringLiteral("Nothing was changed") })
                QVERIFY2(r.result.message.contains(word),
                    qPrintable(word + QStringLiteral(" in ") + r.result.message));
            QVERIFY(DeployPlanner::refusedForPendingRelease(plan, r.result));
            for (const QString &c : helm) // only the read-only list
                QVERIFY2(c.startsWith(QStringLiteral("list ")), qPrintable(c));
            QVERIFY(commandLines(*cluster, QStringLiteral("kubectl"))
                        .filter(QStringLiteral(" apply "))
                        .isEmpty());
            QCOMPARE(lastStatus(*cluster, release), status);
            return;
        }
        QVERIFY2(r.result.ok, qPrintable(r.result.message));
        QVERIFY(!DeployPlanner::refusedForPendingRelease(plan, r.result));
        int recovered = -1, upgraded = -1;
        for (int i = 0; i < helm.size(); ++i) {
            if (recovered < 0 && helm.at(i).startsWith(recovery))
                recovered = i;
            if (upgraded < 0
                && helm.at(i).startsWith(QStringLiteral("upgrade --install ") + release + QLatin1Char(' ')))
                upgraded = i;
        }
        QVERIFY2(recovered >= 0 && upgraded > recovered, qPrintable(helm.join(QLatin1Char('\n'))));
        QCOMPARE(lastStatus(*cluster, release), QStringLiteral("deployed"));
        const QString output = r.output.join(QLatin1Char('\n'));
        QVERIFY2(output.contains(status == QLatin1String("pending-install")
                         ? QStringLiteral("uninstalled %1 (it was pending-install").arg(release)
                         : QStringLiteral("rolled %1 back from %2 to revision 1").arg(release, status)),
            qPrintable(output));
    }
};

QTEST_GUILESS_MAIN(TestDeployRecovery)
#include "tst_deployrecovery.moc"
