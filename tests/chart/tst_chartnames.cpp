// SPDX-License-Identifier: GPL-3.0-or-later
// ChartNames: every release name of an app and the list of an app's releases (docs/architecture.md §3),
// and the namespace step every plan begins with.

#include "chart/chartnames.h"
#include "chart/releaseplan.h"
#include "cluster/clustercommands.h"
#include "model/app.h"
#include "model/storageentry.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace HelmDeck;

Q_DECLARE_METATYPE(HelmDeck::ReleaseKind)

class TestChartNames : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void releaseNameOfEachKind_data();
    void releaseNameOfEachKind();
    void appReleasesListTheWorkloadsFirst();
    void installOrderPutsTheSecretsBeforeTheWorkloads();
    void modelNamesAgreeWithChartNames();
    void releasePlanUsesTheSameNames();
    void namespaceStepAppliesALabelledNamespace();
};

void TestChartNames::releaseNameOfEachKind_data()
{
    QTest::addColumn<ReleaseKind>("kind");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("release");
    QTest::newRow("the app release is the app's own name") << ReleaseKind::App << "shop"
                                                           << "shop";
    QTest::newRow("the config release is prefixed with config-") << ReleaseKind::Config << "shop"
                                                                 << "config-shop";
    QTest::newRow("the imported certificate's release is prefixed with tls-") << ReleaseKind::Tls << "shop"
                                                                              << "tls-shop";
    QTest::newRow("the pull secret release is prefixed with pull-secret-")
        << ReleaseKind::PullSecret << "shop"
        << "pull-secret-shop";
    QTest::newRow("a storage entry's release is prefixed with storage-") << ReleaseKind::Storage << "uploads"
                                                                         << "storage-uploads";
    QTest::newRow("an app called config-x keeps its name as its app release")
        << ReleaseKind::App << "config-x"
        << "config-x";
}

void TestChartNames::releaseNameOfEachKind()
{
    QFETCH(ReleaseKind, kind);
    QFETCH(QString, name);
    QFETCH(QString, release);
    QCOMPARE(ChartNames::releaseName(kind, name), release);
    switch (kind) {
    case ReleaseKind::App:
        QCOMPARE(ChartNames::appReleaseName(name), release);
        break;
    case ReleaseKind::Config:
        QCOMPARE(ChartNames::configReleaseName(name), release);
        QCOMPARE(ChartNames::configSecretName(name), release); // the release and its Secret share the name
        break;
    case ReleaseKind::Tls:
        QCOMPARE(ChartNames::tlsReleaseName(name), release);
        QCOMPARE(ChartNames::tlsSecretName(name), release);
        break;
    case ReleaseKind::PullSecret:
        QCOMPARE(ChartNames::pullSecretReleaseName(name), release);
        QCOMPARE(ChartNames::pullSecretName(name), release);
        break;
    case ReleaseKind::Storage:
        QCOMPARE(ChartNames::storageReleaseName(name), release);
        break;
    }
}

void TestChartNames::appReleasesListTheWorkloadsFirst()
{
    const QStringList expected { QStringLiteral("shop"), QStringLiteral("config-shop"),
        QStringLiteral("tls-shop"), QStringLiteral("pull-secret-shop") };
    QCOMPARE(ChartNames::appReleases(QStringLiteral("shop")), expected);
}

void TestChartNames::installOrderPutsTheSecretsBeforeTheWorkloads()
{
    const QStringList expected { QStringLiteral("config-shop"), QStringLiteral("tls-shop"),
        QStringLiteral("pull-secret-shop"), QStringLiteral("shop") };
    QCOMPARE(ChartNames::appReleasesInInstallOrder(QStringLiteral("shop")), expected);
    // the same set either way
    QStringList a = ChartNames::appReleases(QStringLiteral("shop"));
    QStringList b = ChartNames::appReleasesInInstallOrder(QStringLiteral("shop"));
    a.sort();
    b.sort();
    QCOMPARE(a, b);
}

void TestChartNames::modelNamesAgreeWithChartNames()
{
    App app;
    app.name = QStringLiteral("shop");
    QCOMPARE(app.pullSecretReleaseName(), ChartNames::pullSecretReleaseName(app.name));
    StorageEntry entry;
    entry.name = QStringLiteral("uploads");
    QCOMPARE(entry.releaseName(), ChartNames::storageReleaseName(entry.name));
}

void TestChartNames::releasePlanUsesTheSameNames()
{
    Project project;
    App app;
    app.name = QStringLiteral("shop");
    app.image = QStringLiteral("registry.example.com/shop:1.0");
    project.apps.append(app);
    StorageEntry entry;
    entry.name = QStringLiteral("uploads");
    project.storage.append(entry);
    const QList<PlannedRelease> releases
        = ReleasePlan::releases(project, { { QStringLiteral("shop"), QByteArrayLiteral("{}") } });
    QVERIFY(!releases.isEmpty());
    for (const PlannedRelease &r : releases) {
        const QString owner = r.kind == ReleaseKind::Storage ? entry.name : app.name;
        QCOMPARE(r.name, ChartNames::releaseName(r.kind, owner));
    }
}

void TestChartNames::namespaceStepAppliesALabelledNamespace()
{
    ClusterTarget target;
    target.context = QStringLiteral("k3s");
    HelmTool helm;
    helm.program = QStringLiteral("/usr/bin/helm");
    KubectlTool kubectl;
    kubectl.program = QStringLiteral("/usr/bin/kubectl");
    const Step s = ClusterCommands(helm, kubectl, target).ensureNamespaceStep(QStringLiteral("shop"));
    QCOMPARE(s.id, QStringLiteral("namespace"));
    QCOMPARE(s.argv.mid(s.argv.size() - 3),
        QStringList({ QStringLiteral("apply"), QStringLiteral("-f"), QStringLiteral("-") }));
    QVERIFY(s.argv.contains(QStringLiteral("k3s")));
    const QJsonObject ns = QJsonDocument::fromJson(s.stdinData).object();
    QCOMPARE(ns.value(QStringLiteral("kind")).toString(), QStringLiteral("Namespace"));
    const QJsonObject metadata = ns.value(QStringLiteral("metadata")).toObject();
    QCOMPARE(metadata.value(QStringLiteral("name")).toString(), QStringLiteral("shop"));
    QCOMPARE(metadata.value(QStringLiteral("labels"))
                 .toObject()
                 .value(QStringLiteral("app.kubernetes.io/managed-by"))
                 .toString(),
        QStringLiteral("helmdeck"));
    QVERIFY(s.plannedCommand.endsWith(QString::fromUtf8(s.stdinData)));
}

QTEST_GUILESS_MAIN(TestChartNames)
#include "tst_chartnames.moc"
