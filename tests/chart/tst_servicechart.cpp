// SPDX-License-Identifier: GPL-3.0-or-later
// Bundled and external backing services in the rendered releases (docs/chart-values.md, "Backing
// services"), with the real Helm 3 and 4: the StatefulSet and headless Service, the claim or the
// storage entry, probes and security, the credentials Secret and the URL in config-<app>, the URL
// reaching Deployments, CronJobs, the release Job and run Jobs through the config Secret, the release
// gate's wait containers, and every document schema-valid.

#include "chart/chartnames.h"
#include "chartfixtures.h"
#include "cluster/livestate.h"
#include "run/runjob.h"
#include "run/runrequest.h"
#include "yamlpath.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

#include <yaml-cpp/yaml.h>

using namespace HelmDeck;
using namespace YamlPath;

namespace {

const QString Password = QStringLiteral("Pw0rdPw0rdPw0rdPw0rdPw0rdPw0rdPw0rdPw0rd");
const QString ValkeyPassword = QStringLiteral("Vk0123456789Vk0123456789Vk0123456789abcd");

BackingService postgres()
{
    BackingService s;
    s.kind = BackingService::Kind::PostgreSQL;
    s.version = QStringLiteral("16");
    s.size = QStringLiteral("5Gi");
    s.storageClass = QStringLiteral("local-path");
    s.cpu = QStringLiteral("100m");
    s.memory = QStringLiteral("256Mi");
    s.credential = Password;
    return s;
}

BackingService valkey()
{
    BackingService s;
    s.kind = BackingService::Kind::Valkey;
    s.credential = ValkeyPassword;
    return s;
}

/** The shop app in namespace "shop" with both services bundled and a release command. */
App serviceApp()
{
    App app = ChartFixtures::shopApp();
    app.kubeNamespace = QStringLiteral("shop");
    app.release.command = QStringLiteral("python manage.py migrate --noinput");
    app.env = { EnvVar { QStringLiteral("MODE"), QStringLiteral("0755"), false } };
    app.services = { postgres(), valkey() };
    return app;
}

QString decoded(const YAML::Node &data, const char *key)
{
    return QString::fromUtf8(QByteArray::fromBase64(s(data[key]).toUtf8()));
}

const Manifest *findOrFail(const RenderResult &r, const QString &kind, const QString &name)
{
    const Manifest *m = r.manifests.find(kind, name);
    if (!m)
        QTest::qFail(qPrintable(QStringLiteral("no %1 %2 rendered").arg(kind, name)), __FILE__, __LINE__);
    return m;
}

/** The env var names of a pod spec's first container's envFrom Secrets. */
QStringList envFromSecrets(const YAML::Node &container)
{
    QStringList out;
    for (const YAML::Node &from : container["envFrom"])
        out << s(from["secretRef"]["name"]);
    return out;
}

} // namespace

class TestServiceChart : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void majors_data();
    void statefulSetRunsTheOfficialImageAsNonRoot_data() { majors_data(); }
    void statefulSetRunsTheOfficialImageAsNonRoot();
    void headlessServicePerService_data() { majors_data(); }
    void headlessServicePerService();
    void storageEntryReplacesTheClaimTemplate_data() { majors_data(); }
    void storageEntryReplacesTheClaimTemplate();
    void credentialsSecretAndUrlsAreInTheConfigRelease_data() { majors_data(); }
    void credentialsSecretAndUrlsAreInTheConfigRelease();
    void valkeyPasswordIsNeverOnTheCommandLine_data() { majors_data(); }
    void valkeyPasswordIsNeverOnTheCommandLine();
    void everyWorkloadReadsTheUrlFromTheConfigSecret_data() { majors_data(); }
    void everyWorkloadReadsTheUrlFromTheConfigSecret();
    void releaseGateWaitsForEachService_data() { majors_data(); }
    void releaseGateWaitsForEachService();
    void externalServiceHasOnlyItsUrl_data() { majors_data(); }
    void externalServiceHasOnlyItsUrl();
    void servicesAreSchemaValid_data() { majors_data(); }
    void servicesAreSchemaValid();
    void previewMasksTheCredentials();
};

void TestServiceChart::majors_data()
{
    QTest::addColumn<int>("major");
    QTest::newRow("helm3") << 3;
    QTest::newRow("helm4") << 4;
}

