// SPDX-License-Identifier: GPL-3.0-or-later
// Schema-checked monitoring and operator features: the ServiceMonitor, the test pod, NOTES, monitoring
// findings.
#include "valuesschematest.h"

using namespace ValuesSchemaTest;

class TestValuesSchemaMonitoring : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void serviceMonitorSelectsOneService_data();
    void serviceMonitorSelectsOneService();
    void testPod_data();
    void testPod();
    void notes_data();
    void notes();
    void monitoringFindings_data();
    void monitoringFindings();
};

void TestValuesSchemaMonitoring::serviceMonitorSelectsOneService_data()
{
    QTest::addColumn<int>("major");
    QTest::newRow("helm 3: each monitor selects its own process's Service") << 3;
    QTest::newRow("helm 4: each monitor selects its own process's Service") << 4;
}

void TestValuesSchemaMonitoring::serviceMonitorSelectsOneService()
{
    QFETCH(int, major);
    QTemporaryDir tmp;
    const App app = monitoredShop();
    const QString dir = tmp.filePath(app.name);
    QString error;
    QVERIFY2(ChartWriter::writeAppChart(app, dir, &error, QStringLiteral("5")), qPrintable(error));
    const HelmRun r = runHelm(major, { QStringLiteral("template"), app.name, dir }, tmp);
    QVERIFY2(r.exitCode == 0, qPrintable(r.output));
    const QList<YAML::Node> services = documents(r.output, "Service");
    const QList<YAML::Node> monitors = documents(r.output, "ServiceMonitor");
    QCOMPARE(monitors.size(), 2);
    for (const YAML::Node &m : monitors) {
        const std::string name = m["metadata"]["name"].as<std::string>();
        QCOMPARE(m["metadata"]["labels"]["release"].as<std::string>(), std::string("kube-prometheus-stack"));
        int matching = 0;
        std::string portName;
        for (const YAML::Node &s : services) {
            bool all = true;
            for (const auto &kv : m["spec"]["selector"]["matchLabels"]) {
                const YAML::Node have = s["metadata"]["labels"][kv.first.as<std::string>()];
                all = all && have && have.as<std::string>() == kv.second.as<std::string>();
            }
            if (all) {
                ++matching;
                QCOMPARE(s["metadata"]["name"].as<std::string>(), name);
                for (const auto &p : s["spec"]["ports"]) {
                    if (p["name"].as<std::string>() == m["spec"]["endpoints"][0]["port"].as<std::string>())
                        portName = p["name"].as<std::string>();
                }
            }
        }
        QVERIFY2(matching == 1, name.c_str());
        QVERIFY2(!portName.empty(), "the endpoint names no port of the Service");
        if (name == "shop-web") { // port 7000: the http:8080:7000 map, not the primary https one
            QCOMPARE(m["spec"]["endpoints"][0]["port"].as<std::string>(), std::string("http-8080-7000"));
            QCOMPARE(m["spec"]["endpoints"][0]["scrapeTimeout"].as<std::string>(), std::string("10s"));
            QCOMPARE(m["spec"]["endpoints"][0]["interval"].as<std::string>(), std::string("30s"));
            QCOMPARE(m["spec"]["endpoints"][0]["path"].as<std::string>(), std::string("/metrics"));
        }
    }
}

void TestValuesSchemaMonitoring::testPod_data()
{
    QTest::addColumn<int>("major");
    QTest::addColumn<QString>("app");
    QTest::addColumn<QString>("url"); // empty: no test Pod
    for (int major : { 3, 4 }) {
        QTest::newRow(
            qPrintable(QStringLiteral("helm %1: the shop's test Pod calls the readiness path").arg(major)))
            << major << QStringLiteral("shop") << QStringLiteral("http://shop-web:443/health");
        QTest::newRow(qPrintable(QStringLiteral("helm %1: the guestbook's test Pod calls /").arg(major)))
            << major << QStringLiteral("guestbook") << QString();
        QTest::newRow(qPrintable(QStringLiteral("helm %1: no test Pod without a web Service").arg(major)))
            << major << QStringLiteral("minimal") << QString();
    }
}

