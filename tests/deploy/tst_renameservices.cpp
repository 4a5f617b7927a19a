// SPDX-License-Identifier: GPL-3.0-or-later
// Renaming an app keeps its bundled services' data (docs/project-file.md, "Renaming an app"): against
// the cluster fake, `rename` stops the old StatefulSets before the new ones start, the new ones mount
// the old name's claims with the old role and database and the same password, and a later deploy of
// the project as the rename saved it (the pins in the file) reaches the same claim and secret. A
// pinned claim that does not exist is refused before any change.

#include "deploy/deployplanner.h"
#include "deployfixtures.h"
#include "io/projectfile.h"
#include "model/servicerename.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace HelmDeck;
using namespace DeployFixtures;

namespace {

const QString PgPassword = QStringLiteral("Pg0123456789abcdefghijklmnopqrstuvwxyzAB");
const QString VkPassword = QStringLiteral("Vk0123456789abcdefghijklmnopqrstuvwxyzAB");

/** The sample project with a bundled PostgreSQL and Valkey, their passwords as the keychain gave them. */
Project serviceProject()
{
    Project p = sampleProject();
    BackingService pg;
    pg.kind = BackingService::Kind::PostgreSQL;
    pg.credential = PgPassword;
    BackingService vk;
    vk.kind = BackingService::Kind::Valkey;
    vk.credential = VkPassword;
    p.apps[0].services = { pg, vk };
    return p;
}

QString secretValue(const TestUtil::ClusterFixture &cluster, const QString &name, const QString &key)
{
    const QJsonObject secret = cluster.object(QStringLiteral("shop"), QStringLiteral("Secret"), name);
    const QString encoded = secret.value(QStringLiteral("data")).toObject().value(key).toString();
    return QString::fromUtf8(QByteArray::fromBase64(encoded.toUtf8()));
}

/** The claim the StatefulSet @p name keeps its data in: a volume "data"'s claim, or its own template's. */
QString dataClaim(const TestUtil::ClusterFixture &cluster, const QString &name)
{
    const QJsonObject sts = cluster.object(QStringLiteral("shop"), QStringLiteral("StatefulSet"), name);
    const QJsonObject spec = sts.value(QStringLiteral("spec")).toObject();
    const QJsonArray volumes = spec.value(QStringLiteral("template"))
                                   .toObject()
                                   .value(QStringLiteral("spec"))
                                   .toObject()
                                   .value(QStringLiteral("volumes"))
                                   .toArray();
    for (const QJsonValue &v : volumes) {
        if (v.toObject().value(QStringLiteral("name")).toString() == QLatin1String("data"))
            return v.toObject()
                .value(QStringLiteral("persistentVolumeClaim"))
                .toObject()
                .value(QStringLiteral("claimName"))
                .toString();
    }
    const QJsonArray templates = spec.value(QStringLiteral("volumeClaimTemplates")).toArray();
    return templates.isEmpty() ? QString()
                               : templates.first()
                                     .toObject()
                                     .value(QStringLiteral("metadata"))
                                     .toObject()
                                     .value(QStringLiteral("name"))
                                     .toString()
            + QLatin1Char('-') + name + QStringLiteral("-0");
}

/** The first of @p lines ("<tool> <argv>") of @p tool that contains @p words; -1 = none. */
int indexOf(const QStringList &lines, const QString &tool, const QString &words)
{
    for (int i = 0; i < lines.size(); ++i) {
        if (lines.at(i).startsWith(tool + QLatin1Char(' ')) && lines.at(i).contains(words))
            return i;
    }
    return -1;
}

QString firstError(const Findings &findings)
{
    for (const Finding &f : findings) {
        if (f.severity == Finding::Severity::Error)
            return f.toString();
    }
    return QString();
}

} // namespace

