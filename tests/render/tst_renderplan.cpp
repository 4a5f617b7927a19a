// SPDX-License-Identifier: GPL-3.0-or-later
// The one render path (RenderPlan through RenderJob): the helm template argv and its target flags,
// releases rendered at the same time, helm runs that die with their process group on cancel, and
// releases reused from the render cache when nothing they depend on changed.

#include "chartfixtures.h"
#include "render/renderjob.h"
#include "render/renderplan.h"
#include "runnertestutil.h"
#include "testutil.h"

#include <QDir>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <sys/prctl.h>

using namespace HelmDeck;

namespace {

/** The argv lines a recording helm wrapper wrote (one `template …` call a line). */
QStringList templateCalls(const QString &log)
{
    QStringList calls;
    const QStringList lines
        = QString::fromUtf8(TestUtil::readFile(log)).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    for (const QString &line : lines) {
        if (line.startsWith(QLatin1String("template ")))
            calls.append(line);
    }
    return calls;
}

/**
 * A helm that logs each call's argv to @p log (and, for a template call, the chart dirs written
 * beside its chart: "charts: a b ") and then runs the real helm of @p major.
 */
QString recordingHelm(const QString &dir, const QString &name, const QString &log, int major)
{
    const QByteArray to = " >> '" + log.toLocal8Bit() + "'\n";
    return ChartFixtures::writeScript(dir, name,
        "echo \"$*\"" + to
            + "if [ \"$1\" = template ]; then echo \"charts: $(ls \"$(dirname \"$3\")\" | tr '\\n' ' ')\""
            + to + "fi\nexec '" + ChartFixtures::helmPath(major).toLocal8Bit() + "' \"$@\"\n");
}

/** The chart dirs the last template call of @p log saw ("shop"), sorted. */
QStringList chartsSeenLast(const QString &log)
{
    const QStringList lines
        = QString::fromUtf8(TestUtil::readFile(log)).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    for (int i = int(lines.size()) - 1; i >= 0; --i) {
        if (lines.at(i).startsWith(QLatin1String("charts: ")))
            return lines.at(i).mid(8).split(QLatin1Char(' '), Qt::SkipEmptyParts);
    }
    return {};
}

RenderResult renderWith(RenderJob &job, const Project &project)
{
    QSignalSpy spy(&job, &RenderJob::finished);
    job.setCredentialEnvironment(ChartFixtures::noCredentials());
    job.start(project);
    if (!spy.wait(60000))
        return RenderResult();
    return spy.first().first().value<RenderResult>();
}

} // namespace

class TestRenderPlan : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void majors_data();
    void templateArguments_data();
    void templateArguments();
    void dryRunShowsEveryRelease();
    void targetReachesHelm_data() { majors_data(); }
    void targetReachesHelm();
    void releasesRenderAtTheSameTime();
    void cancelKillsHelmsProcessGroups();
    void unchangedReleasesAreReused_data() { majors_data(); }
    void unchangedReleasesAreReused();

private:
    QTemporaryDir m_tmp;
};

void TestRenderPlan::initTestCase()
{
    QVERIFY(m_tmp.isValid());
    // Orphaned grandchildren are re-parented to this process, so that allGone() can reap them.
    QCOMPARE(::prctl(PR_SET_CHILD_SUBREAPER, 1), 0);
}

void TestRenderPlan::majors_data()
{
    QTest::addColumn<int>("major");
    QTest::newRow("helm3") << 3;
    QTest::newRow("helm4") << 4;
}

