// SPDX-License-Identifier: GPL-3.0-or-later
// Deploy plans against the cluster fake: order, flags, the prune patch, stable cron names,
// targeted restarts, dry-run text. Helm 3 and Helm 4 (their flags differ).
#include "deployfixtures.h"

#include "deploy/deployplanner.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

#include <functional>

using namespace HelmDeck;
using namespace DeployFixtures;

class TestDeployPlan : public QObject
{
    Q_OBJECT

private:
    static void addHelmRows()
    {
        QTest::addColumn<int>("major");
        QTest::newRow("helm3") << 3;
        QTest::newRow("helm4") << 4;
    }

    /** Deploys sampleProject() (or @p project) once; QVERIFYs success. */
    static bool deployOnce(
        TestUtil::ClusterFixture &cluster, const Project &project, const DeployOptions &o, Run *out = nullptr)
    {
        Findings findings;
        const Plan plan = DeployPlanner::deploy(project, QStringLiteral("shop"), o, &findings);
        if (hasErrors(findings)) {
            qWarning() << "findings:" << findings.first().toString();
            return false;
        }
        const Run r = run(plan, cluster);
        if (out)
            *out = r;
        if (!r.result.ok)
            qWarning() << "deploy failed:" << r.result.message;
        return r.result.ok && r.finishedCount == 1;
    }

    /**
     * Replaces the live CronJob @p from of namespace shop by a copy named @p to whose annotations
     * @p edit rewrote (a CronJob an earlier version, a user or Dokku made); false when it failed.
     */
    static bool replaceLiveCronJob(TestUtil::ClusterFixture &cluster, const QString &from, const QString &to,
        const std::function<void(QJsonObject *annotations)> &edit)
    {
        QJsonObject cronJob = cluster.object(QStringLiteral("shop"), QStringLiteral("CronJob"), from);
        if (cronJob.isEmpty())
            return false;
        QJsonObject metadata = cronJob[QStringLiteral("metadata")].toObject();
        metadata[QStringLiteral("name")] = to;
        QJsonObject annotations = metadata[QStringLiteral("annotations")].toObject();
        edit(&annotations);
        metadata[QStringLiteral("annotations")] = annotations;
        cronJob[QStringLiteral("metadata")] = metadata;
        const auto removed = cluster.run(QStringLiteral("kubectl"),
            { QStringLiteral("delete"), QStringLiteral("cronjob"), from, QStringLiteral("-n"),
                QStringLiteral("shop") });
        if (removed.exitCode != 0)
            return false;
        cluster.addObject(cronJob);
        return true;
    }

private Q_SLOTS:
    void initTestCase() { qRegisterMetaType<HelmDeck::RunResult>(); }

