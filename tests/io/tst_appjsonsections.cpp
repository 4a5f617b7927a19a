// SPDX-License-Identifier: GPL-3.0-or-later
// app.json sections: cron, health checks and formation, and their findings.
#include "appjsontest.h"

class TestAppJsonSections : public QObject
{
    Q_OBJECT
private Q_SLOTS:
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
};

void TestAppJsonSections::cron_data()
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

void TestAppJsonSections::cron()
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

void TestAppJsonSections::cronErrors_data()
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

void TestAppJsonSections::cronErrors()
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

void TestAppJsonSections::healthCheckMapping()
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

void TestAppJsonSections::healthCheckFindings_data()
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

void TestAppJsonSections::healthCheckFindings()
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

void TestAppJsonSections::formation()
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

void TestAppJsonSections::formationErrors_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("message");
    QTest::addColumn<int>("line");
    QTest::newRow("negative") << QByteArray("{\"formation\": {\n\"web\": {\"quantity\": -1}}}")
                              << QStringLiteral("formation.web.quantity must be a whole number ≥ 0") << 2;
    QTest::newRow("fraction") << QByteArray("{\"formation\": {\n\"web\": {\n\"quantity\": 1.5}}}")
                              << QStringLiteral("formation.web.quantity must be a whole number") << 3;
    QTest::newRow("a whole number past the int range says it is out of range, with the range")
        << QByteArray("{\"formation\": {\n\"web\": {\"quantity\": 2147483648}}}")
        << QStringLiteral("formation.web.quantity is 2147483648, out of range: a whole number from 0 to "
                          "2147483647 is expected")
        << 2;
    QTest::newRow("string") << QByteArray("{\"formation\": {\"web\": {\"quantity\": \"2\"}}}")
                            << QStringLiteral("formation.web.quantity must be a whole number") << 1;
    QTest::newRow("entry not an object") << QByteArray("{\"formation\": {\n\n\"web\": 2}}")
                                         << QStringLiteral("formation.web must be an object") << 3;
    QTest::newRow("exposed not bool")
        << QByteArray("{\"formation\": {\"w\": {\"service\": {\n\"exposed\": \"yes\"}}}}")
        << QStringLiteral("formation.w.service.exposed must be true or false") << 2;
}

void TestAppJsonSections::formationErrors()
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

QTEST_GUILESS_MAIN(TestAppJsonSections)
#include "tst_appjsonsections.moc"
