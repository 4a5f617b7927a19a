// SPDX-License-Identifier: GPL-3.0-or-later
// The cluster fake as kubectl, reads: -o name, label and field selectors, claim phases, events, discovery.
#include "clusterfakekubectltest.h"

class TestClusterFakeKubectlGet : public ClusterFakeKubectlTestBase
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { initCase(); }
    void nameOutput_data();
    void nameOutput();
    void labelSelector_data();
    void labelSelector();
    void claimPhases_data();
    void claimPhases();
    void eventsByFieldSelector();
    void unschedulableDeploymentPods();
    void discoveryAnswersFromState_data();
    void discoveryAnswersFromState();
    void discoveryFailsWhenUnreachable();
};

void TestClusterFakeKubectlGet::nameOutput_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QByteArray>("expected");
    const QStringList ns { QStringLiteral("-n"), kNs, QStringLiteral("-o"), QStringLiteral("name") };
    QTest::newRow("deployments") << QStringList { QStringLiteral("get"), QStringLiteral("deployments") } + ns
                                 << QByteArray("deployment.apps/guestbook-web\n");
    QTest::newRow("cronjobs") << QStringList { QStringLiteral("get"), QStringLiteral("cronjobs") } + ns
                              << QByteArray("cronjob.batch/guestbook-nightly\n");
    QTest::newRow("pvc") << QStringList { QStringLiteral("get"), QStringLiteral("persistentvolumeclaims") }
            + ns << QByteArray("persistentvolumeclaim/guestbook-data\n");
    QTest::newRow("secret by type/name")
        << QStringList { QStringLiteral("get"), QStringLiteral("secret/guestbook-env") } + ns
        << QByteArray("secret/guestbook-env\n");
    QTest::newRow("storageclass") << QStringList { QStringLiteral("get"), QStringLiteral("sc"),
        QStringLiteral("-o"), QStringLiteral("name") }
                                  << QByteArray("storageclass.storage.k8s.io/local-path\n");
    QTest::newRow("namespaces") << QStringList { QStringLiteral("get"), QStringLiteral("namespaces"),
        QStringLiteral("-o=name") }
                                << QByteArray("namespace/default\nnamespace/kube-system\nnamespace/shop\n");
    QTest::newRow("other namespace") << QStringList { QStringLiteral("get"), QStringLiteral("deploy"),
        QStringLiteral("-n"), QStringLiteral("default"), QStringLiteral("-oname") }
                                     << QByteArray();
}

void TestClusterFakeKubectlGet::nameOutput()
{
    QFETCH(QStringList, args);
    QFETCH(QByteArray, expected);
    CLUSTER_FIXTURE(cluster, 3);
    cluster.addNamespace(kNs);
    cluster.addStorageClass(QStringLiteral("local-path"), QStringLiteral("Immediate"), true);
    QCOMPARE(install(cluster).exitCode, 0);
    const auto r = cluster.run(QStringLiteral("kubectl"), args);
    QVERIFY2(r.exitCode == 0, qPrintable(failText(r)));
    QCOMPARE(r.out, expected);
}

void TestClusterFakeKubectlGet::labelSelector_data()
{
    QTest::addColumn<QString>("selector");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("one term") << QStringLiteral("tier=web")
                              << QStringList { QStringLiteral("api"), QStringLiteral("web") };
    QTest::newRow("and") << QStringLiteral("tier=web,app=api") << QStringList { QStringLiteral("api") };
    QTest::newRow("double equals") << QStringLiteral("app==worker")
                                   << QStringList { QStringLiteral("worker") };
    QTest::newRow("not equal") << QStringLiteral("tier!=web") << QStringList { QStringLiteral("worker") };
    QTest::newRow("no match") << QStringLiteral("tier=db") << QStringList();
}

