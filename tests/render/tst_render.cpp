// SPDX-License-Identifier: GPL-3.0-or-later
// What the app chart renders, through RenderJob and the real `helm template`, with Helm 3 and 4.

#include "chart/chartnames.h"
#include "chart/chartwriter.h"
#include "chartfixtures.h"
#include "render/renderjob.h"
#include "yamlpath.h"

#include <QCryptographicHash>
#include <QHash>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

#include <yaml-cpp/yaml.h>

using namespace HelmDeck;

namespace {

using namespace YamlPath;

QMap<QString, QString> selectorFor(const QString &instance, const QString &name)
{
    return { { QStringLiteral("app.kubernetes.io/instance"), instance },
        { QStringLiteral("app.kubernetes.io/name"), name },
        { QStringLiteral("app.kubernetes.io/part-of"), QStringLiteral("shop") } };
}

QStringList names(const QList<Manifest> &docs)
{
    QStringList out;
    for (const Manifest &m : docs)
        out << m.name;
    return out;
}

} // namespace

class TestRender : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void majors_data();
    void kindsAndNames_data() { majors_data(); }
    void kindsAndNames();
    void labelsAndContainers_data() { majors_data(); }
    void labelsAndContainers();
    void quoting_data();
    void quoting();
    void schemaValid_data() { majors_data(); }
    void schemaValid();
    void cronNames_data() { majors_data(); }
    void cronNames();
    void cronSpec_data() { majors_data(); }
    void cronSpec();
    void ingressPerDomain_data() { majors_data(); }
    void ingressPerDomain();
    void probesOnPrimaryPort_data() { majors_data(); }
    void probesOnPrimaryPort();
    void deploymentIdRollsPods_data() { majors_data(); }
    void deploymentIdRollsPods();
    void specialCharacters_data() { majors_data(); }
    void specialCharacters();

private:
    bool renderShop(int major, RenderResult *result, const App &app = ChartFixtures::shopApp(),
        const QString &deploymentId = QString());
    /** The shop app rendered once per helm major and reused (most checks only read the output). */
    bool shop(int major, RenderResult *result);

    QHash<int, RenderResult> m_shop;
};

void TestRender::majors_data()
{
    QTest::addColumn<int>("major");
    QTest::newRow("helm3") << 3;
    QTest::newRow("helm4") << 4;
}

bool TestRender::renderShop(int major, RenderResult *result, const App &app, const QString &deploymentId)
{
    return ChartFixtures::renderOrFail(major, ChartFixtures::project(app), result, deploymentId);
}

bool TestRender::shop(int major, RenderResult *result)
{
    if (!m_shop.contains(major)) {
        RenderResult r;
        if (!renderShop(major, &r))
            return false;
        m_shop.insert(major, r);
    }
    *result = m_shop.value(major);
    return true;
}