void TestServiceChart::statefulSetRunsTheOfficialImageAsNonRoot()
{
    QFETCH(int, major);
    RenderResult r;
    if (!ChartFixtures::renderOrFail(major, ChartFixtures::project(serviceApp()), &r))
        return;
    const Manifest *pg = findOrFail(r, QStringLiteral("StatefulSet"), QStringLiteral("shop-postgres"));
    if (!pg)
        return;
    QCOMPARE(pg->release, QStringLiteral("shop"));
    const YAML::Node doc = load(*pg);
    QCOMPARE(s(at(doc, QStringLiteral("spec.replicas"))), QStringLiteral("1"));
    QCOMPARE(s(at(doc, QStringLiteral("spec.serviceName"))), QStringLiteral("shop-postgres"));
    const YAML::Node pod = at(doc, QStringLiteral("spec.template.spec"));
    QCOMPARE(s(pod["securityContext"]["runAsUser"]), QStringLiteral("999"));
    QCOMPARE(s(pod["securityContext"]["fsGroup"]), QStringLiteral("999"));
    QCOMPARE(s(pod["securityContext"]["runAsNonRoot"]), QStringLiteral("true"));
    QCOMPARE(s(pod["automountServiceAccountToken"]), QStringLiteral("false"));
    const YAML::Node c = pod["containers"][0];
    QCOMPARE(s(c["name"]), QStringLiteral("postgres"));
    QCOMPARE(s(c["image"]), QStringLiteral("docker.io/library/postgres:16"));
    QCOMPARE(s(c["securityContext"]["allowPrivilegeEscalation"]), QStringLiteral("false"));
    QCOMPARE(s(c["securityContext"]["capabilities"]["drop"][0]), QStringLiteral("ALL"));
    QCOMPARE(envFromSecrets(c), QStringList { QStringLiteral("shop-postgres") });
    QCOMPARE(s(c["env"][0]["name"]), QStringLiteral("PGDATA"));
    QCOMPARE(s(c["env"][0]["value"]), QStringLiteral("/var/lib/postgresql/data/pgdata"));
    QCOMPARE(s(c["volumeMounts"][0]["mountPath"]), QStringLiteral("/var/lib/postgresql/data"));
    QStringList probe;
    for (const YAML::Node &word : c["readinessProbe"]["exec"]["command"])
        probe << s(word);
    QCOMPARE(probe.join(QLatin1Char(' ')), QStringLiteral("pg_isready -h 127.0.0.1 -U shop -d shop"));
    QCOMPARE(s(c["resources"]["requests"]["cpu"]), QStringLiteral("100m"));
    QCOMPARE(s(c["resources"]["requests"]["memory"]), QStringLiteral("256Mi"));
    const YAML::Node claim = at(doc, QStringLiteral("spec.volumeClaimTemplates.0"));
    QCOMPARE(s(claim["metadata"]["name"]), QStringLiteral("data"));
    QCOMPARE(s(claim["spec"]["storageClassName"]), QStringLiteral("local-path"));
    QCOMPARE(s(claim["spec"]["resources"]["requests"]["storage"]), QStringLiteral("5Gi"));

    const Manifest *vk = findOrFail(r, QStringLiteral("StatefulSet"), QStringLiteral("shop-valkey"));
    if (!vk)
        return;
    const YAML::Node v = load(*vk);
    const YAML::Node vc = at(v, QStringLiteral("spec.template.spec.containers.0"));
    QCOMPARE(s(vc["name"]), QStringLiteral("valkey"));
    QCOMPARE(s(vc["image"]), QStringLiteral("docker.io/valkey/valkey:8"));
    QCOMPARE(s(vc["readinessProbe"]["exec"]["command"][2]),
        QStringLiteral("valkey-cli -h 127.0.0.1 ping | grep -q PONG"));
    // no storage class given: the cluster's default, so no storageClassName at all
    QVERIFY(!at(v, QStringLiteral("spec.volumeClaimTemplates.0.spec.storageClassName")).IsDefined());
    QCOMPARE(s(at(v, QStringLiteral("spec.volumeClaimTemplates.0.spec.resources.requests.storage"))),
        QStringLiteral("1Gi"));
}

