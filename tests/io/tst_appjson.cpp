// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/appjson.h"
#include "io/jsonwithcomments.h"

#include <QTest>

using namespace HelmDeck;

class TestAppJson : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void stripKeepsOffsets();
    void comments();
    void parseErrorLine_data();
    void parseErrorLine();
    void cron_data();
    void cron();
    void cronErrors_data();
    void cronErrors();
    void healthCheckMapping();
    void healthCheckFindings_data();
    void healthCheckFindings();
    void formation();
    void formationErrors_data();
    void formationErrors();
    void scripts();
    void env_data();
    void env();
    void unknownKeys_data();
    void unknownKeys();
    void herokuKeysAreQuiet();
    void sourcesCarryLines();
};

static const QString kFile = QStringLiteral("/apps/demo/app.json");

static AppJsonResult parse(const char *json, const QString &prefix = QStringLiteral("apps[demo]"))
{
    return AppJson::parse(QByteArray(json), kFile, prefix);
}

static QStringList messages(const Findings &findings, Finding::Severity severity)
{
    QStringList out;
    for (const Finding &f : findings) {
        if (f.severity == severity)
            out << f.message;
    }
    return out;
}

static const Finding *findingContaining(const Findings &findings, const QString &text)
{
    for (const Finding &f : findings) {
        if (f.message.contains(text))
            return &f;
    }
    return nullptr;
}

void TestAppJson::stripKeepsOffsets()
{
    const QByteArray in("{ // one\n \"a\": \"x//y /* z */\", /* two\n lines */ \"b\": 1 }\n");
    const QByteArray out = JsonWithComments::strip(in);
    QCOMPARE(out.size(), in.size());
    QCOMPARE(out, QByteArray("{       \n \"a\": \"x//y /* z */\",       \n          \"b\": 1 }\n"));
    int unterminated = 0;
    JsonWithComments::strip(QByteArray("{\n /* open\n"), &unterminated);
    QCOMPARE(unterminated, 3);
}

void TestAppJson::comments()
{
    const AppJsonResult r = parse("// leading comment\n"
                                  "{\n"
                                  "  /* block\n"
                                  "     comment */\n"
                                  "  \"scripts\": {\n"
                                  "    \"dokku\": {\n"
                                  "      // this is a comment for the postdeploy script\n"
                                  "      \"postdeploy\": \"curl http://x//y # not a comment\", // trailing\n"
                                  "      \"predeploy\": \"echo /* kept */\"\n"
                                  "    }\n"
                                  "  }\n"
                                  "}\n");
    QVERIFY2(r.ok, qPrintable(r.findings.isEmpty() ? QString() : r.findings.first().toString()));
    QCOMPARE(r.postdeploy, QStringLiteral("curl http://x//y # not a comment"));
    QCOMPARE(r.predeploy, QStringLiteral("echo /* kept */"));
    QCOMPARE(
        r.sources.value(QStringLiteral("apps[demo].scripts.postdeploy")), (SourceLocation { kFile, 8, 7 }));
    QCOMPARE(
        r.sources.value(QStringLiteral("apps[demo].scripts.predeploy")), (SourceLocation { kFile, 9, 7 }));
}

void TestAppJson::parseErrorLine_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<int>("line");

    QTest::newRow("missing comma after comments")
        << QByteArray("{\n  // comment\n  /* block\n  */\n  \"cron\": []\n  \"formation\": {}\n}\n") << 6;
    QTest::newRow("trailing comma") << QByteArray("{\n  \"cron\": [],\n  // done\n}\n") << 4;
    QTest::newRow("bad literal") << QByteArray(
        "{\n  \"formation\": {\n    \"web\": {\"quantity\": tru}\n  }\n}\n")
                                 << 3;
    QTest::newRow("after // inside a string")
        << QByteArray("{\n  \"name\": \"a // b\",\n  \"x\": 1 2\n}\n") << 3;
    QTest::newRow("unterminated block comment")
        << QByteArray("{\n  \"cron\": []\n  /* never\n closed\n}\n") << 3;
    QTest::newRow("unterminated object") << QByteArray("{\n  \"cron\": [\n") << 3;
    QTest::newRow("empty file") << QByteArray() << 1;
    QTest::newRow("BOM, then a bad first line") << QByteArray("\xEF\xBB\xBF{ \"a\" 1 }") << 1;
}

