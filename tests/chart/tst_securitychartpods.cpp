// SPDX-License-Identifier: GPL-3.0-or-later
// Pod security in the app chart: secure defaults, relaxations, per-kind metadata, extra containers.
#include "securitycharttest.h"

using namespace SecurityChartTest;

class TestSecurityChartPods : public SecurityChartTestBase
{
    Q_OBJECT
private Q_SLOTS:
    void secureDefaultsOnEveryPod_data() { majors_data(); }
    void secureDefaultsOnEveryPod();
    void relaxations_data();
    void relaxations();
    void metadataPerKind_data();
    void metadataPerKind();
    void extraContainers_data() { majors_data(); }
    void extraContainers();
};

void TestSecurityChartPods::secureDefaultsOnEveryPod()
{
    QFETCH(int, major);
    RenderResult r;
    if (!ChartFixtures::renderOrFail(major, ChartFixtures::project(ChartFixtures::shopApp()), &r))
        return;
    const QMap<QString, YAML::Node> pods = podSpecs(r);
    QVERIFY(pods.size() >= 5); // web, worker, metrics, two CronJobs
    for (auto it = pods.cbegin(); it != pods.cend(); ++it) {
        const YAML::Node &pod = it.value();
        QCOMPARE(s(at(pod, QStringLiteral("securityContext.runAsNonRoot"))), QStringLiteral("true"));
        QCOMPARE(s(at(pod, QStringLiteral("securityContext.seccompProfile.type"))),
            QStringLiteral("RuntimeDefault"));
        QVERIFY2(
            !pod["volumes"] || pod["volumes"].size() == 0, qPrintable(it.key())); // no /dev/shm by default
        for (const auto &c : pod["containers"]) {
            QCOMPARE(s(c["securityContext"]["allowPrivilegeEscalation"]), QStringLiteral("false"));
            QCOMPARE(
                strings(c["securityContext"]["capabilities"]["drop"]), QStringList { QStringLiteral("ALL") });
            QVERIFY(!c["securityContext"]["privileged"]);
        }
    }
}

void TestSecurityChartPods::relaxations_data()
{
    QTest::addColumn<int>("major");
    QTest::addColumn<App>("app");
    QTest::addColumn<QString>("object"); // the Deployment or CronJob checked
    QTest::addColumn<QString>("path"); // inside its pod spec; several separated by "|"
    QTest::addColumn<QString>("expected");

    for (const int major : { 3, 4 }) {
        const QByteArray h = "helm" + QByteArray::number(major) + ": ";
        App app = ChartFixtures::shopApp();
        app.security.runAsNonRoot = false;
        QTest::newRow(QByteArray(h + "runAsNonRoot off at the app reaches the CronJobs").constData())
            << major << app << QStringLiteral("shop-cron-") << QStringLiteral("securityContext.runAsNonRoot")
            << QStringLiteral("false");

        app = ChartFixtures::shopApp();
        app.processes[app.processIndex(QStringLiteral("worker"))].security.runAsNonRoot = false;
        QTest::newRow(QByteArray(h + "a process override relaxes that process").constData())
            << major << app << QStringLiteral("shop-worker") << QStringLiteral("securityContext.runAsNonRoot")
            << QStringLiteral("false");
        QTest::newRow(QByteArray(h + "a process override leaves the others secure").constData())
            << major << app << QStringLiteral("shop-web") << QStringLiteral("securityContext.runAsNonRoot")
            << QStringLiteral("true");

        app = ChartFixtures::shopApp();
        app.processes[0].security.privileged = true;
        QTest::newRow(QByteArray(h + "privileged is set and allows escalation").constData())
            << major << app << QStringLiteral("shop-web")
            << QStringLiteral("containers.0.securityContext.privileged|containers.0.securityContext."
                              "allowPrivilegeEscalation")
            << QStringLiteral("true|true");

        app = ChartFixtures::shopApp();
        app.security.addCapabilities
            = QStringList { QStringLiteral("NET_BIND_SERVICE"), QStringLiteral("CHOWN") };
        QTest::newRow(QByteArray(h + "added capabilities come back after ALL is dropped").constData())
            << major << app << QStringLiteral("shop-web")
            << QStringLiteral("containers.0.securityContext.capabilities.add.0|containers.0.securityContext."
                              "capabilities.add.1|"
                              "containers.0.securityContext.capabilities.drop.0")
            << QStringLiteral("NET_BIND_SERVICE|CHOWN|ALL");

        app = ChartFixtures::shopApp();
        app.security.sysctls
            = KeyValueList { { QStringLiteral("net.ipv4.ip_unprivileged_port_start"), QStringLiteral("0") } };
        QTest::newRow(QByteArray(h + "a sysctl keeps its numeric-looking value a string").constData())
            << major << app << QStringLiteral("shop-worker")
            << QStringLiteral("securityContext.sysctls.0.name|securityContext.sysctls.0.value")
            << QStringLiteral("net.ipv4.ip_unprivileged_port_start|0");

        app = ChartFixtures::shopApp();
        app.security.shmSize = QStringLiteral("1Gi");
        QTest::newRow(QByteArray(h + "a shm size becomes a memory emptyDir").constData())
            << major << app << QStringLiteral("shop-web")
            << QStringLiteral("volumes.0.name|volumes.0.emptyDir.medium|volumes.0.emptyDir.sizeLimit")
            << QStringLiteral("helmdeck-shm|Memory|1Gi");
        QTest::newRow(QByteArray(h + "a shm size is mounted at /dev/shm in the CronJobs too").constData())
            << major << app << QStringLiteral("shop-cron-")
            << QStringLiteral("containers.0.volumeMounts.0.name|containers.0.volumeMounts.0.mountPath")
            << QStringLiteral("helmdeck-shm|/dev/shm");

        app = ChartFixtures::shopApp();
        app.processes[0].security.readOnlyRootFilesystem = true;
        QTest::newRow(QByteArray(h + "a read-only root filesystem is optional").constData())
            << major << app << QStringLiteral("shop-web")
            << QStringLiteral("containers.0.securityContext.readOnlyRootFilesystem")
            << QStringLiteral("true");
    }
}

