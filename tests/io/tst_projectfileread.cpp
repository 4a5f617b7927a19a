// SPDX-License-Identifier: GPL-3.0-or-later
// Reading helmdeck.yaml: source locations, errors with file, line and field, durations, missing and truncated
// files.
#include "projectfiletest.h"

using namespace ProjectFileTest;

class TestProjectFileRead : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void sources_data();
    void sources();
    void errors_data();
    void errors();
    void durations_data();
    void durations();
    void loadMissingFile();
    void truncatedFilesAreHandled();
};

void TestProjectFileRead::sources_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    // Lines and columns of the value in tests/fixtures/projectfile/valid.yaml, 1-based.
    QTest::newRow("the file") << QString() << 0 << 0;
    QTest::newRow("schemaVersion") << QStringLiteral("schemaVersion") << 2 << 16;
    QTest::newRow("kubeContext") << QStringLiteral("kubeContext") << 3 << 14;
    QTest::newRow("app") << QStringLiteral("apps[shop]") << 5 << 5;
    QTest::newRow("app name") << QStringLiteral("apps[shop].name") << 5 << 11;
    QTest::newRow("image") << QStringLiteral("apps[shop].image") << 6 << 12;
    QTest::newRow("deployTimeout") << QStringLiteral("apps[shop].deployTimeout") << 9 << 20;
    QTest::newRow("process") << QStringLiteral("apps[shop].processes[web]") << 12 << 9;
    QTest::newRow("replicas") << QStringLiteral("apps[shop].processes[web].replicas") << 14 << 19;
    QTest::newRow("port map") << QStringLiteral("apps[shop].processes[web].ports[1]") << 17 << 13;
    QTest::newRow("cpu request") << QStringLiteral("apps[shop].processes[web].resources.requests.cpu") << 20
                                 << 18;
    QTest::newRow("health check") << QStringLiteral("apps[shop].processes[web].healthchecks[0]") << 25 << 13;
    QTest::newRow("health check path")
        << QStringLiteral("apps[shop].processes[web].healthchecks[0].path") << 27 << 19;
    QTest::newRow("header value") << QStringLiteral(
        "apps[shop].processes[web].healthchecks[0].httpHeaders[0].value")
                                  << 31 << 24;
    QTest::newRow("exec argv item") << QStringLiteral(
        "apps[shop].processes[worker].healthchecks[0].command[4]")
                                    << 43 << 50;
    QTest::newRow("second domain") << QStringLiteral("apps[shop].domains[1]") << 46 << 9;
    QTest::newRow("env entry") << QStringLiteral("apps[shop].env[UMASK]") << 50 << 9;
    QTest::newRow("env value") << QStringLiteral("apps[shop].env[UMASK].value") << 51 << 16;
    QTest::newRow("secret flag") << QStringLiteral("apps[shop].env[SECRET_KEY].secret") << 53 << 17;
    QTest::newRow("cron schedule") << QStringLiteral("apps[shop].cron[0].schedule") << 56 << 19;
    QTest::newRow("cron policy") << QStringLiteral("apps[shop].cron[1].concurrencyPolicy") << 60 << 28;
    QTest::newRow("postdeploy") << QStringLiteral("apps[shop].scripts.postdeploy") << 64 << 19;
    QTest::newRow("flow list item") << QStringLiteral("apps[docs].processes[web].ports[0]") << 69 << 17;
}

void TestProjectFileRead::sources()
{
    QFETCH(QString, path);
    QFETCH(int, line);
    QFETCH(int, column);
    const QString file = fixture(QStringLiteral("valid.yaml"));
    const ProjectLoadResult r = ProjectFile::load(file);
    QVERIFY2(r.ok, qPrintable(describe(r.findings)));
    QVERIFY2(r.project.sources.contains(path), qPrintable(path));
    const SourceLocation where = r.project.sources.value(path);
    QCOMPARE(where.file, file);
    QCOMPARE(where.line, line);
    QCOMPARE(where.column, column);
    QCOMPARE(r.project.locate(path), where);
}

