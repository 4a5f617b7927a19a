// SPDX-License-Identifier: GPL-3.0-or-later
// ScalingValidator: autoscaling (hpa, keda, exclusive), disruption budgets, graceful shutdown,
// trigger authentications, cron resources, and the KEDA capability check.
#include "model/scalingvalidator.h"
#include "model/validator.h"

#include <QtTest>

#include <functional>

using namespace HelmDeck;

Q_DECLARE_METATYPE(Finding::Severity)

namespace {

using Edit = std::function<void(App *)>;

App baseApp()
{
    App app;
    app.name = QStringLiteral("shop");
    app.image = QStringLiteral("registry.example.com/shop:1");
    ProcessType web;
    web.name = QStringLiteral("web");
    web.replicas = 2;
    ProcessType worker;
    worker.name = QStringLiteral("worker");
    app.processes = { web, worker };
    EnvVar secret;
    secret.name = QStringLiteral("REDIS_PASSWORD");
    secret.secret = true;
    EnvVar plain;
    plain.name = QStringLiteral("REDIS_HOST");
    plain.value = QStringLiteral("redis:6379");
    app.env = { secret, plain };
    CronTask task;
    task.command = QStringLiteral("./cleanup");
    task.schedule = QStringLiteral("@daily");
    app.cron = { task };
    return app;
}

ProcessScaling &web(App *app)
{
    return app->processes[0].scaling;
}

ProcessScaling &worker(App *app)
{
    return app->processes[1].scaling;
}

void hpa(App *app)
{
    web(app).autoscaling.mode = Autoscaling::Mode::Hpa;
    web(app).autoscaling.cpuPercent = 80;
}

void keda(App *app)
{
    Autoscaling &a = worker(app).autoscaling;
    a.mode = Autoscaling::Mode::Keda;
    a.minReplicas = 0;
    KedaTrigger t;
    t.type = QStringLiteral("redis");
    t.metadata = { { QStringLiteral("listName"), QStringLiteral("jobs") } };
    a.triggers = { t };
}

void auth(App *app, const QString &env)
{
    TriggerAuthentication a;
    a.name = QStringLiteral("redis");
    a.secretRefs = { { QStringLiteral("password"), env } };
    app->triggerAuthentications = { a };
}

QString describe(const Findings &findings)
{
    QStringList lines;
    for (const Finding &f : findings)
        lines.append(f.toString());
    return lines.join(QLatin1Char('\n'));
}

} // namespace

Q_DECLARE_METATYPE(Edit)

class TestScalingValidator : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void valid_data();
    void valid();
    void findings_data();
    void findings();
    void kedaNeedsTheClusterToServeIt_data();
    void kedaNeedsTheClusterToServeIt();
};

void TestScalingValidator::valid_data()
{
    QTest::addColumn<Edit>("edit");
    QTest::newRow("nothing set") << Edit([](App *) {});
    QTest::newRow("an hpa on cpu with the default cpu request") << Edit(hpa);
    QTest::newRow("keda scaled to zero with an authenticated trigger") << Edit([](App *a) {
        keda(a);
        auth(a, QStringLiteral("REDIS_PASSWORD"));
        worker(a).autoscaling.triggers[0].authentication = QStringLiteral("redis");
    });
    QTest::newRow("a percentage budget")
        << Edit([](App *a) { web(a).disruptionBudget.maxUnavailable = QStringLiteral("25%"); });
    QTest::newRow("a sleep below the grace period") << Edit([](App *a) {
        web(a).terminationGracePeriodSeconds = 60;
        web(a).preStopSleepSeconds = 10;
    });
    QTest::newRow("cron resources within their limits") << Edit([](App *a) {
        a->cron[0].resources.cpuRequest = QStringLiteral("50m");
        a->cron[0].resources.cpuLimit = QStringLiteral("1");
    });
}

void TestScalingValidator::valid()
{
    QFETCH(Edit, edit);
    App app = baseApp();
    edit(&app);
    Findings out;
    ScalingValidator::validate(app, &out);
    QVERIFY2(out.isEmpty(), qPrintable(describe(out)));
}

