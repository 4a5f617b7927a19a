// SPDX-License-Identifier: GPL-3.0-or-later
// The deploy's host check reads Traefik IngressRoutes too (traefik.io and traefik.containo.us),
// against the cluster fake: a host a foreign IngressRoute's rule holds is refused before any helm
// call, an unreadable rule is a warning naming the object, the app's own IngressRoutes (its wildcard
// HostRegexp too) pass, and a wildcard host is a different host than the names below it
// (docs/deploy.md "Hosts").
#include "deployfixtures.h"
#include "findingfixtures.h"

#include "chart/chartnames.h"
#include "cluster/liveroutes.h"

#include <QJsonArray>
#include <QTest>

#include <algorithm>

using namespace HelmDeck;
using namespace DeployFixtures;

namespace {

const QString Shop = QStringLiteral("shop");
const QString Blog = QStringLiteral("blog");

LiveRoutes readLive(const TestUtil::ClusterFixture &cluster, const DeployOptions &o)
{
    const ClusterCommands commands(o.helm, o.kubectl, o.target);
    return LiveRoutes::load(commands, Shop, QString(), QString(), cluster.environment());
}

/** A live IngressRoute of @p group with one route per rule in @p matches; @p release "" = made by none. */
QJsonObject ingressRoute(
    const QString &group, const QString &name, const QStringList &matches, const QString &release)
{
    QJsonObject annotations;
    if (!release.isEmpty()) {
        annotations.insert(QStringLiteral("meta.helm.sh/release-name"), release);
        annotations.insert(QStringLiteral("meta.helm.sh/release-namespace"), Blog);
    }
    QJsonArray routes;
    for (const QString &match : matches)
        routes.append(QJsonObject { { QStringLiteral("kind"), QStringLiteral("Rule") },
            { QStringLiteral("match"), match },
            { QStringLiteral("services"),
                QJsonArray {
                    QJsonObject { { QStringLiteral("name"), name }, { QStringLiteral("port"), 80 } } } } });
    return QJsonObject { { QStringLiteral("apiVersion"), QString(group + QStringLiteral("/v1alpha1")) },
        { QStringLiteral("kind"), QStringLiteral("IngressRoute") },
        { QStringLiteral("metadata"),
            QJsonObject { { QStringLiteral("name"), name }, { QStringLiteral("namespace"), Blog },
                { QStringLiteral("annotations"), annotations } } },
        { QStringLiteral("spec"),
            QJsonObject { { QStringLiteral("entryPoints"), QJsonArray { QStringLiteral("web") } },
                { QStringLiteral("routes"), routes } } } };
}

QJsonObject kind(const QString &apiVersion, const QString &name)
{
    return QJsonObject { { QStringLiteral("apiVersion"), apiVersion }, { QStringLiteral("kind"), name } };
}

bool helmChanged(const TestUtil::ClusterFixture &cluster)
{
    const QStringList helm = commandLines(cluster, QStringLiteral("helm"));
    return std::any_of(helm.cbegin(), helm.cend(), [](const QString &line) {
        return line.startsWith(QStringLiteral("upgrade")) || line.startsWith(QStringLiteral("install"))
            || line.startsWith(QStringLiteral("uninstall"));
    });
}

const auto messagesOf = FindingFixtures::messages;

} // namespace

