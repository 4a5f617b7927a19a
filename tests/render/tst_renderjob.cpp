// SPDX-License-Identifier: GPL-3.0-or-later
// RenderJob as a job: cancel, supersede, timeouts, helm errors as findings, a private helm home,
// validation first; HelmTool::detect and HelmErrors with real helm error output.

#include "chartfixtures.h"
#include "cluster/helmtool.h"
#include "render/helmerrors.h"
#include "render/renderjob.h"
#include "testutil.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace HelmDeck;

class TestRenderJob : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void majors_data();
    void detect_data() { majors_data(); }
    void detect();
    void detectFailures();
    void cancelRightAfterStart_data() { majors_data(); }
    void cancelRightAfterStart();
    void cancelRunningHelm();
    void newerStartSupersedes_data() { majors_data(); }
    void newerStartSupersedes();
    void timeout();
    void templateErrorBecomesFinding_data();
    void templateErrorBecomesFinding();
    void missingHelm();
    void privateHelmHome_data() { majors_data(); }
    void privateHelmHome();
    void validationBlocksRender();
    void commandErrorBecomesFinding();

private:
    HelmTool realHelm(int major);
    QTemporaryDir m_tmp;
};

void TestRenderJob::majors_data()
{
    QTest::addColumn<int>("major");
    QTest::newRow("helm3") << 3;
    QTest::newRow("helm4") << 4;
}

HelmTool TestRenderJob::realHelm(int major)
{
    const QString path = ChartFixtures::helmPath(major);
    if (path.isEmpty()) {
        QTest::qFail(qPrintable(ChartFixtures::helmMissing(major)), __FILE__, __LINE__);
        return HelmTool();
    }
    return HelmTool::detect(path);
}

void TestRenderJob::detect()
{
    QFETCH(int, major);
    const HelmTool helm = realHelm(major);
    if (!helm.isValid() && helm.program.isEmpty())
        return;
    QVERIFY2(helm.isValid(), qPrintable(helm.error));
    QCOMPARE(helm.major, major);
    QVERIFY2(helm.version.startsWith(QStringLiteral("v%1.").arg(major)), qPrintable(helm.version));
    QVERIFY(QFileInfo(helm.program).isAbsolute());
    QVERIFY(helm.error.isEmpty());

    // no explicit path: $HELMDECK_HELM is next
    qputenv("HELMDECK_HELM", ChartFixtures::helmPath(major).toLocal8Bit());
    const HelmTool fromEnv = HelmTool::detect();
    qunsetenv("HELMDECK_HELM");
    QCOMPARE(fromEnv.major, major);
    QCOMPARE(fromEnv.program, helm.program);
}

void TestRenderJob::detectFailures()
{
    const HelmTool missing = HelmTool::detect(QStringLiteral("/nonexistent/bin/helm"));
    QVERIFY(!missing.isValid());
    QVERIFY2(missing.error.contains(QLatin1String("/nonexistent/bin/helm"))
            && missing.error.contains(QLatin1String("HELMDECK_HELM")),
        qPrintable(missing.error));

    const QString v2 = ChartFixtures::writeScript(
        m_tmp.path(), QStringLiteral("helm2"), "echo 'Client: v2.17.0+ga690bad'\n");
    const HelmTool old = HelmTool::detect(v2);
    QVERIFY(!old.isValid());
    QVERIFY2(old.error.contains(QLatin1String("Helm 2")) && old.error.contains(QLatin1String("Helm 3 or 4")),
        qPrintable(old.error));

    const QString junk = ChartFixtures::writeScript(m_tmp.path(), QStringLiteral("junk"), "echo hello\n");
    QVERIFY(!HelmTool::detect(junk).isValid());
    const QString failing
        = ChartFixtures::writeScript(m_tmp.path(), QStringLiteral("failing"), "echo broken >&2; exit 3\n");
    const HelmTool f = HelmTool::detect(failing);
    QVERIFY(!f.isValid());
    QVERIFY2(
        f.error.contains(QLatin1String("exited with code 3")) && f.error.contains(QLatin1String("broken")),
        qPrintable(f.error));

    QCOMPARE(HelmTool::parseMajor(QStringLiteral("v3.18.0+gcc58e3f")), 3);
    QCOMPARE(HelmTool::parseMajor(QStringLiteral("WARNING: x\nv4.1.4+g05fa379")), 4);
    QCOMPARE(HelmTool::parseMajor(QStringLiteral("nothing")), 0);
}