void TestScalingValidator::findings_data()
{
    QTest::addColumn<Edit>("edit");
    QTest::addColumn<Finding::Severity>("severity");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("message");
    const auto E = Finding::Severity::Error;
    const auto W = Finding::Severity::Warning;
    const QString webPath = QStringLiteral("apps[shop].processes[web]");
    const QString workerPath = QStringLiteral("apps[shop].processes[worker]");

    QTest::newRow("an hpa without a target")
        << Edit([](App *a) { web(a).autoscaling.mode = Autoscaling::Mode::Hpa; }) << E
        << webPath + QStringLiteral(".autoscaling.cpu") << QStringLiteral("no target");
    QTest::newRow("an hpa cpu target without a cpu request") << Edit([](App *a) {
        hpa(a);
        a->processes[0].cpuRequest.clear();
    }) << E << webPath + QStringLiteral(".autoscaling.cpu") << QStringLiteral("resources.requests.cpu");
    QTest::newRow("an hpa memory target without a memory request") << Edit([](App *a) {
        hpa(a);
        web(a).autoscaling.memoryPercent = 70;
        a->processes[0].memoryRequest.clear();
    }) << E << webPath + QStringLiteral(".autoscaling.memory") << QStringLiteral("resources.requests.memory");
    QTest::newRow("an hpa scaled to zero") << Edit([](App *a) {
        hpa(a);
        web(a).autoscaling.minReplicas = 0;
    }) << E << webPath + QStringLiteral(".autoscaling.minReplicas")
                                           << QStringLiteral("use type keda");
    QTest::newRow("max below min") << Edit([](App *a) {
        hpa(a);
        web(a).autoscaling.minReplicas = 4;
        web(a).autoscaling.maxReplicas = 2;
    }) << E << webPath + QStringLiteral(".autoscaling.maxReplicas")
                                   << QStringLiteral("below minReplicas");
    QTest::newRow("an autoscaler allowed an absurd maxReplicas is warned about") << Edit([](App *a) {
        hpa(a);
        web(a).autoscaling.maxReplicas = 50000;
    }) << W << webPath + QStringLiteral(".autoscaling.maxReplicas") << QStringLiteral("above 1000");
    QTest::newRow("hpa with keda triggers: the two are exclusive") << Edit([](App *a) {
        hpa(a);
        web(a).autoscaling.triggers = { KedaTrigger { QStringLiteral("cron"), {}, {} } };
    }) << E << webPath + QStringLiteral(".autoscaling.triggers") << QStringLiteral("not both");
    QTest::newRow("keda with hpa targets: the two are exclusive") << Edit([](App *a) {
        keda(a);
        worker(a).autoscaling.cpuPercent = 50;
    }) << E << workerPath + QStringLiteral(".autoscaling.cpu") << QStringLiteral("not both");
    QTest::newRow("keda without triggers") << Edit([](App *a) {
        keda(a);
        worker(a).autoscaling.triggers.clear();
    }) << E << workerPath + QStringLiteral(".autoscaling.triggers")
                                           << QStringLiteral("at least one trigger");
    QTest::newRow("a trigger without a type") << Edit([](App *a) {
        keda(a);
        worker(a).autoscaling.triggers[0].type.clear();
    }) << E << workerPath + QStringLiteral(".autoscaling.triggers[0].type")
                                              << QStringLiteral("no type");
    QTest::newRow("a trigger naming an unknown authentication") << Edit([](App *a) {
        keda(a);
        worker(a).autoscaling.triggers[0].authentication = QStringLiteral("nope");
    }) << E << workerPath + QStringLiteral(".autoscaling.triggers[0].authentication")
                                                                << QStringLiteral("\"nope\"");
    QTest::newRow("keda scaled to zero on cpu alone") << Edit([](App *a) {
        keda(a);
        worker(a).autoscaling.triggers[0].type = QStringLiteral("cpu");
    }) << W << workerPath + QStringLiteral(".autoscaling.minReplicas")
                                                      << QStringLiteral("cannot scale to zero");
    QTest::newRow("a budget with both fields") << Edit([](App *a) {
        web(a).disruptionBudget.minAvailable = QStringLiteral("1");
        web(a).disruptionBudget.maxUnavailable = QStringLiteral("1");
    }) << E << webPath + QStringLiteral(".disruptionBudget.maxUnavailable")
                                               << QStringLiteral("not both");
    QTest::newRow("a budget that is not a count")
        << Edit([](App *a) { web(a).disruptionBudget.minAvailable = QStringLiteral("half"); }) << E
        << webPath + QStringLiteral(".disruptionBudget.minAvailable") << QStringLiteral("percentage");
    QTest::newRow("a percentage above 100")
        << Edit([](App *a) { web(a).disruptionBudget.maxUnavailable = QStringLiteral("150%"); }) << E
        << webPath + QStringLiteral(".disruptionBudget.maxUnavailable") << QStringLiteral("percentage");
    QTest::newRow("a budget no eviction can satisfy")
        << Edit([](App *a) { web(a).disruptionBudget.minAvailable = QStringLiteral("2"); }) << W
        << webPath + QStringLiteral(".disruptionBudget.minAvailable") << QStringLiteral("drains");
    QTest::newRow("a sleep as long as the default grace period")
        << Edit([](App *a) { web(a).preStopSleepSeconds = 30; }) << W
        << webPath + QStringLiteral(".preStopSleep") << QStringLiteral("30 s");
    QTest::newRow("an authentication reading an unknown env var")
        << Edit([](App *a) { auth(a, QStringLiteral("NOPE")); }) << E
        << QStringLiteral("apps[shop].triggerAuthentications[redis].secretRefs[0].env")
        << QStringLiteral("not an env var");
    QTest::newRow("an authentication reading a var not marked secret")
        << Edit([](App *a) { auth(a, QStringLiteral("REDIS_HOST")); }) << W
        << QStringLiteral("apps[shop].triggerAuthentications[redis].secretRefs[0].env")
        << QStringLiteral("in clear");
    QTest::newRow("an authentication with a bad name") << Edit([](App *a) {
        auth(a, QStringLiteral("REDIS_PASSWORD"));
        a->triggerAuthentications[0].name = QStringLiteral("Redis_Auth");
    }) << E << QStringLiteral("apps[shop].triggerAuthentications[Redis_Auth].name")
                                                       << QStringLiteral("DNS-1123");
    QTest::newRow("a cron request above its limit") << Edit([](App *a) {
        a->cron[0].resources.memoryRequest = QStringLiteral("1Gi");
        a->cron[0].resources.memoryLimit = QStringLiteral("512Mi");
    }) << E << QStringLiteral("apps[shop].cron[0].resources.requests.memory")
                                                    << QStringLiteral("above its limit");
    QTest::newRow("a cron quantity that is not one")
        << Edit([](App *a) { a->cron[0].resources.cpuRequest = QStringLiteral("lots"); }) << E
        << QStringLiteral("apps[shop].cron[0].resources.requests.cpu") << QStringLiteral("quantity");
}

