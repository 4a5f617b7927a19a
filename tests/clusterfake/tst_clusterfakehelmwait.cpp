// SPDX-License-Identifier: GPL-3.0-or-later
// The cluster fake as helm, around the release: passthrough to real helm, waits, atomic installs, the call
// log.
#include "clusterfakehelmtest.h"

class TestClusterFakeHelmWait : public ClusterFakeHelmTestBase
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { initCase(); }
    void passthroughToRealHelm_data() { majors_data(); }
    void passthroughToRealHelm();
    void waitTimesOutOnPodFailure_data();
    void waitTimesOutOnPodFailure();
    void pollsRunDuringWait();
    void atomicFirstInstallUninstalls();
    void callLog();
};

void TestClusterFakeHelmWait::passthroughToRealHelm()
{
    QFETCH(int, major);
    CLUSTER_FIXTURE(cluster, major);
    const auto version
        = cluster.run(QStringLiteral("helm"), { QStringLiteral("version"), QStringLiteral("--short") });
    QCOMPARE(version.exitCode, 0);
    QVERIFY2(
        version.out.startsWith(QByteArray("v" + QByteArray::number(major) + '.')), version.out.constData());
    const auto rendered = cluster.run(
        QStringLiteral("helm"), { QStringLiteral("template"), kRelease, chart(), QStringLiteral("-n"), kNs });
    QCOMPARE(rendered.exitCode, 0);
    QVERIFY(rendered.out.contains("name: guestbook-web"));
    QVERIFY2(
        cluster.state().value(QLatin1String("releases")).toObject().isEmpty(), "template changes no state");
}

void TestClusterFakeHelmWait::waitTimesOutOnPodFailure_data()
{
    QTest::addColumn<int>("major");
    QTest::addColumn<QString>("flag");
    QTest::addColumn<QString>("timeout");
    QTest::addColumn<int>("capMs");
    QTest::addColumn<int>("minMs");
    QTest::addColumn<bool>("rolledBack");
    QTest::newRow("helm3 --wait") << 3 << QStringLiteral("--wait") << QStringLiteral("300s") << 600 << 600
                                  << false;
    QTest::newRow("helm3 --atomic") << 3 << QStringLiteral("--atomic") << QStringLiteral("5m0s") << 600 << 600
                                    << true;
    QTest::newRow("helm4 --wait=watcher")
        << 4 << QStringLiteral("--wait=watcher") << QStringLiteral("300s") << 600 << 600 << false;
    QTest::newRow("helm4 --rollback-on-failure")
        << 4 << QStringLiteral("--rollback-on-failure") << QStringLiteral("300s") << 600 << 600 << true;
    QTest::newRow("helm4 timeout below the cap")
        << 4 << QStringLiteral("--wait") << QStringLiteral("1s") << 20000 << 1000 << false;
}

