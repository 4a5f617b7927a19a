// SPDX-License-Identifier: GPL-3.0-or-later
// The importer on the real-world Dokku test apps, one row per app folder or variant pair.
#include "appimportertest.h"

namespace {

QStringList messagesOf(const Findings &findings, Finding::Severity severity)
{
    QStringList out;
    for (const Finding &f : findings) {
        if (f.severity == severity)
            out << f.toString();
    }
    return out;
}

// One row per app folder, or variant pair. Lists are ';'-separated. Tokens: processes "python"
// (python's Procfile as Dokku scales it) or "python+a,b" (with a and b at 1); warnings "image",
// "content" (check-1's content key) and "undeclared" (check-1 is for web, which the Procfile lacks).
// Facts read from ../shared/realworld/dokku-test-apps by hand.
struct RealWorldRow
{
    const char *tag, *dir, *procfile, *appJson, *processes, *checks, *cron, *predeploy, *postdeploy,
        *warnings, *sources;
};
#define CHECK1 "web|startup|check-1|/|2|5|2"
#define CHECK0 "web|startup|check-1|/|0|0|0"
#define APP_PRE "touch /app/predeploy.test"
#define APP_POST "touch /app/postdeploy.test"
#define CNB_PRE "touch /workspace/predeploy.test"
#define CNB_POST "touch /workspace/postdeploy.test"
// clang-format off
const RealWorldRow kRealWorld[] = {
    {"config", "config", "Procfile", "app.json", "web=1:python3 -u web.py", "", "", "", "", "image",
     "processes[web]|Procfile|1|1;processes[web].replicas|app.json|4|13"},
    {"dockerfile-app-json-formations", "dockerfile-app-json-formations", "Procfile", "app.json",
     "cron=0:node worker.js;web=1:node web.js;worker=0:node worker.js", CHECK1, "", "", "", "image;content",
     "processes[cron]|Procfile|6|1;processes[web].command|Procfile|7|6;"
     "processes[web].replicas|app.json|4|7;processes[web].healthchecks[0]|app.json|9|7"},
    {"go", "go", "Procfile", "app.json", "web=1:web", CHECK0, "", "", "", "image;content",
     "processes[web].healthchecks[0].path|app.json|7|9"},
    {"java", "java", "Procfile", "app.json", "web=1:java -cp target/classes:target/dependency/* HelloWorld",
     CHECK0, "", "", "", "image;content", "processes[web].command|Procfile|1|9"},
    {"multi", "multi", "Procfile", "app.json", "web=1:gunicorn app:app", CHECK0, "", "", "", "image;content",
     ""},
    {"nodejs-express", "nodejs-express", "Procfile", "app.json",
     "cron=0:node worker.js;web=1:node web.js;worker=0:node worker.js;custom=0:echo -n",
     CHECK1, "", APP_PRE, APP_POST, "image;content;env SECRET_TOKEN looks secret",
     "processes[web]|Procfile|7|1;release.command|Procfile|10|10;"
     "processes[web].healthchecks[0]|app.json|24|7;scripts.predeploy|app.json|47|7;scripts.postdeploy|app.json|46|7"},
    {"nodejs-worker", "nodejs-worker", "Procfile", "app.json", "worker=1:node worker.js", "", "", "", "",
     "image;formation entry \"web\" names no process type of the Procfile (declared: worker)",
     "processes[worker].replicas|app.json|7|13"},
    {"python", "python", "Procfile", "app.json", "python", CHECK1, "", APP_PRE, APP_POST, "image;content",
     "processes[web]|Procfile|7|1;processes[web].command|Procfile|7|6;processes[task]|Procfile|11|1;"
     "processes[web].healthchecks[0]|app.json|4|7;"
     "processes[web].healthchecks[0].attempts|app.json|5|9;"
     "scripts.postdeploy|app.json|18|7;scripts.predeploy|app.json|20|7"},
    {"python app-5205a", "python", "Procfile", "app-5205a.json", "python+web,worker", "", "", "", "", "image",
     "processes[worker].replicas|app.json|7|7"},
    {"python app-5205b", "python", "Procfile", "app-5205b.json", "python+web,cron", "", "", "", "", "image",
     ""},
    {"python app-cnb-cron-procfile", "python", "Procfile", "app-cnb-cron-procfile.json", "python", CHECK1,
     "5 5 5 5 5|python3 -u task.py test", "", "", "image;content",
     "cron[0]|app.json|3|5;cron[0].schedule|app.json|5|7"},
    {"python app-cnb-cron", "python", "Procfile", "app-cnb-cron.json", "python", CHECK1,
     "5 5 5 5 5|python3 task.py some cron task", CNB_PRE, CNB_POST, "image;content",
     "cron[0].command|app.json|4|7;scripts.predeploy|app.json|26|7"},
    {"python app-cnb", "python", "Procfile", "app-cnb.json", "python", CHECK1, "", CNB_PRE, CNB_POST,
     "image;content", ""},
    {"python app-cron-procfile", "python", "Procfile", "app-cron-procfile.json", "python", CHECK1,
     "5 5 5 5 5|python3 -u task.py test", "", "", "image;content", ""},
    {"python app-cron", "python", "Procfile", "app-cron.json", "python", CHECK1,
     "5 5 5 5 5|python3 task.py some cron task", APP_PRE, APP_POST, "image;content", ""},
    {"python app-env-required", "python", "Procfile", "app-env-required.json", "python", "", "", "", "",
     "image;env REQUIRED_VAR is required and has no value", "env[REQUIRED_VAR]|app.json|3|5"},
    {"python app-env", "python", "Procfile", "app-env.json", "python", "", "",
     "echo ENV_CHECK: SIMPLE_VAR=$SIMPLE_VAR OBJECT_VAR=$OBJECT_VAR", "", "image;env SECRET_VAR asks for a generated secret",
     "scripts.predeploy|app.json|24|7;env[SIMPLE_VAR]|app.json|3|5;env[OBJECT_VAR]|app.json|4|5;env[SECRET_VAR]|app.json|8|5"},
    {"python app-heroku-postdeploy", "python", "Procfile", "app-heroku-postdeploy.json", "python", CHECK1, "",
     APP_PRE, APP_POST, "image;content", ""},
    {"python app-traefik", "python", "Procfile", "app-traefik.json", "python",
     "web|readiness|web readiness check|/|0|5|2", "", "", "", "image", ""},
    {"python app2", "python", "Procfile", "app2.json", "python", "", "", "touch /app/predeploy2.test",
     APP_POST, "image", "scripts.predeploy|app.json|4|7"},
    {"python app3", "python", "Procfile", "app3.json", "python", "", "", "touch /app/predeploy3.test",
     APP_POST, "image", ""},
    {"python exec.Procfile", "python", "exec.Procfile", "app.json", "task=0:echo 'hi dokku'", "", "", APP_PRE,
     APP_POST, "image;content;undeclared", "processes[task].command|Procfile|1|7"},
    {"python second.Procfile", "python", "second.Procfile", "app.json",
     "web=1:python3 -u web.py second.Procfile", CHECK1, "", APP_PRE, APP_POST, "image;content", ""},
    {"python worker.Procfile", "python", "worker.Procfile", "app.json", "worker=0:python3 -u worker.py", "",
     "", APP_PRE, APP_POST, "image;content;undeclared", ""},
};
// clang-format on

QStringList list(const char *text)
{
    const QString s = QString::fromUtf8(text);
    return s.isEmpty() ? QStringList() : s.split(QLatin1Char(';'));
}

QStringList expandProcesses(const char *text)
{
    const QString s = QString::fromUtf8(text);
    if (!s.startsWith(QLatin1String("python")))
        return list(text);
    QStringList p = list("cron=0:python3 -u worker.py;web=1:python3 -u web.py first.Procfile;"
                         "worker=0:python3 -u worker.py;custom=0:echo -n;"
                         "task=0:python3 -u task.py test");
    const QStringList scaled = s.mid(7).split(QLatin1Char(','));
    for (QString &e : p) {
        if (scaled.contains(e.section(QLatin1Char('='), 0, 0)))
            e.replace(QStringLiteral("=0:"), QStringLiteral("=1:"));
    }
    return p;
}

QStringList expandWarnings(const char *text)
{
    QStringList out;
    for (const QString &w : list(text)) {
        if (w == QLatin1String("image"))
            out << QStringLiteral("no image given");
        else if (w == QLatin1String("content"))
            out << QStringLiteral("\"check-1\" of web: \"content\" matching is not supported");
        else if (w == QLatin1String("undeclared"))
            out << QStringLiteral(
                "health check \"check-1\" is for process type \"web\", which the Procfile does not declare");
        else
            out << w;
    }
    return out;
}

} // namespace

