// SPDX-License-Identifier: GPL-3.0-or-later
// Service status and connect (core/run/servicestatus.h, servicecommands.h): which services a command
// reaches, the connect session's command line (credentials from the pod, none on argv), and the
// status report read from the fake's StatefulSet, pod and claim.

#include "clusterfixture.h"
#include "deployfixtures.h"
#include "job/pseudoterminal.h"
#include "job/runner.h"
#include "run/servicecommands.h"
#include "run/servicestatus.h"
#include "servicefixtures.h"

#include <QSignalSpy>
#include <QTest>

using namespace HelmDeck;

class TestServiceStatus : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<TestUtil::ClusterFixture> m_cluster;

    DeployOptions options() const { return DeployFixtures::options(*m_cluster); }
    ServiceTarget target(BackingService::Kind kind) const
    {
        ServiceTarget t;
        QString error;
        ServiceCommands::resolve(ServiceFixtures::project(), options(), QStringLiteral("shop"),
            BackingService::kindName(kind), &t, &error);
        return t;
    }
    QStringList statusLines(const QList<ServiceTarget> &targets)
    {
        const Plan plan = ServiceStatus::plan(options().kubectl, options().target, targets);
        const DeployFixtures::Run run = DeployFixtures::run(plan, *m_cluster);
        [&] { QVERIFY2(run.result.ok, qPrintable(run.result.message)); }();
        QStringList lines;
        for (const QString &line : run.output) {
            if (line.startsWith(QLatin1String("status: ")))
                lines << line.mid(8);
        }
        return lines;
    }

