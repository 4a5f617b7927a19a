// SPDX-License-Identifier: GPL-3.0-or-later
// The release gate of the app chart (docs/chart-values.md, "release"), with the real Helm 3 and 4:
// the Job "<app>-release-<hash>" and its name's stability, the wait init container with its own
// projected token, the Role that allows only get on that Job, no token anywhere else, the
// checksum/config annotation, the app's security contexts and job/pod metadata on the Job; and the
// wait script itself run against the cluster fake's kubectl.

#include "chart/chartwriter.h"
#include "chart/configchecksum.h"
#include "chart/releasevalues.h"
#include "chart/valuesbuilder.h"
#include "chartfixtures.h"
#include "clusterfixture.h"
#include "yamlpath.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

#include <functional>

#include <yaml-cpp/yaml.h>

using namespace HelmDeck;
using namespace YamlPath;

namespace {

App gatedApp()
{
    App app = ChartFixtures::shopApp();
    app.release.command = QStringLiteral("python manage.py migrate --noinput");
    app.predeploy = QStringLiteral("python manage.py check --deploy");
    app.env = { EnvVar { QStringLiteral("DATABASE_URL"), QStringLiteral("postgres://db/shop"), false },
        EnvVar { QStringLiteral("SECRET_KEY"), QStringLiteral("s3cret"), true } };
    return app;
}

YAML::Node valuesOf(const App &app)
{
    return YAML::Load(ValuesBuilder::build(app, QStringLiteral("1700000000")).toStdString());
}

QString jobNameOf(const App &app)
{
    return s(valuesOf(app)["release"]["jobName"]);
}

/** The pod spec of a Deployment, CronJob or Job document. */
YAML::Node podSpec(const Manifest &m)
{
    const YAML::Node doc = load(m);
    return m.kind == QLatin1String("CronJob") ? at(doc, QStringLiteral("spec.jobTemplate.spec.template.spec"))
                                              : at(doc, QStringLiteral("spec.template.spec"));
}

YAML::Node podMetadata(const Manifest &m)
{
    const YAML::Node doc = load(m);
    return m.kind == QLatin1String("CronJob")
        ? at(doc, QStringLiteral("spec.jobTemplate.spec.template.metadata"))
        : at(doc, QStringLiteral("spec.template.metadata"));
}

using Change = std::function<void(App *)>;

} // namespace

Q_DECLARE_METATYPE(Change)

class TestReleaseGate : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void majors_data();
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
    void configChecksum_data();
    void configChecksum();
    void checksumAnnotationOnEveryPod_data() { majors_data(); }
    void checksumAnnotationOnEveryPod();
    void waitScript_data();
    void waitScript();

private:
    bool renderGated(int major, RenderResult *r)
    {
        return ChartFixtures::renderOrFail(major, ChartFixtures::project(gatedApp()), r);
    }
};

void TestReleaseGate::majors_data()
{
    QTest::addColumn<int>("major");
    QTest::newRow("helm3") << 3;
    QTest::newRow("helm4") << 4;
}

void TestReleaseGate::gateJobRuns()
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

void TestReleaseGate::everyPodWaitsForTheJob()
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

void TestReleaseGate::roleAllowsOnlyGetOnTheJob()
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

void TestReleaseGate::releaseJobHasTheAppsSecurityAndMetadata()
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

void TestReleaseGate::gatedChartIsSchemaValid()
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

void TestReleaseGate::noGateWithoutCommands()
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

void TestReleaseGate::predeployAloneIsTheContainer()
{
    App app = ChartFixtures::shopApp();
    app.predeploy = QStringLiteral("./bin/prepare");
    const YAML::Node release = valuesOf(app)["release"];
    QCOMPARE(s(release["enabled"]), QStringLiteral("true"));
    QCOMPARE(s(release["containerName"]), QStringLiteral("shop-predeploy"));
    QCOMPARE(s(release["args"][0]), QStringLiteral("./bin/prepare"));
    QVERIFY(!release["predeploy"]);
}

void TestReleaseGate::releaseProcessIsNeverADeployment()
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

void TestReleaseGate::jobName_data()
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

void TestReleaseGate::jobName()
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

