// SPDX-License-Identifier: GPL-3.0-or-later
// The runs list and stop (core/run/runlist.h): rows from Job and pod JSON, ages, and both plans
// against the cluster fake with real detached runs.

#include "clusterfixture.h"
#include "deployfixtures.h"
#include "job/runner.h"
#include "run/runlist.h"
#include "run/runplanner.h"
#include "runfixtures.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTest>

using namespace HelmDeck;

namespace {

constexpr int WaitMs = 60000;

QByteArray list(const QJsonArray &items)
{
    return QJsonDocument(QJsonObject { { QStringLiteral("items"), items } }).toJson();
}

/** A Job "name" created at @p created, with @p status and, when @p deleting, a deletionTimestamp. */
QJsonObject job(const QString &name, const QString &created, const QJsonObject &status, bool deleting = false)
{
    QJsonObject meta { { QStringLiteral("name"), name }, { QStringLiteral("creationTimestamp"), created },
        { QStringLiteral("annotations"),
            QJsonObject { { QStringLiteral("helmdeck.dev/run-command"), QStringLiteral("bin/migrate") } } } };
    if (deleting)
        meta.insert(QStringLiteral("deletionTimestamp"), created);
    return { { QStringLiteral("metadata"), meta }, { QStringLiteral("status"), status } };
}

QJsonObject condition(const QString &type, const QString &reason)
{
    return { { QStringLiteral("conditions"),
        QJsonArray { QJsonObject { { QStringLiteral("type"), type },
            { QStringLiteral("status"), QStringLiteral("True") },
            { QStringLiteral("reason"), reason } } } } };
}

/** A pod of Job @p jobName whose container ended with @p exitCode. */
QJsonObject endedPod(const QString &jobName, int exitCode)
{
    return { { QStringLiteral("metadata"),
                 QJsonObject { { QStringLiteral("labels"),
                     QJsonObject { { QStringLiteral("job-name"), jobName } } } } },
        { QStringLiteral("status"),
            QJsonObject { { QStringLiteral("containerStatuses"),
                QJsonArray { QJsonObject { { QStringLiteral("state"),
                    QJsonObject { { QStringLiteral("terminated"),
                        QJsonObject { { QStringLiteral("exitCode"), exitCode } } } } } } } } } } };
}

} // namespace

class TestRunList : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<TestUtil::ClusterFixture> m_cluster;

    /** Runs @p plan on a Runner; returns its result and the kubectl verbs' lines in @p lines. */
    RunResult runPlan(const Plan &plan)
    {
        Runner runner;
        runner.setBaseEnvironment(m_cluster->environment());
        QSignalSpy finished(&runner, &Runner::finished);
        if (!runner.start(plan))
            return {};
        if (!finished.wait(WaitMs))
            runner.cancel();
        return finished.isEmpty() ? RunResult() : finished.first().first().value<RunResult>();
    }

    /** A detached, no-TTY run of `/bin/sh -c @p script` with the Job suffix @p suffix. */
    bool startRun(const QString &suffix, const QString &script)
    {
        RunRequest r;
        r.appName = QStringLiteral("shop");
        r.command = QStringList { QStringLiteral("/bin/sh"), QStringLiteral("-c"), script };
        r.tty = false;
        r.detach = true;
        r.suffix = suffix;
        r.podPollIntervalMs = 100;
        r.environment = m_cluster->environment();
        RunPlan plan;
        QString error;
        if (!RunPlanner::plan(RunFixtures::project(), DeployFixtures::options(*m_cluster), r, &plan, &error))
            return false;
        return runPlan(plan.plan).ok;
    }

    QList<RunRow> listed()
    {
        auto rows = std::make_shared<QList<RunRow>>();
        Plan plan;
        QString error;
        if (!RunList::listPlan(RunFixtures::project(), DeployFixtures::options(*m_cluster),
                QStringLiteral("shop"), rows, &plan, &error))
            return {};
        runPlan(plan);
        return *rows;
    }

    QString stateOf(const QString &name)
    {
        for (const RunRow &r : listed()) {
            if (r.name == name)
                return r.state;
        }
        return QStringLiteral("(absent)");
    }

