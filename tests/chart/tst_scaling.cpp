// SPDX-License-Identifier: GPL-3.0-or-later
// The app chart's scaling objects rendered with the real Helm 3 and Helm 4: HorizontalPodAutoscaler
// (the Deployment loses `replicas`), KEDA ScaledObject + TriggerAuthentication (scale to zero),
// PodDisruptionBudget, graceful shutdown by cluster version, and cron resources. Built-in kinds are
// checked against Kubernetes' schemas; the KEDA kinds are CRDs that kubernetes-models does not
// carry, so they are checked here structurally (the fields KEDA's CRD requires).

#include "chartfixtures.h"
#include "render/renderjob.h"
#include "yamlpath.h"

#include <QSignalSpy>
#include <QTest>

#include <yaml-cpp/yaml.h>

using namespace HelmDeck;
using namespace YamlPath;

namespace {

App scalingApp()
{
    App app = ChartFixtures::shopApp();
    for (ProcessType &p : app.processes) {
        if (p.name == QLatin1String("web")) {
            p.scaling.autoscaling.mode = Autoscaling::Mode::Hpa;
            p.scaling.autoscaling.minReplicas = 2;
            p.scaling.autoscaling.maxReplicas = 6;
            p.scaling.autoscaling.cpuPercent = 80;
            p.scaling.autoscaling.memoryPercent = 70;
            p.scaling.disruptionBudget.maxUnavailable = QStringLiteral("25%");
            p.scaling.terminationGracePeriodSeconds = 45;
            p.scaling.preStopSleepSeconds = 5;
        }
    }
    ProcessType worker;
    worker.name = QStringLiteral("queue");
    worker.command = QStringLiteral("python worker.py");
    worker.replicas = 3;
    Autoscaling &k = worker.scaling.autoscaling;
    k.mode = Autoscaling::Mode::Keda;
    k.minReplicas = 0;
    k.maxReplicas = 10;
    k.pollingIntervalSeconds = 15;
    k.cooldownPeriodSeconds = 120;
    KedaTrigger redis;
    redis.type = QStringLiteral("redis");
    redis.metadata = { { QStringLiteral("listName"), QStringLiteral("jobs") },
        { QStringLiteral("listLength"), QStringLiteral("5") } };
    redis.authentication = QStringLiteral("redis");
    KedaTrigger cron;
    cron.type = QStringLiteral("cron");
    cron.metadata = { { QStringLiteral("timezone"), QStringLiteral("Etc/UTC") },
        { QStringLiteral("start"), QStringLiteral("0 8 * * *") },
        { QStringLiteral("end"), QStringLiteral("0 18 * * *") },
        { QStringLiteral("desiredReplicas"), QStringLiteral("2") } };
    k.triggers = { redis, cron };
    worker.scaling.disruptionBudget.minAvailable = QStringLiteral("1");
    app.processes.append(worker);
    EnvVar password;
    password.name = QStringLiteral("REDIS_PASSWORD");
    password.value = QStringLiteral("s3cret"); // filled in from the keychain by the caller
    password.secret = true;
    app.env.append(password);
    TriggerAuthentication auth;
    auth.name = QStringLiteral("redis");
    auth.secretRefs = { { QStringLiteral("password"), QStringLiteral("REDIS_PASSWORD") } };
    app.triggerAuthentications = { auth };
    for (CronTask &t : app.cron) {
        t.resources.cpuRequest = QStringLiteral("50m");
        t.resources.memoryLimit = QStringLiteral("256Mi");
    }
    return app;
}

/** Renders @p project with Helm @p major for Kubernetes @p kubeVersion ("" = helm's default). */
bool renderFor(int major, const Project &project, const QString &kubeVersion, RenderResult *result,
    const QStringList &apiVersions = QStringList())
{
    const QString path = ChartFixtures::helmPath(major);
    if (path.isEmpty()) {
        QTest::qFail(qPrintable(ChartFixtures::helmMissing(major)), __FILE__, __LINE__);
        return false;
    }
    const HelmTool helm = HelmTool::detect(path);
    if (helm.major != major) {
        QTest::qFail(
            qPrintable(QStringLiteral("%1 is not Helm %2").arg(path).arg(major)), __FILE__, __LINE__);
        return false;
    }
    RenderJob job(helm);
    job.setCredentialEnvironment(ChartFixtures::noCredentials());
    RenderTarget target;
    target.kubeVersion = kubeVersion;
    target.apiVersions = apiVersions;
    job.setTarget(target);
    QSignalSpy spy(&job, &RenderJob::finished);
    job.start(project);
    if (!spy.wait(30000) || spy.count() != 1) {
        QTest::qFail("the render did not finish once within 30 s", __FILE__, __LINE__);
        return false;
    }
    *result = spy.at(0).at(0).value<RenderResult>();
    if (!result->ok) {
        QTest::qFail(qPrintable(QStringLiteral("render failed: ") + result->errorText), __FILE__, __LINE__);
        return false;
    }
    return true;
}

YAML::Node doc(const RenderResult &r, const char *kind, const char *name)
{
    const Manifest *m = r.manifests.find(QString::fromLatin1(kind), QString::fromLatin1(name));
    return m ? load(*m) : YAML::Node();
}

/** The required fields of KEDA's CRDs (keda.sh/v1alpha1), the schema the cluster would apply. */
QStringList kedaProblems(const Manifest &m)
{
    QStringList problems;
    const YAML::Node d = load(m);
    const YAML::Node spec = d["spec"];
    auto need = [&](bool ok, const QString &what) {
        if (!ok)
            problems << m.kind + QLatin1Char('/') + m.name + QStringLiteral(": ") + what;
    };
    need(d["metadata"]["name"].IsScalar() && d["metadata"]["namespace"].IsScalar(),
        QStringLiteral("metadata"));
    if (m.kind == QLatin1String("ScaledObject")) {
        need(spec["scaleTargetRef"]["name"].IsScalar(),
            QStringLiteral("spec.scaleTargetRef.name is required"));
        need(spec["triggers"].IsSequence() && spec["triggers"].size() > 0,
            QStringLiteral("spec.triggers is required"));
        for (const auto &t : spec["triggers"]) {
            need(t["type"].IsScalar() && !s(t["type"]).isEmpty(),
                QStringLiteral("triggers[].type is required"));
            need(t["metadata"].IsMap(), QStringLiteral("triggers[].metadata must be a map of strings"));
            for (const auto &kv : t["metadata"])
                need(kv.second.IsScalar() && kv.second.Tag() == "!",
                    QStringLiteral("metadata values are quoted strings"));
            if (t["authenticationRef"])
                need(t["authenticationRef"]["name"].IsScalar(), QStringLiteral("authenticationRef.name"));
        }
        for (const char *field :
            { "pollingInterval", "cooldownPeriod", "minReplicaCount", "maxReplicaCount" })
            need(!spec[field] || spec[field].Tag() == "?",
                QStringLiteral("%1 is an integer").arg(QLatin1String(field)));
    } else if (m.kind == QLatin1String("TriggerAuthentication")) {
        need(spec["secretTargetRef"].IsSequence() && spec["secretTargetRef"].size() > 0,
            QStringLiteral("spec.secretTargetRef"));
        for (const auto &r : spec["secretTargetRef"])
            need(r["parameter"].IsScalar() && r["name"].IsScalar() && r["key"].IsScalar(),
                QStringLiteral("secretTargetRef[] needs parameter, name and key"));
    } else {
        problems << QStringLiteral("unexpected KEDA kind ") + m.kind;
    }
    return problems;
}

} // namespace

