// SPDX-License-Identifier: GPL-3.0-or-later
// `helmdeck package`: a chart folder or a project's app chart as a reproducible .tgz that real helm
// renders; --dry-run writes nothing; bad input is a clear error with exit 1 or 2.

#include "clitestutil.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTest>

using namespace CliTest;

namespace {

QString str(const char *text)
{
    return QString::fromUtf8(text);
}

QString guestbook()
{
    return TestUtil::sourceDir() + str("/examples/guestbook/helmdeck.yaml");
}

bool writeFile(const QString &path, const QByteArray &data)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

QString smallChart(const QString &root, const QByteArray &version = "0.3.0")
{
    const QString dir = root + str("/tiny");
    writeFile(dir + str("/Chart.yaml"), "apiVersion: v2\nname: tiny\nversion: " + version + "\n");
    writeFile(dir + str("/templates/cm.yaml"),
        "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: tiny\ndata:\n  app: {{ .Chart.AppVersion | "
        "quote }}\n");
    return dir;
}

QByteArray helmTemplate(const QString &tgz, int *exitCode)
{
    QProcess p;
    p.start(TestUtil::helm(4), { str("template"), str("t"), tgz });
    p.waitForFinished(60000);
    *exitCode = p.exitCode();
    return QByteArray(p.readAllStandardOutput() + p.readAllStandardError());
}

} // namespace

class TestCliPackage : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void packagesAChartFolder();
    void packagesAProjectsAppChartReproducibly();
    void dryRunWritesNothing();
    void gitsFailureIsSaidInHelmDecksWords_data();
    void gitsFailureIsSaidInHelmDecksWords();
    void refuses_data();
    void refuses();
};

void TestCliPackage::packagesAChartFolder()
{
    QTemporaryDir work;
    const QString chart = smallChart(work.path());
    QProcessEnvironment env = environment();
    env.insert(str("SOURCE_DATE_EPOCH"), str("1700000000"));
    const Run r = run({ str("package"), chart, str("--version"), str("1.0.0"), str("--app-version"),
                          str("v1"), str("-o"), work.path() + str("/out") },
        env);
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY2(r.err.contains("entries dated 2023-11-14T22:13:20Z (SOURCE_DATE_EPOCH)"), r.err.constData());
    const QString tgz = work.path() + str("/out/tiny-1.0.0.tgz");
    QVERIFY2(QFile::exists(tgz), r.err.constData());
    QCOMPARE(QFile::permissions(tgz) & 0x0777,
        QFileDevice::ReadOther | QFileDevice::ReadGroup | QFileDevice::ReadUser | QFileDevice::WriteUser);
    int code = 0;
    const QByteArray rendered = helmTemplate(tgz, &code);
    QVERIFY2(code == 0, rendered.constData());
    QVERIFY2(rendered.contains("app: \"v1\""), rendered.constData());
}

void TestCliPackage::packagesAProjectsAppChartReproducibly()
{
    QTemporaryDir a;
    QTemporaryDir b;
    const Run first = run({ str("package"), guestbook(), str("-o"), a.path() });
    const Run second = run({ str("package"), guestbook(), str("-o"), b.path() });
    QVERIFY2(first.exitCode == 0 && second.exitCode == 0, QByteArray(first.err + second.err).constData());
    const QStringList files = QDir(a.path()).entryList({ str("*.tgz") });
    QCOMPARE(files, QStringList { str("guestbook-1.4.2.tgz") }); // the version follows the image tag
    QCOMPARE(TestUtil::readFile(a.path() + QLatin1Char('/') + files.first()),
        TestUtil::readFile(b.path() + QLatin1Char('/') + files.first()));
    int code = 0;
    const QByteArray rendered = helmTemplate(a.path() + QLatin1Char('/') + files.first(), &code);
    QVERIFY2(code == 0, rendered.constData());
    QVERIFY2(rendered.contains("image: \"registry.example.com/guestbook:1.4.2\""),
        rendered.left(3000).constData());
}