void TestRenderJob::cancelRightAfterStart()
{
    QFETCH(int, major);
    const HelmTool helm = realHelm(major);
    if (!helm.isValid())
        QFAIL(qPrintable(helm.error));
    RenderJob job(helm);
    QSignalSpy spy(&job, &RenderJob::finished);
    job.start(ChartFixtures::project(ChartFixtures::shopApp()));
    QVERIFY(job.isRunning());
    job.cancel();
    QVERIFY(!job.isRunning());
    QVERIFY(spy.wait(5000));
    QTest::qWait(300); // no second finished() may follow
    QCOMPARE(spy.count(), 1);
    const auto r = spy.at(0).at(0).value<RenderResult>();
    QVERIFY(r.cancelled);
    QVERIFY(!r.ok);
    QVERIFY(r.manifests.isEmpty());
    job.cancel(); // cancelling an idle job does nothing
    QTest::qWait(50);
    QCOMPARE(spy.count(), 1);
}

void TestRenderJob::cancelRunningHelm()
{
    // a "helm" that answers version but hangs in template; exec so the kill reaches the sleeper
    const QString slow = ChartFixtures::writeScript(m_tmp.path(), QStringLiteral("slowhelm"),
        "if [ \"$1\" = version ]; then echo v3.18.0; exit 0; fi\nexec sleep 30\n");
    const HelmTool helm = HelmTool::detect(slow);
    QVERIFY2(helm.isValid(), qPrintable(helm.error));
    RenderJob job(helm);
    QSignalSpy spy(&job, &RenderJob::finished);
    QElapsedTimer timer;
    timer.start();
    job.start(ChartFixtures::project(ChartFixtures::shopApp()));
    QTest::qWait(300);
    QVERIFY(job.isRunning());
    QCOMPARE(spy.count(), 0);
    job.cancel();
    QVERIFY(spy.wait(5000));
    QVERIFY2(timer.elapsed() < 5000, "cancel must not wait for helm");
    QTest::qWait(200);
    QCOMPARE(spy.count(), 1);
    QVERIFY(spy.at(0).at(0).value<RenderResult>().cancelled);
}

void TestRenderJob::newerStartSupersedes()
{
    QFETCH(int, major);
    const HelmTool helm = realHelm(major);
    if (!helm.isValid())
        QFAIL(qPrintable(helm.error));
    RenderJob job(helm);
    QSignalSpy spy(&job, &RenderJob::finished);
    job.start(ChartFixtures::project(ChartFixtures::shopApp()));
    job.start(ChartFixtures::project(ChartFixtures::shopApp()));
    QTRY_COMPARE_WITH_TIMEOUT(spy.count(), 2, 30000);
    QTest::qWait(200);
    QCOMPARE(spy.count(), 2);
    QVERIFY(spy.at(0).at(0).value<RenderResult>().cancelled);
    const auto second = spy.at(1).at(0).value<RenderResult>();
    QVERIFY(!second.cancelled);
    QVERIFY2(second.ok, qPrintable(second.errorText));
    QVERIFY(!second.manifests.isEmpty());
}

void TestRenderJob::timeout()
{
    const QString slow = ChartFixtures::writeScript(m_tmp.path(), QStringLiteral("slowhelm2"),
        "if [ \"$1\" = version ]; then echo v4.1.4; exit 0; fi\n"
        "if [ \"$2\" = config-shop ]; then exec sleep 30; fi\n");
    // the releases render at the same time: only the env Secret's helm hangs, the others end at once
    RenderJob job(HelmTool::detect(slow));
    // each step's limit: long enough for writing the charts on a loaded machine (0.3 s was not, with
    // the suites of two trees at once on 2 cores), far below the hanging helm's 30 s
    job.setTimeout(3000);
    QSignalSpy spy(&job, &RenderJob::finished);
    job.start(ChartFixtures::project(ChartFixtures::shopApp()));
    QVERIFY(spy.wait(20000));
    const auto r = spy.at(0).at(0).value<RenderResult>();
    QVERIFY(!r.ok && !r.cancelled);
    QVERIFY(hasErrors(r.findings));
    QVERIFY2(r.findings.last().message.contains(QLatin1String("did not finish")),
        qPrintable(r.findings.last().message));
    // the first release, the app's env Secret, is the one that hung
    QVERIFY2(r.findings.last().message.contains(QLatin1String("helm template config-shop did not finish")),
        qPrintable(r.findings.last().message));
    QCOMPARE(r.findings.last().fieldPath, QStringLiteral("apps[shop].env"));
}