void TestServiceChart::headlessServicePerService()
{
    QFETCH(int, major);
    RenderResult r;
    if (!ChartFixtures::renderOrFail(major, ChartFixtures::project(serviceApp()), &r))
        return;
    const QList<std::pair<QString, int>> expected
        = { { QStringLiteral("shop-postgres"), 5432 }, { QStringLiteral("shop-valkey"), 6379 } };
    for (const auto &e : expected) {
        const Manifest *svc = findOrFail(r, QStringLiteral("Service"), e.first);
        if (!svc)
            return;
        const YAML::Node doc = load(*svc);
        QCOMPARE(s(at(doc, QStringLiteral("spec.clusterIP"))), QStringLiteral("None"));
        QCOMPARE(s(at(doc, QStringLiteral("spec.ports.0.port"))), QString::number(e.second));
        // the Service selects exactly the StatefulSet's pods
        const Manifest *sts = r.manifests.find(QStringLiteral("StatefulSet"), e.first);
        QVERIFY(sts);
        QCOMPARE(stringMap(at(doc, QStringLiteral("spec.selector"))),
            stringMap(at(load(*sts), QStringLiteral("spec.selector.matchLabels"))));
    }
}

void TestServiceChart::storageEntryReplacesTheClaimTemplate()
{
    QFETCH(int, major);
    App app = serviceApp();
    app.services[0].storageEntry = QStringLiteral("db-data");
    Project project = ChartFixtures::project(app);
    StorageEntry entry;
    entry.name = QStringLiteral("db-data");
    entry.size = QStringLiteral("20Gi");
    project.storage.append(entry);
    RenderResult r;
    if (!ChartFixtures::renderOrFail(major, project, &r))
        return;
    const Manifest *pg = findOrFail(r, QStringLiteral("StatefulSet"), QStringLiteral("shop-postgres"));
    if (!pg)
        return;
    const YAML::Node doc = load(*pg);
    QVERIFY(!doc["spec"]["volumeClaimTemplates"].IsDefined());
    bool found = false;
    for (const YAML::Node &volume : at(doc, QStringLiteral("spec.template.spec.volumes"))) {
        if (s(volume["name"]) == QLatin1String("data")) {
            QCOMPARE(s(volume["persistentVolumeClaim"]["claimName"]), QStringLiteral("db-data"));
            found = true;
        }
    }
    QVERIFY2(found, "the storage entry's claim is the pod volume \"data\"");
}

void TestServiceChart::credentialsSecretAndUrlsAreInTheConfigRelease()
{
    QFETCH(int, major);
    RenderResult r;
    if (!ChartFixtures::renderOrFail(major, ChartFixtures::project(serviceApp()), &r))
        return;
    const Manifest *pg = findOrFail(r, QStringLiteral("Secret"), QStringLiteral("shop-postgres"));
    const Manifest *vk = findOrFail(r, QStringLiteral("Secret"), QStringLiteral("shop-valkey"));
    const Manifest *config = findOrFail(r, QStringLiteral("Secret"), QStringLiteral("config-shop"));
    if (!pg || !vk || !config)
        return;
    QCOMPARE(pg->release, QStringLiteral("config-shop"));
    QCOMPARE(vk->release, QStringLiteral("config-shop"));
    const YAML::Node pgData = load(*pg)["data"];
    QCOMPARE(decoded(pgData, "POSTGRES_USER"), QStringLiteral("shop"));
    QCOMPARE(decoded(pgData, "POSTGRES_DB"), QStringLiteral("shop"));
    QCOMPARE(decoded(pgData, "POSTGRES_PASSWORD"), Password);
    const YAML::Node vkData = load(*vk)["data"];
    QCOMPARE(decoded(vkData, "VALKEY_PASSWORD"), ValkeyPassword);
    QCOMPARE(decoded(vkData, "valkey.conf"), QStringLiteral("requirepass %1\n").arg(ValkeyPassword));
    const YAML::Node data = load(*config)["data"];
    QCOMPARE(decoded(data, "DATABASE_URL"),
        QStringLiteral("postgres://shop:%1@shop-postgres.shop.svc.cluster.local:5432/shop").arg(Password));
    QCOMPARE(decoded(data, "REDIS_URL"),
        QStringLiteral("redis://:%1@shop-valkey.shop.svc.cluster.local:6379/0").arg(ValkeyPassword));
    // the app's own env is still there, beside the URLs
    QCOMPARE(decoded(data, "MODE"), QStringLiteral("0755"));
}

