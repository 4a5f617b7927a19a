// SPDX-License-Identifier: GPL-3.0-or-later
// The one-line import summary: what the importer read from each file, on Dokku's own test apps (read
// in place from ../shared/realworld), on examples/ and on folders missing a file — the same line every
// front end shows (ImportResult::summary, and the last finding, an info on the folder).
#include "appimportertest.h"

namespace {

// Counted by hand from the files (Procfile lines outside comments; app.json's lists and objects).
struct SummaryRow
{
    const char *tag, *folder, *appJson, *summary;
};
// clang-format off
const SummaryRow kRealWorld[] = {
    {"Dokku's config app: one formation entry", "config", "app.json",
     "Procfile: 1 process type; app.json: 0 cron tasks, 1 formation entry, 0 health checks, 0 env vars"},
    {"Dokku's formations app: three process types and a health check", "dockerfile-app-json-formations",
     "app.json",
     "Procfile: 3 process types; app.json: 0 cron tasks, 1 formation entry, 1 health check, 0 env vars"},
    {"Dokku's go app", "go", "app.json",
     "Procfile: 1 process type; app.json: 0 cron tasks, 0 formation entries, 1 health check, 0 env vars"},
    {"Dokku's java app", "java", "app.json",
     "Procfile: 1 process type; app.json: 0 cron tasks, 0 formation entries, 1 health check, 0 env vars"},
    {"Dokku's multi app", "multi", "app.json",
     "Procfile: 1 process type; app.json: 0 cron tasks, 0 formation entries, 1 health check, 0 env vars"},
    {"Dokku's express app: a release command, env, add-ons and deploy scripts", "nodejs-express", "app.json",
     "Procfile: 4 process types, a release command; app.json: 0 cron tasks, 0 formation entries, "
     "1 health check, 2 env vars, 2 add-ons, deploy scripts"},
    {"Dokku's worker app: two formation entries", "nodejs-worker", "app.json",
     "Procfile: 1 process type; app.json: 0 cron tasks, 2 formation entries, 0 health checks, 0 env vars"},
    {"Dokku's python app", "python", "app.json",
     "Procfile: 5 process types, a release command; app.json: 0 cron tasks, 0 formation entries, "
     "1 health check, 0 env vars, deploy scripts"},
    {"Dokku's python app with a cron task", "python", "app-cron.json",
     "Procfile: 5 process types, a release command; app.json: 1 cron task, 0 formation entries, "
     "1 health check, 0 env vars, deploy scripts"},
    // five env vars in the file; OPTIONAL_VAR (optional, no value) is not imported, and its own info says so
    {"Dokku's python app with env vars, one optional without a value", "python", "app-env.json",
     "Procfile: 5 process types, a release command; app.json: 0 cron tasks, 0 formation entries, "
     "0 health checks, 4 env vars, deploy scripts"},
};
// clang-format on

QString stage(const QTemporaryDir &tmp, const QString &name, const QString &procfile, const QString &appJson)
{
    const QString dir = tmp.filePath(name);
    if (!QDir().mkpath(dir))
        return QString();
    if (!procfile.isEmpty() && !QFile::copy(procfile, dir + QStringLiteral("/Procfile")))
        return QString();
    if (!appJson.isEmpty() && !QFile::copy(appJson, dir + QStringLiteral("/app.json")))
        return QString();
    return dir;
}

bool writeFile(const QString &path, const QByteArray &data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

} // namespace

class TestImportSummary : public QObject
{
    Q_OBJECT

    static void check(const QString &folder, const QString &summary)
    {
        const ImportResult r = AppImporter::importFolder(folder, QStringLiteral("app"));
        QVERIFY(r.ok);
        QCOMPARE(r.summary, summary);
        // the last finding says the same, on the folder, as an info (every front end lists it)
        QVERIFY(!r.findings.isEmpty());
        const Finding &last = r.findings.constLast();
        QCOMPARE(last.severity, Finding::Severity::Info);
        QCOMPARE(last.message, QStringLiteral("read ") + summary);
        QCOMPARE(last.location.file, folder);
    }

private Q_SLOTS:
    void dokkuTestApps_data()
    {
        QTest::addColumn<QString>("folder");
        QTest::addColumn<QString>("appJson");
        QTest::addColumn<QString>("summary");
        for (const SummaryRow &r : kRealWorld)
            QTest::newRow(r.tag) << QString::fromUtf8(r.folder) << QString::fromUtf8(r.appJson)
                                 << QString::fromUtf8(r.summary);
    }
    void dokkuTestApps()
    {
        const QString apps = testAppsDir();
        if (apps.isEmpty())
            QFAIL("../shared/realworld is absent: Dokku's test apps cannot be read (point "
                  "HELMDECK_REALWORLD_DIR at a "
                  "copy; a skip would count as a pass)");
        QFETCH(QString, folder);
        QFETCH(QString, appJson);
        QFETCH(QString, summary);
        const QString source = apps + QLatin1Char('/') + folder;
        if (appJson == QLatin1String("app.json")) {
            check(source, summary); // read in place
            return;
        }
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        const QString staged
            = stage(tmp, folder, source + QStringLiteral("/Procfile"), source + QLatin1Char('/') + appJson);
        QVERIFY(!staged.isEmpty());
        check(staged, summary);
    }

    void examplesAndMissingFiles_data()
    {
        QTest::addColumn<QByteArray>("procfile"); // "-" = no Procfile
        QTest::addColumn<QByteArray>("appJson"); // "-" = no app.json
        QTest::addColumn<QString>("summary");
        const QString guestbook = TestUtil::sourceDir() + QStringLiteral("/examples/guestbook/");
        QTest::newRow("the guestbook example: two cron tasks, two health checks")
            << TestUtil::readFile(guestbook + QStringLiteral("Procfile"))
            << TestUtil::readFile(guestbook + QStringLiteral("app.json"))
            << QStringLiteral("Procfile: 2 process types; app.json: 2 cron tasks, 2 formation entries, "
                              "2 health checks, 0 env vars, deploy scripts");
        QTest::newRow("a Procfile alone says there is no app.json")
            << QByteArray("web: serve\nworker: work\n") << QByteArray("-")
            << QStringLiteral("Procfile: 2 process "
                              "types; no app.json");
        QTest::newRow("an app.json alone says there is no Procfile")
            << QByteArray("-") << QByteArray(R"({"env": {"A": "1"}, "formation": {"web": {"quantity": 2}}})")
            << QStringLiteral(
                   "no Procfile; app.json: 0 cron tasks, 1 formation entry, 0 health checks, 1 env var");
    }
    void examplesAndMissingFiles()
    {
        QFETCH(QByteArray, procfile);
        QFETCH(QByteArray, appJson);
        QFETCH(QString, summary);
        QVERIFY(!procfile.isEmpty() && !appJson.isEmpty());
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        if (procfile != "-")
            QVERIFY(writeFile(tmp.filePath(QStringLiteral("Procfile")), procfile));
        if (appJson != "-")
            QVERIFY(writeFile(tmp.filePath(QStringLiteral("app.json")), appJson));
        check(tmp.path(), summary);
    }
};

QTEST_GUILESS_MAIN(TestImportSummary)
#include "tst_importsummary.moc"
