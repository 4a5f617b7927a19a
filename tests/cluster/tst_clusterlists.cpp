// SPDX-License-Identifier: GPL-3.0-or-later
// The names the forms' pickers offer (namespaces, storage classes, ingress classes, Gateways, pull
// secrets), listed through kubectl against the cluster fake, cached per context.

#include "cluster/clusterlists.h"
#include "clusterfixture.h"

#include <QJsonObject>
#include <QSignalSpy>
#include <QTest>

using namespace HelmDeck;
using TestUtil::ClusterFixture;

namespace {

ClusterTarget targetFor(const QString &context, const QString &ns = QStringLiteral("shop"))
{
    ClusterTarget t;
    t.context = context;
    t.kubeNamespace = ns;
    return t;
}

ClusterList awaitList(QSignalSpy &spy)
{
    if (spy.isEmpty() && !spy.wait(20000))
        return ClusterList();
    return spy.takeFirst().at(0).value<ClusterList>();
}

QJsonObject meta(const QString &name, const QString &ns = QString(), const QJsonObject &annotations = {})
{
    QJsonObject m { { QStringLiteral("name"), name } };
    if (!ns.isEmpty())
        m.insert(QStringLiteral("namespace"), ns);
    if (!annotations.isEmpty())
        m.insert(QStringLiteral("annotations"), annotations);
    return m;
}

void addIngressClass(ClusterFixture &cluster, const QString &name, bool isDefault)
{
    const QJsonObject annotations = isDefault
        ? QJsonObject { { QStringLiteral("ingressclass.kubernetes.io/is-default-class"),
            QStringLiteral("true") } }
        : QJsonObject();
    cluster.addObject({ { QStringLiteral("apiVersion"), QStringLiteral("networking.k8s.io/v1") },
        { QStringLiteral("kind"), QStringLiteral("IngressClass") },
        { QStringLiteral("metadata"), meta(name, QString(), annotations) },
        { QStringLiteral("spec"),
            QJsonObject { { QStringLiteral("controller"), QStringLiteral("x/y") } } } });
}

void addGateway(ClusterFixture &cluster, const QString &ns, const QString &name)
{
    cluster.addObject({ { QStringLiteral("apiVersion"), QStringLiteral("gateway.networking.k8s.io/v1") },
        { QStringLiteral("kind"), QStringLiteral("Gateway") }, { QStringLiteral("metadata"), meta(name, ns) },
        { QStringLiteral("spec"),
            QJsonObject { { QStringLiteral("gatewayClassName"), QStringLiteral("traefik") } } } });
}

void addSecret(ClusterFixture &cluster, const QString &ns, const QString &name, const QString &type)
{
    cluster.addObject({ { QStringLiteral("apiVersion"), QStringLiteral("v1") },
        { QStringLiteral("kind"), QStringLiteral("Secret") }, { QStringLiteral("metadata"), meta(name, ns) },
        { QStringLiteral("type"), type },
        { QStringLiteral("data"), QJsonObject { { QStringLiteral("x"), QStringLiteral("eA==") } } } });
}

/** A cluster with two of each kind, one of each default class marked, and decoys for the secrets. */
void populate(ClusterFixture &cluster)
{
    cluster.addNamespace(QStringLiteral("shop"));
    cluster.addNamespace(QStringLiteral("gateways"));
    cluster.addStorageClass(QStringLiteral("local-path"), QStringLiteral("WaitForFirstConsumer"), true);
    cluster.addStorageClass(QStringLiteral("fast"), QStringLiteral("Immediate"), false);
    addIngressClass(cluster, QStringLiteral("traefik"), true);
    addIngressClass(cluster, QStringLiteral("nginx"), false);
    addGateway(cluster, QStringLiteral("gateways"), QStringLiteral("public"));
    addGateway(cluster, QStringLiteral("shop"), QStringLiteral("internal"));
    const QString docker = QStringLiteral("kubernetes.io/dockerconfigjson");
    addSecret(cluster, QStringLiteral("shop"), QStringLiteral("regcred"), docker);
    addSecret(cluster, QStringLiteral("shop"), QStringLiteral("ghcr"), docker);
    addSecret(cluster, QStringLiteral("shop"), QStringLiteral("config-shop"), QStringLiteral("Opaque"));
    addSecret(cluster, QStringLiteral("default"), QStringLiteral("elsewhere"), docker);
}

} // namespace

class TestClusterLists : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void reachableClusterListsEachKind_data();
    void reachableClusterListsEachKind();
    void unreachableClusterSaysSoBrieflyAndIsAskedAgain();
    void secondRequestIsAnsweredFromTheCacheAndRefreshReadsAgain();
    void noContextIsAnsweredWithoutKubectl();
    void answersAreParsedLeniently_data();
    void answersAreParsedLeniently();
};

