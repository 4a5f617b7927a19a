// SPDX-License-Identifier: GPL-3.0-or-later
// PublishPlanner before any upload: every variant packaged, linted and rendered with real helm, and
// each variant must install its own image tag; refusals before the plan runs.

#include "job/runner.h"
#include "publish/publishplanner.h"
#include "teststrings.h"
#include "testutil.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace HelmDeck;
using namespace PublishTest;

namespace {

const char Sha[] = "0123456789abcdef0123456789abcdef01234567";

bool writeFile(const QString &path, const QByteArray &data)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

/** A chart that takes its image from values (helm create's convention), or hard-codes one. */
QString makeChart(const QString &root, bool hardCoded = false)
{
    const QString dir = root + str("/web");
    writeFile(dir + str("/Chart.yaml"), "apiVersion: v2\nname: web\nversion: 0.1.0\n");
    writeFile(dir + str("/values.yaml"), "image:\n  repository: ghcr.io/acme/web\n  tag: dev\n");
    const QByteArray image
        = hardCoded ? "nginx:1.27" : "{{ .Values.image.repository }}:{{ .Values.image.tag }}";
    writeFile(dir + str("/templates/pod.yaml"),
        "apiVersion: v1\nkind: Pod\nmetadata:\n  name: web\nspec:\n  containers:\n    - name: web\n      "
        "image: \""
            + image + "\"\n");
    return dir;
}

PublishRequest requestFor(const QString &chartDir, int helmMajor)
{
    PublishRequest r;
    r.chartDir = chartDir;
    r.context = VersionContext::release(str("v1.2.3"), str(Sha), str("the test"));
    OciRepository::parse(str("oci://127.0.0.1:5000/charts"), &r.registry, nullptr);
    r.helm = HelmTool::detect(TestUtil::helm(helmMajor));
    r.environment.insert(str("SOURCE_DATE_EPOCH"), str("1700000000"));
    return r;
}

QStringList errorsOf(const Findings &findings)
{
    QStringList out;
    for (const Finding &f : findings) {
        if (f.severity == Finding::Severity::Error)
            out << f.message;
    }
    return out;
}

} // namespace

class TestPublishPlanner : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyVariantIsCheckedBeforeAnyUpload_data();
    void everyVariantIsCheckedBeforeAnyUpload();
    void aVariantThatWouldNotInstallItsImageFails();
    void refusesBeforeRunning_data();
    void refusesBeforeRunning();
};

void TestPublishPlanner::everyVariantIsCheckedBeforeAnyUpload_data()
{
    QTest::addColumn<int>("major");
    QTest::newRow("with helm 3") << 3;
    QTest::newRow("with helm 4") << 4;
}

void TestPublishPlanner::everyVariantIsCheckedBeforeAnyUpload()
{
    QFETCH(int, major);
    QTemporaryDir work;
    const PublishPlan p = PublishPlanner::plan(requestFor(makeChart(work.path()), major));
    QCOMPARE(errorsOf(p.findings), QStringList());
    QCOMPARE(p.chartName, str("web"));
    QCOMPARE(p.imageRepository, str("ghcr.io/acme/web"));
    QStringList titles;
    for (const Step &s : p.plan.steps)
        titles << s.title;
    QCOMPARE(titles,
        strings({ "Read the commit time", "Package v1.2.3", "Package sha-0123456", "Package v1",
            "Package latest", "Lint v1.2.3", "Lint sha-0123456", "Lint v1", "Lint latest", "Render v1.2.3",
            "Render sha-0123456", "Render v1", "Render latest" }));
    Runner runner;
    QStringList lines;
    QObject::connect(
        &runner, &Runner::stepOutput, &runner, [&](int, const QString &line, bool) { lines << line; });
    QSignalSpy finished(&runner, &Runner::finished);
    QVERIFY(runner.start(p.plan));
    QVERIFY(finished.wait(120000));
    const RunResult r = finished.at(0).at(0).value<RunResult>();
    QVERIFY2(r.ok, qPrintable(r.message + QLatin1Char('\n') + lines.join(QLatin1Char('\n'))));
    for (const char *tag : { "v1.2.3", "sha-0123456", "v1", "latest" }) {
        QVERIFY2(lines.contains(str("installs ghcr.io/acme/web:") + str(tag)),
            qPrintable(lines.join(QLatin1Char('\n'))));
        QVERIFY(lines.contains(str("web 1.2.3, appVersion ") + str(tag)));
    }
}

void TestPublishPlanner::aVariantThatWouldNotInstallItsImageFails()
{
    QTemporaryDir work;
    const PublishPlan p = PublishPlanner::plan(requestFor(makeChart(work.path(), true), 4));
    QCOMPARE(errorsOf(p.findings), QStringList());
    Runner runner;
    QSignalSpy finished(&runner, &Runner::finished);
    QVERIFY(runner.start(p.plan));
    QVERIFY(finished.wait(120000));
    const RunResult r = finished.at(0).at(0).value<RunResult>();
    QVERIFY(!r.ok);
    QVERIFY2(r.message.contains(str("would not install the image ghcr.io/acme/web:")), qPrintable(r.message));
    QVERIFY2(r.message.endsWith(str("its manifests reference nginx:1.27")), qPrintable(r.message));
}

void TestPublishPlanner::refusesBeforeRunning_data()
{
    QTest::addColumn<QString>("what");
    QTest::addColumn<QString>("error");
    QTest::newRow("a folder without Chart.yaml")
        << str("no chart") << str("<dir>: no Chart.yaml (a chart folder has one)");
    QTest::newRow("no image repository anywhere")
        << str("no image")
        << str("no image repository: values.yaml has no image.repository; give the image repository "
               "(--image-repo)");
    QTest::newRow("a release tag that is not SemVer")
        << str("bad tag")
        << str("the release tag \"v1\" (the test) is not vMAJOR.MINOR.PATCH (SemVer 2.0.0, e.g. v1.2.3): 1: "
               "not MAJOR.MINOR.PATCH");
}

void TestPublishPlanner::refusesBeforeRunning()
{
    QFETCH(QString, what);
    QFETCH(QString, error);
    QTemporaryDir work;
    const QString dir = makeChart(work.path());
    PublishRequest r = requestFor(dir, 4);
    if (what == QLatin1String("no chart"))
        QFile::remove(dir + str("/Chart.yaml"));
    else if (what == QLatin1String("no image"))
        writeFile(dir + str("/values.yaml"), "replicas: 1\n");
    else
        r.context = VersionContext::release(str("v1"), str(Sha), str("the test"));
    const PublishPlan p = PublishPlanner::plan(r);
    QVERIFY(errorsOf(p.findings).contains(QString(error).replace(str("<dir>"), dir)));
    QVERIFY(p.plan.steps.isEmpty());
}

QTEST_GUILESS_MAIN(TestPublishPlanner)
#include "tst_publishplanner.moc"
