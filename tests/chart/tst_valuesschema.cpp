// SPDX-License-Identifier: GPL-3.0-or-later
// The app chart's values.schema.json, ServiceMonitors, the helm test Pod and NOTES.txt, with the real
// Helm 3 and Helm 4: charts HelmDeck writes lint and render; values the schema forbids are refused
// with a message naming the key; every key ValuesBuilder writes (and values.yaml holds) is declared.

#include "chart/chartwriter.h"
#include "chart/monitoringvalues.h"
#include "chartfixtures.h"
#include "io/projectfile.h"
#include "model/monitoringvalidator.h"
#include "model/validator.h"
#include "publish/chartpackager.h"
#include "testutil.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <yaml-cpp/yaml.h>

using namespace HelmDeck;

namespace {

App guestbookApp()
{
    const ProjectLoadResult loaded
        = ProjectFile::load(TestUtil::sourceDir() + QStringLiteral("/examples/guestbook/helmdeck.yaml"));
    return loaded.project.apps.value(0);
}

/** The shop app with a monitored web (port 7000 of http:8080:7000) and a monitored worker (no ports). */
App monitoredShop()
{
    App app = ChartFixtures::shopApp();
    for (ProcessType &p : app.processes) {
        p.monitoring.enabled = true;
        p.monitoring.labels = { { QStringLiteral("release"), QStringLiteral("kube-prometheus-stack") } };
        if (p.name == QLatin1String("web")) {
            p.monitoring.port = 7000;
            p.monitoring.scrapeTimeout = QStringLiteral("10s");
        }
    }
    return app;
}

App minimalApp()
{
    App app;
    app.name = QStringLiteral("tiny");
    app.image = QStringLiteral("busybox");
    ProcessType worker;
    worker.name = QStringLiteral("worker");
    app.processes = { worker };
    return app;
}

App fixture(const QString &name)
{
    if (name == QLatin1String("shop"))
        return ChartFixtures::shopApp();
    if (name == QLatin1String("monitored shop"))
        return monitoredShop();
    if (name == QLatin1String("minimal"))
        return minimalApp();
    if (name == QLatin1String("storage")) {
        const Project p = ChartFixtures::storageProject();
        return p.apps.value(0);
    }
    return guestbookApp();
}

struct HelmRun
{
    int exitCode = -1;
    QString output;
};

/** helm @p args with private HELM_* homes under @p tmp; stdout and stderr merged. */
HelmRun runHelm(int major, const QStringList &args, const QTemporaryDir &tmp)
{
    HelmRun r;
    const QString helm = ChartFixtures::helmPath(major);
    if (helm.isEmpty()) {
        r.output = ChartFixtures::helmMissing(major);
        return r;
    }
    QProcess proc;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char *v : { "HELM_CONFIG_HOME", "HELM_CACHE_HOME", "HELM_DATA_HOME" })
        env.insert(QLatin1String(v), tmp.filePath(QLatin1String(v)));
    proc.setProcessEnvironment(env);
    proc.setProcessChannelMode(QProcess::MergedChannels);
    proc.start(helm, args);
    if (!proc.waitForFinished(60000)) {
        r.output = QStringLiteral("helm did not finish");
        return r;
    }
    r.exitCode = proc.exitStatus() == QProcess::NormalExit ? proc.exitCode() : -1;
    r.output = QString::fromUtf8(proc.readAll());
    return r;
}

QJsonObject schema()
{
    QFile f(TestUtil::sourceDir() + QStringLiteral("/charts/app/values.schema.json"));
    if (!f.open(QIODevice::ReadOnly))
        return QJsonObject();
    return QJsonDocument::fromJson(f.readAll()).object();
}

