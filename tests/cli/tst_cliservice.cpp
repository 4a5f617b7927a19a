// SPDX-License-Identifier: GPL-3.0-or-later
// `helmdeck service connect|export|import|status` as a user runs them, against the cluster fake.
#include "../run/servicefixtures.h"
#include "clitestutil.h"
#include "clusterfixture.h"
#include "io/projectfile.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace HelmDeck;

class TestCliService : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<TestUtil::ClusterFixture> m_cluster;
    std::unique_ptr<QTemporaryDir> m_home;
    QProcessEnvironment m_env;
    QString m_project;

    /** `helmdeck service ARGS --project P --context test`. */
    CliTest::Run service(const QStringList &args) const
    {
        return CliTest::run(QStringList { QStringLiteral("service") } + args
                + QStringList { QStringLiteral("--project"), m_project, QStringLiteral("--context"),
                    QStringLiteral("test") },
            m_env);
    }
    QString path(const QString &name) const { return QDir(m_home->path()).filePath(name); }

private Q_SLOTS:
    void init()
    {
        m_cluster = std::make_unique<TestUtil::ClusterFixture>(4);
        QVERIFY2(m_cluster->isValid(), qPrintable(m_cluster->error()));
        ServiceFixtures::deployServices(*m_cluster);
        m_home = std::make_unique<QTemporaryDir>();
        m_env = m_cluster->environment();
        m_env.insert(QStringLiteral("HOME"), m_home->path());
        m_env.insert(QStringLiteral("KUBECONFIG"), path(QStringLiteral("no-kubeconfig")));
        m_env.insert(QStringLiteral("XDG_CONFIG_HOME"), path(QStringLiteral("config")));
        m_env.insert(QStringLiteral("HELMDECK_HELM"), m_cluster->binDir() + QStringLiteral("/helm"));
        m_env.insert(QStringLiteral("HELMDECK_KUBECTL"), m_cluster->binDir() + QStringLiteral("/kubectl"));
        m_project = path(QStringLiteral("helmdeck.yaml"));
        QString error;
        QVERIFY2(ProjectFile::save(ServiceFixtures::project(), m_project, &error), qPrintable(error));
    }
    void cleanup()
    {
        m_cluster.reset();
        m_home.reset();
    }

    void exportWritesTheDumpAndImportNeedsYes()
    {
        const QByteArray dump = ServiceFixtures::dumpBytes(1500000);
        m_cluster->setServiceDump(QStringLiteral("shop"), QStringLiteral("shop-postgres-0"), dump);
        const QString out = path(QStringLiteral("shop.dump"));
        CliTest::Run r = service({ QStringLiteral("export"), QStringLiteral("shop"),
            QStringLiteral("postgres"), QStringLiteral("--output"), out });
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.err.contains("received 1.00 MiB"), r.err.constData());
        QFile file(out);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readAll() == dump);

        r = service({ QStringLiteral("import"), QStringLiteral("shop"), QStringLiteral("postgres"),
            QStringLiteral("--input"), out });
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(
            r.err.contains("importing replaces database shop of app shop in namespace shop: confirm it first "
                           "(pass --yes)"),
            r.err.constData());
        QVERIFY(m_cluster->callsOf(QStringLiteral("pg_restore")).isEmpty());

        r = service({ QStringLiteral("import"), QStringLiteral("shop"), QStringLiteral("postgres"),
            QStringLiteral("--input"), out, QStringLiteral("--yes") });
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const auto restores = m_cluster->callsOf(QStringLiteral("pg_restore"));
        QCOMPARE(restores.size(), 1);
        QVERIFY(restores.first().stdinData == dump);
        for (const auto &call : m_cluster->calls())
            QVERIFY(!call.argv.join(QLatin1Char(' ')).contains(ServiceFixtures::postgresPassword()));
    }

    void statusPrintsEveryBundledServiceOnStdout()
    {
        const CliTest::Run r = service({ QStringLiteral("status"), QStringLiteral("shop") });
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.out.startsWith(
                     "postgres shop-postgres in shop: ready 1/1\n  pod shop-postgres-0: Running, ready\n"),
            r.out.constData());
        QVERIFY2(r.out.contains("valkey shop-valkey in shop: ready 1/1\n"), r.out.constData());
        QVERIFY2(r.out.contains("  image docker.io/valkey/valkey:8 (version 8)\n"), r.out.constData());
    }

    void usageAndRefusals_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("message");
        QTest::newRow("no action") << QStringList() << 2 << QStringLiteral("service needs an ACTION");
        QTest::newRow("an unknown action is named and the actions listed")
            << QStringList { QStringLiteral("frobnicate"), QStringLiteral("shop") } << 2
            << QStringLiteral("unknown action frobnicate; the actions are connect, export, import, status");
        QTest::newRow("export without --output")
            << QStringList { QStringLiteral("export"), QStringLiteral("shop"), QStringLiteral("postgres") }
            << 2 << QStringLiteral("service export needs --output FILE");
        QTest::newRow("connect without a kind") << QStringList { QStringLiteral("connect"),
            QStringLiteral("shop") } << 2 << QStringLiteral("service connect takes an APP and a KIND");
        QTest::newRow("an external service")
            << QStringList { QStringLiteral("connect"), QStringLiteral("api"), QStringLiteral("postgres") }
            << 1 << QStringLiteral("is external");
        QTest::newRow("a Valkey import")
            << QStringList { QStringLiteral("import"), QStringLiteral("shop"), QStringLiteral("valkey"),
                   QStringLiteral("--input"), QStringLiteral("/etc/hostname"), QStringLiteral("--yes") }
            << 1 << QStringLiteral("importing into Valkey is not supported");
    }
    void usageAndRefusals()
    {
        QFETCH(QStringList, args);
        QFETCH(int, code);
        QFETCH(QString, message);
        const CliTest::Run r = service(args);
        QCOMPARE(r.exitCode, code);
        QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
        QVERIFY(m_cluster->callsOf(QStringLiteral("pg_restore")).isEmpty());
    }

    void connectDryRunShowsTheSessionWithoutAPassword()
    {
        const CliTest::Run r = service({ QStringLiteral("connect"), QStringLiteral("shop"),
            QStringLiteral("valkey"), QStringLiteral("--dry-run") });
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.out.contains("exec -i -t shop-valkey-0 -c valkey -- env TERM=xterm-256color"),
            r.out.constData());
        QVERIFY2(r.out.contains("REDISCLI_AUTH=\"$VALKEY_PASSWORD\" exec valkey-cli"), r.out.constData());
        QVERIFY(!r.out.contains(ServiceFixtures::valkeyPassword().toUtf8()));
    }
};

QTEST_GUILESS_MAIN(TestCliService)
#include "tst_cliservice.moc"