void TestRender::kindsAndNames()
{
    QFETCH(int, major);
    RenderResult r;
    if (!shop(major, &r))
        return;
    QVERIFY(!r.cancelled);
    QVERIFY(!hasErrors(r.findings));
    QVERIFY(r.elapsedMs > 0);
    // the env release first (the shop app has no env, so its Secret has no data), then the app
    QCOMPARE(r.manifests.releases(), (QStringList { QStringLiteral("config-shop"), QStringLiteral("shop") }));
    QCOMPARE(r.manifests.forRelease(QStringLiteral("config-shop")).size(), 1);

    const ManifestSet &m = r.manifests;
    const QList<Manifest> shopDocs = m.forRelease(QStringLiteral("shop"));
    QCOMPARE(names(m.ofKind(QStringLiteral("ServiceAccount"))), QStringList { QStringLiteral("shop") });
    QCOMPARE(names(m.ofKind(QStringLiteral("Deployment"))),
        (QStringList {
            QStringLiteral("shop-metrics"), QStringLiteral("shop-web"), QStringLiteral("shop-worker") }));
    // a Service only for processes with port maps
    QCOMPARE(names(m.ofKind(QStringLiteral("Service"))),
        (QStringList { QStringLiteral("shop-metrics"), QStringLiteral("shop-web") }));
    QCOMPARE(m.ofKind(QStringLiteral("Ingress")).size(), 2);
    QCOMPARE(m.ofKind(QStringLiteral("CronJob")).size(), 2);
    QCOMPARE(m.ofKind(QStringLiteral("Pod")).size(), 1); // the helm test Pod
    QCOMPARE(shopDocs.size(), 1 + 3 + 2 + 2 + 2 + 1);

    // apply order: the account first, routes last, then kinds without a rank (the test Pod)
    QCOMPARE(shopDocs.first().kind, QStringLiteral("ServiceAccount"));
    QCOMPARE(shopDocs.at(shopDocs.size() - 2).kind, QStringLiteral("Ingress"));
    QCOMPARE(shopDocs.last().kind, QStringLiteral("Pod"));
    for (const Manifest &doc : m.documents()) {
        QVERIFY2(doc.source.startsWith(doc.release + QStringLiteral("/templates/")), qPrintable(doc.source));
        QCOMPARE(s(load(doc)["metadata"]["namespace"]), QStringLiteral("shop-prod"));
        QCOMPARE(s(load(doc)["metadata"]["labels"]["helmdeck.dev/managed"]), QStringLiteral("true"));
        QCOMPARE(s(load(doc)["metadata"]["labels"]["app.kubernetes.io/part-of"]), QStringLiteral("shop"));
    }
    // the stream names the release before each document
    QVERIFY(m.toYaml().startsWith(
        QLatin1String("# Release: config-shop\n---\n# Source: config-shop/templates/secret.yaml\n")));
    QVERIFY(m.toYaml().contains(
        QLatin1String("# Release: shop\n---\n# Source: shop/templates/serviceaccount.yaml\n")));
    QCOMPARE(m.toYaml().count(QLatin1String("# Release: ")), m.documents().size());
}

