// SPDX-License-Identifier: GPL-3.0-or-later
// Validator rules for app names, processes, port maps and health checks; the fixture and built-in duplicates.
#include "validatortest.h"

using namespace HelmDeck;
using namespace ValidatorTest;

class TestValidatorApps : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rules_data();
    void rules();
    void validFixtureIsClean();
    void duplicatesBuiltInCode();
};

void TestValidatorApps::rules_data()
{
    addRuleColumns();

    const auto E = Finding::Severity::Error;
    const auto W = Finding::Severity::Warning;
    const QString name41 = repeat('a', 41);
    const QString name42 = repeat('a', 42);

    // ---- app names
    none("valid: the base app", withHeader(R"(
  - name: shop
    image: registry.example.com/shop:1.0
    processes:
      - name: web
        ports: ["http:80:5000"]
)"));
    QTest::newRow("app name not a DNS-1123 label") << withHeader(R"(
  - name: shop_1
    image: registry.example.com/shop:1.0
)") << 2 << E << QStringLiteral("apps[shop_1].name")
                                                   << 3 << QStringLiteral("must be a DNS-1123 label");
    QTest::newRow("app name upper-case: suggestion") << withHeader(R"(
  - name: Shop
    image: registry.example.com/shop:1.0
    processes: [{name: web}]
)") << 1 << E << QStringLiteral("apps[Shop].name") << 3
                                                     << QStringLiteral("(try \"shop\")");
    none("valid: app name of 41 characters",
        withHeader(qPrintable(QStringLiteral(R"(
  - name: %1
    image: registry.example.com/shop:1.0
    processes: [{name: web}]
)")
                                  .arg(name41))));
    QTest::newRow("app name of 42 characters: pull-secret release > 53")
        << withHeader(qPrintable(QStringLiteral(R"(
  - name: %1
    image: registry.example.com/shop:1.0
    processes: [{name: web}]
)")
                                     .arg(name42)))
        << 1 << E << QStringLiteral("apps[%1].name").arg(name42) << 3
        << QStringLiteral("at most 41 characters");
    none("valid: app with cron, name of 36 characters",
        withHeader(qPrintable(QStringLiteral(R"(
  - name: %1
    image: registry.example.com/shop:1.0
    processes: [{name: web}]
    cron: [{command: x, schedule: "@daily"}]
)")
                                  .arg(repeat('c', 36)))));
    // CronJob names are derived to fit 52 characters (ChartNames::cronJobName): a long name is fine
    none("valid: app with cron, name of 41 characters (its CronJob names are cut to fit)",
        withHeader(qPrintable(QStringLiteral(R"(
  - name: %1
    image: registry.example.com/shop:1.0
    processes: [{name: web}]
    cron: [{command: x, schedule: "@daily"}]
)")
                                  .arg(repeat('c', 41)))));
    none("valid: app name starting with a digit, no Service", withHeader(R"(
  - name: 1shop
    image: registry.example.com/shop:1.0
    processes: [{name: worker}]
)"));
    QTest::newRow("app name starting with a digit, with a Service") << withHeader(R"(
  - name: 1shop
    image: registry.example.com/shop:1.0
    processes:
      - name: web
        ports: ["http:80:5000"]
)") << 1 << E << QStringLiteral("apps[1shop].name") << 3 << QStringLiteral("DNS-1035");

    // ---- processes
    none("valid: <app>-<proc> of 63 characters",
        withHeader(qPrintable(QStringLiteral(R"(
  - name: %1
    image: registry.example.com/shop:1.0
    processes: [{name: %2}]
)")
                                  .arg(name41, repeat('p', 21)))));
    QTest::newRow("<app>-<proc> of 64 characters")
        << withHeader(qPrintable(QStringLiteral(R"(
  - name: %1
    image: registry.example.com/shop:1.0
    processes:
      - name: %2
)")
                                     .arg(name41, repeat('p', 22))))
        << 1 << E << QStringLiteral("apps[%1].processes[%2].name").arg(name41, repeat('p', 22)) << 6
        << QStringLiteral("at most 63");
    QTest::newRow("process name not a label") << withHeader(R"(
  - name: shop
    image: registry.example.com/shop:1.0
    processes:
      - name: Web_1
)") << 1 << E << QStringLiteral("apps[shop].processes[Web_1].name")
                                              << 6 << QStringLiteral("DNS-1123 label");
    none("valid: replicas 0", withHeader(R"(
  - name: shop
    image: registry.example.com/shop:1.0
    processes:
      - name: web
        replicas: 0
)"));
    QTest::newRow("web at 0 replicas while the app has domains") << withHeader(R"(
  - name: shop
    image: registry.example.com/shop:1.0
    domains: [shop.example.com]
    processes:
      - name: web
        replicas: 0
        ports: ["http:80:5000"]
)") << 1 << W << QStringLiteral("apps[shop].processes[web].replicas")
                                                                 << 8 << QStringLiteral("route to no pods");
    QTest::newRow("replicas negative") << withHeader(R"(
  - name: shop
    image: registry.example.com/shop:1.0
    processes:
      - name: web
        replicas: -1
)") << 1 << E << QStringLiteral("apps[shop].processes[web].replicas")
                                       << 7 << QStringLiteral("0 or more");
    none("valid: replicas at the warning's threshold", withHeader(R"(
  - name: shop
    image: registry.example.com/shop:1.0
    processes:
      - name: web
        replicas: 1000
)"));
    QTest::newRow("replicas at the int32 maximum is warned about as a typo")
        << withHeader(R"(
  - name: shop
    image: registry.example.com/shop:1.0
    processes:
      - name: web
        replicas: 2147483647
)") << 1 << W
        << QStringLiteral("apps[shop].processes[web].replicas") << 7
        << QStringLiteral("replicas is 2147483647, above 1000");
    QTest::newRow("replicas just above the threshold is warned about") << withHeader(R"(
  - name: shop
    image: registry.example.com/shop:1.0
    processes:
      - name: worker
        replicas: 1001
)") << 1 << W << QStringLiteral("apps[shop].processes[worker].replicas")
                                                                       << 7
                                                                       << QStringLiteral("at least 10 nodes");
    none("valid: replicas are ignored under an autoscaler", withHeader(R"(
  - name: shop
    image: registry.example.com/shop:1.0
    processes:
      - name: web
        replicas: 5000
        resources: {requests: {cpu: 100m}}
        autoscaling: {type: hpa, cpu: 80}
)"));
    QTest::newRow("no processes") << withHeader(R"(
  - name: shop
    image: registry.example.com/shop:1.0
)") << 1 << W << QStringLiteral("apps[shop]")
                                  << 3 << QStringLiteral("no processes");

    // ---- port maps
    none("valid: same port, different protocols; grpc", withHeader(R"(
  - name: dns
    image: registry.example.com/dns:1.0
    processes:
      - name: web
        ports: ["tcp:53:5353", "udp:53:5353", "grpc:9090:9090", "https:443:5000"]
)"));
    QTest::newRow("port 0") << withHeader(R"(
  - name: shop
    image: registry.example.com/shop:1.0
    processes:
      - name: web
        ports:
          - http:0:5000
)") << 1 << E << QStringLiteral("apps[shop].processes[web].ports[0]")
                            << 8 << QStringLiteral("outside 1-65535");
    QTest::newRow("port 70000") << withHeader(R"(
  - name: shop
    image: registry.example.com/shop:1.0
    processes:
      - name: web
        ports:
          - http:80:5000
          - http:8080:70000
)") << 1 << E << QStringLiteral("apps[shop].processes[web].ports[1]")
                                << 9 << QStringLiteral("port 70000");
    QTest::newRow("unknown scheme") << withHeader(R"(
  - name: shop
    image: registry.example.com/shop:1.0
    processes:
      - name: web
        ports: ["ftp:21:21"]
)") << 1 << E << QStringLiteral("apps[shop].processes[web].ports[0]")
                                    << 7 << QStringLiteral("unknown scheme \"ftp\"");
    QTest::newRow("host port mapped twice") << withHeader(R"(
  - name: shop
    image: registry.example.com/shop:1.0
    processes:
      - name: web
        ports:
          - http:80:5000
          - https:80:5001
)") << 1 << E << QStringLiteral("apps[shop].processes[web].ports[1]")
                                            << 9 << QStringLiteral("mapped twice (also ports[0])");

    // ---- health checks
    none("valid: one check of each type", withHeader(R"(
  - name: shop
    image: registry.example.com/shop:1.0
    processes:
      - name: web
        ports: ["http:80:5000"]
        healthchecks:
          - {type: startup, path: /up, scheme: HTTPS, httpHeaders: [{name: X-Probe, value: "1"}]}
          - {type: liveness, listening: true}
          - {type: readiness, command: [cat, /tmp/ready], timeout: 0}
      - name: worker
        healthchecks: [{type: liveness, command: [celery, inspect, ping]}]
)"));
    QTest::newRow("unknown check type") << withHeader(R"(
  - name: shop
    image: registry.example.com/shop:1.0
    processes:
      - name: web
        ports: ["http:80:5000"]
        healthchecks:
          - type: ready
            path: /
)") << 1 << E << QStringLiteral("apps[shop].processes[web].healthchecks[0].type")
                                        << 9 << QStringLiteral("startup, liveness or readiness");
    QTest::newRow("second check of a type") << withHeader(R"(
  - name: shop
    image: registry.example.com/shop:1.0
    processes:
      - name: web
        ports: ["http:80:5000"]
        healthchecks:
          - {type: liveness, path: /a}
          - {type: liveness, path: /b}
)") << 1 << W << QStringLiteral("apps[shop].processes[web].healthchecks[1]")
                                            << 10 << QStringLiteral("only the first");
    QTest::newRow("check with no handler") << withHeader(R"(
  - name: shop
    image: registry.example.com/shop:1.0
    processes:
      - name: web
        ports: ["http:80:5000"]
        healthchecks:
          - type: startup
            wait: 5
)") << 1 << E << QStringLiteral("apps[shop].processes[web].healthchecks[0]")
                                           << 9 << QStringLiteral("probes nothing");
    QTest::newRow("check with two handlers") << withHeader(R"(
  - name: shop
    image: registry.example.com/shop:1.0
    processes:
      - name: web
        ports: ["http:80:5000"]
        healthchecks:
          - {type: startup, path: /, command: [true]}
)") << 1 << E << QStringLiteral("apps[shop].processes[web].healthchecks[0]")
                                             << 9 << QStringLiteral("only one of");
    QTest::newRow("HTTP check without a port map") << withHeader(R"(
  - name: shop
    image: registry.example.com/shop:1.0
    processes:
      - name: worker
        healthchecks:
          - type: liveness
            path: /health
)") << 1 << E << QStringLiteral("apps[shop].processes[worker].healthchecks[0].path")
                                                   << 9 << QStringLiteral("no port map");
    QTest::newRow("TCP check without a port map") << withHeader(R"(
  - name: shop
    image: registry.example.com/shop:1.0
    processes:
      - name: worker
        healthchecks:
          - type: liveness
            listening: true
)") << 1 << E << QStringLiteral("apps[shop].processes[worker].healthchecks[0].listening")
                                                  << 9 << QStringLiteral("no port map");
    QTest::newRow("check scheme") << withHeader(R"(
  - name: shop
    image: registry.example.com/shop:1.0
    processes:
      - name: web
        ports: ["http:80:5000"]
        healthchecks:
          - type: startup
            path: /
            scheme: ftp
)") << 1 << E << QStringLiteral("apps[shop].processes[web].healthchecks[0].scheme")
                                  << 11 << QStringLiteral("http or https");
    QTest::newRow("negative timeout") << withHeader(R"(
  - name: shop
    image: registry.example.com/shop:1.0
    processes:
      - name: web
        ports: ["http:80:5000"]
        healthchecks:
          - type: startup
            path: /
            timeout: -1
)") << 1 << E << QStringLiteral("apps[shop].processes[web].healthchecks[0].timeout")
                                      << 11 << QStringLiteral("negative");
    QTest::newRow("header name") << withHeader(R"(
  - name: shop
    image: registry.example.com/shop:1.0
    processes:
      - name: web
        ports: ["http:80:5000"]
        healthchecks:
          - type: startup
            path: /
            httpHeaders:
              - name: X Probe
                value: "1"
)") << 1 << E << QStringLiteral("apps[shop].processes[web].healthchecks[0].httpHeaders[0].name")
                                 << 12 << QStringLiteral("not an HTTP header name");
}

void TestValidatorApps::rules()
{
    checkRule();
}

void TestValidatorApps::validFixtureIsClean()
{
    const ProjectLoadResult r
        = ProjectFile::load(TestUtil::sourceDir() + QStringLiteral("/tests/fixtures/projectfile/valid.yaml"));
    QVERIFY2(r.ok && r.findings.isEmpty(), qPrintable(describe(r.findings)));
    const Findings findings = Validator::validate(r.project);
    QVERIFY2(findings.isEmpty(), qPrintable(describe(findings)));
}

// The loader refuses duplicate app and process names; forms can still make them.
void TestValidatorApps::duplicatesBuiltInCode()
{
    Project p;
    App a;
    a.name = QStringLiteral("shop");
    a.image = QStringLiteral("registry.example.com/shop:1");
    ProcessType web;
    web.name = QStringLiteral("web");
    a.processes = { web, web };
    p.apps = { a, a };
    const Findings findings = Validator::validate(p);
    int apps = 0;
    int processes = 0;
    for (const Finding &f : findings) {
        QCOMPARE(f.severity, Finding::Severity::Error);
        if (f.fieldPath == QLatin1String("apps[shop]")
            && f.message.contains(QLatin1String("app \"shop\" is defined twice")))
            ++apps;
        if (f.fieldPath == QLatin1String("apps[shop].processes[web]")
            && f.message.contains(QLatin1String("defined twice")))
            ++processes;
    }
    QCOMPARE(apps, 1);
    QCOMPARE(processes, 2); // once in each copy of the app
    QCOMPARE(findings.size(), 3);
    QVERIFY(!findings.first().location.isValid()); // no sources: no location, and no crash
}

QTEST_GUILESS_MAIN(TestValidatorApps)
#include "tst_validatorapps.moc"