class TestAppImporterRealWorld : public AppImporterTestBase
{
    Q_OBJECT
private Q_SLOTS:
    void realWorld_data();
    void realWorld();
};

void TestAppImporterRealWorld::realWorld_data()
{
    QTest::addColumn<QString>("dir");
    QTest::addColumn<QString>("procfile"); // file in dir, copied as Procfile
    QTest::addColumn<QString>("appJson"); // file in dir, copied as app.json
    QTest::addColumn<QStringList>("processes"); // "name=replicas:command", in Procfile order
    QTest::addColumn<QStringList>("checks"); // "process|type|name|path|attempts|timeout|wait"
    QTest::addColumn<QStringList>("cron"); // "schedule|command"
    QTest::addColumn<QString>("predeploy");
    QTest::addColumn<QString>("postdeploy");
    QTest::addColumn<QStringList>("warnings"); // each part of exactly one warning; no other warnings
    QTest::addColumn<QStringList>("sources"); // "field|file|line|column" (field under apps[<name>].)
    for (const RealWorldRow &r : kRealWorld) {
        QTest::newRow(r.tag) << QString::fromUtf8(r.dir) << QString::fromUtf8(r.procfile)
                             << QString::fromUtf8(r.appJson) << expandProcesses(r.processes) << list(r.checks)
                             << list(r.cron) << QString::fromUtf8(r.predeploy)
                             << QString::fromUtf8(r.postdeploy) << expandWarnings(r.warnings)
                             << list(r.sources);
    }
}