void TestRenderJob::templateErrorBecomesFinding_data()
{
    QTest::addColumn<int>("major");
    QTest::addColumn<QByteArray>("broken");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("says");
    for (int major : { 3, 4 }) {
        const QByteArray h = "helm" + QByteArray::number(major);
        QTest::newRow(QByteArray(h + " nil pointer").constData())
            << major
            << QByteArray("kind: ConfigMap\nmetadata:\n  name: x\ndata:\n  a: {{ .Values.nope.deeper }}\n")
            << 5 << QStringLiteral("nil pointer");
        QTest::newRow(QByteArray(h + " parse error").constData())
            << major << QByteArray("kind: ConfigMap\n{{ end }}\nmetadata:\n") << 2
            << QStringLiteral("unexpected");
        QTest::newRow(QByteArray(h + " fail").constData())
            << major << QByteArray("kind: ConfigMap\nmetadata:\n{{ fail \"boom here\" }}\n") << 3
            << QStringLiteral("boom here");
        QTest::newRow(QByteArray(h + " bad yaml").constData())
            << major << QByteArray("kind: ConfigMap\nmetadata:\n  name: x\n  bad: [\n data: 1\n") << 5
            << QStringLiteral("rendered document");
    }
}

void TestRenderJob::templateErrorBecomesFinding()
{
    QFETCH(int, major);
    QFETCH(QByteArray, broken);
    QFETCH(int, line);
    QFETCH(QString, says);
    const QString real = ChartFixtures::helmPath(major);
    if (real.isEmpty())
        QFAIL(qPrintable(ChartFixtures::helmMissing(major)));
    // wraps the real helm: adds a broken template to the app chart RenderJob wrote ($2 = release, $3 = chart
    // dir)
    const QString wrapper = ChartFixtures::writeScript(m_tmp.path(),
        QStringLiteral("broken-helm-%1")
            .arg(QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('-'))),
        "if [ \"$1\" = template ] && [ \"$2\" = shop ]; then cat > \"$3/templates/zz-broken.yaml\" <<'EOF'\n"
            + broken + "EOF\nfi\nexec '" + real.toLocal8Bit() + "' \"$@\"\n");
    const HelmTool helm = HelmTool::detect(wrapper);
    QCOMPARE(helm.major, major);
    RenderResult r;
    QString why;
    QVERIFY2(ChartFixtures::render(helm, ChartFixtures::project(ChartFixtures::shopApp()), &r, &why),
        qPrintable(why));
    QVERIFY(!r.ok);
    QVERIFY(!r.cancelled);
    QVERIFY2(
        r.manifests.isEmpty(), "config-shop rendered before the failure, but a failed render shows nothing");
    QVERIFY(r.errorText.startsWith(QLatin1String("Error:")));
    Findings errors;
    for (const Finding &f : r.findings) {
        if (f.severity == Finding::Severity::Error)
            errors << f;
    }
    QCOMPARE(errors.size(), 1);
    const Finding &f = errors.first();
    QCOMPARE(f.location.file, QStringLiteral("shop/templates/zz-broken.yaml"));
    QCOMPARE(f.location.line, line);
    QVERIFY2(f.message.contains(says), qPrintable(f.message));
    QVERIFY2(
        !f.message.contains(QLatin1String("--debug")), qPrintable(f.message)); // helm's hint is not the error
    QCOMPARE(f.fieldPath, QStringLiteral("apps[shop]"));
    QCOMPARE(HelmErrors::parse(r.errorText, QStringLiteral("x")).first().location, f.location);
}

void TestRenderJob::missingHelm()
{
    const HelmTool none = HelmTool::detect(QStringLiteral("/nonexistent/helm"));
    RenderJob job(none);
    QSignalSpy spy(&job, &RenderJob::finished);
    // a queued connection copies the result through the meta-type system: it must be registered
    QObject context;
    QList<RenderResult> queued;
    connect(
        &job, &RenderJob::finished, &context, [&queued](const RenderResult &r) { queued << r; },
        Qt::QueuedConnection);
    job.start(ChartFixtures::project(ChartFixtures::shopApp()));
    QCOMPARE(spy.count(), 0); // never emitted from inside start()
    QVERIFY(spy.wait(5000));
    QTRY_COMPARE(queued.size(), 1);
    QCOMPARE(queued.first().findings.last().message,
        spy.at(0).at(0).value<RenderResult>().findings.last().message);
    const auto r = spy.at(0).at(0).value<RenderResult>();
    QVERIFY(!r.ok);
    QVERIFY(hasErrors(r.findings));
    QVERIFY2(r.findings.last().message.contains(QLatin1String("/nonexistent/helm")),
        qPrintable(r.findings.last().message));
}

