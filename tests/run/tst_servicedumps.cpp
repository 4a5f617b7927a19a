// SPDX-License-Identifier: GPL-3.0-or-later
// Service export and import (core/run/servicecommands.h) end to end against the cluster fake: the
// dump's bytes arrive intact under the real name only, a failed dump leaves no file, an import
// sends the file's bytes and is refused unconfirmed, and no password is on any argv.

#include "clusterfixture.h"
#include "deployfixtures.h"
#include "run/servicecommands.h"
#include "servicefixtures.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace HelmDeck;

namespace {

ServiceTarget target(BackingService::Kind kind)
{
    ServiceTarget t;
    QString error;
    ServiceCommands::resolve(ServiceFixtures::project(), DeployOptions(), QStringLiteral("shop"),
        BackingService::kindName(kind), &t, &error);
    return t;
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void write(const QString &path, const QByteArray &data)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(data);
}

} // namespace

class TestServiceDumps : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<TestUtil::ClusterFixture> m_cluster;
    std::unique_ptr<QTemporaryDir> m_dir;

    ServiceCommands commands() const
    {
        const DeployOptions o = DeployFixtures::options(*m_cluster);
        return ServiceCommands(o.kubectl, o.target);
    }
    /** The fake's `kubectl exec` calls (tool detection runs `kubectl version` before any plan). */
    QList<TestUtil::ClusterFixture::Call> execCalls() const
    {
        QList<TestUtil::ClusterFixture::Call> out;
        for (const auto &call : m_cluster->callsOf(QStringLiteral("kubectl"))) {
            if (call.argv.contains(QStringLiteral("exec")))
                out.append(call);
        }
        return out;
    }
    QStringList filesInDir() const { return QDir(m_dir->path()).entryList(QDir::Files | QDir::Hidden); }
    /** Every argv the fake recorded (kubectl and the pod clients), and no password in any. */
    void verifyNoPasswordOnArgv() const
    {
        int calls = 0;
        for (const auto &call : m_cluster->calls()) {
            ++calls;
            const QString line = call.argv.join(QLatin1Char(' '));
            QVERIFY2(!line.contains(ServiceFixtures::postgresPassword()), qPrintable(line));
            QVERIFY2(!line.contains(ServiceFixtures::valkeyPassword()), qPrintable(line));
        }
        QVERIFY(calls > 0);
    }

