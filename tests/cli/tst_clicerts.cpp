// SPDX-License-Identifier: GPL-3.0-or-later
// `helmdeck certs import|show|remove`: the key into the keychain and never into the project file or
// the output, the chain's path into routing.certificate, a key of another certificate refused with
// nothing changed. Needs the keychain (dbus-run-session with an unlocked gnome-keyring, as the
// README's test command runs it); HELMDECK_TEST_NO_KEYCHAIN=1 checks the refusal without one.
#include "certfixture.h"
#include "chartfixtures.h"
#include "clitestutil.h"

#include "secrets/secretkey.h"
#include "secrets/secretstore.h"

#include <QDir>
#include <QFile>
#include <QTest>

#include <sys/stat.h>

using namespace HelmDeck;

namespace {

bool keychainExpected()
{
    return qgetenv("HELMDECK_TEST_NO_KEYCHAIN") != "1";
}

QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

const QByteArray ProjectYaml = "schemaVersion: 1\n"
                               "apps:\n"
                               "  - name: shop\n"
                               "    image: registry.example.com/shop:1\n"
                               "    processes:\n"
                               "      - name: web\n"
                               "        command: gunicorn app:app\n"
                               "        ports: [\"http:80:5000\"]\n"
                               "    domains:\n"
                               "      - host: www.example.com\n"
                               "        tls: imported\n";

} // namespace