void TestRenderJob::privateHelmHome()
{
    QFETCH(int, major);
    const QString real = ChartFixtures::helmPath(major);
    if (real.isEmpty())
        QFAIL(qPrintable(ChartFixtures::helmMissing(major)));
    const QString log = m_tmp.filePath(QStringLiteral("env-%1.txt").arg(major));
    const QString wrapper = ChartFixtures::writeScript(m_tmp.path(), QStringLiteral("env-helm-%1").arg(major),
        // the app release's call only: the releases render at the same time, in no fixed order
        "if [ \"$1\" = template ] && [ \"$2\" = shop ]; then { echo \"$HELM_CONFIG_HOME\"; echo "
        "\"$HELM_CACHE_HOME\"; echo \"$HELM_DATA_HOME\"; "
        "echo \"$3\"; stat -c %a \"$3/../..\"; echo \"$2 $4 $5\"; } > '"
            + log.toLocal8Bit() + "'; fi\nexec '" + real.toLocal8Bit() + "' \"$@\"\n");
    RenderResult r;
    QString why;
    QVERIFY2(ChartFixtures::render(
                 HelmTool::detect(wrapper), ChartFixtures::project(ChartFixtures::shopApp()), &r, &why),
        qPrintable(why));
    QVERIFY2(r.ok, qPrintable(r.errorText));
    const QStringList lines = QString::fromUtf8(TestUtil::readFile(log)).split(QLatin1Char('\n'));
    QVERIFY2(lines.size() >= 6, qPrintable(lines.join(QLatin1Char('|'))));
    const QString tempRoot = QFileInfo(lines.at(3)).dir().absolutePath().section(QLatin1Char('/'), 0, -2);
    for (int i = 0; i < 3; ++i) {
        QVERIFY2(lines.at(i).startsWith(tempRoot + QLatin1Char('/')),
            qPrintable(lines.at(i) + QStringLiteral(" vs ") + tempRoot));
        QVERIFY(!lines.at(i).startsWith(QDir::homePath() + QStringLiteral("/.")));
    }
    QVERIFY2(lines.at(3).endsWith(QLatin1String("/shop")), qPrintable(lines.at(3)));
    QCOMPARE(lines.at(4), QStringLiteral("700"));
    QCOMPARE(lines.at(5), QStringLiteral("shop --namespace shop-prod"));
    // removed off the caller's thread once the render has ended
    QTRY_VERIFY2_WITH_TIMEOUT(!QFileInfo::exists(tempRoot), "the temp dir is removed after the render", 5000);
}

void TestRenderJob::validationBlocksRender()
{
    // a helm that records being called: it must not be
    const QString marker = m_tmp.filePath(QStringLiteral("called"));
    const QString spyHelm = ChartFixtures::writeScript(m_tmp.path(), QStringLiteral("spyhelm"),
        "if [ \"$1\" = version ]; then echo v3.18.0; exit 0; fi\ntouch '" + marker.toLocal8Bit() + "'\n");
    App bad = ChartFixtures::shopApp();
    bad.processes[0].replicas = -1;
    bad.cron[0].schedule = QStringLiteral("not a schedule");
    RenderResult r;
    QString why;
    QVERIFY2(ChartFixtures::render(HelmTool::detect(spyHelm), ChartFixtures::project(bad), &r, &why),
        qPrintable(why));
    QVERIFY(!r.ok);
    QVERIFY(!r.cancelled);
    QVERIFY(hasErrors(r.findings));
    QVERIFY(r.manifests.isEmpty());
    QVERIFY2(!QFileInfo::exists(marker), "helm ran although the project has validation errors");
    bool scheduleNamed = false;
    for (const Finding &f : r.findings)
        scheduleNamed = scheduleNamed || f.fieldPath == QLatin1String("apps[shop].cron[0].schedule");
    QVERIFY(scheduleNamed);
}

void TestRenderJob::commandErrorBecomesFinding()
{
    const QString helmPath = ChartFixtures::helmPath(4);
    if (helmPath.isEmpty())
        QFAIL(qPrintable(ChartFixtures::helmMissing(4)));
    App app = ChartFixtures::shopApp();
    app.processes[1].command = QStringLiteral("celery \"worker");
    RenderResult r;
    QString why;
    QVERIFY2(ChartFixtures::render(HelmTool::detect(helmPath), ChartFixtures::project(app), &r, &why),
        qPrintable(why));
    QVERIFY(!r.ok);
    bool named = false;
    for (const Finding &f : r.findings)
        named = named
            || (f.severity == Finding::Severity::Error
                && f.fieldPath == QLatin1String("apps[shop].processes[worker].command"));
    QVERIFY(named);
}

QTEST_GUILESS_MAIN(TestRenderJob)
#include "tst_renderjob.moc"