void TestClusterFakeKubectlGet::labelSelector()
{
    QFETCH(QString, selector);
    QFETCH(QStringList, expected);
    CLUSTER_FIXTURE(cluster, 3);
    cluster.addNamespace(kNs);
    cluster.addObject(deployment(QStringLiteral("web"),
        { { QStringLiteral("app"), QStringLiteral("web") },
            { QStringLiteral("tier"), QStringLiteral("web") } }));
    cluster.addObject(deployment(QStringLiteral("api"),
        { { QStringLiteral("app"), QStringLiteral("api") },
            { QStringLiteral("tier"), QStringLiteral("web") } }));
    cluster.addObject(deployment(QStringLiteral("worker"),
        { { QStringLiteral("app"), QStringLiteral("worker") },
            { QStringLiteral("tier"), QStringLiteral("jobs") } }));
    const auto r = cluster.run(QStringLiteral("kubectl"),
        { QStringLiteral("get"), QStringLiteral("deploy"), QStringLiteral("-n"), kNs,
            QStringLiteral("--selector=") + selector, QStringLiteral("-o"), QStringLiteral("json") });
    QVERIFY2(r.exitCode == 0, qPrintable(failText(r)));
    QCOMPARE(json(r.out).value(QLatin1String("kind")).toString(), QStringLiteral("List"));
    QCOMPARE(names(json(r.out)), expected);
    // pods carry their template's labels, so the same selector finds them
    const auto pods = cluster.run(QStringLiteral("kubectl"),
        { QStringLiteral("get"), QStringLiteral("pods"), QStringLiteral("-n"), kNs, QStringLiteral("-l"),
            selector, QStringLiteral("-o"), QStringLiteral("json") });
    QCOMPARE(names(json(pods.out)).size(), expected.size());
}

void TestClusterFakeKubectlGet::claimPhases_data()
{
    QTest::addColumn<QString>("bindingMode");
    QTest::addColumn<QJsonValue>("storageClass");
    QTest::addColumn<QString>("forced");
    QTest::addColumn<QString>("phase");
    QTest::newRow("immediate") << QStringLiteral("Immediate") << QJsonValue(QStringLiteral("fast"))
                               << QString() << QStringLiteral("Bound");
    QTest::newRow("first consumer") << QStringLiteral("WaitForFirstConsumer")
                                    << QJsonValue(QStringLiteral("fast")) << QString()
                                    << QStringLiteral("Pending");
    QTest::newRow("default class") << QStringLiteral("Immediate") << QJsonValue(QJsonValue::Undefined)
                                   << QString() << QStringLiteral("Bound");
    QTest::newRow("missing class") << QStringLiteral("Immediate") << QJsonValue(QStringLiteral("slow"))
                                   << QString() << QStringLiteral("Pending");
    QTest::newRow("static, no volume")
        << QStringLiteral("Immediate") << QJsonValue(QString()) << QString() << QStringLiteral("Pending");
    QTest::newRow("forced") << QStringLiteral("Immediate") << QJsonValue(QStringLiteral("fast"))
                            << QStringLiteral("Lost") << QStringLiteral("Lost");
}

void TestClusterFakeKubectlGet::claimPhases()
{
    QFETCH(QString, bindingMode);
    QFETCH(QJsonValue, storageClass);
    QFETCH(QString, forced);
    QFETCH(QString, phase);
    CLUSTER_FIXTURE(cluster, 3);
    cluster.addNamespace(kNs);
    cluster.addStorageClass(QStringLiteral("fast"), bindingMode, true);
    cluster.addObject(claim(QStringLiteral("data"), storageClass));
    if (!forced.isEmpty())
        cluster.setPvcPhase(QStringLiteral("data"), forced);
    const auto r = cluster.run(QStringLiteral("kubectl"),
        { QStringLiteral("get"), QStringLiteral("pvc"), QStringLiteral("data"), QStringLiteral("-n"), kNs,
            QStringLiteral("-o"), QStringLiteral("json") });
    QVERIFY2(r.exitCode == 0, qPrintable(failText(r)));
    const QJsonObject pvc = json(r.out);
    const QJsonObject status = pvc.value(QLatin1String("status")).toObject();
    QCOMPARE(status.value(QLatin1String("phase")).toString(), phase);
    if (phase == QLatin1String("Bound")) {
        QVERIFY(pvc.value(QLatin1String("spec"))
                    .toObject()
                    .value(QLatin1String("volumeName"))
                    .toString()
                    .startsWith(QLatin1String("pvc-")));
        QCOMPARE(
            status.value(QLatin1String("capacity")).toObject().value(QLatin1String("storage")).toString(),
            QStringLiteral("2Gi"));
        QCOMPARE(
            pvc.value(QLatin1String("spec")).toObject().value(QLatin1String("storageClassName")).toString(),
            QStringLiteral("fast"));
    } else {
        QVERIFY(!status.contains(QLatin1String("capacity")));
    }
}

