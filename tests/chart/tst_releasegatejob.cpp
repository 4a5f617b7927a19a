// SPDX-License-Identifier: GPL-3.0-or-later
// The release gate Job: it runs, pods wait for it, its role, metadata, schema, names, and when there is none.
#include "releasegatetest.h"

using namespace ReleaseGateTest;

class TestReleaseGateJob : public ReleaseGateTestBase
{
    Q_OBJECT
private Q_SLOTS:
    void gateJobRuns_data() { majors_data(); }
    void gateJobRuns();
    void everyPodWaitsForTheJob_data() { majors_data(); }
    void everyPodWaitsForTheJob();
    void roleAllowsOnlyGetOnTheJob_data() { majors_data(); }
    void roleAllowsOnlyGetOnTheJob();
    void releaseJobHasTheAppsSecurityAndMetadata_data() { majors_data(); }
    void releaseJobHasTheAppsSecurityAndMetadata();
    void gatedChartIsSchemaValid_data() { majors_data(); }
    void gatedChartIsSchemaValid();
    void noGateWithoutCommands_data() { majors_data(); }
    void noGateWithoutCommands();
    void predeployAloneIsTheContainer();
    void releaseProcessIsNeverADeployment();
    void jobName_data();
    void jobName();
};

void TestReleaseGateJob::gateJobRuns()
{
    QFETCH(int, major);
    RenderResult r;
    if (!renderGated(major, &r))
        return;
    const App app = gatedApp();
    const QString jobName = jobNameOf(app);
    QVERIFY(jobName.startsWith(QLatin1String("shop-release-")));
    QCOMPARE(jobName.size(), QStringLiteral("shop-release-").size() + 10);
    const QList<Manifest> jobs = r.manifests.ofKind(QStringLiteral("Job"));
    QCOMPARE(jobs.size(), 1);
    const Manifest &job = jobs.first();
    QCOMPARE(job.name, jobName);
    const YAML::Node doc = load(job);
    QVERIFY2(
        !doc["metadata"]["annotations"] || !doc["metadata"]["annotations"]["helm.sh/hook"], "no Helm hooks");
    QCOMPARE(s(at(doc, QStringLiteral("spec.backoffLimit"))), QStringLiteral("1"));
    QVERIFY2(!doc["spec"]["ttlSecondsAfterFinished"], "a later pod must still find the Job");
    const YAML::Node pod = podSpec(job);
    QCOMPARE(s(pod["restartPolicy"]), QStringLiteral("Never"));
    QCOMPARE(s(pod["automountServiceAccountToken"]), QStringLiteral("false"));
    // predeploy first (an init container), then release: Dokku's order
    QCOMPARE(s(pod["initContainers"][0]["name"]), QStringLiteral("shop-predeploy"));
    QCOMPARE(s(pod["initContainers"][0]["args"][3]), QStringLiteral("--deploy"));
    QCOMPARE(s(pod["containers"][0]["name"]), QStringLiteral("shop-release"));
    QCOMPARE(s(pod["containers"][0]["image"]), app.image);
    QStringList args;
    for (const auto &a : pod["containers"][0]["args"])
        args << s(a);
    QCOMPARE(args,
        (QStringList { QStringLiteral("python"), QStringLiteral("manage.py"), QStringLiteral("migrate"),
            QStringLiteral("--noinput") }));
    QCOMPARE(s(pod["containers"][0]["envFrom"][0]["secretRef"]["name"]), QStringLiteral("config-shop"));
}

