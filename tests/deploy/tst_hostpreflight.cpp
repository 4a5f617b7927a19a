// SPDX-License-Identifier: GPL-3.0-or-later
// The deploy's host check against the cluster fake: live Ingresses and HTTPRoutes (all namespaces when
// RBAC allows, else the target namespace), a host held by another app refused before any helm call,
// the app's own release passing, the parent Gateway read (docs/deploy.md "Hosts").
#include "deployfixtures.h"

#include "chart/chartnames.h"
#include "cluster/liveroutes.h"

#include <QTest>

using namespace HelmDeck;
using namespace DeployFixtures;

namespace {

const QString Shop = QStringLiteral("shop");
const QString Host = QStringLiteral("shop.example.com");

/** What JobSetup reads for a deploy (Request::readLiveRoutes), with the fake's kubectl. */
LiveRoutes readLive(const TestUtil::ClusterFixture &cluster, const DeployOptions &o,
    const QString &gateway = QString(), const QString &gatewayNamespace = QString())
{
    const ClusterCommands commands(o.helm, o.kubectl, o.target);
    return LiveRoutes::load(commands, Shop, gateway, gatewayNamespace, cluster.environment());
}

QJsonObject helmAnnotations(const QString &release, const QString &ns)
{
    QJsonObject a;
    if (!release.isEmpty()) {
        a.insert(QStringLiteral("meta.helm.sh/release-name"), release);
        a.insert(QStringLiteral("meta.helm.sh/release-namespace"), ns);
    }
    return a;
}

QJsonObject ingress(
    const QString &ns, const QString &name, const QString &host, const QString &path, const QString &release)
{
    const QJsonObject backend { { QStringLiteral("service"),
        QJsonObject { { QStringLiteral("name"), name },
            { QStringLiteral("port"), QJsonObject { { QStringLiteral("number"), 80 } } } } } };
    const QJsonObject rule { { QStringLiteral("host"), host },
        { QStringLiteral("http"),
            QJsonObject { { QStringLiteral("paths"),
                QJsonArray { QJsonObject { { QStringLiteral("path"), path },
                    { QStringLiteral("pathType"), QStringLiteral("Prefix") },
                    { QStringLiteral("backend"), backend } } } } } } };
    return QJsonObject { { QStringLiteral("apiVersion"), QStringLiteral("networking.k8s.io/v1") },
        { QStringLiteral("kind"), QStringLiteral("Ingress") },
        { QStringLiteral("metadata"),
            QJsonObject { { QStringLiteral("name"), name }, { QStringLiteral("namespace"), ns },
                { QStringLiteral("annotations"), helmAnnotations(release, ns) } } },
        { QStringLiteral("spec"), QJsonObject { { QStringLiteral("rules"), QJsonArray { rule } } } } };
}

QJsonObject httpRoute(const QString &ns, const QString &name, const QString &host, const QString &release)
{
    const QJsonObject match { { QStringLiteral("path"),
        QJsonObject { { QStringLiteral("type"), QStringLiteral("PathPrefix") },
            { QStringLiteral("value"), QStringLiteral("/") } } } };
    return QJsonObject {
        { QStringLiteral("apiVersion"), QStringLiteral("gateway.networking.k8s.io/v1") },
        { QStringLiteral("kind"), QStringLiteral("HTTPRoute") },
        { QStringLiteral("metadata"),
            QJsonObject { { QStringLiteral("name"), name }, { QStringLiteral("namespace"), ns },
                { QStringLiteral("annotations"), helmAnnotations(release, ns) } } },
        { QStringLiteral("spec"),
            QJsonObject { { QStringLiteral("hostnames"), QJsonArray { host } },
                { QStringLiteral("rules"),
                    QJsonArray { QJsonObject { { QStringLiteral("matches"), QJsonArray { match } } } } } } }
    };
}

bool helmUpgraded(const TestUtil::ClusterFixture &cluster)
{
    const QStringList helm = commandLines(cluster, QStringLiteral("helm"));
    return std::any_of(helm.cbegin(), helm.cend(),
        [](const QString &line) { return line.startsWith(QStringLiteral("upgrade")); });
}

/** The preflight step's output lines. */
QString preflightOutput(const Run &r)
{
    QStringList lines;
    for (const QString &line : r.output) {
        if (line.startsWith(QStringLiteral("preflight: ")))
            lines.append(line);
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace

class TestHostPreflight : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { qRegisterMetaType<HelmDeck::RunResult>(); }

    void hostHeldByAForeignObjectIsRefusedBeforeAnyHelmCall_data()
    {
        QTest::addColumn<int>("major");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("release");
        QTest::addColumn<QString>("path");
        QTest::newRow("helm3: an Ingress of another app in another namespace") << 3 << "Ingress"
                                                                               << "blog"
                                                                               << "/";
        QTest::newRow("helm4: an Ingress made by no release, on a path below the app's") << 4 << "Ingress"
                                                                                         << ""
                                                                                         << "/blog";
        QTest::newRow("helm4: an HTTPRoute of another app") << 4 << "HTTPRoute"
                                                            << "blog"
                                                            << "/";
    }
    void hostHeldByAForeignObjectIsRefusedBeforeAnyHelmCall()
    {
        QFETCH(int, major);
        QFETCH(QString, kind);
        QFETCH(QString, release);
        QFETCH(QString, path);
        TestUtil::ClusterFixture cluster(major);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        cluster.addStorageClass(QStringLiteral("longhorn"), QStringLiteral("Immediate"), false);
        cluster.addNamespace(QStringLiteral("blog"));
        cluster.addObject(kind == QLatin1String("Ingress")
                ? ingress(QStringLiteral("blog"), QStringLiteral("blog-www"), Host, path, release)
                : httpRoute(QStringLiteral("blog"), QStringLiteral("blog-www"), Host, release));
        DeployOptions o = options(cluster);
        o.liveRoutes = readLive(cluster, o);
        QVERIFY(o.liveRoutes.allNamespaces);
        QVERIFY(o.liveRoutes.error.isEmpty());

        Findings findings;
        const Plan plan = DeployPlanner::deploy(sampleProject(), Shop, o, &findings);
        QVERIFY(hasErrors(findings));
        const Run r = run(plan, cluster);
        QVERIFY(!r.result.ok);
        QCOMPARE(r.states.at(plan.indexOf(QStringLiteral("preflight"))), StepState::Failed);
        QVERIFY2(!helmUpgraded(cluster),
            qPrintable(commandLines(cluster, QStringLiteral("helm")).join(QLatin1Char('\n'))));
        const QString out = preflightOutput(r);
        QVERIFY2(out.contains(QStringLiteral(
                                  "host shop.example.com/ of app shop (namespace shop) is already routed by ")
                     + kind + QStringLiteral(" blog/blog-www ")
                     + (release.isEmpty() ? QStringLiteral("made by no release")
                                          : QStringLiteral("of release blog in namespace blog"))),
            qPrintable(out));
        QVERIFY(cluster.release(Shop, Shop).isEmpty());
        QVERIFY(cluster.release(Shop, ChartNames::configReleaseName(Shop)).isEmpty());
    }

    void hostHeldByTheAppsOwnEarlierReleasePasses()
    {
        TestUtil::ClusterFixture cluster(4);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        cluster.addStorageClass(QStringLiteral("longhorn"), QStringLiteral("Immediate"), false);
        DeployOptions o = options(cluster);
        Findings first;
        QVERIFY(run(DeployPlanner::deploy(sampleProject(), Shop, o, &first), cluster).result.ok);
        const QString name = ChartNames::ingressName(Shop, Host);
        QVERIFY2(!cluster.object(Shop, QStringLiteral("Ingress"), name).isEmpty(), qPrintable(name));

        o.liveRoutes = readLive(cluster, o);
        QCOMPARE(o.liveRoutes.routes.size(), 1);
        QCOMPARE(o.liveRoutes.routes.first().release, Shop);
        Findings findings;
        const Plan plan = DeployPlanner::deploy(sampleProject(), Shop, o, &findings);
        QVERIFY(!hasErrors(findings));
        const Run r = run(plan, cluster);
        QVERIFY2(r.result.ok, qPrintable(r.result.message));
        QVERIFY2(preflightOutput(r).contains(QStringLiteral(
                     "hosts of app shop checked against the live Ingresses, HTTPRoutes and IngressRoutes "
                     "(traefik.io, traefik.containo.us) in all namespaces (RBAC allows listing them)")),
            qPrintable(preflightOutput(r)));
        QCOMPARE(cluster.release(Shop, Shop).size(), 2);
    }

    void restrictedRbacListsOnlyTheTargetNamespaceAndSaysSo()
    {
        TestUtil::ClusterFixture cluster(3);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        cluster.addStorageClass(QStringLiteral("longhorn"), QStringLiteral("Immediate"), false);
        cluster.denyAccess(QStringLiteral("list"), QStringLiteral("ingresses"));
        cluster.denyAccess(QStringLiteral("list"), QStringLiteral("httproutes"));
        cluster.addNamespace(QStringLiteral("blog"));
        // held in a namespace this user cannot list: not seen (and the output says the check was narrow)
        cluster.addObject(ingress(QStringLiteral("blog"), QStringLiteral("blog-www"), Host,
            QStringLiteral("/"), QStringLiteral("blog")));
        DeployOptions o = options(cluster);
        o.liveRoutes = readLive(cluster, o);
        QVERIFY(!o.liveRoutes.allNamespaces);
        QVERIFY2(o.liveRoutes.error.isEmpty(), qPrintable(o.liveRoutes.error));
        const QStringList kubectl = commandLines(cluster, QStringLiteral("kubectl"));
        QVERIFY(kubectl.contains(QStringLiteral(
            "--context test auth can-i list ingresses --all-namespaces --request-timeout=10s")));
        QVERIFY(kubectl.contains(
            QStringLiteral("--context test --namespace shop get ingresses -o json --request-timeout=10s")));
        for (const QString &line : kubectl)
            QVERIFY2(!line.contains(QStringLiteral(" -A ")), qPrintable(line));

        Findings findings;
        const Plan plan = DeployPlanner::deploy(sampleProject(), Shop, o, &findings);
        QVERIFY(!hasErrors(findings));
        const Run r = run(plan, cluster);
        QVERIFY2(r.result.ok, qPrintable(r.result.message));
        QVERIFY2(
            preflightOutput(r).contains(QStringLiteral("in namespace shop only (RBAC does not allow listing "
                                                       "Ingresses in all namespaces")),
            qPrintable(preflightOutput(r)));

        // in its own namespace the restricted user still sees a foreign holder
        TestUtil::ClusterFixture second(3);
        QVERIFY2(second.isValid(), qPrintable(second.error()));
        second.denyAccess(QStringLiteral("list"), QStringLiteral("ingresses"));
        second.addNamespace(Shop);
        second.addObject(ingress(Shop, QStringLiteral("legacy"), Host, QStringLiteral("/"), QString()));
        DeployOptions o2 = options(second);
        o2.liveRoutes = readLive(second, o2);
        Findings refused;
        DeployPlanner::deploy(sampleProject(), Shop, o2, &refused);
        QVERIFY(hasErrors(refused));
    }

    void aClusterWithoutTheGatewayApiSkipsHttpRoutesSilently()
    {
        TestUtil::ClusterFixture cluster(4);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        cluster.setApiResources(QJsonArray {
            QJsonObject { { QStringLiteral("apiVersion"), QStringLiteral("networking.k8s.io/v1") },
                { QStringLiteral("kind"), QStringLiteral("Ingress") },
                { QStringLiteral("name"), QStringLiteral("ingresses") } } });
        const DeployOptions base = options(cluster);
        const LiveRoutes live = readLive(cluster, base);
        QVERIFY(!live.httpRoutesServed);
        QVERIFY2(live.error.isEmpty(), qPrintable(live.error));
        DeployOptions o = base;
        o.liveRoutes = live;
        Findings findings;
        DeployPlanner::deploy(sampleProject(), Shop, o, &findings);
        for (const Finding &f : std::as_const(findings))
            QVERIFY2(f.severity != Finding::Severity::Warning || !f.message.contains(QStringLiteral("hosts")),
                qPrintable(f.message));
    }

    void theParentGatewayIsReadForAnHttpRouteApp()
    {
        TestUtil::ClusterFixture cluster(4);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        cluster.addNamespace(QStringLiteral("gateways"));
        const QJsonObject gateway { { QStringLiteral("apiVersion"),
                                        QStringLiteral("gateway.networking.k8s.io/v1") },
            { QStringLiteral("kind"), QStringLiteral("Gateway") },
            { QStringLiteral("metadata"),
                QJsonObject { { QStringLiteral("name"), QStringLiteral("public") },
                    { QStringLiteral("namespace"), QStringLiteral("gateways") } } },
            { QStringLiteral("spec"),
                QJsonObject { { QStringLiteral("gatewayClassName"), QStringLiteral("traefik") },
                    { QStringLiteral("listeners"),
                        QJsonArray { QJsonObject { { QStringLiteral("name"), QStringLiteral("http") },
                            { QStringLiteral("protocol"), QStringLiteral("HTTP") },
                            { QStringLiteral("port"), 80 } } } } } } };
        cluster.addObject(gateway);
        Project project = sampleProject();
        App &app = project.apps[0];
        app.routing.kind = RoutingSettings::Kind::HTTPRoute;
        app.routing.gatewayName = QStringLiteral("public");
        app.routing.gatewayNamespace = QStringLiteral("gateways");
        app.domains[0].tls.mode = DomainTls::Mode::CertManager;
        app.domains[0].tls.issuer = QStringLiteral("letsencrypt-prod");
        DeployOptions o = options(cluster);
        o.liveRoutes = readLive(cluster, o, QStringLiteral("public"), QStringLiteral("gateways"));
        QVERIFY(o.liveRoutes.gatewayFound);
        QVERIFY(commandLines(cluster, QStringLiteral("kubectl"))
                    .contains(QStringLiteral("--context test --namespace gateways get gateway public -o json "
                                             "--request-timeout=10s")));
        Findings findings;
        DeployPlanner::deploy(project, Shop, o, &findings);
        QStringList warnings;
        for (const Finding &f : std::as_const(findings)) {
            if (f.severity == Finding::Severity::Warning
                && f.fieldPath == QStringLiteral("apps[shop].domains[0]"))
                warnings.append(f.message);
        }
        QCOMPARE(warnings.size(), 1);
        QVERIFY2(warnings.first().contains(QStringLiteral(
                     "the parent Gateway gateways/public has no HTTPS listener for host shop.example.com")),
            qPrintable(warnings.first()));

        // a Gateway that does not exist is an error
        o.liveRoutes = readLive(cluster, o, QStringLiteral("private"), QStringLiteral("gateways"));
        QVERIFY(o.liveRoutes.gatewayRead);
        QVERIFY(!o.liveRoutes.gatewayFound);
        QVERIFY2(o.liveRoutes.gatewayError.isEmpty(), qPrintable(o.liveRoutes.gatewayError));
        app.routing.gatewayName = QStringLiteral("private");
        Findings missing;
        DeployPlanner::deploy(project, Shop, o, &missing);
        bool found = false;
        for (const Finding &f : std::as_const(missing)) {
            found = found
                || (f.severity == Finding::Severity::Error
                    && f.fieldPath == QStringLiteral("apps[shop].routing.gateway.name")
                    && f.message.contains(
                        QStringLiteral("Gateway private in namespace gateways of app shop does not exist")));
        }
        QVERIFY(found);
    }
};

QTEST_GUILESS_MAIN(TestHostPreflight)
#include "tst_hostpreflight.moc"