    void orderAndFlags_data()
    {
        QTest::addColumn<int>("major");
        QTest::addColumn<bool>("rollback");
        QTest::newRow("helm3") << 3 << false;
        QTest::newRow("helm3 rollback-on-failure") << 3 << true;
        QTest::newRow("helm4") << 4 << false;
        QTest::newRow("helm4 rollback-on-failure") << 4 << true;
    }
    void orderAndFlags()
    {
        QFETCH(int, major);
        QFETCH(bool, rollback);
        TestUtil::ClusterFixture cluster(major);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        cluster.addStorageClass(QStringLiteral("longhorn"), QStringLiteral("Immediate"), false);
        Project project = sampleProject();
        project.apps[0].rollbackOnFailure = rollback;
        project.apps[0].deployTimeoutSeconds = 120;
        const DeployOptions o = options(cluster);
        QCOMPARE(o.helm.major, major);
        cluster.clearCalls();

        Findings findings;
        const Plan plan = DeployPlanner::deploy(project, QStringLiteral("shop"), o, &findings);
        QVERIFY(!hasErrors(findings));
        QVERIFY2(cluster.calls().isEmpty(), "planning must not call the cluster");
        const Run r = run(plan, cluster);
        QVERIFY2(r.result.ok, qPrintable(r.result.message));
        QCOMPARE(r.finishedCount, 1);

        // the exact order of docs/architecture.md §3, ignoring the pod polls that run beside the app install
        QStringList calls;
        for (const QString &c : allCommandLines(cluster)) {
            if (!c.contains(QStringLiteral(" get pods ")))
                calls.append(c);
        }
        const QStringList expectedPrefixes {
            QStringLiteral("kubectl --context test get namespace shop --ignore-not-found -o json"),
            major == 4 ? QStringLiteral("helm list -o json --kube-context test --namespace shop")
                       : QStringLiteral("helm list --all -o json --kube-context test --namespace shop"),
            QStringLiteral("kubectl --context test get storageclass -o json"),
            QStringLiteral("kubectl --context test --namespace shop get cronjobs -l "
                           "app.kubernetes.io/part-of=shop -o json"),
            QStringLiteral("kubectl --context test apply -f -"),
            QStringLiteral("helm upgrade --install config-shop "),
            QStringLiteral("helm uninstall tls-shop --ignore-not-found --kube-context test --namespace shop"),
            QStringLiteral(
                "helm uninstall pull-secret-shop --ignore-not-found --kube-context test --namespace shop"),
            QStringLiteral("kubectl --context test --namespace shop get deployments -l "
                           "app.kubernetes.io/part-of=shop -o json"),
            QStringLiteral("helm upgrade --install shop "),
            QStringLiteral("kubectl --context test --namespace shop get deployments -l "
                           "app.kubernetes.io/part-of=shop -o json"),
        };
        QCOMPARE(calls.size(), expectedPrefixes.size());
        for (int i = 0; i < calls.size(); ++i)
            QVERIFY2(calls.at(i).startsWith(expectedPrefixes.at(i)), qPrintable(calls.at(i)));

        // every call names the context and namespace explicitly
        for (const QString &c : std::as_const(calls)) {
            if (c.startsWith(QStringLiteral("helm ")))
                QVERIFY2(c.contains(QStringLiteral("--kube-context test --namespace shop")), qPrintable(c));
            else
                QVERIFY2(c.startsWith(QStringLiteral("kubectl --context test ")), qPrintable(c));
        }

        const QString app = calls.at(9);
        QVERIFY(app.contains(QStringLiteral(" --history-max 10 ")));
        QVERIFY(app.contains(QStringLiteral(" --timeout 120s ")));
        QVERIFY(app.contains(QStringLiteral(" --cleanup-on-fail")));
        const QString wait = major >= 4 ? QStringLiteral(" --wait=watcher ") : QStringLiteral(" --wait ");
        QVERIFY2(app.contains(wait), qPrintable(app));
        const QString atomicFlag
            = major >= 4 ? QStringLiteral("--rollback-on-failure") : QStringLiteral("--atomic");
        QCOMPARE(app.contains(atomicFlag), rollback);
        QVERIFY(
            !app.contains(major >= 4 ? QStringLiteral("--atomic") : QStringLiteral("--rollback-on-failure")));
        QVERIFY(calls.at(5).contains(QStringLiteral(" --history-max 10 ")));
        QVERIFY(!calls.at(5).contains(QStringLiteral("--wait")));

        // the namespace is labelled as managed by HelmDeck
        const auto applies = cluster.callsOf(QStringLiteral("kubectl"));
        QByteArray namespaceJson;
        for (const auto &c : applies) {
            if (c.argv.contains(QStringLiteral("apply")))
                namespaceJson = c.stdinData;
        }
        const QJsonObject ns = QJsonDocument::fromJson(namespaceJson).object();
        QCOMPARE(ns.value(QStringLiteral("kind")).toString(), QStringLiteral("Namespace"));
        QCOMPARE(ns[QStringLiteral("metadata")][QStringLiteral("labels")]
                   [QStringLiteral("app.kubernetes.io/managed-by")]
                       .toString(),
            QStringLiteral("helmdeck"));
        QVERIFY(
            cluster.state().value(QStringLiteral("namespaces")).toObject().contains(QStringLiteral("shop")));

        // the env reached helm only through a 0600 file that is gone now
        const auto helmCalls = cluster.callsOf(QStringLiteral("helm"));
        const auto configCall = helmCalls.at(1); // after the lock check's helm list
        QCOMPARE(configCall.valuesFiles.size(), 1);
        const QJsonObject values = configCall.valuesFiles.at(0).toObject();
        QCOMPARE(values.value(QStringLiteral("mode")).toString(), QStringLiteral("0600"));
        QVERIFY(values.value(QStringLiteral("exists")).toBool());
        QVERIFY(!QFileInfo::exists(values.value(QStringLiteral("path")).toString()));

        // the canary secret is in no argv, stdin or output line; the Secret itself has it
        for (const auto &c : cluster.calls()) {
            QVERIFY(!c.argv.join(QLatin1Char(' ')).contains(canary()));
            QVERIFY(!c.stdinData.contains(canary().toUtf8()));
        }
        QVERIFY(!r.output.join(QLatin1Char('\n')).contains(canary()));
        QVERIFY(!r.result.message.contains(canary()));
        const QJsonObject secret
            = cluster.object(QStringLiteral("shop"), QStringLiteral("Secret"), QStringLiteral("config-shop"));
        QCOMPARE(QByteArray::fromBase64(
                     secret[QStringLiteral("data")][QStringLiteral("TOKEN")].toString().toLatin1()),
            canary().toUtf8());
        QCOMPARE(QByteArray::fromBase64(
                     secret[QStringLiteral("data")][QStringLiteral("MODE")].toString().toLatin1()),
            QByteArrayLiteral("0755"));

        // the report: ready replicas per process type and the URL
        const QString output = r.output.join(QLatin1Char('\n'));
        QVERIFY2(output.contains(QStringLiteral("report: web: 2/2 ready")), qPrintable(output));
        QVERIFY(output.contains(QStringLiteral("report: worker: 1/1 ready")));
        QVERIFY(output.contains(QStringLiteral("http://shop.example.com/")));
        QCOMPARE(cluster.release(QStringLiteral("shop"), QStringLiteral("shop")).size(), 1);
        QCOMPARE(cluster.release(QStringLiteral("shop"), QStringLiteral("config-shop")).size(), 1);
    }