void TestReleaseGateJob::everyPodWaitsForTheJob()
{
    QFETCH(int, major);
    RenderResult r;
    if (!renderGated(major, &r))
        return;
    const QString jobName = jobNameOf(gatedApp());
    int pods = 0;
    for (const Manifest &m : r.manifests.forRelease(QStringLiteral("shop"))) {
        if (m.kind != QLatin1String("Deployment") && m.kind != QLatin1String("CronJob"))
            continue;
        ++pods;
        const YAML::Node pod = podSpec(m);
        QVERIFY2(pod, qPrintable(m.name));
        QCOMPARE(s(pod["automountServiceAccountToken"]), QStringLiteral("false"));
        QCOMPARE(pod["initContainers"].size(), std::size_t(1));
        const YAML::Node wait = pod["initContainers"][0];
        QCOMPARE(s(wait["name"]), QStringLiteral("release-wait"));
        QCOMPARE(s(wait["image"]), ReleaseSettings::defaultWaitImage());
        QString job;
        for (const auto &e : wait["env"]) {
            if (s(e["name"]) == QLatin1String("RELEASE_JOB"))
                job = s(e["value"]);
        }
        QCOMPARE(job, jobName);
        QCOMPARE(s(wait["volumeMounts"][0]["mountPath"]),
            QStringLiteral("/var/run/secrets/kubernetes.io/serviceaccount"));
        // the token volume is projected, and no other container mounts it
        const QString tokenVolume = s(wait["volumeMounts"][0]["name"]);
        bool projected = false;
        for (const auto &v : pod["volumes"]) {
            if (s(v["name"]) == tokenVolume)
                projected = s(v["projected"]["sources"][0]["serviceAccountToken"]["path"])
                    == QLatin1String("token");
        }
        QVERIFY2(projected, qPrintable(m.name));
        for (const auto &c : pod["containers"]) {
            for (const auto &vm : c["volumeMounts"])
                QVERIFY2(s(vm["name"]) != tokenVolume, qPrintable(m.name));
        }
    }
    QCOMPARE(pods, 5); // web, worker, metrics, two cron tasks
}

void TestReleaseGateJob::roleAllowsOnlyGetOnTheJob()
{
    QFETCH(int, major);
    RenderResult r;
    if (!renderGated(major, &r))
        return;
    const Manifest *role = r.manifests.find(QStringLiteral("Role"), QStringLiteral("shop-release-wait"));
    QVERIFY(role);
    const YAML::Node rules = load(*role)["rules"];
    QCOMPARE(rules.size(), std::size_t(1));
    QCOMPARE(s(rules[0]["apiGroups"][0]), QStringLiteral("batch"));
    QCOMPARE(s(rules[0]["resources"][0]), QStringLiteral("jobs"));
    QCOMPARE(rules[0]["verbs"].size(), std::size_t(1));
    QCOMPARE(s(rules[0]["verbs"][0]), QStringLiteral("get"));
    QCOMPARE(rules[0]["resourceNames"].size(), std::size_t(1));
    QCOMPARE(s(rules[0]["resourceNames"][0]), jobNameOf(gatedApp()));
    const Manifest *binding
        = r.manifests.find(QStringLiteral("RoleBinding"), QStringLiteral("shop-release-wait"));
    QVERIFY(binding);
    const YAML::Node b = load(*binding);
    QCOMPARE(s(b["roleRef"]["name"]), QStringLiteral("shop-release-wait"));
    QCOMPARE(s(b["subjects"][0]["name"]), QStringLiteral("shop"));
    QCOMPARE(s(b["subjects"][0]["namespace"]), QStringLiteral("shop-prod"));
}

