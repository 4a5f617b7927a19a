// SPDX-License-Identifier: GPL-3.0-or-later
// A kube context's Kubernetes and API versions, read once through kubectl against the cluster fake.

#include "cluster/clustercapabilities.h"
#include "clusterfixture.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTest>

using namespace HelmDeck;
using TestUtil::ClusterFixture;

namespace {

ClusterTarget targetFor(const QString &context)
{
    ClusterTarget t;
    t.context = context;
    t.kubeNamespace = QStringLiteral("shop");
    return t;
}

ClusterVersions awaitVersions(QSignalSpy &spy)
{
    if (spy.isEmpty() && !spy.wait(20000))
        return ClusterVersions();
    return spy.takeFirst().at(0).value<ClusterVersions>();
}

QJsonObject resource(const QString &apiVersion, const QString &kind)
{
    return { { QStringLiteral("apiVersion"), apiVersion }, { QStringLiteral("kind"), kind } };
}

} // namespace

class TestClusterCapabilities : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void reachableClusterGivesItsVersions_data();
    void reachableClusterGivesItsVersions();
    void unreachableClusterGivesNoVersionsAndSaysWhy();
    void secondRequestForAContextUsesTheCache();
    void refreshReadsAgainAndOtherContextsAreReadOnTheirOwn();
    void noContextIsAnsweredWithoutKubectl();
};

void TestClusterCapabilities::reachableClusterGivesItsVersions_data()
{
    QTest::addColumn<QString>("serverVersion");
    QTest::addColumn<QJsonArray>("resources");
    QTest::addColumn<QStringList>("expected");

    QTest::newRow("a k3s cluster with the Gateway API lists versions, then kinds")
        << QStringLiteral("v1.31.4+k3s1")
        << QJsonArray { resource(QStringLiteral("v1"), QStringLiteral("Service")),
               resource(QStringLiteral("networking.k8s.io/v1"), QStringLiteral("Ingress")),
               resource(QStringLiteral("gateway.networking.k8s.io/v1"), QStringLiteral("HTTPRoute")) }
        << QStringList { QStringLiteral("gateway.networking.k8s.io/v1"),
               QStringLiteral("networking.k8s.io/v1"), QStringLiteral("v1"), QStringLiteral("v1/Service"),
               QStringLiteral("networking.k8s.io/v1/Ingress"),
               QStringLiteral("gateway.networking.k8s.io/v1/HTTPRoute") };
    QTest::newRow("a cluster without the Gateway API has no HTTPRoute")
        << QStringLiteral("v1.29.0")
        << QJsonArray { resource(QStringLiteral("apps/v1"), QStringLiteral("Deployment")) }
        << QStringList { QStringLiteral("apps/v1"), QStringLiteral("apps/v1/Deployment") };
}

void TestClusterCapabilities::reachableClusterGivesItsVersions()
{
    QFETCH(QString, serverVersion);
    QFETCH(QJsonArray, resources);
    QFETCH(QStringList, expected);
    ClusterFixture cluster;
    QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
    cluster.setServerVersion(serverVersion);
    cluster.setApiResources(resources);

    ClusterCapabilities caps(KubectlTool {});
    caps.setEnvironment(cluster.environment());
    QSignalSpy spy(&caps, &ClusterCapabilities::versionsRead);
    caps.request(targetFor(QStringLiteral("k3s")));
    QVERIFY(spy.isEmpty()); // never inside request()
    const ClusterVersions v = awaitVersions(spy);
    QVERIFY2(v.reachable, qPrintable(v.message));
    QCOMPARE(v.context, QStringLiteral("k3s"));
    QCOMPARE(v.kubeVersion, serverVersion);
    QCOMPARE(v.apiVersions, expected);
    QVERIFY(v.message.isEmpty());
    QVERIFY(caps.isCached(QStringLiteral("k3s")));

    // every call names the context and is bounded; discovery is cluster-wide (no namespace)
    const QList<ClusterFixture::Call> calls = cluster.callsOf(QStringLiteral("kubectl"));
    QCOMPARE(calls.size(), 3);
    for (const ClusterFixture::Call &call : calls) {
        QCOMPARE(call.argv.mid(0, 2), (QStringList { QStringLiteral("--context"), QStringLiteral("k3s") }));
        QVERIFY(call.argv.contains(QStringLiteral("--request-timeout")));
        QVERIFY(!call.argv.contains(QStringLiteral("--namespace")));
    }
}

