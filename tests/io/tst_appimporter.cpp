// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/appimporter.h"

#include "testutil.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace HelmDeck;

class TestAppImporter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void realWorld_data();
    void realWorld();
    void badInput_data();
    void badInput();
    void formationSemantics();
    void infoFindings();
    void noProcfile();
    void nameFromFolder_data();
    void nameFromFolder();
    void explicitNameAndImage();
    void missingOrEmptyFolder();

private:
    // Copies <from>/<procfile> and <from>/<appJson> into a fresh "<tmp>/<folder>" as Procfile and app.json.
    QString stage(QTemporaryDir &tmp, const QString &folder, const QString &from, const QString &procfile,
        const QString &appJson);
};

static QString testAppsDir()
{
    const QString rw = TestUtil::realworldDir();
    return rw.isEmpty() ? QString() : rw + QStringLiteral("/dokku-test-apps");
}

static QString fixture(const QString &name)
{
    return TestUtil::sourceDir() + QStringLiteral("/tests/fixtures/import/") + name;
}

static QStringList messagesOf(const Findings &findings, Finding::Severity severity)
{
    QStringList out;
    for (const Finding &f : findings) {
        if (f.severity == severity)
            out << f.toString();
    }
    return out;
}

static const Finding *find(const Findings &findings, const QString &text)
{
    for (const Finding &f : findings) {
        if (f.message.contains(text))
            return &f;
    }
    return nullptr;
}

