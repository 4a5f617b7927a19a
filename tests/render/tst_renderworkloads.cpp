// SPDX-License-Identifier: GPL-3.0-or-later
// helm template of the app chart, workloads: kinds and names, labels and containers, CronJobs, probes,
// rolling pods.
#include "rendertest.h"

using namespace RenderTest;

class TestRenderWorkloads : public RenderTestBase
{
    Q_OBJECT
private Q_SLOTS:
    void kindsAndNames_data() { majors_data(); }
    void kindsAndNames();
    void labelsAndContainers_data() { majors_data(); }
    void labelsAndContainers();
    void cronNames_data() { majors_data(); }
    void cronNames();
    void cronSpec_data() { majors_data(); }
    void cronSpec();
    void probesOnPrimaryPort_data() { majors_data(); }
    void probesOnPrimaryPort();
    void deploymentIdRollsPods_data() { majors_data(); }
    void deploymentIdRollsPods();
};

void TestRenderWorkloads::kindsAndNames()
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

void TestRenderWorkloads::labelsAndContainers()
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

void TestRenderWorkloads::cronNames()
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

void TestRenderWorkloads::cronSpec()
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

void TestRenderWorkloads::probesOnPrimaryPort()
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

void TestRenderWorkloads::deploymentIdRollsPods()
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

QTEST_GUILESS_MAIN(TestRenderWorkloads)
#include "tst_renderworkloads.moc"
