// SPDX-License-Identifier: GPL-3.0-or-later
// What the target cluster serves, as the deploy's preflight (core/deploy/preflight.h) and the
// preview read it: a deploy is refused before any change when the chart would render a kind the
// cluster does not serve (KEDA, Prometheus Operator); sidecars are native only on Kubernetes ≥ 1.29,
// else regular containers with a warning — in the deploy and in the preview alike.
#include "chartfixtures.h"
#include "deployfixtures.h"
#include "yamlpath.h"

#include "deploy/deployplanner.h"
#include "render/renderjob.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTest>

#include <yaml-cpp/yaml.h>

using namespace HelmDeck;
using namespace DeployFixtures;
using namespace YamlPath;

namespace {

const QStringList AllApis { QStringLiteral("v1"), QStringLiteral("apps/v1"), QStringLiteral("batch/v1"),
    QStringLiteral("networking.k8s.io/v1"), QStringLiteral("policy/v1"), QStringLiteral("autoscaling/v2"),
    QStringLiteral("keda.sh/v1alpha1"), QStringLiteral("monitoring.coreos.com/v1") };

/** sampleProject() with a sidecar on web. */
Project withSidecar()
{
    Project project = sampleProject();
    ExtraContainer side;
    side.name = QStringLiteral("log-shipper");
    side.role = ExtraContainer::Role::Sidecar;
    side.image = QStringLiteral("docker.io/fluent/fluent-bit:3.1");
    ProcessType &web = project.apps[0].processes[project.apps[0].processIndex(QStringLiteral("web"))];
    web.containers = { side };
    return project;
}

Finding findingAt(const Findings &findings, const QString &path)
{
    for (const Finding &f : findings) {
        if (f.fieldPath == path)
            return f;
    }
    return Finding();
}

QString lines(const Findings &findings)
{
    QStringList out;
    for (const Finding &f : findings)
        out << f.fieldPath + QStringLiteral(": ") + f.toString();
    return out.join(QLatin1Char('\n'));
}

} // namespace