void TestRender::labelsAndContainers()
{
    QFETCH(int, major);
    RenderResult r;
    if (!shop(major, &r))
        return;
    for (const Manifest &d : r.manifests.ofKind(QStringLiteral("Deployment"))) {
        const YAML::Node doc = load(d);
        const QString proc = d.name.mid(QStringLiteral("shop-").size());
        const auto expected = selectorFor(d.name, proc);
        QCOMPARE(stringMap(doc["spec"]["selector"]["matchLabels"]), expected); // exactly the three
        const auto podLabels = stringMap(at(doc, QStringLiteral("spec.template.metadata.labels")));
        for (auto it = expected.cbegin(); it != expected.cend(); ++it)
            QCOMPARE(podLabels.value(it.key()), it.value());
        QVERIFY(!podLabels.contains(QStringLiteral("helm.sh/chart")));
        const YAML::Node containers = at(doc, QStringLiteral("spec.template.spec.containers"));
        QCOMPARE(containers.size(), std::size_t(1));
        QCOMPARE(s(containers[0]["name"]), d.name);
        QCOMPARE(s(containers[0]["image"]), QStringLiteral("registry.example.com:5000/shop/web:1.4.2"));
        QCOMPARE(s(containers[0]["imagePullPolicy"]), QStringLiteral("IfNotPresent"));
        QCOMPARE(s(at(doc, QStringLiteral("spec.template.spec.serviceAccountName"))), QStringLiteral("shop"));
        QCOMPARE(s(containers[0]["envFrom"][0]["secretRef"]["name"]), QStringLiteral("config-shop"));
        QCOMPARE(s(containers[0]["envFrom"][0]["secretRef"]["optional"]), QStringLiteral("true"));
        QCOMPARE(s(doc["spec"]["revisionHistoryLimit"]), QStringLiteral("5"));
        QCOMPARE(s(doc["spec"]["replicas"]),
            proc == QLatin1String("worker") ? QStringLiteral("2") : QStringLiteral("1"));
        // PORT only where there are port maps: the primary container port
        const QString port = proc == QLatin1String("web") ? QStringLiteral("5000")
            : proc == QLatin1String("metrics")            ? QStringLiteral("8125")
                                                          : QString();
        if (port.isEmpty()) {
            QVERIFY(!containers[0]["env"]);
        } else {
            QCOMPARE(s(containers[0]["env"][0]["name"]), QStringLiteral("PORT"));
            QCOMPARE(s(containers[0]["env"][0]["value"]), port);
        }
    }
    for (const Manifest &svc : r.manifests.ofKind(QStringLiteral("Service"))) {
        const YAML::Node doc = load(svc);
        QCOMPARE(stringMap(doc["spec"]["selector"]), selectorFor(svc.name, svc.name.mid(5)));
        QCOMPARE(s(doc["spec"]["type"]), QStringLiteral("ClusterIP"));
    }
    const YAML::Node metrics
        = load(*r.manifests.find(QStringLiteral("Service"), QStringLiteral("shop-metrics")));
    QCOMPARE(s(metrics["spec"]["ports"][0]["protocol"]), QStringLiteral("UDP")); // Dokku always says TCP
    QCOMPARE(s(metrics["spec"]["ports"][0]["name"]), QStringLiteral("udp-8125-8125"));
    const YAML::Node web = load(*r.manifests.find(QStringLiteral("Deployment"), QStringLiteral("shop-web")));
    QSet<QString> portNames;
    for (const auto &p : at(web, QStringLiteral("spec.template.spec.containers.0.ports"))) {
        QVERIFY(s(p["name"]).size() <= 15);
        portNames.insert(s(p["name"]));
    }
    QCOMPARE(portNames,
        (QSet<QString> { QStringLiteral("http-8080-7000"), QStringLiteral("https-443-5000"),
            QStringLiteral("https-6000") }));
    const YAML::Node cron = load(r.manifests.ofKind(QStringLiteral("CronJob")).first());
    QCOMPARE(s(at(cron, QStringLiteral("spec.jobTemplate.spec.template.spec.containers.0.name"))),
        QStringLiteral("shop-cron"));
}

void TestRender::quoting_data()
{
    QTest::addColumn<int>("major");
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("value");
    const QString args = QStringLiteral("spec.template.spec.containers.0.args.");
    const QString cronArgs = QStringLiteral("spec.jobTemplate.spec.template.spec.containers.0.args.");
    for (int major : { 3, 4 }) {
        const QByteArray h = "helm" + QByteArray::number(major) + ' ';
        auto row = [&](const char *tag, const char *kind, const QString &path, const QString &value) {
            QTest::newRow(QByteArray(h + tag).constData())
                << major << QString::fromLatin1(kind) << path << value;
        };
        const QStringList web = ChartFixtures::shopWebArgs();
        for (int i = 0; i < web.size(); ++i)
            row(qPrintable(QStringLiteral("web arg ") + web.at(i)), "Deployment/shop-web",
                args + QString::number(i), web.at(i));
        row("schedule */5", "CronJob/0", QStringLiteral("spec.schedule"), QStringLiteral("*/5 * * * *"));
        row("schedule @daily", "CronJob/1", QStringLiteral("spec.schedule"), QStringLiteral("@daily"));
        row("cron arg 0755", "CronJob/0", cronArgs + QStringLiteral("4"), QStringLiteral("0755"));
        row("cron arg 1e3", "CronJob/0", cronArgs + QStringLiteral("5"), QStringLiteral("1e3"));
        row("cron sh -c", "CronJob/1", cronArgs + QStringLiteral("2"), QStringLiteral("echo NO > /tmp/x"));
        row("wildcard host", "Ingress/shop-web-wildcard-example-com", QStringLiteral("spec.rules.0.host"),
            QStringLiteral("*.example.com"));
        row("image", "Deployment/shop-web", QStringLiteral("spec.template.spec.containers.0.image"),
            QStringLiteral("registry.example.com:5000/shop/web:1.4.2"));
        row("PORT", "Deployment/shop-web", QStringLiteral("spec.template.spec.containers.0.env.0.value"),
            QStringLiteral("5000"));
        row("probe path", "Deployment/shop-web",
            QStringLiteral("spec.template.spec.containers.0.readinessProbe.httpGet.path"),
            QStringLiteral("/health"));
        row("probe header NO", "Deployment/shop-web",
            QStringLiteral("spec.template.spec.containers.0.readinessProbe.httpGet.httpHeaders.0.value"),
            QStringLiteral("NO"));
        row("exec 0755", "Deployment/shop-web",
            QStringLiteral("spec.template.spec.containers.0.startupProbe.exec.command.2"),
            QStringLiteral("0755"));
        row("deployment id", "Deployment/shop-worker",
            QStringLiteral("spec.template.metadata.annotations.helmdeck.dev/deployment-id"),
            QStringLiteral("0"));
    }
}