class TestScaling : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void majors_data();
    void hpaReplacesReplicas_data() { majors_data(); }
    void hpaReplacesReplicas();
    void kedaScalesToZero_data() { majors_data(); }
    void kedaScalesToZero();
    void disruptionBudgetSelectsItsProcess_data() { majors_data(); }
    void disruptionBudgetSelectsItsProcess();
    void preStopFollowsTheClusterVersion_data();
    void preStopFollowsTheClusterVersion();
    void cronTasksGetResources_data() { majors_data(); }
    void cronTasksGetResources();
    void nothingSetRendersNothingNew_data() { majors_data(); }
    void nothingSetRendersNothingNew();
    void everyDocumentValid_data() { majors_data(); }
    void everyDocumentValid();
    void kedaNotServedIsAFinding_data();
    void kedaNotServedIsAFinding();

private:
    bool rendered(int major, RenderResult *r);
    QHash<int, RenderResult> m_cache;
};

void TestScaling::majors_data()
{
    QTest::addColumn<int>("major");
    QTest::newRow("helm3") << 3;
    QTest::newRow("helm4") << 4;
}

bool TestScaling::rendered(int major, RenderResult *r)
{
    if (!m_cache.contains(major)) {
        RenderResult result;
        if (!renderFor(major, ChartFixtures::project(scalingApp()), QStringLiteral("v1.31.4+k3s1"), &result))
            return false;
        m_cache.insert(major, result);
    }
    *r = m_cache.value(major);
    return true;
}