void TestClusterCapabilities::unreachableClusterGivesNoVersionsAndSaysWhy()
{
    ClusterFixture cluster;
    QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
    cluster.setUnreachable(true);
    ClusterCapabilities caps(KubectlTool {});
    caps.setEnvironment(cluster.environment());
    QSignalSpy spy(&caps, &ClusterCapabilities::versionsRead);
    caps.request(targetFor(QStringLiteral("k3s")));
    const ClusterVersions v = awaitVersions(spy);
    QVERIFY(!v.reachable);
    QCOMPARE(v.context, QStringLiteral("k3s"));
    QVERIFY(v.kubeVersion.isEmpty());
    QVERIFY(v.apiVersions.isEmpty());
    QVERIFY2(v.message.contains(QLatin1String("\"k3s\"")), qPrintable(v.message));
    QVERIFY2(v.message.contains(QLatin1String("helm's default Kubernetes version")), qPrintable(v.message));
    QVERIFY(!caps.isCached(QStringLiteral("k3s")));

    // not cached: once the cluster is back, the next request reads it
    cluster.setUnreachable(false);
    caps.request(targetFor(QStringLiteral("k3s")));
    QVERIFY(awaitVersions(spy).reachable);
}

void TestClusterCapabilities::secondRequestForAContextUsesTheCache()
{
    ClusterFixture cluster;
    QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
    ClusterCapabilities caps(KubectlTool {});
    caps.setEnvironment(cluster.environment());
    QSignalSpy spy(&caps, &ClusterCapabilities::versionsRead);
    caps.request(targetFor(QStringLiteral("k3s")));
    caps.request(targetFor(QStringLiteral("k3s"))); // merged into the read under way
    const ClusterVersions first = awaitVersions(spy);
    QVERIFY(first.reachable);
    QTest::qWait(50);
    QCOMPARE(spy.size(), 0);
    const int calls = cluster.callsOf(QStringLiteral("kubectl")).size();
    QCOMPARE(calls, 3);

    caps.request(targetFor(QStringLiteral("k3s")));
    QVERIFY(spy.isEmpty());
    const ClusterVersions second = awaitVersions(spy);
    QCOMPARE(second.kubeVersion, first.kubeVersion);
    QCOMPARE(second.apiVersions, first.apiVersions);
    QCOMPARE(cluster.callsOf(QStringLiteral("kubectl")).size(), calls);
}

void TestClusterCapabilities::refreshReadsAgainAndOtherContextsAreReadOnTheirOwn()
{
    ClusterFixture cluster;
    QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
    ClusterCapabilities caps(KubectlTool {});
    caps.setEnvironment(cluster.environment());
    QSignalSpy spy(&caps, &ClusterCapabilities::versionsRead);
    caps.request(targetFor(QStringLiteral("k3s")));
    caps.request(targetFor(QStringLiteral("staging"))); // waits its turn
    QCOMPARE(awaitVersions(spy).context, QStringLiteral("k3s"));
    QCOMPARE(awaitVersions(spy).context, QStringLiteral("staging"));
    QCOMPARE(cluster.callsOf(QStringLiteral("kubectl")).size(), 6);

    cluster.setServerVersion(QStringLiteral("v1.32.0"));
    caps.refresh(targetFor(QStringLiteral("k3s")));
    QCOMPARE(awaitVersions(spy).kubeVersion, QStringLiteral("v1.32.0"));
    QCOMPARE(cluster.callsOf(QStringLiteral("kubectl")).size(), 9);
}

void TestClusterCapabilities::noContextIsAnsweredWithoutKubectl()
{
    ClusterFixture cluster;
    QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
    ClusterCapabilities caps(KubectlTool {});
    caps.setEnvironment(cluster.environment());
    QSignalSpy spy(&caps, &ClusterCapabilities::versionsRead);
    caps.request(targetFor(QString()));
    const ClusterVersions v = awaitVersions(spy);
    QVERIFY(!v.reachable);
    QVERIFY(!v.message.isEmpty());
    QVERIFY(cluster.callsOf(QStringLiteral("kubectl")).isEmpty());
}

QTEST_GUILESS_MAIN(TestClusterCapabilities)
#include "tst_clustercapabilities.moc"
