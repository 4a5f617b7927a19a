// SPDX-License-Identifier: GPL-3.0-or-later
// Destroy, rename, the storage actions and diff-before-deploy, against the cluster fake.
#include "deployfixtures.h"

#include "deploy/deployplanner.h"
#include "deploy/diffjob.h"
#include "deploy/storageplanner.h"

#include <QSignalSpy>
#include <QTest>

using namespace HelmDeck;
using namespace DeployFixtures;

namespace {

bool deployed(
    TestUtil::ClusterFixture &cluster, const Project &project, const QString &app, const DeployOptions &o)
{
    Findings findings;
    const Run r = run(DeployPlanner::deploy(project, app, o, &findings), cluster);
    if (!r.result.ok)
        qWarning() << r.result.message;
    return r.result.ok;
}

DiffResult diff(const Project &project, const DeployOptions &o, const TestUtil::ClusterFixture &cluster)
{
    DiffJob job;
    job.setBaseEnvironment(cluster.environment());
    QSignalSpy finished(&job, &DiffJob::finished);
    job.start(project, QStringLiteral("shop"), o);
    if (!finished.wait(60000))
        return DiffResult();
    return finished.first().first().value<DiffResult>();
}

} // namespace

class TestLifecycle : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        qRegisterMetaType<HelmDeck::RunResult>();
        qRegisterMetaType<HelmDeck::DiffResult>();
    }

    void destroyUninstallsEveryRelease_data()
    {
        QTest::addColumn<int>("major");
        QTest::newRow("helm3") << 3;
        QTest::newRow("helm4") << 4;
    }
    void destroyUninstallsEveryRelease()
    {
        QFETCH(int, major);
        TestUtil::ClusterFixture cluster(major);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        cluster.addStorageClass(QStringLiteral("longhorn"), QStringLiteral("Immediate"), false);
        const DeployOptions o = options(cluster);
        QVERIFY(deployed(cluster, sampleProject(), QStringLiteral("shop"), o));
        cluster.clearCalls();
        Findings findings;
        const Plan plan = DeployPlanner::destroy(sampleProject(), QStringLiteral("shop"), o, &findings);
        QVERIFY(!hasErrors(findings));
        const Run r = run(plan, cluster);
        QVERIFY2(r.result.ok, qPrintable(r.result.message));
        const QStringList helm = commandLines(cluster, QStringLiteral("helm"));
        // the releases are looked up first; only those installed are uninstalled (the sample project
        // has no imported certificate, and its pods pull with a named Secret: no tls- or pull-secret-)
        const QStringList expected { QStringLiteral("list"),
            QStringLiteral("uninstall shop --ignore-not-found --wait --cascade foreground --timeout 300s"),
            QStringLiteral("uninstall config-shop --ignore-not-found") };
        QCOMPARE(helm.size(), expected.size());
        for (int i = 0; i < helm.size(); ++i) {
            QVERIFY2(helm.at(i).startsWith(expected.at(i)), qPrintable(helm.at(i)));
            QVERIFY(helm.at(i).endsWith(QStringLiteral("--kube-context test --namespace shop")));
        }
        QVERIFY(cluster.release(QStringLiteral("shop"), QStringLiteral("shop")).isEmpty());
        QVERIFY(cluster.release(QStringLiteral("shop"), QStringLiteral("config-shop")).isEmpty());
        QVERIFY(
            cluster.object(QStringLiteral("shop"), QStringLiteral("Deployment"), QStringLiteral("shop-web"))
                .isEmpty());
        QCOMPARE(r.states.at(plan.indexOf(QStringLiteral("uninstall-tls-shop"))), StepState::Skipped);
    }

    void destroyOfAnAppThatIsNotThereFailsAndChangesNothing_data()
    {
        QTest::addColumn<QString>("kubeNamespace");
        QTest::addColumn<bool>("deployFirst");
        QTest::addColumn<QString>("failedStep");
        QTest::addColumn<QString>("message");
        QTest::newRow("a namespace that does not exist says the app was not found there")
            << QStringLiteral("nowhere") << true << QStringLiteral("cluster")
            << QStringLiteral("app shop was not found: namespace nowhere does not exist on context test");
        QTest::newRow("a namespace without any of the app's releases says none is installed there")
            << QStringLiteral("default") << true << QStringLiteral("releases")
            << QStringLiteral("app shop was not found: none of its releases (shop, config-shop, tls-shop, "
                              "pull-secret-shop) is installed in namespace default on context test");
        QTest::newRow("an app never deployed in its own namespace is not found either")
            << QString() << false << QStringLiteral("releases") << QStringLiteral("none of its releases");
    }
    void destroyOfAnAppThatIsNotThereFailsAndChangesNothing()
    {
        QFETCH(QString, kubeNamespace);
        QFETCH(bool, deployFirst);
        QFETCH(QString, failedStep);
        QFETCH(QString, message);
        TestUtil::ClusterFixture cluster(4);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        cluster.addStorageClass(QStringLiteral("longhorn"), QStringLiteral("Immediate"), false);
        cluster.addNamespace(QStringLiteral("shop"));
        DeployOptions o = options(cluster);
        if (deployFirst)
            QVERIFY(deployed(cluster, sampleProject(), QStringLiteral("shop"), o));
        cluster.clearCalls();
        o.target.kubeNamespace = kubeNamespace;
        Findings findings;
        const Plan plan = DeployPlanner::destroy(sampleProject(), QStringLiteral("shop"), o, &findings);
        QVERIFY(!hasErrors(findings));
        const Run r = run(plan, cluster);
        QVERIFY(!r.result.ok);
        QCOMPARE(r.result.failedStep, plan.indexOf(failedStep));
        QVERIFY2(r.result.message.contains(message), qPrintable(r.result.message));
        for (const QString &call : commandLines(cluster, QStringLiteral("helm")))
            QVERIFY2(!call.startsWith(QStringLiteral("uninstall")), qPrintable(call)); // nothing changed
        if (deployFirst)
            QCOMPARE(cluster.release(QStringLiteral("shop"), QStringLiteral("shop")).size(), 1);
    }

    void destroyRefusesAnInvalidNamespaceBeforeAnyCommand_data()
    {
        QTest::addColumn<QString>("chosen");
        QTest::addColumn<QString>("inProject");
        QTest::addColumn<QString>("message");
        QTest::newRow("a chosen namespace with capitals and punctuation")
            << QStringLiteral("Bad_NS!") << QStringLiteral("shop")
            << QStringLiteral("the namespace chosen for this job (--namespace, or the toolbar's) \"Bad_NS!\" "
                              "must be a DNS-1123 label");
        QTest::newRow("a chosen namespace of 64 characters")
            << QString(64, QLatin1Char('n')) << QStringLiteral("shop") << QStringLiteral("(it has 64)");
        QTest::newRow("the project's own namespace, when nothing else is chosen")
            << QString() << QStringLiteral("Shop")
            << QStringLiteral("namespace \"Shop\" must be a DNS-1123 label");
    }
    void destroyRefusesAnInvalidNamespaceBeforeAnyCommand()
    {
        QFETCH(QString, chosen);
        QFETCH(QString, inProject);
        QFETCH(QString, message);
        TestUtil::ClusterFixture cluster(3);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        DeployOptions o = options(cluster);
        o.target.kubeNamespace = chosen;
        Project project = sampleProject();
        project.apps[0].kubeNamespace = inProject;
        Findings findings;
        DeployPlanner::destroy(project, QStringLiteral("shop"), o, &findings);
        QVERIFY(hasErrors(findings));
        bool said = false;
        for (const Finding &f : findings)
            said = said || (f.severity == Finding::Severity::Error && f.message.contains(message));
        QVERIFY2(said, qPrintable(findings.constFirst().message));
    }

    void destroyAuxiliaryFailureIsAWarning()
    {
        TestUtil::ClusterFixture cluster(3);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        cluster.addStorageClass(QStringLiteral("longhorn"), QStringLiteral("Immediate"), false);
        const DeployOptions o = options(cluster);
        QVERIFY(deployed(cluster, sampleProject(), QStringLiteral("shop"), o));
        TestUtil::ClusterFixture::Failure f;
        f.tool = QStringLiteral("helm");
        f.match = QStringList { QStringLiteral("uninstall"), QStringLiteral("config-shop") };
        f.stderrText = QStringLiteral("Error: uninstallation completed with 1 error(s): timed out");
        cluster.addFailure(f);
        Findings findings;
        const Plan plan = DeployPlanner::destroy(sampleProject(), QStringLiteral("shop"), o, &findings);
        const Run r = run(plan, cluster);
        QVERIFY2(r.result.ok, qPrintable(r.result.message));
        QCOMPARE(r.states.at(plan.indexOf(QStringLiteral("uninstall-config-shop"))), StepState::Warning);
        QCOMPARE(r.states.at(plan.indexOf(QStringLiteral("uninstall-app"))), StepState::Succeeded);
        // the plan went on past the warning: the last step was reached (pull-secret-shop is not installed)
        QCOMPARE(r.states.last(), StepState::Skipped);
        QVERIFY(cluster.release(QStringLiteral("shop"), QStringLiteral("shop")).isEmpty());
    }

    void renameMovesEveryRelease_data()
    {
        QTest::addColumn<int>("major");
        QTest::newRow("helm3") << 3;
        QTest::newRow("helm4") << 4;
    }
    void renameMovesEveryRelease()
    {
        QFETCH(int, major);
        TestUtil::ClusterFixture cluster(major);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        cluster.addStorageClass(QStringLiteral("longhorn"), QStringLiteral("Immediate"), false);
        const DeployOptions o = options(cluster);
        QVERIFY(deployed(cluster, sampleProject(), QStringLiteral("shop"), o));
        cluster.clearCalls();
        Findings findings;
        const Plan plan = DeployPlanner::rename(
            sampleProject(), QStringLiteral("shop"), QStringLiteral("store"), o, &findings);
        QVERIFY(!hasErrors(findings));
        const Run r = run(plan, cluster);
        QVERIFY2(r.result.ok, qPrintable(r.result.message));
        QCOMPARE(cluster.release(QStringLiteral("shop"), QStringLiteral("store")).size(), 1);
        QCOMPARE(cluster.release(QStringLiteral("shop"), QStringLiteral("config-store")).size(), 1);
        QVERIFY(cluster.release(QStringLiteral("shop"), QStringLiteral("shop")).isEmpty());
        QVERIFY(cluster.release(QStringLiteral("shop"), QStringLiteral("config-shop")).isEmpty());
        QVERIFY(
            !cluster.object(QStringLiteral("shop"), QStringLiteral("Deployment"), QStringLiteral("store-web"))
                 .isEmpty());
        QVERIFY(
            cluster.object(QStringLiteral("shop"), QStringLiteral("Deployment"), QStringLiteral("shop-web"))
                .isEmpty());

        // the old releases were found before anything changed, and uninstalled after the new deploy
        const QStringList helm = commandLines(cluster, QStringLiteral("helm"));
        int list = -1, install = -1, uninstall = -1;
        for (int i = 0; i < helm.size(); ++i) {
            if (list < 0 && helm.at(i).startsWith(QStringLiteral("list ")))
                list = i;
            if (helm.at(i).startsWith(QStringLiteral("upgrade --install store ")))
                install = i;
            if (helm.at(i).startsWith(QStringLiteral("uninstall shop ")))
                uninstall = i;
        }
        QVERIFY(list >= 0 && install > list && uninstall > install);
        // pull-secret-shop was never installed: no uninstall of it was attempted
        QVERIFY(helm.filter(QStringLiteral("uninstall pull-secret-shop")).isEmpty());
    }

    void renameRefusedWhenTheNameIsTaken()
    {
        TestUtil::ClusterFixture cluster(4);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        cluster.addStorageClass(QStringLiteral("longhorn"), QStringLiteral("Immediate"), false);
        const DeployOptions o = options(cluster);
        QVERIFY(deployed(cluster, sampleProject(), QStringLiteral("shop"), o));
        Project other = sampleProject();
        other.apps[0].name = QStringLiteral("store");
        other.apps[0].domains = { Domain(QStringLiteral("store.example.com")) };
        QVERIFY(deployed(cluster, other, QStringLiteral("store"), o));
        cluster.clearCalls();
        Findings findings;
        const Plan plan = DeployPlanner::rename(
            sampleProject(), QStringLiteral("shop"), QStringLiteral("store"), o, &findings);
        const Run r = run(plan, cluster);
        QVERIFY(!r.result.ok);
        QCOMPARE(r.result.failedStep, plan.indexOf(QStringLiteral("releases-new")));
        QVERIFY2(r.result.message.contains(QStringLiteral("already exist")), qPrintable(r.result.message));
        for (const QString &c : commandLines(cluster, QStringLiteral("helm")))
            QVERIFY2(c.startsWith(QStringLiteral("list ")), qPrintable(c));
        QCOMPARE(cluster.release(QStringLiteral("shop"), QStringLiteral("shop")).size(), 1);
    }

    void storageCreate_data()
    {
        QTest::addColumn<int>("major");
        QTest::addColumn<bool>("classExists");
        QTest::newRow("helm3") << 3 << true;
        QTest::newRow("helm4") << 4 << true;
        QTest::newRow("missing class") << 4 << false;
    }
    void storageCreate()
    {
        QFETCH(int, major);
        QFETCH(bool, classExists);
        TestUtil::ClusterFixture cluster(major);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        if (classExists)
            cluster.addStorageClass(QStringLiteral("longhorn"), QStringLiteral("Immediate"), false);
        else
            cluster.addStorageClass(
                QStringLiteral("local-path"), QStringLiteral("WaitForFirstConsumer"), true);
        const DeployOptions o = options(cluster);
        Findings findings;
        const Plan plan = StoragePlanner::create(sampleProject(), QStringLiteral("media"), o, &findings);
        QVERIFY(!hasErrors(findings));
        const Run r = run(plan, cluster);
        if (!classExists) {
            QVERIFY(!r.result.ok);
            QCOMPARE(r.result.failedStep, plan.indexOf(QStringLiteral("storage-classes")));
            QVERIFY2(r.result.message.contains(QStringLiteral("longhorn"))
                    && r.result.message.contains(QStringLiteral("local-path")),
                qPrintable(r.result.message));
            QVERIFY(
                commandLines(cluster, QStringLiteral("helm")).filter(QStringLiteral("upgrade")).isEmpty());
            return;
        }
        QVERIFY2(r.result.ok, qPrintable(r.result.message));
        QCOMPARE(cluster.release(QStringLiteral("shop"), QStringLiteral("storage-media")).size(), 1);
        const QJsonObject claim = cluster.object(
            QStringLiteral("shop"), QStringLiteral("PersistentVolumeClaim"), QStringLiteral("media"));
        QCOMPARE(claim[QStringLiteral("spec")][QStringLiteral("storageClassName")].toString(),
            QStringLiteral("longhorn"));

        // changing the access mode in place is refused before helm runs
        Project changed = sampleProject();
        changed.storage[0].accessMode = QStringLiteral("ReadWriteMany");
        cluster.clearCalls();
        const Plan again = StoragePlanner::create(changed, QStringLiteral("media"), o, &findings);
        const Run refused = run(again, cluster);
        QVERIFY(!refused.result.ok);
        QCOMPARE(refused.result.failedStep, again.indexOf(QStringLiteral("claim")));
        QVERIFY2(refused.result.message.contains(QStringLiteral("ReadWriteMany")),
            qPrintable(refused.result.message));
        QVERIFY(commandLines(cluster, QStringLiteral("helm")).isEmpty());
        QCOMPARE(cluster.release(QStringLiteral("shop"), QStringLiteral("storage-media")).size(), 1);
    }

    void storageDestroyRefusedWhileMounted()
    {
        TestUtil::ClusterFixture cluster(3);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        const DeployOptions o = options(cluster);
        Findings findings;
        const Plan mounted = StoragePlanner::destroy(sampleProject(), QStringLiteral("media"), o, &findings);
        QVERIFY(hasErrors(findings));
        QVERIFY2(
            findings.last().message.contains(QStringLiteral("shop")), qPrintable(findings.last().message));
        cluster.clearCalls();
        QVERIFY(!run(mounted, cluster).result.ok);
        QVERIFY(cluster.calls().isEmpty());

        // "scratch" is mounted by nothing: create, then destroy
        findings.clear();
        QVERIFY(run(StoragePlanner::create(sampleProject(), QStringLiteral("scratch"), o, &findings), cluster)
                    .result.ok);
        QCOMPARE(cluster.release(QStringLiteral("shop"), QStringLiteral("storage-scratch")).size(), 1);
        const Run destroyed
            = run(StoragePlanner::destroy(sampleProject(), QStringLiteral("scratch"), o, &findings), cluster);
        QVERIFY2(destroyed.result.ok, qPrintable(destroyed.result.message));
        QVERIFY(cluster.release(QStringLiteral("shop"), QStringLiteral("storage-scratch")).isEmpty());
    }

    void storageStatusAndWait_data()
    {
        QTest::addColumn<QString>("bindingMode");
        QTest::addColumn<QString>("forcedPhase");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<QString>("expected");
        QTest::newRow("bound") << QStringLiteral("Immediate") << QString() << true
                               << QStringLiteral("claim scratch: Bound");
        QTest::newRow("first consumer") << QStringLiteral("WaitForFirstConsumer") << QString() << true
                                        << QStringLiteral("waits for its first consumer");
        QTest::newRow("stuck pending") << QStringLiteral("Immediate") << QStringLiteral("Pending") << false
                                       << QStringLiteral("event: Warning ProvisioningFailed: no space");
    }
    void storageStatusAndWait()
    {
        QFETCH(QString, bindingMode);
        QFETCH(QString, forcedPhase);
        QFETCH(bool, ok);
        QFETCH(QString, expected);
        TestUtil::ClusterFixture cluster(4);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        cluster.addStorageClass(QStringLiteral("local-path"), bindingMode, true);
        const DeployOptions o = options(cluster);
        Findings findings;
        QVERIFY(run(StoragePlanner::create(sampleProject(), QStringLiteral("scratch"), o, &findings), cluster)
                    .result.ok);
        if (!forcedPhase.isEmpty())
            cluster.setPvcPhase(QStringLiteral("scratch"), forcedPhase);
        cluster.addEvent(QJsonObject {
            { QStringLiteral("involvedObject"),
                QJsonObject { { QStringLiteral("kind"), QStringLiteral("PersistentVolumeClaim") },
                    { QStringLiteral("name"), QStringLiteral("scratch") },
                    { QStringLiteral("namespace"), QStringLiteral("shop") } } },
            { QStringLiteral("reason"), QStringLiteral("ProvisioningFailed") },
            { QStringLiteral("message"), QStringLiteral("no space") },
            { QStringLiteral("type"), QStringLiteral("Warning") },
            { QStringLiteral("lastTimestamp"), QStringLiteral("2026-11-29T10:00:00Z") } });

        const Run status
            = run(StoragePlanner::status(sampleProject(), QStringLiteral("scratch"), o, &findings), cluster);
        QVERIFY(status.result.ok);
        const QString statusText = status.output.join(QLatin1Char('\n'));
        QVERIFY2(statusText.contains(QStringLiteral("claim scratch: ")), qPrintable(statusText));

        Plan wait = StoragePlanner::wait(sampleProject(), QStringLiteral("scratch"), o, 2, &findings);
        wait.steps.last().monitor.intervalMs = 200;
        const Run waited = run(wait, cluster);
        QCOMPARE(waited.result.ok, ok);
        const QString text
            = waited.output.join(QLatin1Char('\n')) + QLatin1Char('\n') + waited.result.message;
        QVERIFY2(text.contains(expected), qPrintable(text));
        if (!ok)
            QCOMPARE(waited.result.failedStep, wait.indexOf(QStringLiteral("wait")));
        else
            QCOMPARE(waited.states.last(), StepState::Skipped);
    }

    void diffBeforeDeploy_data()
    {
        QTest::addColumn<int>("major");
        QTest::newRow("helm3") << 3;
        QTest::newRow("helm4") << 4;
    }
    void diffBeforeDeploy()
    {
        QFETCH(int, major);
        TestUtil::ClusterFixture cluster(major);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        cluster.addStorageClass(QStringLiteral("longhorn"), QStringLiteral("Immediate"), false);
        const DeployOptions o = options(cluster);

        // a first deploy shows everything as added
        const DiffResult first = diff(sampleProject(), o, cluster);
        QVERIFY2(first.ok, qPrintable(first.errorText));
        QVERIFY(first.diff.added > 0);
        QCOMPARE(first.diff.changed + first.diff.removed, 0);
        QVERIFY(first.diff.text().contains(QStringLiteral("+kind: Deployment"))
            || first.diff.text().contains(QStringLiteral("+  kind: Deployment"))
            || first.diff.text().contains(QStringLiteral("kind: Deployment")));
        QVERIFY(!first.diff.text().contains(canary()));

        QVERIFY(deployed(cluster, sampleProject(), QStringLiteral("shop"), o));
        // the same project and deployment id: nothing to change
        const DiffResult same = diff(sampleProject(), o, cluster);
        QVERIFY2(same.ok, qPrintable(same.errorText));
        QVERIFY2(!same.diff.hasChanges(), qPrintable(same.diff.text()));

        // a redeploy of the unchanged project (a new deployment id, as every deploy has): the diff pins
        // the ids to the live ones, as Dokku's preview does, so it is empty, and one line says the roll
        DeployOptions later = o;
        later.deploymentId = QStringLiteral("1700000555");
        const DiffResult rolled = diff(sampleProject(), later, cluster);
        QVERIFY2(rolled.ok, qPrintable(rolled.errorText));
        QVERIFY2(!rolled.diff.hasChanges(), qPrintable(rolled.diff.text()));
        QVERIFY(!rolled.diff.text().contains(QStringLiteral("1700000555")));
        QCOMPARE(rolled.rollNote,
            QStringLiteral("A deploy rolls the pods of web, worker (a new deployment id), also when nothing "
                           "above changes."));
        // a targeted restart pins the others only: the restarted process shows its new id
        DeployOptions restart = later;
        restart.restartProcesses = QStringList { QStringLiteral("worker") };
        const DiffResult restarted = diff(sampleProject(), restart, cluster);
        QVERIFY2(restarted.ok, qPrintable(restarted.errorText));
        QVERIFY2(restarted.diff.changed == 1, qPrintable(restarted.diff.text()));
        QVERIFY(restarted.diff.text().contains(
            QStringLiteral("+        helmdeck.dev/deployment-id: \"1700000555\"")));
        QVERIFY(restarted.rollNote.contains(QStringLiteral("pods of worker ")));

        // a new secret value and more replicas: the Secret shows a masked change, the Deployment a hunk
        Project changed = sampleProject();
        const QString newSecret = QStringLiteral("second-canary-55aa");
        changed.apps[0].env[1].value = newSecret;
        changed.apps[0].processes[0].replicas = 3;
        changed.apps[0].env[0].value = QStringLiteral("0700");
        const DiffResult after = diff(changed, o, cluster);
        QVERIFY2(after.ok, qPrintable(after.errorText));
        const QString text = after.diff.text();
        // the Secret, and every pod template of the app: the env's checksum/config annotation rolls them
        // (docs/chart-values.md); the web Deployment also by its replicas
        QVERIFY2(after.diff.changed == 4, qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("checksum/config")));
        QVERIFY2(text.contains(QStringLiteral("(changed)")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("-  replicas: 2")));
        QVERIFY(text.contains(QStringLiteral("+  replicas: 3")));
        // the env value that is not secret reads in clear, decoded; the secret one stays masked
        QVERIFY2(text.contains(QStringLiteral("-  \"MODE\": \"0755\"")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("+  \"MODE\": \"0700\"")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("\"TOKEN\": \"\u2022\u2022\u2022\u2022\" (changed)")),
            qPrintable(text));
        for (const QString &secret : { canary(), newSecret }) {
            QVERIFY(!text.contains(secret));
            QVERIFY(!text.contains(QString::fromLatin1(secret.toUtf8().toBase64())));
        }
    }
};

QTEST_GUILESS_MAIN(TestLifecycle)
#include "tst_lifecycle.moc"
