// SPDX-License-Identifier: GPL-3.0-or-later
// `helmdeck deploy` refuses routes and TLS whose CRDs the target does not serve (Gateway API,
// Traefik, cert-manager), naming the CRD, before any change — against the cluster fake, whose
// `kubectl api-resources` lists what the test gives it; with the CRDs served the deploy goes on.
#include "clitestutil.h"
#include "clusterfixture.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

namespace {

/** The kinds every cluster serves, as the fake's api-resources rows. */
QJsonArray builtInKinds()
{
    QJsonArray out;
    const QList<QPair<const char *, const char *>> kinds = { { "v1", "Namespace" }, { "v1", "Secret" },
        { "v1", "Service" }, { "v1", "Pod" }, { "apps/v1", "Deployment" }, { "batch/v1", "Job" },
        { "batch/v1", "CronJob" }, { "networking.k8s.io/v1", "Ingress" },
        { "autoscaling/v2", "HorizontalPodAutoscaler" }, { "policy/v1", "PodDisruptionBudget" } };
    for (const auto &k : kinds)
        out.append(QJsonObject { { QStringLiteral("apiVersion"), QLatin1String(k.first) },
            { QStringLiteral("kind"), QLatin1String(k.second) } });
    return out;
}

QJsonObject kind(const char *apiVersion, const char *name)
{
    return QJsonObject { { QStringLiteral("apiVersion"), QLatin1String(apiVersion) },
        { QStringLiteral("kind"), QLatin1String(name) } };
}

/** A project with app "shop" (a web process on http:80:5000) whose domain and routing are @p routes. */
QByteArray project(const char *routes)
{
    return QByteArray("schemaVersion: 1\napps:\n  - name: shop\n    image: registry.example.com/shop:1.0\n"
                      "    processes:\n      - {name: web, command: \"serve\", ports: [\"http:80:5000\"]}\n")
        + routes;
}

const char *const kHttpRoute
    = "    domains: [shop.example.com]\n"
      "    routing: {kind: httproute, gateway: {name: public, namespace: gateways}}\n";
const char *const kIngressRoute = "    domains: [shop.example.com]\n    routing: {kind: ingressroute}\n";
const char *const kCertManager
    = "    domains: [{host: shop.example.com, tls: cert-manager, issuer: letsencrypt-prod}]\n";

} // namespace

