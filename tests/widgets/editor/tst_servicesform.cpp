// SPDX-License-Identifier: GPL-3.0-or-later
// The Services page: PostgreSQL and Valkey, each off, bundled or external (its URL masked and held
// for the keychain).
#include "editor/servicesform.h"

#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTest>

using namespace HelmDeck;

namespace {

App serviceApp()
{
    App app;
    app.name = QStringLiteral("shop");
    BackingService pg;
    pg.kind = BackingService::Kind::PostgreSQL;
    pg.version = QStringLiteral("16");
    pg.size = QStringLiteral("5Gi");
    pg.storageClass = QStringLiteral("local-path");
    pg.cpu = QStringLiteral("100m");
    pg.memory = QStringLiteral("256Mi");
    pg.envName = QStringLiteral("PG_URL");
    pg.credential = QStringLiteral("generated-password");
    BackingService valkey;
    valkey.kind = BackingService::Kind::Valkey;
    valkey.external = true;
    valkey.credential = QStringLiteral("redis://:hunter2@cache.example.com:6379");
    app.services = { pg, valkey };
    return app;
}

} // namespace

class TestServicesForm : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void anAppIsWrittenBackUnchanged_data()
    {
        QTest::addColumn<bool>("withServices");
        QTest::addRow("bundled PostgreSQL and external Valkey") << true;
        QTest::addRow("no services") << false;
    }

    void anAppIsWrittenBackUnchanged()
    {
        QFETCH(bool, withServices);
        App app = serviceApp();
        if (!withServices)
            app.services.clear();
        ServicesForm form;
        form.setStorageEntries({ QStringLiteral("db-data") });
        QSignalSpy edited(&form, &ServicesForm::edited);
        form.setApp(app);
        App out;
        form.applyTo(&out);
        QCOMPARE(out.services, app.services);
        QCOMPARE(edited.count(), 0);
    }

    void theModesShowWhatTheyUse()
    {
        ServicesForm form;
        form.setApp(serviceApp());
        QCOMPARE(form.mode(BackingService::Kind::PostgreSQL), ServicesForm::Bundled);
        QCOMPARE(form.mode(BackingService::Kind::Valkey), ServicesForm::External);
        QVERIFY(form.field(BackingService::Kind::PostgreSQL, QStringLiteral("version"))->isEnabled());
        QVERIFY(!form.urlEdit(BackingService::Kind::PostgreSQL)->isEnabled());
        QVERIFY(!form.field(BackingService::Kind::Valkey, QStringLiteral("size"))->isEnabled());
        QVERIFY(form.urlEdit(BackingService::Kind::Valkey)->isEnabled());
        // The URL is a secret: masked, as secret env values are.
        QCOMPARE(form.urlEdit(BackingService::Kind::Valkey)->echoMode(), QLineEdit::Password);
        QVERIFY(form.field(BackingService::Kind::Valkey, QStringLiteral("env"))->isEnabled());
    }

    void editsReachTheApp()
    {
        ServicesForm form;
        form.setStorageEntries({ QStringLiteral("db-data") });
        form.setApp(serviceApp());
        QSignalSpy edited(&form, &ServicesForm::edited);
        QComboBox *storage = form.storageCombo(BackingService::Kind::PostgreSQL);
        storage->setCurrentIndex(storage->findText(QStringLiteral("db-data")));
        Q_EMIT storage->activated(storage->currentIndex());
        // An entry replaces the claim: its size and class are not used.
        QVERIFY(!form.field(BackingService::Kind::PostgreSQL, QStringLiteral("size"))->isEnabled());
        auto *version = qobject_cast<QLineEdit *>(
            form.field(BackingService::Kind::PostgreSQL, QStringLiteral("version")));
        version->clear();
        QTest::keyClicks(version, QStringLiteral("17"));
        QLineEdit *url = form.urlEdit(BackingService::Kind::Valkey);
        url->clear();
        QTest::keyClicks(url, QStringLiteral("redis://cache:6379"));
        QComboBox *mode = form.modeCombo(BackingService::Kind::Valkey);
        QVERIFY(edited.count() >= 3);

        App out;
        form.applyTo(&out);
        QCOMPARE(out.services.size(), 2);
        QCOMPARE(out.services.at(0).storageEntry, QStringLiteral("db-data"));
        QCOMPARE(out.services.at(0).version, QStringLiteral("17"));
        QCOMPARE(out.services.at(0).credential, QStringLiteral("generated-password")); // kept, never shown
        QCOMPARE(out.services.at(1).credential, QStringLiteral("redis://cache:6379"));

        mode->setCurrentIndex(ServicesForm::Off);
        Q_EMIT mode->activated(ServicesForm::Off);
        form.applyTo(&out);
        QCOMPARE(out.services.size(), 1);
        QCOMPARE(out.services.constFirst().kind, BackingService::Kind::PostgreSQL);
    }

    void switchingABundledServiceToExternalNeverShowsItsPassword()
    {
        ServicesForm form;
        form.setApp(serviceApp());
        QComboBox *mode = form.modeCombo(BackingService::Kind::PostgreSQL);
        mode->setCurrentIndex(ServicesForm::External);
        Q_EMIT mode->activated(ServicesForm::External);
        QCOMPARE(form.urlEdit(BackingService::Kind::PostgreSQL)->text(), QString());
        App out;
        form.applyTo(&out);
        QVERIFY(out.services.at(0).external);
        QCOMPARE(out.services.at(0).credential, QString());
    }

    void findingsJumpToTheirField_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("sub");
        QTest::addColumn<QString>("widget");
        QTest::addRow("the service") << "postgres"
                                     << ""
                                     << ""
                                     << "postgresModeCombo";
        QTest::addRow("external") << "valkey"
                                  << "external"
                                  << ""
                                  << "valkeyModeCombo";
        QTest::addRow("the version") << "postgres"
                                     << "version"
                                     << ""
                                     << "postgres.version";
        QTest::addRow("the storage entry") << "postgres"
                                           << "storage"
                                           << ""
                                           << "postgres.storage";
        QTest::addRow("the memory request") << "postgres"
                                            << "resources"
                                            << "memory"
                                            << "postgres.memory";
        QTest::addRow("the env var") << "valkey"
                                     << "env"
                                     << ""
                                     << "valkey.env";
        QTest::addRow("the URL") << "valkey"
                                 << "url"
                                 << ""
                                 << "valkey.url";
    }

    void findingsJumpToTheirField()
    {
        QFETCH(QString, kind);
        QFETCH(QString, field);
        QFETCH(QString, sub);
        QFETCH(QString, widget);
        ServicesForm form;
        form.setApp(serviceApp());
        form.show();
        QVERIFY(QTest::qWaitForWindowExposed(&form));
        form.activateWindow();
        QVERIFY(form.focusField(kind, field, sub));
        QTRY_COMPARE(QApplication::focusWidget()->objectName(), widget);
        QVERIFY(!form.focusField(QStringLiteral("mysql"), QString(), QString()));
        QVERIFY(!form.focusField(kind, QStringLiteral("nosuch"), QString()));
    }

    void findingsShowUnderTheirField()
    {
        ServicesForm form;
        form.setApp(serviceApp());
        form.show();
        const Findings findings { Finding::error(QStringLiteral("size is not a quantity"),
                                      QStringLiteral("apps[shop].services[postgres].size")),
            Finding::error(
                QStringLiteral("the URL is empty"), QStringLiteral("apps[shop].services[valkey]")) };
        form.showFindings(findings, QStringLiteral("apps[shop]"));
        QStringList shown;
        for (QLabel *l : form.findChildren<QLabel *>()) {
            if (l->isVisible() && l->text().contains(QStringLiteral("\u2716")))
                shown << l->text();
        }
        QCOMPARE(shown.size(), 2);
    }
};

QTEST_MAIN(TestServicesForm)
#include "tst_servicesform.moc"
