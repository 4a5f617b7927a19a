// SPDX-License-Identifier: GPL-3.0-or-later
// The cluster fake as helm, driven through ClusterFixture with a real chart and the real Helm 3
// and Helm 4: releases and revisions, dropped objects, waits that time out and roll back, the
// values, uninstall, and the call log.

#include "clusterfaketest.h"
#include "testutil.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace ClusterFakeTest;

class TestClusterFake : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void majors_data();
    void installListHistoryManifest_data() { majors_data(); }
    void installListHistoryManifest();
    void upgradeBumpsRevisionAndRemovesDropped_data() { majors_data(); }
    void upgradeBumpsRevisionAndRemovesDropped();
    void upgradeKeepsForeignListEntries();
    void namespaceMustExist_data() { majors_data(); }
    void namespaceMustExist();
    void getValues();
    void passthroughToRealHelm_data() { majors_data(); }
    void passthroughToRealHelm();
    void waitTimesOutOnPodFailure_data();
    void waitTimesOutOnPodFailure();
    void pollsRunDuringWait();
    void atomicFirstInstallUninstalls();
    void uninstall_data() { majors_data(); }
    void uninstall();
    void callLog();

private:
    QString chart() const { return m_chart; }
    ClusterFixture::Result install(
        const ClusterFixture &cluster, const QStringList &extra = QStringList()) const
    {
        return ClusterFakeTest::install(cluster, m_chart, extra);
    }
    QString valuesFile(const QString &name, const QByteArray &yaml,
        QFile::Permissions perms = QFile::ReadOwner | QFile::WriteOwner);

    QTemporaryDir m_tmp;
    QString m_chart;
};

void TestClusterFake::initTestCase()
{
    QVERIFY(m_tmp.isValid());
    m_chart = writeChart(m_tmp.path());
    QVERIFY(!m_chart.isEmpty());
}

QString TestClusterFake::valuesFile(const QString &name, const QByteArray &yaml, QFile::Permissions perms)
{
    QFile f(m_tmp.filePath(name));
    if (!f.open(QIODevice::WriteOnly))
        return QString();
    f.write(yaml);
    f.close();
    f.setPermissions(perms);
    return f.fileName();
}

void TestClusterFake::majors_data()
{
    QTest::addColumn<int>("major");
    QTest::newRow("helm3") << 3;
    QTest::newRow("helm4") << 4;
}

