// SPDX-License-Identifier: GPL-3.0-or-later
// The preview renders for the toolbar's target: the picker's namespace, and the Kubernetes and API
// versions of the picker's context, read once per context from the cluster fake.

#include "clusterfixture.h"
#include "jobs/clusterpicker.h"
#include "preview/previewcontroller.h"
#include "window/usersettings.h"

#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace HelmDeck;
using TestUtil::ClusterFixture;

namespace {

const QByteArray TwoContexts = "apiVersion: v1\n"
                               "kind: Config\n"
                               "current-context: k3s\n"
                               "clusters:\n"
                               "- name: c\n"
                               "  cluster:\n"
                               "    server: https://127.0.0.1:6443\n"
                               "contexts:\n"
                               "- name: k3s\n"
                               "  context:\n"
                               "    cluster: c\n"
                               "    user: u\n"
                               "- name: staging\n"
                               "  context:\n"
                               "    cluster: c\n"
                               "    user: u\n"
                               "users:\n"
                               "- name: u\n"
                               "  user:\n"
                               "    token: not-read\n";

Project shopProject()
{
    ProcessType web;
    web.name = QStringLiteral("web");
    web.command = QStringLiteral("python3 -u web.py");
    web.portMaps = { PortMap { QStringLiteral("http"), 80, 5000 } };
    App app;
    app.name = QStringLiteral("shop");
    app.image = QStringLiteral("registry.example.com/shop:1");
    app.kubeNamespace = QStringLiteral("shop");
    app.processes = { web };
    Project p;
    p.apps = { app };
    return p;
}

/** The value after every @p flag in @p argv. */
QStringList valuesOf(const QStringList &argv, const QString &flag)
{
    QStringList out;
    for (int i = 0; i + 1 < argv.size(); ++i) {
        if (argv.at(i) == flag)
            out.append(argv.at(i + 1));
    }
    return out;
}

} // namespace

class TestPreviewTarget : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QProcessEnvironment pickerEnvironment() const
    {
        QProcessEnvironment env;
        env.insert(QStringLiteral("HOME"), m_dir.filePath(QStringLiteral("home")));
        env.insert(QStringLiteral("KUBECONFIG"), m_dir.filePath(QStringLiteral("kubeconfig")));
        return env;
    }

    /** helm run through the fake (it logs every argv and hands `template` to the real helm). */
    static HelmTool fakeHelm(const ClusterFixture &cluster)
    {
        // RenderJob runs helm in the process environment: the fake must find its state there.
        const QProcessEnvironment env = cluster.environment();
        for (const QString &var : env.keys()) {
            if (var.startsWith(QLatin1String("HELMDECK_FAKE_")) || var.startsWith(QLatin1String("HELM_")))
                qputenv(var.toUtf8().constData(), env.value(var).toUtf8());
        }
        return HelmTool::detect(QDir(cluster.binDir()).filePath(QStringLiteral("helm")));
    }

    static QList<QStringList> templateCalls(const ClusterFixture &cluster)
    {
        QList<QStringList> out;
        for (const ClusterFixture::Call &call : cluster.callsOf(QStringLiteral("helm"))) {
            if (call.argv.value(0) == QLatin1String("template"))
                out.append(call.argv);
        }
        return out;
    }

    static RenderResult awaitRender(QSignalSpy &finished)
    {
        if (finished.isEmpty() && !finished.wait(30000))
            return RenderResult();
        return finished.takeFirst().constFirst().value<RenderResult>();
    }

