// SPDX-License-Identifier: GPL-3.0-or-later
// The release gate's config checksum on every pod and the wait script.
#include "releasegatetest.h"

using namespace ReleaseGateTest;

class TestReleaseGateChecksum : public ReleaseGateTestBase
{
    Q_OBJECT
private Q_SLOTS:
    void configChecksum_data();
    void configChecksum();
    void checksumAnnotationOnEveryPod_data() { majors_data(); }
    void checksumAnnotationOnEveryPod();
    void waitScript_data();
    void waitScript();
};

void TestReleaseGateChecksum::configChecksum_data()
{
    QTest::addColumn<Change>("change");
    QTest::addColumn<bool>("sameChecksum");
    QTest::newRow("a replicas change keeps the checksum")
        << Change([](App *a) { a->processes[1].replicas = 9; }) << true;
    QTest::newRow("an image change keeps the checksum")
        << Change([](App *a) { a->image = QStringLiteral("registry.example.com:5000/shop/web:2"); }) << true;
    QTest::newRow("an env value change changes the checksum")
        << Change([](App *a) { a->env[0].value = QStringLiteral("postgres://other/shop"); }) << false;
    QTest::newRow("a secret value change changes the checksum")
        << Change([](App *a) { a->env[1].value = QStringLiteral("rotated"); }) << false;
    QTest::newRow("a new env var changes the checksum") << Change([](App *a) {
        a->env.append(EnvVar { QStringLiteral("DEBUG"), QStringLiteral("verbose-3f9c"), false });
    }) << false;
    QTest::newRow("a renamed env var changes the checksum")
        << Change([](App *a) { a->env[0].name = QStringLiteral("DB_URL"); }) << false;
    QTest::newRow("moving text between name and value changes the checksum") << Change([](App *a) {
        a->env = { EnvVar { QStringLiteral("DATABASE_URLp"), QStringLiteral("ostgres://db/shop"), false },
            a->env[1] };
    }) << false;
}

void TestReleaseGateChecksum::configChecksum()
{
    QFETCH(Change, change);
    QFETCH(bool, sameChecksum);
    const App before = gatedApp();
    App after = gatedApp();
    change(&after);
    const QString a = s(valuesOf(before)["app"]["configChecksum"]);
    QCOMPARE(a.size(), 64);
    QCOMPARE(a, ConfigChecksum::of(before));
    QCOMPARE(a == s(valuesOf(after)["app"]["configChecksum"]), sameChecksum);
    // a hash, never a value
    const QByteArray values = ValuesBuilder::build(after, QStringLiteral("1"));
    for (const EnvVar &var : after.env)
        QVERIFY2(!values.contains(var.value.toUtf8()), qPrintable(var.name));
}

void TestReleaseGateChecksum::checksumAnnotationOnEveryPod()
{
    QFETCH(int, major);
    RenderResult r;
    if (!renderGated(major, &r))
        return;
    const QString checksum = ConfigChecksum::of(gatedApp());
    int pods = 0;
    for (const Manifest &m : r.manifests.forRelease(QStringLiteral("shop"))) {
        if (m.kind != QLatin1String("Deployment") && m.kind != QLatin1String("CronJob")
            && m.kind != QLatin1String("Job"))
            continue;
        ++pods;
        QCOMPARE(stringMap(podMetadata(m)["annotations"]).value(QStringLiteral("checksum/config")), checksum);
    }
    QCOMPARE(pods, 6);
}

void TestReleaseGateChecksum::waitScript_data()
{
    QTest::addColumn<QString>("jobScript"); // the Job's container command; "" = no Job
    QTest::addColumn<int>("timeout"); // RELEASE_WAIT_TIMEOUT
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("output");
    QTest::newRow("a Complete Job lets the pod start")
        << QStringLiteral("echo migrated") << 30 << 0 << QStringLiteral("is complete");
    QTest::newRow("a Failed Job fails at once with its message")
        << QStringLiteral("echo boom; exit 3") << 30 << 1
        << QStringLiteral("failed: Job has reached the specified backoff limit");
    QTest::newRow("a Job still running times out")
        << QStringLiteral("sleep 30") << 2 << 1 << QStringLiteral("timed out after 2s");
    QTest::newRow("a missing Job is waited for, then times out")
        << QString() << 2 << 1 << QStringLiteral("NotFound");
}

