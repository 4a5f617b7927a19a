// SPDX-License-Identifier: GPL-3.0-or-later
// helmdeck.yaml's scaling keys: autoscaling (hpa, keda), disruption budgets, graceful shutdown,
// trigger authentications and cron resources — round trip, source locations, bad values.
#include "io/projectfile.h"
#include "model/validator.h"

#include <QtTest>

using namespace HelmDeck;

Q_DECLARE_METATYPE(Project)

namespace {

QString describe(const Findings &findings)
{
    QStringList lines;
    for (const Finding &f : findings)
        lines.append(f.toString());
    return lines.join(QLatin1Char('\n'));
}

Project scalingProject()
{
    App shop;
    shop.name = QStringLiteral("shop");
    shop.image = QStringLiteral("registry.example.com/shop:1");
    ProcessType web;
    web.name = QStringLiteral("web");
    web.scaling.autoscaling.mode = Autoscaling::Mode::Hpa;
    web.scaling.autoscaling.minReplicas = 2;
    web.scaling.autoscaling.maxReplicas = 8;
    web.scaling.autoscaling.cpuPercent = 75;
    web.scaling.disruptionBudget.maxUnavailable = QStringLiteral("25%");
    web.scaling.terminationGracePeriodSeconds = 0;
    web.scaling.preStopSleepSeconds = 5;
    ProcessType worker;
    worker.name = QStringLiteral("worker");
    Autoscaling &k = worker.scaling.autoscaling;
    k.mode = Autoscaling::Mode::Keda;
    k.minReplicas = 0;
    k.maxReplicas = 20;
    k.pollingIntervalSeconds = 15;
    k.cooldownPeriodSeconds = 0;
    KedaTrigger redis;
    redis.type = QStringLiteral("redis");
    redis.metadata = { { QStringLiteral("listName"), QStringLiteral("NO") },
        { QStringLiteral("listLength"), QStringLiteral("0755") } };
    redis.authentication = QStringLiteral("redis");
    KedaTrigger cron;
    cron.type = QStringLiteral("cron");
    k.triggers = { redis, cron };
    worker.scaling.disruptionBudget.minAvailable = QStringLiteral("1");
    shop.processes = { web, worker };
    EnvVar password;
    password.name = QStringLiteral("REDIS_PASSWORD");
    password.secret = true;
    shop.env = { password };
    TriggerAuthentication auth;
    auth.name = QStringLiteral("redis");
    auth.secretRefs = { { QStringLiteral("password"), QStringLiteral("REDIS_PASSWORD") } };
    shop.triggerAuthentications = { auth };
    CronTask task;
    task.command = QStringLiteral("python manage.py clearsessions");
    task.schedule = QStringLiteral("@daily");
    task.resources.cpuRequest = QStringLiteral("50m");
    task.resources.memoryLimit = QStringLiteral("256Mi");
    shop.cron = { task };
    Project p;
    p.apps = { shop };
    return p;
}

const char *const ScalingYaml = R"(schemaVersion: 1
apps:
  - name: shop
    image: registry.example.com/shop:1
    processes:
      - name: web
        autoscaling:
          type: hpa
          minReplicas: 2
          maxReplicas: 8
          cpu: 75
        disruptionBudget:
          maxUnavailable: 25%
        terminationGracePeriod: 1m
        preStopSleep: 5s
      - name: worker
        autoscaling:
          type: keda
          minReplicas: 0
          maxReplicas: 20
          triggers:
            - type: redis
              metadata: { listName: jobs }
              authentication: redis
    env:
      - { name: REDIS_PASSWORD, secret: true }
    triggerAuthentications:
      - name: redis
        secretRefs:
          - { parameter: password, env: REDIS_PASSWORD }
    cron:
      - schedule: "@daily"
        command: ./cleanup
        resources:
          requests: { cpu: 50m }
          limits: { memory: 256Mi }
)";

} // namespace

class TestScalingFile : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void roundTrip_data();
    void roundTrip();
    void readsEveryKey();
    void locations_data();
    void locations();
    void badValues_data();
    void badValues();
};

void TestScalingFile::roundTrip_data()
{
    QTest::addColumn<Project>("project");
    QTest::newRow("hpa, keda with scale to zero, budgets, shutdown, auth and cron resources")
        << scalingProject();
    Project off = scalingProject();
    off.apps[0].processes[0].scaling = ProcessScaling();
    off.apps[0].processes[1].scaling = ProcessScaling();
    off.apps[0].triggerAuthentications.clear();
    off.apps[0].cron[0].resources = ContainerResources();
    QTest::newRow("everything at its default") << off;
}