class TestCliRoutes : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aDeployNeedsTheCrdsOfItsRoutes_data()
    {
        QTest::addColumn<int>("major");
        QTest::addColumn<QByteArray>("routes");
        QTest::addColumn<QJsonArray>("extraKinds");
        QTest::addColumn<QString>("refusal"); // "" = the deploy succeeds
        const QJsonArray none;
        for (int major : { 3, 4 }) {
            QTest::addRow("Helm %d: httproute without the Gateway API is refused", major)
                << major << QByteArray(kHttpRoute) << none
                << QStringLiteral("httproutes.gateway.networking.k8s.io is not installed");
            QTest::addRow("Helm %d: ingressroute without Traefik's CRDs is refused", major)
                << major << QByteArray(kIngressRoute) << none
                << QStringLiteral("ingressroutes.traefik.io (and middlewares.traefik.io) is not installed");
            QTest::addRow("Helm %d: cert-manager TLS without cert-manager is refused", major)
                << major << QByteArray(kCertManager) << none
                << QStringLiteral("certificates.cert-manager.io is not installed");
        }
        QTest::newRow("Helm 4: httproute with the Gateway API served deploys")
            << 4 << QByteArray(kHttpRoute)
            << QJsonArray { kind("gateway.networking.k8s.io/v1", "HTTPRoute"),
                   kind("gateway.networking.k8s.io/v1", "Gateway") }
            << QString();
        QTest::newRow("Helm 4: cert-manager TLS with cert-manager served deploys")
            << 4 << QByteArray(kCertManager) << QJsonArray { kind("cert-manager.io/v1", "Certificate") }
            << QString();
    }
    void aDeployNeedsTheCrdsOfItsRoutes()
    {
        QFETCH(int, major);
        QFETCH(QByteArray, routes);
        QFETCH(QJsonArray, extraKinds);
        QFETCH(QString, refusal);
        TestUtil::ClusterFixture cluster(major);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        QJsonArray kinds = builtInKinds();
        for (const QJsonValue &k : std::as_const(extraKinds))
            kinds.append(k);
        cluster.setApiResources(kinds);
        if (routes
            == kHttpRoute) { // the parent Gateway the HTTPRoutes name, as a platform would have made it
            cluster.addNamespace(QStringLiteral("gateways"));
            cluster.addObject(QJsonObject {
                { QStringLiteral("apiVersion"), QStringLiteral("gateway.networking.k8s.io/v1") },
                { QStringLiteral("kind"), QStringLiteral("Gateway") },
                { QStringLiteral("metadata"),
                    QJsonObject { { QStringLiteral("name"), QStringLiteral("public") },
                        { QStringLiteral("namespace"), QStringLiteral("gateways") } } },
                { QStringLiteral("spec"),
                    QJsonObject { { QStringLiteral("gatewayClassName"), QStringLiteral("traefik") },
                        { QStringLiteral("listeners"),
                            QJsonArray { QJsonObject { { QStringLiteral("name"), QStringLiteral("http") },
                                { QStringLiteral("protocol"), QStringLiteral("HTTP") },
                                { QStringLiteral("port"), 80 } } } } } } });
        }
        QTemporaryDir home;
        const QString dir = home.path();
        QFile kubeconfig(QDir(dir).filePath(QStringLiteral("kubeconfig")));
        QVERIFY(kubeconfig.open(QIODevice::WriteOnly));
        kubeconfig.write("apiVersion: v1\nkind: Config\ncurrent-context: k3s\n"
                         "clusters:\n- name: k3s\n  cluster: {server: https://127.0.0.1:6443}\n"
                         "contexts:\n- name: k3s\n  context: {cluster: k3s, user: dev}\n"
                         "users:\n- name: dev\n  user: {}\n");
        kubeconfig.close();
        QFile file(QDir(dir).filePath(QStringLiteral("helmdeck.yaml")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(project(routes.constData()));
        file.close();

        QProcessEnvironment env = cluster.environment();
        env.insert(QStringLiteral("KUBECONFIG"), kubeconfig.fileName());
        env.insert(QStringLiteral("HOME"), dir);
        env.insert(QStringLiteral("DOCKER_CONFIG"), dir + QStringLiteral("/docker"));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir + QStringLiteral("/config"));
        env.insert(QStringLiteral("HELMDECK_HELM"), cluster.binDir() + QStringLiteral("/helm"));
        env.insert(QStringLiteral("HELMDECK_KUBECTL"), cluster.binDir() + QStringLiteral("/kubectl"));
        const CliTest::Run r = CliTest::run({ QStringLiteral("deploy"), file.fileName() }, env);
        const QString err = QString::fromUtf8(r.err);
        if (refusal.isEmpty()) {
            QVERIFY2(r.exitCode == 0, qPrintable(err));
            QCOMPARE(cluster.release(QStringLiteral("default"), QStringLiteral("shop")).size(), 1);
            return;
        }
        QVERIFY2(r.exitCode != 0, qPrintable(err));
        QVERIFY2(err.contains(refusal), qPrintable(err));
        // refused before any change: no release, no apply, no namespace
        for (const auto &call : cluster.calls()) {
            const QString verb = call.argv.value(0);
            QVERIFY2(verb != QLatin1String("upgrade") && verb != QLatin1String("install")
                    && verb != QLatin1String("uninstall") && !call.argv.contains(QStringLiteral("apply"))
                    && !call.argv.contains(QStringLiteral("patch"))
                    && !call.argv.contains(QStringLiteral("create")),
                qPrintable(call.tool + QLatin1Char(' ') + call.argv.join(QLatin1Char(' '))));
        }
        QVERIFY(cluster.release(QStringLiteral("default"), QStringLiteral("shop")).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCliRoutes)
#include "tst_cliroutes.moc"