void TestClusterFakeKubectlGet::eventsByFieldSelector()
{
    CLUSTER_FIXTURE(cluster, 3);
    cluster.addNamespace(kNs);
    const auto event
        = [](const QString &kind, const QString &name, const QString &ns, const QString &reason) {
              return QJsonObject { { QStringLiteral("involvedObject"),
                                       QJsonObject { { QStringLiteral("kind"), kind },
                                           { QStringLiteral("name"), name },
                                           { QStringLiteral("namespace"), ns } } },
                  { QStringLiteral("reason"), reason },
                  { QStringLiteral("message"), QString(reason + QStringLiteral(" happened")) },
                  { QStringLiteral("type"), QStringLiteral("Warning") },
                  { QStringLiteral("lastTimestamp"), QStringLiteral("2025-01-01T00:00:00Z") } };
          };
    cluster.addEvent(event(QStringLiteral("PersistentVolumeClaim"), QStringLiteral("data"), kNs,
        QStringLiteral("WaitForFirstConsumer")));
    cluster.addEvent(event(QStringLiteral("Pod"), QStringLiteral("data"), kNs, QStringLiteral("BackOff")));
    cluster.addEvent(event(QStringLiteral("PersistentVolumeClaim"), QStringLiteral("data"),
        QStringLiteral("default"), QStringLiteral("Elsewhere")));
    const auto r = cluster.run(QStringLiteral("kubectl"),
        { QStringLiteral("get"), QStringLiteral("events"), QStringLiteral("-n"), kNs,
            QStringLiteral("--field-selector"),
            QStringLiteral("involvedObject.kind=PersistentVolumeClaim,involvedObject.name=data"),
            QStringLiteral("-o"), QStringLiteral("json") });
    QVERIFY2(r.exitCode == 0, qPrintable(failText(r)));
    const QJsonArray items = json(r.out).value(QLatin1String("items")).toArray();
    QCOMPARE(items.size(), 1);
    QCOMPARE(items.first().toObject().value(QLatin1String("reason")).toString(),
        QStringLiteral("WaitForFirstConsumer"));
    QCOMPARE(items.first().toObject().value(QLatin1String("kind")).toString(), QStringLiteral("Event"));
}