void TestReleaseGate::configChecksum_data()
{
    QTest::addColumn<Change>("change");
    QTest::addColumn<bool>("sameChecksum");
    QTest::newRow("a replicas change keeps the checksum")
        << Change([](App *a) { a->processes[1].replicas = 9; }) << true;
    QTest::newRow("an image change keeps the checksum")
        << Change([](App *a) { a->image = QStringLiteral("registry.example.com:5000/shop/web:2"); }) << true;
    QTest::newRow("an env value change changes the checksum")
        << Change([](App *a) { a->env[0].value = QStringLiteral("postgres://other/shop"); }) << false;
    QTest::newRow("a secret value change changes the checksum")
        << Change([](App *a) { a->env[1].value = QStringLiteral("rotated"); }) << false;
    QTest::newRow("a new env var changes the checksum") << Change([](App *a) {
        a->env.append(EnvVar { QStringLiteral("DEBUG"), QStringLiteral("verbose-3f9c"), false });
    }) << false;
    QTest::newRow("a renamed env var changes the checksum")
        << Change([](App *a) { a->env[0].name = QStringLiteral("DB_URL"); }) << false;
    QTest::newRow("moving text between name and value changes the checksum") << Change([](App *a) {
        a->env = { EnvVar { QStringLiteral("DATABASE_URLp"), QStringLiteral("ostgres://db/shop"), false },
            a->env[1] };
    }) << false;
}

void TestReleaseGate::configChecksum()
{
    QFETCH(Change, change);
    QFETCH(bool, sameChecksum);
    const App before = gatedApp();
    App after = gatedApp();
    change(&after);
    const QString a = s(valuesOf(before)["app"]["configChecksum"]);
    QCOMPARE(a.size(), 64);
    QCOMPARE(a, ConfigChecksum::of(before));
    QCOMPARE(a == s(valuesOf(after)["app"]["configChecksum"]), sameChecksum);
    // a hash, never a value
    const QByteArray values = ValuesBuilder::build(after, QStringLiteral("1"));
    for (const EnvVar &var : after.env)
        QVERIFY2(!values.contains(var.value.toUtf8()), qPrintable(var.name));
}

void TestReleaseGate::checksumAnnotationOnEveryPod()
{
    QFETCH(int, major);
    RenderResult r;
    if (!renderGated(major, &r))
        return;
    const QString checksum = ConfigChecksum::of(gatedApp());
    int pods = 0;
    for (const Manifest &m : r.manifests.forRelease(QStringLiteral("shop"))) {
        if (m.kind != QLatin1String("Deployment") && m.kind != QLatin1String("CronJob")
            && m.kind != QLatin1String("Job"))
            continue;
        ++pods;
        QCOMPARE(stringMap(podMetadata(m)["annotations"]).value(QStringLiteral("checksum/config")), checksum);
    }
    QCOMPARE(pods, 6);
}

void TestReleaseGate::waitScript_data()
{
    QTest::addColumn<QString>("jobScript"); // the Job's container command; "" = no Job
    QTest::addColumn<int>("timeout"); // RELEASE_WAIT_TIMEOUT
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("output");
    QTest::newRow("a Complete Job lets the pod start")
        << QStringLiteral("echo migrated") << 30 << 0 << QStringLiteral("is complete");
    QTest::newRow("a Failed Job fails at once with its message")
        << QStringLiteral("echo boom; exit 3") << 30 << 1
        << QStringLiteral("failed: Job has reached the specified backoff limit");
    QTest::newRow("a Job still running times out")
        << QStringLiteral("sleep 30") << 2 << 1 << QStringLiteral("timed out after 2s");
    QTest::newRow("a missing Job is waited for, then times out")
        << QString() << 2 << 1 << QStringLiteral("NotFound");
}

