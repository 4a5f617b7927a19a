// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/projectfile.h"
#include "model/validator.h"

#include "testutil.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#ifdef Q_OS_UNIX
#include <csignal>
#include <sys/resource.h>
#include <unistd.h>
#endif

using namespace HelmDeck;

Q_DECLARE_METATYPE(Finding::Severity)
Q_DECLARE_METATYPE(Project)

namespace {

QString fixture(const QString &name)
{
    return TestUtil::sourceDir() + QStringLiteral("/tests/fixtures/projectfile/") + name;
}

// Scalars that YAML 1.1/1.2 readers would turn into something else when unquoted, plus escapes.
QStringList trickyStrings()
{
    return {
        QStringLiteral("0755"),
        QStringLiteral("NO"),
        QStringLiteral("1e3"),
        QStringLiteral("true"),
        QStringLiteral("*/5 * * * *"),
        QStringLiteral("@daily"),
        QStringLiteral("null"),
        QStringLiteral("~"),
        QStringLiteral("0x1F"),
        QStringLiteral(".inf"),
        QStringLiteral("-.5"),
        QStringLiteral("yes"),
        QStringLiteral(" leading and trailing "),
        QStringLiteral("line 1\nline 2\n"),
        QStringLiteral("tab\there"),
        QStringLiteral("quote \" backslash \\ end"),
        QStringLiteral("# not a comment"),
        QStringLiteral("key: value"),
        QStringLiteral("- dash"),
        QStringLiteral("{flow: map}"),
        QStringLiteral("[flow, list]"),
        QStringLiteral("&anchor"),
        QStringLiteral("*alias"),
        QStringLiteral("!tag"),
        QStringLiteral("%directive"),
        QStringLiteral("---"),
        QStringLiteral("..."),
        QStringLiteral("'single'"),
        QString::fromUtf8("Gr\xc3\xbc\xc3\x9f"
                          "e \xf0\x9f\x98\x80"),
        QString(QChar(0x2028)) + QStringLiteral("ls"),
        QString(QChar(0x85)) + QStringLiteral("nel") + QChar(0xfeff),
        QStringLiteral("ctl\x01\x1f\x7f"),
    };
}

// A project with every field away from its default and user strings that need quoting.
Project trickyProject()
{
    const QStringList tricky = trickyStrings();
    Project p;
    p.kubeContext = QStringLiteral("NO");
    App a;
    a.name = QStringLiteral("0755");
    a.image = QStringLiteral("1e3");
    a.kubeNamespace = QStringLiteral("true");
    a.ingressClass = QStringLiteral("");
    a.deployTimeoutSeconds = 5400;
    a.rollbackOnFailure = true;
    a.predeploy = tricky.at(13);
    a.postdeploy = tricky.at(15);
    ProcessType web;
    web.name = QStringLiteral("web");
    web.command = tricky.at(17);
    web.replicas = 0;
    web.portMaps
        = { PortMap { QStringLiteral("http"), 80, 5000 }, PortMap { QStringLiteral("udp"), 53, 5353 } };
    web.cpuRequest = QStringLiteral(""); // explicitly unset, distinct from the 100m default
    web.memoryRequest = QStringLiteral("1e3");
    web.cpuLimit = QStringLiteral("2");
    web.memoryLimit = QStringLiteral("0755");
    HealthCheck h;
    h.type = QStringLiteral("liveness");
    h.name = tricky.at(8);
    h.path = QStringLiteral("/health?x=*alias");
    h.scheme = QStringLiteral("https");
    h.httpHeaders = { { QStringLiteral("Host"), QStringLiteral("yes") },
        { QStringLiteral("X-N"), QStringLiteral("0x1F") } };
    h.initialDelaySeconds = 1;
    h.periodSeconds = 2;
    h.timeoutSeconds = 3;
    h.failureThreshold = 4;
    HealthCheck exec;
    exec.command = QStringList { QStringLiteral("true"), QStringLiteral("-.5"), QStringLiteral("") };
    HealthCheck tcp;
    tcp.type = QStringLiteral("readiness");
    tcp.listening = true;
    web.healthChecks = { h, exec, tcp };
    ProcessType worker;
    worker.name = QStringLiteral("NO"); // invalid for the validator, fine for the file
    worker.replicas = -3;
    a.processes = { web, worker };
    a.domains = { Domain(QStringLiteral("*.example.com")), Domain(tricky.at(22)) };
    for (int i = 0; i < tricky.size(); ++i)
        a.env.append(EnvVar { QStringLiteral("V%1").arg(i), tricky.at(i), false });
    a.env.append(EnvVar { QStringLiteral("EMPTY"), QString(), false });
    a.env.append(EnvVar { QStringLiteral("TOKEN"), QStringLiteral("s3cr3t-never-written"), true });
    CronTask c1;
    c1.command = tricky.at(27);
    c1.schedule = QStringLiteral("*/5 * * * *");
    CronTask c2;
    c2.id = QStringLiteral("@daily");
    c2.command = QStringLiteral("true");
    c2.schedule = QStringLiteral("@daily");
    c2.concurrencyPolicy = QStringLiteral("Forbid");
    c2.suspend = true;
    a.cron = { c1, c2 };
    App b;
    b.name = QStringLiteral("minimal");
    p.apps = { a, b };
    return p;
}

Project minimalProject()
{
    Project p;
    App a;
    a.name = QStringLiteral("shop");
    a.image = QStringLiteral("registry.example.com/shop:1");
    ProcessType web;
    web.name = QStringLiteral("web");
    web.portMaps = { PortMap() };
    a.processes = { web };
    p.apps = { a };
    return p;
}

// Field by field, so a failure names the field. Secret values are expected empty after a load.
void compareProjects(const Project &actual, const Project &expected)
{
    QCOMPARE(actual.schemaVersion, expected.schemaVersion);
    QCOMPARE(actual.kubeContext, expected.kubeContext);
    QCOMPARE(actual.apps.size(), expected.apps.size());
    for (int i = 0; i < expected.apps.size(); ++i) {
        const App &x = actual.apps.at(i);
        const App &y = expected.apps.at(i);
        QCOMPARE(x.name, y.name);
        QCOMPARE(x.image, y.image);
        QCOMPARE(x.kubeNamespace, y.kubeNamespace);
        QCOMPARE(x.ingressClass, y.ingressClass);
        QCOMPARE(x.deployTimeoutSeconds, y.deployTimeoutSeconds);
        QCOMPARE(x.rollbackOnFailure, y.rollbackOnFailure);
        QCOMPARE(x.predeploy, y.predeploy);
        QCOMPARE(x.postdeploy, y.postdeploy);
        QCOMPARE(x.domains, y.domains);
        QCOMPARE(x.env.size(), y.env.size());
        for (int e = 0; e < y.env.size(); ++e) {
            QCOMPARE(x.env.at(e).name, y.env.at(e).name);
            QCOMPARE(x.env.at(e).secret, y.env.at(e).secret);
            QCOMPARE(x.env.at(e).value, y.env.at(e).secret ? QString() : y.env.at(e).value);
        }
        QCOMPARE(x.cron.size(), y.cron.size());
        for (int c = 0; c < y.cron.size(); ++c) {
            QCOMPARE(x.cron.at(c).id, y.cron.at(c).id);
            QCOMPARE(x.cron.at(c).command, y.cron.at(c).command);
            QCOMPARE(x.cron.at(c).schedule, y.cron.at(c).schedule);
            QCOMPARE(x.cron.at(c).concurrencyPolicy, y.cron.at(c).concurrencyPolicy);
            QCOMPARE(x.cron.at(c).suspend, y.cron.at(c).suspend);
        }
        QCOMPARE(x.processes.size(), y.processes.size());
        for (int p = 0; p < y.processes.size(); ++p) {
            const ProcessType &s = x.processes.at(p);
            const ProcessType &t = y.processes.at(p);
            QCOMPARE(s.name, t.name);
            QCOMPARE(s.command, t.command);
            QCOMPARE(s.replicas, t.replicas);
            QCOMPARE(s.portMaps, t.portMaps);
            QCOMPARE(s.cpuRequest, t.cpuRequest);
            QCOMPARE(s.memoryRequest, t.memoryRequest);
            QCOMPARE(s.cpuLimit, t.cpuLimit);
            QCOMPARE(s.memoryLimit, t.memoryLimit);
            QCOMPARE(s.healthChecks.size(), t.healthChecks.size());
            for (int h = 0; h < t.healthChecks.size(); ++h) {
                const HealthCheck &u = s.healthChecks.at(h);
                const HealthCheck &v = t.healthChecks.at(h);
                QCOMPARE(u.type, v.type);
                QCOMPARE(u.name, v.name);
                QCOMPARE(u.path, v.path);
                QCOMPARE(u.command, v.command);
                QCOMPARE(u.listening, v.listening);
                QCOMPARE(u.scheme, v.scheme);
                QCOMPARE(u.httpHeaders, v.httpHeaders);
                QCOMPARE(u.initialDelaySeconds, v.initialDelaySeconds);
                QCOMPARE(u.periodSeconds, v.periodSeconds);
                QCOMPARE(u.timeoutSeconds, v.timeoutSeconds);
                QCOMPARE(u.failureThreshold, v.failureThreshold);
            }
        }
    }
}

QString describe(const Findings &findings)
{
    QStringList lines;
    for (const Finding &f : findings)
        lines.append(f.toString());
    return lines.join(QLatin1Char('\n'));
}

} // namespace