void TestServiceChart::valkeyPasswordIsNeverOnTheCommandLine()
{
    QFETCH(int, major);
    RenderResult r;
    if (!ChartFixtures::renderOrFail(major, ChartFixtures::project(serviceApp()), &r))
        return;
    // the app release holds no credential at all: only Secret references
    for (const Manifest &m : r.manifests.forRelease(QStringLiteral("shop"))) {
        QVERIFY2(!m.yaml.contains(Password), qPrintable(m.kind + QLatin1Char('/') + m.name));
        QVERIFY2(!m.yaml.contains(ValkeyPassword), qPrintable(m.kind + QLatin1Char('/') + m.name));
    }
    const Manifest *vk = findOrFail(r, QStringLiteral("StatefulSet"), QStringLiteral("shop-valkey"));
    if (!vk)
        return;
    const YAML::Node c = at(load(*vk), QStringLiteral("spec.template.spec.containers.0"));
    QCOMPARE(s(c["args"][0]), QStringLiteral("/etc/valkey/valkey.conf"));
    QCOMPARE(s(c["env"][0]["name"]), QStringLiteral("REDISCLI_AUTH"));
    QCOMPARE(s(c["env"][0]["valueFrom"]["secretKeyRef"]["name"]), QStringLiteral("shop-valkey"));
    QCOMPARE(s(c["env"][0]["valueFrom"]["secretKeyRef"]["key"]), QStringLiteral("VALKEY_PASSWORD"));
}

void TestServiceChart::everyWorkloadReadsTheUrlFromTheConfigSecret()
{
    QFETCH(int, major);
    RenderResult r;
    if (!ChartFixtures::renderOrFail(major, ChartFixtures::project(serviceApp()), &r))
        return;
    const QString config = ChartNames::configSecretName(QStringLiteral("shop"));
    int workloads = 0;
    for (const QString &kind :
        { QStringLiteral("Deployment"), QStringLiteral("CronJob"), QStringLiteral("Job") }) {
        for (const Manifest &m : r.manifests.ofKind(kind)) {
            const YAML::Node doc = load(m);
            const YAML::Node spec = kind == QLatin1String("CronJob")
                ? at(doc, QStringLiteral("spec.jobTemplate.spec.template.spec"))
                : at(doc, QStringLiteral("spec.template.spec"));
            QVERIFY2(envFromSecrets(spec["containers"][0]).contains(config), qPrintable(kind + m.name));
            ++workloads;
        }
    }
    QVERIFY2(workloads >= 4, "web, worker, metrics, two CronJobs and the release Job");
    QVERIFY(!r.manifests.ofKind(QStringLiteral("CronJob")).isEmpty());
    QVERIFY(!r.manifests.ofKind(QStringLiteral("Job")).isEmpty());

    // a run Job (helmdeck run) reads the same Secret
    LiveDeployment live;
    live.name = QStringLiteral("shop-web");
    live.process = QStringLiteral("web");
    live.image = QStringLiteral("registry.example.com/shop:1");
    RunRequest request;
    request.appName = QStringLiteral("shop");
    request.command = QStringList { QStringLiteral("env") };
    const QJsonObject job
        = RunJob::manifest(serviceApp(), QStringLiteral("shop"), QStringLiteral("shop-run-1"), live, request);
    const QJsonArray containers = job.value(QStringLiteral("spec"))
                                      .toObject()
                                      .value(QStringLiteral("template"))
                                      .toObject()
                                      .value(QStringLiteral("spec"))
                                      .toObject()
                                      .value(QStringLiteral("containers"))
                                      .toArray();
    QVERIFY(!containers.isEmpty());
    const QJsonArray envFrom = containers.at(0).toObject().value(QStringLiteral("envFrom")).toArray();
    QVERIFY(!envFrom.isEmpty());
    QCOMPARE(envFrom.at(0)
                 .toObject()
                 .value(QStringLiteral("secretRef"))
                 .toObject()
                 .value(QStringLiteral("name"))
                 .toString(),
        config);
}

