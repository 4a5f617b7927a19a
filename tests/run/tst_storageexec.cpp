// SPDX-License-Identifier: GPL-3.0-or-later
// Storage exec (core/run/storageexec.h) against the cluster fake: the run Job mounts only the
// entry's claim at /data, attaches with a TTY, keeps the exit code; wrong entries are refused.

#include "clusterfixture.h"
#include "deployfixtures.h"
#include "job/pseudoterminal.h"
#include "job/runner.h"
#include "run/storageexec.h"
#include "runfixtures.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTest>

using namespace HelmDeck;

namespace {

const QString JobName = QStringLiteral("shop-run-00000000aa");

} // namespace

class TestStorageExec : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<TestUtil::ClusterFixture> m_cluster;

    RunRequest request(bool tty, bool keep) const
    {
        RunRequest r;
        r.appName = QStringLiteral("shop");
        r.command = QStringList { QStringLiteral("/bin/sh"), QStringLiteral("-c"),
            QStringLiteral("echo in-data; exit 3") };
        r.tty = tty;
        r.keep = keep;
        r.suffix = QStringLiteral("00000000aa");
        r.podPollIntervalMs = 100;
        r.environment = m_cluster->environment();
        return r;
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

    void theJobMountsOnlyTheEntryAtData_data()
    {
        QTest::addColumn<bool>("tty");
        QTest::newRow("attached with a terminal") << true;
        QTest::newRow("without a terminal") << false;
    }
    void theJobMountsOnlyTheEntryAtData()
    {
        QFETCH(bool, tty);
        RunPlan plan;
        QString error;
        QVERIFY2(StorageExec::plan(RunFixtures::project(), DeployFixtures::options(*m_cluster),
                     QStringLiteral("logs"), request(tty, true), &plan, &error),
            qPrintable(error));
        Runner runner;
        runner.setBaseEnvironment(m_cluster->environment());
        QByteArray screen;
        QStringList lines;
        connect(&runner, &Runner::terminalOpened, this, [&](int, PseudoTerminal *t) {
            connect(t, &PseudoTerminal::output, this, [&screen](const QByteArray &d) { screen += d; });
        });
        connect(
            &runner, &Runner::stepOutput, this, [&](int, const QString &line, bool) { lines.append(line); });
        QSignalSpy finished(&runner, &Runner::finished);
        QVERIFY(runner.start(plan.plan));
        QVERIFY(finished.wait(60000));
        QCOMPARE(plan.outcome->exitCode, 3);
        if (tty)
            QVERIFY2(screen.contains("in-data"), screen.constData());
        else
            QVERIFY2(lines.contains(QStringLiteral("in-data")), qPrintable(lines.join(QLatin1Char('\n'))));
        // kept (--keep), so its spec can be read back
        const QJsonObject job = m_cluster->object(QStringLiteral("shop"), QStringLiteral("Job"), JobName);
        const QJsonObject pod = job.value(QStringLiteral("spec"))
                                    .toObject()
                                    .value(QStringLiteral("template"))
                                    .toObject()
                                    .value(QStringLiteral("spec"))
                                    .toObject();
        const QJsonArray volumes = pod.value(QStringLiteral("volumes")).toArray();
        QCOMPARE(volumes.size(), 1);
        QCOMPARE(volumes.first()
                     .toObject()
                     .value(QStringLiteral("persistentVolumeClaim"))
                     .toObject()
                     .value(QStringLiteral("claimName"))
                     .toString(),
            QStringLiteral("logs"));
        const QJsonArray mounts = pod.value(QStringLiteral("containers"))
                                      .toArray()
                                      .first()
                                      .toObject()
                                      .value(QStringLiteral("volumeMounts"))
                                      .toArray();
        QCOMPARE(mounts.size(), 1);
        QCOMPARE(
            mounts.first().toObject().value(QStringLiteral("mountPath")).toString(), QStringLiteral("/data"));
        QCOMPARE(pod.value(QStringLiteral("containers"))
                     .toArray()
                     .first()
                     .toObject()
                     .value(QStringLiteral("tty"))
                     .toBool(),
            tty);
    }

    void thePodRunsAsTheEntrysOwner_data()
    {
        QTest::addColumn<QString>("owner");
        QTest::addColumn<int>("id"); // uid and gid; -1: no securityContext
        QTest::newRow("herokuish is 32767") << QStringLiteral("herokuish") << 32767;
        QTest::newRow("heroku is 1000") << QStringLiteral("heroku") << 1000;
        QTest::newRow("paketo is 2000") << QStringLiteral("paketo") << 2000;
        QTest::newRow("Dokku's packeto is 2000 too") << QStringLiteral("packeto") << 2000;
        QTest::newRow("root is 0") << QStringLiteral("root") << 0;
        QTest::newRow("a uid:gid pair is taken as it is") << QStringLiteral("1001:1001") << 1001;
        QTest::newRow("false leaves the image's user") << QStringLiteral("false") << -1;
        QTest::newRow("no owner leaves the image's user") << QString() << -1;
    }
    void thePodRunsAsTheEntrysOwner()
    {
        QFETCH(QString, owner);
        QFETCH(int, id);
        Project project = RunFixtures::project();
        project.storage[1].owner = owner; // "logs"
        RunPlan plan;
        QString error;
        QVERIFY2(StorageExec::plan(project, DeployFixtures::options(*m_cluster), QStringLiteral("logs"),
                     request(false, true), &plan, &error),
            qPrintable(error));
        const DeployFixtures::Run r = DeployFixtures::run(plan.plan, *m_cluster);
        QCOMPARE(plan.outcome->exitCode, 3);
        const QJsonObject job = m_cluster->object(QStringLiteral("shop"), QStringLiteral("Job"), JobName);
        const QJsonObject pod = job.value(QStringLiteral("spec"))
                                    .toObject()
                                    .value(QStringLiteral("template"))
                                    .toObject()
                                    .value(QStringLiteral("spec"))
                                    .toObject();
        QVERIFY(!pod.isEmpty());
        if (id < 0) { // the app's secure defaults, but no user of HelmDeck's choosing
            const QJsonObject security = pod.value(QStringLiteral("securityContext")).toObject();
            QVERIFY(!security.contains(QStringLiteral("runAsUser")));
            QVERIFY(!security.contains(QStringLiteral("runAsGroup")));
            QVERIFY(!security.contains(QStringLiteral("fsGroup")));
            return;
        }
        const QJsonObject security = pod.value(QStringLiteral("securityContext")).toObject();
        QCOMPARE(security.value(QStringLiteral("runAsUser")).toInt(-1), id);
        QCOMPARE(security.value(QStringLiteral("runAsGroup")).toInt(-1), id);
        QCOMPARE(security.value(QStringLiteral("fsGroup")).toInt(-1), id);
    }

    void anUnknownOwnerIsRefusedBeforeAnythingRuns()
    {
        Project project = RunFixtures::project();
        project.storage[1].owner = QStringLiteral("bob");
        RunPlan plan;
        QString message;
        QVERIFY(!StorageExec::plan(project, DeployFixtures::options(*m_cluster), QStringLiteral("logs"),
            request(true, false), &plan, &message));
        QVERIFY2(message.startsWith(QStringLiteral("storage[logs].owner: unknown storage owner \"bob\"")),
            qPrintable(message));
    }

    void wrongEntriesAreRefusedBeforeAnythingRuns_data()
    {
        QTest::addColumn<QString>("entry");
        QTest::addColumn<QString>("error");
        QTest::newRow("an unknown entry")
            << QStringLiteral("nope") << QStringLiteral("no storage entry \"nope\" in the project");
        QTest::newRow("an entry in another namespace")
            << QStringLiteral("elsewhere")
            << QStringLiteral("storage entry elsewhere is in namespace other, app shop in shop: a pod mounts "
                              "only claims of its own namespace");
    }
    void wrongEntriesAreRefusedBeforeAnythingRuns()
    {
        QFETCH(QString, entry);
        QFETCH(QString, error);
        Project project = RunFixtures::project();
        StorageEntry other;
        other.name = QStringLiteral("elsewhere");
        other.size = QStringLiteral("1Gi");
        other.kubeNamespace = QStringLiteral("other");
        project.storage.append(other);
        RunPlan plan;
        QString message;
        QVERIFY(!StorageExec::plan(
            project, DeployFixtures::options(*m_cluster), entry, request(true, false), &plan, &message));
        QCOMPARE(message, error);
    }
};

QTEST_GUILESS_MAIN(TestStorageExec)
#include "tst_storageexec.moc"