class TestProjectFile : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void roundTrip_data();
    void roundTrip();
    void goldenOutput();
    void quotedScalars_data();
    void quotedScalars();
    void saveLoadSaveIsByteStable_data();
    void saveLoadSaveIsByteStable();
    void sources_data();
    void sources();
    void errors_data();
    void errors();
    void durations_data();
    void durations();
    void secretsNeverWritten();
    void unknownKeysAreDroppedOnSave();
    void loadMissingFile();
    void documentedExampleIsWhatWeWrite();
    void truncatedFilesAreHandled();
    void atomicSaveKeepsOldFile_data();
    void atomicSaveKeepsOldFile();
};

void TestProjectFile::roundTrip_data()
{
    QTest::addColumn<Project>("project");
    QTest::newRow("tricky strings, nothing default") << trickyProject();
    QTest::newRow("minimal app") << minimalProject();
    QTest::newRow("no apps") << Project();
    Project defaults;
    defaults.apps.append(App());
    defaults.apps.first().name = QStringLiteral("defaults");
    defaults.apps.first().processes.append(ProcessType());
    defaults.apps.first().processes.first().name = QStringLiteral("web");
    defaults.apps.first().cron.append(CronTask());
    defaults.apps.first().processes.first().healthChecks.append(HealthCheck());
    QTest::newRow("defaults everywhere") << defaults;
}