void TestSecurityChartPods::relaxations()
{
    QFETCH(int, major);
    QFETCH(App, app);
    QFETCH(QString, object);
    QFETCH(QString, path);
    QFETCH(QString, expected);
    RenderResult r;
    if (!ChartFixtures::renderOrFail(major, ChartFixtures::project(app), &r))
        return;
    const QMap<QString, YAML::Node> pods = podSpecs(r);
    YAML::Node pod;
    for (auto it = pods.cbegin(); it != pods.cend(); ++it) {
        if (it.key() == object || (object.endsWith(QLatin1Char('-')) && it.key().startsWith(object)))
            pod = it.value();
    }
    QVERIFY2(pod.IsDefined() && pod.IsMap(), qPrintable(object));
    QStringList got; // one value per "|"-separated path
    for (const QString &part : path.split(QLatin1Char('|')))
        got << s(at(pod, part));
    QCOMPARE(got.join(QLatin1Char('|')), expected);
}

void TestSecurityChartPods::metadataPerKind_data()
{
    QTest::addColumn<int>("major");
    QTest::addColumn<QString>("kind"); // the project file key
    QTest::addColumn<QString>("object"); // "<Kind> <name>" prefix of the objects that carry it
    QTest::addColumn<QString>("path"); // where the labels and annotations sit
    for (const int major : { 3, 4 }) {
        const QByteArray h = "helm" + QByteArray::number(major) + ": ";
        QTest::newRow(QByteArray(h + "deployment metadata on the Deployment").constData())
            << major << QStringLiteral("deployment") << QStringLiteral("Deployment ")
            << QStringLiteral("metadata");
        QTest::newRow(QByteArray(h + "pod metadata on the Deployment's pods").constData())
            << major << QStringLiteral("pod") << QStringLiteral("Deployment ")
            << QStringLiteral("spec.template.metadata");
        QTest::newRow(QByteArray(h + "pod metadata on the CronJob's pods").constData())
            << major << QStringLiteral("pod") << QStringLiteral("CronJob ")
            << QStringLiteral("spec.jobTemplate.spec.template.metadata");
        QTest::newRow(QByteArray(h + "service metadata on the Service").constData())
            << major << QStringLiteral("service") << QStringLiteral("Service ") << QStringLiteral("metadata");
        QTest::newRow(QByteArray(h + "ingress metadata on every Ingress").constData())
            << major << QStringLiteral("ingress") << QStringLiteral("Ingress ") << QStringLiteral("metadata");
        QTest::newRow(QByteArray(h + "cronJob metadata on the CronJob").constData())
            << major << QStringLiteral("cronJob") << QStringLiteral("CronJob ") << QStringLiteral("metadata");
        QTest::newRow(QByteArray(h + "job metadata on the CronJob's Jobs").constData())
            << major << QStringLiteral("job") << QStringLiteral("CronJob ")
            << QStringLiteral("spec.jobTemplate.metadata");
        QTest::newRow(QByteArray(h + "secret metadata on the config Secret").constData())
            << major << QStringLiteral("secret") << QStringLiteral("Secret config-shop")
            << QStringLiteral("metadata");
        QTest::newRow(QByteArray(h + "serviceAccount metadata on the ServiceAccount").constData())
            << major << QStringLiteral("serviceAccount") << QStringLiteral("ServiceAccount shop")
            << QStringLiteral("metadata");
    }
}