/** @p node with its "$ref" ("#/definitions/x") resolved against @p root. */
QJsonObject resolved(const QJsonObject &root, QJsonObject node)
{
    while (node.contains(QStringLiteral("$ref"))) {
        const QString ref = node.value(QStringLiteral("$ref")).toString();
        node = root.value(QStringLiteral("definitions"))
                   .toObject()
                   .value(ref.section(QLatin1Char('/'), -1))
                   .toObject();
    }
    return node;
}

/**
 * Every key path of @p value the schema @p node does not declare ("processes.web.extra"). A key is
 * declared by "properties", or by an "additionalProperties" schema (maps keyed by name).
 */
void undeclared(const QJsonObject &root, const QJsonObject &nodeIn, const YAML::Node &value,
    const QString &path, QStringList *out)
{
    const QJsonObject node = resolved(root, nodeIn);
    if (value.IsMap()) {
        const QJsonObject props = node.value(QStringLiteral("properties")).toObject();
        const QJsonValue extra = node.value(QStringLiteral("additionalProperties"));
        for (const auto &kv : value) {
            const QString key = QString::fromStdString(kv.first.as<std::string>());
            const QString child = path.isEmpty() ? key : path + QLatin1Char('.') + key;
            if (props.contains(key))
                undeclared(root, props.value(key).toObject(), kv.second, child, out);
            else if (extra.isObject())
                undeclared(root, extra.toObject(), kv.second, child, out);
            else if (!(extra.isBool() && extra.toBool()) && !node.value(QStringLiteral("type")).isUndefined())
                out->append(child);
        }
    } else if (value.IsSequence()) {
        const QJsonObject items = node.value(QStringLiteral("items")).toObject();
        for (std::size_t i = 0; i < value.size(); ++i)
            undeclared(root, items, value[i], path + QStringLiteral("[]"), out);
    }
}

/** NOTES.txt rendered by `helm template` (which never prints NOTES) through a define wrapping it. */
QString renderNotes(int major, const QString &chartDir, const QTemporaryDir &tmp, QString *why)
{
    const QDir templates(QDir(chartDir).filePath(QStringLiteral("templates")));
    const QByteArray notes = TestUtil::readFile(templates.filePath(QStringLiteral("NOTES.txt")));
    if (notes.isEmpty()) {
        *why = QStringLiteral("the written chart has no templates/NOTES.txt");
        return QString();
    }
    QFile wrap(templates.filePath(QStringLiteral("_notes-test.tpl")));
    QFile show(templates.filePath(QStringLiteral("notes-test.yaml")));
    if (!wrap.open(QIODevice::WriteOnly) || !show.open(QIODevice::WriteOnly)) {
        *why = QStringLiteral("cannot write the test templates");
        return QString();
    }
    wrap.write("{{- define \"notes-test\" -}}\n" + notes + "{{- end -}}\n");
    show.write("apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: notes\ndata:\n  notes: {{ include "
               "\"notes-test\" . | quote }}\n");
    wrap.close();
    show.close();
    const HelmRun r = runHelm(major,
        { QStringLiteral("template"), QStringLiteral("shop"), chartDir, QStringLiteral("--namespace"),
            QStringLiteral("shop-prod"), QStringLiteral("--show-only"),
            QStringLiteral("templates/notes-test.yaml") },
        tmp);
    QFile::remove(wrap.fileName());
    QFile::remove(show.fileName());
    if (r.exitCode != 0) {
        *why = r.output;
        return QString();
    }
    const YAML::Node doc = YAML::Load(r.output.toStdString());
    return QString::fromStdString(doc["data"]["notes"].as<std::string>());
}

/** The documents of kind @p kind in a `helm template` stream. */
QList<YAML::Node> documents(const QString &stream, const char *kind)
{
    QList<YAML::Node> out;
    for (const YAML::Node &doc : YAML::LoadAll(stream.toStdString())) {
        if (doc.IsMap() && doc["kind"] && doc["kind"].as<std::string>() == kind)
            out.append(doc);
    }
    return out;
}

} // namespace