private Q_SLOTS:
    void initTestCase()
    {
        qRegisterMetaType<RenderResult>();
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("HelmDeckTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_previewtarget"));
        QVERIFY(m_dir.isValid());
        QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("home")));
        QFile file(m_dir.filePath(QStringLiteral("kubeconfig")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(TwoContexts);
    }

    void init() { UserSettings::open()->clear(); }

    void rendersIntoThePickersNamespaceWithItsContextsVersions()
    {
        ClusterFixture cluster(4);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        cluster.setServerVersion(QStringLiteral("v1.31.4+k3s1"));
        cluster.setApiResources(
            { QJsonObject { { QStringLiteral("apiVersion"), QStringLiteral("gateway.networking.k8s.io/v1") },
                { QStringLiteral("kind"), QStringLiteral("HTTPRoute") } } });
        const HelmTool helm = fakeHelm(cluster);
        QVERIFY2(helm.isValid(), qPrintable(helm.error));

        ClusterPicker picker;
        picker.setEnvironment(pickerEnvironment());
        picker.setProject(QString(), QString(), QStringLiteral("shop"));
        picker.setNamespace(QStringLiteral("shop-review"));
        QCOMPARE(picker.kubeNamespace(), QStringLiteral("shop-review"));

        PreviewController c(helm);
        c.clusterCapabilities()->setEnvironment(cluster.environment());
        QSignalSpy finished(&c, &PreviewController::renderFinished);
        c.renderNow(shopProject()); // before the versions arrive: the picker's namespace already
        c.followPicker(&picker);
        QCOMPARE(c.renderTarget().context, QStringLiteral("k3s"));
        QCOMPARE(c.renderTarget().namespaceName, QStringLiteral("shop-review"));

        // the versions arrive and the preview renders again with them
        QTRY_VERIFY_WITH_TIMEOUT(!c.renderTarget().kubeVersion.isEmpty(), 20000);
        QCOMPARE(c.renderTarget().kubeVersion, QStringLiteral("v1.31.4+k3s1"));
        QVERIFY(c.targetNote().isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(!c.isBusy(), 30000);
        const RenderResult r = finished.takeLast().constFirst().value<RenderResult>();
        QVERIFY2(r.ok, qPrintable(r.errorText));
        for (const Manifest &m : r.manifests.documents()) {
            if (m.kind != QLatin1String("Namespace"))
                QVERIFY2(m.yaml.contains(QLatin1String("namespace: \"shop-review\"")), qPrintable(m.yaml));
        }

        const QStringList last = templateCalls(cluster).constLast();
        QCOMPARE(
            valuesOf(last, QStringLiteral("--namespace")), QStringList { QStringLiteral("shop-review") });
        QCOMPARE(
            valuesOf(last, QStringLiteral("--kube-version")), QStringList { QStringLiteral("v1.31.4+k3s1") });
        const QStringList apis = valuesOf(last, QStringLiteral("--api-versions"));
        QVERIFY2(apis.contains(QStringLiteral("gateway.networking.k8s.io/v1")),
            qPrintable(apis.join(QLatin1Char(' '))));
        QVERIFY(apis.contains(QStringLiteral("gateway.networking.k8s.io/v1/HTTPRoute")));
    }

    void aContextChangeRerendersWithThatContextsVersionsReadOnce()
    {
        ClusterFixture cluster(4);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        cluster.setServerVersion(QStringLiteral("v1.31.4"));
        const HelmTool helm = fakeHelm(cluster);
        ClusterPicker picker;
        picker.setEnvironment(pickerEnvironment());
        PreviewController c(helm);
        c.setDebounceInterval(10);
        c.clusterCapabilities()->setEnvironment(cluster.environment());
        QSignalSpy finished(&c, &PreviewController::renderFinished);
        c.followPicker(&picker);
        c.schedule(shopProject());
        QTRY_VERIFY_WITH_TIMEOUT(c.renderTarget().kubeVersion == QLatin1String("v1.31.4"), 20000);
        QTRY_VERIFY_WITH_TIMEOUT(!c.isBusy(), 30000);
        const int readsOfK3s = cluster.callsOf(QStringLiteral("kubectl")).size();
        QCOMPARE(readsOfK3s, 3);

        // staging's cluster answers another version (the fake has one state for both)
        cluster.setServerVersion(QStringLiteral("v1.29.2"));
        picker.setContext(QStringLiteral("staging"));
        QTRY_VERIFY_WITH_TIMEOUT(c.renderTarget().kubeVersion == QLatin1String("v1.29.2"), 20000);
        QTRY_VERIFY_WITH_TIMEOUT(!c.isBusy(), 30000);
        QCOMPARE(valuesOf(templateCalls(cluster).constLast(), QStringLiteral("--kube-version")),
            QStringList { QStringLiteral("v1.29.2") });

        // back to k3s: its versions come from the cache, and the preview renders with them again
        finished.clear();
        picker.setContext(QStringLiteral("k3s"));
        QVERIFY(finished.wait(30000));
        QTRY_VERIFY_WITH_TIMEOUT(!c.isBusy(), 30000);
        QCOMPARE(c.renderTarget().kubeVersion, QStringLiteral("v1.31.4"));
        QCOMPARE(valuesOf(templateCalls(cluster).constLast(), QStringLiteral("--kube-version")),
            QStringList { QStringLiteral("v1.31.4") });
        QCOMPARE(cluster.callsOf(QStringLiteral("kubectl")).size(), 2 * readsOfK3s);
        for (const ClusterFixture::Call &call : cluster.callsOf(QStringLiteral("kubectl")))
            QVERIFY(call.argv.contains(QStringLiteral("--context")));
    }

    void anUnreachableClusterRendersWithHelmsDefaultsAndSaysSo()
    {
        ClusterFixture cluster(4);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        cluster.setUnreachable(true);
        const HelmTool helm = fakeHelm(cluster);
        ClusterPicker picker;
        picker.setEnvironment(pickerEnvironment());
        PreviewController c(helm);
        c.clusterCapabilities()->setEnvironment(cluster.environment());
        QSignalSpy finished(&c, &PreviewController::renderFinished);
        c.followPicker(&picker);
        c.renderNow(shopProject());
        QTRY_VERIFY_WITH_TIMEOUT(!c.targetNote().isEmpty(), 20000);
        QVERIFY2(c.targetNote().contains(QLatin1String("\"k3s\"")), qPrintable(c.targetNote()));
        QVERIFY2(c.targetNote().contains(QLatin1String("helm's default")), qPrintable(c.targetNote()));
        QTRY_VERIFY_WITH_TIMEOUT(!c.isBusy(), 30000);
        const RenderResult r = finished.takeLast().constFirst().value<RenderResult>();
        QVERIFY2(r.ok, qPrintable(r.errorText));
        QVERIFY(c.renderTarget().kubeVersion.isEmpty());
        const QStringList last = templateCalls(cluster).constLast();
        QVERIFY(!last.contains(QStringLiteral("--kube-version")));
        QVERIFY(!last.contains(QStringLiteral("--api-versions")));
    }
};

QTEST_MAIN(TestPreviewTarget)
#include "tst_previewtarget.moc"
