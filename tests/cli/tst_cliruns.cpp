// SPDX-License-Identifier: GPL-3.0-or-later
// `helmdeck runs`, `logs` and `enter` as a user runs them, against the cluster fake.
#include "clirunfixture.h"
#include "deployfixtures.h"
#include "testutil.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

class TestCliRuns : public QObject
{
    Q_OBJECT
private:
    using Run = TestUtil::CliRunFixture::Run;

    std::unique_ptr<TestUtil::CliRunFixture> m_fixture;
    TestUtil::ClusterFixture *m_cluster = nullptr;
    QString m_project;

    void start(QProcess &p, const QStringList &args) const { m_fixture->start(p, args); }
    Run helmdeck(const QStringList &args, const QByteArray &input = QByteArray()) const
    {
        return m_fixture->run(args, input);
    }
    QJsonArray jobs() const { return m_fixture->jobs(); }

    /** `helmdeck ARGS PROJECT --context test`. */
    Run cli(const QString &command, const QStringList &args, const QByteArray &input = QByteArray()) const
    {
        return helmdeck(
            QStringList { command, m_project, QStringLiteral("--context"), QStringLiteral("test") } + args,
            input);
    }
    /** A detached no-TTY run of `sh -c SCRIPT`; returns its Job name. */
    QString detachedRun(const QString &script) const
    {
        const Run r = cli(QStringLiteral("run"),
            { QStringLiteral("--detach"), QStringLiteral("--no-tty"), QStringLiteral("--"),
                QStringLiteral("sh"), QStringLiteral("-c"), script });
        if (r.exitCode != 0)
            return QString();
        return r.out.section(QLatin1Char(' '), 0, 0).mid(4); // "job/NAME pod/POD"
    }

private Q_SLOTS:
    void init()
    {
        m_fixture = std::make_unique<TestUtil::CliRunFixture>();
        QVERIFY2(m_fixture->isValid(), qPrintable(m_fixture->error()));
        m_cluster = &m_fixture->cluster();
        m_project = m_fixture->projectFile();
        QJsonObject state = m_cluster->state();
        state.insert(QStringLiteral("podLogs"),
            QJsonObject { { QStringLiteral("guestbook-web"),
                QJsonArray { QStringLiteral("GET / 200"), QStringLiteral("GET /health 200") } } });
        m_cluster->setState(state);
    }
    void cleanup()
    {
        m_cluster = nullptr;
        m_fixture.reset();
    }