void TestScaling::hpaReplacesReplicas()
{
    QFETCH(int, major);
    RenderResult r;
    if (!rendered(major, &r))
        return;
    const YAML::Node web = doc(r, "Deployment", "shop-web");
    QVERIFY(web.IsMap());
    QVERIFY2(!web["spec"]["replicas"], "an autoscaled Deployment must not set replicas");
    // a process without an autoscaler keeps its fixed count
    const YAML::Node worker = doc(r, "Deployment", "shop-worker");
    QVERIFY(worker.IsMap());
    QCOMPARE(s(worker["spec"]["replicas"]), QStringLiteral("2"));
    const YAML::Node hpa = doc(r, "HorizontalPodAutoscaler", "shop-web");
    QVERIFY(hpa.IsMap());
    QCOMPARE(s(hpa["apiVersion"]), QStringLiteral("autoscaling/v2"));
    QCOMPARE(s(hpa["spec"]["scaleTargetRef"]["kind"]), QStringLiteral("Deployment"));
    QCOMPARE(s(hpa["spec"]["scaleTargetRef"]["name"]), QStringLiteral("shop-web"));
    QCOMPARE(s(hpa["spec"]["minReplicas"]), QStringLiteral("2"));
    QCOMPARE(s(hpa["spec"]["maxReplicas"]), QStringLiteral("6"));
    QStringList metrics;
    for (const auto &m : hpa["spec"]["metrics"])
        metrics << s(m["resource"]["name"]) + QLatin1Char('=')
                + s(m["resource"]["target"]["averageUtilization"]);
    QCOMPARE(metrics, (QStringList { QStringLiteral("cpu=80"), QStringLiteral("memory=70") }));
    QCOMPARE(r.manifests.ofKind(QStringLiteral("HorizontalPodAutoscaler")).size(), 1);
}

void TestScaling::kedaScalesToZero()
{
    QFETCH(int, major);
    RenderResult r;
    if (!rendered(major, &r))
        return;
    const YAML::Node queue = doc(r, "Deployment", "shop-queue");
    QVERIFY(queue.IsMap());
    QVERIFY2(!queue["spec"]["replicas"], "a KEDA-scaled Deployment must not set replicas (Dokku #8152)");
    const YAML::Node so = doc(r, "ScaledObject", "shop-queue");
    QVERIFY(so.IsMap());
    QCOMPARE(s(so["apiVersion"]), QStringLiteral("keda.sh/v1alpha1"));
    QCOMPARE(s(so["spec"]["scaleTargetRef"]["name"]), QStringLiteral("shop-queue"));
    QCOMPARE(s(so["spec"]["minReplicaCount"]), QStringLiteral("0"));
    QCOMPARE(s(so["spec"]["maxReplicaCount"]), QStringLiteral("10"));
    QCOMPARE(s(so["spec"]["pollingInterval"]), QStringLiteral("15"));
    QCOMPARE(s(so["spec"]["cooldownPeriod"]), QStringLiteral("120"));
    QCOMPARE(so["spec"]["triggers"].size(), std::size_t(2));
    const YAML::Node redis = so["spec"]["triggers"][0];
    QCOMPARE(s(redis["type"]), QStringLiteral("redis"));
    QCOMPARE(stringMap(redis["metadata"]).value(QStringLiteral("listLength")), QStringLiteral("5"));
    QCOMPARE(s(redis["authenticationRef"]["name"]), QStringLiteral("shop-redis"));
    QVERIFY(!so["spec"]["triggers"][1]["authenticationRef"]);
    QCOMPARE(s(so["spec"]["triggers"][1]["metadata"]["start"]), QStringLiteral("0 8 * * *"));

    const YAML::Node auth = doc(r, "TriggerAuthentication", "shop-redis");
    QVERIFY(auth.IsMap());
    const YAML::Node ref = auth["spec"]["secretTargetRef"][0];
    QCOMPARE(s(ref["parameter"]), QStringLiteral("password"));
    QCOMPARE(s(ref["name"]), QStringLiteral("config-shop"));
    QCOMPARE(s(ref["key"]), QStringLiteral("REDIS_PASSWORD"));
    // the value itself is only in the config Secret, never in the app release
    for (const Manifest &m : r.manifests.forRelease(QStringLiteral("shop")))
        QVERIFY2(!m.yaml.contains(QLatin1String("s3cret")), qPrintable(m.kind + QLatin1Char(' ') + m.name));
}