void TestReleaseGate::waitScript()
{
    QFETCH(QString, jobScript);
    QFETCH(int, timeout);
    QFETCH(int, exitCode);
    QFETCH(QString, output);
    // the script exactly as the chart renders it (Helm 4; the template is the same for both)
    RenderResult r;
    if (!renderGated(4, &r))
        return;
    const Manifest *web = r.manifests.find(QStringLiteral("Deployment"), QStringLiteral("shop-web"));
    QVERIFY(web);
    const YAML::Node wait = podSpec(*web)["initContainers"][0];
    QCOMPARE(s(wait["command"][0]), QStringLiteral("/bin/sh"));
    const QString script = s(wait["args"][0]);
    QVERIFY(script.contains(QLatin1String("kubectl get job")));

    // against the cluster fake's kubectl (its -o jsonpath, tests/clusterfake/README.md): a Job of the
    // gate's name whose pod runs jobScript locally and reports Complete or Failed
    const QString ns = QStringLiteral("shop-prod");
    const QString jobName = jobNameOf(gatedApp());
    TestUtil::ClusterFixture cluster(4);
    QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
    cluster.addNamespace(ns);
    if (!jobScript.isEmpty()) {
        const QJsonObject container { { QStringLiteral("name"), QStringLiteral("shop-release") },
            { QStringLiteral("image"), QStringLiteral("registry.example.com/shop:1") },
            { QStringLiteral("command"),
                QJsonArray { QStringLiteral("/bin/sh"), QStringLiteral("-c"), jobScript } } };
        const QJsonObject job { { QStringLiteral("apiVersion"), QStringLiteral("batch/v1") },
            { QStringLiteral("kind"), QStringLiteral("Job") },
            { QStringLiteral("metadata"), QJsonObject { { QStringLiteral("name"), jobName } } },
            { QStringLiteral("spec"),
                QJsonObject { { QStringLiteral("backoffLimit"), 0 },
                    { QStringLiteral("template"),
                        QJsonObject { { QStringLiteral("spec"),
                            QJsonObject { { QStringLiteral("restartPolicy"), QStringLiteral("Never") },
                                { QStringLiteral("containers"), QJsonArray { container } } } } } } } } };
        const auto created = cluster.run(QStringLiteral("kubectl"),
            { QStringLiteral("-n"), ns, QStringLiteral("create"), QStringLiteral("-f"), QStringLiteral("-") },
            QJsonDocument(job).toJson());
        QVERIFY2(created.exitCode == 0, created.err.constData());
    }
    cluster.clearCalls();

    QProcess sh;
    QProcessEnvironment env = cluster.environment();
    env.insert(QStringLiteral("RELEASE_JOB"), jobName);
    env.insert(QStringLiteral("RELEASE_NAMESPACE"), ns);
    env.insert(QStringLiteral("RELEASE_WAIT_TIMEOUT"), QString::number(timeout));
    sh.setProcessEnvironment(env);
    sh.setProcessChannelMode(QProcess::MergedChannels);
    QElapsedTimer clock;
    clock.start();
    sh.start(QStringLiteral("/bin/sh"), { QStringLiteral("-c"), script });
    QVERIFY(sh.waitForFinished(20000));
    const QString out = QString::fromUtf8(sh.readAll());
    if (!jobScript.isEmpty()) // ends the sleeping pod of the timeout row
        cluster.run(QStringLiteral("kubectl"),
            { QStringLiteral("-n"), ns, QStringLiteral("delete"), QStringLiteral("job"), jobName,
                QStringLiteral("--wait=false") });
    QVERIFY2(!out.contains(QLatin1String("fake: unsupported")), qPrintable(out));
    QCOMPARE(sh.exitCode(), exitCode);
    QVERIFY2(out.contains(output), qPrintable(out));
    QVERIFY2(clock.elapsed() < 10000, "fails fast");
    const auto calls = cluster.callsOf(QStringLiteral("kubectl"));
    QVERIFY(!calls.isEmpty());
    for (const auto &call : calls) {
        // only `get` on the one Job: what the Role allows
        const QString line = call.argv.join(QLatin1Char(' '));
        if (line.contains(QLatin1String(" delete job ")))
            continue;
        QVERIFY2(line.startsWith(
                     QStringLiteral("get job ") + jobName + QStringLiteral(" -n shop-prod -o jsonpath=")),
            qPrintable(line));
    }
}

QTEST_GUILESS_MAIN(TestReleaseGate)
#include "tst_releasegate.moc"