void TestValuesSchemaMonitoring::testPod()
{
    QFETCH(int, major);
    QFETCH(QString, app);
    QFETCH(QString, url);
    const App a = fixture(app);
    const ProcessType *web = a.process(QStringLiteral("web"));
    QString expected = url;
    if (app == QLatin1String("guestbook")) {
        QVERIFY(web && !web->portMaps.isEmpty());
        expected = QStringLiteral("http://guestbook-web:%1%2")
                       .arg(web->portMaps.at(primaryPortMapIndex(web->portMaps)).hostPort)
                       .arg(MonitoringValues::healthPath(web));
    }
    QTemporaryDir tmp;
    const QString dir = tmp.filePath(a.name);
    QString error;
    QVERIFY2(ChartWriter::writeAppChart(a, dir, &error, QStringLiteral("5")), qPrintable(error));
    const HelmRun r = runHelm(major, { QStringLiteral("template"), a.name, dir }, tmp);
    QVERIFY2(r.exitCode == 0, qPrintable(r.output));
    const QList<YAML::Node> pods = documents(r.output, "Pod");
    if (expected.isEmpty()) {
        QCOMPARE(pods.size(), 0);
        return;
    }
    QCOMPARE(pods.size(), 1);
    const YAML::Node pod = pods.first();
    QCOMPARE(pod["metadata"]["annotations"]["helm.sh/hook"].as<std::string>(), std::string("test"));
    QCOMPARE(pod["spec"]["automountServiceAccountToken"].as<bool>(), false);
    QVERIFY(!pod["spec"]["imagePullSecrets"]);
    const YAML::Node c = pod["spec"]["containers"][0];
    QCOMPARE(c["securityContext"]["readOnlyRootFilesystem"].as<bool>(), true);
    QVERIFY(!c["envFrom"] && !c["env"]);
    QCOMPARE(c["image"].as<std::string>(), std::string("busybox:1.37"));
    const YAML::Node command = c["command"];
    QCOMPARE(QString::fromStdString(command[command.size() - 1].as<std::string>()), expected);
    QString output;
    QVERIFY2(ChartFixtures::validateSchema(r.output.toUtf8(), &output) == 0, qPrintable(output));
}

void TestValuesSchemaMonitoring::notes_data()
{
    QTest::addColumn<int>("major");
    QTest::addColumn<QString>("app");
    QTest::addColumn<QStringList>("lines");
    const QStringList shop = {
        QStringLiteral("shop is deployed as release \"shop\" in namespace \"shop-prod\"."),
        QStringLiteral("  http://shop.example.com/"),
        QStringLiteral("  http://*.example.com/"),
        QStringLiteral("  helm status shop --namespace shop-prod"),
        QStringLiteral("  kubectl get pods --namespace shop-prod -l app.kubernetes.io/part-of=shop"),
        QStringLiteral("  web: Service shop-web.shop-prod.svc 8080/TCP 443/TCP 10443/TCP"),
        QStringLiteral("    kubectl port-forward --namespace shop-prod service/shop-web 8080:8080"),
        QStringLiteral("  worker: no Service, 2 replica(s); its logs:"),
        QStringLiteral("  metrics: Service shop-metrics.shop-prod.svc 8125/UDP"),
        QStringLiteral("    kubectl logs --namespace shop-prod deployment/shop-worker"),
        QStringLiteral("  helm test shop --namespace shop-prod"),
    };
    const QStringList minimal = {
        QStringLiteral("    kubectl logs --namespace shop-prod deployment/tiny-worker"),
    };
    for (int major : { 3, 4 }) {
        QTest::newRow(qPrintable(
            QStringLiteral("helm %1: the shop's notes give URLs, status and each process").arg(major)))
            << major << QStringLiteral("shop") << shop;
        QTest::newRow(qPrintable(
            QStringLiteral("helm %1: notes without domains or web name no URL or test").arg(major)))
            << major << QStringLiteral("minimal") << minimal;
        QTest::newRow(qPrintable(
            QStringLiteral("helm %1: a Service port below 1024 is forwarded from 8000 + port").arg(major)))
            << major << QStringLiteral("guestbook")
            << QStringList { QStringLiteral(
                   "    kubectl port-forward --namespace shop-prod service/guestbook-web 8080:80") };
    }
}

void TestValuesSchemaMonitoring::notes()
{
    QFETCH(int, major);
    QFETCH(QString, app);
    QFETCH(QStringList, lines);
    App a = fixture(app);
    QTemporaryDir tmp;
    const QString dir = tmp.filePath(a.name);
    QString error;
    QVERIFY2(ChartWriter::writeAppChart(a, dir, &error, QStringLiteral("5")), qPrintable(error));
    QString why;
    const QString notes = renderNotes(major, dir, tmp, &why);
    QVERIFY2(!notes.isEmpty(), qPrintable(why));
    const QStringList got = notes.split(QLatin1Char('\n'));
    for (const QString &line : lines)
        QVERIFY2(got.contains(line), qPrintable(QStringLiteral("missing \"%1\" in:\n%2").arg(line, notes)));
    // kubectl port-forward carries TCP only: no command for the UDP-only metrics Service
    QVERIFY2(!notes.contains(QLatin1String("service/shop-metrics")), qPrintable(notes));
    if (app == QLatin1String("minimal")) {
        QVERIFY2(!notes.contains(QLatin1String("http://")) && !notes.contains(QLatin1String("helm test")),
            qPrintable(notes));
    }
}