void TestClusterFakeHelmWait::waitTimesOutOnPodFailure()
{
    QFETCH(int, major);
    QFETCH(QString, flag);
    QFETCH(QString, timeout);
    QFETCH(int, capMs);
    QFETCH(int, minMs);
    QFETCH(bool, rolledBack);
    CLUSTER_FIXTURE(cluster, major);
    cluster.addNamespace(kNs);
    QCOMPARE(install(cluster).exitCode, 0);
    cluster.setWaitCapMs(capMs);
    cluster.addPodFailure(QStringLiteral("guestbook-web"), QStringLiteral("ImagePullBackOff"),
        QStringLiteral("Back-off pulling image \"x\""));
    QElapsedTimer timer;
    timer.start();
    const auto r = install(cluster, { flag, QStringLiteral("--timeout"), timeout });
    const qint64 elapsed = timer.elapsed();
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(elapsed >= minMs && elapsed < minMs + 8000, qPrintable(QString::number(elapsed)));
    QVERIFY2(
        r.err.startsWith("Error: UPGRADE FAILED: ") && r.err.trimmed().endsWith("context deadline exceeded"),
        r.err.constData());
    const QJsonArray revisions = cluster.release(kNs, kRelease);
    QCOMPARE(revisions.at(1).toObject().value(QLatin1String("status")).toString(), QStringLiteral("failed"));
    QCOMPARE(revisions.at(1).toObject().value(QLatin1String("description")).toString(),
        QStringLiteral("Upgrade \"guestbook\" failed: context deadline exceeded"));
    if (rolledBack) {
        QCOMPARE(revisions.size(), 3);
        QCOMPARE(
            revisions.at(2).toObject().value(QLatin1String("status")).toString(), QStringLiteral("deployed"));
        QCOMPARE(revisions.at(2).toObject().value(QLatin1String("description")).toString(),
            QStringLiteral("Rollback to 1"));
        QVERIFY(r.err.contains("has been rolled back"));
    } else {
        QCOMPARE(revisions.size(), 2);
    }
    // without a pod failure the same wait succeeds (a timed-out wait would exit 1)
    CLUSTER_FIXTURE(healthy, major);
    healthy.addNamespace(kNs);
    healthy.setWaitCapMs(capMs);
    const auto ok = install(healthy, { flag, QStringLiteral("--timeout"), timeout });
    QVERIFY2(ok.exitCode == 0, qPrintable(failText(ok)));
    QCOMPARE(healthy.release(kNs, kRelease).first().toObject().value(QLatin1String("status")).toString(),
        QStringLiteral("deployed"));
}

void TestClusterFakeHelmWait::pollsRunDuringWait()
{
    CLUSTER_FIXTURE(cluster, 3);
    cluster.addNamespace(kNs);
    QCOMPARE(install(cluster).exitCode, 0);
    cluster.setWaitCapMs(4000);
    cluster.addPodFailure(QStringLiteral("guestbook-web"), QStringLiteral("CrashLoopBackOff"),
        QStringLiteral("back-off 10s restarting"));
    QProcess upgrade;
    upgrade.setProcessEnvironment(cluster.environment());
    upgrade.start(QDir(cluster.binDir()).filePath(QStringLiteral("helm")),
        { QStringLiteral("upgrade"), QStringLiteral("--install"), kRelease, chart(), QStringLiteral("-n"),
            kNs, QStringLiteral("--wait") });
    const auto pending = [&cluster] {
        const auto r = cluster.run(QStringLiteral("helm"),
            { QStringLiteral("list"), QStringLiteral("-n"), kNs, QStringLiteral("--pending"),
                QStringLiteral("-o"), QStringLiteral("json") });
        return jsonArray(r.out).size() == 1;
    };
    QTRY_VERIFY_WITH_TIMEOUT(pending(), 3000);
    // the waiting helm holds no lock: the deploy's pod poll answers at once
    QElapsedTimer timer;
    timer.start();
    const auto pods = cluster.run(QStringLiteral("kubectl"),
        { QStringLiteral("get"), QStringLiteral("pods"), QStringLiteral("-n"), kNs, QStringLiteral("-o"),
            QStringLiteral("json") });
    QVERIFY2(timer.elapsed() < 2000, qPrintable(QString::number(timer.elapsed())));
    QCOMPARE(upgrade.state(), QProcess::Running);
    const QJsonObject status = json(pods.out)
                                   .value(QLatin1String("items"))
                                   .toArray()
                                   .first()
                                   .toObject()
                                   .value(QLatin1String("status"))
                                   .toObject();
    QCOMPARE(status.value(QLatin1String("phase")).toString(), QStringLiteral("Running"));
    QCOMPARE(status.value(QLatin1String("containerStatuses"))
                 .toArray()
                 .first()
                 .toObject()
                 .value(QLatin1String("restartCount"))
                 .toInt(),
        4);
    QVERIFY(upgrade.waitForFinished(15000));
    QCOMPARE(upgrade.exitCode(), 1);
    QCOMPARE(pickStatus(cluster.release(kNs, kRelease)), QStringLiteral("failed"));
}