void TestReleaseGateJob::releaseJobHasTheAppsSecurityAndMetadata()
{
    QFETCH(int, major);
    App app = gatedApp();
    app.security.runAsNonRoot = true;
    app.security.readOnlyRootFilesystem = true;
    app.security.addCapabilities = QStringList { QStringLiteral("NET_BIND_SERVICE") };
    app.metadata.kinds.insert(QStringLiteral("job"),
        KindMetadata { { { QStringLiteral("team"), QStringLiteral("db") } },
            { { QStringLiteral("example.com/owner"), QStringLiteral("ops") } } });
    app.metadata.kinds.insert(QStringLiteral("pod"),
        KindMetadata { { { QStringLiteral("tier"), QStringLiteral("release") } },
            { { QStringLiteral("example.com/pod-note"), QStringLiteral("gate") } } });
    RenderResult r;
    if (!ChartFixtures::renderOrFail(major, ChartFixtures::project(app), &r))
        return;
    const QList<Manifest> jobs = r.manifests.ofKind(QStringLiteral("Job"));
    QCOMPARE(jobs.size(), 1);
    const YAML::Node doc = load(jobs.first());
    // the same settings the CronJobs get: the app's own (SecurityValues::settingsFor(app, ""))
    const YAML::Node security = valuesOf(app)["security"];
    const YAML::Node pod = podSpec(jobs.first());
    QCOMPARE(QString::fromStdString(YAML::Dump(pod["securityContext"])),
        QString::fromStdString(YAML::Dump(security["podSecurityContext"])));
    QCOMPARE(s(pod["securityContext"]["runAsNonRoot"]), QStringLiteral("true"));
    for (const YAML::Node &c : { pod["initContainers"][0], pod["containers"][0] }) {
        QVERIFY2(c["securityContext"], "predeploy and release containers both");
        QCOMPARE(QString::fromStdString(YAML::Dump(c["securityContext"])),
            QString::fromStdString(YAML::Dump(security["securityContext"])));
        QCOMPARE(s(c["securityContext"]["readOnlyRootFilesystem"]), QStringLiteral("true"));
        QCOMPARE(s(c["securityContext"]["capabilities"]["add"][0]), QStringLiteral("NET_BIND_SERVICE"));
    }
    QCOMPARE(s(pod["automountServiceAccountToken"]), QStringLiteral("false"));
    QCOMPARE(s(doc["metadata"]["labels"]["team"]), QStringLiteral("db"));
    QCOMPARE(s(doc["metadata"]["labels"]["helmdeck.dev/release-gate"]), QStringLiteral("true"));
    QCOMPARE(s(doc["metadata"]["annotations"]["example.com/owner"]), QStringLiteral("ops"));
    const YAML::Node podMeta = podMetadata(jobs.first());
    QCOMPARE(s(podMeta["labels"]["tier"]), QStringLiteral("release"));
    QCOMPARE(s(podMeta["annotations"]["example.com/pod-note"]), QStringLiteral("gate"));
    QVERIFY2(podMeta["annotations"]["checksum/config"], "the checksum stays");
    QVERIFY2(!podMeta["labels"]["team"], "the Job's labels stay on the Job");
    QString output;
    const int rc = ChartFixtures::validateSchema(r.manifests.toYaml(true).toUtf8(), &output);
    if (rc < 0)
        QFAIL(qPrintable(output));
    QVERIFY2(rc == 0, qPrintable(output));
}

void TestReleaseGateJob::gatedChartIsSchemaValid()
{
    QFETCH(int, major);
    App app = gatedApp();
    Project p = ChartFixtures::storageProject();
    p.apps.first().release = app.release;
    p.apps.first().predeploy = app.predeploy;
    RenderResult r;
    if (!ChartFixtures::renderOrFail(major, p, &r))
        return;
    QVERIFY(!r.manifests.ofKind(QStringLiteral("Job")).isEmpty());
    QString output;
    const int rc = ChartFixtures::validateSchema(r.manifests.toYaml(true).toUtf8(), &output);
    if (rc < 0)
        QFAIL(qPrintable(output));
    QVERIFY2(rc == 0, qPrintable(output));
    QVERIFY2(output.contains(QStringLiteral("ok: %1 documents valid").arg(r.manifests.documents().size())),
        qPrintable(output));
}

void TestReleaseGateJob::noGateWithoutCommands()
{
    QFETCH(int, major);
    RenderResult r;
    if (!ChartFixtures::renderOrFail(major, ChartFixtures::project(ChartFixtures::shopApp()), &r))
        return;
    QVERIFY(r.manifests.ofKind(QStringLiteral("Job")).isEmpty());
    QVERIFY(r.manifests.ofKind(QStringLiteral("Role")).isEmpty());
    QVERIFY(r.manifests.ofKind(QStringLiteral("RoleBinding")).isEmpty());
    for (const Manifest &m : r.manifests.ofKind(QStringLiteral("Deployment"))) {
        const YAML::Node pod = podSpec(m);
        QVERIFY2(!pod["initContainers"], qPrintable(m.name));
        QCOMPARE(s(pod["automountServiceAccountToken"]), QStringLiteral("false"));
    }
}