class TestIngressRouteHosts : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { qRegisterMetaType<HelmDeck::RunResult>(); }

    void aHostHeldByAForeignIngressRouteIsRefusedBeforeAnyHelmCall_data()
    {
        QTest::addColumn<int>("major");
        QTest::addColumn<QString>("group");
        QTest::addColumn<bool>("onlyThatGroupServed");
        QTest::addColumn<QString>("match");
        QTest::addColumn<QString>("release");
        QTest::addColumn<QString>("refusal"); // "" = no conflict
        QTest::newRow("helm3: a traefik.io IngressRoute of another app holds the host")
            << 3 << "traefik.io" << false << "Host(`shop.example.com`)"
            << "blog"
            << "is already routed by IngressRoute.traefik.io blog/blog-www of release blog in namespace blog";
        QTest::newRow(
            "helm4: a traefik.containo.us IngressRoute made by no release, two hosts in one matcher")
            << 4 << "traefik.containo.us" << false << "Host(`www.example.org`, `SHOP.example.com`)"
            << ""
            << "is already routed by IngressRoute.traefik.containo.us blog/blog-www made by no release";
        QTest::newRow("helm4: an older Traefik serving only traefik.containo.us")
            << 4 << "traefik.containo.us" << true << "Host(`shop.example.com`) && PathPrefix(`/`)"
            << "blog"
            << "IngressRoute.traefik.containo.us blog/blog-www of release blog";
        QTest::newRow("helm4: one alternative of || holds a path below the app's")
            << 4 << "traefik.io" << false
            << "Host(`www.example.org`) || (Host(`shop.example.com`) && PathPrefix(`/blog`))"
            << "blog"
            << "is already routed by IngressRoute.traefik.io blog/blog-www of release blog in namespace blog "
               "(path /blog)";
        QTest::newRow("helm4: another host on the same domain is no conflict")
            << 4 << "traefik.io" << false << "Host(`blog.example.com`)"
            << "blog"
            << "";
        QTest::newRow("helm4: a wildcard over the app's host is a different host (the specific one wins)")
            << 4 << "traefik.io" << false << "HostRegexp(`^[^.]+\\.example\\.com$`)"
            << "blog"
            << "";
    }
    void aHostHeldByAForeignIngressRouteIsRefusedBeforeAnyHelmCall()
    {
        QFETCH(int, major);
        QFETCH(QString, group);
        QFETCH(bool, onlyThatGroupServed);
        QFETCH(QString, match);
        QFETCH(QString, release);
        QFETCH(QString, refusal);
        TestUtil::ClusterFixture cluster(major);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        if (onlyThatGroupServed) // the rest as the fake serves it: networking, apps, core
            cluster.setApiResources(
                QJsonArray { kind(QStringLiteral("networking.k8s.io/v1"), QStringLiteral("Ingress")),
                    kind(group + QStringLiteral("/v1alpha1"), QStringLiteral("IngressRoute")) });
        cluster.addNamespace(Blog);
        cluster.addObject(ingressRoute(group, QStringLiteral("blog-www"), { match }, release));
        const DeployOptions base = options(cluster);
        DeployOptions o = base;
        o.liveRoutes = readLive(cluster, o);
        QVERIFY2(o.liveRoutes.error.isEmpty(), qPrintable(o.liveRoutes.error));
        QVERIFY(o.liveRoutes.unread.isEmpty());
        QVERIFY(o.liveRoutes.ingressRouteGroups.contains(group));
        if (onlyThatGroupServed)
            QCOMPARE(o.liveRoutes.ingressRouteGroups, QStringList { group });
        const QStringList kubectl = commandLines(cluster, QStringLiteral("kubectl"));
        QVERIFY2(kubectl.contains(QStringLiteral("--context test get ingressroutes.") + group
                     + QStringLiteral(" -A -o json --request-timeout=10s")),
            qPrintable(kubectl.join(QLatin1Char('\n'))));

        Findings findings;
        const Plan plan = DeployPlanner::deploy(sampleProject(), Shop, o, &findings);
        const QString errors = messagesOf(findings, Finding::Severity::Error).join(QLatin1Char('\n'));
        if (refusal.isEmpty()) {
            QVERIFY2(!hasErrors(findings), qPrintable(errors));
            return;
        }
        QVERIFY2(errors.contains(QStringLiteral("host shop.example.com/ of app shop (namespace shop) ")),
            qPrintable(errors));
        QVERIFY2(errors.contains(refusal), qPrintable(errors));
        cluster.clearCalls();
        const Run r = run(plan, cluster);
        QVERIFY(!r.result.ok);
        QCOMPARE(r.states.at(plan.indexOf(QStringLiteral("preflight"))), StepState::Failed);
        QVERIFY2(!helmChanged(cluster),
            qPrintable(commandLines(cluster, QStringLiteral("helm")).join(QLatin1Char('\n'))));
        QVERIFY(cluster.release(Shop, Shop).isEmpty());
        QVERIFY(cluster.release(Shop, ChartNames::configReleaseName(Shop)).isEmpty());
    }

    void anUnreadableRuleIsAWarningNamingTheObject()
    {
        TestUtil::ClusterFixture cluster(4);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        cluster.addNamespace(Blog);
        // its first rule is broken, its second still holds a host that does not matter to shop
        cluster.addObject(ingressRoute(QStringLiteral("traefik.io"), QStringLiteral("odd"),
            { QStringLiteral("Host(`blog.example.com`) && PathRegexp(`^/v[0-9]+`)"),
                QStringLiteral("Host(`feed.example.com`)") },
            Blog));
        DeployOptions o = options(cluster);
        o.liveRoutes = readLive(cluster, o);
        QCOMPARE(o.liveRoutes.unread.size(), 1);
        QCOMPARE(o.liveRoutes.routes.size(), 1);
        QCOMPARE(o.liveRoutes.routes.first().host, QStringLiteral("feed.example.com"));

        Findings findings;
        DeployPlanner::deploy(sampleProject(), Shop, o, &findings);
        QVERIFY2(!hasErrors(findings),
            qPrintable(messagesOf(findings, Finding::Severity::Error).join(QLatin1Char('\n'))));
        const QStringList warnings = messagesOf(findings, Finding::Severity::Warning);
        QCOMPARE(warnings.size(), 1);
        QVERIFY2(
            warnings.first().startsWith(QStringLiteral(
                "IngressRoute.traefik.io blog/odd of release blog in namespace blog cannot be read: rule 1 "
                "(Host(`blog.example.com`) && PathRegexp(`^/v[0-9]+`)): PathRegexp is not a matcher")),
            qPrintable(warnings.first()));
        QVERIFY(warnings.first().endsWith(
            QStringLiteral("the hosts it routes were not checked against app shop")));
    }

    void theAppsOwnIngressRoutesPass()
    {
        TestUtil::ClusterFixture cluster(4);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        cluster.addStorageClass(QStringLiteral("longhorn"), QStringLiteral("Immediate"), false);
        Project project = sampleProject();
        App &app = project.apps[0];
        app.routing.kind = RoutingSettings::Kind::IngressRoute;
        app.domains.append(Domain(QStringLiteral("*.shop.example.com")));
        DeployOptions o = options(cluster);
        Findings first;
        const Run deployed = run(DeployPlanner::deploy(project, Shop, o, &first), cluster);
        QVERIFY2(deployed.result.ok, qPrintable(deployed.result.message));

        o.liveRoutes = readLive(cluster, o);
        QVERIFY2(o.liveRoutes.unread.isEmpty(), qPrintable(o.liveRoutes.unread.value(0).reason));
        QStringList held;
        for (const LiveRoute &r : std::as_const(o.liveRoutes.routes)) {
            QCOMPARE(r.kind, QStringLiteral("IngressRoute.traefik.io"));
            QCOMPARE(r.release, Shop);
            held.append(r.host + r.path);
        }
        held.removeDuplicates();
        held.sort();
        QCOMPARE(held,
            (QStringList { QStringLiteral("*.shop.example.com/"), QStringLiteral("shop.example.com/") }));

        Findings findings;
        DeployPlanner::deploy(project, Shop, o, &findings);
        QVERIFY2(!hasErrors(findings),
            qPrintable(messagesOf(findings, Finding::Severity::Error).join(QLatin1Char('\n'))));
        QVERIFY2(
            messagesOf(findings, Finding::Severity::Info)
                .join(QLatin1Char('\n'))
                .contains(QStringLiteral("checked against the live Ingresses, HTTPRoutes and IngressRoutes "
                                         "(traefik.io, traefik.containo.us) in all namespaces")),
            qPrintable(messagesOf(findings, Finding::Severity::Info).join(QLatin1Char('\n'))));
    }
};

QTEST_GUILESS_MAIN(TestIngressRouteHosts)
#include "tst_ingressroutehosts.moc"