class TestClusterFit : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { qRegisterMetaType<HelmDeck::RunResult>(); }

    void aKindTheClusterDoesNotServeIsRefusedBeforeAnyChange_data()
    {
        QTest::addColumn<QString>("missingApi");
        QTest::addColumn<QString>("field");
        QTest::newRow("a ServiceMonitor without the Prometheus Operator") << QStringLiteral(
            "monitoring.coreos.com/v1") << QStringLiteral("apps[shop].processes[web].monitoring.enabled");
        QTest::newRow("a KEDA TriggerAuthentication without KEDA") << QStringLiteral(
            "keda.sh/v1alpha1") << QStringLiteral("apps[shop].triggerAuthentications[queue]");
    }
    void aKindTheClusterDoesNotServeIsRefusedBeforeAnyChange()
    {
        QFETCH(QString, missingApi);
        QFETCH(QString, field);
        TestUtil::ClusterFixture cluster(4);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        cluster.addStorageClass(QStringLiteral("longhorn"), QStringLiteral("Immediate"), false);
        Project project = sampleProject();
        App &app = project.apps[0];
        app.processes[app.processIndex(QStringLiteral("web"))].monitoring.enabled = true;
        app.triggerAuthentications = { TriggerAuthentication {
            QStringLiteral("queue"), { { QStringLiteral("password"), QStringLiteral("TOKEN") } } } };
        DeployOptions o = options(cluster);
        o.renderTarget.context = o.target.context; // the cluster was read, as the CLI and the window do
        o.renderTarget.kubeVersion = QStringLiteral("v1.31.4+k3s1");
        o.renderTarget.apiVersions = AllApis;
        {
            Findings served;
            DeployPlanner::deploy(project, QStringLiteral("shop"), o, &served);
            QVERIFY2(!hasErrors(served), qPrintable(lines(served)));
        }
        o.renderTarget.apiVersions.removeAll(missingApi);
        Findings findings;
        const Plan plan = DeployPlanner::deploy(project, QStringLiteral("shop"), o, &findings);
        const Finding f = findingAt(findings, field);
        QCOMPARE(f.severity, Finding::Severity::Error);
        QVERIFY2(f.message.contains(missingApi), qPrintable(f.message));

        // a run of that plan stops at its preflight: nothing was installed
        const Run r = run(plan, cluster);
        QVERIFY(!r.result.ok);
        QCOMPARE(r.states.value(plan.indexOf(QStringLiteral("preflight"))), StepState::Failed);
        QVERIFY(commandLines(cluster, QStringLiteral("helm")).filter(QStringLiteral("upgrade")).isEmpty());
        QVERIFY(commandLines(cluster, QStringLiteral("kubectl")).filter(QStringLiteral("apply")).isEmpty());
    }

    void anUnreadClusterRefusesNothing()
    {
        TestUtil::ClusterFixture cluster(4);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        Project project = withSidecar();
        project.apps[0].processes[0].monitoring.enabled = true;
        Findings findings;
        DeployPlanner::deploy(project, QStringLiteral("shop"), options(cluster), &findings);
        QVERIFY2(!hasErrors(findings), qPrintable(lines(findings)));
        QCOMPARE(findingAt(findings, QStringLiteral("apps[shop].processes[web].containers[0]")).message,
            QString());
    }

    void sidecarsAreNativeOnlyFrom129_data()
    {
        QTest::addColumn<int>("major");
        QTest::addColumn<QString>("kubeVersion");
        QTest::addColumn<bool>("native");
        QTest::newRow("helm3, Kubernetes 1.28: a regular container and a warning")
            << 3 << QStringLiteral("v1.28.9+k3s1") << false;
        QTest::newRow("helm4, Kubernetes 1.28: a regular container and a warning")
            << 4 << QStringLiteral("v1.28.9+k3s1") << false;
        QTest::newRow("helm3, Kubernetes 1.29: a native sidecar") << 3 << QStringLiteral("v1.29.0") << true;
        QTest::newRow("helm4, Kubernetes 1.31: a native sidecar")
            << 4 << QStringLiteral("v1.31.4+k3s1") << true;
    }
    void sidecarsAreNativeOnlyFrom129()
    {
        QFETCH(int, major);
        QFETCH(QString, kubeVersion);
        QFETCH(bool, native);
        const Project project = withSidecar();
        const QString field = QStringLiteral("apps[shop].processes[web].containers[0]");

        // the preview: rendered for the cluster's version
        RenderJob job(HelmTool::detect(ChartFixtures::helmPath(major)));
        job.setCredentialEnvironment(ChartFixtures::noCredentials());
        job.setTarget(RenderTarget { QStringLiteral("test"), QString(), kubeVersion, AllApis });
        QSignalSpy spy(&job, &RenderJob::finished);
        job.start(project);
        QVERIFY(spy.wait(60000));
        const RenderResult r = spy.at(0).at(0).value<RenderResult>();
        QVERIFY2(r.ok, qPrintable(r.errorText + lines(r.findings)));
        YAML::Node pod;
        for (const Manifest &m : r.manifests.ofKind(QStringLiteral("Deployment"))) {
            if (m.name == QLatin1String("shop-web"))
                pod = at(load(m), QStringLiteral("spec.template.spec"));
        }
        QVERIFY(pod.IsMap());
        bool inInit = false, inContainers = false;
        for (const auto &c : pod["initContainers"]) {
            if (s(c["name"]) == QLatin1String("log-shipper")) {
                inInit = true;
                QCOMPARE(s(c["restartPolicy"]), QStringLiteral("Always"));
            }
        }
        for (const auto &c : pod["containers"]) {
            if (s(c["name"]) == QLatin1String("log-shipper")) {
                inContainers = true;
                QVERIFY(!c["restartPolicy"]);
            }
        }
        QCOMPARE(inInit, native);
        QCOMPARE(inContainers, !native);
        const Finding shown = findingAt(r.findings, field);
        QCOMPARE(shown.severity == Finding::Severity::Warning && !shown.message.isEmpty(), !native);
        if (!native)
            QVERIFY2(shown.message.contains(QStringLiteral("1.29")), qPrintable(shown.message));

        // the deploy's preflight says the same
        TestUtil::ClusterFixture cluster(major);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        DeployOptions o = options(cluster);
        o.renderTarget = RenderTarget { o.target.context, QString(), kubeVersion, AllApis };
        Findings findings;
        DeployPlanner::deploy(project, QStringLiteral("shop"), o, &findings);
        QVERIFY2(!hasErrors(findings), qPrintable(lines(findings)));
        const Finding warned = findingAt(findings, field);
        QCOMPARE(warned.severity == Finding::Severity::Warning && !warned.message.isEmpty(), !native);
    }

    void theFakesUpgradeRendersForItsServerVersion()
    {
        // helm upgrade reads the cluster's version: on 1.28 the live Deployment has no native sidecar
        TestUtil::ClusterFixture cluster(4);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        cluster.addStorageClass(QStringLiteral("longhorn"), QStringLiteral("Immediate"), false);
        cluster.setServerVersion(QStringLiteral("v1.28.9+k3s1"));
        Findings findings;
        const Plan plan
            = DeployPlanner::deploy(withSidecar(), QStringLiteral("shop"), options(cluster), &findings);
        const Run r = run(plan, cluster);
        QVERIFY2(r.result.ok, qPrintable(r.result.message));
        const QString manifest = cluster.release(QStringLiteral("shop"), QStringLiteral("shop"))
                                     .last()
                                     .toObject()
                                     .value(QStringLiteral("manifest"))
                                     .toString();
        const QString web = document(manifest, QStringLiteral("Deployment"), QStringLiteral("shop-web"));
        QVERIFY(web.contains(QStringLiteral("log-shipper")));
        QVERIFY2(!web.contains(QStringLiteral("restartPolicy: Always")), qPrintable(web));
    }
};

QTEST_GUILESS_MAIN(TestClusterFit)
#include "tst_clusterfit.moc"