private Q_SLOTS:
    void init()
    {
        m_cluster = std::make_unique<TestUtil::ClusterFixture>(4);
        QVERIFY2(m_cluster->isValid(), qPrintable(m_cluster->error()));
    }
    void cleanup() { m_cluster.reset(); }

    void aServiceIsReachedOnlyWhenTheAppBundlesIt_data()
    {
        QTest::addColumn<QString>("app");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("error");
        QTest::newRow("the bundled PostgreSQL of shop")
            << QStringLiteral("shop") << QStringLiteral("postgres") << QString();
        QTest::newRow("the bundled Valkey of shop")
            << QStringLiteral("shop") << QStringLiteral("valkey") << QString();
        QTest::newRow("an app that is not in the project") << QStringLiteral(
            "blog") << QStringLiteral("postgres") << QStringLiteral("no app \"blog\" in the project");
        QTest::newRow("a kind HelmDeck has no service for")
            << QStringLiteral("shop") << QStringLiteral("mysql")
            << QStringLiteral("unknown service \"mysql\": postgres or valkey");
        QTest::newRow("an external service has no pod")
            << QStringLiteral("api") << QStringLiteral("postgres")
            << QStringLiteral(
                   "the postgres service of app api is external: HelmDeck has no pod to reach it through "
                   "(its URL is in DATABASE_URL)");
        QTest::newRow("an app without that service")
            << QStringLiteral("api") << QStringLiteral("valkey")
            << QStringLiteral("app api has no valkey service (services: in helmdeck.yaml)");
    }
    void aServiceIsReachedOnlyWhenTheAppBundlesIt()
    {
        QFETCH(QString, app);
        QFETCH(QString, kind);
        QFETCH(QString, error);
        ServiceTarget t;
        QString why;
        const bool ok = ServiceCommands::resolve(ServiceFixtures::project(), options(), app, kind, &t, &why);
        QCOMPARE(why, error);
        QCOMPARE(ok, error.isEmpty());
        if (ok) {
            QCOMPARE(t.pod(), QStringLiteral("shop-%1-0").arg(kind));
            QCOMPARE(t.container(), kind);
            QCOMPARE(t.kubeNamespace, QStringLiteral("shop"));
        }
    }

    void connectRunsTheClientWithThePodsOwnCredentials_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("script");
        QTest::addColumn<QString>("banner");
        QTest::newRow("psql as POSTGRES_USER to POSTGRES_DB")
            << int(BackingService::Kind::PostgreSQL)
            << QStringLiteral("exec psql -U \"$POSTGRES_USER\" -d \"$POSTGRES_DB\"")
            << QStringLiteral("fake psql: shop as shop");
        QTest::newRow("valkey-cli with VALKEYCLI_AUTH and REDISCLI_AUTH from VALKEY_PASSWORD")
            << int(BackingService::Kind::Valkey)
            << QStringLiteral(
                   "VALKEYCLI_AUTH=\"$VALKEY_PASSWORD\" REDISCLI_AUTH=\"$VALKEY_PASSWORD\" exec valkey-cli")
            << QStringLiteral("fake valkey-cli: connected");
    }
    void connectRunsTheClientWithThePodsOwnCredentials()
    {
        QFETCH(int, kind);
        QFETCH(QString, script);
        QFETCH(QString, banner);
        ServiceFixtures::deployServices(*m_cluster);
        const ServiceTarget t = target(BackingService::Kind(kind));
        const Plan plan = ServiceCommands(options().kubectl, options().target).connectPlan(t, 100, 30);
        QCOMPARE(plan.steps.size(), 1);
        const Step &step = plan.steps.first();
        QVERIFY(step.terminal);
        QCOMPARE(step.timeoutMs, 0);
        QCOMPARE(step.argv.mid(1, 9),
            (QStringList { QStringLiteral("--context"), QStringLiteral("test"), QStringLiteral("--namespace"),
                QStringLiteral("shop"), QStringLiteral("exec"), QStringLiteral("-i"), QStringLiteral("-t"),
                t.pod(), QStringLiteral("-c") }));
        QCOMPARE(step.argv.last(), script);
        QVERIFY(step.argv.contains(QStringLiteral("COLUMNS=100")));

        // through the fake: the client starts in the pod's env, and the session ends with the user's quit
        Runner runner;
        runner.setBaseEnvironment(m_cluster->environment());
        QByteArray screen;
        bool quitSent = false;
        connect(&runner, &Runner::terminalOpened, this, [&](int, PseudoTerminal *terminal) {
            connect(terminal, &PseudoTerminal::output, this, [&, terminal](const QByteArray &data) {
                screen += data;
                if (!quitSent && screen.contains(banner.toUtf8())) {
                    quitSent = true;
                    terminal->write(t.isPostgres() ? "\\q\n" : "quit\n");
                }
            });
        });
        QSignalSpy finished(&runner, &Runner::finished);
        QVERIFY(runner.start(plan));
        QVERIFY(finished.wait(60000));
        const RunResult result = finished.first().first().value<RunResult>();
        QVERIFY2(result.ok, qPrintable(result.message + QString::fromUtf8(screen)));
        QVERIFY2(screen.contains(banner.toUtf8()), screen.constData());
        for (const auto &call : m_cluster->calls()) {
            QVERIFY(!call.argv.join(QLatin1Char(' ')).contains(ServiceFixtures::valkeyPassword()));
            QVERIFY(!call.argv.join(QLatin1Char(' ')).contains(ServiceFixtures::postgresPassword()));
        }
    }

    void statusShowsTheStatefulSetPodClaimAndVersion()
    {
        ServiceFixtures::deployServices(*m_cluster);
        const QStringList lines
            = statusLines({ target(BackingService::Kind::PostgreSQL), target(BackingService::Kind::Valkey) });
        QCOMPARE(lines,
            (QStringList { QStringLiteral("postgres shop-postgres in shop: ready 1/1"),
                QStringLiteral("  pod shop-postgres-0: Running, ready"),
                QStringLiteral("  claim data-shop-postgres-0: Bound, 5Gi"),
                QStringLiteral("  image docker.io/library/postgres:17 (version 17)"),
                QStringLiteral("valkey shop-valkey in shop: ready 1/1"),
                QStringLiteral("  pod shop-valkey-0: Running, ready"),
                QStringLiteral("  claim data-shop-valkey-0: Bound, 5Gi"),
                QStringLiteral("  image docker.io/valkey/valkey:8 (version 8)") }));
    }

    void statusSaysWhatIsNotThere_data()
    {
        QTest::addColumn<QString>("scene");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("nothing deployed yet")
            << QStringLiteral("none")
            << QStringList { QStringLiteral(
                   "postgres shop-postgres in shop: not deployed (no StatefulSet shop-postgres)") };
        QTest::newRow("a pod that cannot pull its image, a claim still pending")
            << QStringLiteral("failing")
            << QStringList { QStringLiteral("postgres shop-postgres in shop: ready 0/1"),
                   QStringLiteral("  pod shop-postgres-0: Pending, not ready (ImagePullBackOff)"),
                   QStringLiteral("  claim data-shop-postgres-0: Pending, 5Gi"),
                   QStringLiteral("  image docker.io/library/postgres:18 (version 18)") };
    }
    void statusSaysWhatIsNotThere()
    {
        QFETCH(QString, scene);
        QFETCH(QStringList, expected);
        m_cluster->addNamespace(QStringLiteral("shop"));
        if (scene == QLatin1String("failing")) {
            m_cluster->addObject(ServiceFixtures::secret(BackingService::Kind::PostgreSQL));
            m_cluster->addObject(ServiceFixtures::statefulSet(
                BackingService::Kind::PostgreSQL, QStringLiteral("docker.io/library/postgres:18")));
            m_cluster->addPodFailure(QStringLiteral("shop-postgres"), QStringLiteral("ImagePullBackOff"),
                QStringLiteral("Back-off pulling image"));
            m_cluster->setPvcPhase(QStringLiteral("data-shop-postgres-0"), QStringLiteral("Pending"));
        }
        QCOMPARE(statusLines({ target(BackingService::Kind::PostgreSQL) }), expected);
    }
};

QTEST_GUILESS_MAIN(TestServiceStatus)
#include "tst_servicestatus.moc"
