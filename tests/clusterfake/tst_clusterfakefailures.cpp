// SPDX-License-Identifier: GPL-3.0-or-later
// What the cluster fake does for both tools: injected failures (exit code, signal, times, delay),
// an unreachable cluster and rejected credentials, refusing what it does not model, and keeping
// every change when calls run concurrently.

#include "clusterfaketest.h"
#include "testutil.h"

#include <QDir>
#include <QElapsedTimer>
#include <QProcess>
#include <QTest>

using namespace ClusterFakeTest;

class TestClusterFakeFailures : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void failureInjection_data();
    void failureInjection();
    void clusterUnavailable_data();
    void clusterUnavailable();
    void unsupportedExits2_data();
    void unsupportedExits2();
    void concurrentCallsKeepEveryChange();
};

void TestClusterFakeFailures::failureInjection_data()
{
    QTest::addColumn<QString>("tool");
    QTest::addColumn<QStringList>("match");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("signal");
    QTest::addColumn<int>("times");
    QTest::addColumn<int>("sleepMs");
    QTest::addColumn<QList<int>>("expected"); // exit codes of three calls; -9 = killed by SIGKILL
    QTest::newRow("exit code forever")
        << QStringLiteral("kubectl") << QStringList { QStringLiteral("get"), QStringLiteral("namespaces") }
        << 3 << QString() << 0 << 0 << QList<int> { 3, 3, 3 };
    QTest::newRow("times 2") << QString() << QStringList { QStringLiteral("namespaces") } << 4 << QString()
                             << 2 << 0 << QList<int> { 4, 4, 0 };
    QTest::newRow("KILL once") << QStringLiteral("kubectl") << QStringList { QStringLiteral("get") } << 1
                               << QStringLiteral("KILL") << 1 << 0 << QList<int> { -9, 0, 0 };
    QTest::newRow("other tool") << QStringLiteral("helm") << QStringList { QStringLiteral("get") } << 5
                                << QString() << 0 << 0 << QList<int> { 0, 0, 0 };
    QTest::newRow("not every token") << QStringLiteral("kubectl")
                                     << QStringList { QStringLiteral("get"), QStringLiteral("pods") } << 5
                                     << QString() << 0 << 0 << QList<int> { 0, 0, 0 };
    QTest::newRow("slow only") << QStringLiteral("kubectl") << QStringList { QStringLiteral("get") } << -1
                               << QString() << 1 << 400 << QList<int> { 0, 0, 0 };
}

void TestClusterFakeFailures::failureInjection()
{
    QFETCH(QString, tool);
    QFETCH(QStringList, match);
    QFETCH(int, exitCode);
    QFETCH(QString, signal);
    QFETCH(int, times);
    QFETCH(int, sleepMs);
    QFETCH(QList<int>, expected);
    CLUSTER_FIXTURE(cluster, 3);
    ClusterFixture::Failure failure;
    failure.tool = tool;
    failure.match = match;
    failure.exitCode = exitCode;
    failure.stderrText = QStringLiteral("Error: injected");
    failure.signal = signal;
    failure.times = times;
    failure.sleepMs = sleepMs;
    if (exitCode < 0)
        failure.stderrText.clear();
    cluster.addFailure(failure);
    for (int i = 0; i < expected.size(); ++i) {
        QElapsedTimer timer;
        timer.start();
        const auto r = cluster.run(QStringLiteral("kubectl"),
            { QStringLiteral("get"), QStringLiteral("namespaces"), QStringLiteral("-o"),
                QStringLiteral("json") });
        if (expected.at(i) == -9) {
            QCOMPARE(r.exitStatus, QProcess::CrashExit);
            continue;
        }
        QCOMPARE(r.exitStatus, QProcess::NormalExit);
        QCOMPARE(r.exitCode, expected.at(i));
        if (expected.at(i) != 0)
            QCOMPARE(r.err, QByteArray("Error: injected\n"));
        else
            QVERIFY2(names(json(r.out)).contains(QStringLiteral("default")), r.out.constData());
        if (sleepMs > 0 && i == 0)
            QVERIFY2(timer.elapsed() >= sleepMs, qPrintable(QString::number(timer.elapsed())));
    }
    QCOMPARE(
        cluster.callsOf(QStringLiteral("kubectl")).size(), expected.size()); // failing calls are logged too
}

void TestClusterFakeFailures::clusterUnavailable_data()
{
    QTest::addColumn<bool>("unreachable");
    QTest::addColumn<QString>("tool");
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("err");
    const QStringList kubectlGet { QStringLiteral("get"), QStringLiteral("ns"), QStringLiteral("-o"),
        QStringLiteral("json") };
    const QStringList helmList { QStringLiteral("list"), QStringLiteral("-o"), QStringLiteral("json") };
    QTest::newRow("kubectl unreachable")
        << true << QStringLiteral("kubectl") << kubectlGet << 1
        << QStringLiteral(
               "Unable to connect to the server: dial tcp 127.0.0.1:6443: connect: connection refused");
    QTest::newRow("helm unreachable")
        << true << QStringLiteral("helm") << helmList << 1
        << QStringLiteral(
               "Error: Kubernetes cluster unreachable: Get \"https://127.0.0.1:6443/version\": dial tcp "
               "127.0.0.1:6443: connect: connection refused");
    QTest::newRow("kubectl unauthorized")
        << false << QStringLiteral("kubectl") << kubectlGet << 1
        << QStringLiteral("error: You must be logged in to the server (Unauthorized)");
    QTest::newRow("helm unauthorized") << false << QStringLiteral("helm") << helmList << 1
                                       << QStringLiteral("Error: Kubernetes cluster unreachable: the server "
                                                         "has asked for the client to provide credentials");
    QTest::newRow("kubectl client version needs no cluster")
        << true << QStringLiteral("kubectl")
        << QStringList { QStringLiteral("version"), QStringLiteral("--client"), QStringLiteral("-o"),
               QStringLiteral("json") }
        << 0 << QString();
    QTest::newRow("helm version needs no cluster")
        << false << QStringLiteral("helm")
        << QStringList { QStringLiteral("version"), QStringLiteral("--short") } << 0 << QString();
}