void TestReleaseGateJob::predeployAloneIsTheContainer()
{
    App app = ChartFixtures::shopApp();
    app.predeploy = QStringLiteral("./bin/prepare");
    const YAML::Node release = valuesOf(app)["release"];
    QCOMPARE(s(release["enabled"]), QStringLiteral("true"));
    QCOMPARE(s(release["containerName"]), QStringLiteral("shop-predeploy"));
    QCOMPARE(s(release["args"][0]), QStringLiteral("./bin/prepare"));
    QVERIFY(!release["predeploy"]);
}

void TestReleaseGateJob::releaseProcessIsNeverADeployment()
{
    // a model that still holds a "release" process (an old form state): the chart skips it
    App app = gatedApp();
    ProcessType release;
    release.name = QStringLiteral("release");
    release.command = QStringLiteral("python manage.py migrate");
    release.replicas = 1;
    app.processes.append(release);
    const YAML::Node processes = valuesOf(app)["processes"];
    QVERIFY(!processes["release"]);
    QVERIFY(processes["web"]);
}

void TestReleaseGateJob::jobName_data()
{
    QTest::addColumn<Change>("change");
    QTest::addColumn<bool>("sameName");
    QTest::newRow("identical inputs keep the name") << Change([](App *) {}) << true;
    QTest::newRow("a replicas change keeps the name")
        << Change([](App *a) { a->processes[0].replicas = 7; }) << true;
    QTest::newRow("a process command change keeps the name")
        << Change([](App *a) { a->processes[0].command = QStringLiteral("gunicorn app:other"); }) << true;
    QTest::newRow("a domain change keeps the name")
        << Change([](App *a) { a->domains.append(Domain(QStringLiteral("new.example.com"))); }) << true;
    QTest::newRow("a new wait image keeps the name")
        << Change([](App *a) { a->release.waitImage = QStringLiteral("example.com/kubectl:1"); }) << true;
    QTest::newRow("an image change gives a new name")
        << Change([](App *a) { a->image = QStringLiteral("registry.example.com:5000/shop/web:1.4.3"); })
        << false;
    QTest::newRow("a digest pin gives a new name")
        << Change([](App *a) { a->image += QStringLiteral("@sha256:") + QString(64, QLatin1Char('a')); })
        << false;
    QTest::newRow("a release command change gives a new name")
        << Change([](App *a) { a->release.command = QStringLiteral("python manage.py migrate app"); })
        << false;
    QTest::newRow("a predeploy change gives a new name")
        << Change([](App *a) { a->predeploy = QStringLiteral("true"); }) << false;
    QTest::newRow("an env value change gives a new name")
        << Change([](App *a) { a->env[0].value = QStringLiteral("postgres://db2/shop"); }) << false;
    QTest::newRow("a secret value change gives a new name")
        << Change([](App *a) { a->env[1].value = QStringLiteral("other"); }) << false;
    QTest::newRow("a backoff change gives a new name (the Job template is immutable)")
        << Change([](App *a) { a->release.backoffLimit = 3; }) << false;
}

void TestReleaseGateJob::jobName()
{
    QFETCH(Change, change);
    QFETCH(bool, sameName);
    const App before = gatedApp();
    App after = gatedApp();
    change(&after);
    const QString a = jobNameOf(before);
    const QString b = jobNameOf(after);
    QVERIFY(a.startsWith(QLatin1String("shop-release-")));
    QCOMPARE(a == b, sameName);
    // the deployment id (a new deploy, a new revision) never changes the name
    const YAML::Node again
        = YAML::Load(ValuesBuilder::build(before, QStringLiteral("1800000000")).toStdString());
    QCOMPARE(s(again["release"]["jobName"]), a);
}

QTEST_GUILESS_MAIN(TestReleaseGateJob)
#include "tst_releasegatejob.moc"
