// SPDX-License-Identifier: GPL-3.0-or-later
// The cluster fake as kubectl, writes: merge patches, pods following Deployments, apply of a namespace.
#include "clusterfakekubectltest.h"

class TestClusterFakeKubectlPatch : public ClusterFakeKubectlTestBase
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { initCase(); }
    void patchMergeSemantics_data();
    void patchMergeSemantics();
    void patchMissingObject();
    void podsFollowDeployments();
    void applyNamespace();
};

void TestClusterFakeKubectlPatch::patchMergeSemantics_data()
{
    QTest::addColumn<QString>("patch");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("expected");
    QTest::newRow("list replaced exactly")
        << QStringLiteral(R"({"spec":{"template":{"spec":{"imagePullSecrets":[{"name":"keep"}]}}}})")
        << QStringLiteral("spec.template.spec.imagePullSecrets") << QStringLiteral(R"([{"name":"keep"}])");
    QTest::newRow("empty list") << QStringLiteral(R"({"spec":{"template":{"spec":{"imagePullSecrets":[]}}}})")
                                << QStringLiteral("spec.template.spec.imagePullSecrets")
                                << QStringLiteral("[]");
    QTest::newRow("siblings kept") << QStringLiteral(
        R"({"spec":{"template":{"spec":{"imagePullSecrets":[]}}}})")
                                   << QStringLiteral("spec.template.spec.containers")
                                   << QStringLiteral(R"([{"image":"nginx:1","name":"web"}])");
    QTest::newRow("null deletes") << QStringLiteral(R"({"metadata":{"annotations":{"note":null}}})")
                                  << QStringLiteral("metadata.annotations") << QStringLiteral("{}");
    QTest::newRow("scalar set") << QStringLiteral(R"({"spec":{"replicas":0}})")
                                << QStringLiteral("spec.replicas") << QStringLiteral("0");
}

void TestClusterFakeKubectlPatch::patchMergeSemantics()
{
    QFETCH(QString, patch);
    QFETCH(QString, path);
    QFETCH(QString, expected);
    CLUSTER_FIXTURE(cluster, 3);
    cluster.addNamespace(kNs);
    for (const QString &name : { QStringLiteral("web"), QStringLiteral("worker") })
        cluster.addObject(deployment(name, QJsonObject { { QStringLiteral("app"), name } }));
    const auto r = cluster.run(QStringLiteral("kubectl"),
        { QStringLiteral("patch"), QStringLiteral("deployment"), QStringLiteral("web"),
            QStringLiteral("worker"), QStringLiteral("-n"), kNs, QStringLiteral("--type"),
            QStringLiteral("merge"), QStringLiteral("-p"), patch });
    QVERIFY2(r.exitCode == 0, qPrintable(failText(r)));
    QCOMPARE(r.out, QByteArray("deployment.apps/web patched\ndeployment.apps/worker patched\n"));
    for (const QString &name : { QStringLiteral("web"), QStringLiteral("worker") }) {
        QJsonValue v = cluster.object(kNs, QStringLiteral("Deployment"), name);
        for (const QString &part : path.split(QLatin1Char('.')))
            v = v.toObject().value(part);
        const QByteArray got = QJsonDocument(QJsonArray { v }).toJson(QJsonDocument::Compact);
        QCOMPARE(QString::fromUtf8(got.mid(1, got.size() - 2)), expected);
    }
}

void TestClusterFakeKubectlPatch::patchMissingObject()
{
    CLUSTER_FIXTURE(cluster, 3);
    cluster.addNamespace(kNs);
    cluster.addObject(deployment(QStringLiteral("web"), QJsonObject()));
    const auto r = cluster.run(QStringLiteral("kubectl"),
        { QStringLiteral("patch"), QStringLiteral("deployment"), QStringLiteral("web"),
            QStringLiteral("ghost"), QStringLiteral("-n"), kNs, QStringLiteral("--type=merge"),
            QStringLiteral("-p"), QStringLiteral(R"({"spec":{"replicas":2}})") });
    QCOMPARE(r.exitCode, 1);
    QCOMPARE(
        r.err.trimmed(), QByteArray("Error from server (NotFound): deployments.apps \"ghost\" not found"));
    QCOMPARE(cluster.object(kNs, QStringLiteral("Deployment"), QStringLiteral("web"))
                 .value(QLatin1String("spec"))
                 .toObject()
                 .value(QLatin1String("replicas"))
                 .toInt(),
        2);
}