void TestScaling::disruptionBudgetSelectsItsProcess()
{
    QFETCH(int, major);
    RenderResult r;
    if (!rendered(major, &r))
        return;
    const struct
    {
        const char *name;
        const char *field;
        const char *value;
        const char *tag; // "!" quoted string, "?" plain (a number)
    } budgets[]
        = { { "shop-web", "maxUnavailable", "25%", "!" }, { "shop-queue", "minAvailable", "1", "?" } };
    QCOMPARE(r.manifests.ofKind(QStringLiteral("PodDisruptionBudget")).size(), 2);
    for (const auto &b : budgets) {
        const YAML::Node pdb = doc(r, "PodDisruptionBudget", b.name);
        QVERIFY2(pdb.IsMap(), b.name);
        QCOMPARE(s(pdb["apiVersion"]), QStringLiteral("policy/v1"));
        QCOMPARE(s(pdb["spec"][b.field]), QString::fromLatin1(b.value));
        QVERIFY2(pdb["spec"][b.field].Tag() == b.tag,
            (std::string(b.name) + " tag " + pdb["spec"][b.field].Tag()).c_str());
        // exactly the Deployment's own selector: these pods, no other process's
        const YAML::Node deployment = doc(r, "Deployment", b.name);
        QCOMPARE(stringMap(pdb["spec"]["selector"]["matchLabels"]),
            stringMap(deployment["spec"]["selector"]["matchLabels"]));
        const auto labels = stringMap(pdb["spec"]["selector"]["matchLabels"]);
        QCOMPARE(labels.value(QStringLiteral("app.kubernetes.io/instance")), QString::fromLatin1(b.name));
    }
}

void TestScaling::preStopFollowsTheClusterVersion_data()
{
    QTest::addColumn<int>("major");
    QTest::addColumn<QString>("kubeVersion");
    QTest::addColumn<bool>("sleepAction");
    for (int major : { 3, 4 }) {
        const QString helm = QStringLiteral("helm%1").arg(major);
        QTest::newRow(qPrintable(helm + QStringLiteral(": Kubernetes 1.29 gets an exec of sleep")))
            << major << QStringLiteral("v1.29.9") << false;
        QTest::newRow(qPrintable(helm + QStringLiteral(": Kubernetes 1.30 gets the sleep action")))
            << major << QStringLiteral("v1.30.0") << true;
        QTest::newRow(qPrintable(helm + QStringLiteral(": a k3s 1.31 build gets the sleep action")))
            << major << QStringLiteral("v1.31.4+k3s1") << true;
    }
}

void TestScaling::preStopFollowsTheClusterVersion()
{
    QFETCH(int, major);
    QFETCH(QString, kubeVersion);
    QFETCH(bool, sleepAction);
    RenderResult r;
    if (!renderFor(major, ChartFixtures::project(scalingApp()), kubeVersion, &r))
        return;
    const YAML::Node spec = doc(r, "Deployment", "shop-web")["spec"]["template"]["spec"];
    QCOMPARE(s(spec["terminationGracePeriodSeconds"]), QStringLiteral("45"));
    const YAML::Node preStop = spec["containers"][0]["lifecycle"]["preStop"];
    QVERIFY(preStop.IsMap());
    if (sleepAction) {
        QCOMPARE(s(preStop["sleep"]["seconds"]), QStringLiteral("5"));
        QVERIFY(!preStop["exec"]);
    } else {
        QCOMPARE(preStop["exec"]["command"].size(), std::size_t(2));
        QCOMPARE(s(preStop["exec"]["command"][0]), QStringLiteral("sleep"));
        QCOMPARE(s(preStop["exec"]["command"][1]), QStringLiteral("5"));
        QVERIFY(!preStop["sleep"]);
    }
    // a process without a preStopSleep gets no hook and keeps the default grace period
    const YAML::Node queue = doc(r, "Deployment", "shop-queue")["spec"]["template"]["spec"];
    QVERIFY(!queue["containers"][0]["lifecycle"]);
    QVERIFY(!queue["terminationGracePeriodSeconds"]);
}

void TestScaling::cronTasksGetResources()
{
    QFETCH(int, major);
    RenderResult r;
    if (!rendered(major, &r))
        return;
    const QList<Manifest> cronJobs = r.manifests.ofKind(QStringLiteral("CronJob"));
    QVERIFY(!cronJobs.isEmpty());
    for (const Manifest &m : cronJobs) {
        const YAML::Node c = load(m)["spec"]["jobTemplate"]["spec"]["template"]["spec"]["containers"][0];
        QCOMPARE(s(c["resources"]["requests"]["cpu"]), QStringLiteral("50m"));
        QCOMPARE(s(c["resources"]["limits"]["memory"]), QStringLiteral("256Mi"));
        QVERIFY(!c["resources"]["requests"]["memory"]);
        QVERIFY(!c["resources"]["limits"]["cpu"]);
    }
}