void TestClusterLists::reachableClusterListsEachKind_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<QStringList>("names");
    QTest::addColumn<QString>("defaultName");
    QTest::addColumn<QStringList>("namespaces");
    QTest::addColumn<QString>("argument"); ///< in the kubectl call

    QTest::newRow("namespaces are listed by name, the fixture's own included")
        << int(ClusterList::Kind::Namespaces)
        << QStringList { QStringLiteral("default"), QStringLiteral("gateways"), QStringLiteral("kube-system"),
               QStringLiteral("shop") }
        << QString() << QStringList { QString(), QString(), QString(), QString() }
        << QStringLiteral("namespaces");
    QTest::newRow("storage classes are listed with the default one marked")
        << int(ClusterList::Kind::StorageClasses)
        << QStringList { QStringLiteral("fast"), QStringLiteral("local-path") }
        << QStringLiteral("local-path") << QStringList { QString(), QString() }
        << QStringLiteral("storageclasses");
    QTest::newRow("ingress classes are listed with the default one marked")
        << int(ClusterList::Kind::IngressClasses)
        << QStringList { QStringLiteral("nginx"), QStringLiteral("traefik") } << QStringLiteral("traefik")
        << QStringList { QString(), QString() } << QStringLiteral("ingressclasses");
    QTest::newRow("Gateways of every namespace are listed with their namespace")
        << int(ClusterList::Kind::Gateways)
        << QStringList { QStringLiteral("public"), QStringLiteral("internal") } << QString()
        << QStringList { QStringLiteral("gateways"), QStringLiteral("shop") } << QStringLiteral("-A");
    QTest::newRow("pull secrets are the dockerconfigjson Secrets of the target's namespace only")
        << int(ClusterList::Kind::PullSecrets)
        << QStringList { QStringLiteral("ghcr"), QStringLiteral("regcred") } << QString()
        << QStringList { QString(), QString() } << QStringLiteral("type=kubernetes.io/dockerconfigjson");
}

void TestClusterLists::reachableClusterListsEachKind()
{
    QFETCH(int, kind);
    QFETCH(QStringList, names);
    QFETCH(QString, defaultName);
    QFETCH(QStringList, namespaces);
    QFETCH(QString, argument);
    ClusterFixture cluster;
    QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
    populate(cluster);

    ClusterLists lists;
    lists.setEnvironment(cluster.environment());
    QSignalSpy spy(&lists, &ClusterLists::listRead);
    lists.request(ClusterList::Kind(kind), targetFor(QStringLiteral("k3s")));
    QVERIFY(spy.isEmpty()); // never inside request(): the list arrives through the signal
    const ClusterList list = awaitList(spy);
    QVERIFY2(list.reachable, qPrintable(list.message));
    QCOMPARE(int(list.kind), kind);
    QCOMPARE(list.context, QStringLiteral("k3s"));
    QCOMPARE(list.names(), names);
    QCOMPARE(list.defaultName(), defaultName);
    QStringList gotNamespaces;
    for (const ClusterListItem &item : list.items)
        gotNamespaces.append(item.kubeNamespace);
    QCOMPARE(gotNamespaces, namespaces);

    // one bounded kubectl call naming the context; only the secrets are asked in a namespace
    const QList<ClusterFixture::Call> calls = cluster.callsOf(QStringLiteral("kubectl"));
    QCOMPARE(calls.size(), 1);
    const QStringList argv = calls.first().argv;
    QCOMPARE(argv.mid(0, 2), (QStringList { QStringLiteral("--context"), QStringLiteral("k3s") }));
    QVERIFY(argv.contains(QStringLiteral("--request-timeout")));
    QVERIFY2(argv.contains(argument), qPrintable(argv.join(QLatin1Char(' '))));
    QCOMPARE(argv.contains(QStringLiteral("shop")), kind == int(ClusterList::Kind::PullSecrets));
    QVERIFY(lists.isCached(ClusterList::Kind(kind), targetFor(QStringLiteral("k3s"))));
}

void TestClusterLists::unreachableClusterSaysSoBrieflyAndIsAskedAgain()
{
    ClusterFixture cluster;
    QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
    populate(cluster);
    cluster.setUnreachable(true);
    ClusterLists lists;
    lists.setEnvironment(cluster.environment());
    QSignalSpy spy(&lists, &ClusterLists::listRead);
    lists.request(ClusterList::Kind::StorageClasses, targetFor(QStringLiteral("k3s")));
    const ClusterList list = awaitList(spy);
    QVERIFY(!list.reachable);
    QVERIFY(list.items.isEmpty());
    QVERIFY2(list.message.startsWith(QLatin1String("Cannot list the storage classes of context \"k3s\"")),
        qPrintable(list.message));
    QVERIFY2(!list.message.contains(QLatin1Char('\n')), qPrintable(list.message)); // one line
    QVERIFY(!lists.isCached(ClusterList::Kind::StorageClasses, targetFor(QStringLiteral("k3s"))));

    cluster.setUnreachable(false);
    lists.request(ClusterList::Kind::StorageClasses, targetFor(QStringLiteral("k3s")));
    const ClusterList again = awaitList(spy);
    QVERIFY2(again.reachable, qPrintable(again.message));
    QCOMPARE(again.defaultName(), QStringLiteral("local-path"));
}

