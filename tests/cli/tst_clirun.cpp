// SPDX-License-Identifier: GPL-3.0-or-later
// `helmdeck run` as a user runs it, against the cluster fake: the dry run, the exit code, signals.
#include "clirunfixture.h"
#include "testutil.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

namespace {

const QString Canary = QStringLiteral("canary-7f3a9c-secret");

} // namespace

class TestCliRun : public QObject
{
    Q_OBJECT
private:
    using Run = TestUtil::CliRunFixture::Run;

    std::unique_ptr<TestUtil::CliRunFixture> m_fixture;
    TestUtil::ClusterFixture *m_cluster = nullptr;
    QString m_project;

    void start(QProcess &p, const QStringList &args) const { m_fixture->start(p, args); }
    Run helmdeck(const QStringList &args) const { return m_fixture->run(args); }
    QJsonArray jobs() const { return m_fixture->jobs(); }

private Q_SLOTS:
    void init()
    {
        m_fixture = std::make_unique<TestUtil::CliRunFixture>();
        QVERIFY2(m_fixture->isValid(), qPrintable(m_fixture->error()));
        m_cluster = &m_fixture->cluster();
        m_project = m_fixture->projectFile();
        m_fixture->environment().insert(QStringLiteral("RUN_TOKEN"), Canary);
    }
    void cleanup()
    {
        m_cluster = nullptr;
        m_fixture.reset();
    }