void TestValuesSchemaMonitoring::monitoringFindings_data()
{
    QTest::addColumn<QString>("process");
    QTest::addColumn<QString>(
        "field"); // what to change: "port", "path", "interval", "timeout", "label", "none"
    QTest::addColumn<QString>("fieldPath"); // of the finding, empty: none
    QTest::addColumn<bool>("isError");
    const QString web = QStringLiteral("apps[shop].processes[web].monitoring.");
    QTest::newRow("a labelled monitor on a port map is fine") << "web"
                                                              << "none" << QString() << true;
    QTest::newRow("a process without port maps has no Service to monitor")
        << "worker"
        << "none"
        << "apps[shop].processes[worker].monitoring.enabled" << true;
    QTest::newRow("a port that is no container port")
        << "web"
        << "port" << QString(web + QLatin1String("port")) << true;
    QTest::newRow("a path without a leading slash") << "web"
                                                    << "path" << QString(web + QLatin1String("path")) << true;
    QTest::newRow("an interval that is no duration")
        << "web"
        << "interval" << QString(web + QLatin1String("interval")) << true;
    QTest::newRow("a timeout above the interval")
        << "web"
        << "timeout" << QString(web + QLatin1String("scrapeTimeout")) << true;
    QTest::newRow("a label value with a space")
        << "web"
        << "label" << QString(web + QLatin1String("labels[release]")) << true;
    QTest::newRow("no labels is a warning") << "web"
                                            << "nolabels" << QString(web + QLatin1String("labels")) << false;
}

void TestValuesSchemaMonitoring::monitoringFindings()
{
    QFETCH(QString, process);
    QFETCH(QString, field);
    QFETCH(QString, fieldPath);
    QFETCH(bool, isError);
    App app = ChartFixtures::shopApp();
    ProcessType &p = app.processes[app.processIndex(process)];
    p.monitoring.enabled = true;
    p.monitoring.labels = { { QStringLiteral("release"), QStringLiteral("prom") } };
    if (field == QLatin1String("port"))
        p.monitoring.port = 9999;
    else if (field == QLatin1String("path"))
        p.monitoring.path = QStringLiteral("metrics");
    else if (field == QLatin1String("interval"))
        p.monitoring.interval = QStringLiteral("30");
    else if (field == QLatin1String("timeout"))
        p.monitoring.scrapeTimeout = QStringLiteral("1m");
    else if (field == QLatin1String("label"))
        p.monitoring.labels = { { QStringLiteral("release"), QStringLiteral("kube prom") } };
    else if (field == QLatin1String("nolabels"))
        p.monitoring.labels.clear();
    Findings findings;
    MonitoringValidator::validate(app, p, &findings);
    if (fieldPath.isEmpty()) {
        QVERIFY2(findings.isEmpty(), qPrintable(findings.value(0).message));
        // and the cluster check: no finding while the cluster serves the kind, or is unknown
        const Project project = ChartFixtures::project(app);
        QVERIFY(MonitoringValidator::clusterFindings(project, {}).isEmpty());
        QVERIFY(MonitoringValidator::clusterFindings(
            project, { QStringLiteral("v1"), QStringLiteral("monitoring.coreos.com/v1") })
                    .isEmpty());
        const Findings missing = MonitoringValidator::clusterFindings(project, { QStringLiteral("v1") });
        QCOMPARE(missing.size(), 1);
        QCOMPARE(missing.first().fieldPath, QStringLiteral("apps[shop].processes[web].monitoring.enabled"));
        QVERIFY(missing.first().message.contains(QLatin1String("monitoring.coreos.com/v1")));
        return;
    }
    QCOMPARE(findings.size(), 1);
    QCOMPARE(findings.first().fieldPath, fieldPath);
    QCOMPARE(findings.first().severity == Finding::Severity::Error, isError);
}

QTEST_GUILESS_MAIN(TestValuesSchemaMonitoring)
#include "tst_valuesschemamonitoring.moc"
