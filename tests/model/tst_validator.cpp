// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/projectfile.h"
#include "model/validator.h"

#include "testutil.h"

#include <QtTest>

using namespace HelmDeck;

Q_DECLARE_METATYPE(Finding::Severity)

namespace {

const QString FileName = QStringLiteral("/projects/shop/helmdeck.yaml");

// Every row's apps follow these two lines, so the row's first line is line 3 of the file.
QByteArray withHeader(const char *apps)
{
    return QByteArray("schemaVersion: 1\napps:") + apps;
}

QString describe(const Findings &findings)
{
    QStringList lines;
    for (const Finding &f : findings)
        lines.append(f.toString());
    return lines.join(QLatin1Char('\n'));
}

QString repeat(char c, int n)
{
    return QString(n, QLatin1Char(c));
}

} // namespace

class TestValidator : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rules_data();
    void rules();
    void validFixtureIsClean();
    void duplicatesBuiltInCode();
    void cronSchedules_data();
    void cronSchedules();
    void dnsNames_data();
    void dnsNames();
};

void TestValidator::rules_data()
{
    QTest::addColumn<QByteArray>("yaml");
    QTest::addColumn<int>("count"); // total findings expected; 0 = a valid row
    QTest::addColumn<Finding::Severity>("severity");
    QTest::addColumn<QString>("fieldPath");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("message");

    const auto E = Finding::Severity::Error;
    const auto W = Finding::Severity::Warning;
    const auto none = [](const char *name, const QByteArray &yaml) {
        QTest::newRow(name) << yaml << 0 << Finding::Severity::Info << QString() << 0 << QString();
    };
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
    QTest::newRow("app with cron, name of 37 characters")
        << withHeader(qPrintable(QStringLiteral(R"(
  - name: %1
    image: registry.example.com/shop:1.0
    processes: [{name: web}]
    cron: [{command: x, schedule: "@daily"}]
)")
                                     .arg(repeat('c', 37))))
        << 1 << E << QStringLiteral("apps[%1].name").arg(repeat('c', 37)) << 3
        << QStringLiteral("a name of at most 36 characters");
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
    QTest::newRow("replicas negative") << withHeader(R"(
  - name: shop
    image: registry.example.com/shop:1.0
    processes:
      - name: web
        replicas: -1
)") << 1 << E << QStringLiteral("apps[shop].processes[web].replicas")
                                       << 7 << QStringLiteral("0 or more");
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

    // ---- resources
    none("valid: quantities, and an explicitly unset request", withHeader(R"(
  - name: shop
    image: registry.example.com/shop:1.0
    processes:
      - name: web
        resources:
          requests: {cpu: "", memory: 1Gi}
          limits: {cpu: "1.5", memory: 2e9}
)"));
    QTest::newRow("not a quantity") << withHeader(R"(
  - name: shop
    image: registry.example.com/shop:1.0
    processes:
      - name: web
        resources:
          requests:
            cpu: lots
)") << 1 << E << QStringLiteral("apps[shop].processes[web].resources.requests.cpu")
                                    << 9 << QStringLiteral("not a Kubernetes quantity");
    QTest::newRow("memory in milli-bytes") << withHeader(R"(
  - name: shop
    image: registry.example.com/shop:1.0
    processes:
      - name: web
        resources:
          requests:
            memory: 128m
)") << 1 << W << QStringLiteral("apps[shop].processes[web].resources.requests.memory")
                                           << 9 << QStringLiteral("thousandths of a byte");
    QTest::newRow("memory as a small bare number") << withHeader(R"(
  - name: shop
    image: registry.example.com/shop:1.0
    processes:
      - name: web
        resources:
          requests:
            memory: 512
)") << 1 << W << QStringLiteral("apps[shop].processes[web].resources.requests.memory")
                                                   << 9 << QStringLiteral("write 512Mi");
    QTest::newRow("request above limit") << withHeader(R"(
  - name: shop
    image: registry.example.com/shop:1.0
    processes:
      - name: web
        resources:
          requests:
            cpu: 500m
          limits:
            cpu: "0.25"
)") << 1 << E << QStringLiteral("apps[shop].processes[web].resources.requests.cpu")
                                         << 9 << QStringLiteral("above its limit");

    // ---- image, namespace, ingress class, timeout
    QTest::newRow("image missing (location falls back to the app)") << withHeader(R"(
  - name: shop
    processes: [{name: web}]
)") << 1 << E << QStringLiteral("apps[shop].image") << 3 << QStringLiteral("has no image");
    QTest::newRow("image not a reference") << withHeader(R"(
  - name: shop
    processes: [{name: web}]
    image: registry.example.com/Team/Shop:1.0
)") << 1 << E << QStringLiteral("apps[shop].image")
                                           << 5 << QStringLiteral("lower-case");
    QTest::newRow("image without registry") << withHeader(R"(
  - name: shop
    image: shop:latest
    processes: [{name: web}]
)") << 1 << W << QStringLiteral("apps[shop].image")
                                            << 4 << QStringLiteral("can't pull a local-only tag");
    none("valid: image on localhost:5000, image by digest", withHeader(R"(
  - name: shop
    image: localhost:5000/shop:1
    processes: [{name: web}]
  - name: blog
    image: ghcr.io/example/blog@sha256:0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef
    processes: [{name: web}]
)"));
    QTest::newRow("namespace not a label") << withHeader(R"(
  - name: shop
    image: registry.example.com/shop:1.0
    namespace: My_Apps
    processes: [{name: web}]
)") << 1 << E << QStringLiteral("apps[shop].namespace")
                                           << 5 << QStringLiteral("namespace \"My_Apps\"");
    QTest::newRow("ingress class") << withHeader(R"(
  - name: shop
    image: registry.example.com/shop:1.0
    ingressClass: Traefik!
    processes: [{name: web}]
)") << 1 << E << QStringLiteral("apps[shop].ingressClass")
                                   << 5 << QStringLiteral("IngressClass");
    QTest::newRow("deployTimeout 0") << withHeader(R"(
  - name: shop
    image: registry.example.com/shop:1.0
    deployTimeout: 0s
    processes: [{name: web}]
)") << 1 << E << QStringLiteral("apps[shop].deployTimeout")
                                     << 5 << QStringLiteral("at least 1 second");

    // ---- domains
    none("valid: domains, wildcard", withHeader(R"(
  - name: shop
    image: registry.example.com/shop:1.0
    processes: [{name: web}]
    domains: [shop.example.com, "*.shop.example.com", xn--bcher-kva.example]
)"));
    QTest::newRow("invalid domain") << withHeader(R"(
  - name: shop
    image: registry.example.com/shop:1.0
    processes: [{name: web}]
    domains:
      - shop.example.com
      - exa_mple.com
)") << 1 << E << QStringLiteral("apps[shop].domains[1]")
                                    << 8 << QStringLiteral("not a valid host name");
    QTest::newRow("domain label of 64 characters")
        << withHeader(qPrintable(QStringLiteral(R"(
  - name: shop
    image: registry.example.com/shop:1.0
    processes: [{name: web}]
    domains: [%1.example.com]
)")
                                     .arg(repeat('d', 64))))
        << 1 << E << QStringLiteral("apps[shop].domains[0]") << 6 << QStringLiteral("at most 63");
    QTest::newRow("domain with a scheme") << withHeader(R"(
  - name: shop
    image: registry.example.com/shop:1.0
    processes: [{name: web}]
    domains: ["https://shop.example.com"]
)") << 1 << E << QStringLiteral("apps[shop].domains[0]")
                                          << 6 << QStringLiteral("without scheme");
    QTest::newRow("domain is an IP") << withHeader(R"(
  - name: shop
    image: registry.example.com/shop:1.0
    processes: [{name: web}]
    domains: [10.0.0.1]
)") << 1 << E << QStringLiteral("apps[shop].domains[0]")
                                     << 6 << QStringLiteral("IP address");
    QTest::newRow("domain in two apps") << withHeader(R"(
  - name: shop
    image: registry.example.com/shop:1.0
    processes: [{name: web}]
    domains: [example.com]
  - name: blog
    image: registry.example.com/blog:1.0
    processes: [{name: web}]
    domains:
      - www.example.com
      - example.com
)") << 1 << E << QStringLiteral("apps[blog].domains[1]")
                                        << 12
                                        << QStringLiteral("already routed to app \"shop\" (domains[0])");
    QTest::newRow("domains without a web process") << withHeader(R"(
  - name: shop
    image: registry.example.com/shop:1.0
    processes: [{name: worker}]
    domains: [example.com]
)") << 1 << W << QStringLiteral("apps[shop].domains")
                                                   << 6 << QStringLiteral("no \"web\" process");

    // ---- env
    none("valid: env names", withHeader(R"(
  - name: shop
    image: registry.example.com/shop:1.0
    processes: [{name: web}]
    env:
      - {name: _PRIVATE, value: "1"}
      - {name: A1, value: ""}
      - {name: TOKEN, secret: true}
)"));
    QTest::newRow("env name starts with a digit")
        << withHeader(R"(
  - name: shop
    image: registry.example.com/shop:1.0
    processes: [{name: web}]
    env:
      - name: 1PASSWORD
        value: x
)") << 1 << E
        << QStringLiteral("apps[shop].env[1PASSWORD]") << 7
        << QStringLiteral("not an env var name Kubernetes delivers");
    QTest::newRow("env name starting with ..") << withHeader(R"(
  - name: shop
    image: registry.example.com/shop:1.0
    processes: [{name: web}]
    env: [{name: ..data, value: x}]
)") << 1 << E << QStringLiteral("apps[shop].env[..data]")
                                               << 6 << QStringLiteral("not an env var name");
    QTest::newRow("env name not for shells") << withHeader(R"(
  - name: shop
    image: registry.example.com/shop:1.0
    processes: [{name: web}]
    env: [{name: spring.profiles.active, value: prod}]
)") << 1 << W << QStringLiteral("apps[shop].env[spring.profiles.active]")
                                             << 6 << QStringLiteral("a shell can't read it");
    QTest::newRow("env name twice (points at the later one)") << withHeader(R"(
  - name: shop
    image: registry.example.com/shop:1.0
    processes: [{name: web}]
    env:
      - name: A
        value: "1"
      - name: B
        value: "2"
      - name: A
        secret: true
)") << 1 << E << QStringLiteral("apps[shop].env[A]") << 11 << QStringLiteral("set twice (entries 0 and 2)");

    // ---- cron
    none("valid: cron schedules", withHeader(R"(
  - name: shop
    image: registry.example.com/shop:1.0
    processes: [{name: web}]
    cron:
      - {command: a, schedule: "*/15 * * * *"}
      - {command: b, schedule: "@daily", concurrencyPolicy: Forbid}
      - {command: c, schedule: "0 9 * * MON-FRI", concurrencyPolicy: Replace}
      - {command: d, schedule: "0 0 1 jan,JUL ?"}
      - {command: a, schedule: "*/15 * * * *", id: second-copy}
)"));
    QTest::newRow("cron schedule out of range") << withHeader(R"(
  - name: shop
    image: registry.example.com/shop:1.0
    processes: [{name: web}]
    cron:
      - command: x
        schedule: 61 * * * *
)") << 1 << E << QStringLiteral("apps[shop].cron[0].schedule")
                                                << 8 << QStringLiteral("61 is outside 0-59");
    QTest::newRow("cron @every") << withHeader(R"(
  - name: shop
    image: registry.example.com/shop:1.0
    processes: [{name: web}]
    cron: [{command: x, schedule: "@every 5m"}]
)") << 1 << E << QStringLiteral("apps[shop].cron[0].schedule")
                                 << 6 << QStringLiteral("@every is not a cron schedule");
    QTest::newRow("cron day-of-week 7") << withHeader(R"(
  - name: shop
    image: registry.example.com/shop:1.0
    processes: [{name: web}]
    cron: [{command: x, schedule: "0 0 * * 7"}]
)") << 1 << E << QStringLiteral("apps[shop].cron[0].schedule")
                                        << 6 << QStringLiteral("write 0 or SUN");
    QTest::newRow("cron policy in Dokku's case") << withHeader(R"(
  - name: shop
    image: registry.example.com/shop:1.0
    processes: [{name: web}]
    cron:
      - command: x
        schedule: "@hourly"
        concurrencyPolicy: forbid
)") << 1 << E << QStringLiteral("apps[shop].cron[0].concurrencyPolicy")
                                                 << 9 << QStringLiteral("as \"Forbid\"");
    QTest::newRow("cron without command") << withHeader(R"(
  - name: shop
    image: registry.example.com/shop:1.0
    processes: [{name: web}]
    cron:
      - schedule: "@hourly"
        command: ""
)") << 1 << E << QStringLiteral("apps[shop].cron[0].command")
                                          << 8 << QStringLiteral("no command");
    QTest::newRow("cron task twice") << withHeader(R"(
  - name: shop
    image: registry.example.com/shop:1.0
    processes: [{name: web}]
    cron:
      - {command: report, schedule: "@daily"}
      - {command: report, schedule: "@daily"}
)") << 1 << E << QStringLiteral("apps[shop].cron[1]")
                                     << 8 << QStringLiteral("the same task");

    // ---- names shared between apps, and the project itself
    none("valid: same names in different namespaces", withHeader(R"(
  - name: x
    image: registry.example.com/x:1
    processes: [{name: web}]
  - name: config-x
    namespace: other
    image: registry.example.com/x:1
    processes: [{name: web}]
)"));
    QTest::newRow("release names collide") << withHeader(R"(
  - name: x
    image: registry.example.com/x:1
    processes: [{name: web}]
  - name: config-x
    image: registry.example.com/x:1
    processes: [{name: web}]
)") << 1 << E << QStringLiteral("apps[config-x].name")
                                           << 6 << QStringLiteral("also a release of app \"x\"");
    QTest::newRow("Deployment names collide") << withHeader(R"(
  - name: a-b
    image: registry.example.com/x:1
    processes: [{name: web}]
  - name: a
    image: registry.example.com/x:1
    processes:
      - name: b-web
)") << 1 << E << QStringLiteral("apps[a].processes[b-web].name")
                                              << 9 << QStringLiteral("Deployment \"a-b-web\"");
    QTest::newRow("no apps") << QByteArray("schemaVersion: 1\napps: []\n") << 1 << W << QStringLiteral("apps")
                             << 2 << QStringLiteral("no apps");
}

void TestValidator::rules()
{
    QFETCH(QByteArray, yaml);
    QFETCH(int, count);
    QFETCH(Finding::Severity, severity);
    QFETCH(QString, fieldPath);
    QFETCH(int, line);
    QFETCH(QString, message);

    const ProjectLoadResult loaded = ProjectFile::parse(yaml, FileName);
    QVERIFY2(loaded.ok && loaded.findings.isEmpty(), qPrintable(describe(loaded.findings)));
    const Findings findings = Validator::validate(loaded.project);
    QVERIFY2(findings.size() == count, qPrintable(describe(findings)));
    if (count == 0)
        return;
    const Finding *match = nullptr;
    for (const Finding &f : findings) {
        if (f.fieldPath == fieldPath && f.message.contains(message))
            match = &f;
    }
    QVERIFY2(match, qPrintable(describe(findings)));
    QCOMPARE(match->severity, severity);
    QCOMPARE(match->location.file, FileName);
    QCOMPARE(match->location.line, line);
    QCOMPARE(match->location, loaded.project.locate(fieldPath));
}

void TestValidator::validFixtureIsClean()
{
    const ProjectLoadResult r
        = ProjectFile::load(TestUtil::sourceDir() + QStringLiteral("/tests/fixtures/projectfile/valid.yaml"));
    QVERIFY2(r.ok && r.findings.isEmpty(), qPrintable(describe(r.findings)));
    const Findings findings = Validator::validate(r.project);
    QVERIFY2(findings.isEmpty(), qPrintable(describe(findings)));
}

// The loader refuses duplicate app and process names; forms can still make them.
void TestValidator::duplicatesBuiltInCode()
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

void TestValidator::cronSchedules_data()
{
    QTest::addColumn<QString>("schedule");
    QTest::addColumn<QString>("reason"); // empty = valid
    const auto ok = [](const char *s) { QTest::newRow(s) << QString::fromLatin1(s) << QString(); };
    const auto bad = [](const char *s, const char *why) {
        QTest::newRow(s) << QString::fromLatin1(s) << QString::fromLatin1(why);
    };
    ok("* * * * *");
    ok("*/5 * * * *");
    ok("0 0 * * 0");
    ok("5 4 * * sun");
    ok("0 22 * * 1-5");
    ok("0 0,12 1 */2 *");
    ok("23 0-20/2 * * *");
    ok("30 2 1-7 * ?");
    ok("0 0 1 JAN-JUN/2 *");
    ok("15/10 * * * *");
    ok("  0   0  *  *  *  ");
    ok("@yearly");
    ok("@annually");
    ok("@monthly");
    ok("@weekly");
    ok("@daily");
    ok("@midnight");
    ok("@hourly");
    bad("", "empty");
    bad("* * * *", "expected 5 fields");
    bad("0 * * * * *", "seconds or year field is not supported");
    bad("60 * * * *", "60 is outside 0-59");
    bad("* 24 * * *", "24 is outside 0-23");
    bad("* * 0 * *", "0 is outside 1-31");
    bad("* * * 13 *", "13 is outside 1-12");
    bad("* * * * 7", "write 0 or SUN");
    bad("* * * * MON-SUNDAY", "not a number or a name (SUN-SAT)");
    bad("* * * FOO *", "not a number or a name (JAN-DEC)");
    bad("5-1 * * * *", "starts after it ends");
    bad("*/0 * * * *", "at least 1");
    bad("*/90 * * * *", "cron cannot repeat every 90");
    bad("1-2-3 * * * *", "more than one \"-\"");
    bad("*/2/3 * * * *", "more than one \"/\"");
    bad("1,,2 * * * *", "empty item");
    bad("? * * * *", "not a number");
    bad("L * * * *", "not a number");
    bad("@every 1h", "@every is not a cron schedule");
    bad("@reboot", "@reboot means nothing to a CronJob");
    bad("@Daily", "descriptors are lower-case");
    bad("@fortnightly", "unknown descriptor");
    bad("TZ=Europe/Berlin 0 3 * * *", "time zone prefixes");
    bad("CRON_TZ=UTC @daily", "time zone prefixes");
}

void TestValidator::cronSchedules()
{
    QFETCH(QString, schedule);
    QFETCH(QString, reason);
    const QString actual = Validator::checkCronSchedule(schedule);
    if (reason.isEmpty())
        QVERIFY2(actual.isEmpty(), qPrintable(actual));
    else
        QVERIFY2(actual.contains(reason), qPrintable(QStringLiteral("got: \"") + actual + QLatin1Char('"')));
}

void TestValidator::dnsNames_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("label");
    QTest::addColumn<bool>("subdomain");
    QTest::newRow("simple") << QStringLiteral("web") << true << true;
    QTest::newRow("digits and dash") << QStringLiteral("0-a-9") << true << true;
    QTest::newRow("63 chars") << repeat('a', 63) << true << true;
    QTest::newRow("64 chars") << repeat('a', 64) << false << true;
    QTest::newRow("dots") << QStringLiteral("a.b-c.d") << false << true;
    QTest::newRow("253 chars") << QString(repeat('a', 63) + QLatin1Char('.')).repeated(3) + repeat('b', 61)
                               << false << true;
    QTest::newRow("254 chars") << QString(repeat('a', 63) + QLatin1Char('.')).repeated(3) + repeat('b', 62)
                               << false << false;
    QTest::newRow("empty") << QString() << false << false;
    QTest::newRow("upper-case") << QStringLiteral("Web") << false << false;
    QTest::newRow("leading dash") << QStringLiteral("-web") << false << false;
    QTest::newRow("trailing dash") << QStringLiteral("web-") << false << false;
    QTest::newRow("underscore") << QStringLiteral("my_app") << false << false;
    QTest::newRow("empty label") << QStringLiteral("a..b") << false << false;
    QTest::newRow("trailing dot") << QStringLiteral("a.b.") << false << false;
}

void TestValidator::dnsNames()
{
    QFETCH(QString, name);
    QFETCH(bool, label);
    QFETCH(bool, subdomain);
    QCOMPARE(Validator::isDns1123Label(name), label);
    QCOMPARE(Validator::isDns1123Subdomain(name), subdomain);
}

QTEST_GUILESS_MAIN(TestValidator)
#include "tst_validator.moc"