void TestRender::quoting()
{
    QFETCH(int, major);
    QFETCH(QString, kind);
    QFETCH(QString, path);
    QFETCH(QString, value);
    RenderResult r;
    if (!shop(major, &r))
        return;
    // "CronJob/0": the CronJob of the first task (names are hashes; find it by schedule)
    const Manifest *doc = nullptr;
    const QString k = kind.section(QLatin1Char('/'), 0, 0);
    const QString n = kind.section(QLatin1Char('/'), 1);
    const QList<Manifest> crons = r.manifests.ofKind(QStringLiteral("CronJob"));
    if (k == QLatin1String("CronJob")) {
        const QString schedule = ChartFixtures::shopApp().cron.at(n.toInt()).schedule;
        for (const Manifest &c : crons) {
            if (s(load(c)["spec"]["schedule"]) == schedule)
                doc = &c;
        }
    } else {
        doc = r.manifests.find(k, n);
    }
    QVERIFY2(doc, qPrintable(kind));
    // the annotation key contains dots: split the path there
    YAML::Node node;
    if (path.contains(QLatin1String("annotations."))) {
        const int cut = path.indexOf(QLatin1String("annotations.")) + 12;
        node = at(load(*doc), path.left(cut - 1))[path.mid(cut).toStdString()];
    } else {
        node = at(load(*doc), path);
    }
    QVERIFY2(node && node.IsScalar(), qPrintable(path));
    QCOMPARE(QString::fromStdString(node.Scalar()), value);
    QCOMPARE(node.Tag(), std::string("!")); // "!" = a quoted scalar, so no YAML 1.1/1.2 resolver retypes it
    QVERIFY2(doc->yaml.contains(QLatin1Char('"') + value + QLatin1Char('"')), qPrintable(doc->yaml));
}

void TestRender::schemaValid()
{
    QFETCH(int, major);
    RenderResult r;
    if (!shop(major, &r))
        return;
    QString output;
    const int rc = ChartFixtures::validateSchema(r.manifests.toYaml(true).toUtf8(), &output);
    if (rc < 0)
        QFAIL(qPrintable(output));
    QVERIFY2(rc == 0, qPrintable(output));
    QVERIFY2(output.contains(QStringLiteral("ok: %1 documents valid").arg(r.manifests.documents().size())),
        qPrintable(output));
}

