// SPDX-License-Identifier: GPL-3.0-or-later
// One render path: the preview's RenderJob and a deploy's diff (DiffJob, against the cluster fake)
// render byte-identical manifests for the same project and target, and the diff's `helm template`
// gets the target's flags and a private helm home like the preview's.
#include "chartfixtures.h"
#include "deployfixtures.h"

#include "deploy/diffjob.h"
#include "render/renderjob.h"

#include <QSignalSpy>
#include <QTest>

using namespace HelmDeck;
using namespace DeployFixtures;

namespace {

/** release, source and text of every document of @p releases, in order: what "byte-identical" compares. */
QStringList documents(const ManifestSet &set, const QStringList &releases)
{
    QStringList out;
    for (const Manifest &m : set.documents()) {
        if (releases.contains(m.release))
            out.append(m.release + QLatin1Char('\n') + m.source + QLatin1Char('\n') + m.yaml);
    }
    return out;
}

} // namespace

class TestRenderPath : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { qRegisterMetaType<HelmDeck::DiffResult>(); }

    void previewAndDiffRenderTheSame_data()
    {
        QTest::addColumn<int>("major");
        QTest::addColumn<QString>("targetNamespace");
        QTest::addColumn<QString>("kubeVersion");
        QTest::addColumn<QStringList>("apiVersions");
        for (int major : { 3, 4 }) {
            const QByteArray h = "helm" + QByteArray::number(major);
            QTest::newRow(QByteArray(h + ": the app's own namespace, helm's defaults").constData())
                << major << QString() << QString() << QStringList();
            QTest::newRow(QByteArray(h + ": another namespace, a kube version and API versions").constData())
                << major << QStringLiteral("staging") << QStringLiteral("v1.30.2")
                << QStringList { QStringLiteral("monitoring.coreos.com/v1"),
                       QStringLiteral("gateway.networking.k8s.io/v1") };
        }
    }
    void previewAndDiffRenderTheSame()
    {
        QFETCH(int, major);
        QFETCH(QString, targetNamespace);
        QFETCH(QString, kubeVersion);
        QFETCH(QStringList, apiVersions);
        TestUtil::ClusterFixture cluster(major);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        DeployOptions o = options(cluster);
        o.target.kubeNamespace = targetNamespace;
        o.renderTarget.kubeVersion = kubeVersion;
        o.renderTarget.apiVersions = apiVersions;

        DiffJob diff;
        diff.setBaseEnvironment(cluster.environment());
        QSignalSpy diffed(&diff, &DiffJob::finished);
        diff.start(sampleProject(), QStringLiteral("shop"), o);
        QVERIFY(diffed.wait(60000));
        const DiffResult d = diffed.first().first().value<DiffResult>();
        QVERIFY2(d.ok, qPrintable(d.errorText));

        // the preview, as the window runs it for the toolbar's target
        RenderJob preview(HelmTool::detect(ChartFixtures::helmPath(major)));
        RenderTarget target;
        target.context = o.target.context;
        target.namespaceName = targetNamespace;
        target.kubeVersion = kubeVersion;
        target.apiVersions = apiVersions;
        preview.setTarget(target);
        preview.setDeploymentId(o.deploymentId);
        preview.setCredentialEnvironment(ChartFixtures::noCredentials());
        QSignalSpy rendered(&preview, &RenderJob::finished);
        preview.start(sampleProject());
        QVERIFY(rendered.wait(60000));
        const RenderResult r = rendered.first().first().value<RenderResult>();
        QVERIFY2(r.ok, qPrintable(r.errorText));

        const QStringList releases { QStringLiteral("config-shop"), QStringLiteral("shop") };
        QCOMPARE(d.rendered.releases(), releases);
        const QStringList fromDiff = documents(d.rendered, releases);
        QVERIFY(fromDiff.size() > 5);
        QCOMPARE(fromDiff, documents(r.manifests, releases));
        const QString ns = targetNamespace.isEmpty() ? QStringLiteral("shop") : targetNamespace;
        const QList<Manifest> deployments = d.rendered.ofKind(QStringLiteral("Deployment"));
        QCOMPARE(deployments.size(), 2);
        QVERIFY2(deployments.first().yaml.contains(QStringLiteral("namespace: \"%1\"").arg(ns)),
            qPrintable(deployments.first().yaml));

        // the diff's helm template calls, as the fake recorded them: the target's flags, no cluster flags
        int templates = 0;
        for (const TestUtil::ClusterFixture::Call &call : cluster.callsOf(QStringLiteral("helm"))) {
            if (call.argv.value(0) != QLatin1String("template"))
                continue;
            ++templates;
            const QString line = call.argv.join(QLatin1Char(' '));
            QVERIFY2(line.contains(QStringLiteral(" --namespace %1").arg(ns)), qPrintable(line));
            QVERIFY2(!line.contains(QLatin1String("--kube-context")), qPrintable(line));
            QCOMPARE(line.contains(QStringLiteral("--kube-version ") + kubeVersion), !kubeVersion.isEmpty());
            for (const QString &api : std::as_const(apiVersions))
                QVERIFY2(line.contains(QStringLiteral("--api-versions ") + api), qPrintable(line));
        }
        QCOMPARE(templates, 2);
    }
};

QTEST_GUILESS_MAIN(TestRenderPath)
#include "tst_renderpath.moc"