void TestScaling::nothingSetRendersNothingNew()
{
    QFETCH(int, major);
    RenderResult r;
    if (!renderFor(major, ChartFixtures::project(ChartFixtures::shopApp()), QString(), &r))
        return;
    for (const char *kind :
        { "HorizontalPodAutoscaler", "ScaledObject", "TriggerAuthentication", "PodDisruptionBudget" })
        QVERIFY2(r.manifests.ofKind(QString::fromLatin1(kind)).isEmpty(), kind);
    for (const Manifest &m : r.manifests.ofKind(QStringLiteral("Deployment"))) {
        const YAML::Node d = load(m);
        QVERIFY2(d["spec"]["replicas"], qPrintable(m.name));
        QVERIFY(!d["spec"]["template"]["spec"]["terminationGracePeriodSeconds"]);
        QVERIFY(!d["spec"]["template"]["spec"]["containers"][0]["lifecycle"]);
    }
    for (const Manifest &m : r.manifests.ofKind(QStringLiteral("CronJob")))
        QVERIFY(!load(m)["spec"]["jobTemplate"]["spec"]["template"]["spec"]["containers"][0]["resources"]);
}

void TestScaling::everyDocumentValid()
{
    QFETCH(int, major);
    RenderResult r;
    if (!rendered(major, &r))
        return;
    QByteArray builtIn;
    int builtInCount = 0;
    QStringList problems;
    int keda = 0;
    for (const Manifest &m : r.manifests.documents()) {
        if (m.apiVersion.startsWith(QLatin1String("keda.sh/"))) {
            ++keda;
            problems << kedaProblems(m);
        } else {
            builtIn += "---\n" + m.yaml.toUtf8() + '\n';
            ++builtInCount;
        }
    }
    QCOMPARE(keda, 2); // the ScaledObject and its TriggerAuthentication
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    QString output;
    const int rc = ChartFixtures::validateSchema(builtIn, &output);
    if (rc < 0)
        QFAIL(qPrintable(output));
    QVERIFY2(rc == 0, qPrintable(output));
    QVERIFY2(output.contains(QStringLiteral("ok: %1 documents valid").arg(builtInCount)), qPrintable(output));
}

void TestScaling::kedaNotServedIsAFinding_data()
{
    QTest::addColumn<int>("major");
    QTest::addColumn<QStringList>("apiVersions");
    QTest::addColumn<bool>("finding");
    const QStringList plain = { QStringLiteral("v1"), QStringLiteral("apps/v1"),
        QStringLiteral("autoscaling/v2"), QStringLiteral("policy/v1"), QStringLiteral("batch/v1"),
        QStringLiteral("networking.k8s.io/v1") };
    for (int major : { 3, 4 }) {
        const QString helm = QStringLiteral("helm%1: ").arg(major);
        QTest::newRow(qPrintable(helm + QStringLiteral("a cluster without KEDA"))) << major << plain << true;
        QTest::newRow(qPrintable(helm + QStringLiteral("a cluster with KEDA")))
            << major << (plain + QStringList { QStringLiteral("keda.sh/v1alpha1") }) << false;
        QTest::newRow(qPrintable(helm + QStringLiteral("no cluster read")))
            << major << QStringList() << false;
    }
}

void TestScaling::kedaNotServedIsAFinding()
{
    QFETCH(int, major);
    QFETCH(QStringList, apiVersions);
    QFETCH(bool, finding);
    RenderResult r;
    if (!renderFor(major, ChartFixtures::project(scalingApp()), QStringLiteral("v1.31.0"), &r, apiVersions))
        return;
    int found = 0;
    for (const Finding &f : r.findings) {
        if (f.fieldPath == QLatin1String("apps[shop].processes[queue].autoscaling.type")) {
            ++found;
            QCOMPARE(f.severity, Finding::Severity::Error);
            QVERIFY(f.message.contains(QLatin1String("keda.sh/v1alpha1")));
        }
    }
    QCOMPARE(found, finding ? 1 : 0);
    // the preview still shows what a deploy would install
    QVERIFY(r.manifests.find(QStringLiteral("ScaledObject"), QStringLiteral("shop-queue")));
}

QTEST_GUILESS_MAIN(TestScaling)
#include "tst_scaling.moc"
