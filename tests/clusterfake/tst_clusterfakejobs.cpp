// SPDX-License-Identifier: GPL-3.0-or-later
// The fake's Jobs and run pods (README.md, "Jobs and run pods"): local processes, logs, exec, status, delete.

#include "clusterfaketest.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace ClusterFakeTest;

namespace {

/** A Job in kNs whose container runs @p script with /bin/sh (no TTY). */
QByteArray job(const QString &name, const QString &script, int deadline = 0)
{
    QJsonObject spec {
        { QStringLiteral("backoffLimit"), 0 },
        { QStringLiteral("template"),
            QJsonObject { { QStringLiteral("spec"),
                QJsonObject { { QStringLiteral("restartPolicy"), QStringLiteral("Never") },
                    { QStringLiteral("containers"),
                        QJsonArray { QJsonObject { { QStringLiteral("name"), QStringLiteral("c") },
                            { QStringLiteral("image"), QStringLiteral("x") },
                            { QStringLiteral("command"),
                                QJsonArray { QStringLiteral("/bin/sh"), QStringLiteral("-c"), script } },
                            { QStringLiteral("env"),
                                QJsonArray { QJsonObject {
                                    { QStringLiteral("name"), QStringLiteral("GREETING") },
                                    { QStringLiteral("value"), QStringLiteral("hello") } } } } } } } } } } }
    };
    if (deadline > 0)
        spec.insert(QStringLiteral("activeDeadlineSeconds"), deadline);
    return QJsonDocument(QJsonObject { { QStringLiteral("apiVersion"), QStringLiteral("batch/v1") },
                             { QStringLiteral("kind"), QStringLiteral("Job") },
                             { QStringLiteral("metadata"), QJsonObject { { QStringLiteral("name"), name } } },
                             { QStringLiteral("spec"), spec } })
        .toJson();
}

QString podOf(const ClusterFixture &cluster, const QString &jobName)
{
    const auto r = cluster.run(QStringLiteral("kubectl"),
        { QStringLiteral("-n"), kNs, QStringLiteral("get"), QStringLiteral("pods"), QStringLiteral("-l"),
            QStringLiteral("job-name=") + jobName, QStringLiteral("-o"), QStringLiteral("json") });
    return names(json(r.out)).value(0);
}

QJsonObject jobStatus(const ClusterFixture &cluster, const QString &jobName)
{
    const auto r = cluster.run(QStringLiteral("kubectl"),
        { QStringLiteral("-n"), kNs, QStringLiteral("get"), QStringLiteral("job"), jobName,
            QStringLiteral("-o"), QStringLiteral("json") });
    return json(r.out).value(QStringLiteral("status")).toObject();
}

} // namespace