void TestRenderPlan::templateArguments_data()
{
    QTest::addColumn<QString>("releaseNamespace");
    QTest::addColumn<QString>("valuesFile");
    QTest::addColumn<QString>("targetNamespace");
    QTest::addColumn<QString>("kubeVersion");
    QTest::addColumn<QStringList>("apiVersions");
    QTest::addColumn<QStringList>("argv");
    const QStringList base { QStringLiteral("template"), QStringLiteral("shop"),
        QStringLiteral("/w/charts/shop"), QStringLiteral("--namespace") };
    QTest::newRow("no target: the release's namespace, helm's defaults")
        << QStringLiteral("shop") << QString() << QString() << QString() << QStringList()
        << base + QStringList { QStringLiteral("shop") };
    QTest::newRow("a full target: its namespace, kube version and every API version")
        << QStringLiteral("shop") << QStringLiteral("/w/values/shop.yaml") << QStringLiteral("staging")
        << QStringLiteral("v1.31.4")
        << QStringList { QStringLiteral("networking.k8s.io/v1"),
               QStringLiteral("gateway.networking.k8s.io/v1/HTTPRoute") }
        << base
            + QStringList { QStringLiteral("staging"), QStringLiteral("-f"),
                  QStringLiteral("/w/values/shop.yaml"), QStringLiteral("--kube-version"),
                  QStringLiteral("v1.31.4"), QStringLiteral("--api-versions"),
                  QStringLiteral("networking.k8s.io/v1"), QStringLiteral("--api-versions"),
                  QStringLiteral("gateway.networking.k8s.io/v1/HTTPRoute") };
    QTest::newRow("an empty target namespace keeps the release's")
        << QStringLiteral("shop-prod") << QString() << QString() << QStringLiteral("v1.29.0") << QStringList()
        << base
            + QStringList { QStringLiteral("shop-prod"), QStringLiteral("--kube-version"),
                  QStringLiteral("v1.29.0") };
}

void TestRenderPlan::templateArguments()
{
    QFETCH(QString, releaseNamespace);
    QFETCH(QString, valuesFile);
    QFETCH(QString, targetNamespace);
    QFETCH(QString, kubeVersion);
    QFETCH(QStringList, apiVersions);
    QFETCH(QStringList, argv);
    PlannedRelease release;
    release.name = QStringLiteral("shop");
    release.kubeNamespace = releaseNamespace;
    RenderTarget target;
    target.context = QStringLiteral("k3s"); // informational: never on helm template's argv
    target.namespaceName = targetNamespace;
    target.kubeVersion = kubeVersion;
    target.apiVersions = apiVersions;
    QCOMPARE(RenderPlan::helmTemplateArguments(release, QStringLiteral("/w/charts/shop"), valuesFile, target),
        argv);
}

void TestRenderPlan::dryRunShowsEveryRelease()
{
    RenderOptions options;
    options.helm.program = QStringLiteral("/usr/bin/helm");
    options.target.kubeVersion = QStringLiteral("v1.31.4");
    const RenderPlan render(ChartFixtures::storageProject(), options);
    QVERIFY(render.isValid());
    const Plan &plan = render.plan();
    QVERIFY(QFileInfo(plan.workDir->path()).isDir());
    QCOMPARE(QFileInfo(plan.workDir->path()).permissions() & 0x0077, QFileDevice::Permissions());
    // the shop's pull secret comes from credentials: a step that a render without a payload skips
    QCOMPARE(render.releaseNames(),
        QStringList({ QStringLiteral("config-shop"), QStringLiteral("pull-secret-shop"),
            QStringLiteral("storage-data"), QStringLiteral("storage-cache"), QStringLiteral("storage-media"),
            QStringLiteral("shop") }));
    const QString root = plan.workDir->path();
    QCOMPARE(plan.steps.size(), 8);
    QCOMPARE(plan.steps.first().id, QStringLiteral("credentials"));
    QVERIFY(plan.steps.first().start);
    QVERIFY(!plan.steps.first().concurrent);
    // the charts are written off the plan's thread, after the credentials, before any helm run
    QCOMPARE(plan.steps.at(1).id, QStringLiteral("charts"));
    QVERIFY(plan.steps.at(1).start);
    QVERIFY(plan.steps.at(1).argv.isEmpty());
    QVERIFY(!plan.steps.at(1).concurrent);
    QVERIFY2(QDir(root + QStringLiteral("/charts")).isEmpty(), "nothing is written before the plan runs");
    for (const Step &step : plan.steps.mid(2)) {
        QVERIFY2(step.concurrent, qPrintable(step.id));
        QCOMPARE(step.environment.value(QStringLiteral("HELM_CONFIG_HOME")),
            root + QStringLiteral("/helm/config"));
        QCOMPARE(
            step.environment.value(QStringLiteral("HELM_CACHE_HOME")), root + QStringLiteral("/helm/cache"));
        QCOMPARE(
            step.environment.value(QStringLiteral("HELM_DATA_HOME")), root + QStringLiteral("/helm/data"));
        QVERIFY(!step.echoStdout);
    }
    const QStringList lines = plan.describe().split(QLatin1Char('\n'));
    QCOMPARE(lines.size(), 9);
    QCOMPARE(lines.at(1), QStringLiteral("1. Resolve registry credentials"));
    QCOMPARE(lines.at(2), QStringLiteral("2. Write the charts"));
    QCOMPARE(lines.at(3),
        QStringLiteral(
            "3. Render config-shop: /usr/bin/helm template config-shop %1/charts/config-shop --namespace "
            "shop-prod -f %1/values/config-shop.yaml --kube-version v1.31.4")
            .arg(root));
    QVERIFY2(
        plan.steps.at(2).removeAfter == QStringList { root + QStringLiteral("/values/config-shop.yaml") },
        "the secret values file goes when its step ends");
}