void TestClusterFakeKubectlPatch::podsFollowDeployments()
{
    CLUSTER_FIXTURE(cluster, 4);
    cluster.addNamespace(kNs);
    QCOMPARE(install(cluster).exitCode, 0);
    const QStringList getPods { QStringLiteral("get"), QStringLiteral("pods"), QStringLiteral("-n"), kNs,
        QStringLiteral("-l"), QStringLiteral("app.kubernetes.io/part-of=guestbook"), QStringLiteral("-o"),
        QStringLiteral("json") };
    const QJsonObject pods = json(cluster.run(QStringLiteral("kubectl"), getPods).out);
    const QStringList podNames = names(pods);
    QCOMPARE(podNames.size(), 2);
    const QRegularExpression pattern(
        QStringLiteral("^guestbook-web-[bcdfghjklmnpqrstvwxz2456789]{10}-[bcdfghjklmnpqrstvwxz2456789]{5}$"));
    for (const QString &name : podNames)
        QVERIFY2(pattern.match(name).hasMatch(), qPrintable(name));
    QCOMPARE(names(json(cluster.run(QStringLiteral("kubectl"), getPods).out)), podNames); // deterministic
    const QJsonObject pod = pods.value(QLatin1String("items")).toArray().first().toObject();
    QCOMPARE(pod.value(QLatin1String("status")).toObject().value(QLatin1String("phase")).toString(),
        QStringLiteral("Running"));
    const QJsonObject ready = pod.value(QLatin1String("status"))
                                  .toObject()
                                  .value(QLatin1String("containerStatuses"))
                                  .toArray()
                                  .first()
                                  .toObject();
    QVERIFY(ready.value(QLatin1String("ready")).toBool());
    QVERIFY(ready.value(QLatin1String("state")).toObject().contains(QLatin1String("running")));
    const auto deployStatus = [&cluster] {
        return json(
            cluster
                .run(QStringLiteral("kubectl"),
                    { QStringLiteral("get"), QStringLiteral("deploy"), QStringLiteral("guestbook-web"),
                        QStringLiteral("-n"), kNs, QStringLiteral("-o"), QStringLiteral("json") })
                .out)
            .value(QLatin1String("status"))
            .toObject();
    };
    QCOMPARE(deployStatus().value(QLatin1String("readyReplicas")).toInt(), 2);
    // the chart's claim binds once a pod mounts it, although its class waits for a consumer
    cluster.addStorageClass(QStringLiteral("local-path"), QStringLiteral("WaitForFirstConsumer"));
    const auto pvc = cluster.run(QStringLiteral("kubectl"),
        { QStringLiteral("get"), QStringLiteral("pvc"), QStringLiteral("guestbook-data"),
            QStringLiteral("-n"), kNs, QStringLiteral("-o"), QStringLiteral("json") });
    QCOMPARE(json(pvc.out).value(QLatin1String("status")).toObject().value(QLatin1String("phase")).toString(),
        QStringLiteral("Bound"));

    cluster.addPodFailure(QStringLiteral("guestbook-web"), QStringLiteral("ImagePullBackOff"),
        QStringLiteral("Back-off pulling image \"nginx:1.27\""));
    const QJsonObject failing = json(cluster.run(QStringLiteral("kubectl"), getPods).out);
    QCOMPARE(names(failing).size(), 2);
    for (const QJsonValue &p : failing.value(QLatin1String("items")).toArray()) {
        const QJsonObject status = p.toObject().value(QLatin1String("status")).toObject();
        QCOMPARE(status.value(QLatin1String("phase")).toString(), QStringLiteral("Pending"));
        const QJsonObject waiting = status.value(QLatin1String("containerStatuses"))
                                        .toArray()
                                        .first()
                                        .toObject()
                                        .value(QLatin1String("state"))
                                        .toObject()
                                        .value(QLatin1String("waiting"))
                                        .toObject();
        QCOMPARE(waiting.value(QLatin1String("reason")).toString(), QStringLiteral("ImagePullBackOff"));
        QCOMPARE(waiting.value(QLatin1String("message")).toString(),
            QStringLiteral("Back-off pulling image \"nginx:1.27\""));
    }
    const QJsonObject status = deployStatus();
    QVERIFY2(
        !status.contains(QLatin1String("readyReplicas")), "zero counts are left out, as the API server does");
    QCOMPARE(status.value(QLatin1String("unavailableReplicas")).toInt(), 2);
    QCOMPARE(status.value(QLatin1String("replicas")).toInt(), 2);
}