class TestRenameServices : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { qRegisterMetaType<HelmDeck::RunResult>(); }

    void renameThenDeployReachesTheSameClaimWithTheSamePassword_data()
    {
        QTest::addColumn<int>("major");
        QTest::newRow("with helm 3") << 3;
        QTest::newRow("with helm 4") << 4;
    }
    void renameThenDeployReachesTheSameClaimWithTheSamePassword()
    {
        QFETCH(int, major);
        TestUtil::ClusterFixture cluster(major);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        cluster.addStorageClass(QStringLiteral("longhorn"), QStringLiteral("Immediate"), false);
        const DeployOptions o = options(cluster);
        const Project project = serviceProject();
        Findings findings;
        Run r = run(DeployPlanner::deploy(project, QStringLiteral("shop"), o, &findings), cluster);
        QVERIFY2(r.result.ok, qPrintable(r.result.message));
        QCOMPARE(dataClaim(cluster, QStringLiteral("shop-postgres")), QStringLiteral("data-shop-postgres-0"));
        const QString before
            = secretValue(cluster, QStringLiteral("shop-postgres"), QStringLiteral("POSTGRES_PASSWORD"));
        QCOMPARE(before, PgPassword);

        findings.clear();
        cluster.clearCalls();
        const Plan rename
            = DeployPlanner::rename(project, QStringLiteral("shop"), QStringLiteral("store"), o, &findings);
        QVERIFY2(!hasErrors(findings), qPrintable(firstError(findings)));
        bool said = false;
        for (const Finding &f : findings)
            said = said
                || (f.severity == Finding::Severity::Info
                    && f.fieldPath == QLatin1String("apps[store].services[postgres]")
                    && f.message.contains(QStringLiteral("claim \"data-shop-postgres-0\""))
                    && f.message.contains(QStringLiteral("user \"shop\"")));
        QVERIFY2(said, "an info finding says what the rename pinned");
        r = run(rename, cluster);
        QVERIFY2(r.result.ok, qPrintable(r.result.message));

        // the old servers stopped before the new ones started on their data
        const QStringList lines = allCommandLines(cluster);
        const int stop
            = indexOf(lines, QStringLiteral("kubectl"), QStringLiteral(" patch statefulset shop-postgres "));
        const int wait = indexOf(lines, QStringLiteral("kubectl"),
            QStringLiteral(" wait --for=jsonpath={.status.replicas}=0 statefulset/shop-postgres"));
        const int install
            = indexOf(lines, QStringLiteral("helm"), QStringLiteral("upgrade --install store "));
        QVERIFY2(stop >= 0 && wait > stop && install > wait, qPrintable(lines.join(QLatin1Char('\n'))));
        const int stopValkey
            = indexOf(lines, QStringLiteral("kubectl"), QStringLiteral(" patch statefulset shop-valkey "));
        QVERIFY(stopValkey >= 0 && stopValkey < install);

        QCOMPARE(
            dataClaim(cluster, QStringLiteral("store-postgres")), QStringLiteral("data-shop-postgres-0"));
        QCOMPARE(dataClaim(cluster, QStringLiteral("store-valkey")), QStringLiteral("data-shop-valkey-0"));
        QCOMPARE(secretValue(cluster, QStringLiteral("store-postgres"), QStringLiteral("POSTGRES_PASSWORD")),
            before);
        QCOMPARE(secretValue(cluster, QStringLiteral("store-postgres"), QStringLiteral("POSTGRES_USER")),
            QStringLiteral("shop"));
        QCOMPARE(secretValue(cluster, QStringLiteral("store-postgres"), QStringLiteral("POSTGRES_DB")),
            QStringLiteral("shop"));
        QCOMPARE(secretValue(cluster, QStringLiteral("store-valkey"), QStringLiteral("VALKEY_PASSWORD")),
            VkPassword);
        QCOMPARE(secretValue(cluster, QStringLiteral("config-store"), QStringLiteral("DATABASE_URL")),
            QStringLiteral("postgres://shop:%1@store-postgres.shop.svc.cluster.local:5432/shop").arg(before));
        // the old name is gone; its claims stay, as Kubernetes keeps a StatefulSet's claims
        QVERIFY(cluster
                    .object(QStringLiteral("shop"), QStringLiteral("StatefulSet"),
                        QStringLiteral("shop-postgres"))
                    .isEmpty());
        QVERIFY(!cluster
                     .object(QStringLiteral("shop"), QStringLiteral("PersistentVolumeClaim"),
                         QStringLiteral("data-shop-postgres-0"))
                     .isEmpty());

        // the project as the rename saves it: the pins go through the project file
        Project saved = project;
        saved.apps[0].name = QStringLiteral("store");
        ServiceRename::pin(&saved.apps[0], QStringLiteral("shop"));
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString file = dir.filePath(QStringLiteral("helmdeck.yaml"));
        QString error;
        QVERIFY2(ProjectFile::save(saved, file, &error), qPrintable(error));
        const QByteArray text = ProjectFile::serialize(saved);
        QVERIFY2(
            text.contains("claim: data-shop-postgres-0") || text.contains("claim: \"data-shop-postgres-0\""),
            text.constData());
        QVERIFY(!text.contains(PgPassword.toUtf8()));
        ProjectLoadResult loaded = ProjectFile::load(file);
        QVERIFY2(loaded.ok,
            qPrintable(loaded.findings.isEmpty() ? QString() : loaded.findings.first().toString()));
        QCOMPARE(loaded.project.apps[0].services[0].claim, QStringLiteral("data-shop-postgres-0"));
        QCOMPARE(loaded.project.apps[0].services[0].user, QStringLiteral("shop"));
        QCOMPARE(loaded.project.apps[0].services[0].database, QStringLiteral("shop"));
        QCOMPARE(loaded.project.apps[0].services[1].claim, QStringLiteral("data-shop-valkey-0"));
        QVERIFY(loaded.project.apps[0].services[1].user.isEmpty());
        loaded.project.apps[0].services[0].credential = PgPassword; // what the keychain holds, moved
        loaded.project.apps[0].services[1].credential = VkPassword;

        findings.clear();
        cluster.clearCalls();
        const Plan again = DeployPlanner::deploy(loaded.project, QStringLiteral("store"), o, &findings);
        QVERIFY2(!hasErrors(findings), qPrintable(firstError(findings)));
        r = run(again, cluster);
        QVERIFY2(r.result.ok, qPrintable(r.result.message));
        QVERIFY2(r.output.join(QLatin1Char('\n')).contains(QStringLiteral("found: data-shop-postgres-0")),
            qPrintable(r.output.join(QLatin1Char('\n'))));
        QCOMPARE(
            dataClaim(cluster, QStringLiteral("store-postgres")), QStringLiteral("data-shop-postgres-0"));
        QCOMPARE(secretValue(cluster, QStringLiteral("store-postgres"), QStringLiteral("POSTGRES_PASSWORD")),
            before);
        QCOMPARE(secretValue(cluster, QStringLiteral("config-store"), QStringLiteral("DATABASE_URL")),
            QStringLiteral("postgres://shop:%1@store-postgres.shop.svc.cluster.local:5432/shop").arg(before));
    }

    void aFailedRenameStartsTheOldServicesAgain()
    {
        TestUtil::ClusterFixture cluster(4);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        cluster.addStorageClass(QStringLiteral("longhorn"), QStringLiteral("Immediate"), false);
        const DeployOptions o = options(cluster);
        const Project project = serviceProject();
        Findings findings;
        QVERIFY(run(DeployPlanner::deploy(project, QStringLiteral("shop"), o, &findings), cluster).result.ok);
        TestUtil::ClusterFixture::Failure failure;
        failure.tool = QStringLiteral("helm");
        failure.match = QStringList { QStringLiteral("upgrade"), QStringLiteral("store") };
        failure.stderrText = QStringLiteral("Error: UPGRADE FAILED: an injected failure");
        cluster.addFailure(failure);
        cluster.clearCalls();
        const Run r = run(
            DeployPlanner::rename(project, QStringLiteral("shop"), QStringLiteral("store"), o, &findings),
            cluster);
        QVERIFY(!r.result.ok);
        const QStringList lines = allCommandLines(cluster);
        const int stop
            = indexOf(lines, QStringLiteral("kubectl"), QStringLiteral(" patch statefulset shop-postgres "));
        int restart = -1;
        for (int i = stop + 1; i < lines.size(); ++i) {
            if (lines.at(i).contains(QStringLiteral(" patch statefulset shop-postgres "))
                && lines.at(i).contains(QStringLiteral("\"replicas\":1")))
                restart = i;
        }
        QVERIFY2(stop >= 0 && restart > stop, qPrintable(lines.join(QLatin1Char('\n'))));
        const QJsonObject sts = cluster.object(
            QStringLiteral("shop"), QStringLiteral("StatefulSet"), QStringLiteral("shop-postgres"));
        QCOMPARE(sts.value(QStringLiteral("spec")).toObject().value(QStringLiteral("replicas")).toInt(), 1);
        QVERIFY(
            commandLines(cluster, QStringLiteral("helm")).filter(QStringLiteral("uninstall shop")).isEmpty());
    }

    void aPinnedClaimThatDoesNotExistIsRefusedBeforeAnyChange()
    {
        TestUtil::ClusterFixture cluster(4);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        cluster.addStorageClass(QStringLiteral("longhorn"), QStringLiteral("Immediate"), false);
        Project project = serviceProject();
        project.apps[0].services[0].claim = QStringLiteral("data-gone-postgres-0");
        Findings findings;
        const Plan plan = DeployPlanner::deploy(project, QStringLiteral("shop"), options(cluster), &findings);
        QVERIFY2(!hasErrors(findings), qPrintable(firstError(findings)));
        const Run r = run(plan, cluster);
        QVERIFY(!r.result.ok);
        QVERIFY2(
            r.result.message.contains(QStringLiteral(
                "apps[shop].services[postgres].claim: claim \"data-gone-postgres-0\" of the postgres service "
                "does not exist in namespace shop")),
            qPrintable(r.result.message));
        QVERIFY(commandLines(cluster, QStringLiteral("helm")).filter(QStringLiteral("upgrade")).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestRenameServices)
#include "tst_renameservices.moc"