void TestSecurityChartPods::metadataPerKind()
{
    QFETCH(int, major);
    QFETCH(QString, kind);
    QFETCH(QString, object);
    QFETCH(QString, path);
    App app = ChartFixtures::shopApp();
    app.metadata.kinds.insert(kind,
        KindMetadata { { { QStringLiteral("team"), QStringLiteral("NO") } },
            { { QStringLiteral("example.com/owner"), QStringLiteral("1e3") } } });
    RenderResult r;
    if (!ChartFixtures::renderOrFail(major, ChartFixtures::project(app), &r))
        return;
    int carriers = 0;
    for (const Manifest &m : r.manifests.documents()) {
        const bool wanted = QString(m.kind + QLatin1Char(' ') + m.name).startsWith(object);
        if (wanted) {
            const YAML::Node meta = at(load(m), path);
            QVERIFY2(meta.IsMap(), qPrintable(m.kind + QLatin1Char(' ') + m.name));
            const QMap<QString, QString> labels = stringMap(meta["labels"]);
            const QMap<QString, QString> annotations = stringMap(meta["annotations"]);
            ++carriers;
            QCOMPARE(labels.value(QStringLiteral("team")), QStringLiteral("NO"));
            QCOMPARE(annotations.value(QStringLiteral("example.com/owner")), QStringLiteral("1e3"));
            QCOMPARE(labels.value(QStringLiteral("helmdeck.dev/managed")),
                QStringLiteral("true")); // HelmDeck's kept
        }
        // no other kind gets them at its own metadata
        if (!wanted && path == QLatin1String("metadata"))
            QVERIFY2(
                !stringMap(at(load(m), QStringLiteral("metadata.labels"))).contains(QStringLiteral("team")),
                qPrintable(m.kind + QLatin1Char(' ') + m.name));
    }
    QVERIFY2(carriers > 0, qPrintable(object));
}

void TestSecurityChartPods::extraContainers()
{
    QFETCH(int, major);
    RenderResult r;
    if (!ChartFixtures::renderOrFail(major, withStorage(everything()), &r))
        return;
    const YAML::Node pod = podSpecs(r).value(QStringLiteral("shop-web"));
    // init first, then the native sidecar, both in initContainers
    QCOMPARE(s(at(pod, QStringLiteral("initContainers.0.name"))), QStringLiteral("assets"));
    QCOMPARE(s(at(pod, QStringLiteral("initContainers.1.name"))), QStringLiteral("log-shipper"));
    const YAML::Node init = container(pod, QStringLiteral("assets"), "initContainers");
    const YAML::Node side = container(pod, QStringLiteral("log-shipper"), "initContainers");
    QVERIFY(!init["restartPolicy"]);
    QCOMPARE(s(side["restartPolicy"]), QStringLiteral("Always"));
    QCOMPARE(s(init["image"]), withMounts().image); // the app's image by default
    QCOMPARE(s(side["image"]), QStringLiteral("docker.io/fluent/fluent-bit:3.1"));
    QCOMPARE(s(side["env"][0]["value"]), QStringLiteral("0755"));
    QCOMPARE(s(side["envFrom"][0]["secretRef"]["name"]), QStringLiteral("config-shop"));
    QCOMPARE(s(side["volumeMounts"][0]["readOnly"]), QStringLiteral("true"));
    // the process's security applies to its extra containers too
    QCOMPARE(s(side["securityContext"]["capabilities"]["add"][0]), QStringLiteral("NET_BIND_SERVICE"));
    QCOMPARE(s(init["securityContext"]["allowPrivilegeEscalation"]), QStringLiteral("false"));
    // other processes have none
    QVERIFY(!podSpecs(r).value(QStringLiteral("shop-worker"))["initContainers"]);
    QCOMPARE(pod["containers"].size(), std::size_t(1));
}

QTEST_GUILESS_MAIN(TestSecurityChartPods)
#include "tst_securitychartpods.moc"