    void pullSecretFromCredentials_data() { addHelmRows(); }
    void pullSecretFromCredentials()
    {
        QFETCH(int, major);
        TestUtil::ClusterFixture cluster(major);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        cluster.addStorageClass(QStringLiteral("longhorn"), QStringLiteral("Immediate"), false);
        Project project = sampleProject();
        project.apps[0].pullSecret.mode = PullSecretSettings::Mode::FromCredentials;
        project.apps[0].imagePullSecrets.clear();
        DeployOptions o = options(cluster);
        const QByteArray password = QByteArrayLiteral("registry-canary-91c2");
        o.pullSecretPayloads.insert(QStringLiteral("shop"),
            QByteArrayLiteral("{\"auths\":{\"registry.example.com\":{\"auth\":\"")
                + QByteArray("me:" + password).toBase64() + QByteArrayLiteral("\"}}}"));
        Run r;
        QVERIFY(deployOnce(cluster, project, o, &r));
        QCOMPARE(cluster.release(QStringLiteral("shop"), QStringLiteral("pull-secret-shop")).size(), 1);
        const QJsonObject deployment = cluster.object(
            QStringLiteral("shop"), QStringLiteral("Deployment"), QStringLiteral("shop-web"));
        const QJsonArray secrets = deployment[QStringLiteral("spec")][QStringLiteral("template")]
                                             [QStringLiteral("spec")][QStringLiteral("imagePullSecrets")]
                                                 .toArray();
        QCOMPARE(secrets.size(), 1);
        QCOMPARE(secrets.at(0)[QStringLiteral("name")].toString(), QStringLiteral("pull-secret-shop"));
        for (const auto &c : cluster.calls())
            QVERIFY(
                !c.argv.join(QLatin1Char(' ')).toUtf8().contains(QByteArray("me:" + password).toBase64()));
        QVERIFY(!r.output.join(QLatin1Char('\n')).toUtf8().contains(password));

        // switching to named secrets uninstalls the release on the next deploy
        project.apps[0].pullSecret.mode = PullSecretSettings::Mode::NamedSecrets;
        project.apps[0].imagePullSecrets = QStringList { QStringLiteral("regcred") };
        o.pullSecretPayloads.clear();
        QVERIFY(deployOnce(cluster, project, o));
        QVERIFY(cluster.release(QStringLiteral("shop"), QStringLiteral("pull-secret-shop")).isEmpty());
    }