class TestValuesSchema : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void writtenChartsLintAndRender_data();
    void writtenChartsLintAndRender();
    void packagedChartKeepsTheSchema_data();
    void packagedChartKeepsTheSchema();
    void worksAsASubchart_data();
    void worksAsASubchart();
    void forbiddenValuesAreRefused_data();
    void forbiddenValuesAreRefused();
    void everyWrittenKeyIsDeclared_data();
    void everyWrittenKeyIsDeclared();
    void serviceMonitorSelectsOneService_data();
    void serviceMonitorSelectsOneService();
    void testPod_data();
    void testPod();
    void notes_data();
    void notes();
    void monitoringFindings_data();
    void monitoringFindings();
};

void TestValuesSchema::writtenChartsLintAndRender_data()
{
    QTest::addColumn<int>("major");
    QTest::addColumn<QString>("app");
    for (int major : { 3, 4 }) {
        for (const char *app : { "shop", "monitored shop", "minimal", "storage", "guestbook" })
            QTest::newRow(qPrintable(QStringLiteral("helm %1 lints and renders the %2 app's chart, every "
                                                    "document schema-valid")
                                         .arg(major)
                                         .arg(QLatin1String(app))))
                << major << QString::fromLatin1(app);
    }
}

void TestValuesSchema::writtenChartsLintAndRender()
{
    QFETCH(int, major);
    QFETCH(QString, app);
    const App a = fixture(app);
    QVERIFY(!a.name.isEmpty());
    QTemporaryDir tmp;
    const QString dir = tmp.filePath(a.name);
    QString error;
    QVERIFY2(ChartWriter::writeAppChart(a, dir, &error, QStringLiteral("1732900000")), qPrintable(error));
    QVERIFY(QFile::exists(QDir(dir).filePath(QStringLiteral("values.schema.json"))));

    const HelmRun lint = runHelm(major, { QStringLiteral("lint"), QStringLiteral("--strict"), dir }, tmp);
    QVERIFY2(lint.exitCode == 0 && lint.output.contains(QLatin1String("0 chart(s) failed")),
        qPrintable(lint.output));
    const HelmRun rendered = runHelm(major,
        { QStringLiteral("template"), a.name, dir, QStringLiteral("--namespace"),
            QStringLiteral("shop-prod") },
        tmp);
    QVERIFY2(rendered.exitCode == 0, qPrintable(rendered.output));
    QString output;
    const int rc = ChartFixtures::validateSchema(rendered.output.toUtf8(), &output);
    QVERIFY2(rc == 0, qPrintable(output));
    const int monitors = int(documents(rendered.output, "ServiceMonitor").size());
    QCOMPARE(
        monitors, app == QLatin1String("monitored shop") ? 2 : 0); // web and metrics: worker has no Service
}

void TestValuesSchema::packagedChartKeepsTheSchema_data()
{
    QTest::addColumn<int>("major");
    QTest::newRow("helm 3 checks a published package's values against its schema") << 3;
    QTest::newRow("helm 4 checks a published package's values against its schema") << 4;
}

void TestValuesSchema::packagedChartKeepsTheSchema()
{
    QFETCH(int, major);
    QTemporaryDir tmp;
    const App app = monitoredShop();
    const QString dir = tmp.filePath(app.name);
    QString error;
    QVERIFY2(ChartWriter::writeAppChart(app, dir, &error, QStringLiteral("5")), qPrintable(error));
    ChartPackageRequest request;
    request.chartDir = dir;
    request.version = QStringLiteral("1.2.3");
    const ChartPackage package = ChartPackager::package(request);
    QVERIFY2(package.ok(), qPrintable(package.error));
    for (const char *entry : { "shop/values.schema.json", "shop/templates/NOTES.txt",
             "shop/templates/tests/test-connection.yaml", "shop/templates/servicemonitor.yaml" })
        QVERIFY2(package.entries.contains(QLatin1String(entry)), entry);
    const QString tgz = tmp.filePath(package.fileName());
    QFile out(tgz);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(package.archive);
    out.close();
    const HelmRun good = runHelm(major, { QStringLiteral("template"), QStringLiteral("shop"), tgz }, tmp);
    QVERIFY2(good.exitCode == 0, qPrintable(good.output));
    const HelmRun bad = runHelm(major,
        { QStringLiteral("template"), QStringLiteral("shop"), tgz, QStringLiteral("--set"),
            QStringLiteral("replicaCount=2") },
        tmp);
    QVERIFY2(bad.exitCode != 0 && bad.output.contains(QLatin1String("replicaCount")), qPrintable(bad.output));
}

