// SPDX-License-Identifier: GPL-3.0-or-later
// app.json as a document: comments, parse-error lines, env, scripts, unknown and Heroku keys, source lines.
#include "appjsontest.h"

class TestAppJsonParse : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void stripKeepsOffsets();
    void comments();
    void parseErrorLine_data();
    void parseErrorLine();
    void rawLineBreakInString_data();
    void rawLineBreakInString();
    void scripts();
    void env_data();
    void env();
    void unknownKeys_data();
    void unknownKeys();
    void herokuKeysAreQuiet();
    void sourcesCarryLines();
};

void TestAppJsonParse::stripKeepsOffsets()
{
    const QByteArray in("{ // one\n \"a\": \"x//y /* z */\", /* two\n lines */ \"b\": 1 }\n");
    const QByteArray out = JsonWithComments::strip(in);
    QCOMPARE(out.size(), in.size());
    QCOMPARE(out, QByteArray("{       \n \"a\": \"x//y /* z */\",       \n          \"b\": 1 }\n"));
    int unterminated = 0;
    JsonWithComments::strip(QByteArray("{\n /* open\n"), &unterminated);
    QCOMPARE(unterminated, 3);
}

void TestAppJsonParse::comments()
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

void TestAppJsonParse::parseErrorLine_data()
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

void TestAppJsonParse::parseErrorLine()
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

void TestAppJsonParse::rawLineBreakInString_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");

    QTest::newRow("a block comment after a raw line break stays in the string")
        << QByteArray("{\n  \"a\": \"x\n/* y */\",\n  \"b\": 1\n}\n") << 2 << 10;
    QTest::newRow("a line comment after a raw line break stays in the string")
        << QByteArray("{\"a\": \"x\n// y\",\n\"b\": 1}\n") << 1 << 9;
    QTest::newRow("a CRLF inside a string is a raw line break too")
        << QByteArray("{\"a\": \"x\r\n/* y */\"}\r\n") << 1 << 9;
    QTest::newRow("a string never closed runs across the line break")
        << QByteArray("{\"a\": \"x\n}\n") << 1 << 9;
    QTest::newRow("the break after an escaped quote is still inside the string")
        << QByteArray("{\"a\": \"\\\"\n/* y */\"}\n") << 1 << 10;
}

void TestAppJsonParse::rawLineBreakInString()
{
    QFETCH(QByteArray, input);
    QFETCH(int, line);
    QFETCH(int, column);
    // nothing after the break is blanked out as a comment: no comment lies outside a string here
    int newlineInString = -1;
    QCOMPARE(JsonWithComments::strip(input, nullptr, &newlineInString), input);
    QVERIFY(newlineInString > 0);
    const AppJsonResult r = AppJson::parse(input, kFile, QStringLiteral("apps[demo]"));
    QVERIFY(!r.ok);
    QCOMPARE(r.findings.size(), 1);
    const Finding &f = r.findings.first();
    QCOMPARE(f.severity, Finding::Severity::Error);
    QCOMPARE(f.location, (SourceLocation { kFile, line, column }));
    QVERIFY2(f.message.contains(QLatin1String("raw line break")), qPrintable(f.message));
    QCOMPARE(f.fieldPath, QStringLiteral("apps[demo]"));
}

void TestAppJsonParse::env_data()
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

void TestAppJsonParse::env()
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

void TestAppJsonParse::scripts()
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

void TestAppJsonParse::unknownKeys_data()
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

void TestAppJsonParse::unknownKeys()
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

void TestAppJsonParse::herokuKeysAreQuiet()
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

void TestAppJsonParse::sourcesCarryLines()
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

QTEST_GUILESS_MAIN(TestAppJsonParse)
#include "tst_appjsonparse.moc"
