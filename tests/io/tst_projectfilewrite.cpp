// SPDX-License-Identifier: GPL-3.0-or-later
// Writing helmdeck.yaml: round trips, the golden output, quoting, byte-stable saves, secrets never written,
// atomic saves.
#include "projectfiletest.h"

using namespace ProjectFileTest;

class TestProjectFileWrite : public QObject
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
    void secretsNeverWritten();
    void unknownKeysAreDroppedOnSave();
    void documentedExampleIsWhatWeWrite();
    void atomicSaveKeepsOldFile_data();
    void atomicSaveKeepsOldFile();
};

void TestProjectFileWrite::roundTrip_data()
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

void TestProjectFileWrite::roundTrip()
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
void TestProjectFileWrite::goldenOutput()
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

void TestProjectFileWrite::quotedScalars_data()
{
    QTest::addColumn<QString>("value");
    for (const QString &s : { QStringLiteral("0755"), QStringLiteral("NO"), QStringLiteral("1e3"),
             QStringLiteral("true"), QStringLiteral("*/5 * * * *"), QStringLiteral("@daily"),
             QStringLiteral("~"), QStringLiteral("") })
        QTest::newRow(qPrintable(s.isEmpty() ? QStringLiteral("empty") : s)) << s;
}

// Every user string is written double-quoted, so any YAML reader (Helm's included) keeps it a string.
void TestProjectFileWrite::quotedScalars()
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

void TestProjectFileWrite::saveLoadSaveIsByteStable_data()
{
    QTest::addColumn<QString>("source"); // a fixture, or empty for the in-code tricky project
    QTest::newRow("tricky project") << QString();
    QTest::newRow("hand-written valid.yaml") << fixture(QStringLiteral("valid.yaml"));
}

void TestProjectFileWrite::saveLoadSaveIsByteStable()
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

void TestProjectFileWrite::secretsNeverWritten()
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

void TestProjectFileWrite::unknownKeysAreDroppedOnSave()
{
    const ProjectLoadResult r = ProjectFile::parse(
        "schemaVersion: 1\napps:\n  - name: a\n    colour: blue\n", QStringLiteral("u.yaml"));
    QVERIFY(r.ok);
    QCOMPARE(r.findings.size(), 1);
    QVERIFY(r.findings.first().message.contains(QStringLiteral("not saved")));
    QVERIFY(!ProjectFile::serialize(r.project).contains("colour"));
}

// docs/project-file.md says its example is exactly what HelmDeck writes: keep that true.
void TestProjectFileWrite::documentedExampleIsWhatWeWrite()
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

enum class SaveFailure
{
    ParentIsFile,
    TargetIsDirectory,
    FileSizeLimit,
    ReadOnlyDirectory
};
Q_DECLARE_METATYPE(SaveFailure)

void TestProjectFileWrite::atomicSaveKeepsOldFile_data()
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

void TestProjectFileWrite::atomicSaveKeepsOldFile()
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

QTEST_GUILESS_MAIN(TestProjectFileWrite)
#include "tst_projectfilewrite.moc"
