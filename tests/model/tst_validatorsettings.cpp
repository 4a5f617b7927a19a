// SPDX-License-Identifier: GPL-3.0-or-later
// Validator rules for resources, image and namespace, domains, env, cron and shared names; cron schedules and
// DNS names.
#include "model/cronschedule.h"
#include "validatortest.h"

using namespace HelmDeck;
using namespace ValidatorTest;

class TestValidatorSettings : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rules_data();
    void rules();
    void cronSchedules_data();
    void cronSchedules();
    void dnsNames_data();
    void dnsNames();
};

void TestValidatorSettings::rules_data()
{
    addRuleColumns();

    const auto E = Finding::Severity::Error;
    const auto W = Finding::Severity::Warning;
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
    QTest::newRow("memory as a bare number is MiB, as in Dokku")
        << withHeader(R"(
  - name: shop
    image: registry.example.com/shop:1.0
    processes:
      - name: web
        resources:
          requests:
            memory: 512
)") << 1 << Finding::Severity::Info
        << QStringLiteral("apps[shop].processes[web].resources.requests.memory") << 9
        << QStringLiteral("is read as 512Mi (MiB), as Dokku reads");
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
    QTest::newRow("cron schedule on a day the month never has is a warning")
        << withHeader(R"(
  - name: shop
    image: registry.example.com/shop:1.0
    processes: [{name: web}]
    cron:
      - command: x
        schedule: 0 0 31 2 *
)") << 1 << W
        << QStringLiteral("apps[shop].cron[0].schedule") << 8
        << QStringLiteral("the CronJob would never run");
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

void TestValidatorSettings::rules()
{
    checkRule();
}

void TestValidatorSettings::cronSchedules_data()
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
    // Day of month and month that never meet: Kubernetes takes them, the CronJob never runs.
    const auto row = [](const char *name, const char *s, const char *why) {
        QTest::newRow(name) << QString::fromLatin1(s) << QString::fromLatin1(why);
    };
    const char *never = "never occurs in month";
    row("February 31st never comes", "0 0 31 2 *", never);
    row("February 30th never comes, also by name", "0 0 30 feb ?", never);
    row("the 31st of every 30-day month never comes", "0 0 31 4,6,9,11 *", never);
    row("days 30 to 31 in February never come", "0 0 30-31 2 *", never);
    row("a star with a step of 1 is still a star day-of-week", "0 0 31 2 */1", never);
    row("February 29th comes in leap years", "0 0 29 2 *", "");
    row("one of the listed months has a 31st", "0 0 31 2,3 *", "");
    row("one of the listed days falls in February", "0 0 1,31 2 *", "");
    row("a restricted day-of-week runs on its weekdays whatever the day-of-month", "0 0 31 2 1", "");
    row("a day-of-week step is no star: either day field matches", "0 0 31 2 */2", "");
    row("every day of the month meets every month", "0 0 * 2 *", "");
}

void TestValidatorSettings::cronSchedules()
{
    QFETCH(QString, schedule);
    QFETCH(QString, reason);
    // a schedule that never runs is valid (Kubernetes takes it): neverRuns() says why, check() nothing
    const QString refused = Validator::checkCronSchedule(schedule);
    const QString never = CronSchedule::neverRuns(schedule);
    if (reason.contains(QLatin1String("never occurs")))
        QVERIFY2(refused.isEmpty(), qPrintable(refused));
    const QString actual = refused.isEmpty() ? never : refused;
    if (reason.isEmpty())
        QVERIFY2(actual.isEmpty(), qPrintable(actual));
    else
        QVERIFY2(actual.contains(reason), qPrintable(QStringLiteral("got: \"") + actual + QLatin1Char('"')));
}

void TestValidatorSettings::dnsNames_data()
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

void TestValidatorSettings::dnsNames()
{
    QFETCH(QString, name);
    QFETCH(bool, label);
    QFETCH(bool, subdomain);
    QCOMPARE(Validator::isDns1123Label(name), label);
    QCOMPARE(Validator::isDns1123Subdomain(name), subdomain);
}

QTEST_GUILESS_MAIN(TestValidatorSettings)
#include "tst_validatorsettings.moc"