void TestReleaseGateChecksum::waitScript()
{
    QFETCH(QString, jobScript);
    QFETCH(int, timeout);
    QFETCH(int, exitCode);
    QFETCH(QString, output);
    // the script exactly as the chart renders it (Helm 4; the template is the same for both)
    RenderResult r;
    if (!renderGated(4, &r))
        return;
    const Manifest *web = r.manifests.find(QStringLiteral("Deployment"), QStringLiteral("shop-web"));
    QVERIFY(web);
    const YAML::Node wait = podSpec(*web)["initContainers"][0];
    QCOMPARE(s(wait["command"][0]), QStringLiteral("/bin/sh"));
    const QString script = s(wait["args"][0]);
    QVERIFY(script.contains(QLatin1String("kubectl get job")));

    // against the cluster fake's kubectl (its -o jsonpath, tests/clusterfake/README.md): a Job of the
    // gate's name whose pod runs jobScript locally and reports Complete or Failed
    const QString ns = QStringLiteral("shop-prod");
    const QString jobName = jobNameOf(gatedApp());
    TestUtil::ClusterFixture cluster(4);
    QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
    cluster.addNamespace(ns);
    if (!jobScript.isEmpty()) {
        const QJsonObject container { { QStringLiteral("name"), QStringLiteral("shop-release") },
            { QStringLiteral("image"), QStringLiteral("registry.example.com/shop:1") },
            { QStringLiteral("command"),
                QJsonArray { QStringLiteral("/bin/sh"), QStringLiteral("-c"), jobScript } } };
        const QJsonObject job { { QStringLiteral("apiVersion"), QStringLiteral("batch/v1") },
            { QStringLiteral("kind"), QStringLiteral("Job") },
            { QStringLiteral("metadata"), QJsonObject { { QStringLiteral("name"), jobName } } },
            { QStringLiteral("spec"),
                QJsonObject { { QStringLiteral("backoffLimit"), 0 },
                    { QStringLiteral("template"),
                        QJsonObject { { QStringLiteral("spec"),
                            QJsonObject { { QStringLiteral("restartPolicy"), QStringLiteral("Never") },
                                { QStringLiteral("containers"), QJsonArray { container } } } } } } } } };
        const auto created = cluster.run(QStringLiteral("kubectl"),
            { QStringLiteral("-n"), ns, QStringLiteral("create"), QStringLiteral("-f"), QStringLiteral("-") },
            QJsonDocument(job).toJson());
        QVERIFY2(created.exitCode == 0, created.err.constData());
    }
    cluster.clearCalls();

    QProcess sh;
    QProcessEnvironment env = cluster.environment();
    env.insert(QStringLiteral("RELEASE_JOB"), jobName);
    env.insert(QStringLiteral("RELEASE_NAMESPACE"), ns);
    env.insert(QStringLiteral("RELEASE_WAIT_TIMEOUT"), QString::number(timeout));
    sh.setProcessEnvironment(env);
    sh.setProcessChannelMode(QProcess::MergedChannels);
    QElapsedTimer clock;
    clock.start();
    sh.start(QStringLiteral("/bin/sh"), { QStringLiteral("-c"), script });
    QVERIFY(sh.waitForFinished(20000));
    const QString out = QString::fromUtf8(sh.readAll());
    if (!jobScript.isEmpty()) // ends the sleeping pod of the timeout row
        cluster.run(QStringLiteral("kubectl"),
            { QStringLiteral("-n"), ns, QStringLiteral("delete"), QStringLiteral("job"), jobName,
                QStringLiteral("--wait=false") });
    QVERIFY2(!out.contains(QLatin1String("fake: unsupported")), qPrintable(out));
    QCOMPARE(sh.exitCode(), exitCode);
    QVERIFY2(out.contains(output), qPrintable(out));
    QVERIFY2(clock.elapsed() < 10000, "fails fast");
    const auto calls = cluster.callsOf(QStringLiteral("kubectl"));
    QVERIFY(!calls.isEmpty());
    for (const auto &call : calls) {
        // only `get` on the one Job: what the Role allows
        const QString line = call.argv.join(QLatin1Char(' '));
        if (line.contains(QLatin1String(" delete job ")))
            continue;
        QVERIFY2(line.startsWith(
                     QStringLiteral("get job ") + jobName + QStringLiteral(" -n shop-prod -o jsonpath=")),
            qPrintable(line));
    }
}

QTEST_GUILESS_MAIN(TestReleaseGateChecksum)
#include "tst_releasegatechecksum.moc"