void TestScalingFile::roundTrip()
{
    QFETCH(Project, project);
    const QByteArray first = ProjectFile::serialize(project);
    QVERIFY(!first.isEmpty());
    const ProjectLoadResult loaded = ProjectFile::parse(first, QStringLiteral("roundtrip.yaml"));
    QVERIFY2(loaded.ok, qPrintable(describe(loaded.findings) + QLatin1Char('\n') + QString::fromUtf8(first)));
    QVERIFY2(loaded.findings.isEmpty(), qPrintable(describe(loaded.findings)));
    QCOMPARE(ProjectFile::serialize(loaded.project), first);
    const App &a = loaded.project.apps.first();
    const App &b = project.apps.first();
    for (int i = 0; i < b.processes.size(); ++i) {
        const ProcessScaling &x = a.processes.at(i).scaling;
        const ProcessScaling &y = b.processes.at(i).scaling;
        QCOMPARE(x.autoscaling.mode, y.autoscaling.mode);
        QCOMPARE(x.autoscaling.minReplicas, y.autoscaling.minReplicas);
        QCOMPARE(x.autoscaling.maxReplicas, y.autoscaling.maxReplicas);
        QCOMPARE(x.autoscaling.cpuPercent, y.autoscaling.cpuPercent);
        QCOMPARE(x.autoscaling.pollingIntervalSeconds, y.autoscaling.pollingIntervalSeconds);
        QCOMPARE(x.autoscaling.cooldownPeriodSeconds, y.autoscaling.cooldownPeriodSeconds);
        QCOMPARE(x.autoscaling.triggers.size(), y.autoscaling.triggers.size());
        for (int t = 0; t < y.autoscaling.triggers.size(); ++t) {
            QCOMPARE(x.autoscaling.triggers.at(t).type, y.autoscaling.triggers.at(t).type);
            QCOMPARE(x.autoscaling.triggers.at(t).metadata, y.autoscaling.triggers.at(t).metadata);
            QCOMPARE(
                x.autoscaling.triggers.at(t).authentication, y.autoscaling.triggers.at(t).authentication);
        }
        QCOMPARE(x.disruptionBudget.minAvailable, y.disruptionBudget.minAvailable);
        QCOMPARE(x.disruptionBudget.maxUnavailable, y.disruptionBudget.maxUnavailable);
        QCOMPARE(x.terminationGracePeriodSeconds, y.terminationGracePeriodSeconds);
        QCOMPARE(x.preStopSleepSeconds, y.preStopSleepSeconds);
    }
    QCOMPARE(a.triggerAuthentications.size(), b.triggerAuthentications.size());
    QCOMPARE(a.cron.first().resources.cpuRequest, b.cron.first().resources.cpuRequest);
    QCOMPARE(a.cron.first().resources.memoryLimit, b.cron.first().resources.memoryLimit);
    // the secret stays out of the file: only the env var's name is written
    QVERIFY(!first.contains("value:"));
}

void TestScalingFile::readsEveryKey()
{
    const ProjectLoadResult r = ProjectFile::parse(ScalingYaml, QStringLiteral("helmdeck.yaml"));
    QVERIFY2(r.ok, qPrintable(describe(r.findings)));
    QVERIFY2(r.findings.isEmpty(), qPrintable(describe(r.findings)));
    const App &app = r.project.apps.first();
    const ProcessScaling &web = app.processes.at(0).scaling;
    QCOMPARE(web.autoscaling.mode, Autoscaling::Mode::Hpa);
    QCOMPARE(web.autoscaling.cpuPercent, 75);
    QCOMPARE(web.autoscaling.memoryPercent, 0);
    QCOMPARE(web.disruptionBudget.maxUnavailable, QStringLiteral("25%"));
    QCOMPARE(web.terminationGracePeriodSeconds, 60); // "1m"
    QCOMPARE(web.preStopSleepSeconds, 5);
    const Autoscaling &worker = app.processes.at(1).scaling.autoscaling;
    QCOMPARE(worker.mode, Autoscaling::Mode::Keda);
    QCOMPARE(worker.minReplicas, 0);
    QCOMPARE(worker.pollingIntervalSeconds, 30); // KEDA's default
    QCOMPARE(worker.triggers.size(), 1);
    QCOMPARE(worker.triggers.first().metadata.first().second, QStringLiteral("jobs"));
    QCOMPARE(app.triggerAuthentications.first().secretRefs.first().env, QStringLiteral("REDIS_PASSWORD"));
    QCOMPARE(app.cron.first().resources.cpuRequest, QStringLiteral("50m"));
    QCOMPARE(app.cron.first().resources.memoryLimit, QStringLiteral("256Mi"));
    QVERIFY(app.cron.first().resources.memoryRequest.isEmpty());
    const Findings v = Validator::validate(r.project);
    QVERIFY2(v.isEmpty(), qPrintable(describe(v)));
}