void TestRender::cronNames()
{
    QFETCH(int, major);
    RenderResult first;
    RenderResult second;
    if (!shop(major, &first) || !renderShop(major, &second, ChartFixtures::shopApp(), QStringLiteral("99")))
        return;
    const QStringList names1 = names(first.manifests.ofKind(QStringLiteral("CronJob")));
    QCOMPARE(names(second.manifests.ofKind(QStringLiteral("CronJob"))), names1); // stable across renders
    static const QRegularExpression shape(QStringLiteral("^shop-cron-[0-9a-f]{10}$"));
    for (const QString &n : names1) {
        QVERIFY2(shape.match(n).hasMatch(), qPrintable(n));
        QVERIFY(n.size() <= 52);
    }
    QVERIFY(names1.at(0) != names1.at(1));

    for (const Manifest &c : first.manifests.ofKind(QStringLiteral("CronJob"))) {
        const YAML::Node doc = load(c);
        const QString id = s(doc["metadata"]["annotations"]["helmdeck.dev/cron-id"]);
        const QString hash = s(doc["metadata"]["labels"]["helmdeck.dev/cron-hash"]);
        QCOMPARE(hash,
            QString::fromLatin1(QCryptographicHash::hash(id.toUtf8(), QCryptographicHash::Sha1).toHex()));
        QCOMPARE(
            s(at(doc,
                QStringLiteral("spec.jobTemplate.spec.template.metadata.labels"))["helmdeck.dev/cron-hash"]),
            hash);
        QCOMPARE(s(doc["metadata"]["labels"]["app.kubernetes.io/instance"]), c.name);
    }

    // change the second task's command: its CronJob gets a new name, the first keeps its own
    App changed = ChartFixtures::shopApp();
    changed.cron[1].command += QStringLiteral(" again");
    RenderResult third;
    if (!renderShop(major, &third, changed))
        return;
    const QStringList names3 = names(third.manifests.ofKind(QStringLiteral("CronJob")));
    QCOMPARE(names3.size(), 2);
    const QString often
        = ChartNames::cronJobName(QStringLiteral("shop"), ChartFixtures::shopApp().cron.at(0));
    QVERIFY(names1.contains(often) && names3.contains(often));
    QCOMPARE(QSet<QString>(names1.cbegin(), names1.cend())
                 .intersect(QSet<QString>(names3.cbegin(), names3.cend())),
        QSet<QString> { often });
}

void TestRender::cronSpec()
{
    QFETCH(int, major);
    RenderResult r;
    if (!shop(major, &r))
        return;
    for (const Manifest &c : r.manifests.ofKind(QStringLiteral("CronJob"))) {
        const YAML::Node doc = load(c);
        const bool daily = s(doc["spec"]["schedule"]) == QLatin1String("@daily");
        QCOMPARE(s(doc["spec"]["timeZone"]), QStringLiteral("Etc/UTC"));
        QCOMPARE(
            s(doc["spec"]["concurrencyPolicy"]), daily ? QStringLiteral("Forbid") : QStringLiteral("Allow"));
        QCOMPARE(s(doc["spec"]["suspend"]), daily ? QStringLiteral("true") : QStringLiteral("false"));
        QCOMPARE(s(doc["spec"]["successfulJobsHistoryLimit"]), QStringLiteral("10"));
        QCOMPARE(s(doc["spec"]["failedJobsHistoryLimit"]), QStringLiteral("10"));
        QCOMPARE(s(doc["spec"]["startingDeadlineSeconds"]), QStringLiteral("60"));
        const YAML::Node job = at(doc, QStringLiteral("spec.jobTemplate.spec"));
        QCOMPARE(s(job["backoffLimit"]), QStringLiteral("0"));
        QCOMPARE(s(job["activeDeadlineSeconds"]), QStringLiteral("86400"));
        QCOMPARE(s(job["ttlSecondsAfterFinished"]), QStringLiteral("60"));
        QCOMPARE(s(job["podReplacementPolicy"]), QStringLiteral("Failed"));
        QCOMPARE(s(at(job, QStringLiteral("template.spec.restartPolicy"))), QStringLiteral("Never"));
        QCOMPARE(s(at(job, QStringLiteral("template.spec.serviceAccountName"))), QStringLiteral("shop"));
        QCOMPARE(s(at(job, QStringLiteral("template.spec.containers.0.envFrom.0.secretRef.name"))),
            QStringLiteral("config-shop"));
    }
}