private Q_SLOTS:
    void init()
    {
        m_cluster = std::make_unique<TestUtil::ClusterFixture>(4);
        QVERIFY2(m_cluster->isValid(), qPrintable(m_cluster->error()));
        ServiceFixtures::deployServices(*m_cluster);
        m_dir = std::make_unique<QTemporaryDir>();
    }
    void cleanup()
    {
        m_cluster.reset();
        m_dir.reset();
    }

    void anExportWritesTheDumpsBytesUnderTheRealNameOnly_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("size");
        QTest::newRow("a 3 MiB pg_dump archive")
            << int(BackingService::Kind::PostgreSQL) << 3 * 1024 * 1024 + 17;
        QTest::newRow("a small Valkey RDB, read with the pod's own password")
            << int(BackingService::Kind::Valkey) << 4000;
    }
    void anExportWritesTheDumpsBytesUnderTheRealNameOnly()
    {
        QFETCH(int, kind);
        QFETCH(int, size);
        const ServiceTarget t = target(BackingService::Kind(kind));
        const QByteArray dump = ServiceFixtures::dumpBytes(size, t.isPostgres());
        m_cluster->setServiceDump(QStringLiteral("shop"), t.pod(), dump);
        const QString out = m_dir->filePath(QStringLiteral("shop.dump"));
        Plan plan;
        QString error;
        QVERIFY2(commands().exportPlan(t, out, &plan, &error), qPrintable(error));
        QVERIFY2(!plan.describe().contains(QLatin1String("Canary")), qPrintable(plan.describe()));
        const DeployFixtures::Run run = DeployFixtures::run(plan, *m_cluster);
        QVERIFY2(run.result.ok, qPrintable(run.result.message + run.output.join(QLatin1Char('\n'))));
        const QByteArray written = readAll(out);
        QCOMPARE(written.size(), dump.size());
        QVERIFY(written == dump);
        QCOMPARE(QFileInfo(out).permissions(),
            QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadUser
                | QFileDevice::WriteUser);
        QCOMPARE(filesInDir(), QStringList { QStringLiteral("shop.dump") }); // the temp name is gone
        QVERIFY2(run.output.contains(QStringLiteral("export: wrote %1 bytes (%2) to %3")
                                         .arg(size)
                                         .arg(QLocale::c().formattedDataSize(size), out)),
            qPrintable(run.output.join(QLatin1Char('\n'))));
        if (size > 1024 * 1024) // progress while the bytes arrive
            QVERIFY2(
                run.output.filter(QRegularExpression(QStringLiteral("^export: received [0-9.]+ MiB$"))).size()
                    >= 2,
                qPrintable(run.output.join(QLatin1Char('\n'))));
        const auto calls = execCalls();
        QCOMPARE(calls.size(), 1);
        QCOMPARE(calls.last().argv.mid(0, 9),
            (QStringList { QStringLiteral("--context"), QStringLiteral("test"), QStringLiteral("--namespace"),
                QStringLiteral("shop"), QStringLiteral("exec"), t.pod(), QStringLiteral("-c"), t.container(),
                QStringLiteral("--") }));
        verifyNoPasswordOnArgv();
    }

    void aFailedExportLeavesNoFileUnderTheRealName_data()
    {
        QTest::addColumn<bool>("existing");
        QTest::addColumn<QByteArray>("dump");
        QTest::addColumn<int>("failAfter");
        QTest::addColumn<QString>("message");
        QTest::newRow("the dump breaks off after 100 kB")
            << false << ServiceFixtures::dumpBytes(300000) << 100000
            << QStringLiteral("connection to server lost");
        QTest::newRow("the dump breaks off, an older export is kept as it was")
            << true << ServiceFixtures::dumpBytes(300000) << 5 << QStringLiteral("connection to server lost");
        QTest::newRow("what came back is not a pg_dump archive")
            << false << QByteArray("ERROR: out of memory\n") << -1
            << QStringLiteral("does not start like a pg_dump archive");
    }
    void aFailedExportLeavesNoFileUnderTheRealName()
    {
        QFETCH(bool, existing);
        QFETCH(QByteArray, dump);
        QFETCH(int, failAfter);
        QFETCH(QString, message);
        const ServiceTarget t = target(BackingService::Kind::PostgreSQL);
        m_cluster->setServiceDump(QStringLiteral("shop"), t.pod(), dump, failAfter);
        const QString out = m_dir->filePath(QStringLiteral("shop.dump"));
        if (existing)
            write(out, "PGDMP the older export");
        Plan plan;
        QString error;
        QVERIFY2(commands().exportPlan(t, out, &plan, &error), qPrintable(error));
        const DeployFixtures::Run run = DeployFixtures::run(plan, *m_cluster);
        QVERIFY(!run.result.ok);
        QVERIFY2(run.result.message.contains(message), qPrintable(run.result.message));
        if (existing) {
            QCOMPARE(readAll(out), QByteArray("PGDMP the older export"));
            QCOMPARE(filesInDir(), QStringList { QStringLiteral("shop.dump") });
        } else {
            QVERIFY(!QFileInfo::exists(out));
            QVERIFY2(filesInDir().isEmpty(), qPrintable(filesInDir().join(QLatin1Char(' '))));
        }
    }

    void anExportIsRefusedForAFolderOrAMissingFolder()
    {
        Plan plan;
        QString error;
        const ServiceTarget t = target(BackingService::Kind::PostgreSQL);
        QVERIFY(!commands().exportPlan(t, m_dir->path(), &plan, &error));
        QVERIFY2(error.contains(QLatin1String("is a folder")), qPrintable(error));
        QVERIFY(!commands().exportPlan(t, m_dir->filePath(QStringLiteral("no/such/x.dump")), &plan, &error));
        QVERIFY2(error.contains(QLatin1String("does not exist")), qPrintable(error));
        QVERIFY(execCalls().isEmpty());
    }

    void anImportSendsTheFilesBytesIntoTheRestore_data()
    {
        QTest::addColumn<QString>("fileName");
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("client");
        QTest::addColumn<QStringList>("flags");
        QTest::newRow("a pg_dump archive goes to pg_restore --clean --if-exists")
            << QStringLiteral("backup.dump") << ServiceFixtures::dumpBytes(2 * 1024 * 1024 + 5)
            << QStringLiteral("pg_restore")
            << QStringList { QStringLiteral("--clean"), QStringLiteral("--if-exists"), QStringLiteral("-d"),
                   QStringLiteral("shop") };
        QTest::newRow("a .sql file goes to psql, stopping at the first error")
            << QStringLiteral("schema.sql")
            << QByteArray("CREATE TABLE t (id int);\nINSERT INTO t VALUES (1);\n") << QStringLiteral("psql")
            << QStringList { QStringLiteral("ON_ERROR_STOP=1"), QStringLiteral("shop") };
    }
    void anImportSendsTheFilesBytesIntoTheRestore()
    {
        QFETCH(QString, fileName);
        QFETCH(QByteArray, content);
        QFETCH(QString, client);
        QFETCH(QStringList, flags);
        const QString in = m_dir->filePath(fileName);
        write(in, content);
        Plan plan;
        QString error;
        QVERIFY2(commands().importPlan(target(BackingService::Kind::PostgreSQL), in, true, &plan, &error),
            qPrintable(error));
        const DeployFixtures::Run run = DeployFixtures::run(plan, *m_cluster);
        QVERIFY2(run.result.ok, qPrintable(run.result.message));
        const auto calls = m_cluster->callsOf(client);
        QCOMPARE(calls.size(), 1);
        QCOMPARE(calls.first().stdinData.size(), content.size());
        QVERIFY(calls.first().stdinData == content);
        for (const QString &flag : flags)
            QVERIFY2(
                calls.first().argv.contains(flag), qPrintable(calls.first().argv.join(QLatin1Char(' '))));
        QCOMPARE(execCalls().size(), 1);
        QVERIFY(execCalls().first().argv.contains(QStringLiteral("-i")));
        verifyNoPasswordOnArgv();
    }

    void anImportIsRefusedBeforeAnythingRuns_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("fileName");
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<bool>("confirmed");
        QTest::addColumn<QString>("message");
        const int pg = int(BackingService::Kind::PostgreSQL);
        QTest::newRow("not confirmed: it names the database, app and namespace")
            << pg << QStringLiteral("backup.dump") << ServiceFixtures::dumpBytes(100) << false
            << QStringLiteral(
                   "importing replaces database shop of app shop in namespace shop: confirm it first");
        QTest::newRow("Valkey: an RDB is loaded only when the server starts")
            << int(BackingService::Kind::Valkey) << QStringLiteral("shop.rdb")
            << ServiceFixtures::dumpBytes(100, false) << true
            << QStringLiteral("importing into Valkey is not supported");
        QTest::newRow("a file that is neither an archive nor .sql")
            << pg << QStringLiteral("notes.txt") << QByteArray("hello") << true
            << QStringLiteral("neither a pg_dump custom-format archive");
        QTest::newRow("a missing file")
            << pg << QString() << QByteArray() << true << QStringLiteral("no such readable file");
    }
    void anImportIsRefusedBeforeAnythingRuns()
    {
        QFETCH(int, kind);
        QFETCH(QString, fileName);
        QFETCH(QByteArray, content);
        QFETCH(bool, confirmed);
        QFETCH(QString, message);
        QString in = m_dir->filePath(QStringLiteral("missing.dump"));
        if (!fileName.isEmpty()) {
            in = m_dir->filePath(fileName);
            write(in, content);
        }
        Plan plan;
        QString error;
        QVERIFY(!commands().importPlan(target(BackingService::Kind(kind)), in, confirmed, &plan, &error));
        QVERIFY2(error.contains(message), qPrintable(error));
        QVERIFY(plan.steps.isEmpty());
        QVERIFY(execCalls().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestServiceDumps)
#include "tst_servicedumps.moc"