void TestClusterFake::installListHistoryManifest()
{
    QFETCH(int, major);
    CLUSTER_FIXTURE(cluster, major);
    cluster.addNamespace(kNs);
    const auto r = install(cluster, { QStringLiteral("--kube-context=k3s") });
    QVERIFY2(r.exitCode == 0, qPrintable(failText(r)));
    QVERIFY(r.out.contains("Release \"guestbook\" does not exist. Installing it now."));

    const auto list = cluster.run(QStringLiteral("helm"),
        { QStringLiteral("list"), QStringLiteral("-n"), kNs, QStringLiteral("-o"), QStringLiteral("json") });
    QCOMPARE(list.exitCode, 0);
    const QJsonArray rows = jsonArray(list.out);
    QCOMPARE(rows.size(), 1);
    const QJsonObject row = rows.first().toObject();
    QCOMPARE(row.value(QLatin1String("name")).toString(), kRelease);
    QCOMPARE(row.value(QLatin1String("namespace")).toString(), kNs);
    QCOMPARE(row.value(QLatin1String("revision")).toString(), QStringLiteral("1"));
    QCOMPARE(row.value(QLatin1String("status")).toString(), QStringLiteral("deployed"));
    QCOMPARE(row.value(QLatin1String("chart")).toString(), QStringLiteral("app-0.0.1"));
    QVERIFY2(row.value(QLatin1String("updated")).toString().endsWith(QLatin1String(" +0000 UTC")),
        list.out.constData());
    // another namespace lists nothing; -A lists it
    QCOMPARE(jsonArray(cluster
                           .run(QStringLiteral("helm"),
                               { QStringLiteral("list"), QStringLiteral("-o"), QStringLiteral("json") })
                           .out)
                 .size(),
        0);
    QCOMPARE(jsonArray(cluster
                           .run(QStringLiteral("helm"),
                               { QStringLiteral("list"), QStringLiteral("-A"), QStringLiteral("-o"),
                                   QStringLiteral("json") })
                           .out)
                 .size(),
        1);

    const auto history = cluster.run(QStringLiteral("helm"),
        { QStringLiteral("history"), kRelease, QStringLiteral("--namespace"), kNs, QStringLiteral("-o"),
            QStringLiteral("json") });
    QCOMPARE(history.exitCode, 0);
    const QJsonArray revisions = jsonArray(history.out);
    QCOMPARE(revisions.size(), 1);
    QCOMPARE(revisions.first().toObject().value(QLatin1String("revision")).toInt(), 1);
    QCOMPARE(revisions.first().toObject().value(QLatin1String("description")).toString(),
        QStringLiteral("Install complete"));
    const auto noHistory = cluster.run(QStringLiteral("helm"),
        { QStringLiteral("history"), QStringLiteral("nope"), QStringLiteral("-n"), kNs, QStringLiteral("-o"),
            QStringLiteral("json") });
    QCOMPARE(noHistory.exitCode, 1);
    QCOMPARE(noHistory.err.trimmed(), QByteArray("Error: release: not found"));

    const auto manifest = cluster.run(QStringLiteral("helm"),
        { QStringLiteral("get"), QStringLiteral("manifest"), kRelease, QStringLiteral("-n"), kNs });
    QCOMPARE(manifest.exitCode, 0);
    QVERIFY(manifest.out.startsWith("---\n# Source: app/templates/"));
    QVERIFY(manifest.out.contains("kind: Deployment") && manifest.out.contains("kind: CronJob"));
    QVERIFY2(!manifest.out.contains("migrate"), "hooks are not part of the manifest");

    const QJsonArray stored = cluster.release(kNs, kRelease);
    QCOMPARE(stored.size(), 1);
    QVERIFY(stored.first()
                .toObject()
                .value(QLatin1String("argv"))
                .toArray()
                .contains(QStringLiteral("--install")));
    const QJsonObject cron
        = cluster.object(kNs, QStringLiteral("CronJob"), QStringLiteral("guestbook-nightly"));
    const QJsonObject cronAnnotations
        = cron.value(QLatin1String("metadata")).toObject().value(QLatin1String("annotations")).toObject();
    QCOMPARE(
        cronAnnotations.value(QLatin1String("helmdeck.io/schedule")).toString(), QStringLiteral("@daily"));
    QCOMPARE(cronAnnotations.value(QLatin1String("helmdeck.io/retries")).toString(), QStringLiteral("3"));
    QCOMPARE(cronAnnotations.value(QLatin1String("meta.helm.sh/release-name")).toString(), kRelease);
    QCOMPARE(cron.value(QLatin1String("spec"))
                 .toObject()
                 .value(QLatin1String("successfulJobsHistoryLimit"))
                 .toInt(),
        3);
    QCOMPARE(
        cron.value(QLatin1String("metadata")).toObject().value(QLatin1String("namespace")).toString(), kNs);
    const QJsonObject secretData
        = cluster.object(kNs, QStringLiteral("Secret"), QStringLiteral("guestbook-env"))
              .value(QLatin1String("stringData"))
              .toObject();
    QVERIFY(secretData.value(QLatin1String("MODE")).isString());
    QCOMPARE(secretData.value(QLatin1String("MODE")).toString(), QStringLiteral("0755"));
    QCOMPARE(secretData.value(QLatin1String("PLAIN")).toInt(), 493); // plain 0755 is octal, as in Kubernetes
    QVERIFY(!cluster.object(kNs, QStringLiteral("PersistentVolumeClaim"), QStringLiteral("guestbook-data"))
                 .isEmpty());
    QVERIFY(cluster.object(kNs, QStringLiteral("Job"), QStringLiteral("guestbook-migrate")).isEmpty());
}