void TestAppJson::parseErrorLine()
{
    QFETCH(QByteArray, input);
    QFETCH(int, line);
    const AppJsonResult r = AppJson::parse(input, kFile, QStringLiteral("apps[demo]"));
    QVERIFY(!r.ok);
    QCOMPARE(r.findings.size(), 1);
    const Finding &f = r.findings.first();
    QCOMPARE(f.severity, Finding::Severity::Error);
    QCOMPARE(f.location.file, kFile);
    QCOMPARE(f.location.line, line);
    QVERIFY(f.location.column >= 1);
    QCOMPARE(f.fieldPath, QStringLiteral("apps[demo]"));
}

void TestAppJson::cron_data()
{
    QTest::addColumn<QByteArray>("entry");
    QTest::addColumn<QString>("command");
    QTest::addColumn<QString>("schedule");
    QTest::addColumn<QString>("policy");
    QTest::addColumn<bool>("suspend");

    QTest::newRow("defaults") << QByteArray(R"({"command": "npm run send-email", "schedule": "@daily"})")
                              << QStringLiteral("npm run send-email") << QStringLiteral("@daily")
                              << QStringLiteral("Allow") << false;
    QTest::newRow("forbid") << QByteArray(
        R"({"command": "a", "schedule": "*/5 * * * *", "concurrency_policy": "forbid"})")
                            << QStringLiteral("a") << QStringLiteral("*/5 * * * *")
                            << QStringLiteral("Forbid") << false;
    QTest::newRow("upper-case replace")
        << QByteArray(R"({"command": "a", "schedule": "5 5 5 5 5", "concurrency_policy": "REPLACE"})")
        << QStringLiteral("a") << QStringLiteral("5 5 5 5 5") << QStringLiteral("Replace") << false;
    QTest::newRow("camelCase alias") << QByteArray(
        R"({"command": "a", "schedule": "@hourly", "concurrencyPolicy": "Forbid"})")
                                     << QStringLiteral("a") << QStringLiteral("@hourly")
                                     << QStringLiteral("Forbid") << false;
    QTest::newRow("maintenance") << QByteArray(
        R"({"command": "a", "schedule": "@hourly", "maintenance": true})")
                                 << QStringLiteral("a") << QStringLiteral("@hourly")
                                 << QStringLiteral("Allow") << true;
    QTest::newRow("suspend alias") << QByteArray(
        R"({"command": "a", "schedule": "@hourly", "suspend": true})")
                                   << QStringLiteral("a") << QStringLiteral("@hourly")
                                   << QStringLiteral("Allow") << true;
    QTest::newRow("trimmed") << QByteArray(R"({"command": "  a b ", "schedule": " 0 1 * * * "})")
                             << QStringLiteral("a b") << QStringLiteral("0 1 * * *")
                             << QStringLiteral("Allow") << false;
}

void TestAppJson::cron()
{
    QFETCH(QByteArray, entry);
    QFETCH(QString, command);
    QFETCH(QString, schedule);
    QFETCH(QString, policy);
    QFETCH(bool, suspend);

    const QByteArray json = "{\n  \"cron\": [\n    " + entry + "\n  ]\n}\n";
    const AppJsonResult r = AppJson::parse(json, kFile, QStringLiteral("apps[demo]"));
    QVERIFY(r.ok);
    QVERIFY(r.findings.isEmpty());
    QCOMPARE(r.cron.size(), 1);
    const CronTask &t = r.cron.first();
    QCOMPARE(t.command, command);
    QCOMPARE(t.schedule, schedule);
    QCOMPARE(t.concurrencyPolicy, policy);
    QCOMPARE(t.suspend, suspend);
    QCOMPARE(r.sources.value(QStringLiteral("apps[demo].cron[0]")), (SourceLocation { kFile, 3, 5 }));
    QCOMPARE(r.sources.value(QStringLiteral("apps[demo].cron[0].schedule")).line, 3);
}