void TestValuesSchema::worksAsASubchart_data()
{
    QTest::addColumn<int>("major");
    QTest::newRow("helm 3 renders it under an umbrella that sets global and a condition") << 3;
    QTest::newRow("helm 4 renders it under an umbrella that sets global and a condition") << 4;
}

void TestValuesSchema::worksAsASubchart()
{
    QFETCH(int, major);
    QTemporaryDir tmp;
    const QString umbrella = tmp.filePath(QStringLiteral("umbrella"));
    QString error;
    QVERIFY2(ChartWriter::writeAppChart(ChartFixtures::shopApp(), umbrella + QStringLiteral("/charts/shop"),
                 &error, QStringLiteral("5")),
        qPrintable(error));
    QFile chart(umbrella + QStringLiteral("/Chart.yaml"));
    QVERIFY(chart.open(QIODevice::WriteOnly));
    chart.write(
        "apiVersion: v2\nname: umbrella\nversion: 0.1.0\ndependencies:\n  - name: shop\n    version: \"*\"\n"
        "    condition: shop.enabled\n");
    chart.close();
    QFile values(umbrella + QStringLiteral("/values.yaml"));
    QVERIFY(values.open(QIODevice::WriteOnly));
    values.write("global:\n  team: payments\nshop:\n  enabled: true\n");
    values.close();
    const HelmRun r = runHelm(major, { QStringLiteral("template"), QStringLiteral("u"), umbrella }, tmp);
    QVERIFY2(r.exitCode == 0, qPrintable(r.output));
    QCOMPARE(documents(r.output, "Deployment").size(), 3);
}

void TestValuesSchema::forbiddenValuesAreRefused_data()
{
    QTest::addColumn<int>("major");
    QTest::addColumn<QString>("set"); // one --set
    QTest::addColumn<QString>("at"); // where the message points: Helm 3 "a.b", Helm 4 "/a/b"; empty: the root
    QTest::addColumn<QString>("says"); // the key the message names
    const struct
    {
        const char *row;
        const char *set;
        const char *at;
        const char *says;
    } cases[] = {
        { "replicas given as a word", "processes.web.replicas=many", "processes.web.replicas", "replicas" },
        { "an unknown top-level key", "replicaCount=3", "", "replicaCount" },
        { "an unknown key in a process entry", "processes.web.replicaCount=3", "processes.web",
            "replicaCount" },
        { "a pull policy outside the enum", "image.pullPolicy=Sometimes", "image.pullPolicy", "pullPolicy" },
        { "a ServiceMonitor interval without a unit", "monitoring.serviceMonitors.web.interval=30",
            "monitoring.serviceMonitors.web.interval", "interval" },
        { "an unknown key in a ServiceMonitor entry", "monitoring.serviceMonitors.web.honorLabels=true",
            "monitoring.serviceMonitors.web", "honorLabels" },
        { "a process name that is no DNS label", "processes.web.name=Shop_Web", "processes.web.name",
            "name" },
        { "a test path without a leading slash", "tests.path=health", "tests.path", "path" },
    };
    for (int major : { 3, 4 }) {
        for (const auto &c : cases)
            QTest::newRow(
                qPrintable(QStringLiteral("helm %1 refuses %2").arg(major).arg(QLatin1String(c.row))))
                << major << QString::fromLatin1(c.set) << QString::fromLatin1(c.at)
                << QString::fromLatin1(c.says);
    }
}