QString TestAppImporter::stage(QTemporaryDir &tmp, const QString &folder, const QString &from,
    const QString &procfile, const QString &appJson)
{
    const QString dir = tmp.path() + QLatin1Char('/') + folder;
    if (!QDir().mkpath(dir))
        return QString();
    const QStringList names { QStringLiteral("Procfile"), QStringLiteral("app.json") };
    const QStringList sources { procfile, appJson };
    for (int i = 0; i < 2; ++i) {
        if (sources.at(i).isEmpty())
            continue;
        const QString src = from + QLatin1Char('/') + sources.at(i);
        if (QFile::exists(src) && !QFile::copy(src, dir + QLatin1Char('/') + names.at(i)))
            return QString();
    }
    return dir;
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
static const RealWorldRow kRealWorld[] = {
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
     CHECK1, "", APP_PRE, APP_POST, "image;content",
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

static QStringList list(const char *text)
{
    const QString s = QString::fromUtf8(text);
    return s.isEmpty() ? QStringList() : s.split(QLatin1Char(';'));
}

static QStringList expandProcesses(const char *text)
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

static QStringList expandWarnings(const char *text)
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

void TestAppImporter::realWorld_data()
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

void TestAppImporter::realWorld()
{
    const QString apps = testAppsDir();
    if (apps.isEmpty())
        QSKIP("../shared/realworld is absent (a user's clone has no ../shared): Dokku's test apps are not "
              "checked");
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

// Bad input in tests/fixtures/import/<fixture>: one expected finding per row ("E" error, "W" warning).
struct BadInputRow
{
    const char *tag, *fixture;
    bool ok;
    char severity;
    const char *message, *file;
    int line;
    const char *fieldPath; // under apps[<fixture>]
};
// clang-format off
static const BadInputRow kBadInput[] = {
    {"merge conflict", "merge-conflict", false, 'E',
     "git merge-conflict marker \"<<<<<<<\" on line 2", "Procfile", 2, ""},
    {"merge conflict's duplicate", "merge-conflict", false, 'E',
     "duplicate process type \"worker\" (first defined on line 3)", "Procfile", 5, ".processes[worker]"},
    {"duplicate process", "duplicate-process", false, 'E',
     "duplicate process type \"web\" (first defined on line 2)", "Procfile", 4, ".processes[web]"},
    {"upper-case process", "bad-name", false, 'E', "invalid process type \"Web\"", "Procfile", 1, ""},
    {"invalid JSON", "invalid-json", false, 'E', "app.json is not valid JSON", "app.json", 9, ""},
    {"crons", "unknown-key", true, 'W',
     "unknown key \"crons\" in app.json (did you mean \"cron\"?)", "app.json", 3, ""},
    {"healthcheck", "unknown-key", true, 'W',
     "unknown key \"healthcheck\" in app.json (did you mean \"healthchecks\"?)", "app.json", 6, ""},
    {"unknown health-check type", "bad-healthcheck", false, 'E',
     "health check \"live\" of web has unknown type \"livenes\"", "app.json", 7,
     ".processes[web].healthchecks[0].type"},
    {"health check of an undeclared process", "bad-healthcheck", false, 'W',
     "health check \"tick\" is for process type \"clock\", which the Procfile does not declare "
     "(declared: web)",
     "app.json", 11, ".processes[clock].healthchecks"},
    {"web scaled to 0", "formation", true, 'W',
     "the formation scales web to 0", "app.json", 4, ".processes[web].replicas"},
    {"formation of an undeclared process", "formation", true, 'W',
     "formation entry \"clock\" names no process type of the Procfile (declared: web, worker, mailer)",
     "app.json", 10, ".processes[clock]"},
};
// clang-format on

void TestAppImporter::badInput_data()
{
    QTest::addColumn<QString>("fixtureName");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<int>("severity");
    QTest::addColumn<QString>("message");
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("fieldPath");
    for (const BadInputRow &r : kBadInput) {
        const Finding::Severity severity
            = r.severity == 'E' ? Finding::Severity::Error : Finding::Severity::Warning;
        QTest::newRow(r.tag) << QString::fromUtf8(r.fixture) << r.ok << int(severity)
                             << QString::fromUtf8(r.message) << QString::fromUtf8(r.file) << r.line
                             << QString::fromUtf8(r.fieldPath);
    }
}

void TestAppImporter::badInput()
{
    QFETCH(QString, fixtureName);
    QFETCH(bool, ok);
    QFETCH(int, severity);
    QFETCH(QString, message);
    QFETCH(QString, file);
    QFETCH(int, line);
    QFETCH(QString, fieldPath);

    const QString dir = fixture(fixtureName);
    QVERIFY2(QFileInfo(dir).isDir(), qPrintable(dir));
    const ImportResult r = AppImporter::importFolder(dir);
    QCOMPARE(r.ok, ok);
    const Finding *f = find(r.findings, message);
    QStringList all;
    for (const Finding &x : r.findings)
        all << x.toString();
    QVERIFY2(f, qPrintable(all.join(QLatin1Char('\n'))));
    QCOMPARE(int(f->severity), severity);
    QCOMPARE(f->location.file, QDir(dir).filePath(file));
    QCOMPARE(f->location.line, line);
    QVERIFY(f->location.column >= 1);
    QCOMPARE(f->fieldPath, QStringLiteral("apps[%1]").arg(fixtureName) + fieldPath);
}

void TestAppImporter::formationSemantics()
{
    const ImportResult r = AppImporter::importFolder(fixture(QStringLiteral("formation")));
    QVERIFY(r.ok);
    const App &app = r.project.apps.first();
    QCOMPARE(app.processes.size(), 3);
    const ProcessType *web = app.process(QStringLiteral("web"));
    const ProcessType *worker = app.process(QStringLiteral("worker"));
    const ProcessType *mailer = app.process(QStringLiteral("mailer"));
    QVERIFY(web && worker && mailer);
    QCOMPARE(web->replicas, 0);
    QCOMPARE(worker->replicas, 2);
    QCOMPARE(worker->command, QStringLiteral("./worker --queue=default"));
    QCOMPARE(mailer->replicas, 0); // not in the formation: Dokku's default for non-web types
    QCOMPARE(web->portMaps, (QList<PortMap> { PortMap() }));
    QCOMPARE(worker->portMaps, (QList<PortMap> { PortMap() })); // service.exposed → a Service on 5000
    QVERIFY(mailer->portMaps.isEmpty());
    QVERIFY(app.process(QStringLiteral("clock")) == nullptr);
    const Finding *idle = find(r.findings, QStringLiteral("start with 0 replicas"));
    QVERIFY(idle);
    QCOMPARE(idle->severity, Finding::Severity::Info);
    QVERIFY(idle->message.startsWith(QLatin1String("mailer start with 0 replicas")));
    // Dokku-built images start as root: the import relaxes runAsNonRoot, and says so at the field
    QCOMPARE(app.security.runAsNonRoot, std::optional<bool>(false));
    const Finding *root = find(r.findings, QStringLiteral("runAsNonRoot is off"));
    QVERIFY(root);
    QCOMPARE(root->severity, Finding::Severity::Info);
    QCOMPARE(root->fieldPath, QStringLiteral("apps[formation].security.runAsNonRoot"));
    QCOMPARE(r.project.sources.value(QStringLiteral("apps[formation].processes[worker].ports")).line, 8);
    QVERIFY(!r.project.sources.contains(QStringLiteral("apps[formation].processes[clock].replicas")));

    // Without a formation web is 1 and every other type 0.
    const ImportResult plain = AppImporter::importFolder(fixture(QStringLiteral("unknown-key")));
    QCOMPARE(plain.project.apps.first().process(QStringLiteral("web"))->replicas, 1);
    QCOMPARE(plain.project.apps.first().process(QStringLiteral("worker"))->replicas, 0);
    QVERIFY(plain.project.apps.first().cron.isEmpty()); // "crons" is not read as "cron"
}

void TestAppImporter::infoFindings()
{
    const QString apps = testAppsDir();
    if (apps.isEmpty())
        QSKIP("../shared/realworld is absent: Dokku's python test app is not checked");
    const QString python = apps + QStringLiteral("/python");
    const ImportResult r = AppImporter::importFolder(python);
    const Finding *release = find(r.findings, QStringLiteral("\"release\" is Dokku's release task"));
    QVERIFY(release);
    QCOMPARE(release->severity, Finding::Severity::Info);
    QCOMPARE(
        release->location, (SourceLocation { QDir(python).filePath(QStringLiteral("Procfile")), 10, 1 }));
    // the release task is the release command, not a process type
    QCOMPARE(release->fieldPath, QStringLiteral("apps[python].release.command"));
    QCOMPARE(r.project.apps.first().release.command, QStringLiteral("python3 -u release.py"));
    QCOMPARE(r.project.apps.first().processIndex(QStringLiteral("release")), -1);
    const Finding *idle = find(r.findings, QStringLiteral("start with 0 replicas"));
    QVERIFY(idle);
    QVERIFY(idle->message.startsWith(QLatin1String("cron, worker, custom, task start with 0 replicas")));

    QTemporaryDir tmp;
    const QString staged = stage(tmp, QStringLiteral("python"), python, QStringLiteral("Procfile"),
        QStringLiteral("app-cron-procfile.json"));
    const ImportResult c = AppImporter::importFolder(staged);
    const Finding *cron = find(
        c.findings, QStringLiteral("cron[0] runs the Procfile entry \"task\": python3 -u task.py test"));
    QVERIFY(cron);
    QCOMPARE(cron->severity, Finding::Severity::Info);
    QCOMPARE(cron->location, (SourceLocation { QDir(staged).filePath(QStringLiteral("app.json")), 4, 7 }));
    QCOMPARE(cron->fieldPath, QStringLiteral("apps[python].cron[0].command"));
}

void TestAppImporter::noProcfile()
{
    const QString dir = fixture(QStringLiteral("app-json-only"));
    const ImportResult r = AppImporter::importFolder(dir);
    QVERIFY(r.ok);
    const App &app = r.project.apps.first();
    QCOMPARE(app.processes.size(), 1);
    QCOMPARE(app.processes.first().name, QStringLiteral("web"));
    QVERIFY(app.processes.first().command.isEmpty());
    QCOMPARE(app.processes.first().replicas, 2);
    QCOMPARE(app.cron.size(), 1);
    QCOMPARE(app.cron.first().schedule, QStringLiteral("*/5 * * * *"));
    QCOMPARE(app.cron.first().command, QStringLiteral("bin/cleanup --all"));
    QCOMPARE(app.cron.first().concurrencyPolicy, QStringLiteral("Forbid"));
    QVERIFY(find(r.findings, QStringLiteral("no Procfile: the image's own command runs as the web process")));
    QCOMPARE(r.project.sources.value(QStringLiteral("apps[app-json-only].cron[0]")),
        (SourceLocation { QDir(dir).filePath(QStringLiteral("app.json")), 4, 5 }));
    QCOMPARE(r.project.locate(QStringLiteral("apps[app-json-only].processes[web]")).file,
        QDir(dir).filePath(QStringLiteral("app.json")));
}

void TestAppImporter::nameFromFolder_data()
{
    QTest::addColumn<QString>("folder");
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("info");
    QTest::newRow("already valid") << QStringLiteral("shop-api") << QStringLiteral("shop-api") << false;
    QTest::newRow("upper case only") << QStringLiteral("MyApp") << QStringLiteral("myapp") << false;
    QTest::newRow("sanitised") << QStringLiteral("My_App.v2") << QStringLiteral("my-app-v2") << true;
    QTest::newRow("edges and runs") << QStringLiteral("--a__b--") << QStringLiteral("a-b") << true;
    QTest::newRow("too long") << QString(70, QLatin1Char('x')) << QString(63, QLatin1Char('x')) << true;
}

void TestAppImporter::nameFromFolder()
{
    QFETCH(QString, folder);
    QFETCH(QString, name);
    QFETCH(bool, info);
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString dir = tmp.path() + QLatin1Char('/') + folder;
    QVERIFY(QDir().mkpath(dir));
    QFile f(dir + QStringLiteral("/Procfile"));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("web: ./run\n");
    f.close();

    const ImportResult r
        = AppImporter::importFolder(dir + QLatin1Char('/')); // a trailing slash must not matter
    QVERIFY(r.ok);
    QCOMPARE(r.project.apps.first().name, name);
    QCOMPARE(r.project.apps.first().image, name + QStringLiteral(":latest"));
    const Finding *changed = find(r.findings, QStringLiteral("made from the folder name"));
    QCOMPARE(changed != nullptr, info);
    if (changed)
        QCOMPARE(changed->severity, Finding::Severity::Info);
    QVERIFY(r.project.sources.contains(QStringLiteral("apps[%1].processes[web]").arg(name)));

    const ImportResult bad = AppImporter::importFolder(
        stage(tmp, QStringLiteral("__"), dir, QStringLiteral("Procfile"), QString()));
    QVERIFY(!bad.ok);
    QVERIFY(find(bad.findings, QStringLiteral("cannot make an app name from the folder name \"__\"")));
}

void TestAppImporter::explicitNameAndImage()
{
    const ImportResult r = AppImporter::importFolder(fixture(QStringLiteral("formation")),
        QStringLiteral("billing"), QStringLiteral("registry.example.com/billing:1.4.2"));
    QVERIFY(r.ok);
    const App &app = r.project.apps.first();
    QCOMPARE(app.name, QStringLiteral("billing"));
    QCOMPARE(app.image, QStringLiteral("registry.example.com/billing:1.4.2"));
    QVERIFY(!find(r.findings, QStringLiteral("no image given")));
    QVERIFY(r.project.sources.contains(QStringLiteral("apps[billing].processes[worker].replicas")));
    for (const Finding &f : r.findings)
        QVERIFY2(f.fieldPath.startsWith(QLatin1String("apps[billing]")), qPrintable(f.toString()));

    const ImportResult d = AppImporter::importFolder(fixture(QStringLiteral("formation")));
    const Finding *image = find(d.findings, QStringLiteral("no image given, using \"formation:latest\""));
    QVERIFY(image);
    QCOMPARE(image->severity, Finding::Severity::Warning);
    QCOMPARE(image->fieldPath, QStringLiteral("apps[formation].image"));
}

void TestAppImporter::missingOrEmptyFolder()
{
    const QString missing = QStringLiteral("/nonexistent/helmdeck/app");
    const ImportResult r = AppImporter::importFolder(missing);
    QVERIFY(!r.ok);
    QCOMPARE(r.findings.size(), 1);
    QCOMPARE(
        r.findings.first().message, QStringLiteral("app folder /nonexistent/helmdeck/app does not exist"));

    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const ImportResult e = AppImporter::importFolder(tmp.path());
    QVERIFY(!e.ok);
    QCOMPARE(e.findings.size(), 1);
    QCOMPARE(e.findings.first().severity, Finding::Severity::Error);
    QCOMPARE(e.findings.first().location.file, tmp.path());
    QCOMPARE(e.findings.first().message,
        tmp.path() + QStringLiteral(" has neither a Procfile nor an app.json: nothing to import"));
    QVERIFY(e.project.apps.isEmpty());
}

QTEST_GUILESS_MAIN(TestAppImporter)
#include "tst_appimporter.moc"