class TestCliCerts : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(m_certs.isValid(), qPrintable(m_certs.error()));
        m_www = m_certs.make(QStringLiteral("www"), { QStringLiteral("www.example.com") });
        m_other = m_certs.make(QStringLiteral("other"), { QStringLiteral("www.example.com") });
        m_api = m_certs.make(QStringLiteral("api"), { QStringLiteral("api.example.com") });
        QVERIFY2(m_www.ok && m_other.ok && m_api.ok, qPrintable(m_certs.error()));
    }

    void importRefusesBeforeAnythingChanges_data()
    {
        QTest::addColumn<QString>("cert"); // www | api
        QTest::addColumn<QString>("key"); // www | fifo | zero
        QTest::addColumn<QString>("message");
        QTest::newRow("a key that is a FIFO is refused at once, never read")
            << QStringLiteral("www") << QStringLiteral("fifo") << QStringLiteral("FIFO");
        QTest::newRow("a key that links to /dev/zero is refused as a device")
            << QStringLiteral("www") << QStringLiteral("zero") << QStringLiteral("device");
        QTest::newRow("a chain that does not cover a tls: imported domain is refused") << QStringLiteral(
            "api") << QStringLiteral("api") << QStringLiteral("does not cover www.example.com");
    }
    void importRefusesBeforeAnythingChanges()
    {
        QFETCH(QString, cert);
        QFETCH(QString, key);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const QString projectPath = dir.filePath(QStringLiteral("helmdeck.yaml"));
        QFile project(projectPath);
        QVERIFY(project.open(QIODevice::WriteOnly));
        project.write(ProjectYaml);
        project.close();
        const TestUtil::CertFixture::Pair &pair = cert == QLatin1String("api") ? m_api : m_www;
        QString keyPath = pair.keyPath;
        if (key == QLatin1String("fifo")) {
            keyPath = dir.filePath(QStringLiteral("fifo.key"));
            QVERIFY(::mkfifo(QFile::encodeName(keyPath).constData(), 0600) == 0);
        } else if (key == QLatin1String("zero")) {
            keyPath = dir.filePath(QStringLiteral("zero.key"));
            QVERIFY(QFile::link(QStringLiteral("/dev/zero"), keyPath));
        }
        const CliTest::Run r
            = CliTest::run({ QStringLiteral("certs"), QStringLiteral("import"), QStringLiteral("shop"),
                               QStringLiteral("--cert"), pair.certPath, QStringLiteral("--key"), keyPath,
                               QStringLiteral("--project"), projectPath },
                CliTest::environment(), dir.path());
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(message.toUtf8()), r.err.constData());
        QCOMPARE(readFile(projectPath), ProjectYaml); // nothing changed
        SecretStore store;
        QVERIFY(store.readSync(SecretKey::tls(SecretKey::projectKeyFor(projectPath), QStringLiteral("shop")))
                    .status
            != SecretStore::Status::Ok);
    }

    void importShowRenderAndRemove()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QDir(dir.path()).mkpath(QStringLiteral("certs"));
        const QString chain = dir.filePath(QStringLiteral("certs/www.pem"));
        QVERIFY(QFile::copy(m_www.certPath, chain));
        const QString projectPath = dir.filePath(QStringLiteral("helmdeck.yaml"));
        QFile project(projectPath);
        QVERIFY(project.open(QIODevice::WriteOnly));
        project.write(ProjectYaml);
        project.close();

        const CliTest::Run imported
            = CliTest::run({ QStringLiteral("certs"), QStringLiteral("import"), QStringLiteral("shop"),
                               QStringLiteral("--cert"), QStringLiteral("certs/www.pem"),
                               QStringLiteral("--key"), m_www.keyPath },
                CliTest::environment(), dir.path());
        if (!keychainExpected()) {
            QCOMPARE(imported.exitCode, 1);
            QVERIFY2(imported.err.contains("would be lost"), imported.err.constData());
            QCOMPARE(readFile(projectPath), ProjectYaml); // nothing changed
            return;
        }
        QVERIFY2(imported.exitCode == 0, imported.err.constData());
        QVERIFY2(imported.err.contains("covers www.example.com"), imported.err.constData());
        const QByteArray written = readFile(projectPath);
        QVERIFY2(written.contains("certificate: \"certs/www.pem\""), written.constData());
        QVERIFY(!TestUtil::CertFixture::leaks(written, m_www.keyPem));
        QVERIFY(!TestUtil::CertFixture::leaks(imported.out + imported.err, m_www.keyPem));
        SecretStore store;
        const SecretKey key = SecretKey::tls(SecretKey::projectKeyFor(projectPath), QStringLiteral("shop"));
        const SecretStore::Result stored = store.readSync(key);
        QVERIFY2(stored.ok(), qPrintable(stored.error));
        QCOMPARE(stored.value.toUtf8(), m_www.keyPem);

        const CliTest::Run shown = CliTest::run({ QStringLiteral("certs"), QStringLiteral("show"),
            QStringLiteral("shop"), QStringLiteral("--project"), projectPath });
        QVERIFY2(shown.exitCode == 0, shown.err.constData());
        QVERIFY2(shown.out.contains("hosts: www.example.com\n"), shown.out.constData());
        QVERIFY(shown.out.contains("key: in the keychain\n"));
        QVERIFY(shown.out.contains("domain: www.example.com (covered)\n"));
        QVERIFY(shown.out.contains("expires: "));
        QVERIFY(!TestUtil::CertFixture::leaks(shown.out + shown.err, m_www.keyPem));

        // render reads the key from the keychain: tls-shop is rendered, its data masked
        const QString helm = ChartFixtures::helmPath(4);
        if (helm.isEmpty())
            QFAIL(qPrintable(ChartFixtures::helmMissing(4)));
        const CliTest::Run rendered
            = CliTest::run({ QStringLiteral("render"), projectPath, QStringLiteral("--helm"), helm });
        QVERIFY2(rendered.exitCode == 0, rendered.err.constData());
        QVERIFY2(rendered.out.contains("name: \"tls-shop\""), rendered.out.constData());
        QVERIFY(rendered.out.contains("type: kubernetes.io/tls"));
        QVERIFY(!TestUtil::CertFixture::leaks(rendered.out + rendered.err, m_www.keyPem));
        QVERIFY(!rendered.err.contains("no value stored in the keychain"));

        // another certificate's key is refused, and nothing changes
        const CliTest::Run refused = CliTest::run({ QStringLiteral("certs"), QStringLiteral("import"),
            QStringLiteral("shop"), QStringLiteral("--cert"), m_www.certPath, QStringLiteral("--key"),
            m_other.keyPath, QStringLiteral("--project"), projectPath });
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.contains("does not belong to the certificate"), refused.err.constData());
        QCOMPARE(readFile(projectPath), written);
        QCOMPARE(store.readSync(key).value.toUtf8(), m_www.keyPem);

        const CliTest::Run removed = CliTest::run({ QStringLiteral("certs"), QStringLiteral("remove"),
            QStringLiteral("shop"), QStringLiteral("--project"), projectPath });
        QVERIFY2(removed.exitCode == 0, removed.err.constData());
        QVERIFY2(removed.err.contains("still have tls: imported"), removed.err.constData());
        QVERIFY(!readFile(projectPath).contains("certificate:"));
        QCOMPARE(store.readSync(key).status, SecretStore::Status::NotFound);
        const CliTest::Run gone = CliTest::run({ QStringLiteral("certs"), QStringLiteral("show"),
            QStringLiteral("shop"), QStringLiteral("--project"), projectPath });
        QCOMPARE(gone.exitCode, 1);
        QVERIFY(gone.err.contains("has no imported certificate"));
    }

    void badInvocationsAreUsageOrErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        QTest::newRow("an unknown action is a usage error")
            << QStringList { QStringLiteral("certs"), QStringLiteral("frob"), QStringLiteral("shop") } << 2
            << QStringLiteral("unknown certs subcommand \"frob\"; the subcommands are import, show, remove");
        QTest::newRow("import without --key is a usage error") << QStringList { QStringLiteral("certs"),
            QStringLiteral("import"), QStringLiteral("shop"), QStringLiteral("--cert"),
            QStringLiteral("www.pem") } << 2 << QStringLiteral("needs --cert");
        QTest::newRow("an unknown app is an error")
            << QStringList { QStringLiteral("certs"), QStringLiteral("show"), QStringLiteral("nope") } << 1
            << QStringLiteral("no app named \"nope\"");
    }
    void badInvocationsAreUsageOrErrors()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        QTemporaryDir dir;
        QFile project(dir.filePath(QStringLiteral("helmdeck.yaml")));
        QVERIFY(project.open(QIODevice::WriteOnly));
        project.write(ProjectYaml);
        project.close();
        const CliTest::Run r = CliTest::run(args, CliTest::environment(), dir.path());
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY2(r.err.contains(message.toUtf8()), r.err.constData());
    }

private:
    TestUtil::CertFixture m_certs;
    TestUtil::CertFixture::Pair m_www, m_other, m_api;
};

QTEST_GUILESS_MAIN(TestCliCerts)
#include "tst_clicerts.moc"