private Q_SLOTS:
    void init()
    {
        m_cluster = std::make_unique<TestUtil::ClusterFixture>(4);
        QVERIFY2(m_cluster->isValid(), qPrintable(m_cluster->error()));
        m_cluster->addNamespace(QStringLiteral("shop"));
        m_cluster->addObject(RunFixtures::liveDeployment());
    }
    void cleanup() { m_cluster.reset(); }

    void rowStateFollowsTheJobAndItsPod_data()
    {
        QTest::addColumn<QJsonObject>("status");
        QTest::addColumn<bool>("deleting");
        QTest::addColumn<int>("podExitCode"); // -1: no ended pod
        QTest::addColumn<QString>("state");
        QTest::newRow("an active job is running")
            << QJsonObject { { QStringLiteral("active"), 1 } } << false << -1 << QStringLiteral("running");
        QTest::newRow("a complete job succeeded")
            << condition(QStringLiteral("Complete"), QStringLiteral("Completed")) << false << 0
            << QStringLiteral("succeeded");
        QTest::newRow("a failed job shows its pod's exit code")
            << condition(QStringLiteral("Failed"), QStringLiteral("BackoffLimitExceeded")) << false << 3
            << QStringLiteral("failed (exit 3)");
        QTest::newRow("a failed job without an ended pod shows the reason")
            << condition(QStringLiteral("Failed"), QStringLiteral("DeadlineExceeded")) << false << -1
            << QStringLiteral("failed (DeadlineExceeded)");
        QTest::newRow("a job being deleted is deleting")
            << QJsonObject { { QStringLiteral("active"), 1 } } << true << -1 << QStringLiteral("deleting");
    }
    void rowStateFollowsTheJobAndItsPod()
    {
        QFETCH(QJsonObject, status);
        QFETCH(bool, deleting);
        QFETCH(int, podExitCode);
        QFETCH(QString, state);
        const QString name = QStringLiteral("shop-run-0123456789");
        const QJsonArray pods = podExitCode < 0 ? QJsonArray() : QJsonArray { endedPod(name, podExitCode) };
        const QList<RunRow> rows = RunList::rows(
            list({ job(name, QStringLiteral("2026-12-01T10:00:00Z"), status, deleting) }), list(pods));
        QCOMPARE(rows.size(), 1);
        QCOMPARE(rows.first().state, state);
        QCOMPARE(rows.first().exitCode, podExitCode);
        QCOMPARE(rows.first().command, QStringLiteral("bin/migrate"));
        QCOMPARE(rows.first().created, QDateTime(QDate(2026, 12, 1), QTime(10, 0), Qt::UTC));
    }

    void rowsAreNewestFirstAndTheTableShowsAges()
    {
        const QJsonObject active { { QStringLiteral("active"), 1 } };
        const QList<RunRow> rows
            = RunList::rows(list({ job(QStringLiteral("old"), QStringLiteral("2026-12-01T08:00:00Z"), active),
                                job(QStringLiteral("new"), QStringLiteral("2026-12-01T09:59:30Z"), active) }),
                QByteArray());
        QCOMPARE(rows.size(), 2);
        QCOMPARE(rows.at(0).name, QStringLiteral("new"));
        const QString table = RunList::table(
            QStringLiteral("shop"), rows, QDateTime(QDate(2026, 12, 1), QTime(10, 0), Qt::UTC));
        const QStringList lines = table.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 3);
        QVERIFY2(lines.at(0).startsWith(QStringLiteral("NAME")), qPrintable(table));
        QVERIFY2(lines.at(1).contains(QStringLiteral(" 30s ")), qPrintable(table));
        QVERIFY2(lines.at(2).contains(QStringLiteral(" 2h ")), qPrintable(table));
        QCOMPARE(
            RunList::table(QStringLiteral("shop"), {}, QDateTime()), QStringLiteral("no runs of shop\n"));
    }

    void ageUsesTheLargestWholeUnit_data()
    {
        QTest::addColumn<qint64>("seconds");
        QTest::addColumn<QString>("age");
        QTest::newRow("under two minutes in seconds") << qint64(119) << QStringLiteral("119s");
        QTest::newRow("under two hours in minutes") << qint64(7199) << QStringLiteral("119m");
        QTest::newRow("under two days in hours") << qint64(3 * 3600) << QStringLiteral("3h");
        QTest::newRow("days after that") << qint64(5 * 86400) << QStringLiteral("5d");
        QTest::newRow("a clock skew is zero") << qint64(-5) << QStringLiteral("0s");
    }
    void ageUsesTheLargestWholeUnit()
    {
        QFETCH(qint64, seconds);
        QFETCH(QString, age);
        QCOMPARE(RunList::age(seconds), age);
    }

    void listShowsRealRunsWithTheirStates()
    {
        QVERIFY(startRun(QStringLiteral("aaaaaaaaaa"), QStringLiteral("exit 3")));
        QVERIFY(startRun(QStringLiteral("bbbbbbbbbb"), QStringLiteral("echo ok")));
        QVERIFY(startRun(QStringLiteral("cccccccccc"), QStringLiteral("sleep 30")));
        QTRY_COMPARE_WITH_TIMEOUT(
            stateOf(QStringLiteral("shop-run-aaaaaaaaaa")), QStringLiteral("failed (exit 3)"), 20000);
        QTRY_COMPARE_WITH_TIMEOUT(
            stateOf(QStringLiteral("shop-run-bbbbbbbbbb")), QStringLiteral("succeeded"), 20000);
        const QList<RunRow> rows = listed();
        QCOMPARE(rows.size(), 3);
        QCOMPARE(stateOf(QStringLiteral("shop-run-cccccccccc")), QStringLiteral("running"));
        for (const RunRow &r : rows)
            QVERIFY2(r.command.startsWith(QStringLiteral("/bin/sh -c")), qPrintable(r.command));
    }

    void stopDeletesOnlyARunJobOfTheApp_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("ok");
        QTest::newRow("a run job of the app is deleted") << QStringLiteral("shop-run-cccccccccc") << true;
        QTest::newRow("a name that is no run job is refused") << QStringLiteral("shop-web") << false;
    }
    void stopDeletesOnlyARunJobOfTheApp()
    {
        QFETCH(QString, name);
        QFETCH(bool, ok);
        QVERIFY(startRun(QStringLiteral("cccccccccc"), QStringLiteral("sleep 30")));
        Plan plan;
        QString error;
        QVERIFY(RunList::stopPlan(RunFixtures::project(), DeployFixtures::options(*m_cluster),
            QStringLiteral("shop"), name, &plan, &error));
        m_cluster->clearCalls();
        const RunResult result = runPlan(plan);
        QCOMPARE(result.ok, ok);
        const QStringList kubectl = DeployFixtures::commandLines(*m_cluster, QStringLiteral("kubectl"));
        const QStringList deletes = kubectl.filter(QStringLiteral(" delete job "));
        if (ok) {
            QCOMPARE(deletes.size(), 1);
            QVERIFY2(deletes.first().contains(QStringLiteral("--wait=false --cascade=background")),
                qPrintable(deletes.first()));
            QVERIFY(m_cluster->object(QStringLiteral("shop"), QStringLiteral("Job"), name).isEmpty());
        } else {
            QVERIFY2(result.message.contains(QStringLiteral("no run Job shop-web of shop in namespace shop")),
                qPrintable(result.message));
            QVERIFY(deletes.isEmpty());
            QCOMPARE(stateOf(QStringLiteral("shop-run-cccccccccc")), QStringLiteral("running"));
        }
    }

    void logsPlanPrintsTheOutputOfOneRunJob()
    {
        QVERIFY(startRun(QStringLiteral("dddddddddd"), QStringLiteral("echo first; echo second")));
        QTRY_COMPARE_WITH_TIMEOUT(
            stateOf(QStringLiteral("shop-run-dddddddddd")), QStringLiteral("succeeded"), 20000);
        Plan plan;
        QString error;
        QVERIFY(RunList::logsPlan(RunFixtures::project(), DeployFixtures::options(*m_cluster),
            QStringLiteral("shop"), QStringLiteral("shop-run-dddddddddd"), &plan, &error));
        QCOMPARE(plan.steps.size(), 1);
        QVERIFY2(plan.steps.first()
                     .argv.join(QLatin1Char(' '))
                     .endsWith(QStringLiteral("--namespace shop logs -f job/shop-run-dddddddddd")),
            qPrintable(plan.steps.first().argv.join(QLatin1Char(' '))));
        Runner runner;
        runner.setBaseEnvironment(m_cluster->environment());
        QStringList lines;
        connect(&runner, &Runner::stepOutput, this, [&lines](int, const QString &line, bool isStderr) {
            if (!isStderr)
                lines.append(line);
        });
        QSignalSpy finished(&runner, &Runner::finished);
        QVERIFY(runner.start(plan));
        QVERIFY(finished.wait(WaitMs));
        QVERIFY(finished.first().first().value<RunResult>().ok);
        QCOMPARE(lines, (QStringList { QStringLiteral("first"), QStringLiteral("second") }));
    }

    void anUnknownAppIsRefusedBeforeAnythingRuns()
    {
        Plan plan;
        QString error;
        QVERIFY(!RunList::listPlan(RunFixtures::project(), DeployFixtures::options(*m_cluster),
            QStringLiteral("nope"), std::make_shared<QList<RunRow>>(), &plan, &error));
        QCOMPARE(error, QStringLiteral("no app \"nope\" in the project"));
    }
};

QTEST_GUILESS_MAIN(TestRunList)
#include "tst_runlist.moc"