void TestRender::ingressPerDomain()
{
    QFETCH(int, major);
    RenderResult r;
    if (!shop(major, &r))
        return;
    const QList<Manifest> ingresses = r.manifests.ofKind(QStringLiteral("Ingress"));
    QCOMPARE(names(ingresses),
        (QStringList {
            QStringLiteral("shop-web-shop-example-com"), QStringLiteral("shop-web-wildcard-example-com") }));
    QSet<QString> hosts;
    for (const Manifest &i : ingresses) {
        const YAML::Node doc = load(i);
        QCOMPARE(doc["spec"]["rules"].size(), std::size_t(1)); // one host per Ingress
        hosts.insert(s(doc["spec"]["rules"][0]["host"]));
        QCOMPARE(s(doc["spec"]["ingressClassName"]), QStringLiteral("traefik"));
        const YAML::Node backend = at(doc, QStringLiteral("spec.rules.0.http.paths.0.backend.service"));
        QCOMPARE(s(backend["name"]), QStringLiteral("shop-web"));
        QCOMPARE(s(backend["port"]["name"]), QStringLiteral("https-443-5000"));
    }
    QCOMPARE(hosts, (QSet<QString> { QStringLiteral("shop.example.com"), QStringLiteral("*.example.com") }));
    QVERIFY(r.manifests.find(QStringLiteral("Ingress"), QStringLiteral("shop-web-wildcard-example-com"))
                ->yaml.contains(QLatin1String("host: \"*.example.com\"")));
    // the backend port exists on the web Service and leads to container port 5000
    const YAML::Node svc = load(*r.manifests.find(QStringLiteral("Service"), QStringLiteral("shop-web")));
    bool found = false;
    for (const auto &p : svc["spec"]["ports"]) {
        if (s(p["name"]) == QLatin1String("https-443-5000")) {
            found = true;
            QCOMPARE(s(p["port"]), QStringLiteral("443"));
            QCOMPARE(s(p["targetPort"]), QStringLiteral("5000"));
        }
    }
    QVERIFY(found);

    // no web port maps: nothing to route to, so no Ingress
    App noWebPorts = ChartFixtures::shopApp();
    noWebPorts.processes[0].portMaps.clear();
    noWebPorts.processes[0].healthChecks.clear();
    noWebPorts.ingressClass = QStringLiteral("nginx");
    RenderResult r2;
    if (!renderShop(major, &r2, noWebPorts))
        return;
    QVERIFY(r2.manifests.ofKind(QStringLiteral("Ingress")).isEmpty());
    QVERIFY(!r2.manifests.find(QStringLiteral("Service"), QStringLiteral("shop-web")));
}

void TestRender::probesOnPrimaryPort()
{
    QFETCH(int, major);
    RenderResult r;
    if (!shop(major, &r))
        return;
    const YAML::Node c = at(load(*r.manifests.find(QStringLiteral("Deployment"), QStringLiteral("shop-web"))),
        QStringLiteral("spec.template.spec.containers.0"));
    // primary: https-443-5000 beats http-8080-7000 listed before it -> container port 5000
    const YAML::Node ready = c["readinessProbe"];
    QCOMPARE(s(ready["httpGet"]["port"]), QStringLiteral("5000"));
    QCOMPARE(s(ready["httpGet"]["scheme"]), QStringLiteral("HTTP"));
    QCOMPARE(s(ready["httpGet"]["httpHeaders"][0]["name"]), QStringLiteral("X-Probe"));
    QCOMPARE(s(ready["periodSeconds"]), QStringLiteral("5"));
    QCOMPARE(s(ready["timeoutSeconds"]), QStringLiteral("2"));
    QVERIFY(!ready["initialDelaySeconds"] && !ready["failureThreshold"]); // unset stays unset
    QCOMPARE(s(ready["successThreshold"]), QStringLiteral("1"));
    const YAML::Node live = c["livenessProbe"];
    QCOMPARE(s(live["tcpSocket"]["port"]), QStringLiteral("5000"));
    QCOMPARE(s(live["initialDelaySeconds"]), QStringLiteral("10"));
    QCOMPARE(s(live["successThreshold"]), QStringLiteral("1"));
    QVERIFY(!live["httpGet"] && !live["exec"]);
    const YAML::Node startup = c["startupProbe"];
    QCOMPARE(startup["exec"]["command"].size(), std::size_t(3));
    QCOMPARE(s(startup["failureThreshold"]), QStringLiteral("30"));
    // processes without checks get no probes
    const YAML::Node worker
        = at(load(*r.manifests.find(QStringLiteral("Deployment"), QStringLiteral("shop-worker"))),
            QStringLiteral("spec.template.spec.containers.0"));
    QVERIFY(!worker["readinessProbe"] && !worker["livenessProbe"] && !worker["startupProbe"]);
    QCOMPARE(s(worker["resources"]["limits"]["cpu"]), QStringLiteral("1"));
    QVERIFY(!worker["resources"]["limits"]["memory"]);
}

