// SPDX-License-Identifier: GPL-3.0-or-later
// ChartPackager: the files helm package would take, in a byte-reproducible .tgz (sorted, fixed
// time, uid/gid 0, 0644, a gzip header without name or time), that real Helm 3 and 4 load; and the
// refusals.

#include "publish/chartpackager.h"
#include "teststrings.h"
#include "testutil.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <archive.h>
#include <archive_entry.h>

#include <sys/stat.h>
#include <utime.h>

using namespace HelmDeck;
using namespace PublishTest;

namespace {

struct Entry
{
    QString path;
    qint64 mtime = 0;
    qint64 uid = -1;
    qint64 gid = -1;
    int mode = 0;
    QString uname;
    QByteArray data;
};

/** Every entry of a .tgz, read back with libarchive. */
QList<Entry> readArchive(const QByteArray &tgz)
{
    QList<Entry> out;
    struct archive *a = archive_read_new();
    archive_read_support_filter_gzip(a);
    archive_read_support_format_tar(a);
    if (archive_read_open_memory(a, tgz.constData(), size_t(tgz.size())) != ARCHIVE_OK) {
        archive_read_free(a);
        return out;
    }
    struct archive_entry *e = nullptr;
    while (archive_read_next_header(a, &e) == ARCHIVE_OK) {
        Entry entry;
        entry.path = QString::fromUtf8(archive_entry_pathname(e));
        entry.mtime = archive_entry_mtime(e);
        entry.uid = archive_entry_uid(e);
        entry.gid = archive_entry_gid(e);
        entry.mode = int(archive_entry_mode(e) & 07777);
        entry.uname = QString::fromUtf8(archive_entry_uname(e) ? archive_entry_uname(e) : "");
        QByteArray data(int(archive_entry_size(e)), Qt::Uninitialized);
        archive_read_data(a, data.data(), size_t(data.size()));
        entry.data = data;
        out.append(entry);
    }
    archive_read_free(a);
    return out;
}

QStringList pathsOf(const QList<Entry> &entries)
{
    QStringList out;
    for (const Entry &e : entries)
        out << e.path;
    return out;
}

bool writeFile(const QString &path, const QByteArray &data)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

/** A small chart with a .helmignore, a dotfile in templates/ and a file the rules drop. */
QString makeChart(const QString &root)
{
    const QString dir = QDir(root).filePath(str("web-chart"));
    writeFile(dir + str("/Chart.yaml"),
        "apiVersion: v2\nname: web\n# the chart's own version\nversion: 0.1.0\nappVersion: \"0.1.0\"\n");
    writeFile(dir + str("/values.yaml"),
        "# Image of the app\nimage:\n  repository: registry.example.com/web # the repository\n  tag: "
        "latest\n");
    writeFile(dir + str("/templates/deployment.yaml"),
        "apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: {{ .Release.Name }}\nspec:\n  selector:\n"
        "    matchLabels: {app: web}\n  template:\n    metadata:\n      labels: {app: web}\n    spec:\n"
        "      containers:\n        - name: web\n          image: \"{{ .Values.image.repository }}:{{ "
        ".Values.image.tag }}\"\n");
    writeFile(dir + str("/templates/.notes.swp"), "editor junk\n");
    writeFile(dir + str("/templates/NOTES.txt"), "Installed {{ .Chart.Name }} {{ .Chart.AppVersion }}\n");
    writeFile(dir + str("/docs/old.bak"), "x\n");
    writeFile(dir + str("/docs/guide.md"), "# Guide\n");
    writeFile(dir + str("/.helmignore"), "# backup files\n*.bak\n");
    return dir;
}

QByteArray run(
    const QString &program, const QStringList &args, int *exitCode, QByteArray *stderrText = nullptr)
{
    QProcess p;
    p.start(program, args);
    p.waitForFinished(60000);
    *exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    if (stderrText)
        *stderrText = p.readAllStandardError();
    return p.readAllStandardOutput();
}

} // namespace

class TestChartPackager : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QVERIFY(m_tmp.isValid()); }
    void holdsWhatHelmPackageHolds_data();
    void holdsWhatHelmPackageHolds();
    void isByteReproducible();
    void setsTheVariantAndKeepsComments_data();
    void setsTheVariantAndKeepsComments();
    void podinfoPackages();
    void refuses_data();
    void refuses();
    void sourceDateEpoch();