    void pruneLeakedPullSecrets_data()
    {
        QTest::addColumn<int>("major");
        QTest::addColumn<bool>("none");
        QTest::addColumn<QString>("body");
        const QString keep = QStringLiteral(
            "{\"spec\":{\"template\":{\"spec\":{\"imagePullSecrets\":[{\"name\":\"regcred\"}]}}}}");
        const QString drop
            = QStringLiteral("{\"spec\":{\"template\":{\"spec\":{\"imagePullSecrets\":null}}}}");
        QTest::newRow("helm3 keep regcred") << 3 << false << keep;
        QTest::newRow("helm4 keep regcred") << 4 << false << keep;
        QTest::newRow("helm4 mode none") << 4 << true << drop;
    }
    void pruneLeakedPullSecrets()
    {
        QFETCH(int, major);
        QFETCH(bool, none);
        QFETCH(QString, body);
        TestUtil::ClusterFixture cluster(major);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        cluster.addStorageClass(QStringLiteral("longhorn"), QStringLiteral("Immediate"), false);
        Project project = sampleProject();
        const DeployOptions o = options(cluster);
        QVERIFY(deployOnce(cluster, project, o));

        // someone (an older tool, a strategic merge) left a second name on the web Deployment
        QJsonObject web = cluster.object(
            QStringLiteral("shop"), QStringLiteral("Deployment"), QStringLiteral("shop-web"));
        QJsonObject spec = web[QStringLiteral("spec")].toObject();
        QJsonObject tmpl = spec[QStringLiteral("template")].toObject();
        QJsonObject podSpec = tmpl[QStringLiteral("spec")].toObject();
        podSpec[QStringLiteral("imagePullSecrets")]
            = QJsonArray { QJsonObject { { QStringLiteral("name"), QStringLiteral("regcred") } },
                  QJsonObject { { QStringLiteral("name"), QStringLiteral("leaked") } } };
        tmpl[QStringLiteral("spec")] = podSpec;
        spec[QStringLiteral("template")] = tmpl;
        web[QStringLiteral("spec")] = spec;
        cluster.addObject(web);
        cluster.clearCalls();

        if (none) {
            project.apps[0].pullSecret.mode = PullSecretSettings::Mode::None;
            project.apps[0].imagePullSecrets.clear();
        }
        QVERIFY(deployOnce(cluster, project, o));
        QStringList patches;
        for (const QString &c : commandLines(cluster, QStringLiteral("kubectl"))) {
            if (c.contains(QStringLiteral(" patch ")))
                patches.append(c);
        }
        QCOMPARE(patches.size(), 1);
        const QString expected
            = QStringLiteral("--context test --namespace shop patch deployment shop-web%1 --type merge -p ")
                  .arg(none ? QStringLiteral(" shop-worker") : QString())
            + body;
        QCOMPARE(patches.first(), expected);

        const QJsonObject after = cluster.object(
            QStringLiteral("shop"), QStringLiteral("Deployment"), QStringLiteral("shop-web"));
        const QJsonArray live = after[QStringLiteral("spec")][QStringLiteral("template")]
                                     [QStringLiteral("spec")][QStringLiteral("imagePullSecrets")]
                                         .toArray();
        QCOMPARE(live.size(), none ? 0 : 1);
        if (!none)
            QCOMPARE(live.at(0)[QStringLiteral("name")].toString(), QStringLiteral("regcred"));
    }