void TestScalingFile::locations_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::newRow("autoscaling type")
        << QStringLiteral("apps[shop].processes[web].autoscaling.type") << 8 << 17;
    QTest::newRow("hpa cpu target") << QStringLiteral("apps[shop].processes[web].autoscaling.cpu") << 11
                                    << 16;
    QTest::newRow("budget") << QStringLiteral("apps[shop].processes[web].disruptionBudget.maxUnavailable")
                            << 13 << 27;
    QTest::newRow("grace period") << QStringLiteral("apps[shop].processes[web].terminationGracePeriod") << 14
                                  << 33;
    QTest::newRow("trigger type") << QStringLiteral(
        "apps[shop].processes[worker].autoscaling.triggers[0].type")
                                  << 22 << 21;
    QTest::newRow("trigger metadata key")
        << QStringLiteral("apps[shop].processes[worker].autoscaling.triggers[0].metadata[listName]") << 23
        << 37;
    QTest::newRow("auth env") << QStringLiteral("apps[shop].triggerAuthentications[redis].secretRefs[0].env")
                              << 30 << 41;
    QTest::newRow("cron cpu request")
        << QStringLiteral("apps[shop].cron[0].resources.requests.cpu") << 35 << 28;
}

void TestScalingFile::locations()
{
    QFETCH(QString, path);
    QFETCH(int, line);
    QFETCH(int, column);
    const ProjectLoadResult r = ProjectFile::parse(ScalingYaml, QStringLiteral("helmdeck.yaml"));
    QVERIFY(r.ok);
    const SourceLocation where = r.project.locate(path);
    QCOMPARE(where.line, line);
    QCOMPARE(where.column, column);
}

void TestScalingFile::badValues_data()
{
    QTest::addColumn<QByteArray>("replace");
    QTest::addColumn<QByteArray>("with");
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("message");
    QTest::newRow("an unknown autoscaling type")
        << QByteArray("type: hpa") << QByteArray("type: auto")
        << QStringLiteral("apps[shop].processes[web].autoscaling.type") << 8
        << QStringLiteral("use off, hpa, keda");
    QTest::newRow("a replica count that is not a number")
        << QByteArray("maxReplicas: 8") << QByteArray("maxReplicas: many")
        << QStringLiteral("apps[shop].processes[web].autoscaling.maxReplicas") << 10
        << QStringLiteral("many");
    QTest::newRow("a grace period that is not a duration")
        << QByteArray("terminationGracePeriod: 1m") << QByteArray("terminationGracePeriod: soon")
        << QStringLiteral("apps[shop].processes[web].terminationGracePeriod") << 14 << QStringLiteral("soon");
    QTest::newRow("metadata that is not a map")
        << QByteArray("metadata: { listName: jobs }") << QByteArray("metadata: [jobs]")
        << QStringLiteral("apps[shop].processes[worker].autoscaling.triggers[0].metadata") << 23
        << QStringLiteral("a list");
    QTest::newRow("a trigger authentication without a name")
        << QByteArray("      - name: redis\n        secretRefs") << QByteArray("      - secretRefs")
        << QStringLiteral("apps[shop].triggerAuthentications[0]") << 28 << QStringLiteral("no name");
}

void TestScalingFile::badValues()
{
    QFETCH(QByteArray, replace);
    QFETCH(QByteArray, with);
    QFETCH(QString, path);
    QFETCH(int, line);
    QFETCH(QString, message);
    QByteArray yaml(ScalingYaml);
    QVERIFY(yaml.contains(replace));
    yaml.replace(replace, with);
    const ProjectLoadResult r = ProjectFile::parse(yaml, QStringLiteral("helmdeck.yaml"));
    QVERIFY(!r.ok);
    bool found = false;
    for (const Finding &f : r.findings) {
        if (f.fieldPath == path && f.severity == Finding::Severity::Error) {
            found = true;
            QCOMPARE(f.location.file, QStringLiteral("helmdeck.yaml"));
            QCOMPARE(f.location.line, line);
            QVERIFY2(f.message.contains(message), qPrintable(f.message));
        }
    }
    QVERIFY2(found, qPrintable(describe(r.findings)));
}

QTEST_GUILESS_MAIN(TestScalingFile)
#include "tst_scalingfile.moc"