void TestClusterFake::upgradeBumpsRevisionAndRemovesDropped()
{
    QFETCH(int, major);
    CLUSTER_FIXTURE(cluster, major);
    cluster.addNamespace(kNs);
    QCOMPARE(install(cluster).exitCode, 0);
    QVERIFY(!cluster.object(kNs, QStringLiteral("CronJob"), QStringLiteral("guestbook-nightly")).isEmpty());
    const QString noCron = valuesFile(QStringLiteral("nocron.yaml"), "withCron: false\n");
    const auto second = install(cluster, { QStringLiteral("-f"), noCron });
    QVERIFY2(second.exitCode == 0, qPrintable(failText(second)));
    QVERIFY(second.out.contains("Release \"guestbook\" has been upgraded. Happy Helming!"));
    QVERIFY(second.out.contains("REVISION: 2"));
    QVERIFY2(cluster.object(kNs, QStringLiteral("CronJob"), QStringLiteral("guestbook-nightly")).isEmpty(),
        "dropped objects are deleted");
    QVERIFY(!cluster.object(kNs, QStringLiteral("Deployment"), QStringLiteral("guestbook-web")).isEmpty());
    const QJsonArray revisions = cluster.release(kNs, kRelease);
    QCOMPARE(revisions.size(), 2);
    QCOMPARE(
        revisions.at(0).toObject().value(QLatin1String("status")).toString(), QStringLiteral("superseded"));
    QCOMPARE(
        revisions.at(1).toObject().value(QLatin1String("status")).toString(), QStringLiteral("deployed"));
    QCOMPARE(revisions.at(1).toObject().value(QLatin1String("description")).toString(),
        QStringLiteral("Upgrade complete"));
    const auto list = cluster.run(QStringLiteral("helm"),
        { QStringLiteral("list"), QStringLiteral("-n"), kNs, QStringLiteral("-o"), QStringLiteral("json") });
    QCOMPARE(jsonArray(list.out).first().toObject().value(QLatin1String("revision")).toString(),
        QStringLiteral("2"));

    // --history-max keeps the newest revisions only
    QCOMPARE(install(cluster, { QStringLiteral("--history-max"), QStringLiteral("2") }).exitCode, 0);
    const QJsonArray kept = cluster.release(kNs, kRelease);
    QCOMPARE(kept.size(), 2);
    QCOMPARE(kept.at(0).toObject().value(QLatin1String("revision")).toInt(), 2);
    QCOMPARE(kept.at(1).toObject().value(QLatin1String("revision")).toInt(), 3);
    QVERIFY2(!cluster.object(kNs, QStringLiteral("CronJob"), QStringLiteral("guestbook-nightly")).isEmpty(),
        "a re-added object comes back");
    // plain upgrade of an unknown release
    const auto noRelease = cluster.run(QStringLiteral("helm"),
        { QStringLiteral("upgrade"), QStringLiteral("other"), chart(), QStringLiteral("-n"), kNs });
    QCOMPARE(noRelease.exitCode, 1);
    QCOMPARE(
        noRelease.err.trimmed(), QByteArray("Error: UPGRADE FAILED: \"other\" has no deployed releases"));
}

void TestClusterFake::upgradeKeepsForeignListEntries()
{
    CLUSTER_FIXTURE(cluster, 3);
    cluster.addNamespace(kNs);
    QCOMPARE(install(cluster).exitCode, 0);
    // someone (a leaked earlier pull secret) adds an entry the chart never had: helm's three-way
    // merge keeps it, which is why the deploy prunes with an exact keep-list
    const auto patch = cluster.run(QStringLiteral("kubectl"),
        { QStringLiteral("patch"), QStringLiteral("deployment"), QStringLiteral("guestbook-web"),
            QStringLiteral("-n"), kNs, QStringLiteral("--type"), QStringLiteral("merge"),
            QStringLiteral("-p"),
            QStringLiteral(
                R"({"spec":{"template":{"spec":{"imagePullSecrets":[{"name":"pull-secret-guestbook"},{"name":"leaked"}]}}}})") });
    QVERIFY2(patch.exitCode == 0, qPrintable(failText(patch)));
    QCOMPARE(install(cluster).exitCode, 0);
    const QJsonArray secrets
        = cluster.object(kNs, QStringLiteral("Deployment"), QStringLiteral("guestbook-web"))
              .value(QLatin1String("spec"))
              .toObject()
              .value(QLatin1String("template"))
              .toObject()
              .value(QLatin1String("spec"))
              .toObject()
              .value(QLatin1String("imagePullSecrets"))
              .toArray();
    QCOMPARE(QString::fromUtf8(QJsonDocument(secrets).toJson(QJsonDocument::Compact)),
        QStringLiteral(R"([{"name":"pull-secret-guestbook"},{"name":"leaked"}])"));
}

void TestClusterFake::namespaceMustExist()
{
    QFETCH(int, major);
    CLUSTER_FIXTURE(cluster, major);
    const auto missing = install(cluster);
    QCOMPARE(missing.exitCode, 1);
    QCOMPARE(
        missing.err.trimmed(), QByteArray("Error: create: failed to create: namespaces \"shop\" not found"));
    QVERIFY(cluster.release(kNs, kRelease).isEmpty());
    const auto created = install(cluster, { QStringLiteral("--create-namespace") });
    QVERIFY2(created.exitCode == 0, qPrintable(failText(created)));
    const auto ns = cluster.run(QStringLiteral("kubectl"),
        { QStringLiteral("get"), QStringLiteral("namespace"), kNs, QStringLiteral("-o"),
            QStringLiteral("json") });
    QCOMPARE(ns.exitCode, 0);
    QCOMPARE(json(ns.out).value(QLatin1String("metadata")).toObject().value(QLatin1String("name")).toString(),
        kNs);
}