void TestProjectFileRead::errors_data()
{
    QTest::addColumn<QByteArray>("yaml");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<Finding::Severity>("severity");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("fieldPath");
    QTest::addColumn<QString>("message");

    const auto E = Finding::Severity::Error;
    const auto W = Finding::Severity::Warning;
    const QByteArray head = "schemaVersion: 1\napps:\n  - name: shop\n"; // the app starts on line 3

    QTest::newRow("syntax: unclosed flow list") << QByteArray("schemaVersion: 1\napps: [a, b\n") << false << E
                                                << 3 << 1 << QString() << QStringLiteral("YAML syntax error");
    QTest::newRow("syntax: bad indentation")
        << head + "    image: x\n   namespace: y\n"
        << false << E << 5 << 4 << QString() << QStringLiteral("YAML syntax error");
    QTest::newRow("syntax: tab indentation") << QByteArray("schemaVersion: 1\n\tapps: []\n") << false << E
                                             << 2 << 1 << QString() << QStringLiteral("tab");
    QTest::newRow("empty file") << QByteArray("# nothing\n") << false << E << 1 << 1 << QString()
                                << QStringLiteral("empty");
    QTest::newRow("two documents") << QByteArray("schemaVersion: 1\n---\nschemaVersion: 1\n") << false << E
                                   << 3 << 1 << QString() << QStringLiteral("2 YAML documents");
    QTest::newRow("top level is a list") << QByteArray("- schemaVersion: 1\n") << false << E << 1 << 1
                                         << QString() << QStringLiteral("expected a map");
    QTest::newRow("schemaVersion missing") << QByteArray("apps: []\n") << false << E << 1 << 1
                                           << QStringLiteral("schemaVersion") << QStringLiteral("is missing");
    QTest::newRow("schemaVersion newer")
        << QByteArray("schemaVersion: 2\napps: []\nfutureKey: 1\n") << false << E << 1 << 16
        << QStringLiteral("schemaVersion") << QStringLiteral("written by a newer HelmDeck");
    QTest::newRow("schemaVersion zero")
        << QByteArray("schemaVersion: 0\n") << false << E << 1 << 16 << QStringLiteral("schemaVersion")
        << QStringLiteral("does not exist");
    QTest::newRow("schemaVersion not a number")
        << QByteArray("schemaVersion: one\n") << false << E << 1 << 16 << QStringLiteral("schemaVersion")
        << QStringLiteral("expected a whole number, found \"one\"");
    QTest::newRow("apps is a map") << QByteArray("schemaVersion: 1\napps:\n  shop: {}\n") << false << E << 3
                                   << 3 << QStringLiteral("apps") << QStringLiteral("expected a list");
    QTest::newRow("app is a string") << QByteArray("schemaVersion: 1\napps:\n  - shop\n") << false << E << 3
                                     << 5 << QStringLiteral("apps[0]") << QStringLiteral("expected a map");
    QTest::newRow("app without name") << QByteArray("schemaVersion: 1\napps:\n  - image: x\n") << false << E
                                      << 3 << 5 << QStringLiteral("apps[0]") << QStringLiteral("has no name");
    QTest::newRow("image is a list") << head + "    image: [a, b]\n"
                                     << false << E << 4 << 12 << QStringLiteral("apps[shop].image")
                                     << QStringLiteral("expected a string, found a list");
    QTest::newRow("replicas: many") << head + "    processes:\n      - name: web\n        replicas: many\n"
                                    << false << E << 6 << 19
                                    << QStringLiteral("apps[shop].processes[web].replicas")
                                    << QStringLiteral("expected a whole number, found \"many\"");
    QTest::newRow("replicas past the int range says it is out of range, with the range")
        << head + "    processes:\n      - name: web\n        replicas: 2147483648\n"
        << false << E << 6 << 19 << QStringLiteral("apps[shop].processes[web].replicas")
        << QStringLiteral(
               "2147483648 is out of range: a whole number from -2147483648 to 2147483647 is expected");
    QTest::newRow("a deploy timeout past the range says it is out of range, with the range")
        << head + "    deployTimeout: 600000h\n"
        << false << E << 4 << 20 << QStringLiteral("apps[shop].deployTimeout")
        << QStringLiteral(
               "600000h is out of range: a duration of at most 2147483647 seconds (about 68 years)");
    QTest::newRow("replicas: 2.5") << head + "    processes:\n      - name: web\n        replicas: 2.5\n"
                                   << false << E << 6 << 19
                                   << QStringLiteral("apps[shop].processes[web].replicas")
                                   << QStringLiteral("whole number");
    QTest::newRow("processes is a map") << head + "    processes:\n      web: {}\n"
                                        << false << E << 5 << 7 << QStringLiteral("apps[shop].processes")
                                        << QStringLiteral("expected a list");
    QTest::newRow("env is a map") << head + "    env:\n      A: b\n"
                                  << false << E << 5 << 7 << QStringLiteral("apps[shop].env")
                                  << QStringLiteral("expected a list");
    QTest::newRow("bool: yes") << head + "    rollbackOnFailure: yes\n"
                               << false << E << 4 << 24 << QStringLiteral("apps[shop].rollbackOnFailure")
                               << QStringLiteral("expected true or false, found \"yes\"");
    QTest::newRow("duration: 5 minutes")
        << head + "    deployTimeout: 5 minutes\n"
        << false << E << 4 << 20 << QStringLiteral("apps[shop].deployTimeout") << QStringLiteral("\"5m\"");
    QTest::newRow("port not scheme:host:container")
        << head + "    processes:\n      - name: web\n        ports: [\"80\"]\n"
        << false << E << 6 << 17 << QStringLiteral("apps[shop].processes[web].ports[0]")
        << QStringLiteral("http:80:5000");
    QTest::newRow("port not a number")
        << head + "    processes:\n      - name: web\n        ports:\n          - http:eighty:5000\n"
        << false << E << 7 << 13 << QStringLiteral("apps[shop].processes[web].ports[0]")
        << QStringLiteral("not a number");
    QTest::newRow("health check command is a string")
        << head
            + "    processes:\n      - name: web\n        healthchecks:\n          - type: liveness\n        "
              "    command: curl -f localhost\n"
        << false << E << 8 << 22 << QStringLiteral("apps[shop].processes[web].healthchecks[0].command")
        << QStringLiteral("expected a list");
    QTest::newRow("duplicate app") << head + "  - name: shop\n"
                                   << false << E << 4 << 5 << QStringLiteral("apps[shop]")
                                   << QStringLiteral("defined twice (first at line 3)");
    QTest::newRow("duplicate process") << head + "    processes:\n      - name: web\n      - name: web\n"
                                       << false << E << 6 << 9 << QStringLiteral("apps[shop].processes[web]")
                                       << QStringLiteral("defined twice in app \"shop\" (first at line 5)");
    QTest::newRow("duplicate key") << head + "    image: a\n    image: b\n"
                                   << false << E << 5 << 5 << QStringLiteral("apps[shop].image")
                                   << QStringLiteral("appears twice (first at line 4)");
    QTest::newRow("key is a list") << head + "    ? [a, b]\n    : c\n"
                                   << false << E << 4 << 7 << QStringLiteral("apps[0]")
                                   << QStringLiteral("keys must be plain words");
    QTest::newRow("unknown key with suggestion")
        << head + "    processes:\n      - name: web\n        replica: 2\n"
        << true << W << 6 << 9 << QStringLiteral("apps[shop].processes[web].replica")
        << QStringLiteral("did you mean \"replicas\"?");
    QTest::newRow("unknown key, Dokku spelling") << head
            + "    cron:\n      - command: x\n        schedule: '@daily'\n        concurrency_policy: "
              "forbid\n" << true << W << 7 << 9 << QStringLiteral("apps[shop].cron[0].concurrency_policy")
                                                 << QStringLiteral("did you mean \"concurrencyPolicy\"?");
    QTest::newRow("unknown key, Kubernetes spelling")
        << head
            + "    processes:\n      - name: web\n        healthchecks:\n          - type: startup\n         "
              "   command: [x]\n            periodSeconds: 3\n"
        << true << W << 9 << 13 << QStringLiteral("apps[shop].processes[web].healthchecks[0].periodSeconds")
        << QStringLiteral("did you mean \"wait\"?");
    QTest::newRow("unknown key without suggestion")
        << head + "    flavour: vanilla\n"
        << true << W << 4 << 5 << QStringLiteral("apps[shop].flavour")
        << QStringLiteral("known keys here: name, image");
    QTest::newRow("unknown top-level key")
        << QByteArray("schemaVersion: 1\nkubecontext: x\n") << true << W << 2 << 1
        << QStringLiteral("kubecontext") << QStringLiteral("did you mean \"kubeContext\"?");
    QTest::newRow("secret with a value")
        << head + "    env:\n      - name: TOKEN\n        secret: true\n        value: hunter2\n"
        << true << W << 7 << 16 << QStringLiteral("apps[shop].env[TOKEN].value")
        << QStringLiteral("not read from the project file");
}