private:
    QTemporaryDir m_tmp;
};

void TestChartPackager::holdsWhatHelmPackageHolds_data()
{
    QTest::addColumn<int>("major");
    QTest::newRow("the same files as helm 3 package") << 3;
    QTest::newRow("the same files as helm 4 package") << 4;
}

void TestChartPackager::holdsWhatHelmPackageHolds()
{
    QFETCH(int, major);
    const QString helm = TestUtil::helm(major);
    QVERIFY2(!helm.isEmpty(), "no helm of that major configured (HELMDECK_TEST_HELM3/4)");
    QTemporaryDir work;
    const QString chart = makeChart(work.path());
    int code = 0;
    QByteArray err;
    run(helm, { str("package"), chart, str("-d"), work.path() }, &code, &err);
    QVERIFY2(code == 0, err.constData());
    const QByteArray helmTgz = TestUtil::readFile(work.path() + str("/web-0.1.0.tgz"));
    QStringList helmPaths = pathsOf(readArchive(helmTgz));
    helmPaths.sort();

    ChartPackageRequest request;
    request.chartDir = chart;
    const ChartPackage ours = ChartPackager::package(request);
    QVERIFY2(ours.ok(), qPrintable(ours.error));
    QStringList ourPaths = pathsOf(readArchive(ours.archive));
    QCOMPARE(ourPaths, ours.entries);
    QCOMPARE(ourPaths.first(), str("web/Chart.yaml"));
    ourPaths.sort();
    QCOMPARE(ourPaths, helmPaths);
    QVERIFY(!ourPaths.contains(str("web/templates/.notes.swp")));
    QVERIFY(!ourPaths.contains(str("web/docs/old.bak")));
}

void TestChartPackager::isByteReproducible()
{
    // Two clones made at different times: different mtimes, owners' umask aside, the same bytes.
    QTemporaryDir a;
    QTemporaryDir b;
    const QString chartA = makeChart(a.path());
    const QString chartB = makeChart(b.path());
    struct utimbuf old
    {
        1000000000, 1000000000
    };
    QVERIFY(::utime(QFile::encodeName(chartB + str("/values.yaml")).constData(), &old) == 0);
    QVERIFY(::chmod(QFile::encodeName(chartB + str("/docs/guide.md")).constData(), 0600) == 0);
    ChartPackageRequest request;
    request.chartDir = chartA;
    request.version = str("1.2.3");
    request.appVersion = str("v1.2.3");
    request.mtime = 1700000000;
    const ChartPackage first = ChartPackager::package(request);
    const ChartPackage again = ChartPackager::package(request);
    request.chartDir = chartB;
    const ChartPackage other = ChartPackager::package(request);
    QVERIFY2(first.ok() && other.ok(), qPrintable(first.error + other.error));
    QCOMPARE(again.archive, first.archive);
    QCOMPARE(other.archive, first.archive);
    QCOMPARE(first.fileName(), str("web-1.2.3.tgz"));

    // gzip header (RFC 1952): no FNAME flag, MTIME zero.
    QCOMPARE(quint8(first.archive.at(0)), quint8(0x1f));
    QCOMPARE(quint8(first.archive.at(1)), quint8(0x8b));
    QCOMPARE(quint8(first.archive.at(3)) & 0x08, 0);
    QCOMPARE(first.archive.mid(4, 4), QByteArray(4, '\0'));
    const QList<Entry> entries = readArchive(first.archive);
    QVERIFY(!entries.isEmpty());
    for (const Entry &e : entries) {
        QCOMPARE(e.mtime, qint64(1700000000));
        QCOMPARE(e.uid, qint64(0));
        QCOMPARE(e.gid, qint64(0));
        QCOMPARE(e.mode, 0644);
        QCOMPARE(e.uname, QString());
    }
}

void TestChartPackager::setsTheVariantAndKeepsComments_data()
{
    QTest::addColumn<int>("major");
    QTest::newRow("helm 3 lints and renders the variant") << 3;
    QTest::newRow("helm 4 lints and renders the variant") << 4;
}