void TestProjectFile::roundTrip()
{
    QFETCH(Project, project);
    const QByteArray first = ProjectFile::serialize(project);
    QVERIFY(!first.isEmpty());
    const ProjectLoadResult loaded = ProjectFile::parse(first, QStringLiteral("roundtrip.yaml"));
    QVERIFY2(
        loaded.ok, qPrintable(describe(loaded.findings) + QStringLiteral("\n") + QString::fromUtf8(first)));
    QVERIFY2(loaded.findings.isEmpty(), qPrintable(describe(loaded.findings)));
    compareProjects(loaded.project, project);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(ProjectFile::serialize(loaded.project), first);
}

// The exact text for a fixed project: key order, quoting, omitted defaults, the header line.
void TestProjectFile::goldenOutput()
{
    const QByteArray expected = TestUtil::readFile(fixture(QStringLiteral("golden.yaml")));
    QVERIFY(!expected.isEmpty());
    const QByteArray actual = ProjectFile::serialize(trickyProject());
    if (actual != expected) {
        QFile out(QDir::temp().filePath(QStringLiteral("tst_projectfile-golden.actual.yaml")));
        if (out.open(QIODevice::WriteOnly))
            out.write(actual);
        QFAIL(qPrintable(
            QStringLiteral("serialize() differs from golden.yaml; actual output: ") + out.fileName()));
    }
    QVERIFY(actual.startsWith(
        "# HelmDeck project file \xe2\x80\x94 schema: docs/project-file.md\nschemaVersion: 1\n"));
}