void TestRenderPlan::targetReachesHelm()
{
    QFETCH(int, major);
    if (ChartFixtures::helmPath(major).isEmpty())
        QFAIL(qPrintable(ChartFixtures::helmMissing(major)));
    const QString log = m_tmp.filePath(QStringLiteral("target-%1.log").arg(major));
    RenderJob job(HelmTool::detect(
        recordingHelm(m_tmp.path(), QStringLiteral("target-helm-%1").arg(major), log, major)));
    RenderTarget target;
    target.context = QStringLiteral("k3s-local");
    target.namespaceName = QStringLiteral("staging");
    target.kubeVersion = QStringLiteral("v1.30.2");
    target.apiVersions = QStringList { QStringLiteral("monitoring.coreos.com/v1") };
    job.setTarget(target);
    const RenderResult r = renderWith(job, ChartFixtures::storageProject());
    QVERIFY2(r.ok, qPrintable(r.errorText));
    const QStringList calls = templateCalls(log);
    QCOMPARE(calls.size(), 5);
    for (const QString &call : calls) {
        QVERIFY2(call.contains(QLatin1String(" --namespace staging ")), qPrintable(call));
        QVERIFY2(
            call.endsWith(QLatin1String(" --kube-version v1.30.2 --api-versions monitoring.coreos.com/v1")),
            qPrintable(call));
    }
    // helm took them: every namespaced object is rendered into the target's namespace
    int namespaced = 0;
    for (const Manifest &m : r.manifests.documents()) {
        if (m.yaml.contains(QLatin1String("\n  namespace: "))) {
            ++namespaced;
            QVERIFY2(m.yaml.contains(QLatin1String("\n  namespace: \"staging\""))
                    || m.yaml.contains(QLatin1String("\n  namespace: staging")),
                qPrintable(m.yaml));
        }
    }
    QVERIFY(namespaced > 5);
}

void TestRenderPlan::releasesRenderAtTheSameTime()
{
    // Each template call waits until every release's call has started: only concurrent runs finish.
    const QString dir = m_tmp.filePath(QStringLiteral("together"));
    QVERIFY(QDir().mkpath(dir));
    const QString helm = ChartFixtures::writeScript(m_tmp.path(), QStringLiteral("together-helm"),
        "if [ \"$1\" = version ]; then echo v3.18.0; exit 0; fi\ntouch \"" + dir.toLocal8Bit()
            + "/$2\"\ni=0; while [ $(ls '" + dir.toLocal8Bit()
            + "' | wc -l) -lt 5 ]; do i=$((i+1)); [ $i -gt 300 ] && exit 9; sleep 0.05; done\n"
              "echo \"kind: ConfigMap\nmetadata:\n  name: $2\"\n");
    RenderJob job(HelmTool::detect(helm));
    const RenderResult r = renderWith(job, ChartFixtures::storageProject());
    QVERIFY2(r.ok, qPrintable(r.errorText));
    QCOMPARE(r.helmRuns, 5);
    QCOMPARE(r.manifests.releases().size(), 5);
}