void TestScalingValidator::findings()
{
    QFETCH(Edit, edit);
    QFETCH(Finding::Severity, severity);
    QFETCH(QString, path);
    QFETCH(QString, message);
    App app = baseApp();
    edit(&app);
    Project project;
    project.apps = { app };
    // through Validator, so the rules are really wired in
    const Findings out = Validator::validate(project);
    bool found = false;
    for (const Finding &f : out) {
        if (f.fieldPath == path && f.severity == severity) {
            found = true;
            QVERIFY2(f.message.contains(message), qPrintable(f.message));
        }
    }
    QVERIFY2(found, qPrintable(describe(out)));
}

void TestScalingValidator::kedaNeedsTheClusterToServeIt_data()
{
    QTest::addColumn<QStringList>("apiVersions");
    QTest::addColumn<bool>("refused");
    QTest::newRow("a cluster without KEDA")
        << QStringList { QStringLiteral("v1"), QStringLiteral("apps/v1") } << true;
    QTest::newRow("a cluster with KEDA")
        << QStringList { QStringLiteral("v1"), QStringLiteral("keda.sh/v1alpha1") } << false;
    QTest::newRow("a cluster not read") << QStringList() << false;
}

void TestScalingValidator::kedaNeedsTheClusterToServeIt()
{
    QFETCH(QStringList, apiVersions);
    QFETCH(bool, refused);
    App app = baseApp();
    keda(&app);
    hpa(&app); // an HPA needs nothing beyond autoscaling/v2
    const Findings out = ScalingValidator::capabilities(app, apiVersions);
    QCOMPARE(out.size(), refused ? 1 : 0);
    if (refused) {
        QCOMPARE(out.first().severity, Finding::Severity::Error);
        QCOMPARE(out.first().fieldPath, QStringLiteral("apps[shop].processes[worker].autoscaling.type"));
        QVERIFY(out.first().message.contains(QStringLiteral("keda.sh/v1alpha1")));
    }
}

QTEST_GUILESS_MAIN(TestScalingValidator)
#include "tst_scalingvalidator.moc"