    void runsListsTheRunJobsWithTheirState()
    {
        const QString failed = detachedRun(QStringLiteral("exit 4"));
        const QString running = detachedRun(QStringLiteral("sleep 30"));
        QVERIFY(failed.startsWith(QStringLiteral("guestbook-run-")));
        QVERIFY(running.startsWith(QStringLiteral("guestbook-run-")));
        Run r;
        QElapsedTimer clock;
        clock.start();
        do {
            r = cli(QStringLiteral("runs"), {});
        } while (!r.out.contains(QStringLiteral("failed (exit 4)")) && clock.elapsed() < 20000);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 3);
        QVERIFY2(lines.first().startsWith(QStringLiteral("NAME")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QRegularExpression(
                     QStringLiteral("%1 +\\d+s +failed \\(exit 4\\) +sh -c 'exit 4'").arg(failed))),
            qPrintable(r.out));
        QVERIFY2(r.out.contains(
                     QRegularExpression(QStringLiteral("%1 +\\d+s +running +sh -c 'sleep 30'").arg(running))),
            qPrintable(r.out));
    }

    void runsStopDeletesOnlyARunJob_data()
    {
        QTest::addColumn<bool>("known");
        QTest::addColumn<int>("code");
        QTest::newRow("a run job of the app is deleted") << true << 0;
        QTest::newRow("another name is refused") << false << 1;
    }
    void runsStopDeletesOnlyARunJob()
    {
        QFETCH(bool, known);
        QFETCH(int, code);
        const QString job = detachedRun(QStringLiteral("sleep 30"));
        QVERIFY(!job.isEmpty());
        const QString name = known ? job : QStringLiteral("guestbook-web");
        const Run r = cli(QStringLiteral("runs"), { QStringLiteral("--stop"), name });
        QVERIFY2(r.exitCode == code, qPrintable(r.err));
        QCOMPARE(jobs().isEmpty(), known);
        if (!known)
            QVERIFY2(
                r.err.contains(QStringLiteral("no run Job guestbook-web of guestbook in namespace default")),
                qPrintable(r.err));
    }

    void logsPrintsThePodsLinesPrefixed_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("code");
        QTest::newRow("every pod of the app") << QStringList() << 0;
        QTest::newRow("the web process since ten minutes ago") << QStringList { QStringLiteral("--process"),
            QStringLiteral("web"), QStringLiteral("--since"), QStringLiteral("10m") }
                                                               << 0;
        QTest::newRow("a since that is no duration is a usage error")
            << QStringList { QStringLiteral("--since"), QStringLiteral("yesterday") } << 2;
    }
    void logsPrintsThePodsLinesPrefixed()
    {
        QFETCH(QStringList, args);
        QFETCH(int, code);
        const Run r = cli(QStringLiteral("logs"), args);
        QVERIFY2(r.exitCode == code, qPrintable(r.err));
        if (code != 0)
            return;
        QVERIFY2(r.out.contains(QRegularExpression(
                     QStringLiteral("^\\[pod/guestbook-web-[^/]+/guestbook-web\\] \\S+ GET / 200$"),
                     QRegularExpression::MultilineOption)),
            qPrintable(r.out + r.err));
        QVERIFY2(r.out.contains(QStringLiteral("GET /health 200")), qPrintable(r.out));
        const QStringList kubectl = DeployFixtures::commandLines(*m_cluster, QStringLiteral("kubectl"));
        const QStringList logs = kubectl.filter(QStringLiteral(" logs "));
        QCOMPARE(logs.size(), 1);
        QVERIFY2(!logs.first().contains(QStringLiteral(" -f ")), qPrintable(logs.first())); // no -f: it ends
        QCOMPARE(
            logs.first().contains(QStringLiteral("--since-time")), args.contains(QStringLiteral("--since")));
    }

    void logsFollowEndedByASignalExitsLikeRun_data()
    {
        QTest::addColumn<int>("signal");
        QTest::addColumn<int>("code");
        QTest::newRow("SIGINT exits 130") << int(SIGINT) << 130;
        QTest::newRow("SIGTERM exits 143") << int(SIGTERM) << 143;
    }
    void logsFollowEndedByASignalExitsLikeRun()
    {
        QFETCH(int, signal);
        QFETCH(int, code);
        QProcess p;
        start(p,
            { QStringLiteral("logs"), m_project, QStringLiteral("--context"), QStringLiteral("test"),
                QStringLiteral("-f") });
        QByteArray out;
        QTRY_VERIFY_WITH_TIMEOUT((out += p.readAllStandardOutput()).contains("GET /health 200"), 60000);
        ::kill(pid_t(p.processId()), signal);
        QVERIFY(p.waitForFinished(30000));
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), code);
    }

    void enterRunsAShellInARunningPod()
    {
        const Run r = cli(QStringLiteral("enter"), { QStringLiteral("web") },
            QByteArrayLiteral("echo entered-$((2+3)); exit\n"));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("entered-5")), qPrintable(r.out + r.err));
        const QStringList kubectl = DeployFixtures::commandLines(*m_cluster, QStringLiteral("kubectl"));
        QCOMPARE(kubectl
                     .filter(QRegularExpression(
                         QStringLiteral(" exec -i -t guestbook-web-\\S+ -c guestbook-web ")))
                     .size(),
            1);
    }

    void enterWithoutARunningPodSaysSo()
    {
        const Run r = cli(QStringLiteral("enter"), { QStringLiteral("worker") });
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("no running pod of process type worker in default")),
            qPrintable(r.err));
    }
    void cronRunsATaskNowAndSuspendsIt()
    {
        // the task ids come from the refusal of an unknown one
        const Run unknown = cli(QStringLiteral("cron"), {}, QByteArray());
        QCOMPARE(unknown.exitCode, 2); // no ACTION and TASK
        const Run listed = helmdeck({ QStringLiteral("cron"), QStringLiteral("run"), QStringLiteral("nope"),
            m_project, QStringLiteral("--context"), QStringLiteral("test") });
        QCOMPARE(listed.exitCode, 1);
        const QRegularExpressionMatch ids
            = QRegularExpression(QStringLiteral("it has: ([^,)]+)")).match(listed.err);
        QVERIFY2(ids.hasMatch(), qPrintable(listed.err));
        const QString task = ids.captured(1);
        const QString cronName = QStringLiteral("guestbook-cron-0123456789");
        const QJsonObject labels { { QStringLiteral("app.kubernetes.io/part-of"),
            QStringLiteral("guestbook") } };
        const QJsonObject container { { QStringLiteral("name"), QStringLiteral("guestbook-cron") },
            { QStringLiteral("command"),
                QJsonArray { QStringLiteral("/bin/sh"), QStringLiteral("-c"),
                    QStringLiteral("echo purged; exit 9") } } };
        m_cluster->addObject({ { QStringLiteral("apiVersion"), QStringLiteral("batch/v1") },
            { QStringLiteral("kind"), QStringLiteral("CronJob") },
            { QStringLiteral("metadata"),
                QJsonObject { { QStringLiteral("name"), cronName },
                    { QStringLiteral("namespace"), QStringLiteral("default") },
                    { QStringLiteral("labels"), labels },
                    { QStringLiteral("annotations"),
                        QJsonObject { { QStringLiteral("helmdeck.dev/cron-id"), task } } } } },
            { QStringLiteral("spec"),
                QJsonObject { { QStringLiteral("jobTemplate"),
                    QJsonObject { { QStringLiteral("spec"),
                        QJsonObject { { QStringLiteral("template"),
                            QJsonObject { { QStringLiteral("metadata"),
                                              QJsonObject { { QStringLiteral("labels"), labels } } },
                                { QStringLiteral("spec"),
                                    QJsonObject {
                                        { QStringLiteral("restartPolicy"), QStringLiteral("Never") },
                                        { QStringLiteral("containers"),
                                            QJsonArray { container } } } } } } } } } } } } });
        const Run run = helmdeck({ QStringLiteral("cron"), QStringLiteral("run"), task, m_project,
            QStringLiteral("--context"), QStringLiteral("test") });
        QVERIFY2(run.exitCode == 9, qPrintable(QString::number(run.exitCode) + QLatin1Char('\n') + run.err));
        QCOMPARE(run.out, QStringLiteral("purged\n"));
        // left to the template's TTL, as Dokku's cron:run leaves it (docs/run.md)
        QCOMPARE(jobs().size(), 1);
        QVERIFY(jobs().first().toString().startsWith(
            QStringLiteral("default/Job/") + cronName + QStringLiteral("-manual-")));
        const Run suspend = helmdeck({ QStringLiteral("cron"), QStringLiteral("suspend"), task, m_project,
            QStringLiteral("--context"), QStringLiteral("test") });
        QVERIFY2(suspend.exitCode == 0, qPrintable(suspend.err));
        QVERIFY(m_cluster->object(QStringLiteral("default"), QStringLiteral("CronJob"), cronName)
                    .value(QStringLiteral("spec"))
                    .toObject()
                    .value(QStringLiteral("suspend"))
                    .toBool());
    }
    void storageExecRefusesAnUnknownEntry_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("error");
        QTest::newRow("an unknown entry fails before anything runs") << QStringList { QStringLiteral("nope"),
            QStringLiteral("PROJECT") } << 1 << QStringLiteral("no storage entry \"nope\" in the project");
        QTest::newRow("no entry is a usage error")
            << QStringList() << 2 << QStringLiteral("storage exec needs an ENTRY and a PROJECT");
    }
    void storageExecRefusesAnUnknownEntry()
    {
        QFETCH(QStringList, args);
        QFETCH(int, code);
        QFETCH(QString, error);
        args.replaceInStrings(QStringLiteral("PROJECT"), m_project); // the row's project: made in init()
        const Run r = helmdeck(QStringList { QStringLiteral("storage"), QStringLiteral("exec") } + args
            + QStringList {
                QStringLiteral("--context"), QStringLiteral("test"), QStringLiteral("--no-tty") });
        QCOMPARE(r.exitCode, code);
        QVERIFY2(r.err.contains(error), qPrintable(r.err));
        QVERIFY(jobs().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCliRuns)
#include "tst_cliruns.moc"
