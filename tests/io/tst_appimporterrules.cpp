// SPDX-License-Identifier: GPL-3.0-or-later
// The importer's rules: bad input, formation, info findings, no Procfile, names, explicit name and image,
// missing folders.
#include "appimportertest.h"

class TestAppImporterRules : public AppImporterTestBase
{
    Q_OBJECT
private Q_SLOTS:
    void badInput_data();
    void badInput();
    void formationSemantics();
    void infoFindings();
    void noProcfile();
    void nameFromFolder_data();
    void nameFromFolder();
    void explicitNameAndImage();
    void missingOrEmptyFolder();
};

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

void TestAppImporterRules::badInput_data()
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

void TestAppImporterRules::badInput()
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

void TestAppImporterRules::formationSemantics()
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
    // service.exposed → Dokku's http-5000-5000: the Service shop-worker answers on 5000, as under Dokku
    QCOMPARE(worker->portMaps.size(), 1);
    QCOMPARE(worker->portMaps.constFirst().toString(), QStringLiteral("http:5000:5000"));
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

void TestAppImporterRules::infoFindings()
{
    const QString apps = testAppsDir();
    if (apps.isEmpty())
        QFAIL("../shared/realworld is absent: point HELMDECK_REALWORLD_DIR at a copy (a skip would count as "
              "a pass)");
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

void TestAppImporterRules::noProcfile()
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

void TestAppImporterRules::nameFromFolder_data()
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

void TestAppImporterRules::nameFromFolder()
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

void TestAppImporterRules::explicitNameAndImage()
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

void TestAppImporterRules::missingOrEmptyFolder()
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

QTEST_GUILESS_MAIN(TestAppImporterRules)
#include "tst_appimporterrules.moc"