void TestChartPackager::setsTheVariantAndKeepsComments()
{
    QFETCH(int, major);
    const QString helm = TestUtil::helm(major);
    QVERIFY2(!helm.isEmpty(), "no helm of that major configured");
    QTemporaryDir work;
    ChartPackageRequest request;
    request.chartDir = makeChart(work.path());
    request.version = str("2.0.0-rc.1");
    request.appVersion = str("v2");
    request.values = { { strings({ "image", "tag" }), str("v2") },
        { strings({ "image", "repository" }), str("ghcr.io/acme/web") } };
    const ChartPackage pkg = ChartPackager::package(request);
    QVERIFY2(pkg.ok(), qPrintable(pkg.error));
    QCOMPARE(pkg.version, str("2.0.0-rc.1"));
    QCOMPARE(pkg.appVersion, str("v2"));
    QVERIFY(pkg.chartYaml.contains("# the chart's own version\nversion: \"2.0.0-rc.1\"\n"));
    const QString file = work.path() + QLatin1Char('/') + pkg.fileName();
    QVERIFY(writeFile(file, pkg.archive));

    int code = 0;
    QByteArray err;
    const QByteArray shown = run(helm, { str("show"), str("chart"), file }, &code, &err);
    QVERIFY2(code == 0, err.constData());
    QVERIFY2(shown.contains("version: 2.0.0-rc.1") && shown.contains("appVersion: v2"), shown.constData());
    const QByteArray values = run(helm, { str("show"), str("values"), file }, &code, &err);
    QVERIFY2(code == 0, err.constData());
    // As written, comments kept (helm show values adds one blank line at the end).
    QCOMPARE(values,
        QByteArray("# Image of the app\nimage:\n  repository: \"ghcr.io/acme/web\" # the repository\n  tag: "
                   "\"v2\"\n\n"));
    run(helm, { str("lint"), str("--strict"), file }, &code, &err);
    QVERIFY2(code == 0, err.constData());
    const QByteArray rendered = run(helm, { str("template"), str("web"), file }, &code, &err);
    QVERIFY2(code == 0, err.constData());
    QVERIFY2(rendered.contains("image: \"ghcr.io/acme/web:v2\""), rendered.constData());
}

void TestChartPackager::podinfoPackages()
{
    if (TestUtil::realworldDir().isEmpty())
        QFAIL("../shared/realworld is absent: point HELMDECK_REALWORLD_DIR at a copy (a skip would count as "
              "a pass)");
    const QString chart = TestUtil::realworldDir() + str("/charts/podinfo");
    ChartPackageRequest request;
    request.chartDir = chart;
    request.version = str("6.14.1");
    request.appVersion = str("v6");
    request.values = { { strings({ "image", "tag" }), str("v6") } };
    const ChartPackage pkg = ChartPackager::package(request);
    QVERIFY2(pkg.ok(), qPrintable(pkg.error));
    QVERIFY(pkg.entries.contains(str("podinfo/templates/deployment.yaml")));
    QTemporaryDir work;
    const QString file = work.path() + QLatin1Char('/') + pkg.fileName();
    QVERIFY(writeFile(file, pkg.archive));
    for (int major : { 3, 4 }) {
        int code = 0;
        QByteArray err;
        const QByteArray rendered
            = run(TestUtil::helm(major), { str("template"), str("p"), file }, &code, &err);
        QVERIFY2(code == 0, err.constData());
        QVERIFY2(
            rendered.contains("image: \"ghcr.io/stefanprodan/podinfo:v6\""), rendered.left(2000).constData());
    }
}