    // A live CronJob keeps its name: one an earlier version (or a user) named, and one Dokku's
    // scheduler-k3s made, found by dokku.com/cron-id (base36 of "<app>===<command>===<schedule>") and
    // dokku.com/job-suffix.
    void cronNamesAreReused_data()
    {
        QTest::addColumn<int>("major");
        QTest::addColumn<bool>("dokku");
        for (const int major : { 3, 4 }) {
            QTest::addRow("helm%d, a CronJob under another suffix", major) << major << false;
            QTest::addRow("helm%d, a CronJob Dokku made", major) << major << true;
        }
    }
    void cronNamesAreReused()
    {
        QFETCH(int, major);
        QFETCH(bool, dokku);
        TestUtil::ClusterFixture cluster(major);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        cluster.addStorageClass(QStringLiteral("longhorn"), QStringLiteral("Immediate"), false);
        Project project = sampleProject();
        const DeployOptions o = options(cluster);
        QVERIFY(deployOnce(cluster, project, o));
        const CronTask task = project.apps[0].cron.first();
        const QString derived = QStringLiteral("shop-cron-") + task.shortId();
        QVERIFY(!cluster.object(QStringLiteral("shop"), QStringLiteral("CronJob"), derived).isEmpty());

        // a live CronJob for the same task under another suffix (made by an earlier version, by hand, or
        // by Dokku with its own annotations only)
        const QString live
            = dokku ? QStringLiteral("shop-cron-0a1b2c3d4e") : QStringLiteral("shop-cron-abcdef0123");
        const QString dokkuId = task.dokkuCronId(QStringLiteral("shop"));
        QVERIFY(replaceLiveCronJob(cluster, derived, live, [&](QJsonObject *annotations) {
            const QString suffix = live.mid(QStringLiteral("shop-cron-").size());
            if (!dokku) {
                annotations->insert(QStringLiteral("helmdeck.dev/job-suffix"), suffix);
                return;
            }
            annotations->remove(QStringLiteral("helmdeck.dev/cron-id"));
            annotations->remove(QStringLiteral("helmdeck.dev/job-suffix"));
            annotations->insert(QStringLiteral("dokku.com/cron-id"), dokkuId);
            annotations->insert(QStringLiteral("dokku.com/job-suffix"), suffix);
        }));

        // deploy again with one more task: the old task keeps the live name, the new one gets its own
        CronTask report;
        report.command = QStringLiteral("bin/report");
        report.schedule = QStringLiteral("@daily");
        project.apps[0].cron.append(report);
        QVERIFY(deployOnce(cluster, project, o));
        const QJsonArray revisions = cluster.release(QStringLiteral("shop"), QStringLiteral("shop"));
        QCOMPARE(revisions.size(), 2);
        const QString manifest = revisions.last()[QStringLiteral("manifest")].toString();
        QVERIFY2(!document(manifest, QStringLiteral("CronJob"), live).isEmpty(), qPrintable(manifest));
        QVERIFY(document(manifest, QStringLiteral("CronJob"), derived).isEmpty());
        QVERIFY(
            !document(manifest, QStringLiteral("CronJob"), QStringLiteral("shop-cron-") + report.shortId())
                 .isEmpty());

        // a changed task is a new task: new id, new name
        project.apps[0].cron[0].schedule = QStringLiteral("*/10 * * * *");
        QVERIFY(deployOnce(cluster, project, o));
        const QString third = cluster.release(QStringLiteral("shop"), QStringLiteral("shop"))
                                  .last()[QStringLiteral("manifest")]
                                  .toString();
        QVERIFY(document(third, QStringLiteral("CronJob"), live).isEmpty());
        QVERIFY(!document(third, QStringLiteral("CronJob"),
            QStringLiteral("shop-cron-") + project.apps[0].cron[0].shortId())
                     .isEmpty());
    }

    void restartOneProcess_data() { addHelmRows(); }
    void restartOneProcess()
    {
        QFETCH(int, major);
        TestUtil::ClusterFixture cluster(major);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        cluster.addStorageClass(QStringLiteral("longhorn"), QStringLiteral("Immediate"), false);
        const Project project = sampleProject();
        DeployOptions o = options(cluster);
        QVERIFY(deployOnce(cluster, project, o));
        auto idOf = [&](const QString &deployment) {
            const QJsonObject d
                = cluster.object(QStringLiteral("shop"), QStringLiteral("Deployment"), deployment);
            return d[QStringLiteral("spec")][QStringLiteral("template")][QStringLiteral("metadata")]
                    [QStringLiteral("annotations")][QStringLiteral("helmdeck.dev/deployment-id")]
                        .toString();
        };
        QCOMPARE(idOf(QStringLiteral("shop-web")), QStringLiteral("1700000000"));
        const QJsonObject workerBefore = cluster.object(
            QStringLiteral("shop"), QStringLiteral("Deployment"), QStringLiteral("shop-worker"));

        o.deploymentId = QStringLiteral("1700000999");
        o.restartProcesses = QStringList { QStringLiteral("web") };
        QVERIFY(deployOnce(cluster, project, o));
        QCOMPARE(idOf(QStringLiteral("shop-web")), QStringLiteral("1700000999"));
        QCOMPARE(idOf(QStringLiteral("shop-worker")), QStringLiteral("1700000000"));
        // the worker's pod template is byte-identical, so it does not roll
        const QJsonObject workerAfter = cluster.object(
            QStringLiteral("shop"), QStringLiteral("Deployment"), QStringLiteral("shop-worker"));
        QCOMPARE(workerAfter.value(QStringLiteral("spec")).toObject().value(QStringLiteral("template")),
            workerBefore.value(QStringLiteral("spec")).toObject().value(QStringLiteral("template")));

        // an unknown process type is refused before anything runs
        o.restartProcesses = QStringList { QStringLiteral("nope") };
        Findings findings;
        const Plan refused = DeployPlanner::deploy(project, QStringLiteral("shop"), o, &findings);
        QVERIFY(refused.steps.isEmpty());
        QVERIFY(hasErrors(findings));
        QVERIFY(findings.first().message.contains(QStringLiteral("nope")));
    }