void TestProjectFileRead::errors()
{
    QFETCH(QByteArray, yaml);
    QFETCH(bool, ok);
    QFETCH(Finding::Severity, severity);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, fieldPath);
    QFETCH(QString, message);

    const QString file = QStringLiteral("/projects/shop/helmdeck.yaml");
    const ProjectLoadResult r = ProjectFile::parse(yaml, file);
    QCOMPARE(r.ok, ok);
    QVERIFY2(r.findings.size() == 1, qPrintable(describe(r.findings)));
    const Finding &f = r.findings.first();
    QCOMPARE(f.severity, severity);
    QCOMPARE(f.location.file, file);
    QCOMPARE(f.location.line, line);
    QCOMPARE(f.location.column, column);
    QCOMPARE(f.fieldPath, fieldPath);
    QVERIFY2(f.message.contains(message), qPrintable(f.message));
    if (!ok) { // nothing half-applied
        QVERIFY(r.project.apps.isEmpty());
        QVERIFY(r.project.sources.isEmpty());
    } else { // a warning leaves a usable project
        QCOMPARE(r.project.schemaVersion, 1);
        QCOMPARE(r.project.apps.size(), yaml.contains("- name: shop") ? 1 : 0);
    }
}

void TestProjectFileRead::durations_data()
{
    QTest::addColumn<QByteArray>("value");
    QTest::addColumn<int>("seconds"); // -1 = refused
    QTest::newRow("bare number") << QByteArray("600") << 600;
    QTest::newRow("quoted number") << QByteArray("\"600\"") << 600;
    QTest::newRow("seconds") << QByteArray("90s") << 90;
    QTest::newRow("minutes") << QByteArray("5m") << 300;
    QTest::newRow("hours and minutes") << QByteArray("1h30m") << 5400;
    QTest::newRow("minutes and seconds") << QByteArray("2m30s") << 150;
    QTest::newRow("zero (validator refuses)") << QByteArray("0") << 0;
    QTest::newRow("fraction") << QByteArray("1.5m") << -1;
    QTest::newRow("milliseconds") << QByteArray("500ms") << -1;
    QTest::newRow("space") << QByteArray("\"5 m\"") << -1;
    QTest::newRow("negative") << QByteArray("-5m") << -1;
    QTest::newRow("units out of order") << QByteArray("5s1m") << -1;
    QTest::newRow("overflow") << QByteArray("99999999999999h") << -1;
}