void TestRenderPlan::cancelKillsHelmsProcessGroups()
{
    // a helm whose template starts a child of its own and sleeps: both must die with the cancel
    const QString pids = m_tmp.filePath(QStringLiteral("helm-pids"));
    const QString helm = ChartFixtures::writeScript(m_tmp.path(), QStringLiteral("sleepy-helm"),
        "if [ \"$1\" = version ]; then echo v4.1.4; exit 0; fi\ntrap '' TERM\nsleep 60 & echo $! >> '"
            + pids.toLocal8Bit() + "'\necho $$ >> '" + pids.toLocal8Bit() + "'\nwait\n");
    RenderJob job(HelmTool::detect(helm));
    job.setCredentialEnvironment(ChartFixtures::noCredentials());
    QSignalSpy spy(&job, &RenderJob::finished);
    job.start(ChartFixtures::project(ChartFixtures::shopApp()));
    // config-shop and shop run at once: two helms, two children
    QTRY_COMPARE_WITH_TIMEOUT(RunnerTest::readPids(pids).size(), 4, 30000);
    const QList<qint64> started = RunnerTest::readPids(pids);
    QVERIFY(!RunnerTest::allGone(started));
    job.cancel();
    QVERIFY(spy.wait(5000));
    QVERIFY(spy.first().first().value<RenderResult>().cancelled);
    QTRY_VERIFY_WITH_TIMEOUT(RunnerTest::allGone(started), 5000);
}

void TestRenderPlan::unchangedReleasesAreReused()
{
    QFETCH(int, major);
    if (ChartFixtures::helmPath(major).isEmpty())
        QFAIL(qPrintable(ChartFixtures::helmMissing(major)));
    const QString log = m_tmp.filePath(QStringLiteral("cache-%1.log").arg(major));
    const HelmTool helm = HelmTool::detect(
        recordingHelm(m_tmp.path(), QStringLiteral("cache-helm-%1").arg(major), log, major));
    auto cache = std::make_shared<RenderCache>();
    Project project = ChartFixtures::storageProject();

    // a new job per render, as the preview makes them, sharing one cache
    auto render = [&](const RenderTarget &target = RenderTarget()) {
        RenderJob job(helm);
        job.setRenderCache(cache);
        job.setTarget(target);
        return renderWith(job, project);
    };
    const RenderResult first = render();
    QVERIFY2(first.ok, qPrintable(first.errorText));
    QCOMPARE(first.helmRuns, 5);
    QCOMPARE(templateCalls(log).size(), 5);
    QCOMPARE(chartsSeenLast(log).size(), 5); // every chart is written before the first helm run
    QCOMPARE(cache->size(), 5);

    const RenderResult same = render();
    QVERIFY2(same.ok, qPrintable(same.errorText));
    QCOMPARE(same.helmRuns, 0);
    QCOMPARE(templateCalls(log).size(), 5);
    QCOMPARE(same.manifests.toYaml(true), first.manifests.toYaml(true));

    project.apps[0].processes[0].replicas += 2; // one process's replicas: the app release only
    const RenderResult edited = render();
    QVERIFY2(edited.ok, qPrintable(edited.errorText));
    QCOMPARE(edited.helmRuns, 1);
    QStringList calls = templateCalls(log);
    QCOMPARE(calls.size(), 6);
    QVERIFY2(calls.last().startsWith(QLatin1String("template shop ")), qPrintable(calls.last()));
    QCOMPARE(chartsSeenLast(log), QStringList { QStringLiteral("shop") }); // the reused ones wrote nothing
    QVERIFY(edited.manifests.toYaml(true) != first.manifests.toYaml(true));
    QCOMPARE(edited.manifests.releaseYaml(QStringLiteral("config-shop"), true),
        first.manifests.releaseYaml(QStringLiteral("config-shop"), true));

    project.apps[0].env.append(EnvVar { QStringLiteral("API_TOKEN"), QStringLiteral("s3cret"), true });
    // the config release, and the app release whose pods carry the env's checksum/config annotation
    QCOMPARE(render().helmRuns, 2);
    calls = templateCalls(log);
    const QStringList envEdit = calls.mid(calls.size() - 2);
    QVERIFY2(envEdit.filter(QRegularExpression(QStringLiteral("^template config-shop "))).size() == 1,
        qPrintable(envEdit.join(QLatin1Char('\n'))));
    QVERIFY2(envEdit.filter(QRegularExpression(QStringLiteral("^template shop "))).size() == 1,
        qPrintable(envEdit.join(QLatin1Char('\n'))));

    RenderTarget target;
    target.kubeVersion = QStringLiteral("v1.30.2"); // other flags: every release again
    QCOMPARE(render(target).helmRuns, 5);
    QCOMPARE(templateCalls(log).size(), 13); // 5 + 1 (replicas) + 2 (env) + 5
}

QTEST_GUILESS_MAIN(TestRenderPlan)
#include "tst_renderplan.moc"