    void dryRunText()
    {
        TestUtil::ClusterFixture cluster(4);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        const DeployOptions o = options(cluster);
        cluster.clearCalls();
        Findings findings;
        const Plan plan = DeployPlanner::deploy(sampleProject(), QStringLiteral("shop"), o, &findings);
        const QStringList lines = plan.describe().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.first(), QStringLiteral("Deploy shop to test/shop"));
        const QStringList titles { QStringLiteral("1. Preflight checks"),
            QStringLiteral("2. Reach the cluster of test: "),
            QStringLiteral("3. Check that no release of shop is locked: "),
            QStringLiteral("4. Check storage classes: "), QStringLiteral("5. Read live CronJobs of shop: "),
            QStringLiteral("6. Ensure namespace shop: "), QStringLiteral("7. Install config-shop: "),
            QStringLiteral("8. Uninstall tls-shop (not needed): "),
            QStringLiteral("9. Uninstall pull-secret-shop (not needed): "),
            QStringLiteral("10. Read live Deployments of shop: "),
            QStringLiteral("11. Prune imagePullSecrets of live Deployments: "),
            QStringLiteral("12. Install shop and wait: "), QStringLiteral("13. Report: "),
            // the cleanup after a failure (docs/deploy.md "Recovering"), skipped when the deploy succeeds
            QStringLiteral("14. Cleanup: read the releases of shop (also after a failure or cancel): "),
            QStringLiteral("15. Cleanup: uninstall the releases whose first install failed (also after"),
            QStringLiteral("16. Cleanup: read the history of shop (also after a failure or cancel): "),
            QStringLiteral("17. Cleanup: roll shop back to its last deployed revision (also after"),
            QStringLiteral("18. Summary of changes (also after a failure or cancel)") };
        QCOMPARE(lines.size(), titles.size() + 1);
        for (int i = 0; i < titles.size(); ++i)
            QVERIFY2(lines.at(i + 1).startsWith(titles.at(i)), qPrintable(lines.at(i + 1)));
        QVERIFY(lines.at(7).contains(QStringLiteral("upgrade --install config-shop")));
        QVERIFY(lines.at(11).contains(QStringLiteral("imagePullSecrets")));
        QVERIFY(!plan.describe().contains(canary()));
        QVERIFY2(cluster.calls().isEmpty(), "describing a plan must not run anything");
    }

    void preflightBlocksBeforeAnyCall_data()
    {
        QTest::addColumn<QString>("image");
        QTest::addColumn<QString>("expected");
        QTest::newRow("local-only tag") << QStringLiteral("shop:1") << QStringLiteral("names no registry");
        QTest::newRow("no image") << QString() << QStringLiteral("has no image");
    }
    void preflightBlocksBeforeAnyCall()
    {
        QFETCH(QString, image);
        QFETCH(QString, expected);
        TestUtil::ClusterFixture cluster(3);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        Project project = sampleProject();
        project.apps[0].image = image;
        const DeployOptions o = options(cluster);
        cluster.clearCalls();
        Findings findings;
        const Plan plan = DeployPlanner::deploy(project, QStringLiteral("shop"), o, &findings);
        QVERIFY(hasErrors(findings));
        bool named = false;
        for (const Finding &f : std::as_const(findings))
            named = named
                || (f.message.contains(expected) && f.fieldPath == QStringLiteral("apps[shop].image"));
        QVERIFY2(named, qPrintable(findings.first().toString()));
        const Run r = run(plan, cluster);
        QVERIFY(!r.result.ok);
        QCOMPARE(r.result.failedStep, 0);
        QVERIFY(cluster.calls().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestDeployPlan)
#include "tst_deployplan.moc"