    void dryRunPrintsTheJobAndChangesNothing()
    {
        const Run r = helmdeck({ QStringLiteral("run"), m_project, QStringLiteral("--context"),
            QStringLiteral("test"), QStringLiteral("--dry-run"), QStringLiteral("-e"),
            QStringLiteral("RUN_TOKEN"), QStringLiteral("-e"), QStringLiteral("MODE=debug"),
            QStringLiteral("--"), QStringLiteral("sh"), QStringLiteral("-c"), QStringLiteral("echo hi") });
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        for (const QString &expected :
            { QStringLiteral("kind: \"Job\""), QStringLiteral("backoffLimit: 0"),
                QStringLiteral("ttlSecondsAfterFinished: 60"), QStringLiteral("activeDeadlineSeconds: 86400"),
                QStringLiteral("\"MODE\""), QStringLiteral("\"debug\""), QStringLiteral("create -f -"),
                QStringLiteral("delete job guestbook-run-") })
            QVERIFY2(r.out.contains(expected), qPrintable(expected + QStringLiteral(" not in:\n") + r.out));
        QVERIFY2(!r.out.contains(Canary) && !r.err.contains(Canary), qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("••••")));
        // the secret extra: its own Secret's manifest first, the Job referencing it
        for (const QString &expected : { QStringLiteral("kind: \"Secret\""), QStringLiteral("secretKeyRef"),
                 QStringLiteral("RUN_TOKEN: \"••••\""), QStringLiteral("patch secret guestbook-run-") })
            QVERIFY2(r.out.contains(expected), qPrintable(expected + QStringLiteral(" not in:\n") + r.out));
        QVERIFY(!r.out.contains(QString::fromLatin1(Canary.toUtf8().toBase64())));
        QVERIFY(jobs().isEmpty());
        for (const auto &call : m_cluster->calls())
            QVERIFY2(
                !call.argv.contains(QStringLiteral("create")), qPrintable(call.argv.join(QLatin1Char(' '))));
    }

    void exitsWithTheCommandsCode_data()
    {
        QTest::addColumn<QString>("script");
        QTest::addColumn<int>("code");
        QTest::newRow("a command that exits 3") << QStringLiteral("echo hi; exit 3") << 3;
        QTest::newRow("a command that succeeds") << QStringLiteral("echo hi") << 0;
    }
    void exitsWithTheCommandsCode()
    {
        QFETCH(QString, script);
        QFETCH(int, code);
        const Run r = helmdeck({ QStringLiteral("run"), m_project, QStringLiteral("--context"),
            QStringLiteral("test"), QStringLiteral("--no-tty"), QStringLiteral("--"), QStringLiteral("sh"),
            QStringLiteral("-c"), script });
        QVERIFY2(r.exitCode == code, qPrintable(QString::number(r.exitCode) + QLatin1Char('\n') + r.err));
        QCOMPARE(r.out, QStringLiteral("hi\n"));
        QVERIFY(jobs().isEmpty());
    }

    void aSecretExtraIsInTheRunsSecretNotInTheJob_data()
    {
        QTest::addColumn<bool>("keep");
        QTest::newRow("an attached run deletes its Secret with its Job") << false;
        QTest::newRow("a kept run's Secret is owned by its Job") << true;
    }
    void aSecretExtraIsInTheRunsSecretNotInTheJob()
    {
        QFETCH(bool, keep);
        QStringList args { QStringLiteral("run"), m_project, QStringLiteral("--context"),
            QStringLiteral("test"), QStringLiteral("--no-tty"), QStringLiteral("-e"),
            QStringLiteral("RUN_TOKEN") };
        if (keep)
            args << QStringLiteral("--keep");
        args << QStringLiteral("--") << QStringLiteral("sh") << QStringLiteral("-c")
             << QStringLiteral("echo token=${RUN_TOKEN#canary-}");
        const Run r = helmdeck(args);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        // the pod sees it (in part: the whole value is redacted from the output)
        QCOMPARE(r.out, QStringLiteral("token=7f3a9c-secret\n"));
        QVERIFY2(!r.err.contains(Canary), qPrintable(r.err));
        for (const auto &call : m_cluster->calls()) {
            QVERIFY2(!call.argv.join(QLatin1Char(' ')).contains(Canary),
                qPrintable(call.argv.join(QLatin1Char(' '))));
            if (call.argv.contains(QStringLiteral("create")) && call.stdinData.contains("\"Job\""))
                QVERIFY2(!call.stdinData.contains(Canary.toUtf8()), call.stdinData.constData());
        }
        const QJsonObject objects = m_cluster->state().value(QStringLiteral("objects")).toObject();
        QStringList secrets;
        for (auto it = objects.begin(); it != objects.end(); ++it) {
            if (it.key().startsWith(QStringLiteral("default/Secret/guestbook-run-")))
                secrets.append(it.key());
        }
        if (!keep) {
            QVERIFY(jobs().isEmpty());
            QVERIFY2(secrets.isEmpty(), qPrintable(secrets.join(QLatin1Char(' '))));
            return;
        }
        QCOMPARE(jobs().size(), 1);
        QCOMPARE(secrets.size(), 1);
        const QJsonObject job = objects.value(jobs().first().toString()).toObject();
        QVERIFY(!QJsonDocument(job).toJson().contains(Canary.toUtf8()));
        const QJsonObject secret = objects.value(secrets.first()).toObject();
        const QJsonObject owner = secret.value(QStringLiteral("metadata"))
                                      .toObject()
                                      .value(QStringLiteral("ownerReferences"))
                                      .toArray()
                                      .first()
                                      .toObject();
        QCOMPARE(owner.value(QStringLiteral("kind")).toString(), QStringLiteral("Job"));
        QCOMPARE(owner.value(QStringLiteral("uid")).toString(),
            job.value(QStringLiteral("metadata")).toObject().value(QStringLiteral("uid")).toString());
        QVERIFY(!owner.value(QStringLiteral("uid")).toString().isEmpty());
        // and Kubernetes' garbage collector (the fake's) takes it with the Job
        const QString jobName
            = job.value(QStringLiteral("metadata")).toObject().value(QStringLiteral("name")).toString();
        const auto deleted = m_cluster->run(QStringLiteral("kubectl"),
            { QStringLiteral("-n"), QStringLiteral("default"), QStringLiteral("delete"),
                QStringLiteral("job"), jobName });
        QCOMPARE(deleted.exitCode, 0);
        QVERIFY(!m_cluster->state().value(QStringLiteral("objects")).toObject().contains(secrets.first()));
    }

    void notDeployedSaysSo()
    {
        m_cluster->run(QStringLiteral("kubectl"),
            { QStringLiteral("delete"), QStringLiteral("deployment"), QStringLiteral("guestbook-web") });
        const Run r = helmdeck(
            { QStringLiteral("run"), m_project, QStringLiteral("--context"), QStringLiteral("test"),
                QStringLiteral("--no-tty"), QStringLiteral("--"), QStringLiteral("true") });
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral(
                     "guestbook is not deployed in namespace default on context test: deploy it first")),
            qPrintable(r.err));
    }

    void aWrongContextDeletesNoJobItNeverCreated()
    {
        TestUtil::ClusterFixture::Failure f;
        f.tool = QStringLiteral("kubectl");
        f.match = QStringList { QStringLiteral("nosuch") };
        f.stderrText = QStringLiteral("error: context \"nosuch\" does not exist");
        m_cluster->addFailure(f);
        m_cluster->clearCalls();
        const Run r = helmdeck(
            { QStringLiteral("run"), m_project, QStringLiteral("--context"), QStringLiteral("nosuch"),
                QStringLiteral("--no-tty"), QStringLiteral("--"), QStringLiteral("true") });
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("nosuch")), qPrintable(r.err));
        bool queried = false; // the plan ran: its live lookup failed on the context
        for (const auto &call : m_cluster->calls()) {
            queried = queried || call.argv.contains(QStringLiteral("deployments"));
            QVERIFY2(!call.argv.contains(QStringLiteral("delete"))
                    && !call.argv.contains(QStringLiteral("create")),
                qPrintable(call.argv.join(QLatin1Char(' '))));
        }
        QVERIFY(queried);
    }

    void signalDeletesTheJob_data()
    {
        QTest::addColumn<int>("signal");
        QTest::addColumn<int>("code");
        QTest::newRow("SIGTERM exits 143") << int(SIGTERM) << 143;
        QTest::newRow("SIGINT exits 130") << int(SIGINT) << 130;
        QTest::newRow("SIGHUP exits 129") << int(SIGHUP) << 129;
    }
    void signalDeletesTheJob()
    {
        QFETCH(int, signal);
        QFETCH(int, code);
        QProcess p;
        start(p,
            { QStringLiteral("run"), m_project, QStringLiteral("--context"), QStringLiteral("test"),
                QStringLiteral("--no-tty"), QStringLiteral("--"), QStringLiteral("sleep"),
                QStringLiteral("60") });
        QVERIFY(p.waitForStarted());
        QElapsedTimer clock;
        clock.start();
        while (jobs().isEmpty() && clock.elapsed() < 30000)
            QTest::qWait(100);
        QVERIFY2(!jobs().isEmpty(), "the run never created its Job");
        QTest::qWait(300); // into the log stream
        ::kill(pid_t(p.processId()), signal);
        QVERIFY(p.waitForFinished(30000));
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), code);
        QVERIFY2(jobs().isEmpty(), qPrintable(QString::fromUtf8(p.readAllStandardError())));
    }
};

QTEST_GUILESS_MAIN(TestCliRun)
#include "tst_clirun.moc"