void TestClusterFakeKubectlGet::unschedulableDeploymentPods()
{
    CLUSTER_FIXTURE(cluster, 3);
    cluster.addNamespace(kNs);
    QCOMPARE(install(cluster).exitCode, 0);
    const QString message = QStringLiteral("0/1 nodes are available: 1 Insufficient memory.");
    cluster.addPodFailure(QStringLiteral("guestbook-web"), QStringLiteral("Unschedulable"), message);
    const auto pods = cluster.run(QStringLiteral("kubectl"),
        { QStringLiteral("get"), QStringLiteral("pods"), QStringLiteral("-n"), kNs, QStringLiteral("-o"),
            QStringLiteral("json") });
    QVERIFY2(pods.exitCode == 0, qPrintable(failText(pods)));
    QStringList names;
    for (const QJsonValue &v : json(pods.out).value(QLatin1String("items")).toArray()) {
        const QJsonObject pod = v.toObject();
        const QString name
            = pod.value(QLatin1String("metadata")).toObject().value(QLatin1String("name")).toString();
        if (!name.startsWith(QStringLiteral("guestbook-web-")))
            continue;
        names.append(name);
        const QJsonObject status = pod.value(QLatin1String("status")).toObject();
        QCOMPARE(status.value(QLatin1String("phase")).toString(), QStringLiteral("Pending"));
        QVERIFY(!status.contains(QLatin1String("containerStatuses")));
        QVERIFY(!pod.value(QLatin1String("spec")).toObject().contains(QLatin1String("nodeName")));
        const QJsonObject scheduled = status.value(QLatin1String("conditions")).toArray().first().toObject();
        QCOMPARE(scheduled.value(QLatin1String("type")).toString(), QStringLiteral("PodScheduled"));
        QCOMPARE(scheduled.value(QLatin1String("status")).toString(), QStringLiteral("False"));
        QCOMPARE(scheduled.value(QLatin1String("reason")).toString(), QStringLiteral("Unschedulable"));
        QCOMPARE(scheduled.value(QLatin1String("message")).toString(), message);
    }
    QVERIFY(!names.isEmpty());
    // the scheduler's event for each of them
    const auto events = cluster.run(QStringLiteral("kubectl"),
        { QStringLiteral("get"), QStringLiteral("events"), QStringLiteral("-n"), kNs, QStringLiteral("-o"),
            QStringLiteral("json") });
    QVERIFY2(events.exitCode == 0, qPrintable(failText(events)));
    QStringList scheduling;
    for (const QJsonValue &v : json(events.out).value(QLatin1String("items")).toArray()) {
        const QJsonObject e = v.toObject();
        if (e.value(QLatin1String("reason")).toString() != QLatin1String("FailedScheduling"))
            continue;
        QCOMPARE(e.value(QLatin1String("type")).toString(), QStringLiteral("Warning"));
        QCOMPARE(e.value(QLatin1String("message")).toString(), message);
        scheduling.append(
            e.value(QLatin1String("involvedObject")).toObject().value(QLatin1String("name")).toString());
    }
    QCOMPARE(scheduling, names);
}

void TestClusterFakeKubectlGet::discoveryAnswersFromState_data()
{
    QTest::addColumn<QString>("serverVersion");
    QTest::addColumn<QJsonArray>("resources");
    QTest::addColumn<QString>("gitVersion");
    QTest::addColumn<QString>("minor");
    QTest::addColumn<QStringList>("apiVersions");
    QTest::addColumn<QString>("resourceLine");

    QTest::newRow("an untouched state serves the fake's own version and kinds")
        << QString() << QJsonArray() << QStringLiteral("v1.34.1-fake") << QStringLiteral("34")
        << QStringList { QStringLiteral("apps/v1"), QStringLiteral("batch/v1"),
               QStringLiteral("cert-manager.io/v1"), QStringLiteral("gateway.networking.k8s.io/v1"),
               QStringLiteral("monitoring.coreos.com/v1"), QStringLiteral("networking.k8s.io/v1"),
               QStringLiteral("storage.k8s.io/v1"), QStringLiteral("traefik.containo.us/v1alpha1"),
               QStringLiteral("traefik.io/v1alpha1"), QStringLiteral("v1") }
        << QStringLiteral("httproutes gateway.networking.k8s.io/v1 true HTTPRoute");
    QTest::newRow("a k3s cluster without the Gateway API serves what the state names")
        << QStringLiteral("v1.31.4+k3s1")
        << QJsonArray { QJsonObject { { QStringLiteral("apiVersion"), QStringLiteral("v1") },
                            { QStringLiteral("kind"), QStringLiteral("Pod") },
                            { QStringLiteral("shortNames"), QStringLiteral("po") } },
               QJsonObject { { QStringLiteral("apiVersion"), QStringLiteral("networking.k8s.io/v1") },
                   { QStringLiteral("kind"), QStringLiteral("Ingress") },
                   { QStringLiteral("name"), QStringLiteral("ingresses") } },
               QJsonObject { { QStringLiteral("apiVersion"), QStringLiteral("storage.k8s.io/v1") },
                   { QStringLiteral("kind"), QStringLiteral("StorageClass") },
                   { QStringLiteral("name"), QStringLiteral("storageclasses") },
                   { QStringLiteral("namespaced"), false } } }
        << QStringLiteral("v1.31.4+k3s1") << QStringLiteral("31")
        << QStringList { QStringLiteral("networking.k8s.io/v1"), QStringLiteral("storage.k8s.io/v1"),
               QStringLiteral("v1") }
        << QStringLiteral("storageclasses storage.k8s.io/v1 false StorageClass");
}