void TestProjectFileRead::durations()
{
    QFETCH(QByteArray, value);
    QFETCH(int, seconds);
    const ProjectLoadResult r
        = ProjectFile::parse("schemaVersion: 1\napps:\n  - name: shop\n    deployTimeout: " + value + "\n",
            QStringLiteral("d.yaml"));
    QCOMPARE(r.ok, seconds >= 0);
    if (seconds >= 0) {
        QCOMPARE(r.project.apps.first().deployTimeoutSeconds, seconds);
    } else {
        QCOMPARE(r.findings.size(), 1);
        QCOMPARE(r.findings.first().fieldPath, QStringLiteral("apps[shop].deployTimeout"));
        QCOMPARE(r.findings.first().location.line, 4);
    }
}

void TestProjectFileRead::loadMissingFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("missing.yaml"));
    const ProjectLoadResult r = ProjectFile::load(path);
    QVERIFY(!r.ok);
    QCOMPARE(r.findings.size(), 1);
    QCOMPARE(r.findings.first().location.file, path);
    QVERIFY(r.findings.first().message.contains(QStringLiteral("cannot read")));
}

// Every prefix of a real file: no crash, ok exactly when there is no error, errors located in the
// file, nothing half-applied.
void TestProjectFileRead::truncatedFilesAreHandled()
{
    const QByteArray full = TestUtil::readFile(fixture(QStringLiteral("valid.yaml")));
    QVERIFY(!full.isEmpty());
    const int lines = full.count('\n') + 1;
    int failed = 0;
    for (int n = 0; n <= full.size(); ++n) {
        const ProjectLoadResult r = ProjectFile::parse(full.left(n), QStringLiteral("cut.yaml"));
        QCOMPARE(r.ok, !hasErrors(r.findings));
        if (r.ok)
            continue;
        ++failed;
        QVERIFY(r.project.apps.isEmpty());
        for (const Finding &f : r.findings) {
            QCOMPARE(f.location.file, QStringLiteral("cut.yaml"));
            QVERIFY2(f.location.line >= 1 && f.location.line <= lines, qPrintable(f.toString()));
        }
    }
    QVERIFY(failed > 0);
}

QTEST_GUILESS_MAIN(TestProjectFileRead)
#include "tst_projectfileread.moc"