void TestRender::deploymentIdRollsPods()
{
    QFETCH(int, major);
    RenderResult a;
    RenderResult b;
    if (!renderShop(major, &a, ChartFixtures::shopApp(), QStringLiteral("100"))
        || !renderShop(major, &b, ChartFixtures::shopApp(), QStringLiteral("200")))
        return;
    for (const QString &name : { QStringLiteral("shop-web"), QStringLiteral("shop-worker") }) {
        const YAML::Node da = load(*a.manifests.find(QStringLiteral("Deployment"), name));
        const YAML::Node db = load(*b.manifests.find(QStringLiteral("Deployment"), name));
        const auto annA = stringMap(at(da, QStringLiteral("spec.template.metadata.annotations")));
        const auto annB = stringMap(at(db, QStringLiteral("spec.template.metadata.annotations")));
        QCOMPARE(annA.value(QStringLiteral("helmdeck.dev/deployment-id")), QStringLiteral("100"));
        QCOMPARE(annB.value(QStringLiteral("helmdeck.dev/deployment-id")), QStringLiteral("200"));
        // nothing else in the pod template moves with the deployment id
        YAML::Node ta = at(da, QStringLiteral("spec.template"));
        YAML::Node tb = at(db, QStringLiteral("spec.template"));
        ta["metadata"]["annotations"].remove("helmdeck.dev/deployment-id");
        tb["metadata"]["annotations"].remove("helmdeck.dev/deployment-id");
        YAML::Emitter ea;
        YAML::Emitter eb;
        ea << ta;
        eb << tb;
        QCOMPARE(QString::fromUtf8(ea.c_str()), QString::fromUtf8(eb.c_str()));
    }
}

void TestRender::specialCharacters()
{
    // quotes, backslashes, non-ASCII and a '$' survive values.yaml (yaml-cpp) and `quote` (Go %q)
    QFETCH(int, major);
    App app = ChartFixtures::shopApp();
    app.processes[1].command
        = QString::fromUtf8("printf '%s\\n' \"quote\\\" back\\\\ \u00e9 \u2713 tab\\there\" 'cost: $5'");
    RenderResult r;
    if (!renderShop(major, &r, app))
        return;
    const YAML::Node args
        = at(load(*r.manifests.find(QStringLiteral("Deployment"), QStringLiteral("shop-worker"))),
            QStringLiteral("spec.template.spec.containers.0.args"));
    QStringList got;
    for (const auto &a : args)
        got << QString::fromStdString(a.Scalar());
    QCOMPARE(got,
        (QStringList { QStringLiteral("printf"), QStringLiteral("%s\\n"),
            QString::fromUtf8("quote\" back\\ \u00e9 \u2713 tab\\there"), QStringLiteral("cost: $$5") }));
}

QTEST_GUILESS_MAIN(TestRender)
#include "tst_render.moc"
