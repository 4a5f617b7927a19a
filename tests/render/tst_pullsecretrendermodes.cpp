// SPDX-License-Identifier: GPL-3.0-or-later
// Pull-secret modes and the global default in the render; credential resolution does not block.
#include "pullsecretrendertest.h"

using namespace PullSecretRenderTest;

class TestPullSecretRenderModes : public PullSecretRenderTestBase
{
    Q_OBJECT
private Q_SLOTS:
    void modes_data();
    void modes();
    void globalDefault_data();
    void globalDefault();
    void resolutionDoesNotBlock();
};

void TestPullSecretRenderModes::modes_data()
{
    QTest::addColumn<int>("major");
    QTest::addColumn<QString>("mode");
    QTest::addColumn<QStringList>("named");
    QTest::addColumn<bool>("credentials"); // docker config has auths for the image's registry
    QTest::addColumn<QStringList>("expected"); // imagePullSecrets on every workload
    QTest::addColumn<bool>("release"); // pull-secret-shop rendered
    const QStringList ps { QStringLiteral("pull-secret-shop") };
    const QStringList named { QStringLiteral("regcred"), QStringLiteral("backup-cred"),
        QStringLiteral("regcred") };
    for (int major : { 3, 4 }) {
        const QByteArray h = "helm" + QByteArray::number(major) + ' ';
        auto row
            = [&h](const char *tag) -> QTestData & { return QTest::newRow(QByteArray(h + tag).constData()); };
        row("credentials, private registry")
            << major << QStringLiteral("fromCredentials") << QStringList() << true << ps << true;
        row("credentials, public registry")
            << major << QStringLiteral("fromCredentials") << QStringList() << false << QStringList() << false;
        row("named secrets") << major << QStringLiteral("namedSecrets") << named << true
                             << QStringList { QStringLiteral("regcred"), QStringLiteral("backup-cred") }
                             << false;
        row("names win over credentials")
            << major << QStringLiteral("fromCredentials") << QStringList { QStringLiteral("mine") } << true
            << QStringList { QStringLiteral("mine") } << false;
        row("none") << major << QStringLiteral("none") << QStringList() << true << QStringList() << false;
    }
}

void TestPullSecretRenderModes::modes()
{
    QFETCH(int, major);
    QFETCH(QString, mode);
    QFETCH(QStringList, named);
    QFETCH(bool, credentials);
    QFETCH(QStringList, expected);
    QFETCH(bool, release);
    const HelmTool helm = realHelm(major);
    if (!helm.isValid())
        QFAIL(qPrintable(helm.error));
    CredentialFixture fixture;
    QVERIFY(fixture.isValid());
    fixture.writeDockerConfig(
        credentials ? authsConfig(Registry, "shop-user:shop-pass-4c1d") : QByteArray("{}"));

    Project p = ChartFixtures::storageProject();
    App &app = p.apps[0];
    QVERIFY(PullSecretSettings::parseMode(mode, &app.pullSecret.mode));
    app.imagePullSecrets = named;
    RenderResult r;
    QString why;
    QVERIFY2(ChartFixtures::render(helm, p, &r, &why, QString(), fixture.environment()), qPrintable(why));
    QVERIFY2(r.ok, qPrintable(r.errorText));
    QCOMPARE(r.manifests.releases().contains(QStringLiteral("pull-secret-shop")), release);
    QCOMPARE(
        r.manifests.find(QStringLiteral("Secret"), QStringLiteral("pull-secret-shop")) != nullptr, release);
    if (release)
        QCOMPARE(
            r.manifests.releases().indexOf(QStringLiteral("pull-secret-shop")), 1); // right after config-shop

    int workloads = 0;
    for (const Manifest &m : r.manifests.forRelease(QStringLiteral("shop"))) {
        const YAML::Node doc = load(m);
        YAML::Node pod;
        if (m.kind == QLatin1String("Deployment"))
            pod = at(doc, QStringLiteral("spec.template.spec"));
        else if (m.kind == QLatin1String("CronJob"))
            pod = at(doc, QStringLiteral("spec.jobTemplate.spec.template.spec"));
        else
            continue;
        ++workloads;
        QCOMPARE(pullSecretNames(pod), expected);
        QCOMPARE(m.yaml.contains(QLatin1String("imagePullSecrets")), !expected.isEmpty());
    }
    QCOMPARE(workloads, 3 + 2); // three Deployments, two CronJobs

    QString output;
    const int rc = ChartFixtures::validateSchema(r.manifests.toYaml(true).toUtf8(), &output);
    if (rc < 0)
        QFAIL(qPrintable(output));
    QVERIFY2(rc == 0, qPrintable(output));
}

void TestPullSecretRenderModes::globalDefault_data()
{
    QTest::addColumn<int>("major");
    QTest::addColumn<QString>("mode");
    QTest::addColumn<QStringList>("own"); // the app's own imagePullSecrets
    QTest::addColumn<QStringList>("global"); // the user's default (GlobalSettings)
    QTest::addColumn<QStringList>("expected"); // on every Deployment and CronJob
    QTest::addColumn<bool>("release"); // pull-secret-shop rendered
    const QStringList global { QStringLiteral("regcred"), QStringLiteral("other") };
    for (int major : { 3, 4 }) {
        const QByteArray h = "helm" + QByteArray::number(major) + ' ';
        auto row
            = [&h](const char *tag) -> QTestData & { return QTest::newRow(QByteArray(h + tag).constData()); };
        row("global default") << major << QStringLiteral("fromCredentials") << QStringList() << global
                              << global << false;
        row("app list wins") << major << QStringLiteral("fromCredentials")
                             << QStringList { QStringLiteral("mine") } << global
                             << QStringList { QStringLiteral("mine") } << false;
        row("no default: credentials")
            << major << QStringLiteral("fromCredentials") << QStringList() << QStringList()
            << QStringList { QStringLiteral("pull-secret-shop") } << true;
        row("none stays none") << major << QStringLiteral("none") << QStringList() << global << QStringList()
                               << false;
    }
}