void TestAppJson::cronErrors_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("message");
    QTest::addColumn<int>("line");

    QTest::newRow("bad policy")
        << QByteArray("{\"cron\": [\n{\"command\": \"a\", \"schedule\": \"@daily\",\n "
                      "\"concurrency_policy\": \"sometimes\"}]}")
        << QStringLiteral(
               "cron[0].concurrency_policy is \"sometimes\"; Dokku accepts allow, forbid or replace")
        << 3;
    QTest::newRow("no schedule") << QByteArray(
        "{\"cron\": [\n  {\"command\": \"a\"},\n  {\"command\": \"b\"}]}")
                                 << QStringLiteral("cron[0] has no \"schedule\"") << 2;
    QTest::newRow("no command") << QByteArray("{\"cron\": [\n\n  {\"schedule\": \"@daily\"}]}")
                                << QStringLiteral("cron[0] has no \"command\"") << 3;
    QTest::newRow("schedule not a string")
        << QByteArray("{\"cron\": [{\"command\": \"a\",\n \"schedule\": 5}]}")
        << QStringLiteral("cron[0].schedule must be a string") << 2;
    QTest::newRow("not a list") << QByteArray("{\n\"cron\": {\"command\": \"a\"}}")
                                << QStringLiteral("\"cron\" must be a list") << 2;
    QTest::newRow("maintenance not bool") << QByteArray(
        "{\"cron\": [{\"command\": \"a\", \"schedule\": \"@daily\",\n\n\"maintenance\": \"yes\"}]}")
                                          << QStringLiteral("cron[0].maintenance must be true or false") << 3;
}

void TestAppJson::cronErrors()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, message);
    QFETCH(int, line);
    const AppJsonResult r = AppJson::parse(json, kFile, QString());
    QVERIFY(!r.ok);
    const Finding *f = findingContaining(r.findings, message);
    QVERIFY2(f, qPrintable(messages(r.findings, Finding::Severity::Error).join(QLatin1Char('\n'))));
    QCOMPARE(f->severity, Finding::Severity::Error);
    QCOMPARE(f->location.line, line);
    QVERIFY(r.cron.isEmpty()); // a bad entry is not imported
}

void TestAppJson::healthCheckMapping()
{
    const AppJsonResult r = parse(R"({
  "healthchecks": {
    "web": [
      {
        "type": "liveness",
        "name": "web live",
        "description": "quietly accepted",
        "path": "/health/live",
        "scheme": "HTTPS",
        "httpHeaders": [{"name": "Host", "value": "example.com"}, {"name": "X-Probe", "value": "1"}],
        "initialDelay": 10,
        "wait": 3,
        "timeout": 2,
        "attempts": 5
      },
      {"type": "readiness", "command": ["/app/check", "--ready"]},
      {"listening": true}
    ],
    "worker": [{"type": "startup", "name": "w", "command": ["true"]}]
  }
})");
    QVERIFY(r.ok);
    QVERIFY2(
        r.findings.isEmpty(), qPrintable(r.findings.isEmpty() ? QString() : r.findings.first().toString()));
    QCOMPARE(r.healthChecks.size(), 4);
    const HealthCheck &a = r.healthChecks.at(0).check;
    QCOMPARE(r.healthChecks.at(0).process, QStringLiteral("web"));
    QCOMPARE(a.type, QStringLiteral("liveness"));
    QCOMPARE(a.name, QStringLiteral("web live"));
    QCOMPARE(a.path, QStringLiteral("/health/live"));
    QCOMPARE(a.scheme, QStringLiteral("https"));
    QCOMPARE(a.httpHeaders.size(), 2);
    QCOMPARE(a.httpHeaders.at(0), qMakePair(QStringLiteral("Host"), QStringLiteral("example.com")));
    QCOMPARE(a.httpHeaders.at(1), qMakePair(QStringLiteral("X-Probe"), QStringLiteral("1")));
    QCOMPARE(a.initialDelaySeconds, 10);
    QCOMPARE(a.periodSeconds, 3);
    QCOMPARE(a.timeoutSeconds, 2);
    QCOMPARE(a.failureThreshold, 5);
    QVERIFY(a.command.isEmpty());
    QVERIFY(!a.listening);

    const HealthCheck &b = r.healthChecks.at(1).check;
    QCOMPARE(b.type, QStringLiteral("readiness"));
    QCOMPARE(b.command, (QStringList { QStringLiteral("/app/check"), QStringLiteral("--ready") }));
    QVERIFY(b.path.isEmpty());

    const HealthCheck &c = r.healthChecks.at(2).check;
    QCOMPARE(c.type, QStringLiteral("startup")); // no type: Dokku's checker runs it at startup
    QVERIFY(c.listening);
    QCOMPARE(c.failureThreshold, 0);

    QCOMPARE(r.healthChecks.at(3).process, QStringLiteral("worker"));
    QCOMPARE(r.healthChecks.at(3).location, (SourceLocation { kFile, 19, 16 }));

    QCOMPARE(r.sources.value(QStringLiteral("apps[demo].processes[web].healthchecks[0]")),
        (SourceLocation { kFile, 4, 7 }));
    QCOMPARE(r.sources.value(QStringLiteral("apps[demo].processes[web].healthchecks[0].path")).line, 8);
    QCOMPARE(r.sources.value(QStringLiteral("apps[demo].processes[web].healthchecks[0].attempts")).line, 14);
    QCOMPARE(r.sources.value(QStringLiteral("apps[demo].processes[web].healthchecks[1]")).line, 16);
    QCOMPARE(r.sources.value(QStringLiteral("apps[demo].processes[worker].healthchecks[0]")).line, 19);
}

