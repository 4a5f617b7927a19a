// SPDX-License-Identifier: GPL-3.0-or-later
// HostCheck: which live Ingress/HTTPRoute holds a host + path an app wants, which app of the project
// gives a host up, and the parent Gateway's HTTPS listener (docs/deploy.md "Hosts"). Pure: no cluster.
#include "deploy/hostcheck.h"
#include "findingfixtures.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace HelmDeck;

namespace {

LiveRoute route(const QString &kind, const QString &ns, const QString &name, const QString &host,
    const QString &path, const QString &release)
{
    return LiveRoute { kind, name, ns, host, path, release, release.isEmpty() ? QString() : ns };
}

App app(const QString &name, const QStringList &hosts)
{
    App a;
    a.name = name;
    a.kubeNamespace = QStringLiteral("shop");
    for (const QString &h : hosts)
        a.domains.append(Domain(h));
    return a;
}

LiveRoutes liveWith(const QList<LiveRoute> &routes)
{
    LiveRoutes live;
    live.read = true;
    live.allNamespaces = true;
    live.httpRoutesServed = true;
    live.routes = routes;
    return live;
}

using FindingFixtures::messages;

} // namespace

class TestHostCheck : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void pathsOverlapByWholeSegments_data()
    {
        QTest::addColumn<QString>("a");
        QTest::addColumn<QString>("b");
        QTest::addColumn<bool>("overlap");
        QTest::newRow("the same path overlaps") << "/api"
                                                << "/api" << true;
        QTest::newRow("the root holds every path") << "/"
                                                   << "/api/v1" << true;
        QTest::newRow("a path holds the paths below it") << "/api/v1"
                                                         << "/api" << true;
        QTest::newRow("a trailing slash changes nothing") << "/api/"
                                                          << "/api" << true;
        QTest::newRow("an empty path reads as the root") << ""
                                                         << "/docs" << true;
        QTest::newRow("a longer segment name is another path") << "/api"
                                                               << "/apix" << false;
        QTest::newRow("siblings do not overlap") << "/api"
                                                 << "/docs" << false;
    }
    void pathsOverlapByWholeSegments()
    {
        QFETCH(QString, a);
        QFETCH(QString, b);
        QFETCH(bool, overlap);
        QCOMPARE(HostCheck::pathsOverlap(a, b), overlap);
        QCOMPARE(HostCheck::pathsOverlap(b, a), overlap);
    }

    void foreignHolderIsAnErrorNamingBothAppsAndTheObject_data()
    {
        QTest::addColumn<QString>("release");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("expected");
        QTest::newRow("an Ingress of another release") << "blog"
                                                       << "Ingress"
                                                       << "of release blog in namespace blog";
        QTest::newRow("an Ingress made by no release") << ""
                                                       << "Ingress"
                                                       << "made by no release";
        QTest::newRow("an HTTPRoute of another release") << "blog"
                                                         << "HTTPRoute"
                                                         << "of release blog";
    }
    void foreignHolderIsAnErrorNamingBothAppsAndTheObject()
    {
        QFETCH(QString, release);
        QFETCH(QString, kind);
        QFETCH(QString, expected);
        Project p;
        p.apps.append(app(QStringLiteral("shop"), { QStringLiteral("Shop.Example.com") }));
        const LiveRoutes live = liveWith({ route(kind, QStringLiteral("blog"), QStringLiteral("blog-www"),
            QStringLiteral("shop.example.com"), QStringLiteral("/"), release) });
        const Findings findings = HostCheck::hosts(p, 0, ClusterTarget(), live, {});
        const QStringList errors = messages(findings, Finding::Severity::Error);
        QCOMPARE(errors.size(), 1);
        QVERIFY2(
            errors.first().contains(QStringLiteral("app shop (namespace shop)")), qPrintable(errors.first()));
        QVERIFY2(
            errors.first().contains(kind + QStringLiteral(" blog/blog-www")), qPrintable(errors.first()));
        QVERIFY2(errors.first().contains(expected), qPrintable(errors.first()));
        QCOMPARE(findings.first().fieldPath, QStringLiteral("apps[shop].domains[0]"));
        QVERIFY(HostCheck::givers(p, 0, ClusterTarget(), live).isEmpty());
    }

    void ownReleaseAndOtherPathsPass_data()
    {
        QTest::addColumn<QString>("release");
        QTest::addColumn<QString>("releaseNamespace");
        QTest::addColumn<QString>("path");
        QTest::addColumn<int>("errors");
        QTest::newRow("this app's release in its namespace holds it") << "shop"
                                                                      << "shop"
                                                                      << "/" << 0;
        QTest::newRow("a release of the same name in another namespace is not this app's") << "shop"
                                                                                           << "other"
                                                                                           << "/" << 1;
        QTest::newRow("another release on a sibling path") << "blog"
                                                           << "blog"
                                                           << "/blog" << 0;
    }
    void ownReleaseAndOtherPathsPass()
    {
        QFETCH(QString, release);
        QFETCH(QString, releaseNamespace);
        QFETCH(QString, path);
        QFETCH(int, errors);
        Project p;
        App a = app(QStringLiteral("shop"), {});
        Domain d(QStringLiteral("shop.example.com"));
        d.path = QStringLiteral("/shop");
        a.domains.append(d);
        p.apps.append(a);
        LiveRoute r = route(QStringLiteral("Ingress"), releaseNamespace, QStringLiteral("x"),
            QStringLiteral("shop.example.com"), path, release);
        const Findings findings = HostCheck::hosts(p, 0, ClusterTarget(), liveWith({ r }), {});
        QCOMPARE(messages(findings, Finding::Severity::Error).size(), errors);
        QVERIFY(messages(findings, Finding::Severity::Info)
                    .join(QLatin1Char('\n'))
                    .contains(QStringLiteral(
                        "checked against the live Ingresses and HTTPRoutes in all namespaces")));
    }

    void anAppThatNoLongerListsTheHostGivesItUp()
    {
        Project p;
        p.apps.append(app(QStringLiteral("api"), { QStringLiteral("docs.example.com") }));
        p.apps.append(app(QStringLiteral("web"), { QStringLiteral("www.example.com") }));
        const LiveRoutes live
            = liveWith({ route(QStringLiteral("Ingress"), QStringLiteral("shop"), QStringLiteral("api-www"),
                QStringLiteral("www.example.com"), QStringLiteral("/"), QStringLiteral("api")) });
        const QList<int> givers = HostCheck::givers(p, 1, ClusterTarget(), live);
        QCOMPARE(givers, QList<int> { 0 });
        const Findings findings = HostCheck::hosts(p, 1, ClusterTarget(), live, givers);
        QVERIFY(messages(findings, Finding::Severity::Error).isEmpty());
        QVERIFY(messages(findings, Finding::Severity::Info)
                    .join(QLatin1Char('\n'))
                    .contains(QStringLiteral(
                        "moves from app api (namespace shop, Ingress shop/api-www) to app web")));

        // while api still lists it, it is not given up: an error that says where to remove it
        p.apps[0].domains.append(Domain(QStringLiteral("www.example.com")));
        QVERIFY(HostCheck::givers(p, 1, ClusterTarget(), live).isEmpty());
        const QStringList errors
            = messages(HostCheck::hosts(p, 1, ClusterTarget(), live, {}), Finding::Severity::Error);
        QCOMPARE(errors.size(), 1);
        QVERIFY2(errors.first().contains(QStringLiteral("app api of this project still lists it")),
            qPrintable(errors.first()));
    }

    void aRenamesOldNameCountsAsItsOwn()
    {
        Project p;
        p.apps.append(app(QStringLiteral("shop2"), { QStringLiteral("shop.example.com") }));
        const LiveRoutes live
            = liveWith({ route(QStringLiteral("Ingress"), QStringLiteral("shop"), QStringLiteral("shop-x"),
                QStringLiteral("shop.example.com"), QStringLiteral("/"), QStringLiteral("shop")) });
        QCOMPARE(
            messages(HostCheck::hosts(p, 0, ClusterTarget(), live, {}), Finding::Severity::Error).size(), 1);
        QVERIFY(messages(
            HostCheck::hosts(p, 0, ClusterTarget(), live, {}, QStringLiteral("shop"), QStringLiteral("shop")),
            Finding::Severity::Error)
                    .isEmpty());
    }

    void restrictedScopeAndFailedListingsAreSaid()
    {
        Project p;
        p.apps.append(app(QStringLiteral("shop"), { QStringLiteral("shop.example.com") }));
        LiveRoutes live = liveWith({});
        live.allNamespaces = false;
        live.httpRoutesServed = false;
        live.kubeNamespace = QStringLiteral("shop");
        live.error
            = QStringLiteral("Error from server (Forbidden): ingresses.networking.k8s.io is forbidden");
        const Findings findings = HostCheck::hosts(p, 0, ClusterTarget(), live, {});
        QVERIFY(messages(findings, Finding::Severity::Info)
                    .join(QLatin1Char('\n'))
                    .contains(QStringLiteral("checked against the live Ingresses in namespace shop only")));
        QVERIFY(messages(findings, Finding::Severity::Warning)
                    .join(QLatin1Char('\n'))
                    .contains(QStringLiteral(
                        "could not all be checked against the cluster: Error from server (Forbidden)")));
        QVERIFY(HostCheck::hosts(p, 0, ClusterTarget(), LiveRoutes(), {}).isEmpty()); // not read: no check
    }

    void liveObjectsGiveTheirHostsAndPaths()
    {
        const QByteArray ingresses = R"({"kind":"List","items":[{"metadata":{"name":"a","namespace":"n",
            "annotations":{"meta.helm.sh/release-name":"r","meta.helm.sh/release-namespace":"n"}},
            "spec":{"rules":[{"host":"A.example.com","http":{"paths":[{"path":"/x"},{"path":"/y"}]}},
            {"http":{"paths":[{"path":"/"}]}}]}}]})";
        const QList<LiveRoute> i = LiveRoutes::fromIngresses(ingresses);
        QCOMPARE(i.size(), 2); // the rule without a host holds none
        QCOMPARE(i.at(0).host, QStringLiteral("a.example.com"));
        QCOMPARE(i.at(1).path, QStringLiteral("/y"));
        QCOMPARE(i.at(0).release, QStringLiteral("r"));
        const QByteArray routes
            = R"({"kind":"List","items":[{"kind":"HTTPRoute","metadata":{"name":"h","namespace":"n"},
            "spec":{"hostnames":["b.example.com","c.example.com"],"rules":[{"matches":[{"path":{"type":"PathPrefix",
            "value":"/api"}}]},{"backendRefs":[]}]}}]})";
        const QList<LiveRoute> h = LiveRoutes::fromHttpRoutes(routes);
        QCOMPARE(h.size(), 4); // two hosts × (/api, and / for the rule without matches)
        QCOMPARE(h.at(0).kind, QStringLiteral("HTTPRoute"));
        QCOMPARE(h.at(1).path, QStringLiteral("/"));
        QVERIFY(h.at(0).release.isEmpty());
    }

    void gatewayWithoutAnHttpsListenerForATlsHostIsAWarning_data()
    {
        QTest::addColumn<QByteArray>("listeners");
        QTest::addColumn<QString>("section");
        QTest::addColumn<int>("warnings");
        QTest::newRow("an HTTP listener only")
            << QByteArray(R"([{"name":"http","protocol":"HTTP","port":80}])") << "" << 1;
        QTest::newRow("an HTTPS listener without a hostname")
            << QByteArray(R"([{"name":"https","protocol":"HTTPS","port":443}])") << "" << 0;
        QTest::newRow("an HTTPS listener for a wildcard of the host")
            << QByteArray(R"([{"name":"https","protocol":"HTTPS","hostname":"*.example.com"}])") << "" << 0;
        QTest::newRow("an HTTPS listener for another host")
            << QByteArray(R"([{"name":"https","protocol":"HTTPS","hostname":"other.example.org"}])") << ""
            << 1;
        QTest::newRow("the HTTPS listener is not the route's section")
            << QByteArray(R"([{"name":"https","protocol":"HTTPS"}])") << "public-https" << 1;
    }
    void gatewayWithoutAnHttpsListenerForATlsHostIsAWarning()
    {
        QFETCH(QByteArray, listeners);
        QFETCH(QString, section);
        QFETCH(int, warnings);
        App a = app(QStringLiteral("shop"),
            { QStringLiteral("shop.example.com"), QStringLiteral("plain.example.com") });
        a.domains[0].tls.mode = DomainTls::Mode::CertManager;
        a.domains[0].tls.issuer = QStringLiteral("letsencrypt");
        a.routing.kind = RoutingSettings::Kind::HTTPRoute;
        a.routing.gatewayName = QStringLiteral("public");
        a.routing.gatewayNamespace = QStringLiteral("gateways");
        a.routing.gatewaySection = section;
        LiveRoutes live = liveWith({});
        live.gatewayRead = true;
        live.gatewayFound = true;
        live.gateway = QJsonObject { { QStringLiteral("spec"),
            QJsonObject { { QStringLiteral("listeners"), QJsonDocument::fromJson(listeners).array() } } } };
        const Findings findings = HostCheck::gateway(a, live);
        QCOMPARE(findings.size(), warnings); // the plain domain needs no HTTPS listener
        for (const Finding &f : findings) {
            QCOMPARE(f.severity, Finding::Severity::Warning);
            QVERIFY2(
                f.message.contains(QStringLiteral("Gateway gateways/public has no HTTPS listener for host "
                                                  "shop.example.com")),
                qPrintable(f.message));
            QCOMPARE(f.fieldPath, QStringLiteral("apps[shop].domains[0]"));
        }
        live.gatewayFound = false;
        const Findings missing = HostCheck::gateway(a, live);
        QCOMPARE(missing.size(), 1);
        QCOMPARE(missing.first().severity, Finding::Severity::Error);
        QCOMPARE(missing.first().fieldPath, QStringLiteral("apps[shop].routing.gateway.name"));
        QVERIFY(missing.first().message.contains(QStringLiteral("does not exist")));
    }
};

QTEST_GUILESS_MAIN(TestHostCheck)
#include "tst_hostcheck.moc"
