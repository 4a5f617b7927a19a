// SPDX-License-Identifier: GPL-3.0-or-later
// `helmdeck rename` of an app with a bundled PostgreSQL, as a user runs it against the cluster fake
// with the system keychain (docs/project-file.md, "Renaming an app"): the new name's StatefulSet
// mounts the old claim with the old role and password, the project file pins them, the keychain
// entry moves to the new name, and a deploy afterwards reaches the same claim and password.
#include "clideployenv.h"
#include "clirunfixture.h"
#include "io/projectfile.h"
#include "secrets/secretkey.h"
#include "secrets/secretstore.h"
#include "secrets/servicecredentials.h"
#include "testutil.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace HelmDeck;

namespace {

using Run = TestUtil::CliRunFixture::Run;

using CliEnv = TestUtil::CliDeployEnv;

} // namespace

class TestCliRenameServices : public QObject
{
    Q_OBJECT

    static QString secretValue(const CliEnv &cli, const QString &name, const QString &key)
    {
        const QJsonObject secret
            = cli.cluster.object(QStringLiteral("default"), QStringLiteral("Secret"), name);
        return QString::fromUtf8(QByteArray::fromBase64(
            secret.value(QStringLiteral("data")).toObject().value(key).toString().toUtf8()));
    }

    static QString claimOf(const CliEnv &cli, const QString &statefulSet)
    {
        const QJsonObject sts
            = cli.cluster.object(QStringLiteral("default"), QStringLiteral("StatefulSet"), statefulSet);
        const QJsonArray volumes = sts.value(QStringLiteral("spec"))
                                       .toObject()
                                       .value(QStringLiteral("template"))
                                       .toObject()
                                       .value(QStringLiteral("spec"))
                                       .toObject()
                                       .value(QStringLiteral("volumes"))
                                       .toArray();
        for (const QJsonValue &v : volumes) {
            const QJsonObject claim = v.toObject().value(QStringLiteral("persistentVolumeClaim")).toObject();
            if (v.toObject().value(QStringLiteral("name")).toString() == QLatin1String("data")
                && !claim.isEmpty())
                return claim.value(QStringLiteral("claimName")).toString();
        }
        return QStringLiteral("(its own template)");
    }

private Q_SLOTS:
    void renameKeepsTheDatabaseAndMovesItsPassword()
    {
        SecretStore probe(SecretStore::Backend::SystemKeychain);
        QVERIFY2(probe.probeSync().ok() && probe.isPersistent(),
            "no system keychain: run under dbus-run-session with an unlocked gnome-keyring-daemon");
        CliEnv cli(4);
        QVERIFY2(cli.isValid(), qPrintable(cli.error()));
        ProjectLoadResult loaded = ProjectFile::load(cli.project);
        QVERIFY(loaded.ok);
        BackingService pg;
        pg.kind = BackingService::Kind::PostgreSQL;
        pg.envName = QStringLiteral("APP_DATABASE_URL"); // the example has a DATABASE_URL of its own
        loaded.project.apps[0].services = { pg };
        QVERIFY(ProjectFile::save(loaded.project, cli.project));

        Run r = cli.helmdeck({ QStringLiteral("deploy"), cli.project });
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QString password
            = secretValue(cli, QStringLiteral("guestbook-postgres"), QStringLiteral("POSTGRES_PASSWORD"));
        QCOMPARE(password.size(), ServiceCredentials::PasswordLength);

        r = cli.helmdeck({ QStringLiteral("rename"), QStringLiteral("visitors"), cli.project });
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("claim \"data-guestbook-postgres-0\"")), qPrintable(r.err));
        QCOMPARE(
            claimOf(cli, QStringLiteral("visitors-postgres")), QStringLiteral("data-guestbook-postgres-0"));
        QCOMPARE(secretValue(cli, QStringLiteral("visitors-postgres"), QStringLiteral("POSTGRES_PASSWORD")),
            password);
        QCOMPARE(secretValue(cli, QStringLiteral("visitors-postgres"), QStringLiteral("POSTGRES_USER")),
            QStringLiteral("guestbook"));
        const QByteArray file = TestUtil::readFile(cli.project);
        QVERIFY2(file.contains("claim: \"data-guestbook-postgres-0\""), file.constData());
        QVERIFY(file.contains("user: \"guestbook\""));
        QVERIFY(!file.contains(password.toUtf8()));
        const QString key = SecretKey::projectKeyFor(cli.project);
        SecretStore store(SecretStore::Backend::SystemKeychain);
        QCOMPARE(
            store.readSync(ServiceCredentials::key(key, QStringLiteral("visitors"), pg)).value, password);
        QCOMPARE(store.readSync(ServiceCredentials::key(key, QStringLiteral("guestbook"), pg)).status,
            SecretStore::Status::NotFound);

        r = cli.helmdeck({ QStringLiteral("deploy"), cli.project });
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(!r.err.contains(QStringLiteral("new password was generated")), qPrintable(r.err));
        QCOMPARE(
            claimOf(cli, QStringLiteral("visitors-postgres")), QStringLiteral("data-guestbook-postgres-0"));
        QCOMPARE(secretValue(cli, QStringLiteral("visitors-postgres"), QStringLiteral("POSTGRES_PASSWORD")),
            password);
        store.removeSync(ServiceCredentials::key(key, QStringLiteral("visitors"), pg));
    }
};

QTEST_GUILESS_MAIN(TestCliRenameServices)
#include "tst_clirenameservices.moc"