void TestAppJson::healthCheckFindings_data()
{
    QTest::addColumn<QByteArray>("check");
    QTest::addColumn<int>("severity");
    QTest::addColumn<QString>("message");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("kept");

    const int err = int(Finding::Severity::Error);
    const int warn = int(Finding::Severity::Warning);
    QTest::newRow("unknown type") << QByteArray("{\"name\": \"c1\", \"path\": \"/\",\n\"type\": \"livenes\"}")
                                  << err
                                  << QStringLiteral(
                                         "health check \"c1\" of web has unknown type \"livenes\" (Dokku's "
                                         "types: startup, liveness, readiness); did you mean \"liveness\"?")
                                  << 5 << 1;
    QTest::newRow("content")
        << QByteArray("{\"name\": \"check-1\", \"path\": \"/\",\n \"content\": \"nodejs/express\"}") << warn
        << QStringLiteral("health check \"check-1\" of web: \"content\" matching is not supported") << 5 << 1;
    QTest::newRow("uptime only") << QByteArray("{\"name\": \"up\", \"uptime\": 10}") << warn
                                 << QStringLiteral("health check \"up\" of web is an uptime check") << 4 << 0;
    QTest::newRow("nothing to check") << QByteArray("{\"type\": \"startup\"}") << warn
                                      << QStringLiteral("healthchecks.web[0] is an uptime check") << 4 << 0;
    QTest::newRow("path and command")
        << QByteArray("{\"name\": \"x\", \"path\": \"/\", \"command\": [\"true\"]}") << err
        << QStringLiteral("health check \"x\" of web mixes path and command") << 4 << 0;
    QTest::newRow("command as a string")
        << QByteArray("{\"name\": \"x\",\n\n \"command\": \"curl -f localhost\"}") << err
        << QStringLiteral("healthchecks.web[0].command must be a non-empty list of strings") << 6 << 0;
    QTest::newRow("a port beyond 65535 is an error")
        << QByteArray("{\"path\": \"/\", \"port\": 70000}") << err
        << QStringLiteral("\"port\": 70000 is not a port") << 4 << 0;
    QTest::newRow("bad scheme") << QByteArray("{\"path\": \"/\", \"scheme\": \"ftp\"}") << err
                                << QStringLiteral(
                                       "healthchecks.web[0].scheme is \"ftp\"; it must be http or https")
                                << 4 << 0;
    QTest::newRow("negative attempts")
        << QByteArray("{\"path\": \"/\",\n \"attempts\": -1}") << err
        << QStringLiteral("healthchecks.web[0].attempts must be a whole number") << 5 << 0;
    QTest::newRow("string timeout") << QByteArray("{\"path\": \"/\", \"timeout\": \"5\"}") << err
                                    << QStringLiteral("healthchecks.web[0].timeout must be a whole number")
                                    << 4 << 0;
    QTest::newRow("bad header") << QByteArray("{\"path\": \"/\", \"httpHeaders\": [\"Host: x\"]}") << err
                                << QStringLiteral("httpHeaders must be a list of {\"name\"") << 4 << 0;
    QTest::newRow("unknown key")
        << QByteArray("{\"path\": \"/\",\n \"atempts\": 3}") << warn
        << QStringLiteral("unknown key \"atempts\" in healthchecks.web[0] (did you mean \"attempts\"?)") << 5
        << 1;
    QTest::newRow("onFailure") << QByteArray("{\"path\": \"/\", \"onFailure\": {\"url\": \"http://x\"}}")
                               << warn << QStringLiteral("\"onFailure\" is not supported") << 4 << 1;
}