void TestClusterLists::secondRequestIsAnsweredFromTheCacheAndRefreshReadsAgain()
{
    ClusterFixture cluster;
    QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
    populate(cluster);
    ClusterLists lists;
    lists.setEnvironment(cluster.environment());
    QSignalSpy spy(&lists, &ClusterLists::listRead);
    lists.request(ClusterList::Kind::Namespaces, targetFor(QStringLiteral("k3s")));
    lists.request(ClusterList::Kind::Namespaces, targetFor(QStringLiteral("k3s"))); // merged
    lists.request(ClusterList::Kind::Namespaces, targetFor(QStringLiteral("staging"))); // its own turn
    QCOMPARE(awaitList(spy).context, QStringLiteral("k3s"));
    QCOMPARE(awaitList(spy).context, QStringLiteral("staging"));
    QCOMPARE(cluster.callsOf(QStringLiteral("kubectl")).size(), 2);

    cluster.addNamespace(QStringLiteral("added-later"));
    lists.request(ClusterList::Kind::Namespaces, targetFor(QStringLiteral("k3s")));
    QVERIFY(spy.isEmpty());
    const ClusterList cached = awaitList(spy);
    QVERIFY(!cached.names().contains(QStringLiteral("added-later"))); // the cache answered
    QCOMPARE(cluster.callsOf(QStringLiteral("kubectl")).size(), 2);

    lists.refresh(ClusterList::Kind::Namespaces, targetFor(QStringLiteral("k3s")));
    QVERIFY(awaitList(spy).names().contains(QStringLiteral("added-later")));
    QCOMPARE(cluster.callsOf(QStringLiteral("kubectl")).size(), 3);
    QVERIFY(lists.isCached(ClusterList::Kind::Namespaces, targetFor(QStringLiteral("staging"))));

    // forgetting a context (the toolbar's Reload) drops its lists only
    lists.forget(QStringLiteral("k3s"));
    QVERIFY(!lists.isCached(ClusterList::Kind::Namespaces, targetFor(QStringLiteral("k3s"))));
    QVERIFY(lists.isCached(ClusterList::Kind::Namespaces, targetFor(QStringLiteral("staging"))));
}

void TestClusterLists::noContextIsAnsweredWithoutKubectl()
{
    ClusterFixture cluster;
    QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
    ClusterLists lists;
    lists.setEnvironment(cluster.environment());
    QSignalSpy spy(&lists, &ClusterLists::listRead);
    lists.request(ClusterList::Kind::Namespaces, targetFor(QString()));
    lists.request(ClusterList::Kind::PullSecrets, targetFor(QStringLiteral("k3s"), QString()));
    QVERIFY(!awaitList(spy).reachable);
    QVERIFY(!awaitList(spy).reachable);
    QVERIFY(cluster.callsOf(QStringLiteral("kubectl")).isEmpty());
}

void TestClusterLists::answersAreParsedLeniently_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<QByteArray>("output");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<QStringList>("names");

    QTest::newRow("a List without items lists nothing")
        << int(ClusterList::Kind::Namespaces) << QByteArray(R"({"kind":"List","items":[]})") << true
        << QStringList();
    QTest::newRow("an item without a name is skipped")
        << int(ClusterList::Kind::StorageClasses)
        << QByteArray(R"({"items":[{"metadata":{}},{"metadata":{"name":"b"}},{"metadata":{"name":"a"}}]})")
        << true << QStringList { QStringLiteral("a"), QStringLiteral("b") };
    QTest::newRow("text that is not JSON cannot be read")
        << int(ClusterList::Kind::Namespaces) << QByteArray("error: oops") << false << QStringList();
    QTest::newRow("secret names come from -o name lines, other lines skipped")
        << int(ClusterList::Kind::PullSecrets) << QByteArray("secret/regcred\nconfigmap/x\n\nsecret/a\n")
        << true << QStringList { QStringLiteral("a"), QStringLiteral("regcred") };
}

void TestClusterLists::answersAreParsedLeniently()
{
    QFETCH(int, kind);
    QFETCH(QByteArray, output);
    QFETCH(bool, ok);
    QFETCH(QStringList, names);
    bool parsed = !ok;
    const QList<ClusterListItem> items = ClusterList::parse(ClusterList::Kind(kind), output, &parsed);
    QCOMPARE(parsed, ok);
    QStringList got;
    for (const ClusterListItem &item : items)
        got.append(item.name);
    QCOMPARE(got, names);
}

QTEST_GUILESS_MAIN(TestClusterLists)
#include "tst_clusterlists.moc"
