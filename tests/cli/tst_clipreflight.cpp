// SPDX-License-Identifier: GPL-3.0-or-later
// `helmdeck deploy` reads what the target cluster serves before it plans (as `render --context`
// and the window's preview do), so its preflight refuses, before any change and naming the CRD, an
// app whose chart would render a kind the cluster does not serve.
#include "clusterfixture.h"
#include "testutil.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QByteArray Project = "schemaVersion: 1\napps:\n  - name: shop\n    image: registry.example.com/shop:1\n"
                           "    namespace: shop\n    processes:\n      - name: web\n        command: ./web\n"
                           "        ports: [\"http:80:5000\"]\n"
                           "        monitoring: {enabled: true, labels: {release: prom}}\n";

QJsonObject resource(const QString &apiVersion, const QString &kind)
{
    return QJsonObject { { QStringLiteral("apiVersion"), apiVersion }, { QStringLiteral("kind"), kind } };
}

} // namespace

class TestCliPreflight : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void aServiceMonitorTheClusterCannotTakeIsRefusedBeforeAnyChange_data()
    {
        QTest::addColumn<bool>("served");
        QTest::newRow("the cluster serves monitoring.coreos.com/v1: deployed") << true;
        QTest::newRow("the cluster does not: refused, nothing changed") << false;
    }
    void aServiceMonitorTheClusterCannotTakeIsRefusedBeforeAnyChange()
    {
        QFETCH(bool, served);
        TestUtil::ClusterFixture cluster(4);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        QJsonArray apis { resource(QStringLiteral("v1"), QStringLiteral("Service")),
            resource(QStringLiteral("v1"), QStringLiteral("Secret")),
            resource(QStringLiteral("v1"), QStringLiteral("Namespace")),
            resource(QStringLiteral("v1"), QStringLiteral("Pod")),
            resource(QStringLiteral("v1"), QStringLiteral("ServiceAccount")),
            resource(QStringLiteral("apps/v1"), QStringLiteral("Deployment")),
            resource(QStringLiteral("networking.k8s.io/v1"), QStringLiteral("Ingress")) };
        if (served)
            apis.append(
                resource(QStringLiteral("monitoring.coreos.com/v1"), QStringLiteral("ServiceMonitor")));
        cluster.setApiResources(apis);

        QTemporaryDir home;
        QFile kubeconfig(home.filePath(QStringLiteral("kubeconfig")));
        QVERIFY(kubeconfig.open(QIODevice::WriteOnly));
        kubeconfig.write("apiVersion: v1\nkind: Config\ncurrent-context: k3s\nclusters:\n- name: k3s\n"
                         "  cluster: {server: https://127.0.0.1:6443}\ncontexts:\n- name: k3s\n"
                         "  context: {cluster: k3s, user: dev}\nusers:\n- name: dev\n  user: {}\n");
        kubeconfig.close();
        QFile project(home.filePath(QStringLiteral("helmdeck.yaml")));
        QVERIFY(project.open(QIODevice::WriteOnly));
        project.write(Project);
        project.close();
        QProcessEnvironment env = cluster.environment();
        env.insert(QStringLiteral("KUBECONFIG"), kubeconfig.fileName());
        env.insert(QStringLiteral("HOME"), home.path());
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("DOCKER_CONFIG"), home.filePath(QStringLiteral("docker")));
        env.insert(QStringLiteral("HELMDECK_HELM"), cluster.binDir() + QStringLiteral("/helm"));
        env.insert(QStringLiteral("HELMDECK_KUBECTL"), cluster.binDir() + QStringLiteral("/kubectl"));

        QProcess p;
        p.setProcessEnvironment(env);
        p.start(TestUtil::cliBinary(), { QStringLiteral("deploy"), project.fileName() });
        QVERIFY(p.waitForFinished(180000));
        const QString err = QString::fromUtf8(p.readAllStandardError());
        const QString out = QString::fromUtf8(p.readAllStandardOutput());
        QCOMPARE(p.exitCode() == 0, served);
        QStringList changes;
        for (const auto &call : cluster.calls()) {
            bool change = false;
            for (const char *verb : { "upgrade", "apply", "create", "patch", "uninstall", "delete" })
                change = change || call.argv.contains(QLatin1String(verb));
            if (change)
                changes.append(call.tool + QLatin1Char(' ') + call.argv.join(QLatin1Char(' ')));
        }
        if (served) {
            QVERIFY2(!changes.isEmpty(), qPrintable(err));
            return;
        }
        QVERIFY2(changes.isEmpty(), qPrintable(changes.join(QLatin1Char('\n'))));
        const QString said = err + out;
        QVERIFY2(said.contains(QLatin1String("monitoring.coreos.com/v1")), qPrintable(said));
        QVERIFY2(said.contains(QLatin1String("helmdeck.yaml:")), qPrintable(said)); // file:line
    }
};

QTEST_GUILESS_MAIN(TestCliPreflight)
#include "tst_clipreflight.moc"