void TestProjectFile::quotedScalars_data()
{
    QTest::addColumn<QString>("value");
    for (const QString &s : { QStringLiteral("0755"), QStringLiteral("NO"), QStringLiteral("1e3"),
             QStringLiteral("true"), QStringLiteral("*/5 * * * *"), QStringLiteral("@daily"),
             QStringLiteral("~"), QStringLiteral("") })
        QTest::newRow(qPrintable(s.isEmpty() ? QStringLiteral("empty") : s)) << s;
}

// Every user string is written double-quoted, so any YAML reader (Helm's included) keeps it a string.
void TestProjectFile::quotedScalars()
{
    QFETCH(QString, value);
    Project p = minimalProject();
    p.apps[0].env.append(EnvVar { QStringLiteral("V"), value, false });
    p.apps[0].cron.append(CronTask { QString(), value, value, QStringLiteral("Allow"), false, {} });
    const QByteArray text = ProjectFile::serialize(p);
    const QByteArray quoted = '"' + value.toUtf8() + '"';
    QVERIFY2(text.contains(QByteArray("value: " + quoted)), text.constData());
    QVERIFY2(text.contains(QByteArray("schedule: " + quoted)), text.constData());
    QVERIFY2(text.contains(QByteArray("command: " + quoted)), text.constData());
}

void TestProjectFile::saveLoadSaveIsByteStable_data()
{
    QTest::addColumn<QString>("source"); // a fixture, or empty for the in-code tricky project
    QTest::newRow("tricky project") << QString();
    QTest::newRow("hand-written valid.yaml") << fixture(QStringLiteral("valid.yaml"));
}

void TestProjectFile::saveLoadSaveIsByteStable()
{
    QFETCH(QString, source);
    Project project = trickyProject();
    if (!source.isEmpty()) {
        const ProjectLoadResult r = ProjectFile::load(source);
        QVERIFY2(r.ok && r.findings.isEmpty(), qPrintable(describe(r.findings)));
        project = r.project;
    }
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString a = dir.filePath(QStringLiteral("a.yaml"));
    const QString b = dir.filePath(QStringLiteral("b.yaml"));
    QString error;
    QVERIFY2(ProjectFile::save(project, a, &error), qPrintable(error));
    const ProjectLoadResult loaded = ProjectFile::load(a);
    QVERIFY2(loaded.ok && loaded.findings.isEmpty(), qPrintable(describe(loaded.findings)));
    compareProjects(loaded.project, project);
    if (QTest::currentTestFailed())
        return;
    QVERIFY2(ProjectFile::save(loaded.project, b, &error), qPrintable(error));
    const QByteArray bytesA = TestUtil::readFile(a);
    QVERIFY(!bytesA.isEmpty());
    QCOMPARE(TestUtil::readFile(b), bytesA);
    QCOMPARE(loaded.project.sources.value(QString()).file, a);
}

void TestProjectFile::sources_data()
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

void TestProjectFile::sources()
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

void TestProjectFile::errors_data()
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

void TestProjectFile::errors()
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

void TestProjectFile::durations_data()
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

void TestProjectFile::durations()
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