// The user's default image-pull-secrets through RenderJob, as the preview and the CLI apply them.
void TestPullSecretRenderModes::globalDefault()
{
    QFETCH(int, major);
    QFETCH(QString, mode);
    QFETCH(QStringList, own);
    QFETCH(QStringList, global);
    QFETCH(QStringList, expected);
    QFETCH(bool, release);
    const HelmTool helm = realHelm(major);
    if (!helm.isValid())
        QFAIL(qPrintable(helm.error));
    CredentialFixture fixture;
    QVERIFY(fixture.isValid());
    // credentials exist for the image's registry: only the default keeps them out
    fixture.writeDockerConfig(authsConfig(Registry, "shop-user:shop-pass-4c1d"));

    Project p = ChartFixtures::storageProject();
    QVERIFY(PullSecretSettings::parseMode(mode, &p.apps[0].pullSecret.mode));
    p.apps[0].imagePullSecrets = own;
    GlobalSettings settings;
    settings.imagePullSecrets = global;
    RenderResult r;
    QString why;
    QVERIFY2(ChartFixtures::render(helm, settings.applied(p), &r, &why, QString(), fixture.environment()),
        qPrintable(why));
    QVERIFY2(r.ok, qPrintable(r.errorText));
    QCOMPARE(r.manifests.releases().contains(QStringLiteral("pull-secret-shop")), release);
    QCOMPARE(
        r.manifests.find(QStringLiteral("Secret"), QStringLiteral("pull-secret-shop")) != nullptr, release);

    int deployments = 0;
    int cronJobs = 0;
    for (const Manifest &m : r.manifests.forRelease(QStringLiteral("shop"))) {
        const YAML::Node doc = load(m);
        YAML::Node pod;
        if (m.kind == QLatin1String("Deployment")) {
            pod = at(doc, QStringLiteral("spec.template.spec"));
            ++deployments;
        } else if (m.kind == QLatin1String("CronJob")) {
            pod = at(doc, QStringLiteral("spec.jobTemplate.spec.template.spec"));
            ++cronJobs;
        } else {
            continue;
        }
        QVERIFY2(pullSecretNames(pod) == expected,
            qPrintable(m.kind + QLatin1Char(' ') + m.name + QStringLiteral(": ")
                + pullSecretNames(pod).join(QLatin1Char(','))));
    }
    QCOMPARE(deployments, 3);
    QCOMPARE(cronJobs, 2);
    QString output;
    const int rc = ChartFixtures::validateSchema(r.manifests.toYaml(true).toUtf8(), &output);
    if (rc < 0)
        QFAIL(qPrintable(output));
    QVERIFY2(rc == 0, qPrintable(output));
}

void TestPullSecretRenderModes::resolutionDoesNotBlock()
{
    const HelmTool helm = realHelm(4);
    if (!helm.isValid())
        QFAIL(qPrintable(helm.error));
    CredentialFixture fixture;
    QVERIFY(fixture.isValid());
    fixture.writeDockerConfig("{\"credHelpers\":{\"slow.example.com\":\"test\"}}"); // the helper sleeps 5 s
    App app = ChartFixtures::shopApp();
    app.image = QStringLiteral("slow.example.com/shop:1");
    RenderJob job(helm);
    job.setCredentialEnvironment(fixture.environment());
    job.setCredentialHelperTimeout(1500);
    QSignalSpy spy(&job, &RenderJob::finished);
    int ticks = 0;
    QTimer ticker;
    connect(&ticker, &QTimer::timeout, this, [&ticks] { ++ticks; });
    ticker.start(100);
    QElapsedTimer timer;
    timer.start();
    job.start(ChartFixtures::project(app));
    QVERIFY2(timer.elapsed() < 500, "start() must not wait for credential helpers");
    QVERIFY(job.isRunning());
    QVERIFY(spy.wait(10000));
    QVERIFY2(ticks >= 8,
        qPrintable(QStringLiteral("the event loop ran only %1 ticks while the helper worked").arg(ticks)));
    const auto r = spy.at(0).at(0).value<RenderResult>();
    QVERIFY(!r.ok && !r.cancelled);
    QVERIFY(r.manifests.isEmpty());
    QVERIFY2(r.errorText.contains(QLatin1String("docker-credential-test")), qPrintable(r.errorText));

    // cancel while the helper runs: finished() at once; the late outcome is dropped
    job.setCredentialHelperTimeout(1000);
    QSignalSpy spy2(&job, &RenderJob::finished);
    job.start(ChartFixtures::project(app));
    QTest::qWait(100);
    timer.restart();
    job.cancel();
    QVERIFY(spy2.wait(2000));
    QVERIFY(timer.elapsed() < 500);
    QTest::qWait(1500); // the worker's outcome arrives here and must not emit again
    QCOMPARE(spy2.count(), 1);
    QVERIFY(spy2.at(0).at(0).value<RenderResult>().cancelled);
}

QTEST_GUILESS_MAIN(TestPullSecretRenderModes)
#include "tst_pullsecretrendermodes.moc"
