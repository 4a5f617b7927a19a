// SPDX-License-Identifier: GPL-3.0-or-later
// An HTTPRoute app whose parent Gateway does not exist is refused before any change, naming the
// Gateway and its namespace — also when the HTTPRoutes could not be listed (RBAC) — against the
// cluster fake (docs/deploy.md "Hosts").
#include "deployfixtures.h"

#include "chart/chartnames.h"
#include "cluster/liveroutes.h"

#include <QJsonArray>
#include <QTest>

#include <algorithm>

using namespace HelmDeck;
using namespace DeployFixtures;

namespace {

const QString Shop = QStringLiteral("shop");

QJsonObject gateway(const QString &ns, const QString &name)
{
    return QJsonObject { { QStringLiteral("apiVersion"), QStringLiteral("gateway.networking.k8s.io/v1") },
        { QStringLiteral("kind"), QStringLiteral("Gateway") },
        { QStringLiteral("metadata"),
            QJsonObject { { QStringLiteral("name"), name }, { QStringLiteral("namespace"), ns } } },
        { QStringLiteral("spec"),
            QJsonObject { { QStringLiteral("gatewayClassName"), QStringLiteral("traefik") },
                { QStringLiteral("listeners"),
                    QJsonArray { QJsonObject { { QStringLiteral("name"), QStringLiteral("http") },
                        { QStringLiteral("protocol"), QStringLiteral("HTTP") },
                        { QStringLiteral("port"), 80 } } } } } } };
}

/** sampleProject() routed through HTTPRoutes to Gateway @p name in @p ns. */
Project httpRouteProject(const QString &name, const QString &ns)
{
    Project project = sampleProject();
    App &app = project.apps[0];
    app.routing.kind = RoutingSettings::Kind::HTTPRoute;
    app.routing.gatewayName = name;
    app.routing.gatewayNamespace = ns;
    return project;
}

} // namespace

class TestGatewayRefusal : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { qRegisterMetaType<HelmDeck::RunResult>(); }

    void aMissingParentGatewayIsRefusedBeforeAnyChange_data()
    {
        QTest::addColumn<int>("major");
        QTest::addColumn<QString>("gatewayName");
        QTest::addColumn<QString>("gatewayNamespace");
        QTest::addColumn<bool>("httpRoutesForbidden");
        QTest::addColumn<QString>("refusal"); // "" = the Gateway exists: the deploy goes on
        QTest::newRow("helm3: no Gateway of that name in its namespace")
            << 3 << "private"
            << "gateways" << false
            << "the parent Gateway private in namespace gateways of app shop does not exist in the cluster";
        QTest::newRow("helm4: the Gateway's namespace does not exist either")
            << 4 << "public"
            << "edge" << false
            << "the parent Gateway public in namespace edge of app shop does not exist in the cluster";
        QTest::newRow("helm4: the HTTPRoutes cannot be listed (RBAC), the Gateway is still missing")
            << 4 << "private"
            << "gateways" << true
            << "the parent Gateway private in namespace gateways of app shop does not exist in the cluster";
        QTest::newRow("helm4: the Gateway exists") << 4 << "public"
                                                   << "gateways" << false << "";
    }
    void aMissingParentGatewayIsRefusedBeforeAnyChange()
    {
        QFETCH(int, major);
        QFETCH(QString, gatewayName);
        QFETCH(QString, gatewayNamespace);
        QFETCH(bool, httpRoutesForbidden);
        QFETCH(QString, refusal);
        TestUtil::ClusterFixture cluster(major);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        cluster.addStorageClass(QStringLiteral("longhorn"), QStringLiteral("Immediate"), false);
        cluster.addNamespace(QStringLiteral("gateways"));
        cluster.addObject(gateway(QStringLiteral("gateways"), QStringLiteral("public")));
        if (httpRoutesForbidden)
            cluster.denyAccess(QStringLiteral("list"), QStringLiteral("httproutes"), false);
        DeployOptions o = options(cluster);
        const ClusterCommands commands(o.helm, o.kubectl, o.target);
        o.liveRoutes = LiveRoutes::load(commands, Shop, gatewayName, gatewayNamespace, cluster.environment());
        QVERIFY(o.liveRoutes.gatewayRead);
        QCOMPARE(o.liveRoutes.httpRoutesServed, !httpRoutesForbidden);
        QCOMPARE(o.liveRoutes.error.isEmpty(), !httpRoutesForbidden);

        Findings findings;
        const Plan plan
            = DeployPlanner::deploy(httpRouteProject(gatewayName, gatewayNamespace), Shop, o, &findings);
        QStringList errors;
        for (const Finding &f : std::as_const(findings)) {
            if (f.severity == Finding::Severity::Error)
                errors.append(f.fieldPath + QStringLiteral(": ") + f.message);
        }
        if (refusal.isEmpty()) {
            QVERIFY2(errors.isEmpty(), qPrintable(errors.join(QLatin1Char('\n'))));
            return;
        }
        QCOMPARE(errors.size(), 1);
        QVERIFY2(errors.first().startsWith(QStringLiteral("apps[shop].routing.gateway.name: ") + refusal),
            qPrintable(errors.first()));

        cluster.clearCalls();
        const Run r = run(plan, cluster);
        QVERIFY(!r.result.ok);
        QCOMPARE(r.states.at(plan.indexOf(QStringLiteral("preflight"))), StepState::Failed);
        QVERIFY2(cluster.calls().isEmpty(), qPrintable(allCommandLines(cluster).join(QLatin1Char('\n'))));
        QVERIFY(cluster.release(Shop, Shop).isEmpty());
        QVERIFY(cluster.release(Shop, ChartNames::configReleaseName(Shop)).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestGatewayRefusal)
#include "tst_gatewayrefusal.moc"