void TestCliPackage::dryRunWritesNothing()
{
    QTemporaryDir work;
    const Run r = run(
        { str("package"), str("--dry-run"), smallChart(work.path()), str("-o"), work.path() + str("/out") });
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY2(r.out.startsWith("Package tiny\n1. Read the commit time: git -C "), r.out.constData());
    QVERIFY(r.out.contains("\n2. Package tiny\n"));
    QVERIFY(!QFileInfo::exists(work.path() + str("/out")));
}

void TestCliPackage::gitsFailureIsSaidInHelmDecksWords_data()
{
    QTest::addColumn<bool>("initRepository");
    QTest::addColumn<QString>("why");
    QTest::newRow("a chart outside any git work tree")
        << false << str("<dir> is not in a git work tree; the entries get a fixed time");
    QTest::newRow("a chart in a git repository with no commit yet")
        << true
        << str("the git repository of <dir> has no commit yet; the entries get a fixed time "
               "(2000-01-01T00:00:00Z); set SOURCE_DATE_EPOCH to choose one (git: fatal: ");
}

// The package still succeeds (a fixed time), but the warning is HelmDeck's sentence naming what failed,
// with git's own line as its detail, never git's bare "fatal:" as the step's message.
void TestCliPackage::gitsFailureIsSaidInHelmDecksWords()
{
    QFETCH(bool, initRepository);
    QFETCH(QString, why);
    QTemporaryDir work;
    const QString chart = smallChart(work.path());
    if (initRepository) {
        QProcess git;
        git.start(str("git"), { str("-C"), work.path(), str("init"), str("-q") });
        QVERIFY(git.waitForFinished(30000) && git.exitCode() == 0);
    }
    const Run r = run({ str("package"), chart, str("-o"), work.path() + str("/out") });
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QString err = QString::fromUtf8(r.err);
    const QString expected = str("Read the commit time: warning (");
    const int at = err.indexOf(expected);
    QVERIFY2(at >= 0, r.err.constData());
    const QString line = err.mid(at, err.indexOf(QLatin1Char('\n'), at) - at);
    QVERIFY2(line.contains(
                 str("could not read the last commit's time: ") + QString(why).replace(str("<dir>"), chart)),
        qPrintable(line));
    QVERIFY2(!line.contains(str("git exited with code")), qPrintable(line));
}

void TestCliPackage::refuses_data()
{
    QTest::addColumn<QStringList>("args"); // "<chart>" = a small chart, "<bad>" = one with version 1.0
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("error");
    QTest::newRow("a path that does not exist")
        << QStringList { str("/nonexistent/x") } << 1 << str("/nonexistent/x: error: no such file or folder");
    QTest::newRow("--app with a chart folder is a usage error")
        << QStringList { str("<chart>"), str("--app"), str("web") } << 2 << str("--app is for a PROJECT");
    QTest::newRow("a chart version that is not SemVer names the line")
        << QStringList { str("<bad>") } << 1 << str("tiny/Chart.yaml:3: version: 1.0: not MAJOR.MINOR.PATCH");
    QTest::newRow("an empty --version is a usage error")
        << QStringList { str("<chart>"), str("--version=") } << 2 << str("--version must not be empty");
    QTest::newRow("an app that is not in the project") << QStringList { guestbook(), str("--app"),
        str("nope") } << 2 << str("no app \"nope\" in the project (apps: guestbook)");
    QTest::newRow("two arguments") << QStringList { str("<chart>"), str("<chart>") } << 2
                                   << str("package takes exactly one CHART_DIR or PROJECT");
}

void TestCliPackage::refuses()
{
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QString, error);
    QTemporaryDir work;
    const QString chart = smallChart(work.path());
    QTemporaryDir bad;
    const QString badChart = smallChart(bad.path(), "1.0");
    QStringList full { str("package"), str("-o"), work.path() + str("/out") };
    for (const QString &arg : std::as_const(args))
        full << (arg == QLatin1String("<chart>") ? chart : arg == QLatin1String("<bad>") ? badChart : arg);
    const Run r = run(full);
    QCOMPARE(r.exitCode, exitCode);
    QVERIFY2(r.err.contains(error.toUtf8()), r.err.constData());
    QVERIFY(!QFileInfo::exists(work.path() + str("/out/tiny-0.3.0.tgz")));
}

QTEST_GUILESS_MAIN(TestCliPackage)
#include "tst_clipackage.moc"