void TestValuesSchema::forbiddenValuesAreRefused()
{
    QFETCH(int, major);
    QFETCH(QString, set);
    QFETCH(QString, at);
    QFETCH(QString, says);
    QTemporaryDir tmp;
    const App app = monitoredShop();
    const QString dir = tmp.filePath(app.name);
    QString error;
    QVERIFY2(ChartWriter::writeAppChart(app, dir, &error, QStringLiteral("5")), qPrintable(error));
    const QString where
        = major == 3 ? at : QLatin1Char('/') + QString(at).replace(QLatin1Char('.'), QLatin1Char('/'));
    for (const QString &command : { QStringLiteral("lint"), QStringLiteral("template") }) {
        QStringList args { command };
        if (command == QLatin1String("lint"))
            args << QStringLiteral("--strict");
        args << dir << QStringLiteral("--set") << set;
        const HelmRun r = runHelm(major, args, tmp);
        QVERIFY2(r.exitCode != 0, qPrintable(command + QStringLiteral(" passed:\n") + r.output));
        QVERIFY2(r.output.contains(QLatin1String("schema")) && r.output.contains(says)
                && (at.isEmpty() || r.output.contains(where)),
            qPrintable(command + QStringLiteral(": ") + r.output));
    }
}

void TestValuesSchema::everyWrittenKeyIsDeclared_data()
{
    QTest::addColumn<QString>("app");
    for (const char *app : { "shop", "monitored shop", "minimal", "storage", "guestbook" })
        QTest::newRow(qPrintable(
            QStringLiteral("the schema declares every key of the %1 app's values").arg(QLatin1String(app))))
            << QString::fromLatin1(app);
    QTest::newRow("the schema declares every key of the shipped values.yaml") << QString();
}

void TestValuesSchema::everyWrittenKeyIsDeclared()
{
    QFETCH(QString, app);
    const QJsonObject root = schema();
    QVERIFY2(!root.isEmpty(), "charts/app/values.schema.json is missing or not JSON");
    QCOMPARE(root.value(QStringLiteral("$schema")).toString(),
        QStringLiteral("http://json-schema.org/draft-07/schema#"));
    QCOMPARE(root.value(QStringLiteral("additionalProperties")).toBool(true), false);
    QByteArray values;
    if (app.isEmpty()) {
        values = TestUtil::readFile(TestUtil::sourceDir() + QStringLiteral("/charts/app/values.yaml"));
    } else {
        values = ChartWriter::valuesYaml(fixture(app), QStringLiteral("5"));
        QVERIFY(!values.isEmpty());
    }
    QStringList missing;
    undeclared(root, root, YAML::Load(values.toStdString()), QString(), &missing);
    missing.removeDuplicates();
    QVERIFY2(missing.isEmpty(),
        qPrintable(QStringLiteral("keys not declared in charts/app/values.schema.json: ")
            + missing.join(QStringLiteral(", "))));
}

void TestValuesSchema::serviceMonitorSelectsOneService_data()
{
    QTest::addColumn<int>("major");
    QTest::newRow("helm 3: each monitor selects its own process's Service") << 3;
    QTest::newRow("helm 4: each monitor selects its own process's Service") << 4;
}

void TestValuesSchema::serviceMonitorSelectsOneService()
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

void TestValuesSchema::testPod_data()
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

void TestValuesSchema::testPod()
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

void TestValuesSchema::notes_data()
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

void TestValuesSchema::notes()
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

void TestValuesSchema::monitoringFindings_data()
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

void TestValuesSchema::monitoringFindings()
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

QTEST_GUILESS_MAIN(TestValuesSchema)
#include "tst_valuesschema.moc"