void TestClusterFakeKubectlGet::discoveryAnswersFromState()
{
    QFETCH(QString, serverVersion);
    QFETCH(QJsonArray, resources);
    QFETCH(QString, gitVersion);
    QFETCH(QString, minor);
    QFETCH(QStringList, apiVersions);
    QFETCH(QString, resourceLine);
    CLUSTER_FIXTURE(cluster, 3);
    if (!serverVersion.isEmpty())
        cluster.setServerVersion(serverVersion);
    if (!resources.isEmpty())
        cluster.setApiResources(resources);
    const QStringList context { QStringLiteral("--context"), QStringLiteral("k3s") };

    const auto version = cluster.run(QStringLiteral("kubectl"),
        context + QStringList { QStringLiteral("version"), QStringLiteral("-o"), QStringLiteral("json") });
    QVERIFY2(version.exitCode == 0, qPrintable(failText(version)));
    const QJsonObject server = json(version.out).value(QLatin1String("serverVersion")).toObject();
    QCOMPARE(server.value(QLatin1String("gitVersion")).toString(), gitVersion);
    QCOMPARE(server.value(QLatin1String("major")).toString(), QStringLiteral("1"));
    QCOMPARE(server.value(QLatin1String("minor")).toString(), minor);

    const auto versions
        = cluster.run(QStringLiteral("kubectl"), context + QStringList { QStringLiteral("api-versions") });
    QVERIFY2(versions.exitCode == 0, qPrintable(failText(versions)));
    QCOMPARE(QString::fromUtf8(versions.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts), apiVersions);

    const auto table = cluster.run(QStringLiteral("kubectl"),
        context + QStringList { QStringLiteral("api-resources"), QStringLiteral("--no-headers") });
    QVERIFY2(table.exitCode == 0, qPrintable(failText(table)));
    QStringList lines;
    for (const QString &line : QString::fromUtf8(table.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        QStringList cells = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (cells.size() == 5)
            cells.removeAt(1); // short names, when there are any
        lines.append(cells.join(QLatin1Char(' ')));
    }
    QVERIFY2(lines.contains(resourceLine), qPrintable(lines.join(QLatin1Char('\n'))));
    QVERIFY(!QString::fromUtf8(table.out).contains(QLatin1String("APIVERSION")));
    const auto headed
        = cluster.run(QStringLiteral("kubectl"), context + QStringList { QStringLiteral("api-resources") });
    QVERIFY(QString::fromUtf8(headed.out).startsWith(QLatin1String("NAME ")));
}

void TestClusterFakeKubectlGet::discoveryFailsWhenUnreachable()
{
    CLUSTER_FIXTURE(cluster, 3);
    cluster.setUnreachable(true);
    for (const QStringList &args :
        { QStringList { QStringLiteral("version"), QStringLiteral("-o"), QStringLiteral("json") },
            QStringList { QStringLiteral("api-versions") },
            QStringList { QStringLiteral("api-resources") } }) {
        const auto r = cluster.run(QStringLiteral("kubectl"), args);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("Unable to connect to the server"), r.err.constData());
        QVERIFY(r.out.isEmpty());
    }
    const auto client = cluster.run(QStringLiteral("kubectl"),
        { QStringLiteral("version"), QStringLiteral("--client"), QStringLiteral("-o"),
            QStringLiteral("json") });
    QCOMPARE(client.exitCode, 0);
}

QTEST_GUILESS_MAIN(TestClusterFakeKubectlGet)
#include "tst_clusterfakekubectlget.moc"