void TestClusterFakeFailures::clusterUnavailable()
{
    QFETCH(bool, unreachable);
    QFETCH(QString, tool);
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QString, err);
    CLUSTER_FIXTURE(cluster, 3);
    if (unreachable)
        cluster.setUnreachable(true);
    else
        cluster.setUnauthorized(true);
    const auto r = cluster.run(tool, args);
    QCOMPARE(r.exitCode, exitCode);
    QCOMPARE(QString::fromUtf8(r.err.trimmed()), err);
    if (exitCode == 0 && tool == QLatin1String("kubectl"))
        QCOMPARE(json(r.out)
                     .value(QLatin1String("clientVersion"))
                     .toObject()
                     .value(QLatin1String("gitVersion"))
                     .toString(),
            QStringLiteral("v1.34.1-fake"));
}

void TestClusterFakeFailures::unsupportedExits2_data()
{
    QTest::addColumn<QString>("tool");
    QTest::addColumn<QStringList>("args");
    QTest::newRow("kubectl rollout") << QStringLiteral("kubectl")
                                     << QStringList { QStringLiteral("rollout"), QStringLiteral("status"),
                                            QStringLiteral("deploy/web") };
    // (helm rollback is modelled since the deploy's recovery uses it: tst_clusterfakereleases)
    QTest::newRow("helm test") << QStringLiteral("helm") << QStringList { QStringLiteral("test"), kRelease };
    QTest::newRow("table output") << QStringLiteral("kubectl")
                                  << QStringList { QStringLiteral("get"), QStringLiteral("pods"),
                                         QStringLiteral("-o"), QStringLiteral("wide") };
    QTest::newRow("unknown option") << QStringLiteral("helm")
                                    << QStringList { QStringLiteral("upgrade"), QStringLiteral("--install"),
                                           kRelease, QStringLiteral("x"), QStringLiteral("--set"),
                                           QStringLiteral("a=b") };
    QTest::newRow("json patch") << QStringLiteral("kubectl")
                                << QStringList { QStringLiteral("patch"), QStringLiteral("deploy"),
                                       QStringLiteral("web"), QStringLiteral("--type"),
                                       QStringLiteral("json"), QStringLiteral("-p"), QStringLiteral("[]") };
    QTest::newRow("unknown kind") << QStringLiteral("kubectl")
                                  << QStringList { QStringLiteral("get"), QStringLiteral("widgets"),
                                         QStringLiteral("-o"), QStringLiteral("json") };
    QTest::newRow("set-based selector")
        << QStringLiteral("kubectl")
        << QStringList { QStringLiteral("get"), QStringLiteral("pods"), QStringLiteral("-l"),
               QStringLiteral("app in (a,b)"), QStringLiteral("-o"), QStringLiteral("json") };
}

void TestClusterFakeFailures::unsupportedExits2()
{
    QFETCH(QString, tool);
    QFETCH(QStringList, args);
    CLUSTER_FIXTURE(cluster, 3);
    const auto r = cluster.run(tool, args);
    QCOMPARE(r.exitStatus, QProcess::NormalExit);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.startsWith("fake: unsupported: "), r.err.constData());
    QCOMPARE(cluster.calls().size(), 1);
}

void TestClusterFakeFailures::concurrentCallsKeepEveryChange()
{
    CLUSTER_FIXTURE(cluster, 3);
    // every fake reads, changes and writes the whole state: without the lock, changes get lost
    QList<QProcess *> processes;
    for (int i = 0; i < 12; ++i) {
        auto *p = new QProcess(this);
        p->setProcessEnvironment(cluster.environment());
        p->start(QDir(cluster.binDir()).filePath(QStringLiteral("kubectl")),
            { QStringLiteral("create"), QStringLiteral("namespace"), QStringLiteral("ns-%1").arg(i) });
        processes << p;
    }
    for (QProcess *p : qAsConst(processes)) {
        QVERIFY(p->waitForFinished(30000));
        QCOMPARE(p->exitCode(), 0);
        delete p;
    }
    const QJsonObject namespaces = cluster.state().value(QLatin1String("namespaces")).toObject();
    for (int i = 0; i < 12; ++i)
        QVERIFY2(namespaces.contains(QStringLiteral("ns-%1").arg(i)),
            qPrintable(QStringLiteral("ns-%1 was lost").arg(i)));
    QCOMPARE(cluster.calls().size(), 12);
}

QTEST_GUILESS_MAIN(TestClusterFakeFailures)
#include "tst_clusterfakefailures.moc"
