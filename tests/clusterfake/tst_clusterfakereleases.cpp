// SPDX-License-Identifier: GPL-3.0-or-later
// The cluster fake as helm, releases: install, list, history, manifest, upgrades, values, namespaces,
// uninstall.
#include "clusterfakehelmtest.h"

class TestClusterFakeReleases : public ClusterFakeHelmTestBase
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { initCase(); }
    void installListHistoryManifest_data() { majors_data(); }
    void installListHistoryManifest();
    void upgradeBumpsRevisionAndRemovesDropped_data() { majors_data(); }
    void upgradeBumpsRevisionAndRemovesDropped();
    void upgradeKeepsForeignListEntries();
    void namespaceMustExist_data() { majors_data(); }
    void namespaceMustExist();
    void getValues();
    void uninstall_data() { majors_data(); }
    void uninstall();
    void rollbackOfAPendingUpgrade_data() { majors_data(); }
    void rollbackOfAPendingUpgrade();
};

void TestClusterFakeReleases::installListHistoryManifest()
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

void TestClusterFakeReleases::upgradeBumpsRevisionAndRemovesDropped()
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

void TestClusterFakeReleases::upgradeKeepsForeignListEntries()
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

void TestClusterFakeReleases::namespaceMustExist()
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

void TestClusterFakeReleases::getValues()
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

void TestClusterFakeReleases::uninstall()
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

void TestClusterFakeReleases::rollbackOfAPendingUpgrade()
{
    QFETCH(int, major);
    CLUSTER_FIXTURE(cluster, major);
    cluster.addNamespace(kNs);
    QCOMPARE(install(cluster).exitCode, 0);
    const QString noCron = valuesFile(QStringLiteral("nocron.yaml"), "withCron: false\n");
    QCOMPARE(install(cluster, { QStringLiteral("-f"), noCron }).exitCode, 0);
    QVERIFY(cluster.object(kNs, QStringLiteral("CronJob"), QStringLiteral("guestbook-nightly")).isEmpty());
    // an interrupted helm left revision 2 pending: upgrades are refused, a rollback is not
    QJsonObject state = cluster.state();
    QJsonObject releases = state.value(QStringLiteral("releases")).toObject();
    const QString key = kNs + QLatin1Char('/') + kRelease;
    QJsonArray revisions = releases.value(key).toArray();
    QJsonObject last = revisions.last().toObject();
    last[QStringLiteral("status")] = QStringLiteral("pending-upgrade");
    revisions[1] = last;
    releases[key] = revisions;
    state[QStringLiteral("releases")] = releases;
    cluster.setState(state);
    QCOMPARE(install(cluster).exitCode, 1);

    const auto r = cluster.run(QStringLiteral("helm"),
        { QStringLiteral("rollback"), kRelease, QStringLiteral("1"), QStringLiteral("-n"), kNs,
            QStringLiteral("--history-max"), QStringLiteral("10") });
    QVERIFY2(r.exitCode == 0, qPrintable(failText(r)));
    QCOMPARE(r.out, QByteArray("Rollback was a success! Happy Helming!\n"));
    const QJsonArray after = cluster.release(kNs, kRelease);
    QCOMPARE(after.size(), 3);
    QStringList statuses;
    for (const QJsonValue &v : after)
        statuses.append(v.toObject().value(QLatin1String("status")).toString());
    QCOMPARE(statuses,
        (QStringList { QStringLiteral("superseded"), QStringLiteral("failed"), QStringLiteral("deployed") }));
    QCOMPARE(after.at(2).toObject().value(QLatin1String("description")).toString(),
        QStringLiteral("Rollback to 1"));
    QVERIFY2(!cluster.object(kNs, QStringLiteral("CronJob"), QStringLiteral("guestbook-nightly")).isEmpty(),
        "revision 1's objects are back");
    QCOMPARE(install(cluster).exitCode, 0); // unlocked

    const auto missing = cluster.run(QStringLiteral("helm"),
        { QStringLiteral("rollback"), kRelease, QStringLiteral("99"), QStringLiteral("-n"), kNs });
    QCOMPARE(missing.exitCode, 1);
    QCOMPARE(missing.err.trimmed(), QByteArray("Error: release has no 99 version"));
    const auto unknown = cluster.run(QStringLiteral("helm"),
        { QStringLiteral("rollback"), QStringLiteral("other"), QStringLiteral("-n"), kNs });
    QCOMPARE(unknown.exitCode, 1);
    QCOMPARE(unknown.err.trimmed(), QByteArray("Error: release: not found"));
}

QTEST_GUILESS_MAIN(TestClusterFakeReleases)
#include "tst_clusterfakereleases.moc"