void TestServiceChart::releaseGateWaitsForEachService()
{
    QFETCH(int, major);
    RenderResult r;
    if (!ChartFixtures::renderOrFail(major, ChartFixtures::project(serviceApp()), &r))
        return;
    const QList<Manifest> jobs = r.manifests.ofKind(QStringLiteral("Job"));
    QCOMPARE(jobs.size(), 1);
    const YAML::Node init = at(load(jobs.first()), QStringLiteral("spec.template.spec.initContainers"));
    QCOMPARE(int(init.size()), 2);
    QCOMPARE(s(init[0]["name"]), QStringLiteral("wait-postgres"));
    QCOMPARE(s(init[0]["image"]), QStringLiteral("docker.io/library/postgres:16"));
    QVERIFY(s(init[0]["args"][0]).contains(QStringLiteral("pg_isready -q -h \"$SERVICE_HOST\"")));
    QVERIFY(s(init[0]["args"][0]).contains(QStringLiteral("tries=60")));
    QVERIFY(s(init[0]["args"][0]).contains(QStringLiteral("did not accept connections after 60 tries")));
    QCOMPARE(s(init[0]["env"][0]["value"]), QStringLiteral("shop-postgres"));
    QCOMPARE(s(init[0]["securityContext"]["runAsUser"]), QStringLiteral("999"));
    QCOMPARE(s(init[1]["name"]), QStringLiteral("wait-valkey"));
    QVERIFY(s(init[1]["args"][0]).contains(QStringLiteral("valkey-cli -h \"$SERVICE_HOST\"")));

    // with a predeploy command too, the waits come first
    App app = serviceApp();
    app.predeploy = QStringLiteral("python manage.py check");
    RenderResult withPredeploy;
    if (!ChartFixtures::renderOrFail(major, ChartFixtures::project(app), &withPredeploy))
        return;
    const YAML::Node three = at(load(withPredeploy.manifests.ofKind(QStringLiteral("Job")).first()),
        QStringLiteral("spec.template.spec.initContainers"));
    QCOMPARE(int(three.size()), 3);
    QCOMPARE(s(three[0]["name"]), QStringLiteral("wait-postgres"));
    QCOMPARE(s(three[2]["name"]), QStringLiteral("shop-predeploy"));
}

void TestServiceChart::externalServiceHasOnlyItsUrl()
{
    QFETCH(int, major);
    App app = serviceApp();
    app.services[0] = BackingService();
    app.services[0].external = true;
    app.services[0].envName = QStringLiteral("PRIMARY_DATABASE_URL");
    app.services[0].credential = QStringLiteral("postgres://u:p@db.example.com:5432/shop?sslmode=require");
    RenderResult r;
    if (!ChartFixtures::renderOrFail(major, ChartFixtures::project(app), &r))
        return;
    QVERIFY(!r.manifests.find(QStringLiteral("StatefulSet"), QStringLiteral("shop-postgres")));
    QVERIFY(!r.manifests.find(QStringLiteral("Service"), QStringLiteral("shop-postgres")));
    QVERIFY(!r.manifests.find(QStringLiteral("Secret"), QStringLiteral("shop-postgres")));
    const Manifest *config = r.manifests.find(QStringLiteral("Secret"), QStringLiteral("config-shop"));
    QVERIFY(config);
    QCOMPARE(decoded(load(*config)["data"], "PRIMARY_DATABASE_URL"), app.services[0].credential);
    // the gate waits only for what runs in the cluster
    const YAML::Node init = at(load(r.manifests.ofKind(QStringLiteral("Job")).first()),
        QStringLiteral("spec.template.spec.initContainers"));
    QCOMPARE(int(init.size()), 1);
    QCOMPARE(s(init[0]["name"]), QStringLiteral("wait-valkey"));
}

void TestServiceChart::servicesAreSchemaValid()
{
    QFETCH(int, major);
    App app = serviceApp();
    app.predeploy = QStringLiteral("python manage.py check");
    Project project = ChartFixtures::project(app);
    RenderResult r;
    if (!ChartFixtures::renderOrFail(major, project, &r))
        return;
    QCOMPARE(r.manifests.ofKind(QStringLiteral("StatefulSet")).size(), 2);
    ChartFixtures::schemaValidOrFail(r.manifests);
}

void TestServiceChart::previewMasksTheCredentials()
{
    RenderResult r;
    if (!ChartFixtures::renderOrFail(4, ChartFixtures::project(serviceApp()), &r))
        return;
    const QString shown = r.manifests.toYaml(false);
    QVERIFY(!shown.contains(QString::fromLatin1(Password.toUtf8().toBase64())));
    QVERIFY(!shown.contains(QString::fromLatin1(ValkeyPassword.toUtf8().toBase64())));
    QVERIFY(shown.contains(QStringLiteral("\"POSTGRES_PASSWORD\":")));
    QVERIFY(shown.contains(QStringLiteral("\"DATABASE_URL\":")));
}

QTEST_GUILESS_MAIN(TestServiceChart)
#include "tst_servicechart.moc"