void TestClusterFakeKubectlPatch::applyNamespace()
{
    CLUSTER_FIXTURE(cluster, 3);
    const QByteArray labelled
        = R"({"apiVersion":"v1","kind":"Namespace","metadata":{"name":"shop","labels":{"app.kubernetes.io/managed-by":"helmdeck"}}})";
    const QStringList apply { QStringLiteral("apply"), QStringLiteral("-f"), QStringLiteral("-") };
    QCOMPARE(
        cluster.run(QStringLiteral("kubectl"), apply, labelled).out, QByteArray("namespace/shop created\n"));
    QCOMPARE(cluster.run(QStringLiteral("kubectl"), apply, labelled).out,
        QByteArray("namespace/shop unchanged\n"));
    const QByteArray relabelled = "kind: List\napiVersion: v1\nitems:\n- apiVersion: v1\n  kind: Namespace\n "
                                  " metadata:\n    name: shop\n"
                                  "    labels:\n      team: a\n";
    QCOMPARE(cluster.run(QStringLiteral("kubectl"), apply, relabelled).out,
        QByteArray("namespace/shop configured\n"));
    const auto got = cluster.run(QStringLiteral("kubectl"),
        { QStringLiteral("get"), QStringLiteral("namespace"), kNs, QStringLiteral("-o"),
            QStringLiteral("json") });
    const QJsonObject labels
        = json(got.out).value(QLatin1String("metadata")).toObject().value(QLatin1String("labels")).toObject();
    QCOMPARE(labels.value(QLatin1String("team")).toString(), QStringLiteral("a"));
    QCOMPARE(labels.value(QLatin1String("kubernetes.io/metadata.name")).toString(), kNs);
    QVERIFY2(!labels.contains(QLatin1String("app.kubernetes.io/managed-by")),
        "apply drops what the last applied config had and this one lacks");

    const QStringList getMissing { QStringLiteral("get"), QStringLiteral("namespace"),
        QStringLiteral("nowhere"), QStringLiteral("-o"), QStringLiteral("json") };
    const auto missing = cluster.run(QStringLiteral("kubectl"), getMissing);
    QCOMPARE(missing.exitCode, 1);
    QCOMPARE(
        missing.err.trimmed(), QByteArray("Error from server (NotFound): namespaces \"nowhere\" not found"));
    const auto ignored = cluster.run(
        QStringLiteral("kubectl"), getMissing + QStringList { QStringLiteral("--ignore-not-found") });
    QCOMPARE(ignored.exitCode, 0);
    QVERIFY(ignored.out.isEmpty());
    // a namespaced object into a namespace that does not exist
    const auto orphan = cluster.run(QStringLiteral("kubectl"),
        apply + QStringList { QStringLiteral("-n"), QStringLiteral("nowhere") },
        R"({"apiVersion":"v1","kind":"ConfigMap","metadata":{"name":"c"}})");
    QCOMPARE(orphan.exitCode, 1);
    QVERIFY2(orphan.err.contains("namespaces \"nowhere\" not found"), orphan.err.constData());
}

QTEST_GUILESS_MAIN(TestClusterFakeKubectlPatch)
#include "tst_clusterfakekubectlpatch.moc"