void TestAppImporterRealWorld::realWorld()
{
    const QString apps = testAppsDir();
    if (apps.isEmpty())
        QFAIL("../shared/realworld is absent: Dokku's test apps cannot be read (point HELMDECK_REALWORLD_DIR "
              "at a "
              "copy; a skip would count as a pass)");
    QFETCH(QString, dir);
    QFETCH(QString, procfile);
    QFETCH(QString, appJson);
    QFETCH(QStringList, processes);
    QFETCH(QStringList, checks);
    QFETCH(QStringList, cron);
    QFETCH(QString, predeploy);
    QFETCH(QString, postdeploy);
    QFETCH(QStringList, warnings);
    QFETCH(QStringList, sources);

    // The folder itself is read in place; a variant pair is staged under the same folder name.
    QTemporaryDir tmp;
    QString folder = apps + QLatin1Char('/') + dir;
    if (procfile != QLatin1String("Procfile") || appJson != QLatin1String("app.json")) {
        QVERIFY(tmp.isValid());
        folder = stage(tmp, dir, apps + QLatin1Char('/') + dir, procfile, appJson);
        QVERIFY(!folder.isEmpty());
    }

    const ImportResult r = AppImporter::importFolder(folder);
    QVERIFY2(r.ok, qPrintable(messagesOf(r.findings, Finding::Severity::Error).join(QLatin1Char('\n'))));
    QCOMPARE(r.project.apps.size(), 1);
    const App &app = r.project.apps.first();
    QCOMPARE(app.name, dir);
    QCOMPARE(app.image, dir + QStringLiteral(":latest"));

    QStringList gotProcesses;
    QStringList gotChecks;
    for (const ProcessType &p : app.processes) {
        gotProcesses << QStringLiteral("%1=%2:%3").arg(p.name).arg(p.replicas).arg(p.command);
        QCOMPARE(p.portMaps.size(), p.isWeb() ? 1 : 0);
        if (p.isWeb())
            QCOMPARE(p.portMaps.first().toString(), QStringLiteral("http:80:5000"));
        for (const HealthCheck &h : p.healthChecks)
            gotChecks << QStringLiteral("%1|%2|%3|%4|%5|%6|%7")
                             .arg(p.name, h.type, h.name, h.path)
                             .arg(h.failureThreshold)
                             .arg(h.timeoutSeconds)
                             .arg(h.periodSeconds);
    }
    QCOMPARE(gotProcesses, processes);
    QCOMPARE(gotChecks, checks);

    QStringList gotCron;
    for (const CronTask &t : app.cron) {
        gotCron << t.schedule + QLatin1Char('|') + t.command;
        QCOMPARE(t.concurrencyPolicy, QStringLiteral("Allow"));
        QVERIFY(!t.suspend);
    }
    QCOMPARE(gotCron, cron);
    QCOMPARE(app.predeploy, predeploy);
    QCOMPARE(app.postdeploy, postdeploy);

    const QStringList gotWarnings = messagesOf(r.findings, Finding::Severity::Warning);
    QCOMPARE(gotWarnings.size(), warnings.size());
    for (const QString &w : warnings) {
        int matches = 0;
        for (const QString &g : gotWarnings)
            matches += g.contains(w) ? 1 : 0;
        QVERIFY2(
            matches == 1, qPrintable(w + QStringLiteral("\nin:\n") + gotWarnings.join(QLatin1Char('\n'))));
    }

    for (const QString &s : sources) {
        const QStringList parts = s.split(QLatin1Char('|'));
        QCOMPARE(parts.size(), 4);
        const QString field = app.fieldPrefix() + QLatin1Char('.') + parts.at(0);
        QVERIFY2(r.project.sources.contains(field), qPrintable(field));
        const SourceLocation expected { QDir(folder).filePath(parts.at(1)), parts.at(2).toInt(),
            parts.at(3).toInt() };
        QCOMPARE(r.project.sources.value(field).toString(), expected.toString());
    }
    // every process points back at its Procfile line
    for (const ProcessType &p : app.processes) {
        const SourceLocation l = r.project.locate(
            app.fieldPrefix() + QStringLiteral(".processes[") + p.name + QStringLiteral("].command"));
        QCOMPARE(l.file, QDir(folder).filePath(QStringLiteral("Procfile")));
        QVERIFY(l.line > 0);
    }
}

QTEST_GUILESS_MAIN(TestAppImporterRealWorld)
#include "tst_appimporterrealworld.moc"