void TestAppJson::healthCheckFindings()
{
    QFETCH(QByteArray, check);
    QFETCH(int, severity);
    QFETCH(QString, message);
    QFETCH(int, line);
    QFETCH(int, kept);

    const QByteArray json = "{\n  \"healthchecks\": {\n    \"web\": [\n" + check + "\n    ]\n  }\n}\n";
    const AppJsonResult r = AppJson::parse(json, kFile, QStringLiteral("apps[demo]"));
    const Finding *f = findingContaining(r.findings, message);
    QStringList all;
    for (const Finding &x : r.findings)
        all << x.toString();
    QVERIFY2(f, qPrintable(all.join(QLatin1Char('\n'))));
    QCOMPARE(int(f->severity), severity);
    QCOMPARE(f->location.file, kFile);
    QCOMPARE(f->location.line, line);
    QVERIFY(f->fieldPath.startsWith(QLatin1String("apps[demo].processes[web].healthchecks")));
    QCOMPARE(r.ok, severity != int(Finding::Severity::Error));
    QCOMPARE(r.healthChecks.size(), kept);
}

void TestAppJson::formation()
{
    const AppJsonResult r = parse(R"({
  "formation": {
    "web": {"quantity": 2, "max_parallel": 1},
    "internal": {"service": {"exposed": true}},
    "worker": {"quantity": 0, "size": "standard-1x"},
    "scaler": {"quantity": 1, "autoscaling": {"max_quantity": 3}}
  }
})");
    QVERIFY(r.ok);
    QCOMPARE(r.formation.size(), 4);
    QCOMPARE(r.formation.at(0).process, QStringLiteral("web"));
    QCOMPARE(r.formation.at(0).quantity, 2);
    QCOMPARE(r.formation.at(0).exposed, false);
    QCOMPARE(r.formation.at(0).location, (SourceLocation { kFile, 3, 5 }));
    QCOMPARE(r.formation.at(1).process, QStringLiteral("internal"));
    QCOMPARE(r.formation.at(1).quantity, -1);
    QCOMPARE(r.formation.at(1).exposed, true);
    QCOMPARE(r.formation.at(2).quantity, 0);
    QCOMPARE(r.sources.value(QStringLiteral("apps[demo].processes[web].replicas")),
        (SourceLocation { kFile, 3, 13 }));
    QCOMPARE(r.sources.value(QStringLiteral("apps[demo].processes[internal].ports")).line, 4);
    QCOMPARE(messages(r.findings, Finding::Severity::Info).size(), 1); // max_parallel
    const QStringList warnings = messages(r.findings, Finding::Severity::Warning);
    QCOMPARE(warnings.size(), 1);
    QVERIFY(warnings.first().startsWith(QLatin1String("formation.scaler.autoscaling is not supported")));
}

void TestAppJson::formationErrors_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("message");
    QTest::addColumn<int>("line");
    QTest::newRow("negative") << QByteArray("{\"formation\": {\n\"web\": {\"quantity\": -1}}}")
                              << QStringLiteral("formation.web.quantity must be a whole number ≥ 0") << 2;
    QTest::newRow("fraction") << QByteArray("{\"formation\": {\n\"web\": {\n\"quantity\": 1.5}}}")
                              << QStringLiteral("formation.web.quantity must be a whole number") << 3;
    QTest::newRow("string") << QByteArray("{\"formation\": {\"web\": {\"quantity\": \"2\"}}}")
                            << QStringLiteral("formation.web.quantity must be a whole number") << 1;
    QTest::newRow("entry not an object") << QByteArray("{\"formation\": {\n\n\"web\": 2}}")
                                         << QStringLiteral("formation.web must be an object") << 3;
    QTest::newRow("exposed not bool")
        << QByteArray("{\"formation\": {\"w\": {\"service\": {\n\"exposed\": \"yes\"}}}}")
        << QStringLiteral("formation.w.service.exposed must be true or false") << 2;
}

