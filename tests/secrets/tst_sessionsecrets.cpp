// SPDX-License-Identifier: GPL-3.0-or-later
// ProjectSecrets::fill against a store without a system keychain (the session store): nothing is
// made up. A bundled service's password kept only for the session would initialise a database no
// later session can reach, so it is reported missing like every other secret, never generated.
#include "secrets/projectsecrets.h"
#include "secrets/secretstore.h"

#include <QTest>

using namespace HelmDeck;

namespace {

const QString Key = QStringLiteral("/projects/guestbook/helmdeck.yaml");

Project project()
{
    App app;
    app.name = QStringLiteral("guestbook");
    BackingService postgres;
    postgres.kind = BackingService::Kind::PostgreSQL;
    BackingService valkey;
    valkey.kind = BackingService::Kind::Valkey;
    valkey.external = true;
    app.services = { postgres, valkey };
    app.pullSecret.registry = QStringLiteral("registry.example.com");
    app.pullSecret.username = QStringLiteral("deploy");
    app.routing.certificateFile = QStringLiteral("tls/www.pem");
    Project p;
    p.apps.append(app);
    return p;
}

} // namespace

class TestSessionSecrets : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void withoutAKeychainEverySecretIsMissing_data()
    {
        QTest::addColumn<QString>("fieldPath");
        QTest::newRow("a bundled PostgreSQL's password is missing, not generated")
            << QStringLiteral("apps[guestbook].services[postgres].password");
        QTest::newRow("an external Valkey's URL is missing")
            << QStringLiteral("apps[guestbook].services[valkey].url");
        QTest::newRow("the registry password is missing")
            << QStringLiteral("apps[guestbook].pullSecret.password");
        QTest::newRow("the imported certificate's key is missing")
            << QStringLiteral("apps[guestbook].routing.certificate");
    }
    void withoutAKeychainEverySecretIsMissing()
    {
        QFETCH(QString, fieldPath);
        SecretStore store(SecretStore::Backend::SessionOnly);
        QVERIFY(!store.isPersistent());
        Project filled = project();
        const ProjectSecrets::Report report
            = ProjectSecrets::fillSync(&store, &filled, SecretKey::projectKeyFor(Key));
        QVERIFY2(report.ok(), qPrintable(report.errors.join(QLatin1Char('\n'))));
        QVERIFY2(report.missing.contains(fieldPath), qPrintable(report.missing.join(QLatin1Char(' '))));
        QVERIFY(report.generated.isEmpty());
        for (const ProjectSecrets::Item &item :
            ProjectSecrets::items(filled, SecretKey::projectKeyFor(Key))) {
            if (item.fieldPath == fieldPath)
                QVERIFY2(ProjectSecrets::value(filled, item).isEmpty(), qPrintable(fieldPath));
        }
        // and nothing was written to the session store behind the report's back
        const ProjectSecrets::Report again
            = ProjectSecrets::fillSync(&store, &filled, SecretKey::projectKeyFor(Key));
        QVERIFY(again.missing.contains(fieldPath));
    }

    void aValueTypedThisSessionIsStillUsed()
    {
        // what the user types (e.g. on the Services page) is kept for the session and read back
        SecretStore store(SecretStore::Backend::SessionOnly);
        Project typed = project();
        typed.apps[0].services[0].credential = QStringLiteral("typed-password");
        const QString key = SecretKey::projectKeyFor(Key);
        QVERIFY(ProjectSecrets::storeSync(&store, Project(), typed, key).ok());
        Project filled = project();
        const ProjectSecrets::Report report = ProjectSecrets::fillSync(&store, &filled, key);
        QVERIFY(!report.missing.contains(QStringLiteral("apps[guestbook].services[postgres].password")));
        QCOMPARE(filled.apps.at(0).services.at(0).credential, QStringLiteral("typed-password"));
    }
};

QTEST_GUILESS_MAIN(TestSessionSecrets)
#include "tst_sessionsecrets.moc"