void TestProjectFile::secretsNeverWritten()
{
    Project p = minimalProject();
    p.apps[0].env = { EnvVar { QStringLiteral("PUBLIC"), QStringLiteral("visible"), false },
        EnvVar { QStringLiteral("TOKEN"), QStringLiteral("hunter2-do-not-write"), true } };
    const QByteArray text = ProjectFile::serialize(p);
    QVERIFY(!text.contains("hunter2"));
    QVERIFY(text.contains("value: \"visible\""));
    QVERIFY2(text.contains("      - name: \"TOKEN\"\n        secret: true\n"), text.constData());

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("helmdeck.yaml"));
    QString error;
    QVERIFY2(ProjectFile::save(p, path, &error), qPrintable(error));
    QVERIFY(!TestUtil::readFile(path).contains("hunter2"));

    const ProjectLoadResult r = ProjectFile::load(path);
    QVERIFY(r.ok);
    QCOMPARE(r.project.apps.first().env.size(), 2);
    QCOMPARE(r.project.apps.first().env.at(1).name, QStringLiteral("TOKEN"));
    QVERIFY(r.project.apps.first().env.at(1).secret);
    QVERIFY(r.project.apps.first().env.at(1).value.isEmpty());

    // A clear-text value someone typed next to "secret: true" is neither loaded nor saved again.
    const ProjectLoadResult typed = ProjectFile::parse(
        "schemaVersion: 1\napps:\n  - name: a\n    env:\n      - {name: K, secret: true, value: hunter2}\n",
        QStringLiteral("typed.yaml"));
    QVERIFY(typed.ok);
    QVERIFY(typed.project.apps.first().env.first().value.isEmpty());
    QVERIFY(!ProjectFile::serialize(typed.project).contains("hunter2"));
}

void TestProjectFile::unknownKeysAreDroppedOnSave()
{
    const ProjectLoadResult r = ProjectFile::parse(
        "schemaVersion: 1\napps:\n  - name: a\n    colour: blue\n", QStringLiteral("u.yaml"));
    QVERIFY(r.ok);
    QCOMPARE(r.findings.size(), 1);
    QVERIFY(r.findings.first().message.contains(QStringLiteral("not saved")));
    QVERIFY(!ProjectFile::serialize(r.project).contains("colour"));
}

void TestProjectFile::loadMissingFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("missing.yaml"));
    const ProjectLoadResult r = ProjectFile::load(path);
    QVERIFY(!r.ok);
    QCOMPARE(r.findings.size(), 1);
    QCOMPARE(r.findings.first().location.file, path);
    QVERIFY(r.findings.first().message.contains(QStringLiteral("cannot read")));
}

// docs/project-file.md says its example is exactly what HelmDeck writes: keep that true.
void TestProjectFile::documentedExampleIsWhatWeWrite()
{
    const QByteArray doc
        = TestUtil::readFile(TestUtil::sourceDir() + QStringLiteral("/docs/project-file.md"));
    const int start = doc.indexOf("```yaml\n");
    QVERIFY(start >= 0);
    const int end = doc.indexOf("```\n", start + 8);
    QVERIFY(end > start);
    const QByteArray example = doc.mid(start + 8, end - start - 8);
    const ProjectLoadResult r = ProjectFile::parse(example, QStringLiteral("project-file.md"));
    QVERIFY2(r.ok && r.findings.isEmpty(), qPrintable(describe(r.findings)));
    QCOMPARE(r.project.apps.size(), 1);
    QCOMPARE(r.project.apps.first().deployTimeoutSeconds, 600);
    QCOMPARE(QString::fromUtf8(ProjectFile::serialize(r.project)), QString::fromUtf8(example));
    const Findings findings = Validator::validate(r.project);
    QVERIFY2(findings.isEmpty(), qPrintable(describe(findings)));
}

// Every prefix of a real file: no crash, ok exactly when there is no error, errors located in the
// file, nothing half-applied.
void TestProjectFile::truncatedFilesAreHandled()
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

enum class SaveFailure
{
    ParentIsFile,
    TargetIsDirectory,
    FileSizeLimit,
    ReadOnlyDirectory
};
Q_DECLARE_METATYPE(SaveFailure)