void TestAppJson::formationErrors()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, message);
    QFETCH(int, line);
    const AppJsonResult r = AppJson::parse(json, kFile, QString());
    QVERIFY(!r.ok);
    const Finding *f = findingContaining(r.findings, message);
    QVERIFY2(f, qPrintable(messages(r.findings, Finding::Severity::Error).join(QLatin1Char('\n'))));
    QCOMPARE(f->location.line, line);
}

void TestAppJson::env_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("expected"); // NAME=value[*secret];... in file order
    QTest::addColumn<int>("warnings");
    QTest::addColumn<bool>("ok");
    QTest::addRow("string values keep their text")
        << QByteArray(R"({"env": {"B": "0755", "A": "NO"}})") << QStringLiteral("B=0755;A=NO") << 0 << true;
    QTest::addRow("object value") << QByteArray(R"({"env": {"W": {"description": "d", "value": "5"}}})")
                                  << QStringLiteral("W=5") << 0 << true;
    QTest::addRow("generated secret") << QByteArray(R"({"env": {"S": {"generator": "secret"}}})")
                                      << QStringLiteral("S=*secret") << 1 << true;
    QTest::addRow("required without value")
        << QByteArray(R"({"env": {"R": {"required": true}}})") << QStringLiteral("R=") << 1 << true;
    QTest::addRow("optional without value is skipped")
        << QByteArray(R"({"env": {"O": {"required": false}}})") << QString() << 0 << true;
    QTest::addRow("number value") << QByteArray(R"({"env": {"N": 5}})") << QString() << 0 << false;
    QTest::addRow("env not an object") << QByteArray(R"({"env": ["A=1"]})") << QString() << 0 << false;
}

void TestAppJson::env()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, expected);
    QFETCH(int, warnings);
    QFETCH(bool, ok);
    const AppJsonResult r = parse(json.constData());
    QCOMPARE(r.ok, ok);
    QStringList got;
    for (const EnvVar &v : r.env)
        got << v.name + QLatin1Char('=') + (v.secret ? QStringLiteral("*secret") : v.value);
    QCOMPARE(got.join(QLatin1Char(';')), expected);
    int w = 0;
    for (const Finding &f : r.findings)
        w += f.severity == Finding::Severity::Warning ? 1 : 0;
    QCOMPARE(w, warnings);
}

void TestAppJson::scripts()
{
    const AppJsonResult r = parse(R"({
  "scripts": {
    "dokku": {
      "predeploy": "touch /app/predeploy.test",
      "postdeploy": "touch /app/postdeploy.test",
      "prebuild": "x"
    },
    "postdeploy": "touch /app/heroku-postdeploy.test",
    "test": "npm test"
  }
})");
    QVERIFY(r.ok);
    QCOMPARE(r.predeploy, QStringLiteral("touch /app/predeploy.test"));
    QCOMPARE(r.postdeploy, QStringLiteral("touch /app/postdeploy.test"));
    const QStringList infos = messages(r.findings, Finding::Severity::Info);
    QCOMPARE(infos.size(), 1);
    QVERIFY(infos.first().startsWith(QLatin1String("scripts.postdeploy (Heroku's run-once")));
    const QStringList warnings = messages(r.findings, Finding::Severity::Warning);
    QCOMPARE(warnings, QStringList { QStringLiteral("unknown key \"prebuild\" in scripts.dokku (ignored)") });

    const AppJsonResult bad = parse("{\"scripts\": {\"dokku\": {\n\"predeploy\": [\"a\"]}}}");
    QVERIFY(!bad.ok);
    QCOMPARE(bad.findings.first().message, QStringLiteral("scripts.dokku.predeploy must be a string"));
    QCOMPARE(bad.findings.first().location.line, 2);
    QCOMPARE(bad.findings.first().fieldPath, QStringLiteral("apps[demo].scripts.predeploy"));
}