void TestClusterFake::getValues()
{
    CLUSTER_FIXTURE(cluster, 4);
    cluster.addNamespace(kNs);
    QCOMPARE(install(cluster).exitCode, 0);
    const QStringList get { QStringLiteral("get"), QStringLiteral("values"), kRelease, QStringLiteral("-n"),
        kNs, QStringLiteral("-o"), QStringLiteral("json") };
    QCOMPARE(cluster.run(QStringLiteral("helm"), get).out,
        QByteArray("null\n")); // helm's answer without user values
    const QString a = valuesFile(QStringLiteral("a.yaml"), "replicas: 3\nextra:\n  x: 1\n  y: 2\n");
    const QString b = valuesFile(QStringLiteral("b.yaml"), "extra:\n  y: 5\nimage: null\n");
    QCOMPARE(install(cluster, { QStringLiteral("-f"), a, QStringLiteral("--values=") + b }).exitCode, 0);
    const QJsonObject user = json(cluster.run(QStringLiteral("helm"), get).out);
    QCOMPARE(user.value(QLatin1String("replicas")).toInt(), 3);
    QCOMPARE(user.value(QLatin1String("extra")).toObject(),
        (QJsonObject { { QStringLiteral("x"), 1 }, { QStringLiteral("y"), 5 } }));
    QVERIFY(user.value(QLatin1String("image")).isNull());
    const QJsonObject all
        = json(cluster.run(QStringLiteral("helm"), get + QStringList { QStringLiteral("--all") }).out);
    QCOMPARE(all.value(QLatin1String("replicas")).toInt(), 3);
    QCOMPARE(all.value(QLatin1String("mode")).toString(), QStringLiteral("0755"));
    QVERIFY2(!all.contains(QLatin1String("image")), "a null user value deletes the chart default");
    QCOMPARE(all.value(QLatin1String("withCron")).toBool(), true);
}

void TestClusterFake::passthroughToRealHelm()
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

void TestClusterFake::waitTimesOutOnPodFailure_data()
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

void TestClusterFake::waitTimesOutOnPodFailure()
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

void TestClusterFake::pollsRunDuringWait()
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

void TestClusterFake::atomicFirstInstallUninstalls()
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

void TestClusterFake::uninstall()
{
    QFETCH(int, major);
    CLUSTER_FIXTURE(cluster, major);
    cluster.addNamespace(kNs);
    QCOMPARE(install(cluster).exitCode, 0);
    const QStringList args { QStringLiteral("uninstall"), kRelease, QStringLiteral("-n"), kNs,
        QStringLiteral("--wait"), QStringLiteral("--cascade"), QStringLiteral("foreground"),
        QStringLiteral("--timeout"), QStringLiteral("60s") };
    const auto r = cluster.run(QStringLiteral("helm"), args);
    QVERIFY2(r.exitCode == 0, qPrintable(failText(r)));
    QCOMPARE(r.out, QByteArray("release \"guestbook\" uninstalled\n"));
    QVERIFY(cluster.release(kNs, kRelease).isEmpty());
    QVERIFY(cluster.object(kNs, QStringLiteral("Deployment"), QStringLiteral("guestbook-web")).isEmpty());
    QVERIFY(cluster.object(kNs, QStringLiteral("PersistentVolumeClaim"), QStringLiteral("guestbook-data"))
                .isEmpty());
    const auto again = cluster.run(QStringLiteral("helm"), args);
    QCOMPARE(again.exitCode, 1);
    QCOMPARE(again.err.trimmed(),
        QByteArray("Error: uninstall: Release not loaded: guestbook: release: not found"));
    const auto ignored
        = cluster.run(QStringLiteral("helm"), args + QStringList { QStringLiteral("--ignore-not-found") });
    QCOMPARE(ignored.exitCode, 0);
    QVERIFY(ignored.err.isEmpty());
}

void TestClusterFake::callLog()
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

QTEST_GUILESS_MAIN(TestClusterFake)
#include "tst_clusterfake.moc"