void TestClusterFakeHelmWait::atomicFirstInstallUninstalls()
{
    CLUSTER_FIXTURE(cluster, 3);
    cluster.addNamespace(kNs);
    cluster.setWaitCapMs(300);
    cluster.addPodFailure(QStringLiteral("guestbook-web"), QStringLiteral("ImagePullBackOff"),
        QStringLiteral("Back-off pulling image \"x\""));
    const auto r = install(cluster, { QStringLiteral("--atomic") });
    QCOMPARE(r.exitCode, 1);
    QCOMPARE(r.err.trimmed(),
        QByteArray("Error: release guestbook failed, and has been uninstalled due to atomic being set: "
                   "context deadline exceeded"));
    QVERIFY(cluster.release(kNs, kRelease).isEmpty());
    QVERIFY(cluster.object(kNs, QStringLiteral("Deployment"), QStringLiteral("guestbook-web")).isEmpty());
}

void TestClusterFakeHelmWait::callLog()
{
    CLUSTER_FIXTURE(cluster, 4);
    cluster.addNamespace(kNs);
    const QByteArray ns = "apiVersion: v1\nkind: Namespace\nmetadata:\n  name: logged\n";
    QCOMPARE(cluster
                 .run(QStringLiteral("kubectl"),
                     { QStringLiteral("apply"), QStringLiteral("-f"), QStringLiteral("-") }, ns)
                 .exitCode,
        0);
    QCOMPARE(
        cluster
            .run(QStringLiteral("kubectl"),
                { QStringLiteral("get"), QStringLiteral("ns"), QStringLiteral("-o"), QStringLiteral("name") },
                "not read")
            .exitCode,
        0);
    const QString secret = valuesFile(QStringLiteral("secret.yaml"), "replicas: 1\n");
    const QString open = valuesFile(QStringLiteral("open.yaml"), "replicas: 1\n",
        QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup | QFile::ReadOther);
    QCOMPARE(
        install(cluster, { QStringLiteral("-f"), secret, QStringLiteral("--values"), open }).exitCode, 0);
    const QString gone = m_tmp.filePath(QStringLiteral("removed.yaml"));
    QCOMPARE(install(cluster, { QStringLiteral("-f"), gone }).exitCode, 1);

    const QList<ClusterFixture::Call> calls = cluster.calls();
    QCOMPARE(calls.size(), 4);
    QCOMPARE(calls.at(0).tool, QStringLiteral("kubectl"));
    QCOMPARE(calls.at(0).argv,
        (QStringList { QStringLiteral("apply"), QStringLiteral("-f"), QStringLiteral("-") }));
    QCOMPARE(calls.at(0).stdinData, ns);
    QVERIFY2(calls.at(1).stdinData.isEmpty(), "a command that does not read stdin logs none");
    QCOMPARE(cluster.callsOf(QStringLiteral("helm")).size(), 2);
    const ClusterFixture::Call upgrade = calls.at(2);
    QCOMPARE(upgrade.argv.mid(0, 4),
        (QStringList { QStringLiteral("upgrade"), QStringLiteral("--install"), kRelease, chart() }));
    QCOMPARE(upgrade.valuesFiles.size(), 2);
    QCOMPARE(upgrade.valuesFiles.at(0).toObject().value(QLatin1String("path")).toString(), secret);
    QCOMPARE(
        upgrade.valuesFiles.at(0).toObject().value(QLatin1String("mode")).toString(), QStringLiteral("0600"));
    QCOMPARE(
        upgrade.valuesFiles.at(1).toObject().value(QLatin1String("mode")).toString(), QStringLiteral("0644"));
    QVERIFY(upgrade.valuesFiles.at(1).toObject().value(QLatin1String("exists")).toBool());
    QCOMPARE(calls.at(3).valuesFiles.first().toObject().value(QLatin1String("exists")).toBool(), false);
    cluster.clearCalls();
    QVERIFY(cluster.calls().isEmpty());
}

QTEST_GUILESS_MAIN(TestClusterFakeHelmWait)
#include "tst_clusterfakehelmwait.moc"