void TestChartPackager::refuses_data()
{
    QTest::addColumn<QString>("setup"); // what to do to a fresh chart
    QTest::addColumn<QString>("error"); // the start of the error ("<dir>" = the chart folder)
    QTest::newRow("no Chart.yaml") << str("rm Chart.yaml")
                                   << str("<dir>: no Chart.yaml (a chart folder has one)");
    QTest::newRow("an apiVersion that is not v1 or v2")
        << str("chart apiVersion: v3\nname: web\nversion: 0.1.0\n")
        << str("web-chart/Chart.yaml:1: apiVersion: \"v3\" is not v1 or v2");
    QTest::newRow("a version that is not SemVer")
        << str("chart apiVersion: v2\nname: web\nversion: 1.0\n")
        << str("web-chart/Chart.yaml:3: version: 1.0: not MAJOR.MINOR.PATCH");
    QTest::newRow("a FIFO in the chart is refused without reading it")
        << str("fifo templates/pipe") << str("web-chart/templates/pipe: not a regular file");
    QTest::newRow("a file over 5 MiB")
        << str("big docs/huge.bin") << str("web-chart/docs/huge.bin: larger than 5 MiB");
    QTest::newRow("a link leaving the chart")
        << str("link templates/passwd /etc/passwd")
        << str("web-chart/templates/passwd: a link that leaves the chart");
    QTest::newRow("a locked dependency missing from charts/")
        << str("lock dependencies:\n- name: redis\n  version: 19.0.0\n  repository: oci://r\n")
        << str("web-chart/Chart.lock:2: dependency redis 19.0.0 is not in charts/");
    QTest::newRow("a key twice in values.yaml names both lines, as helm would refuse it")
        << str("values image: a\nimage: b\n") << str("web-chart/values.yaml:2");
    QTest::newRow("values.yaml holding the single byte , is a syntax error, never a hang")
        << str("values ,") << str("web-chart/values.yaml:1");
    QTest::newRow("a bad .helmignore names its line")
        << str("ignore ok\n**/x\n")
        << str("web-chart/.helmignore: line 2: double-star (**) syntax is not supported");
}

void TestChartPackager::refuses()
{
    QFETCH(QString, setup);
    QFETCH(QString, error);
    QTemporaryDir work;
    const QString dir = makeChart(work.path());
    const QString verb = setup.section(QLatin1Char(' '), 0, 0);
    const QString rest = setup.section(QLatin1Char(' '), 1);
    if (verb == QLatin1String("rm")) {
        QVERIFY(QFile::remove(dir + QLatin1Char('/') + rest));
    } else if (verb == QLatin1String("chart")) {
        QVERIFY(writeFile(dir + str("/Chart.yaml"), rest.toUtf8()));
    } else if (verb == QLatin1String("fifo")) {
        QVERIFY(::mkfifo(QFile::encodeName(dir + QLatin1Char('/') + rest).constData(), 0644) == 0);
    } else if (verb == QLatin1String("big")) {
        QVERIFY(writeFile(dir + QLatin1Char('/') + rest, QByteArray(5 * 1024 * 1024 + 1, 'x')));
    } else if (verb == QLatin1String("link")) {
        QVERIFY(QFile::link(rest.section(QLatin1Char(' '), 1),
            dir + QLatin1Char('/') + rest.section(QLatin1Char(' '), 0, 0)));
    } else if (verb == QLatin1String("lock")) {
        QVERIFY(writeFile(dir + str("/Chart.lock"), rest.toUtf8()));
    } else if (verb == QLatin1String("values")) {
        QVERIFY(writeFile(dir + str("/values.yaml"), rest.toUtf8()));
    } else if (verb == QLatin1String("ignore")) {
        QVERIFY(writeFile(dir + str("/.helmignore"), rest.toUtf8()));
    }
    ChartPackageRequest request;
    request.chartDir = dir;
    const ChartPackage pkg = ChartPackager::package(request);
    QVERIFY(!pkg.ok());
    QVERIFY2(pkg.error.startsWith(QString(error).replace(str("<dir>"), dir)), qPrintable(pkg.error));
    QVERIFY(pkg.archive.isEmpty());
}

void TestChartPackager::sourceDateEpoch()
{
    QProcessEnvironment env;
    QString source;
    QCOMPARE(ChartPackager::sourceDateEpoch(env, 0, &source), qint64(946684800));
    QCOMPARE(source, str("a fixed time"));
    QCOMPARE(ChartPackager::sourceDateEpoch(env, 1600000000, &source), qint64(1600000000));
    QCOMPARE(source, str("the commit time"));
    env.insert(str("SOURCE_DATE_EPOCH"), str("1234567890"));
    QCOMPARE(ChartPackager::sourceDateEpoch(env, 1600000000, &source), qint64(1234567890));
    QCOMPARE(source, str("SOURCE_DATE_EPOCH"));
}

QTEST_GUILESS_MAIN(TestChartPackager)
#include "tst_chartpackager.moc"