void TestAppJson::unknownKeys_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("suggestion");
    QTest::newRow("crons") << QStringLiteral("crons") << QStringLiteral("cron");
    QTest::newRow("healthcheck") << QStringLiteral("healthcheck") << QStringLiteral("healthchecks");
    QTest::newRow("health_checks") << QStringLiteral("health_checks") << QStringLiteral("healthchecks");
    QTest::newRow("formations") << QStringLiteral("formations") << QStringLiteral("formation");
    QTest::newRow("script") << QStringLiteral("script") << QStringLiteral("scripts");
    QTest::newRow("Cron (case)") << QStringLiteral("Cron") << QStringLiteral("cron");
    QTest::newRow("enviroments") << QStringLiteral("enviroments") << QStringLiteral("environments");
    QTest::newRow("unrelated") << QStringLiteral("zzzzzz") << QString();
    QTest::newRow("short") << QStringLiteral("ab") << QString();
}

void TestAppJson::unknownKeys()
{
    QFETCH(QString, key);
    QFETCH(QString, suggestion);
    const QByteArray json = "{\n  \"name\": \"x\",\n  \"" + key.toUtf8() + "\": []\n}\n";
    const AppJsonResult r = AppJson::parse(json, kFile, QStringLiteral("apps[demo]"));
    QVERIFY(r.ok);
    QCOMPARE(r.findings.size(), 1);
    const Finding &f = r.findings.first();
    QCOMPARE(f.severity, Finding::Severity::Warning);
    QCOMPARE(f.location, (SourceLocation { kFile, 3, 3 }));
    const QString expected = suggestion.isEmpty()
        ? QStringLiteral("unknown key \"%1\" in app.json (ignored)").arg(key)
        : QStringLiteral("unknown key \"%1\" in app.json (did you mean \"%2\"?)").arg(key, suggestion);
    QCOMPARE(f.message, expected);
}

void TestAppJson::herokuKeysAreQuiet()
{
    const AppJsonResult r = parse(R"({
  "name": "Sample", "description": "d", "keywords": ["a"], "website": "https://x", "repository": "https://y",
  "logo": "https://z/logo.png", "success_url": "/", "env": {"A": {"value": "1"}},
  "addons": ["heroku-postgresql"],
  "buildpacks": [{"url": "heroku/nodejs"}], "environments": {"test": {}}, "stack": "heroku-24",
  "image": "gliderlabs/herokuish", "$schema": "https://example.com/schema.json"
})");
    QVERIFY(r.ok);
    // addons are imported (tst_addonimport): the addon's info finding is the only one
    QCOMPARE(r.findings.size(), 1);
    QCOMPARE(r.findings.first().severity, Finding::Severity::Info);
    QVERIFY(r.findings.first().message.contains(QStringLiteral("\"heroku-postgresql\"")));
    QVERIFY(r.cron.isEmpty());
    QVERIFY(r.formation.isEmpty());

    const AppJsonResult notObject = parse("[1, 2]");
    QVERIFY(!notObject.ok);
    QCOMPARE(notObject.findings.first().message, QStringLiteral("app.json must hold a JSON object ({...})"));
}

void TestAppJson::sourcesCarryLines()
{
    const AppJsonResult r
        = AppJson::parse(QByteArray("{\n\t\"cron\": [\n\t\t{\"command\": \"a\", \"schedule\": \"@daily\"},\n"
                                    "\t\t{\n\t\t\t\"command\": \"b\",\n\t\t\t\"schedule\": \"@hourly\",\n"
                                    "\t\t\t\"concurrency_policy\": \"forbid\"\n\t\t}\n\t]\n}\n"),
            kFile, QString());
    QVERIFY(r.ok);
    QCOMPARE(r.cron.size(), 2);
    QCOMPARE(r.sources.value(QStringLiteral("cron[0]")), (SourceLocation { kFile, 3, 3 }));
    QCOMPARE(r.sources.value(QStringLiteral("cron[0].schedule")), (SourceLocation { kFile, 3, 20 }));
    QCOMPARE(r.sources.value(QStringLiteral("cron[1]")), (SourceLocation { kFile, 4, 3 }));
    QCOMPARE(r.sources.value(QStringLiteral("cron[1].command")), (SourceLocation { kFile, 5, 4 }));
    QCOMPARE(r.sources.value(QStringLiteral("cron[1].schedule")).line, 6);
    QCOMPARE(r.sources.value(QStringLiteral("cron[1].concurrencyPolicy")).line, 7);
    QVERIFY(!r.sources.contains(QStringLiteral("cron[0].concurrencyPolicy")));
}

QTEST_GUILESS_MAIN(TestAppJson)
#include "tst_appjson.moc"