class TestClusterFakeJobs : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void jobPodRunsLocallyAndReportsItsEnd_data()
    {
        QTest::addColumn<QString>("script");
        QTest::addColumn<QString>("condition");
        QTest::addColumn<QString>("counter");
        QTest::newRow("a command that succeeds completes the Job")
            << QStringLiteral("echo $GREETING; echo two") << QStringLiteral("Complete")
            << QStringLiteral("succeeded");
        QTest::newRow("a command that fails fails the Job")
            << QStringLiteral("echo $GREETING; echo two; exit 4") << QStringLiteral("Failed")
            << QStringLiteral("failed");
    }
    void jobPodRunsLocallyAndReportsItsEnd()
    {
        QFETCH(QString, script);
        QFETCH(QString, condition);
        QFETCH(QString, counter);
        CLUSTER_FIXTURE(cluster, 3);
        cluster.addNamespace(kNs);
        const auto created = cluster.run(QStringLiteral("kubectl"),
            { QStringLiteral("-n"), kNs, QStringLiteral("create"), QStringLiteral("-f"),
                QStringLiteral("-") },
            job(QStringLiteral("j"), script));
        QVERIFY2(created.exitCode == 0, qPrintable(failText(created)));
        const QString pod = podOf(cluster, QStringLiteral("j"));
        QVERIFY(pod.startsWith(QStringLiteral("j-")));
        const auto logs = cluster.run(QStringLiteral("kubectl"),
            { QStringLiteral("-n"), kNs, QStringLiteral("logs"), QStringLiteral("-f"), pod,
                QStringLiteral("--prefix") });
        QCOMPARE(
            logs.out, QByteArray("[pod/" + pod.toUtf8() + "/c] hello\n[pod/" + pod.toUtf8() + "/c] two\n"));
        const QJsonObject status = jobStatus(cluster, QStringLiteral("j"));
        QCOMPARE(status.value(counter).toInt(), 1);
        QCOMPARE(
            status.value(QStringLiteral("conditions")).toArray().first()[QStringLiteral("type")].toString(),
            condition);
    }

    void jsonPathOutputOfAnEndedJob_data()
    {
        QTest::addColumn<QString>("script");
        QTest::addColumn<QString>("jsonPath");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QByteArray>("out");
        const QString gate
            = QStringLiteral("jsonpath={range .status.conditions[?(@.status==\"True\")]}{.type}{\" "
                             "\"}{.message}{\"\\n\"}{end}");
        QTest::newRow("the release gate's template names a Complete Job")
            << QStringLiteral("true") << gate << 0 << QByteArray("Complete \n");
        QTest::newRow("the release gate's template gives a Failed Job's message") << QStringLiteral(
            "exit 2") << gate << 0 << QByteArray("Failed Job has reached the specified backoff limit\n");
        QTest::newRow("fields and literal text")
            << QStringLiteral("exit 2") << QStringLiteral("jsonpath=failed={.status.failed} {.metadata.name}")
            << 0 << QByteArray("failed=1 j");
        QTest::newRow("a filter that matches nothing prints nothing")
            << QStringLiteral("true")
            << QStringLiteral("jsonpath={range .status.conditions[?(@.type==\"Failed\")]}{.type}{end}") << 0
            << QByteArray();
        QTest::newRow("an index is not modelled")
            << QStringLiteral("true") << QStringLiteral("jsonpath={.status.conditions[0].type}") << 2
            << QByteArray();
    }
    void jsonPathOutputOfAnEndedJob()
    {
        QFETCH(QString, script);
        QFETCH(QString, jsonPath);
        QFETCH(int, exitCode);
        QFETCH(QByteArray, out);
        CLUSTER_FIXTURE(cluster, 3);
        cluster.addNamespace(kNs);
        const auto created = cluster.run(QStringLiteral("kubectl"),
            { QStringLiteral("-n"), kNs, QStringLiteral("create"), QStringLiteral("-f"),
                QStringLiteral("-") },
            job(QStringLiteral("j"), script));
        QVERIFY2(created.exitCode == 0, qPrintable(failText(created)));
        // logs -f returns once the pod has ended
        cluster.run(QStringLiteral("kubectl"),
            { QStringLiteral("-n"), kNs, QStringLiteral("logs"), QStringLiteral("-f"),
                QStringLiteral("job/j") });
        const auto got = cluster.run(QStringLiteral("kubectl"),
            { QStringLiteral("-n"), kNs, QStringLiteral("get"), QStringLiteral("job"), QStringLiteral("j"),
                QStringLiteral("-o"), jsonPath });
        QCOMPARE(got.exitCode, exitCode);
        if (exitCode == 2)
            QVERIFY2(got.err.contains("fake: unsupported: jsonpath expression"), got.err.constData());
        else
            QCOMPARE(got.out, out);
    }
    void aSecretKeyRefIsReadAndAMissingSecretHoldsThePod_data()
    {
        QTest::addColumn<bool>("secretExists");
        QTest::newRow("the pod sees the Secret's value") << true;
        QTest::newRow("a missing Secret is CreateContainerConfigError") << false;
    }
    void aSecretKeyRefIsReadAndAMissingSecretHoldsThePod()
    {
        QFETCH(bool, secretExists);
        CLUSTER_FIXTURE(cluster, 3);
        cluster.addNamespace(kNs);
        if (secretExists) {
            const QByteArray secret
                = "{\"apiVersion\":\"v1\",\"kind\":\"Secret\",\"metadata\":{\"name\":\"s-env\"},"
                  "\"data\":{\"TOKEN\":\""
                + QByteArray("tok-42").toBase64() + "\"}}";
            QCOMPARE(cluster
                         .run(QStringLiteral("kubectl"),
                             { QStringLiteral("-n"), kNs, QStringLiteral("create"), QStringLiteral("-f"),
                                 QStringLiteral("-") },
                             secret)
                         .exitCode,
                0);
        }
        QJsonObject j = json(job(QStringLiteral("s"), QStringLiteral("echo token=$TOKEN")));
        QJsonObject spec = j[QStringLiteral("spec")].toObject();
        QJsonObject tmpl = spec[QStringLiteral("template")].toObject();
        QJsonObject podSpec = tmpl[QStringLiteral("spec")].toObject();
        QJsonArray containers = podSpec[QStringLiteral("containers")].toArray();
        QJsonObject c = containers.first().toObject();
        c.insert(QStringLiteral("env"),
            QJsonArray { QJsonObject { { QStringLiteral("name"), QStringLiteral("TOKEN") },
                { QStringLiteral("valueFrom"),
                    QJsonObject { { QStringLiteral("secretKeyRef"),
                        QJsonObject { { QStringLiteral("name"), QStringLiteral("s-env") },
                            { QStringLiteral("key"), QStringLiteral("TOKEN") } } } } } } });
        containers[0] = c;
        podSpec[QStringLiteral("containers")] = containers;
        tmpl[QStringLiteral("spec")] = podSpec;
        spec[QStringLiteral("template")] = tmpl;
        j[QStringLiteral("spec")] = spec;
        const auto created = cluster.run(QStringLiteral("kubectl"),
            { QStringLiteral("-n"), kNs, QStringLiteral("create"), QStringLiteral("-f"), QStringLiteral("-"),
                QStringLiteral("-o"), QStringLiteral("json") },
            QJsonDocument(j).toJson());
        QVERIFY2(created.exitCode == 0, qPrintable(failText(created)));
        // -o json prints the stored Job, uid and all
        QVERIFY(!json(created.out)[QStringLiteral("metadata")]
                     .toObject()[QStringLiteral("uid")]
                     .toString()
                     .isEmpty());
        const QString pod = podOf(cluster, QStringLiteral("s"));
        if (secretExists) {
            const auto logs = cluster.run(QStringLiteral("kubectl"),
                { QStringLiteral("-n"), kNs, QStringLiteral("logs"), QStringLiteral("-f"), pod });
            QCOMPARE(logs.out, QByteArray("token=tok-42\n"));
            return;
        }
        const auto pods = cluster.run(QStringLiteral("kubectl"),
            { QStringLiteral("-n"), kNs, QStringLiteral("get"), QStringLiteral("pods"), QStringLiteral("-o"),
                QStringLiteral("json") });
        const QJsonObject status = json(pods.out)[QStringLiteral("items")]
                                       .toArray()
                                       .first()
                                       .toObject()[QStringLiteral("status")]
                                       .toObject();
        QCOMPARE(status[QStringLiteral("phase")].toString(), QStringLiteral("Pending"));
        const QJsonObject waiting = status[QStringLiteral("containerStatuses")]
                                        .toArray()
                                        .first()
                                        .toObject()[QStringLiteral("state")]
                                        .toObject()[QStringLiteral("waiting")]
                                        .toObject();
        QCOMPARE(waiting[QStringLiteral("reason")].toString(), QStringLiteral("CreateContainerConfigError"));
        QCOMPARE(waiting[QStringLiteral("message")].toString(), QStringLiteral("secret \"s-env\" not found"));
    }

    void helmInstalledJobRunsAndReportsItsEnd_data()
    {
        QTest::addColumn<QString>("script");
        QTest::addColumn<QString>("condition");
        QTest::newRow("a release Job that succeeds is Complete")
            << QStringLiteral("echo migrated") << QStringLiteral("Complete");
        QTest::newRow("a release Job that fails is Failed")
            << QStringLiteral("echo no database; exit 3") << QStringLiteral("Failed");
    }
    void helmInstalledJobRunsAndReportsItsEnd()
    {
        // the app chart's release gate: a plain (non-hook) Job in the release runs like a created one
        QFETCH(QString, script);
        QFETCH(QString, condition);
        CLUSTER_FIXTURE(cluster, 4);
        cluster.addNamespace(kNs);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QDir(dir.path()).mkpath(QStringLiteral("gate/templates"));
        const auto write = [&](const QString &path, const QByteArray &text) {
            QFile f(dir.filePath(path));
            return f.open(QIODevice::WriteOnly) && f.write(text) == text.size();
        };
        QVERIFY(write(QStringLiteral("gate/Chart.yaml"), "apiVersion: v2\nname: gate\nversion: 0.0.1\n"));
        QVERIFY(write(QStringLiteral("gate/values.yaml"), "script: \"true\"\n"));
        QVERIFY(write(QStringLiteral("gate/templates/job.yaml"),
            "apiVersion: batch/v1\nkind: Job\nmetadata:\n  name: shop-release-0123456789\nspec:\n"
            "  backoffLimit: 0\n  template:\n    spec:\n      restartPolicy: Never\n      containers:\n"
            "        - name: shop-release\n          image: x\n          command: [\"/bin/sh\", \"-c\", "
            "{{ .Values.script | quote }}]\n"));
        const QString values = dir.filePath(QStringLiteral("v.yaml"));
        QVERIFY(write(QStringLiteral("v.yaml"),
            "script: " + QJsonDocument(QJsonArray { script }).toJson(QJsonDocument::Compact).mid(1).chopped(1)
                + "\n"));
        const auto installed
            = install(cluster, dir.filePath(QStringLiteral("gate")), { QStringLiteral("-f"), values });
        QVERIFY2(installed.exitCode == 0, qPrintable(failText(installed)));
        QElapsedTimer clock;
        clock.start();
        QJsonObject status;
        while (clock.elapsed() < 10000) {
            status = jobStatus(cluster, QStringLiteral("shop-release-0123456789"));
            if (!status.value(QStringLiteral("conditions")).toArray().isEmpty())
                break;
            QTest::qWait(100);
        }
        QCOMPARE(
            status.value(QStringLiteral("conditions")).toArray().first()[QStringLiteral("type")].toString(),
            condition);
        const QString pod = podOf(cluster, QStringLiteral("shop-release-0123456789"));
        const auto logs = cluster.run(
            QStringLiteral("kubectl"), { QStringLiteral("-n"), kNs, QStringLiteral("logs"), pod });
        QVERIFY2(
            logs.out.contains(script.section(QLatin1Char(';'), 0, 0).mid(5).toUtf8()), logs.out.constData());
    }

    void deadlineKillsThePod()
    {
        CLUSTER_FIXTURE(cluster, 3);
        cluster.addNamespace(kNs);
        cluster.run(QStringLiteral("kubectl"),
            { QStringLiteral("-n"), kNs, QStringLiteral("create"), QStringLiteral("-f"),
                QStringLiteral("-") },
            job(QStringLiteral("slow"), QStringLiteral("sleep 30"), 1));
        QElapsedTimer clock;
        clock.start();
        QJsonObject status;
        while (clock.elapsed() < 10000) {
            status = jobStatus(cluster, QStringLiteral("slow"));
            if (status.contains(QStringLiteral("failed")))
                break;
            QTest::qWait(100);
        }
        QCOMPARE(
            status.value(QStringLiteral("conditions")).toArray().first()[QStringLiteral("reason")].toString(),
            QStringLiteral("DeadlineExceeded"));
        QVERIFY(clock.elapsed() < 5000);
    }

    void deleteKillsThePodsProcess()
    {
        CLUSTER_FIXTURE(cluster, 3);
        cluster.addNamespace(kNs);
        cluster.run(QStringLiteral("kubectl"),
            { QStringLiteral("-n"), kNs, QStringLiteral("create"), QStringLiteral("-f"),
                QStringLiteral("-") },
            job(QStringLiteral("long"), QStringLiteral("sleep 60")));
        const QString pod = podOf(cluster, QStringLiteral("long"));
        const QString pidFile = QFileInfo(cluster.statePath()).absolutePath() + QStringLiteral("/pods/") + pod
            + QStringLiteral(".pid");
        QTRY_VERIFY(QFileInfo::exists(pidFile));
        QFile f(pidFile);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const pid_t pid = pid_t(f.readAll().trimmed().toLongLong());
        QVERIFY(::kill(pid, 0) == 0);
        const auto deleted = cluster.run(QStringLiteral("kubectl"),
            { QStringLiteral("-n"), kNs, QStringLiteral("delete"), QStringLiteral("job"),
                QStringLiteral("long"), QStringLiteral("--wait=false"),
                QStringLiteral("--cascade=background") });
        QVERIFY2(deleted.exitCode == 0, qPrintable(failText(deleted)));
        QTRY_VERIFY(::kill(pid, 0) != 0); // gone (reaped by its keeper)
        QVERIFY(podOf(cluster, QStringLiteral("long")).isEmpty());
    }

    void execPassesTheExitCodeThrough()
    {
        CLUSTER_FIXTURE(cluster, 3);
        cluster.addNamespace(kNs);
        cluster.addObject(deployment(
            QStringLiteral("web"), QJsonObject { { QStringLiteral("app"), QStringLiteral("web") } }));
        const auto pods = cluster.run(QStringLiteral("kubectl"),
            { QStringLiteral("-n"), kNs, QStringLiteral("get"), QStringLiteral("pods"), QStringLiteral("-o"),
                QStringLiteral("json") });
        const QString pod = names(json(pods.out)).value(0);
        const auto r = cluster.run(QStringLiteral("kubectl"),
            { QStringLiteral("-n"), kNs, QStringLiteral("exec"), pod, QStringLiteral("--"),
                QStringLiteral("sh"), QStringLiteral("-c"), QStringLiteral("echo in; exit 6") });
        QCOMPARE(r.exitCode, 6);
        QCOMPARE(r.out, QByteArray("in\n"));
    }

    void deploymentPodsPrintTheirPodLogs()
    {
        CLUSTER_FIXTURE(cluster, 3);
        cluster.addNamespace(kNs);
        cluster.addObject(deployment(
            QStringLiteral("web"), QJsonObject { { QStringLiteral("app"), QStringLiteral("web") } }));
        QJsonObject state = cluster.state();
        state.insert(QStringLiteral("podLogs"),
            QJsonObject { { QStringLiteral("web"),
                QJsonArray { QStringLiteral("GET /"), QStringLiteral("GET /health") } } });
        cluster.setState(state);
        const auto r = cluster.run(QStringLiteral("kubectl"),
            { QStringLiteral("-n"), kNs, QStringLiteral("logs"), QStringLiteral("-l"),
                QStringLiteral("app=web") });
        QCOMPARE(r.out, QByteArray("GET /\nGET /health\n"));
    }
};

QTEST_GUILESS_MAIN(TestClusterFakeJobs)
#include "tst_clusterfakejobs.moc"