void TestProjectFile::atomicSaveKeepsOldFile_data()
{
    QTest::addColumn<SaveFailure>("failure");
    QTest::newRow("parent is a regular file") << SaveFailure::ParentIsFile;
    QTest::newRow("target is a directory") << SaveFailure::TargetIsDirectory;
#ifdef Q_OS_UNIX
    QTest::newRow("write fails half way (file size limit)") << SaveFailure::FileSizeLimit;
#ifdef Q_OS_UNIX
    // root ignores directory permissions, so this row could not fail as root; the rows above fail
    // for root too. Not registered rather than skipped: a skipped row would count as passed.
    if (geteuid() != 0)
        QTest::newRow("read-only directory") << SaveFailure::ReadOnlyDirectory;
#else
    QTest::newRow("read-only directory") << SaveFailure::ReadOnlyDirectory;
#endif
#endif
}

void TestProjectFile::atomicSaveKeepsOldFile()
{
    QFETCH(SaveFailure, failure);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QByteArray old = "# the old file\nschemaVersion: 1\napps: []\n";
    QString target = dir.filePath(QStringLiteral("helmdeck.yaml"));
    QString keep = target; // the file that must come through unchanged
    auto writeOld = [&old](const QString &path) {
        QFile f(path);
        return f.open(QIODevice::WriteOnly) && f.write(old) == old.size();
    };

    Project big = trickyProject();
    for (int i = 0; i < 200; ++i) // larger than the size limit below, and than any write buffer
        big.apps[0].env.append(
            EnvVar { QStringLiteral("PAD%1").arg(i), QString(200, QLatin1Char('x')), false });

    bool restoreLimit = false;
#ifdef Q_OS_UNIX
    struct rlimit oldLimit = {};
#endif
    switch (failure) {
    case SaveFailure::ParentIsFile:
        keep = dir.filePath(QStringLiteral("notadir"));
        QVERIFY(writeOld(keep));
        target = keep + QStringLiteral("/helmdeck.yaml");
        break;
    case SaveFailure::TargetIsDirectory:
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("helmdeck.yaml")));
        keep = dir.filePath(QStringLiteral("sibling.yaml"));
        QVERIFY(writeOld(keep));
        break;
    case SaveFailure::FileSizeLimit:
#ifdef Q_OS_UNIX
        QVERIFY(writeOld(target));
        // A full disk, simulated: writes past 4 KiB fail with EFBIG (root included).
        std::signal(SIGXFSZ, SIG_IGN);
        QCOMPARE(getrlimit(RLIMIT_FSIZE, &oldLimit), 0);
        {
            struct rlimit small = oldLimit;
            small.rlim_cur = 4096;
            QCOMPARE(setrlimit(RLIMIT_FSIZE, &small), 0);
        }
        restoreLimit = true;
#endif
        break;
    case SaveFailure::ReadOnlyDirectory:
        QVERIFY(writeOld(target));
        QVERIFY(QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::ExeOwner));
        break;
    }

    QString error;
    const bool saved = ProjectFile::save(big, target, &error);
#ifdef Q_OS_UNIX
    if (restoreLimit)
        setrlimit(RLIMIT_FSIZE, &oldLimit);
#endif
    QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    QVERIFY(!saved);
    QVERIFY2(error.contains(target), qPrintable(error));
    if (failure == SaveFailure::FileSizeLimit)
        QVERIFY2(error.contains(QStringLiteral("bytes could be written")), qPrintable(error));
    QCOMPARE(TestUtil::readFile(keep), old);
    // No temporary file left behind next to the kept file.
    const QStringList left = QDir(dir.path()).entryList(QDir::Files | QDir::NoDotAndDotDot);
    QCOMPARE(left, QStringList { QFileInfo(keep).fileName() });
}

QTEST_GUILESS_MAIN(TestProjectFile)
#include "tst_projectfile.moc"
